/**
 * 608.2h: "the greatest toughness among creatures you control", read as the effect resolves (Kin-Tree Invocation,
 * Flourishing Hunter), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('608.2h: Kin-Tree Invocation — an X/X token, X the greatest toughness among creatures you control (not power)', () => {
  modernDef('Kin-Tree Invocation');
  const t = cardGame(
    {
      players: [
        { hand: ['Kin-Tree Invocation'], battlefield: ['Wall of Stone', 'Hill Giant', 'Swamp', 'Forest'] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Kin-Tree Invocation');
  t.resolve();
  assert.deepEqual(t.pt('Spirit Warrior'), [8, 8], "Wall of Stone's toughness 8; the opponent's Craw Wurm not counted");
});

test('608.2h: Flourishing Hunter — gain life equal to the greatest toughness among other creatures you control', () => {
  modernDef('Flourishing Hunter');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Flourishing Hunter'],
          battlefield: ['Grizzly Bears', 'Hill Giant', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const life = t.life('P1');
  t.cast('Flourishing Hunter');
  t.resolve('all');
  assert.equal(t.life('P1'), life + 3, "Hill Giant's 3, not the Hunter's own 6");
});
