/**
 * Infraction Procedure Guide (IPG, effective 2015-01-23) penalties and the
 * Rules Enforcement Levels (spec §7). The IPG applies at Competitive and
 * Professional REL (with the same penalties at both); Regular REL events use
 * the "Judging at Regular REL" guide (JAR), which says the IPG's remedies are
 * not to be used there.
 */

export type Rel = 'regular' | 'competitive' | 'professional';
export const RELS: readonly Rel[] = ['regular', 'competitive', 'professional'];

export type Penalty = 'No Penalty' | 'Caution' | 'Warning' | 'Game Loss' | 'Match Loss' | 'Disqualification';
const SEVERITY: Readonly<Record<Penalty, number>> = {
  'No Penalty': 0,
  Caution: 1,
  Warning: 2,
  'Game Loss': 3,
  'Match Loss': 4,
  Disqualification: 5,
};

export function severity(p: Penalty): number {
  return SEVERITY[p];
}

export type Category = 'Game Play Error' | 'Tournament Error' | 'Unsporting Conduct';

export interface Infraction {
  /** Slug used on the command line, e.g. "drawing-extra-cards". */
  readonly id: string;
  readonly section: string;
  readonly category: Category;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly penalty: Penalty;
  /** The rule behind the penalty: definition, upgrades/downgrades, fix. */
  readonly rule: string;
  /** What the JAR says to do at Regular REL. */
  readonly regular: string;
}

const JAR_EDUCATE =
  'Regular REL (JAR): no IPG penalty. Fix the situation and educate the player; a player who keeps making the same mistake after reminders is warned, and after that may receive a Game Loss.';

