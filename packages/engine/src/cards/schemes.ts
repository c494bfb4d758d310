/**
 * Hand-written scheme cards (314) for Archenemy games (904) in engine tests, fuzzing and the command line.
 * Their texts are Oracle-style texts whose every clause is in the ability tree. STARTER_SCHEME_DECK is a legal
 * scheme deck (904.3: twenty cards, no more than two of a name).
 */
import type { AbilityNode, CardDefinition, Effect, TargetSpec } from './ability-tree.js';
import { card, token } from './builders.js';

const you = { kind: 'you' } as const;
const opponents = { kind: 'each', relation: 'opponent' } as const;
const fixed = (n: number) => ({ kind: 'fixed', n }) as const;
const SET_IN_MOTION = 'When you set this scheme in motion, ';

function scheme(
  name: string,
  effect: string,
  effects: Effect[],
  targets: readonly TargetSpec[] = [],
  ongoing: AbilityNode[] = [],
): CardDefinition {
  const text = `${SET_IN_MOTION}${effect}`;
  const lines = [text, ...ongoing.map((a) => ('text' in a ? a.text : ''))];
  return {
    ...card(['Scheme'], {
      name,
      cost: null,
      text: lines.join('\n'),
      abilities: [{ kind: 'triggered', trigger: { kind: 'setInMotion' }, targets, effects, text }, ...ongoing],
    }),
    ...(ongoing.length ? { supertypes: ['Ongoing'] as const } : {}),
  };
}

const HORROR = token('Horror', ['B'], ['Horror'], [2, 2]);
const OPPONENT_CREATURE: TargetSpec = {
  count: { min: 1, max: 1 },
  filter: { kind: 'object', match: { types: ['Creature'], controller: 'opponent' } },
  text: 'target creature an opponent controls',
};

export const STARTER_SCHEMES: readonly CardDefinition[] = [
  scheme('Test Rain of Fire', 'this scheme deals 3 damage to each opponent.', [
    { kind: 'damage', amount: fixed(3), to: opponents },
  ]),
  scheme('Test Dark Tithe', 'each opponent loses 2 life and you gain 2 life.', [
    { kind: 'loseLife', who: opponents, amount: fixed(2) },
    { kind: 'gainLife', who: you, amount: fixed(2) },
  ]),
  scheme('Test Forbidden Knowledge', 'draw two cards.', [{ kind: 'draw', who: you, amount: fixed(2) }]),
  scheme('Test Horde Rises', 'create two 2/2 black Horror creature tokens.', [
    { kind: 'createToken', token: HORROR, count: fixed(2) },
  ]),
  scheme(
    "Test Tyrant's Decree",
    'destroy target creature an opponent controls.',
    [{ kind: 'destroy', what: { kind: 'target', target: 0 } }],
    [OPPONENT_CREATURE],
  ),
  scheme('Test Mind Shatter', 'each opponent discards a card.', [
    { kind: 'discard', who: opponents, amount: fixed(1) },
  ]),
  scheme('Test Second Wind', 'you gain 5 life.', [{ kind: 'gainLife', who: you, amount: fixed(5) }]),
  scheme('Test Plundered Vaults', 'each opponent mills three cards and you draw a card.', [
    { kind: 'mill', who: opponents, amount: fixed(3) },
    { kind: 'draw', who: you, amount: fixed(1) },
  ]),
  scheme('Test Iron Legion', 'creatures you control get +2/+0 until end of turn.', [
    {
      kind: 'pump',
      what: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } } },
      power: 2,
      toughness: 0,
      duration: 'endOfTurn',
    },
  ]),
  scheme(
    'Test Eternal Dominion',
    'you gain 1 life.',
    [{ kind: 'gainLife', who: you, amount: fixed(1) }],
    [],
    [
      {
        kind: 'static',
        text: 'Creatures you control get +1/+1.',
        effect: {
          kind: 'modifyPT',
          affected: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } } },
          power: 1,
          toughness: 1,
        },
      },
      {
        kind: 'triggered',
        trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        targets: [],
        effects: [{ kind: 'abandon' }],
        text: 'At the beginning of your upkeep, abandon this scheme.',
      },
    ],
  ),
];

export const STARTER_SCHEMES_BY_NAME: Readonly<Record<string, CardDefinition>> = Object.fromEntries(
  STARTER_SCHEMES.map((c) => [c.name, c]),
);

/** 904.3: twenty cards, two of each starter scheme. */
export const STARTER_SCHEME_DECK: readonly string[] = STARTER_SCHEMES.flatMap((c) => [c.name, c.name]);
