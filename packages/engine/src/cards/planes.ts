/**
 * Hand-written plane (311) and phenomenon (312) cards for Planechase games (901) in engine tests, fuzzing and
 * the command line. Their texts are the Oracle texts; every clause is expressed in the ability tree, so each
 * card does everything it says. STARTER_PLANAR_DECK is a legal planar deck (901.3: ten or more cards, at most
 * two phenomena, all names different).
 */
import type { AbilityNode, CardDefinition, Effect, Filter, TargetSpec, TriggerSpec } from './ability-tree.js';
import { card, token } from './builders.js';

const CHAOS: TriggerSpec = { kind: 'rollChaos' };
const you = { kind: 'you' } as const;
const fixed = (n: number) => ({ kind: 'fixed', n }) as const;
const creatures = (m: { controller?: 'you' } = {}): Filter => ({
  kind: 'object',
  match: { types: ['Creature'], ...m },
});

function chaos(text: string, effects: Effect[], targets: readonly TargetSpec[] = []): AbilityNode {
  return { kind: 'triggered', trigger: CHAOS, targets, effects, text };
}

function plane(name: string, world: string, lines: string[], abilities: AbilityNode[]): CardDefinition {
  return card(['Plane'], { name, cost: null, subtypes: [world], text: lines.join('\n'), abilities });
}

function phenomenon(name: string, text: string, effects: Effect[]): CardDefinition {
  return card(['Phenomenon'], {
    name,
    cost: null,
    text,
    abilities: [{ kind: 'triggered', trigger: { kind: 'encounter' }, targets: [], effects, text }],
  });
}

const GOAT = token('Goat', ['W'], ['Goat'], [0, 1]);
const ZOMBIE = token('Zombie', ['B'], ['Zombie'], [2, 2]);

