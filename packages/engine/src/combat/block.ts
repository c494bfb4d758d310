/** 509: declaring blockers, with evasion (702.9 flying, 702.17 reach, 702.111 menace, 702.16f protection). */
import type { Choice, EngineError, PendingDecision } from '../decisions/types.js';
import { hasProtectionFrom } from '../events/replacement.js';
import { log } from '../log/write.js';
import { chars, touchCombat } from '../objects/characteristics.js';
import { objName, playerName } from '../state/access.js';
import type { CombatState, GameState, ObjectId, PlayerId } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';
import { cantBlock } from './attack.js';
import { defendingPlayerOf } from '../objects/defenders.js';
import { evasionForbids } from './evasion.js';
import { blockerLimit, blockersNeeded, blockLimit } from './block-limits.js';
import { bestBlocks, blockRequirements, checkBlockRequirements } from './requirements.js';

export function canBlockAttacker(state: GameState, blocker: ObjectId, attacker: ObjectId): boolean {
  const bc = chars(state, blocker);
  const ac = chars(state, attacker);
  if (ac.keywords.has('flying') && !bc.keywords.has('flying') && !bc.keywords.has('reach')) return false; // 702.9b
  if (hasProtectionFrom(state, attacker, blocker)) return false; // 702.16f
  if (evasionForbids(state, blocker, attacker)) return false;
  return true;
}

/**
 * 509.1 / 802.4a: a defending player blocks with creatures they control, only creatures attacking them (or their
 * planeswalkers and battles). 805.10d: with shared team turns the defending team declares one combined block
 * (through `defender`, its primary player): any of its creatures may block creatures attacking any of its players.
 */
export function blockDecision(state: GameState, turnIndex: number, defender: PlayerId): PendingDecision | null {
  const combat = state.turns[turnIndex]!.combat;
  if (!combat) return null;
  const team = state.options.sharedTeamTurns
    ? state.players.filter((p) => !p.left && p.team === state.players[defender]!.team).map((p) => p.id)
    : [defender];
  const attackersHere = combat.attackers
    .filter((a) => state.objects[a.attacker] && team.includes(defendingPlayerOf(state, a, chars)))
    .map((a) => a.attacker);
  if (attackersHere.length === 0) return null;
  const options: { blocker: ObjectId; attackers: ObjectId[] }[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    const c = chars(state, id);
    if (!team.includes(c.controller) || !c.types.includes('Creature') || o.tapped || cantBlock(state, id)) continue;
    const can = attackersHere.filter((a) => canBlockAttacker(state, id, a));
    if (can.length) options.push({ blocker: id, attackers: can });
  }
  if (options.length === 0) return null;
  return {
    kind: 'declareBlockers',
    player: defender,
    prompt: team.length > 1 ? "Declare your team's blockers (805.10d)" : 'Declare blockers',
    options,
  };
}

type BlockChoice = Extract<Choice, { kind: 'declareBlockers' }>;
type BlockDecision = Extract<PendingDecision, { kind: 'declareBlockers' }>;

/** 509.1b–c: the restrictions, then the requirements (as many as possible obeyed, combat/requirements.ts). */
export function validateBlock(state: GameState, d: BlockDecision, c: BlockChoice): EngineError | null {
  const err = validateBlockRestrictions(state, d, c);
  if (err) return err;
  return checkBlockRequirements(
    state,
    d,
    c,
    (blocks) => validateBlockRestrictions(state, d, { kind: 'declareBlockers', blocks: [...blocks] }) === null,
  );
}

/**
 * For players that pick blocks freely (the AIs): `blocks` if legal, else a legal declaration that obeys the most
 * blocking requirements (509.1c).
 */
export function legalizeBlocks(
  state: GameState,
  d: BlockDecision,
  blocks: BlockChoice['blocks'],
): BlockChoice['blocks'] {
  if (validateBlock(state, d, { kind: 'declareBlockers', blocks }) === null) return blocks;
  const ok = (b: readonly { blocker: ObjectId; attacker: ObjectId }[]): boolean =>
    validateBlockRestrictions(state, d, { kind: 'declareBlockers', blocks: [...b] }) === null;
  const best = bestBlocks(state, d, blockRequirements(state, d), ok);
  return best.count >= 0 ? best.blocks : [];
}

