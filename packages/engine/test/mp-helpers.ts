/** Helpers for the chapter 8 (multiplayer) rule tests. */
import assert from 'node:assert/strict';
import {
  Scenario,
  STARTER_BY_NAME,
  build,
  fallbackChoice,
  submitInPlace,
  type CardDefinition,
  type Choice,
  type GameOptions,
  type GameState,
  type PlayerId,
} from '../src/index.js';

export interface Seat {
  readonly name?: string;
  readonly team?: number;
  readonly rangeOfInfluence?: number | null;
}

/** A position: `players` seats (a count, or names/teams/ranges), the options, and extra card definitions. */
export function table(
  players: number | readonly Seat[],
  options: Partial<GameOptions> = {},
  extra: Record<string, CardDefinition> = {},
): Scenario {
  return new Scenario({ players, cards: (n) => extra[n] ?? STARTER_BY_NAME[n], options });
}

/** Submits a choice that must be accepted. */
export function ok(state: GameState, player: PlayerId, choice: Choice): GameState {
  const r = submitInPlace(state, player, choice);
  if (!r.ok) assert.fail(`choice refused: ${r.error.code} ${r.error.message}`);
  return state;
}

/** Answers every decision with the simplest legal choice (pass, no attacks, no blocks) until `until` holds. */
export function drive(state: GameState, until: (s: GameState) => boolean, max = 2000): GameState {
  for (let i = 0; i < max; i++) {
    if (until(state)) return state;
    const d = state.pending;
    if (!d) assert.fail(`no decision pending (result: ${state.result?.reason ?? 'none'})`);
    ok(
      state,
      d.player,
      d.kind === 'declareAttackers'
        ? {
            kind: 'declareAttackers',
            attacks: d.options
              .filter((o) => o.mustAttack)
              .map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
          }
        : fallbackChoice(d),
    );
  }
  assert.fail('condition never reached');
}

/** The pending priority holder passes. */
export function pass(state: GameState): GameState {
  const d = state.pending;
  assert.ok(d && d.kind === 'priority', `expected a priority decision, got ${d?.kind}`);
  return ok(state, d.player, { kind: 'action', action: { kind: 'pass' } });
}

export function names(state: GameState, ids: readonly PlayerId[]): string[] {
  return ids.map((p) => state.players[p]!.name);
}

export function logCites(state: GameState, rule: string): boolean {
  return state.log.some((e) => e.rules.includes(rule));
}

export function objectNamed(state: GameState, name: string, zone?: string): number {
  const o = Object.values(state.objects)
    .filter((x) => x.kind !== 'ability' && state.cards[x.defKey]?.name === name && (!zone || x.zone === zone))
    .sort((a, b) => a.id - b.id)[0];
  if (!o) assert.fail(`no ${name}${zone ? ` in ${zone}` : ''}`);
  return o.id;
}

export const { spell, creature, card, target, T0, SELF, TARGET_PLAYER, ANY_TARGET, TARGET_CREATURE } = build;

const ENCH = (name: string, text: string, abilities: CardDefinition['abilities']): CardDefinition =>
  card(['Enchantment'], { name, cost: '{1}', text, abilities });

