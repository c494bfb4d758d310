/** The message schemas a server checks every network choice with: each engine action option passes, junk does not. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ActionSchema } from '../src/schemas.js';

test('715.3 / 712.8 / 702.33a: a cast naming its other face or kicker costs, and a back-face land, pass the action schema', () => {
  for (const action of [
    { kind: 'cast', card: 51, altFace: true, targets: [[{ kind: 'object', id: 9 }]] },
    { kind: 'cast', card: 52, kicker: [0, 1] },
    { kind: 'cast', card: 53, kicker: [0, 0, 0] },
    { kind: 'playLand', card: 60, altFace: true },
  ])
    assert.ok(ActionSchema.safeParse(action).success, JSON.stringify(action));
  for (const action of [
    { kind: 'cast', card: 52, kicker: 'yes' },
    { kind: 'cast', card: 52, kicker: [-1] },
    { kind: 'playLand', card: 60, altFace: 'back' },
    { kind: 'playLand', card: 60, face: 1 },
  ])
    assert.equal(ActionSchema.safeParse(action).success, false, JSON.stringify(action));
});