function validateBlockRestrictions(state: GameState, d: BlockDecision, c: BlockChoice): EngineError | null {
  if (!Array.isArray(c.blocks)) return { code: 'MALFORMED', message: 'blocks must be a list' };
  const seen = new Map<ObjectId, ObjectId[]>();
  const count = new Map<ObjectId, number>();
  for (const b of c.blocks) {
    const opt = d.options.find((o) => o.blocker === b.blocker);
    if (!opt) return { code: 'ILLEGAL_CHOICE', message: `${objName(state, b.blocker)} can't block`, rule: '509.1a' };
    const already = seen.get(b.blocker) ?? [];
    if (already.includes(b.attacker))
      return {
        code: 'ILLEGAL_CHOICE',
        message: `${objName(state, b.blocker)} is already blocking ${objName(state, b.attacker)}`,
        rule: '509.1a',
      };
    // 509.1a: one attacker each, unless an effect lets it block more ("can block an additional creature").
    const limit = blockLimit(state, b.blocker);
    if (already.length >= limit)
      return {
        code: 'ILLEGAL_CHOICE',
        message: `${objName(state, b.blocker)} can block only ${limit === 1 ? 'one attacker' : `${limit} attackers`}`,
        rule: '509.1a',
      };
    seen.set(b.blocker, [...already, b.attacker]);
    if (!opt.attackers.includes(b.attacker))
      return {
        code: 'ILLEGAL_TARGET',
        message: `${objName(state, b.blocker)} can't block ${objName(state, b.attacker)}`,
        rule: '509.1b',
      };
    count.set(b.attacker, (count.get(b.attacker) ?? 0) + 1);
  }
  // 702.22h: a creature blocking one creature in a band blocks the whole band, so it counts for every member.
  const combat = state.turns.find((t) => t.combat?.attackers.some((a) => count.has(a.attacker)))?.combat;
  if (combat) {
    for (const [attacker] of [...count]) {
      for (const mate of bandMates(combat, attacker)) if (!count.has(mate)) count.set(mate, 0);
    }
    const direct = new Map(count);
    for (const [attacker] of count) {
      const mates = bandMates(combat, attacker);
      if (mates.length)
        count.set(
          attacker,
          [attacker, ...mates].reduce((s, m) => s + (direct.get(m) ?? 0), 0),
        );
    }
  }
  // 509.1b / 702.111b: how many creatures may (and must, if any do) block each attacker.
  for (const [attacker, n] of count) {
    const most = blockerLimit(state, attacker); // 509.1b: "can't be blocked by more than one creature"
    if (n > most)
      return {
        code: 'ILLEGAL_CHOICE',
        message: `${objName(state, attacker)} can't be blocked by more than ${most === 1 ? 'one creature' : `${most} creatures`}`,
        rule: '509.1b',
      };
    const least = n > 0 ? blockersNeeded(state, attacker) : null; // 702.111b menace, 509.1b "except by three or more"
    if (least && n < least.n)
      return {
        code: 'ILLEGAL_CHOICE',
        message: `${objName(state, attacker)}${least.rule === '702.111b' ? ' has menace and' : ''} can't be blocked except by ${least.n} or more creatures`,
        rule: least.rule,
      };
  }
  return null;
}

/** 702.22c: the other creatures still attacking in the same band as `attacker` (702.22f: removed ones have left it). */
export function bandMates(combat: CombatState, attacker: ObjectId): ObjectId[] {
  const band = combat.attackers.find((a) => a.attacker === attacker)?.band;
  if (band === undefined) return [];
  return combat.attackers.filter((a) => a.band === band && a.attacker !== attacker).map((a) => a.attacker);
}

export function declareBlockers(
  state: GameState,
  turnIndex: number,
  player: PlayerId,
  blocks: readonly { blocker: ObjectId; attacker: ObjectId }[],
): void {
  const combat = state.turns[turnIndex]!.combat!;
  const pairs: { blocker: ObjectId; attacker: ObjectId }[] = [];
  for (const b of blocks) {
    // 702.22h: if an attacking creature becomes blocked by a creature, each other creature in its band becomes blocked by it too.
    const mates = bandMates(combat, b.attacker);
    const blocking = [b.attacker, ...mates];
    // 509.1a: a creature blocking several attackers has one blocker record listing all of them.
    const rec = combat.blockers.find((x) => x.blocker === b.blocker);
    if (rec) rec.blocking.push(...blocking.filter((x) => !rec.blocking.includes(x)));
    else combat.blockers.push({ blocker: b.blocker, blocking });
    for (const x of blocking) {
      const a = combat.attackers.find((y) => y.attacker === x)!;
      a.blocked = true; // 509.1h
      if (!a.blockedBy.includes(b.blocker)) a.blockedBy.push(b.blocker);
      pairs.push({ blocker: b.blocker, attacker: x });
    }
    // 509.1g: blocking / blocked creatures from now on ("blocking creatures get …"): the blocking and the attacking
    // players' own things for the kept legal-action lists (others read combat only through volatile reads).
    touchCombat(state, [player, ...state.turns[turnIndex]!.activePlayers]);
    log(state, 'block', `${objName(state, b.blocker)} blocks ${objName(state, b.attacker)}`, ['509.1'], {
      blocker: b.blocker,
      attacker: b.attacker,
    });
    if (mates.length)
      log(
        state,
        'block',
        `${objName(state, b.blocker)} also blocks ${mates.map((m) => objName(state, m)).join(', ')}, in the same band`,
        ['702.22h'],
        { blocker: b.blocker, attackers: mates },
      );
  }
  if (blocks.length === 0) log(state, 'block', `${playerName(state, player)} declares no blockers`, ['509.1']);
  for (const blocker of new Set(blocks.map((b) => b.blocker))) detectTriggers(state, { kind: 'blocks', blocker }); // 509.2a: once per blocker
  // 509.3c–d: "becomes blocked" triggers once per attacker; "becomes blocked by a creature" once per blocker.
  for (const b of pairs) detectTriggers(state, { kind: 'blockedBy', attacker: b.attacker, blocker: b.blocker });
  for (const attacker of new Set(pairs.map((b) => b.attacker)))
    detectTriggers(state, { kind: 'becameBlocked', attacker });
  // 509.3f: "attacks and isn't blocked" — the attackers this player was to block (attacking them or their
  // planeswalkers and battles) for which no blocker was declared.
  // 805.10d: a defending team declares as one, through its primary player.
  const team = state.options.sharedTeamTurns
    ? state.players.filter((q) => q.team === state.players[player]!.team).map((q) => q.id)
    : [player];
  for (const a of combat.attackers) {
    if (!a.blocked && state.objects[a.attacker] && team.includes(defendingPlayerOf(state, a, chars)))
      detectTriggers(state, { kind: 'unblocked', attacker: a.attacker });
  }
}