export const INFRACTIONS: readonly Infraction[] = [
  {
    id: 'missed-trigger',
    section: '2.1',
    category: 'Game Play Error',
    name: 'Missed Trigger',
    aliases: ['mt', 'gpe-mt'],
    penalty: 'Warning',
    rule: 'IPG 2.1: Warning only if the trigger is generally considered detrimental to its controller; otherwise no penalty. The opponent does not receive Failure to Maintain Game State. Fix: apply the default action for "unless"/"if you don\'t" triggers and delayed zone-change triggers; otherwise the opponent chooses whether to put it on the stack; no fix if the effect\'s duration has ended or it was missed one or more turns ago.',
    regular:
      'Regular REL (JAR): no penalty. A "may" trigger is treated as declined; otherwise add it to the stack now unless that would disrupt the game too much (e.g. the player made major decisions without it). Players may, but need not, point out an opponent\'s missed trigger.',
  },
  {
    id: 'looking-at-extra-cards',
    section: '2.2',
    category: 'Game Play Error',
    name: 'Looking at Extra Cards',
    aliases: ['lec', 'gpe-lec'],
    penalty: 'Warning',
    rule: 'IPG 2.2: one penalty per action or sequence of actions. Fix: shuffle the random portion of the library, then restore any known (manipulated) cards.',
    regular:
      'Regular REL (JAR): no penalty. Shuffle the card(s) seen back into the unknown part of the library, leaving cards in known positions where they are.',
  },
  {
    id: 'drawing-extra-cards',
    section: '2.3',
    category: 'Game Play Error',
    name: 'Drawing Extra Cards',
    aliases: ['dec', 'gpe-dec', 'hce'],
    penalty: 'Game Loss',
    rule: 'IPG 2.3: downgrade to Warning if the card was known to all players, or the player had no cards in hand, and it can be returned without major disruption.',
    regular:
      'Regular REL (JAR): no penalty. If everyone knows which card was drawn, put it back; otherwise return that many random cards from hand to the top of the library (do not shuffle). Extra cards in an opening hand are shuffled back and the player continues with their mulligan decision.',
  },
  {
    id: 'mulligan-procedure-error',
    section: '2.4',
    category: 'Game Play Error',
    name: 'Mulligan Procedure Error',
    aliases: ['mpe', 'gpe-mpe'],
    penalty: 'Warning',
    rule: 'IPG 2.4: Fix: shuffle (extra cards + 1) random cards from hand back into the library; the player may still mulligan. Found after other game actions: treat as Drawing Extra Cards.',
    regular: JAR_EDUCATE,
  },
  {
    id: 'game-rule-violation',
    section: '2.5',
    category: 'Game Play Error',
    name: 'Game Rule Violation',
    aliases: ['grv', 'gpe-grv'],
    penalty: 'Warning',
    rule: "IPG 2.5: upgrade (normally to Game Loss; the IPG does not name the level) when the opponent could not verify legality (hidden information). When an opponent carries out a player's effect wrongly, both receive GRV. The opponent usually receives Failure to Maintain Game State.",
    regular:
      'Regular REL (JAR): no penalty. Usually leave the game as it is and fix only what is currently illegal; if caught quickly, the judge may back up to the illegal action instead. A missed draw or discard is made up immediately.',
  },
  {
    id: 'failure-to-maintain-game-state',
    section: '2.6',
    category: 'Game Play Error',
    name: 'Failure to Maintain Game State',
    aliases: ['ftmgs', 'gpe-ftmgs'],
    penalty: 'Warning',
    rule: "IPG 2.6: normally never upgraded. Given to the opponent(s) (and teammates) who failed to notice another player's error in reasonable time; not for failing to point out an opponent's missed trigger.",
    regular: JAR_EDUCATE,
  },
  {
    id: 'tardiness',
    section: '3.1',
    category: 'Tournament Error',
    name: 'Tardiness',
    aliases: ['te-t', 'late'],
    penalty: 'Game Loss',
    rule: 'IPG 3.1: more than 10 minutes late: Match Loss, and the player is dropped unless they report before the end of the round. A Competitive TO may announce an extra grace period. Time extension for the time lost.',
    regular:
      'Regular REL (JAR): a player more than 10 minutes late forfeits the match (Match Loss), and is dropped if they have not appeared by the end of the round.',
  },
  {
    id: 'outside-assistance',
    section: '3.2',
    category: 'Tournament Error',
    name: 'Outside Assistance',
    aliases: ['oa', 'te-oa'],
    penalty: 'Match Loss',
    rule: 'IPG 3.2: includes using notes made before the match during a game; no notes at all during a draft. Spectators who give assistance may be removed.',
    regular:
      'Regular REL (JAR): educate the players involved; if it continues, a stronger penalty such as a Game Loss.',
  },
  {
    id: 'slow-play',
    section: '3.3',
    category: 'Tournament Error',
    name: 'Slow Play',
    aliases: ['sp', 'te-sp'],
    penalty: 'Warning',
    rule: 'IPG 3.3: each player (each team in 2HG) gets 1 extra turn if the match goes to time, before the end-of-match turns; none if already in extra turns. The HJ may upgrade if it significantly affected the result. Deliberate slow play is Stalling.',
    regular:
      'Regular REL (JAR): educate the player; if they keep playing slowly, a stronger penalty such as a Game Loss.',
  },
  {
    id: 'insufficient-shuffling',
    section: '3.4',
    category: 'Tournament Error',
    name: 'Insufficient Shuffling',
    aliases: ['is', 'te-is'],
    penalty: 'Warning',
    rule: 'IPG 3.4: Fix: shuffle the deck properly.',
    regular:
      'Regular REL (JAR): have the deck shuffled properly and educate the player; repeated offences may get a stronger penalty.',
  },
  {
    id: 'deck-decklist-problem',
    section: '3.5',
    category: 'Tournament Error',
    name: 'Deck/Decklist Problem',
    aliases: ['ddp', 'd/dlp', 'deck-problem', 'decklist-problem', 'te-ddlp'],
    penalty: 'Game Loss',
    rule: 'IPG 3.5: the HJ may downgrade if the player finds the problem before game actions and calls a judge immediately (fix the deck; the player draws one fewer card). A missing sideboard is recorded, not penalised. Decklist errors found in checks: penalty at the start of the next match. Fix: remove illegal cards and add basic lands; a list over the maximum is cut from the bottom of the section.',
    regular:
      "Regular REL (JAR): no penalty. Remove cards that should not be there, replace them with the right ones, and top the deck up to the minimum with basic lands of the player's choice; shuffle them in.",
  },
  {
    id: 'limited-procedure-violation',
    section: '3.6',
    category: 'Tournament Error',
    name: 'Limited Procedure Violation',
    aliases: ['lpv', 'te-lpv'],
    penalty: 'Warning',
    rule: 'IPG 3.6: e.g. passing the wrong way, missing the pick timer, taking back a pick. Event announcements may add penalties.',
    regular: JAR_EDUCATE,
  },
  {
    id: 'communication-policy-violation',
    section: '3.7',
    category: 'Tournament Error',
    name: 'Communication Policy Violation',
    aliases: ['cpv', 'te-cpv'],
    penalty: 'Warning',
    rule: 'IPG 3.7: a backup may be considered if the opponent clearly acted on the wrong information.',
    regular: JAR_EDUCATE,
  },
  {
    id: 'marked-cards',
    section: '3.8',
    category: 'Tournament Error',
    name: 'Marked Cards',
    aliases: ['mc', 'te-mc'],
    penalty: 'Warning',
    rule: 'IPG 3.8: upgrade to Game Loss if the HJ believes the player noticed the pattern and it significantly affects the integrity of the game. Fix: replace the cards or sleeves; a basic land may replace a card permanently.',
    regular: JAR_EDUCATE,
  },
  {
    id: 'unsporting-conduct-minor',
    section: '4.1',
    category: 'Unsporting Conduct',
    name: 'Unsporting Conduct — Minor',
    aliases: ['usc-minor', 'usc minor'],
    penalty: 'Warning',
    rule: 'IPG 4.1: a second USC — Minor (even of a different kind) is a Game Loss, which may apply to the next game if it falls at the end of a game.',
    regular:
      'Regular REL (JAR): explain why the behaviour is a problem and ask the player to stop at once; if they continue, a Game Loss.',
  },
  {
    id: 'unsporting-conduct-major',
    section: '4.2',
    category: 'Unsporting Conduct',
    name: 'Unsporting Conduct — Major',
    aliases: ['usc-major', 'usc major'],
    penalty: 'Match Loss',
    rule: 'IPG 4.2: upgrade to Disqualification if malicious, unapologetic or repeated.',
    regular:
      'Regular REL (JAR): stop the behaviour and educate; threats, violence, harassment or obscene conduct are serious problems: Disqualification, and the TO decides whether to remove the player from the venue.',
  },
  ...(
    [
      [
        'improperly-determining-a-winner',
        '4.3',
        'Improperly Determining a Winner',
        ['idw'],
        'IPG 4.3: usually both players, unless one called a judge immediately.',
        'deciding a match result by inducement, bribery or random means',
      ],
      [
        'bribery-and-wagering',
        '4.4',
        'Bribery and Wagering',
        ['bribery', 'wagering'],
        'IPG 4.4: offering or accepting anything for a concession, draw or drop, or betting on any part of the event.',
        'bribery or betting on any part of the event',
      ],
      [
        'aggressive-behavior',
        '4.5',
        'Aggressive Behavior',
        ['aggressive-behaviour', 'ab'],
        'IPG 4.5: the TO must remove the player from the venue.',
        'aggressive, violent or harassing behaviour',
      ],
      [
        'theft-of-tournament-material',
        '4.6',
        'Theft of Tournament Material',
        ['theft'],
        'IPG 4.6: the TO must remove the player from the venue.',
        'theft (including swapping cards from a binder into a draft)',
      ],
      [
        'stalling',
        '4.7',
        'Stalling',
        [],
        'IPG 4.7: intentionally playing slowly to take advantage of the time limit.',
        'deliberately breaking the rules to gain an advantage',
      ],
      [
        'cheating',
        '4.8',
        'Cheating',
        ['cheat'],
        'IPG 4.8: requires intent to gain an advantage and knowledge that the act is against the rules; otherwise handle it as the underlying Game Play Error or Tournament Error.',
        'knowingly breaking the rules or lying to gain an advantage',
      ],
    ] as const
  ).map(([id, section, name, aliases, rule, what]): Infraction => ({
    id,
    section,
    category: 'Unsporting Conduct',
    name,
    aliases,
    penalty: 'Disqualification',
    rule,
    regular: `Regular REL (JAR): a serious problem — ${what} — is a Disqualification, with the TO deciding whether to remove the player from the venue.`,
  })),
];

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[—–_\s]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Finds an infraction by slug, name, alias or IPG section number ("2.3"). */
export function findInfraction(query: string): Infraction | undefined {
  const q = normalise(query);
  return INFRACTIONS.find(
    (i) =>
      i.id === q || normalise(i.name) === q || i.section === query.trim() || i.aliases.some((a) => normalise(a) === q),
  );
}

