/**
 * Keyword abilities that change how or when spells are cast (702), on real compiled cards played in
 * engine games: storm (702.40).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, def, has, id, ok, pass, scenario } from './helpers.js';

test('702.40a storm: Grapeshot cast after Lightning Bolt is copied once, and the copy takes a new target (707.10c)', () => {
  def('Grapeshot');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Lightning Bolt', 'Grapeshot']);
  s.battlefield(1, ['Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'player', player: 1 }]] });
  pass(g); pass(g);
  assert.equal(g.players[1]!.life, 17);
  act(g, 0, { kind: 'cast', card: id(g, 'Grapeshot'), targets: [[{ kind: 'player', player: 1 }]] });
  // The storm trigger is on the stack above Grapeshot; it resolves and makes one copy.
  pass(g); pass(g);
  const d = g.pending!;
  assert.equal(d.kind, 'chooseTargets', 'the copy may get a new target');
  ok(g, 0, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: id(g, 'Llanowar Elves') }]] });
  for (let i = 0; i < 6 && g.turns[0]!.stack.length > 0; i++) pass(g);
  assert.equal(g.players[1]!.life, 16, 'Grapeshot itself dealt 1 to the opponent');
  assert.ok(has(g, 'Llanowar Elves', 'graveyard'), 'the copy dealt 1 to the Elves');
  assert.ok(has(g, 'Grapeshot', 'graveyard'));
});

test('702.40a storm: the first spell of the turn makes no copies', () => {
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Grapeshot']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Grapeshot'), targets: [[{ kind: 'player', player: 1 }]] });
  for (let i = 0; i < 6 && (g.turns[0]!.stack.length > 0 || g.pendingTriggers.length > 0); i++) pass(g);
  assert.equal(g.players[1]!.life, 19);
});
