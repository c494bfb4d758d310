/**
 * Keyword lines of permanents and cards: simple keywords, protection, ward, equip, enchant, affinity, banding,
 * "keyword N" abilities (fading, modular, annihilator, bushido …), exalted, flanking, soulshift, living weapon,
 * prowess and the keywords the engine expands. Each is one entry of KEYWORD_LINES (abilities.ts).
 */
import type { AbilityNode, CardDefinition, Effect, Filter, KeywordAbility, SimpleKeyword } from '@arbiter/engine';
import { activated, costSpec, manaCost, protectionQuality, type KeywordScope } from './abilities.js';
import { expandedKeyword } from './keyword-abilities.js';
import { desc, descFilter, number } from './phrases.js';
import { isSimpleKeyword } from './vocab.js';

export function twoWordKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  for (const two of ['first strike', 'double strike', 'split second', 'hidden agenda', 'double agenda'])
    if (p.eat(two)) return [{ kind: 'keyword', keyword: two as SimpleKeyword }];
  return undefined;
}

/** 702.179a: "Start your engines!" — a permanent's static ability (the engine's speed, players/speed.ts). */
export function startYourEnginesKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('start your engines !')) return permanent ? [{ kind: 'keyword', keyword: 'start your engines' }] : null;
  return undefined;
}

export function changelingKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  // 702.73a: changeling (a characteristic-defining ability, applied by the engine with the printed types).
  if (p.eat('changeling')) return [{ kind: 'keyword', keyword: 'changeling' }];
  return undefined;
}

/** 702.154a: enlist (a static ability of a creature: combat/enlist.ts in the engine). */
export function enlistKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('enlist')) return permanent ? [{ kind: 'keyword', keyword: 'enlist' }] : null;
  return undefined;
}

export function simpleKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  const w = p.peek();
  if (w && isSimpleKeyword(w) && w !== 'flanking') {
    // 702.131b: the engine counts a permanent's ascend (objects/city-blessing.ts), not a plane's in the command zone.
    if (w === 'ascend' && p.card.face.plane) return null;
    p.i++;
    return [{ kind: 'keyword', keyword: w }];
  }
  return undefined;
}

export function protectionFromKeyword({ p, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('protection from')) {
    const qs: Filter[] = [];
    for (;;) {
      const q = protectionQuality(p);
      if (!q) return null;
      qs.push(q);
      if (p.eat('and from') || p.eat(', from') || p.eat(', and from')) continue;
      break;
    }
    const t = text();
    return qs.map(
      (from) => ({ kind: 'keyword', keyword: 'protection', from, text: qs.length === 1 ? t : t }) as KeywordAbility,
    );
  }
  return undefined;
}

export function countersNumberKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  // 702.32a fading N, 702.43a modular N, 702.54a bloodthirst N, 702.112a renown N, 702.63a vanishing N (expanded by
  // the engine; vanishing without a number, 702.63b, is not read).
  for (const kw of ['fading', 'modular', 'bloodthirst', 'renown', 'vanishing'] as const) {
    if (!permanent || !p.is(kw)) continue;
    p.i++;
    const n = number(p);
    if (n === null) return null;
    return [{ kind: 'keyword', keyword: kw, n }];
  }
  return undefined;
}

export function engineExpandedKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  // 702.100a evolve, 702.101a extort (expanded by the engine).
  for (const kw of ['evolve', 'extort', 'dethrone', 'ingest'] as const)
    if (permanent && p.eat(kw)) return [{ kind: 'keyword', keyword: kw }];
  return undefined;
}

export function totemArmorKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  // 702.89a: "umbra armor" is the current name of totem armor (same rules).
  if (permanent && (p.eat('totem armor') || p.eat('umbra armor'))) return [{ kind: 'keyword', keyword: 'totem armor' }];
  return undefined;
}

export function myriadKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (!permanent || !p.eat('myriad')) return undefined;
  // 702.116a: "Whenever this creature attacks, for each opponent other than defending player, you may create a token
  // that's a copy of this creature that's tapped and attacking that player or a planeswalker they control. If one or
  // more tokens are created this way, exile the tokens at end of combat."
  return [
    {
      kind: 'triggered',
      trigger: { kind: 'attacks', what: { kind: 'self' } },
      targets: [],
      effects: [
        { kind: 'myriad' },
        {
          kind: 'delayedTrigger',
          step: 'endCombat',
          effects: [{ kind: 'exile', what: { kind: 'created' } }],
          about: { kind: 'created' },
          text: 'exile the tokens at end of combat',
        },
      ],
      text: 'Myriad',
    },
  ];
}

