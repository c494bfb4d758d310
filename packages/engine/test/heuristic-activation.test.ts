/** The heuristic player's activated abilities: a free ability is not activated forever (602.1). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { heuristicChoice, seedRng, type CardDefinition, type GameState } from '../src/index.js';
import { ok, scenario } from './helpers.js';

const LEMURES: CardDefinition = {
  name: 'Test Lemures',
  manaCost: '{4}{B}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Spirit'],
  power: '4',
  toughness: '3',
  oracleText: '{0}: This creature gets -1/-0 until end of turn.',
  abilities: [
    {
      kind: 'activated',
      cost: { mana: '{0}', parts: [] },
      targets: [],
      effects: [{ kind: 'pump', what: { kind: 'self' }, power: -1, toughness: 0, duration: 'endOfTurn' }],
      text: '{0}: This creature gets -1/-0 until end of turn.',
    },
  ],
};

/** The heuristic plays player 0's first main phase with `card` on the battlefield; how many abilities it activated. */
function firstMainPhase(card: CardDefinition, seed: string): { g: GameState; activations: number } {
  const s = scenario(2, { [card.name]: card });
  s.battlefield(0, [card.name]);
  const g = s.start({ active: 0, step: 'main1' });
  const rng = seedRng(seed);
  const turn = g.turns[0]!.number;
  let activations = 0;
  for (let n = 0; n < 200 && g.pending && g.turns[0]!.number === turn && g.turns[0]!.step === 'main1'; n++) {
    const d = g.pending;
    const c = heuristicChoice(g, d, rng);
    if (c.kind === 'action' && c.action.kind === 'activate') activations++;
    ok(g, d.player, c);
  }
  return { g, activations };
}

test('602.1: the heuristic activates a free ability ({0}) of one source once a turn, not forever', () => {
  const { g, activations } = firstMainPhase(LEMURES, 'free');
  assert.equal(activations, 1);
  assert.notEqual(g.turns[0]!.step, 'main1', 'the heuristic moved on');
});

const MINION: CardDefinition = {
  name: 'Test Minion',
  manaCost: '{3}{U}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Elemental'],
  power: '4',
  toughness: '4',
  oracleText: '{T}: Untap target creature.',
  abilities: [
    {
      kind: 'activated',
      cost: { parts: [{ kind: 'tap' }] },
      targets: [
        {
          count: { min: 1, max: 1 },
          filter: { kind: 'object', match: { types: ['Creature'] } },
          text: 'target creature',
        },
      ],
      effects: [{ kind: 'untap', what: { kind: 'target', target: 0 } }],
      text: '{T}: Untap target creature.',
    },
  ],
};

test('602.1: the heuristic never aims "{T}: Untap target creature" at its own source, which would undo its cost forever', () => {
  const { g, activations } = firstMainPhase(MINION, 'minion');
  assert.equal(activations, 0, 'its only creature is itself: nothing else to untap');
  assert.notEqual(g.turns[0]!.step, 'main1', 'the heuristic moved on');
});

const PINNACLE: CardDefinition = {
  name: 'Test Pinnacle',
  manaCost: '{G}',
  supertypes: [],
  types: ['Enchantment'],
  subtypes: [],
  oracleText: '{X}: Put X tower counters on this enchantment.',
  abilities: [
    {
      kind: 'activated',
      cost: { mana: '{X}', parts: [] },
      targets: [],
      effects: [{ kind: 'addCounters', what: { kind: 'self' }, counter: 'tower', amount: { kind: 'x' } }],
      text: '{X}: Put X tower counters on this enchantment.',
    },
  ],
};

test('602.1 / 107.3: an {X} ability with no mana to pay is free at X = 0, so the heuristic activates it once a turn, not forever', () => {
  const { g, activations } = firstMainPhase(PINNACLE, 'pinnacle');
  assert.ok(activations <= 1, `activated ${activations} times`);
  assert.notEqual(g.turns[0]!.step, 'main1', 'the heuristic moved on');
});
