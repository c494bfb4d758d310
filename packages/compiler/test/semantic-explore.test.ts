/**
 * 701.44 explore on modern cards played in engine games: a land revealed goes to the hand; otherwise a +1/+1 counter,
 * and the revealed card may go to the graveyard. The Map token (111.10) explores with a target creature.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { act, has, id, modernDef, modernScenario, pt, resolveAll } from './helpers.js';

function branchwalker(top: string, graveyard: boolean): ReturnType<ReturnType<typeof modernScenario>['start']> {
  modernDef('Merfolk Branchwalker');
  const s = modernScenario();
  s.battlefield(0, ['Forest', 'Forest']);
  s.hand(0, ['Merfolk Branchwalker']);
  s.library(0, [top, 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Merfolk Branchwalker') });
  resolveAll(g, { yes: graveyard });
  return g;
}

test('701.44a explore: Merfolk Branchwalker reveals a land — it goes to the hand and no counter is put', () => {
  const g = branchwalker('Mountain', true);
  assert.ok(has(g, 'Mountain', 'hand'));
  assert.deepEqual(pt(g, id(g, 'Merfolk Branchwalker', 'battlefield')), [2, 1]);
});

test('701.44a explore: a nonland card revealed — a +1/+1 counter, and the card goes to the graveyard if the player says so', () => {
  const g = branchwalker('Grizzly Bears', true);
  assert.deepEqual(pt(g, id(g, 'Merfolk Branchwalker', 'battlefield')), [3, 2]);
  assert.ok(has(g, 'Grizzly Bears', 'graveyard'));
  const kept = branchwalker('Grizzly Bears', false);
  assert.deepEqual(pt(kept, id(kept, 'Merfolk Branchwalker', 'battlefield')), [3, 2]);
  assert.equal(kept.players[0]!.library[0], id(kept, 'Grizzly Bears', 'library'), 'left on top of the library');
});

test('111.10 / 701.44a: Spyglass Siren makes a Map token; {1}, {T}, sacrificing it makes target creature you control explore', () => {
  modernDef('Spyglass Siren');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Grizzly Bears']);
  s.hand(0, ['Spyglass Siren']);
  s.library(0, ['Llanowar Elves', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Spyglass Siren') });
  resolveAll(g);
  const map = g.battlefield.find((x) => chars(g, x).name === 'Map');
  assert.ok(map !== undefined, 'a Map token');
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, { kind: 'activate', source: map, ability: 0, targets: [[{ kind: 'object', id: bears }]] });
  assert.ok(!g.battlefield.includes(map), 'sacrificed as the cost');
  resolveAll(g, { yes: false });
  assert.ok(has(g, 'Llanowar Elves', 'library'), 'kept on top');
  assert.deepEqual(pt(g, bears), [3, 3], 'Llanowar Elves revealed: a +1/+1 counter on the Bears');
});
