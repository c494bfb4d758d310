/**
 * Keyword abilities that copy a spell as it is cast (702), on real compiled cards played in engine games:
 * conspire (702.78).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { submitInPlace } from '@arbiter/engine';
import { act, def, has, id, ok, pass, scenario } from './helpers.js';

test('702.78a conspire: Burn Trail cast tapping two red creatures is copied, and the copy takes a new target (707.10c)', () => {
  def('Burn Trail');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Gray Ogre', 'Grizzly Bears']);
  s.hand(0, ['Burn Trail']);
  s.battlefield(1, ['Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  const cast = {
    kind: 'cast' as const,
    card: id(g, 'Burn Trail'),
    targets: [[{ kind: 'player' as const, player: 1 }]],
    conspire: true,
  };
  // Grizzly Bears is green: it shares no colour with Burn Trail, so only one creature can pay.
  const r = submitInPlace(g, 0, { kind: 'action', action: cast });
  assert.ok(!r.ok, 'one red creature is not enough for conspire');
  const s2 = scenario();
  s2.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Gray Ogre', 'Gray Ogre']);
  s2.hand(0, ['Burn Trail']);
  s2.battlefield(1, ['Hill Giant']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  act(g2, 0, { ...cast, card: id(g2, 'Burn Trail') });
  assert.ok(
    g2.objects[id(g2, 'Gray Ogre', 'battlefield', 0)]!.tapped &&
      g2.objects[id(g2, 'Gray Ogre', 'battlefield', 1)]!.tapped,
    'both Ogres were tapped to pay',
  );
  pass(g2);
  pass(g2); // the conspire trigger resolves
  assert.equal(g2.pending?.kind, 'chooseTargets', 'the copy may get a new target');
  ok(g2, 0, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: id(g2, 'Hill Giant') }]] });
  for (let i = 0; i < 6 && g2.turns[0]!.stack.length > 0; i++) pass(g2);
  assert.equal(g2.players[1]!.life, 17, 'Burn Trail itself dealt 3 to the opponent');
  assert.ok(has(g2, 'Hill Giant', 'graveyard'), 'the copy dealt 3 to Hill Giant');
});