export const STARTER_PLANES: readonly CardDefinition[] = [
  plane(
    'Fields of Summer',
    'Moag',
    [
      'Whenever a player casts a spell, that player may gain 2 life.',
      'Whenever you roll {CHAOS}, you may gain 10 life.',
    ],
    [
      {
        kind: 'triggered',
        trigger: { kind: 'castSpell', who: 'any' },
        targets: [],
        text: 'Whenever a player casts a spell, that player may gain 2 life.',
        effects: [
          {
            kind: 'optional',
            who: { kind: 'triggeringPlayer' },
            text: 'gain 2 life',
            effects: [{ kind: 'gainLife', who: { kind: 'triggeringPlayer' }, amount: fixed(2) }],
          },
        ],
      },
      chaos('Whenever you roll {CHAOS}, you may gain 10 life.', [
        {
          kind: 'optional',
          who: you,
          text: 'gain 10 life',
          effects: [{ kind: 'gainLife', who: you, amount: fixed(10) }],
        },
      ]),
    ],
  ),
  plane(
    'Goldmeadow',
    'Lorwyn',
    [
      "Whenever a land enters, that land's controller creates three 0/1 white Goat creature tokens.",
      'Whenever you roll {CHAOS}, create a 0/1 white Goat creature token.',
    ],
    [
      {
        kind: 'triggered',
        trigger: {
          kind: 'entersBattlefield',
          what: { kind: 'filter', filter: { kind: 'object', match: { types: ['Land'] } } },
        },
        targets: [],
        text: "Whenever a land enters, that land's controller creates three 0/1 white Goat creature tokens.",
        effects: [{ kind: 'createToken', token: GOAT, count: fixed(3), controller: { kind: 'triggeringPlayer' } }],
      },
      chaos('Whenever you roll {CHAOS}, create a 0/1 white Goat creature token.', [
        { kind: 'createToken', token: GOAT, count: fixed(1) },
      ]),
    ],
  ),
  plane(
    'Academy at Tolaria West',
    'Dominaria',
    [
      'At the beginning of your end step, if you have no cards in hand, draw seven cards.',
      'Whenever you roll {CHAOS}, discard your hand.',
    ],
    [
      {
        kind: 'triggered',
        trigger: { kind: 'beginningOfStep', step: 'end', whose: 'you' },
        interveningIf: { kind: 'handAtMost', n: 0 },
        targets: [],
        text: 'At the beginning of your end step, if you have no cards in hand, draw seven cards.',
        effects: [{ kind: 'draw', who: you, amount: fixed(7) }],
      },
      chaos('Whenever you roll {CHAOS}, discard your hand.', [
        { kind: 'discard', who: you, amount: { kind: 'cardsIn', zone: 'hand', whose: 'you' } },
      ]),
    ],
  ),
  plane(
    'Lethe Lake',
    'Arkhos',
    ['At the beginning of your upkeep, mill ten cards.', 'Whenever you roll {CHAOS}, target player mills ten cards.'],
    [
      {
        kind: 'triggered',
        trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        targets: [],
        text: 'At the beginning of your upkeep, mill ten cards.',
        effects: [{ kind: 'mill', who: you, amount: fixed(10) }],
      },
      chaos(
        'Whenever you roll {CHAOS}, target player mills ten cards.',
        [{ kind: 'mill', who: { kind: 'target', target: 0 }, amount: fixed(10) }],
        [{ count: { min: 1, max: 1 }, filter: { kind: 'player', relation: 'any' }, text: 'target player' }],
      ),
    ],
  ),
  plane(
    'Tazeem',
    'Zendikar',
    ["Creatures can't block.", 'Whenever you roll {CHAOS}, draw a card for each land you control.'],
    [
      {
        kind: 'static',
        text: "Creatures can't block.",
        effect: { kind: 'cantBlock', affected: { kind: 'all', filter: creatures() } },
      },
      chaos('Whenever you roll {CHAOS}, draw a card for each land you control.', [
        {
          kind: 'draw',
          who: you,
          amount: { kind: 'count', filter: { kind: 'object', match: { types: ['Land'], controller: 'you' } } },
        },
      ]),
    ],
  ),
  plane(
    'Krosa',
    'Dominaria',
    ['All creatures get +2/+2.', 'Whenever you roll {CHAOS}, you may add {W}{U}{B}{R}{G}.'],
    [
      {
        kind: 'static',
        text: 'All creatures get +2/+2.',
        effect: { kind: 'modifyPT', affected: { kind: 'all', filter: creatures() }, power: 2, toughness: 2 },
      },
      chaos('Whenever you roll {CHAOS}, you may add {W}{U}{B}{R}{G}.', [
        {
          kind: 'optional',
          who: you,
          text: 'add {W}{U}{B}{R}{G}',
          effects: [{ kind: 'addMana', mana: '{W}{U}{B}{R}{G}' }],
        },
      ]),
    ],
  ),
  plane(
    'Gavony',
    'Innistrad',
    [
      'All creatures have vigilance.',
      'Whenever you roll {CHAOS}, creatures you control gain indestructible until end of turn.',
    ],
    [
      {
        kind: 'static',
        text: 'All creatures have vigilance.',
        effect: { kind: 'grantKeywords', affected: { kind: 'all', filter: creatures() }, keywords: ['vigilance'] },
      },
      chaos('Whenever you roll {CHAOS}, creatures you control gain indestructible until end of turn.', [
        {
          kind: 'grantKeyword',
          what: { kind: 'all', filter: creatures({ controller: 'you' }) },
          keywords: ['indestructible'],
          duration: 'endOfTurn',
        },
      ]),
    ],
  ),
  plane(
    'The Fourth Sphere',
    'Phyrexia',
    [
      'At the beginning of your upkeep, sacrifice a nonblack creature.',
      'Whenever you roll {CHAOS}, create a 2/2 black Zombie creature token.',
    ],
    [
      {
        kind: 'triggered',
        trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        targets: [],
        text: 'At the beginning of your upkeep, sacrifice a nonblack creature.',
        effects: [
          {
            kind: 'sacrifice',
            who: you,
            filter: { kind: 'object', match: { types: ['Creature'], notColors: ['B'] } },
            count: fixed(1),
          },
        ],
      },
      chaos('Whenever you roll {CHAOS}, create a 2/2 black Zombie creature token.', [
        { kind: 'createToken', token: ZOMBIE, count: fixed(1) },
      ]),
    ],
  ),
  plane(
    'Sanctum of Serra',
    "Serra's Realm",
    [
      'When you planeswalk away from Sanctum of Serra, destroy all nonland permanents.',
      'Whenever you roll {CHAOS}, you may have your life total become 20.',
    ],
    [
      {
        kind: 'triggered',
        trigger: { kind: 'planeswalkFrom' },
        targets: [],
        text: 'When you planeswalk away from Sanctum of Serra, destroy all nonland permanents.',
        effects: [
          { kind: 'destroy', what: { kind: 'all', filter: { kind: 'object', match: { notTypes: ['Land'] } } } },
        ],
      },
      chaos('Whenever you roll {CHAOS}, you may have your life total become 20.', [
        {
          kind: 'optional',
          who: you,
          text: 'have your life total become 20',
          effects: [{ kind: 'setLife', who: you, amount: fixed(20) }],
        },
      ]),
    ],
  ),
  plane(
    'Onakke Catacomb',
    'Shandalar',
    [
      'All creatures are black and have deathtouch.',
      'Whenever you roll {CHAOS}, creatures you control get +1/+0 and gain first strike until end of turn.',
    ],
    [
      {
        kind: 'static',
        text: 'All creatures are black and have deathtouch.',
        effect: {
          kind: 'layered',
          affected: { kind: 'all', filter: creatures() },
          mods: [{ kind: 'setColors', colors: ['B'] }],
        },
      },
      {
        kind: 'static',
        text: 'All creatures are black and have deathtouch.',
        effect: { kind: 'grantKeywords', affected: { kind: 'all', filter: creatures() }, keywords: ['deathtouch'] },
      },
      chaos('Whenever you roll {CHAOS}, creatures you control get +1/+0 and gain first strike until end of turn.', [
        {
          kind: 'pump',
          what: { kind: 'all', filter: creatures({ controller: 'you' }) },
          power: 1,
          toughness: 0,
          duration: 'endOfTurn',
        },
        {
          kind: 'grantKeyword',
          what: { kind: 'all', filter: creatures({ controller: 'you' }) },
          keywords: ['first strike'],
          duration: 'endOfTurn',
        },
      ]),
    ],
  ),
  phenomenon('Mutual Epiphany', 'When you encounter Mutual Epiphany, each player draws four cards.', [
    { kind: 'draw', who: { kind: 'each', relation: 'any' }, amount: fixed(4) },
  ]),
  phenomenon('Planewide Disaster', 'When you encounter Planewide Disaster, destroy all creatures.', [
    { kind: 'destroy', what: { kind: 'all', filter: creatures() } },
  ]),
];

export const STARTER_PLANES_BY_NAME: Readonly<Record<string, CardDefinition>> = Object.fromEntries(
  STARTER_PLANES.map((c) => [c.name, c]),
);

/** 901.3: a legal planar deck of the starter planes (ten planes, two phenomena). */
export const STARTER_PLANAR_DECK: readonly string[] = STARTER_PLANES.map((c) => c.name);
