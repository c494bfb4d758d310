/** 611.2 durations, 614.10 skipping, 122 player counters. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type CardDefinition } from '../src/index.js';
import { act, id, passUntil, resolveAll, scenario, cites } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const THIEF: CardDefinition = {
  name: 'Test Thief',
  manaCost: '{2}{U}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Merfolk'],
  power: '1',
  toughness: '1',
  oracleText: '{T}: Gain control of target creature for as long as this creature remains on the battlefield.',
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
      effects: [{ kind: 'gainControl', what: { kind: 'target', target: 0 }, duration: 'whileSourceOnBattlefield' }],
      text: '{T}: Gain control of target creature for as long as this creature remains on the battlefield.',
    },
  ],
};
const STASIS: CardDefinition = {
  name: 'Test Sloth',
  manaCost: '{1}{U}',
  supertypes: [],
  types: ['Enchantment'],
  subtypes: [],
  oracleText: 'Skip your draw step.',
  abilities: [{ kind: 'static', text: 'Skip your draw step.', effect: { kind: 'skipStep', step: 'draw' } }],
};
const ENERGY: CardDefinition = {
  name: 'Test Energy',
  manaCost: '{G}',
  supertypes: [],
  types: ['Sorcery'],
  subtypes: [],
  oracleText: 'You get {E}{E}{E}.',
  abilities: [
    {
      kind: 'spell',
      targets: [],
      effects: [
        { kind: 'addPlayerCounters', who: { kind: 'you' }, counter: 'energy', amount: { kind: 'fixed', n: 3 } },
      ],
    },
  ],
};

test('611.2b: "for as long as this remains on the battlefield" — control returns when the source leaves', () => {
  const s = scenario(2, { 'Test Thief': THIEF });
  s.battlefield(0, ['Test Thief', 'Mountain']);
  s.hand(0, ['Lightning Bolt']);
  const [giant] = s.battlefield(1, ['Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Test Thief'), ability: 0, targets: [[{ kind: 'object', id: giant! }]] });
  resolveAll(g);
  assert.equal(chars(g, giant!).controller, 0);
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: id(g, 'Test Thief') }]] });
  resolveAll(g);
  assert.equal(chars(g, giant!).controller, 1);
});

test('614.10: "Skip your draw step" — the step doesn\'t happen', () => {
  const t = cardGame(
    {
      players: [{ library: ['Forest', 'Forest'] }, { library: ['Forest', 'Forest'], battlefield: ['Test Sloth'] }],
      position: { active: 'P1', step: 'end' },
    },
    { cards: { 'Test Sloth': STASIS } },
  );
  const g = t.state;
  passUntil(g, 'main1');
  assert.equal(g.turns[0]!.activePlayers[0], 1);
  assert.equal(g.players[1]!.hand.length, 0, 'no card drawn');
  assert.ok(cites(g, '614.10'));
});

test('122.1: player counters — energy counters are kept on the player', () => {
  const t = cardGame(
    { players: [{ hand: ['Test Energy'], battlefield: ['Forest'] }, {}], position: { active: 'P1', step: 'main1' } },
    { cards: { 'Test Energy': ENERGY } },
  );
  const g = t.state;
  t.cast('Test Energy');
  resolveAll(g);
  assert.equal(g.players[0]!.counters['energy'], 3);
});