/** Cards used by the chapter 8 tests, in the engine's card data form. */
export const MP_CARDS: Record<string, CardDefinition> = {
  'Act of Treason': spell(
    'Sorcery',
    'Act of Treason',
    '{2}{R}',
    'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.',
    [TARGET_CREATURE],
    [
      { kind: 'gainControl', what: T0, duration: 'endOfTurn' },
      { kind: 'untap', what: T0 },
      { kind: 'grantKeyword', what: T0, keywords: ['haste'], duration: 'endOfTurn' },
    ],
  ),
  'Lava Axe': spell(
    'Sorcery',
    'Lava Axe',
    '{4}{R}',
    'Lava Axe deals 5 damage to target player or planeswalker.',
    [
      target('target player or planeswalker', {
        kind: 'anyOf',
        filters: [
          { kind: 'player', relation: 'any' },
          { kind: 'object', match: { types: ['Planeswalker'] } },
        ],
      }),
    ],
    [{ kind: 'damage', amount: { kind: 'fixed', n: 5 }, to: T0 }],
  ),
  'Shock Everyone': spell(
    'Sorcery',
    'Shock Everyone',
    '{R}',
    'Shock Everyone deals 1 damage to each creature and each player.',
    [],
    [
      {
        kind: 'damage',
        amount: { kind: 'fixed', n: 1 },
        to: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'] } } },
      },
      { kind: 'damage', amount: { kind: 'fixed', n: 1 }, to: { kind: 'each', relation: 'any' } },
    ],
  ),
  Pyroclasm: spell(
    'Sorcery',
    'Pyroclasm',
    '{1}{R}',
    'Pyroclasm deals 2 damage to each creature.',
    [],
    [
      {
        kind: 'damage',
        amount: { kind: 'fixed', n: 2 },
        to: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'] } } },
      },
    ],
  ),
  'Flame Rift': spell(
    'Sorcery',
    'Flame Rift',
    '{1}{R}',
    'Flame Rift deals 4 damage to each player.',
    [],
    [{ kind: 'damage', amount: { kind: 'fixed', n: 4 }, to: { kind: 'each', relation: 'any' } }],
  ),
  'Time Walk': spell(
    'Sorcery',
    'Time Walk',
    '{1}{U}',
    'Take an extra turn after this one.',
    [],
    [{ kind: 'extraTurn', who: { kind: 'you' } }],
  ),
  'Alternate Win': spell(
    'Sorcery',
    'Alternate Win',
    '{G}',
    'You win the game.',
    [],
    [{ kind: 'winGame', who: { kind: 'you' } }],
  ),
  'Declare Draw': spell('Sorcery', 'Declare Draw', '{G}', 'The game is a draw.', [], [{ kind: 'drawGame' }]),
  'Beacon of Immortality': spell(
    'Instant',
    'Beacon of Immortality',
    '{5}{W}',
    "Double target player's life total.",
    [TARGET_PLAYER],
    [{ kind: 'setLife', who: { kind: 'target', target: 0 }, amount: { kind: 'lifeTotal', multiplier: 2 } }],
  ),
  'Repay in Kind': spell(
    'Sorcery',
    'Repay in Kind',
    '{5}{B}{B}',
    "Each player's life total becomes the lowest life total among all players.",
    [],
    [{ kind: 'setLife', who: { kind: 'each', relation: 'any' }, amount: { kind: 'lowestLife' } }],
  ),
  'Ten Life': spell(
    'Sorcery',
    'Ten Life',
    '{W}',
    "Target player's life total becomes 10.",
    [TARGET_PLAYER],
    [{ kind: 'setLife', who: { kind: 'target', target: 0 }, amount: { kind: 'fixed', n: 10 } }],
  ),
  'Soul Conduit': spell(
    'Sorcery',
    'Soul Conduit',
    '{6}',
    'Two target players exchange life totals.',
    [target('two target players', { kind: 'player', relation: 'any' }, 2, 2)],
    [{ kind: 'exchangeLife', a: { kind: 'target', target: 0, index: 0 }, b: { kind: 'target', target: 0, index: 1 } }],
  ),
  'Fact or Fiction': spell(
    'Instant',
    'Fact or Fiction',
    '{3}{U}',
    'Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.',
    [],
    [{ kind: 'separatePiles', count: 5 }],
  ),
  'Mind Rot Each': spell(
    'Sorcery',
    'Mind Rot Each',
    '{B}',
    'Each opponent loses 2 life.',
    [],
    [{ kind: 'loseLife', who: { kind: 'each', relation: 'opponent' }, amount: { kind: 'fixed', n: 2 } }],
  ),
  'Poison Dart': spell(
    'Instant',
    'Poison Dart',
    '{B}',
    'Target player gets three poison counters.',
    [TARGET_PLAYER],
    [
      {
        kind: 'addPlayerCounters',
        who: { kind: 'target', target: 0 },
        counter: 'poison',
        amount: { kind: 'fixed', n: 3 },
      },
    ],
  ),
  Antidote: spell(
    'Instant',
    'Antidote',
    '{G}',
    'Target player loses two poison counters.',
    [TARGET_PLAYER],
    [
      {
        kind: 'addPlayerCounters',
        who: { kind: 'target', target: 0 },
        counter: 'poison',
        amount: { kind: 'fixed', n: -2 },
      },
    ],
  ),
  'Healing Word': spell(
    'Instant',
    'Healing Word',
    '{W}',
    'Target player gains 3 life.',
    [TARGET_PLAYER],
    [{ kind: 'gainLife', who: { kind: 'target', target: 0 }, amount: { kind: 'fixed', n: 3 } }],
  ),
  Fog: spell(
    'Instant',
    'Fog',
    '{G}',
    'Prevent all combat damage that would be dealt this turn.',
    [],
    [{ kind: 'preventDamage', to: null, amount: 'all', combatOnly: true }],
  ),
  'Mending Hands': spell(
    'Instant',
    'Mending Hands',
    '{W}',
    'Prevent the next 4 damage that would be dealt to any target this turn.',
    [ANY_TARGET],
    [{ kind: 'preventDamage', to: T0, amount: 4 }],
  ),
  'Tithe Test': spell(
    'Sorcery',
    'Tithe Test',
    '{U}',
    "Target player may pay 2 life. If they don't, you draw two cards.",
    [TARGET_PLAYER],
    [
      {
        kind: 'payOrNot',
        who: { kind: 'target', target: 0 },
        cost: { parts: [{ kind: 'payLife', amount: 2 }] },
        paid: [],
        unpaid: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 } }],
        text: 'pay 2 life',
      },
    ],
  ),
  Bribery: spell(
    'Sorcery',
    'Bribery',
    '{3}{U}{U}',
    "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles.",
    [target('target opponent', { kind: 'player', relation: 'opponent' })],
    [
      {
        kind: 'search',
        who: { kind: 'you' },
        library: { kind: 'target', target: 0 },
        filter: { kind: 'object', match: { types: ['Creature'] } },
        count: 1,
        to: 'battlefield',
        reveal: false,
      },
    ],
  ),
  'Lingering Boon': spell(
    'Instant',
    'Lingering Boon',
    '{W}',
    'Target creature gets +2/+2 until your next turn.',
    [TARGET_CREATURE],
    [{ kind: 'pump', what: T0, power: 2, toughness: 2, duration: 'untilYourNextTurn' }],
  ),
  'Platinum Angel': creature(
    'Platinum Angel',
    '{7}',
    ['Angel'],
    [4, 4],
    "Flying\nYou can't lose the game and your opponents can't win the game.",
    [
      { kind: 'keyword', keyword: 'flying' },
      { kind: 'static', effect: { kind: 'cantLoseGame' }, text: "You can't lose the game." },
      { kind: 'static', effect: { kind: 'opponentsCantWin' }, text: "Your opponents can't win the game." },
    ],
  ),
  Transcendence: ENCH('Transcendence', "You don't lose the game for having 0 or less life.", [
    {
      kind: 'static',
      effect: { kind: 'cantLoseGame', lifeOnly: true },
      text: "You don't lose the game for having 0 or less life.",
    },
  ]),
  'Sulfuric Vortex': ENCH('Sulfuric Vortex', "Players can't gain life.", [
    { kind: 'static', effect: { kind: 'cantGainLife', players: 'any' }, text: "Players can't gain life." },
  ]),
  'Platinum Emperion': ENCH('Platinum Emperion', "Your life total can't change.", [
    { kind: 'static', effect: { kind: 'cantLoseLife', players: 'you' }, text: "You can't lose life." },
  ]),
  'Melira Ward': ENCH('Melira Ward', "You can't get poison counters.", [
    { kind: 'static', effect: { kind: 'cantGetPoison', players: 'you' }, text: "You can't get poison counters." },
  ]),
  'Test of Endurance': ENCH(
    'Test of Endurance',
    'At the beginning of your upkeep, if you have 50 or more life, you win the game.',
    [
      {
        kind: 'triggered',
        trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        interveningIf: { kind: 'lifeAtLeast', n: 50 },
        targets: [],
        effects: [{ kind: 'winGame', who: { kind: 'you' } }],
        text: 'At the beginning of your upkeep, if you have 50 or more life, you win the game.',
      },
    ],
  ),
  'Lurking Evil': ENCH('Lurking Evil', 'Pay half your life, rounded up: Draw a card.', [
    {
      kind: 'activated',
      cost: { parts: [{ kind: 'payHalfLife' }] },
      targets: [],
      effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
      text: 'Pay half your life, rounded up: Draw a card.',
    },
  ]),
  'Cuombajj Witches': creature(
    'Cuombajj Witches',
    '{2}{B}',
    ['Human', 'Wizard'],
    [1, 3],
    "{T}: Cuombajj Witches deals 1 damage to any target and 1 damage to any target of an opponent's choice.",
    [
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'tap' }] },
        targets: [ANY_TARGET, { ...ANY_TARGET, chooser: 'opponent' }],
        effects: [
          { kind: 'damage', amount: { kind: 'fixed', n: 1 }, to: T0 },
          { kind: 'damage', amount: { kind: 'fixed', n: 1 }, to: { kind: 'target', target: 1 } },
        ],
        text: "{T}: Cuombajj Witches deals 1 damage to any target and 1 damage to any target of an opponent's choice.",
      },
    ],
  ),
  "Opponent's Choice": card(['Sorcery'], {
    name: "Opponent's Choice",
    cost: '{U}',
    text: 'An opponent chooses one — You draw two cards; or each creature you control gets +2/+2 until end of turn.',
    abilities: [
      {
        kind: 'spell',
        targets: [],
        effects: [],
        modes: {
          chooser: 'opponent',
          choose: { min: 1, max: 1 },
          modes: [
            {
              text: 'You draw two cards',
              targets: [],
              effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 } }],
            },
            {
              text: 'Each creature you control gets +2/+2 until end of turn',
              targets: [],
              effects: [
                {
                  kind: 'pump',
                  what: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } } },
                  power: 2,
                  toughness: 2,
                  duration: 'endOfTurn',
                },
              ],
            },
          ],
        },
      },
    ],
  }),
  'Extractor Demon': creature(
    'Extractor Demon',
    '{4}{B}{B}',
    ['Demon'],
    [5, 5],
    'Whenever another creature leaves the battlefield, you may have target player mill two cards.',
    [
      {
        kind: 'triggered',
        trigger: {
          kind: 'leavesBattlefield',
          what: { kind: 'filter', filter: { kind: 'object', match: { types: ['Creature'], other: true } } },
          toGraveyard: false,
        },
        optional: true,
        targets: [TARGET_PLAYER],
        effects: [{ kind: 'mill', who: { kind: 'target', target: 0 }, amount: { kind: 'fixed', n: 2 } }],
        text: 'Whenever another creature leaves the battlefield, you may have target player mill two cards.',
      },
    ],
  ),
  'Blocked Alarm': card(['Enchantment'], {
    name: 'Blocked Alarm',
    cost: '{W}',
    subtypes: ['Aura'],
    text: 'Enchant creature\nWhenever enchanted creature becomes blocked, you gain 1 life.',
    abilities: [
      {
        kind: 'keyword',
        keyword: 'enchant',
        what: { kind: 'object', match: { types: ['Creature'] } },
        text: 'Enchant creature',
      },
      {
        kind: 'triggered',
        trigger: { kind: 'becomesBlocked', what: { kind: 'enchanted' } },
        targets: [],
        effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
        text: 'Whenever enchanted creature becomes blocked, you gain 1 life.',
      },
    ],
  }),
  'Blocked-By Alarm': card(['Enchantment'], {
    name: 'Blocked-By Alarm',
    cost: '{W}',
    subtypes: ['Aura'],
    text: 'Enchant creature\nWhenever enchanted creature becomes blocked by a creature, you gain 1 life.',
    abilities: [
      {
        kind: 'keyword',
        keyword: 'enchant',
        what: { kind: 'object', match: { types: ['Creature'] } },
        text: 'Enchant creature',
      },
      {
        kind: 'triggered',
        trigger: {
          kind: 'becomesBlocked',
          what: { kind: 'enchanted' },
          by: { kind: 'object', match: { types: ['Creature'] } },
        },
        targets: [],
        effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
        text: 'Whenever enchanted creature becomes blocked by a creature, you gain 1 life.',
      },
    ],
  }),
  'Counting Golem': card(['Artifact', 'Creature'], {
    name: 'Counting Golem',
    cost: '{3}',
    subtypes: ['Golem'],
    power: '*',
    toughness: '*',
    text: "Counting Golem's power and toughness are each equal to the number of creatures on the battlefield.",
    abilities: [
      {
        kind: 'static',
        effect: {
          kind: 'layered',
          affected: SELF,
          mods: [
            {
              kind: 'cdaPT',
              power: { kind: 'count', filter: { kind: 'object', match: { types: ['Creature'] } } },
              toughness: { kind: 'count', filter: { kind: 'object', match: { types: ['Creature'] } } },
            },
          ],
        },
        text: 'P/T = creatures on the battlefield',
      },
    ],
  }),
  'Counting Spell': spell(
    'Sorcery',
    'Counting Spell',
    '{1}',
    'You gain 1 life for each creature on the battlefield.',
    [],
    [
      {
        kind: 'gainLife',
        who: { kind: 'you' },
        amount: { kind: 'count', filter: { kind: 'object', match: { types: ['Creature'] } } },
      },
    ],
  ),
  'World Sphere': card(['Enchantment'], {
    name: 'World Sphere',
    cost: '{2}',
    supertypes: ['World'],
    text: '(World enchantment.)',
  }),
  'Other World': card(['Enchantment'], {
    name: 'Other World',
    cost: '{2}',
    supertypes: ['World'],
    text: '(World enchantment.)',
  }),
  'Feedback Loop': ENCH('Feedback Loop', 'Whenever you gain life, you gain 1 life.', [
    {
      kind: 'triggered',
      trigger: { kind: 'gainLife', who: 'you' },
      targets: [],
      effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
      text: 'Whenever you gain life, you gain 1 life.',
    },
  ]),
  'Upkeep Counter': ENCH('Upkeep Counter', "At the beginning of each player's upkeep, that player gains 1 life.", [
    {
      kind: 'triggered',
      trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'any' },
      targets: [],
      effects: [{ kind: 'gainLife', who: { kind: 'triggeringPlayer' }, amount: { kind: 'fixed', n: 1 } }],
      text: "At the beginning of each player's upkeep, that player gains 1 life.",
    },
  ]),
  "Captain's Maneuver": spell(
    'Instant',
    "Captain's Maneuver",
    '{X}{R}{W}',
    'The next X damage that would be dealt to target creature, planeswalker, or player this turn is dealt to another target creature, planeswalker, or player instead.',
    [ANY_TARGET, { ...ANY_TARGET, text: 'another target creature, planeswalker, or player' }],
    [{ kind: 'redirectDamage', from: T0, to: { kind: 'target', target: 1 }, amount: { kind: 'x' } }],
  ),
  'Creature Ward': ENCH('Creature Ward', 'Prevent all damage that would be dealt by creatures.', [
    {
      kind: 'static',
      effect: {
        kind: 'replaceDamage',
        to: 'any',
        from: { kind: 'object', match: { types: ['Creature'] } },
        mode: { kind: 'prevent', amount: 'all' },
      },
      text: 'Prevent all damage that would be dealt by creatures.',
    },
  ]),
  'Holy Rampart': card(['Artifact'], {
    name: 'Holy Rampart',
    cost: '{2}',
    subtypes: ['Equipment'],
    text: 'Equipped creature gets +0/+2.\nEquip {1}',
    abilities: [
      {
        kind: 'static',
        effect: { kind: 'modifyPT', affected: { kind: 'equipped' }, power: 0, toughness: 2 },
        text: 'Equipped creature gets +0/+2.',
      },
      { kind: 'keyword', keyword: 'equip', cost: { mana: '{1}', parts: [] } },
    ],
  }),
  'Reverse the Sands': spell(
    'Sorcery',
    'Reverse the Sands',
    '{6}{W}{W}',
    "Redistribute any number of players' life totals.",
    [],
    [{ kind: 'redistributeLife' }],
  ),
};