export interface PenaltyContext {
  readonly rel: Rel;
  /**
   * Earlier offences of the same infraction by this player in this event (for
   * Game Play Errors: earlier today only — the count resets each day; for
   * Unsporting Conduct — Minor: any earlier USC — Minor).
   */
  readonly previousOffences?: number;
  /** Tardiness: minutes late. */
  readonly minutesLate?: number;
  /** Missed Trigger: whether the trigger is generally considered detrimental to its controller. */
  readonly detrimental?: boolean;
}

export interface PenaltyDecision {
  readonly infraction: Infraction;
  readonly rel: Rel;
  readonly penalty: Penalty;
  /** Why, including escalations applied. */
  readonly reasons: string[];
  /** Tardiness over 10 minutes: the player is dropped unless they report before the round ends. */
  readonly dropUnlessReported?: boolean;
  /** At Regular REL the IPG does not apply; this is the JAR guidance instead. */
  readonly guide: 'IPG' | 'JAR';
}

/** The penalty for an infraction at a REL, with IPG escalations (spec §7.3). */
export function penaltyFor(id: string, ctx: PenaltyContext): PenaltyDecision {
  const inf = findInfraction(id);
  if (!inf) throw new RangeError(`unknown infraction '${id}'`);
  const previous = ctx.previousOffences ?? 0;
  const reasons: string[] = [];

  if (ctx.rel === 'regular') {
    let penalty: Penalty = inf.penalty === 'Disqualification' ? 'Disqualification' : 'No Penalty';
    if (inf.id === 'tardiness' && (ctx.minutesLate ?? 0) > 10) penalty = 'Match Loss';
    if (penalty === 'No Penalty' && previous >= 2) {
      penalty = 'Game Loss';
      reasons.push('JAR: repeated after a warning — a stronger penalty such as a Game Loss');
    } else if (penalty === 'No Penalty' && previous === 1) {
      penalty = 'Warning';
      reasons.push('JAR: repeated after a reminder — warn the player that the next time is a Game Loss');
    }
    reasons.unshift(inf.regular);
    return {
      infraction: inf,
      rel: ctx.rel,
      penalty,
      reasons,
      guide: 'JAR',
      ...(inf.id === 'tardiness' && (ctx.minutesLate ?? 0) > 10 ? { dropUnlessReported: true } : {}),
    };
  }

  let penalty = inf.penalty;
  reasons.push(`IPG ${inf.section} ${inf.name}: ${inf.penalty}`);
  let dropUnlessReported = false;
  if (inf.id === 'missed-trigger' && ctx.detrimental === false) {
    penalty = 'No Penalty';
    reasons.push('IPG 2.1: the trigger is not detrimental to its controller, so no penalty');
  }
  if (inf.id === 'tardiness' && (ctx.minutesLate ?? 0) > 10) {
    penalty = 'Match Loss';
    dropUnlessReported = true;
    reasons.push(
      'IPG 3.1: more than 10 minutes late — Match Loss, and dropped unless the player reports before the round ends',
    );
  }
  if (inf.category === 'Game Play Error' && penalty === 'Warning' && previous >= 2) {
    penalty = 'Game Loss';
    reasons.push(`IPG 2: the ${ordinal(previous + 1)} ${inf.name} today — third and later offences are a Game Loss`);
  }
  if (inf.category === 'Tournament Error' && penalty === 'Warning' && previous >= 1) {
    penalty = 'Game Loss';
    reasons.push(
      `IPG 3: the ${ordinal(previous + 1)} ${inf.name} Warning — second and later Warnings for the same infraction are a Game Loss`,
    );
  }
  if (inf.id === 'unsporting-conduct-minor' && previous >= 1) {
    penalty = 'Game Loss';
    reasons.push('IPG 4.1: a second Unsporting Conduct — Minor is a Game Loss');
  }
  return {
    infraction: inf,
    rel: ctx.rel,
    penalty,
    reasons,
    guide: 'IPG',
    ...(dropUnlessReported ? { dropUnlessReported } : {}),
  };
}

