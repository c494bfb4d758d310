/**
 * Keyword abilities (702) that abbreviate activated or triggered abilities, expanded into the
 * abilities the rules define for them: transmute, reinforce, forecast, scavenge, rampage, crew,
 * unearth, level up, fabricate, graft, sunburst (and more as they are added). Each expansion cites the rule whose text it follows.
 *
 * Some expansions need the card's printed characteristics (transmute's mana value, scavenge's
 * power): the cursor's context carries them (CardCtx.face).
 */
import type { AbilityNode, ActivatedAbility, Amount, CopyExceptions, CostSpec, Effect, Filter } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { number } from './phrases.js';
import { tokenize, type Token } from './tokens.js';
import { SELF } from './normalize.js';

/** Grammar pieces of abilities.ts that the expansions reuse (passed in to keep the import graph acyclic). */
export interface KeywordDeps {
  manaCost(p: Cursor): string | null;
  /** An activated ability line ("[cost]: [effect]"), compiled as a permanent's. */
  activated(toks: Token[], line: string): AbilityNode[] | null;
}

const counters = (n: number | 'x'): Amount => (n === 'x' ? { kind: 'x' } : { kind: 'fixed', n });

/** One of the keywords of this module at the cursor, or null (consuming nothing). */
/** What every EXPANDED_KEYWORDS entry reads: expandedKeyword's arguments and the helpers it shares with them. */
interface ExpandedKeywordScope {
  readonly p: Cursor;
  readonly permanent: boolean;
  readonly text: () => string;
  readonly deps: KeywordDeps;
}

/** One branch of expandedKeyword: its result, or undefined when the text is not this branch's (the next one is tried). */
type ExpandedKeywordEntry = (s: ExpandedKeywordScope) => AbilityNode[] | null | undefined;

/** The keywords this module expands, tried in order. */
const EXPANDED_KEYWORDS: readonly ExpandedKeywordEntry[] = [
  transmuteExpandedKeyword,
  ninjutsuExpandedKeyword,
  reinforceExpandedKeyword,
  forecastExpandedKeyword,
  permanentOnlyExpandedKeyword,
  scavengeExpandedKeyword,
  rampageExpandedKeyword,
  unearthExpandedKeyword,
  embalmExpandedKeyword,
  encoreExpandedKeyword,
  offspringSquadExpandedKeyword,
  mobilizeExpandedKeyword,
  levelUpExpandedKeyword,
  fabricateExpandedKeyword,
  unleashExpandedKeyword,
  riotExpandedKeyword,
  partnerExpandedKeyword,
  sunburstExpandedKeyword,
  graftExpandedKeyword,
  provokeExpandedKeyword,
  mentorExpandedKeyword,
  numberExpandedKeyword,
  crewExpandedKeyword,
  saddleExpandedKeyword,
];

export function expandedKeyword(
  p: Cursor,
  permanent: boolean,
  text: () => string,
  deps: KeywordDeps,
): AbilityNode[] | null {
  const s: ExpandedKeywordScope = { p, permanent, text, deps };
  for (const entry of EXPANDED_KEYWORDS) {
    const r = entry(s);
    if (r !== undefined) return r;
  }
  return null;
}

/**
 * 702.48a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you
 * control to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking" (702.48c: unblocked,
 * attacking what the returned creature attacked; engine combat/ninjutsu.ts). The card is revealed as the ability is
 * activated (the log names it). Only a mana cost is read.
 */
