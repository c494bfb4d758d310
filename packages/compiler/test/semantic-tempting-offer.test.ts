/**
 * Tempting offer (608.2d, 101.4): "Each opponent may [instructions]. For each opponent who does, [instructions]." —
 * each opponent in turn chooses; each who accepts follows the instructions as their own, then the caster's are
 * followed once for each of them. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** How many permanents named `name` player index `p` controls. */
function count(t: CardGame, name: string, p: number): number {
  return t.state.battlefield.filter((id) => chars(t.state, id).name === name && chars(t.state, id).controller === p)
    .length;
}

/** A fresh list each time (the setup is written as YAML, which refuses a shared list). */
const library = (): string[] => ['Island', 'Island', 'Island', 'Island'];

test('608.2d: Tempt with Bunnies — P2 accepts, P3 declines: P2 draws and gets a Rabbit, P1 twice', () => {
  modernDef('Tempt with Bunnies');
  const t = cardGame(
    {
      players: [
        { hand: ['Tempt with Bunnies'], battlefield: ['Plains', 'Plains', 'Plains'], library: library() },
        { library: library() },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Tempt with Bunnies');
  t.pass(3);
  t.expect({ decision: 'yesNo' });
  t.choose(true); // P2
  t.choose(false); // P3
  t.expect({ players: { P1: { hand_count: 2 }, P2: { hand_count: 1 }, P3: { hand_count: 0 } }, log_cites: ['608.2d'] });
  assert.deepEqual([count(t, 'Rabbit', 0), count(t, 'Rabbit', 1), count(t, 'Rabbit', 2)], [2, 1, 0]);
});

test("608.2d: Tempt with Glory — an accepting opponent's counters go on their creatures, yours once more", () => {
  modernDef('Tempt with Glory');
  const t = cardGame(
    {
      players: [
        { hand: ['Tempt with Glory'], battlefield: [...Array(6).fill('Plains'), 'Savannah Lions'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Tempt with Glory');
  t.pass(2);
  t.choose(true);
  t.expect({
    objects: { 'Savannah Lions': { counters: { '+1/+1': 2 } }, 'Grizzly Bears': { counters: { '+1/+1': 1 } } },
  });
});

test('608.2d: Tempt with Vengeance (X = 2) — no opponent accepts: only your two Elementals', () => {
  modernDef('Tempt with Vengeance');
  const t = cardGame(
    {
      players: [{ hand: ['Tempt with Vengeance'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Tempt with Vengeance', { x: 2 });
  t.pass(2);
  t.choose(false);
  assert.deepEqual([count(t, 'Elemental', 0), count(t, 'Elemental', 1)], [2, 0]);
});

test('608.2d: Tempting Contract — at your upkeep an accepting opponent gets a Treasure, and so do you', () => {
  modernDef('Tempting Contract');
  const t = cardGame(
    {
      players: [{ battlefield: ['Tempting Contract'], library: library() }, { library: library() }],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('upkeep', 3);
  t.pass(2);
  t.choose(true);
  assert.deepEqual([count(t, 'Treasure', 0), count(t, 'Treasure', 1)], [1, 1]);
});