export function exploitKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (!permanent || !p.eat('exploit')) return undefined;
  // 702.110a: "When this creature enters, you may sacrifice a creature."
  return [
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
      targets: [],
      effects: [{ kind: 'exploit' }],
      text: 'Exploit',
    },
  ];
}

/**
 * 702.156a: ravenous — "This permanent enters with X +1/+1 counters on it" and "When this permanent enters, if X is 5
 * or more, draw a card" (107.3m: X is the X of the spell that became it). Only on a face with {X} in its mana cost.
 */
export function ravenousKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (!p.eat('ravenous')) return undefined;
  if (!permanent || !p.card.face.hasX) return null;
  return [
    {
      kind: 'static',
      effect: { kind: 'entersWithCounters', counter: '+1/+1', amount: 0, amountOf: { kind: 'x' } },
      text: 'Ravenous: this permanent enters with X +1/+1 counters on it',
    },
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
      interveningIf: { kind: 'xAtLeast', n: 5 },
      targets: [],
      effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
      text: 'Ravenous: when this permanent enters, if X is 5 or more, draw a card',
    },
  ];
}

export function championKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (!permanent || !p.eat('champion')) return undefined;
  // 702.72a: "Champion an [object]": "When this permanent enters, sacrifice it unless you exile another [object] you
  // control" and "When this permanent leaves the battlefield, return the exiled card to the battlefield under its
  // owner's control" (linked, 702.72b).
  if (!p.eat('a') && !p.eat('an')) return null;
  const d = desc(p);
  if (!d || d.player || d.card || d.spell || d.zone || !p.done) return null;
  const filter = descFilter(d);
  if (!filter) return null;
  const object = text().split(' ').slice(2).join(' '); // "Champion a Goblin or Shaman": "Goblin or Shaman"
  return [
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
      targets: [],
      effects: [{ kind: 'champion', filter, text: object }],
      text: `${text()}: when it enters, sacrifice it unless you exile another ${object} you control`,
    },
    {
      kind: 'triggered',
      trigger: { kind: 'leavesBattlefield', what: { kind: 'self' }, toGraveyard: false },
      targets: [],
      effects: [{ kind: 'putOntoBattlefield', what: { kind: 'exiledWithSource' }, under: 'owner' }],
      text: `${text()}: when it leaves the battlefield, return the exiled card to the battlefield under its owner's control`,
    },
  ];
}

export function battleCryKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (permanent && p.eat('battle cry')) {
    // 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."
    return [
      {
        kind: 'triggered',
        trigger: { kind: 'attacks', what: { kind: 'self' } },
        targets: [],
        effects: [
          {
            kind: 'pump',
            what: {
              kind: 'all',
              filter: { kind: 'object', match: { types: ['Creature'], attacking: true, other: true } },
            },
            power: 1,
            toughness: 0,
            duration: 'endOfTurn',
          },
        ],
        text: 'Battle cry',
      },
    ];
  }
  return undefined;
}

