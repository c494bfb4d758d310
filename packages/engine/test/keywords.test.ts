/** 702: keyword abilities not covered by the combat and stack tests. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardDefinition } from '../src/index.js';
import { act, id, life, ok, pass, scenario, zoneOf } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const WARDEN: CardDefinition = {
  name: 'Ward Tester',
  manaCost: '{1}{U}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Spirit'],
  power: '2',
  toughness: '2',
  oracleText: 'Ward {2}',
  abilities: [{ kind: 'keyword', keyword: 'ward', cost: { mana: '{2}', parts: [] } }],
};

function wardPosition(mountains: number) {
  const s = scenario(2, { 'Ward Tester': WARDEN });
  s.battlefield(
    0,
    Array.from({ length: mountains }, () => 'Mountain'),
  );
  s.hand(0, ['Shock']);
  s.battlefield(1, ['Ward Tester']);
  return s.start({ active: 0, step: 'main1' });
}

test('702.21a: ward counters a spell an opponent aims at it unless they pay the ward cost', () => {
  const g = wardPosition(1);
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: id(g, 'Ward Tester') }]] });
  // The ward trigger goes on the stack above Shock; 0 can't pay {2}, so Shock is countered.
  assert.equal(g.turns[0]!.stack.length, 2);
  pass(g);
  pass(g);
  assert.deepEqual(zoneOf(g, 'Shock'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Ward Tester'), ['battlefield']);
});

test("702.21a: the spell's controller may pay the ward cost, and then the spell resolves", () => {
  const g = wardPosition(3);
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: id(g, 'Ward Tester') }]] });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'yesNo' && d.player === 0);
  ok(g, 0, { kind: 'yesNo', yes: true });
  pass(g);
  pass(g);
  assert.deepEqual(zoneOf(g, 'Ward Tester'), ['graveyard']);
});

test("702.21a: ward doesn't trigger on its controller's own spells", () => {
  const t = cardGame(
    {
      players: [{ hand: ['Giant Growth'], battlefield: ['Forest', 'Ward Tester'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Ward Tester': WARDEN } },
  );
  const g = t.state;
  t.cast('Giant Growth', { targets: ['Ward Tester'] });
  assert.equal(g.turns[0]!.stack.length, 1);
});

test('702.12b: indestructible — "destroy" does nothing', () => {
  const t = cardGame({
    players: [{ hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, { battlefield: ['Darksteel Myr'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Murder', { targets: ['Darksteel Myr'] });
  t.pass();
  t.pass();
  assert.deepEqual(zoneOf(g, 'Darksteel Myr'), ['battlefield']);
  assert.equal(life(g, 1), 20);
});