function ninjutsuExpandedKeyword({ p, text, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  if (!p.eat('ninjutsu')) return undefined;
  const mana = deps.manaCost(p);
  if (!mana || !p.done || mana.includes('{X}')) return null;
  const unblocked: Filter = { kind: 'object', match: { types: ['Creature'], attacking: true, unblocked: true } };
  return [
    {
      kind: 'activated',
      cost: { mana, parts: [{ kind: 'returnToHand', what: unblocked, count: 1 }] },
      targets: [],
      fromHand: true,
      effects: [
        { kind: 'putOntoBattlefield', what: { kind: 'self' }, under: 'you', tapped: true, attackingAsReturned: true },
      ],
      text: text(),
    },
  ];
}

function transmuteExpandedKeyword({ p, text, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.53a: "Transmute [cost]" = "[Cost], Discard this card: Search your library for a card with the same mana value
  // as the discarded card, reveal that card, and put it into your hand. Then shuffle. Activate only as a sorcery."
  // The discarded card's mana value is its printed one (it is a card in a hand: no effects change it).
  if (p.eat('transmute')) {
    const mana = deps.manaCost(p);
    if (!mana || !p.done || p.card.face.hasX) return null;
    const mv = p.card.face.manaValue;
    const a: ActivatedAbility = {
      kind: 'activated',
      cost: { mana, parts: [{ kind: 'discardSelf' }] },
      targets: [],
      timing: 'sorcery',
      fromHand: true,
      effects: [
        {
          kind: 'search',
          who: { kind: 'you' },
          filter: { kind: 'object', match: { manaValueAtLeast: mv, manaValueAtMost: mv } },
          count: 1,
          to: 'hand',
          reveal: true,
        },
      ],
      text: text(),
    };
    return [a];
  }
  return undefined;
}

function reinforceExpandedKeyword({ p, text, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.77a: "Reinforce N—[cost]" = "[Cost], Discard this card: Put N +1/+1 counters on target creature."
  if (p.eat('reinforce')) {
    const n: number | 'x' | null = p.eat('x') ? 'x' : number(p);
    if (n === null || !p.eat('—')) return null;
    const mana = deps.manaCost(p);
    if (!mana || !p.done || (n === 'x') !== mana.includes('{X}')) return null;
    const cost: CostSpec = { mana, parts: [{ kind: 'discardSelf' }] };
    return [
      {
        kind: 'activated',
        cost,
        fromHand: true,
        targets: [
          {
            count: { min: 1, max: 1 },
            filter: { kind: 'object', match: { types: ['Creature'] } },
            text: 'target creature',
          },
        ],
        effects: [{ kind: 'addCounters', what: { kind: 'target', target: 0 }, counter: '+1/+1', amount: counters(n) }],
        text: text(),
      },
    ];
  }
  return undefined;
}

function forecastExpandedKeyword({ p, text, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.57a: "Forecast — [activated ability]": activated only from the hand (revealing the card: the activation names it),
  // only during its owner's upkeep and only once each turn.
  if (p.eat('forecast', '—')) {
    const rest = p.toks.slice(p.i);
    const colon = rest.findIndex((t) => t.t === ':');
    const reveal = rest.findIndex(
      (t, k) =>
        t.t === 'reveal' &&
        rest[k + 1]?.t === '~' &&
        rest[k + 2]?.t === 'from' &&
        rest[k + 3]?.t === 'your' &&
        rest[k + 4]?.t === 'hand' &&
        rest[k + 5]?.t === ':',
    );
    if (colon < 0 || reveal < 1 || rest[reveal - 1]!.t !== ',' || reveal + 5 !== colon) return null;
    const toks = [...rest.slice(0, reveal - 1), ...rest.slice(colon)];
    const abs = deps.activated(toks, text());
    const a = abs?.length === 1 ? abs[0]! : null;
    // The ability works from the hand: it may not refer to the card itself, nor carry restrictions of its own.
    if (
      !a ||
      a.kind !== 'activated' ||
      a.fromHand ||
      a.fromGraveyard ||
      a.restriction ||
      a.timing ||
      a.manaAbility ||
      JSON.stringify(a.effects).includes('{"kind":"self"}') ||
      a.cost.parts.some((x) => x.kind !== 'tapUntapped')
    )
      return null;
    p.i = p.toks.length;
    return [{ ...a, fromHand: true, restriction: { step: 'upkeep', oncePerTurn: true }, text: text() }];
  }
  return undefined;
}

function permanentOnlyExpandedKeyword({ permanent }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  if (!permanent) return null;
  return undefined;
}

function scavengeExpandedKeyword({ p, text, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.97a: "Scavenge [cost]" = "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to
  // the power of the card you exiled on target creature. Activate only as a sorcery." The card's power in the graveyard
  // is its printed power.
  if (p.eat('scavenge')) {
    const mana = deps.manaCost(p);
    if (!mana || !p.done || !p.card.face.power || !/^\d+$/.test(p.card.face.power)) return null;
    return [
      {
        kind: 'activated',
        cost: { mana, parts: [{ kind: 'exileSelf' }] },
        fromGraveyard: true,
        timing: 'sorcery',
        targets: [
          {
            count: { min: 1, max: 1 },
            filter: { kind: 'object', match: { types: ['Creature'] } },
            text: 'target creature',
          },
        ],
        effects: [
          {
            kind: 'addCounters',
            what: { kind: 'target', target: 0 },
            counter: '+1/+1',
            amount: { kind: 'fixed', n: Number(p.card.face.power) },
          },
        ],
        text: text(),
      },
    ];
  }
  return undefined;
}

function rampageExpandedKeyword({ p, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.23a: "Rampage N" = "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature
  // blocking it beyond the first." (702.23b: the bonus is counted as the ability resolves.)
  if (p.eat('rampage')) {
    const n = number(p);
    if (n === null || (!p.done && p.peek() !== ',')) return null;
    const per = { kind: 'blockersOfSource' as const, beyond: 1, multiplier: n };
    return [
      {
        kind: 'triggered',
        trigger: { kind: 'becomesBlocked', what: { kind: 'self' } },
        targets: [],
        effects: [
          {
            kind: 'pumpBy',
            what: { kind: 'self' },
            power: per,
            toughness: per,
            sign: { power: 1, toughness: 1 },
            duration: 'endOfTurn',
          },
        ],
        text: text(),
      },
    ];
  }
  return undefined;
}

function unearthExpandedKeyword({ p, permanent, text, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.84a: "Unearth [cost]" = "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it
  // at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere
  // else. Activate only as a sorcery." The first sentences are read by the grammar; the last is a replacement effect
  // granted to the returned permanent.
  if (p.eat('unearth')) {
    const mana = deps.manaCost(p);
    if (!mana || !p.done) return null;
    const abs = deps.activated(
      tokenize(
        `${mana}: Return ${SELF} from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. Activate only as a sorcery.`,
      ),
      text(),
    );
    const a = abs?.length === 1 && abs[0]!.kind === 'activated' ? abs[0] : null;
    if (!a || !a.fromGraveyard || a.timing !== 'sorcery' || a.effects[0]?.kind !== 'putOntoBattlefield') return null;
    const exileInstead: Effect = {
      kind: 'grantStatic',
      what: { kind: 'created' },
      effect: { kind: 'exileIfLeaves' },
      duration: 'permanent',
    };
    return [{ ...a, effects: [a.effects[0], exileInstead, ...a.effects.slice(1)], text: text() }];
  }
  return undefined;
}

function embalmExpandedKeyword({ p, text, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.128a: "Embalm [cost]" = "[Cost], Exile this card from your graveyard: Create a token that's a copy of this card,
  // except it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery."
  // 702.129a: "Eternalize [cost]" is the same, except the token is black and 4/4.
  const embalm = p.is('embalm');
  if (!embalm && !p.is('eternalize')) return undefined;
  p.i++;
  const mana = deps.manaCost(p);
  if (!mana || !p.done) return null;
  const except: CopyExceptions = embalm
    ? { colors: ['W'], noManaCost: true, addSubtypes: ['Zombie'] }
    : { colors: ['B'], power: 4, toughness: 4, noManaCost: true, addSubtypes: ['Zombie'] };
  return [
    {
      kind: 'activated',
      cost: { mana, parts: [{ kind: 'exileSelf' }] },
      targets: [],
      timing: 'sorcery',
      fromGraveyard: true,
      effects: [{ kind: 'createTokenCopy', of: { kind: 'self' }, count: { kind: 'fixed', n: 1 }, except }],
      text: text(),
    },
  ];
}

/**
 * 702.141a: "Encore [cost]" = "[Cost], Exile this card from your graveyard: For each opponent, create a token copy that
 * attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step.
 * Activate only as a sorcery." The first sentence is the engine's `encore` effect (effects/verbs/encore.ts).
 */
function encoreExpandedKeyword({ p, permanent, text, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  if (!p.eat('encore')) return undefined;
  const mana = deps.manaCost(p);
  if (!mana || !p.done || !permanent || mana.includes('{X}')) return null;
  return [
    {
      kind: 'activated',
      cost: { mana, parts: [{ kind: 'exileSelf' }] },
      targets: [],
      timing: 'sorcery',
      fromGraveyard: true,
      effects: [
        { kind: 'encore' },
        { kind: 'grantKeyword', what: { kind: 'created' }, keywords: ['haste'], duration: 'permanent' },
        sacrificeCreatedAtEndStep(),
      ],
      text: text(),
    },
  ];
}

function offspringSquadExpandedKeyword({ p, permanent, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.175a: "Offspring [cost]" = "You may pay an additional [cost] as you cast this spell" and "When this permanent
  // enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1."
  // 702.157a: "Squad [cost]" = "As an additional cost to cast this spell, you may pay [cost] any number of times" and
  // "When this creature enters, if its squad cost was paid, create a token that's a copy of it for each time its squad
  // cost was paid." (The costs are paid like kicker's, so "was paid" is the permanent's kicked record, 702.33d.)
  const offspring = p.is('offspring');
  if (!offspring && !p.is('squad')) return undefined;
  p.i++;
  const mana = deps.manaCost(p);
  if (!mana || !p.done || !permanent) return null;
  const keyword = offspring ? 'offspring' : 'squad';
  const copy: Effect = offspring
    ? {
        kind: 'createTokenCopy',
        of: { kind: 'self' },
        count: { kind: 'fixed', n: 1 },
        except: { power: 1, toughness: 1 },
      }
    : { kind: 'createTokenCopy', of: { kind: 'self' }, count: { kind: 'timesKicked' } };
  return [
    { kind: 'keyword', keyword, cost: { mana, parts: [] } },
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
      interveningIf: { kind: 'kicked' },
      targets: [],
      effects: [copy],
      text: offspring
        ? "When this permanent enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1."
        : "When this creature enters, if its squad cost was paid, create a token that's a copy of it for each time its squad cost was paid.",
    },
  ];
}

function mobilizeExpandedKeyword({ p, permanent, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.181a: "Mobilize N" = "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior creature
  // tokens. Sacrifice them at the beginning of the next end step."
  if (!p.eat('mobilize')) return undefined;
  const n = number(p);
  if (n === null || !p.done || !permanent) return null;
  const warrior = {
    name: 'Warrior',
    manaCost: null,
    colorIndicator: ['R' as const],
    supertypes: [],
    types: ['Creature' as const],
    subtypes: ['Warrior'],
    power: '1',
    toughness: '1',
    oracleText: '',
    abilities: [],
    token: true,
  };
  return [
    {
      kind: 'triggered',
      trigger: { kind: 'attacks', what: { kind: 'self' } },
      targets: [],
      effects: [
        { kind: 'createToken', token: warrior, count: { kind: 'fixed', n }, tapped: true, attacking: true },
        sacrificeCreatedAtEndStep(),
      ],
      text: text(),
    },
  ];
}

function levelUpExpandedKeyword({ p, text, deps }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.87a: "Level up [cost]" = "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."
  if (p.eat('level up')) {
    const mana = deps.manaCost(p);
    if (!mana || !p.done) return null;
    return [
      {
        kind: 'activated',
        cost: { mana, parts: [] },
        targets: [],
        timing: 'sorcery',
        effects: [{ kind: 'addCounters', what: { kind: 'self' }, counter: 'level', amount: { kind: 'fixed', n: 1 } }],
        text: text(),
      },
    ];
  }
  return undefined;
}

function fabricateExpandedKeyword({ p, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.123a: "Fabricate N" = "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1
  // colorless Servo artifact creature tokens." If the counters can't be put on it (it has left the battlefield), there
  // is no choice: the Servos are created.
  if (p.eat('fabricate')) {
    const n = number(p);
    if (n === null || !p.done) return null;
    const amount = { kind: 'fixed' as const, n };
    const servo = {
      name: 'Servo',
      manaCost: null,
      supertypes: [],
      types: ['Artifact' as const, 'Creature' as const],
      subtypes: ['Servo'],
      power: '1',
      toughness: '1',
      oracleText: '',
      abilities: [],
      token: true,
    };
    const servos: Effect = { kind: 'createToken', token: servo, count: amount };
    const t = text();
    return [
      {
        kind: 'triggered',
        trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
        targets: [],
        effects: [
          {
            kind: 'conditional',
            condition: { kind: 'sourceState' },
            then: [
              {
                kind: 'optional',
                who: { kind: 'you' },
                effects: [{ kind: 'addCounters', what: { kind: 'self' }, counter: '+1/+1', amount }],
                otherwise: [servos],
                text: `${t}: put ${n} +1/+1 counter(s) on it (or create ${n} Servo token(s))`,
              },
            ],
            otherwise: [servos],
          },
        ],
        text: t,
      },
    ];
  }
  return undefined;
}

function unleashExpandedKeyword({ p, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.98a: "Unleash" = "You may have this permanent enter with an additional +1/+1 counter on it" (a choice made as
  // it enters, 614.12) and "This permanent can't block as long as it has a +1/+1 counter on it" (any +1/+1 counter,
  // however it got it).
  if (p.eat('unleash')) {
    if (!p.done) return null;
    const t = text();
    return [
      {
        kind: 'static',
        effect: { kind: 'asEnters', choice: { kind: 'optionalCounters', counter: '+1/+1', amount: 1 } },
        text: t,
      },
      {
        kind: 'static',
        effect: { kind: 'cantBlock', affected: { kind: 'self' } },
        condition: { kind: 'sourceState', counter: '+1/+1' },
        text: t,
      },
    ];
  }
  return undefined;
}

function riotExpandedKeyword({ p, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.136a: "Riot" = "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains
  // haste." — a choice made as it enters (614.12); the haste lasts as long as it stays that permanent.
  if (p.eat('riot')) {
    if (!p.done) return null;
    const t = text();
    return [
      {
        kind: 'static',
        effect: {
          kind: 'asEnters',
          choice: { kind: 'optionalCounters', counter: '+1/+1', amount: 1, otherwise: 'haste' },
        },
        text: t,
      },
      {
        kind: 'static',
        effect: { kind: 'grantKeywords', affected: { kind: 'self' }, keywords: ['haste'] },
        condition: { kind: 'sourceState', declinedEntryCounters: true },
        text: t,
      },
    ];
  }
  return undefined;
}

function partnerExpandedKeyword({ p, permanent, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  if (permanent && p.eat('partner with')) return partnerWith(p, text);
  // 702.124a: "Partner": a deck-construction rule only.
  if (p.eat('partner')) return p.done ? [{ kind: 'keyword', keyword: 'partner' }] : null;
  // 702.124k: "Choose a Background": a deck-construction rule only (the Commander variant reads it, casual/commander.ts).
  if (p.eat('choose a background'))
    return p.done && permanent ? [{ kind: 'keyword', keyword: 'choose a background' }] : null;
  return undefined;
}

/**
 * 702.124j: "Partner with [name]" — its deck-construction part is read from the Oracle text by the Commander variant
 * (casual/commander.ts); its triggered ability: "When this permanent enters, target player may search their library
 * for a card named [name], reveal it, put it into their hand, then shuffle."
 */
function partnerWith(p: Cursor, text: () => string): AbilityNode[] | null {
  let name = '';
  while (!p.done) {
    const t = p.toks[p.i]!;
    if (t.kind === 'word') name += (name ? ' ' : '') + t.raw;
    else if (t.kind === 'punct' && (t.t === ',' || t.t === "'s")) name += t.raw;
    else return null;
    p.i++;
  }
  if (!/^[A-Z]/.test(name) || name.endsWith(',')) return null;
  const them = { kind: 'target', target: 0 } as const;
  return [
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
      targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'player', relation: 'any' }, text: 'target player' }],
      effects: [
        {
          kind: 'optional',
          who: them,
          effects: [
            {
              kind: 'search',
              who: them,
              filter: { kind: 'object', match: { name } },
              count: 1,
              to: 'hand',
              reveal: true,
            },
          ],
          text: `search their library for a card named ${name}`,
        },
      ],
      text: `${text()}: when this enters, target player may search their library for a card named ${name}, reveal it, put it into their hand, then shuffle`,
    },
  ];
}

function sunburstExpandedKeyword({ p }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.44a: sunburst (the engine puts the counters on it as it enters from the stack).
  if (p.eat('sunburst')) return p.done ? [{ kind: 'keyword', keyword: 'sunburst' }] : null;
  return undefined;
}

function graftExpandedKeyword({ p, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.58a: "Graft N" = "This permanent enters with N +1/+1 counters on it" and "Whenever another creature enters, if
  // this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature."
  // (603.4: the "if" is checked as it triggers and as it resolves; 122.5: moving the counter.)
  if (p.eat('graft')) {
    const n = number(p);
    if (n === null || !p.done) return null;
    const t = text();
    return [
      { kind: 'static', effect: { kind: 'entersWithCounters', counter: '+1/+1', amount: n }, text: t },
      {
        kind: 'triggered',
        trigger: {
          kind: 'entersBattlefield',
          what: { kind: 'filter', filter: { kind: 'object', match: { types: ['Creature'], other: true } } },
        },
        interveningIf: { kind: 'sourceState', counter: '+1/+1' },
        optional: true,
        targets: [],
        effects: [
          {
            kind: 'moveCounters',
            from: { kind: 'self' },
            to: { kind: 'triggeringObject' },
            counter: '+1/+1',
            amount: 1,
          },
        ],
        text: `${t}: move a +1/+1 counter onto the creature that entered`,
      },
    ];
  }
  return undefined;
}

function provokeExpandedKeyword({ p, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.39a: "Provoke" = "Whenever this creature attacks, you may have target creature defending player controls untap
  // and block this creature this turn if able." (506.2: the defending player is bound as it triggers; 509.1c: the
  // blocking requirement names this creature, the granting effect's source.)
  if (p.eat('provoke')) {
    if (!p.done) return null;
    return [
      {
        kind: 'triggered',
        trigger: { kind: 'attacks', what: { kind: 'self' } },
        optional: true,
        targets: [
          {
            count: { min: 1, max: 1 },
            filter: { kind: 'object', match: { types: ['Creature'], controlledByTriggeringPlayer: true } },
            text: 'target creature defending player controls',
          },
        ],
        effects: [
          { kind: 'untap', what: { kind: 'target', target: 0 } },
          {
            kind: 'grantStatic',
            what: { kind: 'target', target: 0 },
            effect: { kind: 'mustBlock', affected: { kind: 'self' }, attacker: 'source' },
            duration: 'endOfTurn',
          },
        ],
        text: text(),
      },
    ];
  }
  return undefined;
}

function mentorExpandedKeyword({ p, permanent, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.134a: "Mentor" = "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser
  // power." (The power is compared with this creature's as the target is chosen and again as it resolves, 608.2b.)
  if (p.eat('mentor')) {
    if (!p.done || !permanent) return null;
    return [
      {
        kind: 'triggered',
        trigger: { kind: 'attacks', what: { kind: 'self' } },
        targets: [
          {
            count: { min: 1, max: 1 },
            filter: { kind: 'object', match: { types: ['Creature'], attacking: true, powerLessThanSource: true } },
            text: 'target attacking creature with lesser power',
          },
        ],
        effects: [
          {
            kind: 'addCounters',
            what: { kind: 'target', target: 0 },
            counter: '+1/+1',
            amount: { kind: 'fixed', n: 1 },
          },
        ],
        text: text(),
      },
    ];
  }
  return undefined;
}

function numberExpandedKeyword({ p, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.82a: "Devour N" = "As this object enters, you may sacrifice any number of creatures. This permanent enters with
  // N +1/+1 counters on it for each creature sacrificed this way." 702.38a: "Amplify N" = "As this object enters, put N
  // +1/+1 counters on it for each card you reveal in your hand that shares a creature type with it." (614.12 choices.)
  for (const kw of ['devour', 'amplify'] as const) {
    if (!p.eat(kw)) continue;
    const n = number(p);
    if (n === null || !p.done) return null;
    return [{ kind: 'static', effect: { kind: 'asEnters', choice: { kind: kw, multiplier: n } }, text: text() }];
  }
  return undefined;
}

function crewExpandedKeyword({ p, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.122a: "Crew N" = "Tap any number of other untapped creatures you control with total power N or greater: This
  // Vehicle becomes an artifact creature until end of turn."
  if (p.eat('crew')) {
    const n = number(p);
    if (n === null || !p.done) return null;
    return [
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'crew', power: n }] },
        targets: [],
        effects: [
          {
            kind: 'layered',
            what: { kind: 'self' },
            mods: [{ kind: 'addTypes', types: ['Artifact', 'Creature'] }],
            duration: 'endOfTurn',
          },
        ],
        text: text(),
      },
    ];
  }
  return undefined;
}

function saddleExpandedKeyword({ p, permanent, text }: ExpandedKeywordScope): AbilityNode[] | null | undefined {
  // 702.171a: "Saddle N" = "Tap any number of other untapped creatures you control with total power N or greater: This
  // permanent becomes saddled until end of turn. Activate only as a sorcery."
  if (!p.eat('saddle')) return undefined;
  const n = number(p);
  if (n === null || !p.done || !permanent) return null;
  return [
    {
      kind: 'activated',
      cost: { parts: [{ kind: 'crew', power: n, saddle: true }] },
      targets: [],
      timing: 'sorcery',
      effects: [{ kind: 'becomeSaddled', what: { kind: 'self' } }],
      text: text(),
    },
  ];
}

/** "Sacrifice them at the beginning of the next end step" (603.7): the delayed trigger for the tokens just created. */
function sacrificeCreatedAtEndStep(): Effect {
  return {
    kind: 'delayedTrigger',
    step: 'end',
    effects: [{ kind: 'sacrificeObject', what: { kind: 'created' } }],
    about: { kind: 'created' },
    text: 'sacrifice them at the beginning of the next end step',
  };
}