export function triggeredNumberKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  // 702.70a poisonous N, 702.130a afflict N, 702.86a annihilator N, 702.135a afterlife N.
  for (const kw of ['poisonous', 'afflict', 'annihilator', 'afterlife'] as const) {
    if (!permanent || !p.is(kw)) continue;
    p.i++;
    const n = number(p);
    if (n === null) return null;
    const t = text();
    const fixed = { kind: 'fixed' as const, n };
    switch (kw) {
      case 'poisonous': // "Whenever this creature deals combat damage to a player, that player gets N poison counters."
        return [
          {
            kind: 'triggered',
            trigger: { kind: 'dealsCombatDamageToPlayer', what: { kind: 'self' } },
            targets: [],
            effects: [
              { kind: 'addPlayerCounters', who: { kind: 'triggeringPlayer' }, counter: 'poison', amount: fixed },
            ],
            text: t,
          },
        ];
      case 'afflict': // "Whenever this creature becomes blocked, defending player loses N life."
        return [
          {
            kind: 'triggered',
            trigger: { kind: 'becomesBlocked', what: { kind: 'self' } },
            targets: [],
            effects: [{ kind: 'loseLife', who: { kind: 'triggeringPlayer' }, amount: fixed }],
            text: t,
          },
        ];
      case 'annihilator': // "Whenever this creature attacks, defending player sacrifices N permanents."
        return [
          {
            kind: 'triggered',
            trigger: { kind: 'attacks', what: { kind: 'self' } },
            targets: [],
            effects: [
              {
                kind: 'sacrifice',
                who: { kind: 'triggeringPlayer' },
                filter: { kind: 'object', match: {} },
                count: fixed,
              },
            ],
            text: t,
          },
        ];
      case 'afterlife': {
        // "When this creature dies, create N 1/1 white and black Spirit creature tokens with flying."
        const spirit = {
          name: 'Spirit',
          manaCost: null,
          colorIndicator: ['W' as const, 'B' as const],
          supertypes: [],
          types: ['Creature' as const],
          subtypes: ['Spirit'],
          power: '1',
          toughness: '1',
          oracleText: 'Flying',
          abilities: [{ kind: 'keyword' as const, keyword: 'flying' as const }],
          token: true,
        };
        return [
          {
            kind: 'triggered',
            trigger: { kind: 'leavesBattlefield', what: { kind: 'self' }, toGraveyard: true },
            targets: [],
            effects: [{ kind: 'createToken', token: spirit, count: fixed }],
            text: t,
          },
        ];
      }
    }
  }
  return undefined;
}

export function outlastKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (permanent && p.eat('outlast')) {
    // 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
    const mana = manaCost(p);
    if (!mana) return null;
    return [
      {
        kind: 'activated',
        cost: { mana, parts: [{ kind: 'tap' }] },
        targets: [],
        timing: 'sorcery',
        effects: [{ kind: 'addCounters', what: { kind: 'self' }, counter: '+1/+1', amount: { kind: 'fixed', n: 1 } }],
        text: text(),
      },
    ];
  }
  return undefined;
}

export function wardKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (permanent && p.eat('ward')) {
    // 702.21a: "Ward [cost]" / "Ward—Pay N life." The engine's ward trigger asks the targeting player to
    // pay a cost it can pay without choices: mana and life (costs that choose objects fail the line).
    p.eat('—');
    const rest = p.toks.slice(p.i);
    const body = rest[rest.length - 1]?.t === '.' ? rest.slice(0, -1) : rest;
    const cost = costSpec(body, p.card);
    if (!cost || cost.parts.some((x) => x.kind !== 'payLife')) return null;
    p.i += body.length; // the full stop is the line's or the granting sentence's ("… and has ward {1}.")
    return [{ kind: 'keyword', keyword: 'ward', cost }];
  }
  return undefined;
}

export function equipKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('equip')) {
    const cost = manaCost(p);
    if (!cost) return null;
    return [{ kind: 'keyword', keyword: 'equip', cost: { mana: cost, parts: [] } }];
  }
  return undefined;
}

export function enchantKeyword({ p, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('enchant')) {
    const d = desc(p);
    if (!d || d.player || d.card || d.spell || d.zone) return null;
    const what = descFilter(d);
    if (!what) return null;
    return [{ kind: 'keyword', keyword: 'enchant', what, text: text() }];
  }
  return undefined;
}

export function bandsWithOtherKeyword({ p, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('bands with other')) {
    // 702.22c: "bands with other [quality]": bands with other [quality] creatures.
    const d = desc(p);
    if (!d || d.player || d.card || d.spell || d.zone) return null;
    const what = descFilter(d);
    return what ? [{ kind: 'keyword', keyword: 'bandsWithOther', what, text: text() }] : null;
  }
  return undefined;
}

export function exaltedKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('exalted') && permanent) {
    // 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
    return [
      {
        kind: 'triggered',
        trigger: {
          kind: 'attacksAlone',
          what: { kind: 'filter', filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } } },
        },
        targets: [],
        effects: [{ kind: 'pump', what: { kind: 'triggeringObject' }, power: 1, toughness: 1, duration: 'endOfTurn' }],
        text: 'Exalted',
      },
    ];
  }
  return undefined;
}