function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

/**
 * Earlier offences that count for escalation (spec §7.3): Game Play Errors
 * count only the same infraction on the same day (the count resets at the end
 * of each day of a multi-day event); Tournament Errors count every earlier
 * offence of the same infraction; USC — Minor counts every earlier USC — Minor.
 */
export function previousOffences(
  history: ReadonlyArray<{ readonly infraction: string; readonly day: number }>,
  infraction: string,
  day: number,
): number {
  const inf = findInfraction(infraction);
  if (!inf) throw new RangeError(`unknown infraction '${infraction}'`);
  return history.filter((h) => {
    const other = findInfraction(h.infraction);
    if (other?.id !== inf.id) return false;
    return inf.category === 'Game Play Error' ? h.day === day : true;
  }).length;
}

/**
 * Penalties issued to both players of a game at the same time (IPG 1.2/1.3):
 * Game Losses to all players cancel out (recorded, score unchanged); a Game
 * Loss to one player alongside a Match Loss to the other is deferred to the
 * first player's next match.
 */
export function simultaneousPenalties(
  a: Penalty,
  b: Penalty,
): {
  applyNow: { a: Penalty | null; b: Penalty | null };
  deferredToNextMatch: { a: Penalty | null; b: Penalty | null };
  scoreUnchanged: boolean;
} {
  if (a === 'Game Loss' && b === 'Game Loss') {
    return { applyNow: { a: null, b: null }, deferredToNextMatch: { a: null, b: null }, scoreUnchanged: true };
  }
  if (a === 'Game Loss' && b === 'Match Loss') {
    return {
      applyNow: { a: null, b: 'Match Loss' },
      deferredToNextMatch: { a: 'Game Loss', b: null },
      scoreUnchanged: false,
    };
  }
  if (a === 'Match Loss' && b === 'Game Loss') {
    return {
      applyNow: { a: 'Match Loss', b: null },
      deferredToNextMatch: { a: null, b: 'Game Loss' },
      scoreUnchanged: false,
    };
  }
  const real = (p: Penalty): Penalty | null => (severity(p) >= severity('Game Loss') ? p : null);
  return {
    applyNow: { a: real(a), b: real(b) },
    deferredToNextMatch: { a: null, b: null },
    scoreUnchanged: real(a) === null && real(b) === null,
  };
}

/** IPG Appendix B: the REL of Premier event types. */
export const EVENT_REL: Readonly<Record<string, Rel>> = {
  'Friday Night Magic': 'regular',
  'Game Day': 'regular',
  Prerelease: 'regular',
  'Grand Prix, day 1': 'competitive',
  'Grand Prix, day 2': 'professional',
  'Grand Prix Trial': 'competitive',
  '(Format) Championship': 'competitive',
  'Pro Tour Qualifier': 'competitive',
  'Preliminary PTQ': 'competitive',
  'Regional PTQ': 'competitive',
  'Pro Tour': 'professional',
  'World Championship': 'professional',
  'World Magic Cup': 'professional',
  'World Magic Cup Qualifier': 'competitive',
  'World Magic Cup Qualifier Trial': 'competitive',
};

/** Text for `arbiter ipg`. */
export function describePenalty(d: PenaltyDecision): string {
  const inf = d.infraction;
  const relName = d.rel[0]!.toUpperCase() + d.rel.slice(1);
  const lines = [`${inf.name} (IPG ${inf.section}, ${inf.category})`, `REL: ${relName}`, `Penalty: ${d.penalty}`];
  if (d.guide === 'JAR') {
    lines.push('Guide: Judging at Regular REL (the IPG does not apply at Regular REL)');
    lines.push(...d.reasons.map((r) => `  ${r}`));
    lines.push(`For reference, at Competitive/Professional REL (IPG ${inf.section}): ${inf.penalty}.`);
  } else {
    lines.push(`Rule: ${inf.rule}`);
    const extra = d.reasons.slice(1);
    if (extra.length > 0) lines.push('Applied:', ...extra.map((r) => `  ${r}`));
  }
  if (d.dropUnlessReported) lines.push('The player is dropped unless they report before the end of the round.');
  return lines.join('\n');
}