export function bushidoKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('bushido') && permanent) {
    // 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
    const n = number(p);
    if (n === null) return null;
    const effects: Effect[] = [{ kind: 'pump', what: { kind: 'self' }, power: n, toughness: n, duration: 'endOfTurn' }];
    const t = `Bushido ${n}`;
    return [
      { kind: 'triggered', trigger: { kind: 'blocks', what: { kind: 'self' } }, targets: [], effects, text: t },
      {
        kind: 'triggered',
        trigger: { kind: 'becomesBlocked', what: { kind: 'self' } },
        targets: [],
        effects,
        text: t,
      },
    ];
  }
  return undefined;
}

export function flankingKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('flanking') && permanent) {
    // 702.25a: "Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn."
    return [
      { kind: 'keyword', keyword: 'flanking' },
      {
        kind: 'triggered',
        trigger: {
          kind: 'becomesBlocked',
          what: { kind: 'self' },
          by: { kind: 'object', match: { types: ['Creature'], withoutKeyword: 'flanking' } },
        },
        targets: [],
        effects: [
          { kind: 'pump', what: { kind: 'triggeringObject' }, power: -1, toughness: -1, duration: 'endOfTurn' },
        ],
        text: 'Flanking',
      },
    ];
  }
  return undefined;
}

export function soulshiftKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('soulshift') && permanent) {
    // 702.46a: "When this creature dies, you may return target Spirit card with mana value N or less from your graveyard to your hand."
    const n = number(p);
    if (n === null) return null;
    return [
      {
        kind: 'triggered',
        trigger: { kind: 'leavesBattlefield', what: { kind: 'self' }, toGraveyard: true },
        optional: true,
        targets: [
          {
            count: { min: 1, max: 1 },
            filter: {
              kind: 'object',
              zone: 'graveyard',
              match: { subtypes: ['Spirit'], manaValueAtMost: n, owner: 'you' },
            },
            text: `target Spirit card with mana value ${n} or less from your graveyard`,
          },
        ],
        effects: [{ kind: 'returnToHand', what: { kind: 'target', target: 0 } }],
        text: text(),
      },
    ];
  }
  return undefined;
}

/** The creature token an Equipment's enters trigger creates before the Equipment is attached to it. */
function equipmentToken(name: string, color: 'B' | 'R', subtypes: string[], pt: string): CardDefinition {
  return {
    name,
    manaCost: null,
    colorIndicator: [color],
    supertypes: [],
    types: ['Creature'],
    subtypes,
    power: pt,
    toughness: pt,
    oracleText: '',
    abilities: [],
    token: true,
  };
}

/** "When this Equipment enters, create [token], then attach this Equipment to it." */
function createAndAttach(token: CardDefinition, text: string): AbilityNode[] {
  return [
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
      targets: [],
      effects: [
        { kind: 'createToken', token, count: { kind: 'fixed', n: 1 } },
        { kind: 'attach', to: { kind: 'created' } },
      ],
      text,
    },
  ];
}

export function livingWeaponKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  // 702.92a: "When this Equipment enters, create a 0/0 black Germ creature token, then attach this Equipment to it."
  if (p.eat('living weapon') && permanent)
    return createAndAttach(equipmentToken('Germ', 'B', ['Germ'], '0'), 'Living weapon');
  // 702.163a: "When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to it."
  if (p.eat('for mirrodin !') && permanent)
    return createAndAttach(equipmentToken('Rebel', 'R', ['Rebel'], '2'), 'For Mirrodin!');
  return undefined;
}

export function moreExpandedKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  const more = expandedKeyword(p, permanent, text, {
    manaCost,
    activated: (toks, line) => activated(toks, p.card, line, true),
  });
  if (more) return more;
  return undefined;
}

export function prowessKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('prowess') && permanent) {
    // 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
    return [
      {
        kind: 'triggered',
        trigger: {
          kind: 'castSpell',
          who: 'you',
          filter: { kind: 'stackObject', spells: true, abilities: false, match: { notTypes: ['Creature'] } },
        },
        targets: [],
        effects: [{ kind: 'pump', what: { kind: 'self' }, power: 1, toughness: 1, duration: 'endOfTurn' }],
        text: 'Prowess',
      },
    ];
  }
  return undefined;
}

/** 702.164a: "Toxic N" (a static ability of creatures; the engine gives the poison counters with the combat damage). */
export function toxicKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (!permanent || !p.is('toxic')) return undefined;
  p.i++;
  const n = number(p);
  return n === null || n < 1 ? null : [{ kind: 'keyword', keyword: 'toxic', n }];
}
