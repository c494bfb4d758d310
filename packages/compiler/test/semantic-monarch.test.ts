/**
 * 722 The monarch (issue 19), in a three-player game with real cards of the modern pool: a player becomes the monarch
 * (722.1, 722.3), the monarch draws at the beginning of their end step, combat damage to the monarch makes the
 * creature's controller the monarch (722.2), and the designation passes on when the monarch leaves the game (722.4).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const lib = (): string[] => ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

function palaceGame() {
  modernDef('Palace Sentinels');
  const t = cardGame(
    {
      players: [
        { library: lib(), hand: ['Palace Sentinels'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] },
        { library: lib(), battlefield: ['Grizzly Bears'] },
        { library: lib() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Palace Sentinels');
  resolveAll(t.state);
  return t;
}

test('722.1 / 722.3: Palace Sentinels — "When this creature enters, you become the monarch"', () => {
  const t = palaceGame();
  assert.equal(t.state.monarch, 0);
  t.expect({ log_contains: ['P1 becomes the monarch'], log_cites: ['722.3'] });
});

test('722.2: the monarch draws a card at the beginning of their end step; combat damage to the monarch passes the designation', () => {
  const t = palaceGame();
  const g = t.state;
  assert.equal(g.players[0]!.hand.length, 0);
  t.advance('upkeep', 3); // P2's turn: P1 drew at the beginning of their end step
  assert.equal(g.players[0]!.hand.length, 1, 'the monarch drew a card');
  assert.equal(g.players[2]!.hand.length, 0, 'nobody else did');
  t.advance('declareAttackers');
  t.attack({ 'Grizzly Bears': 'P1' });
  t.advance('main2');
  resolveAll(g);
  assert.equal(g.monarch, 1, "the Bears' controller became the monarch");
  const before = g.players[1]!.hand.length;
  t.advance('upkeep', 4);
  assert.equal(g.players[1]!.hand.length, before + 1, 'the new monarch drew at their end step');
  assert.equal(g.players[0]!.hand.length, 1, 'P1, no longer the monarch, drew nothing more');
});

test('722.4: the monarch leaves the game during their own turn — the next player in turn order becomes the monarch', () => {
  const t = palaceGame();
  t.concede('P1');
  assert.equal(t.state.monarch, 1);
  t.expect({ log_cites: ['722.4'] });
});

test("722.4: the monarch leaves during another player's turn — the active player becomes the monarch", () => {
  const t = palaceGame();
  t.concede('P3'); // not the monarch: nothing changes
  assert.equal(t.state.monarch, 0);
  t.advance('upkeep', 3);
  t.concede('P1');
  assert.equal(t.state.monarch, 1, 'P2, the active player');
});

test("722.1: Throne Warden — at the beginning of your end step, if you're the monarch, a +1/+1 counter", () => {
  modernDef('Throne Warden');
  const t = cardGame(
    {
      players: [
        {
          library: lib(),
          hand: ['Palace Sentinels'],
          battlefield: ['Throne Warden', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { library: lib() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('upkeep', 3);
  t.expect({ objects: { 'Throne Warden': { counters: {} } } });
  t.advance('main1', 4);
  t.cast('Palace Sentinels');
  resolveAll(t.state);
  assert.equal(t.state.monarch, 0);
  t.advance('upkeep', 5); // stops at the end step: the Warden's trigger and the monarch's draw are ordered
  t.expect({ decision: 'orderTriggers' });
  resolveAll(t.state);
  t.expect({ objects: { 'Throne Warden': { counters: { '+1/+1': 1 } } } });
});

test('722.1: every player sees who the monarch is', () => {
  const t = palaceGame();
  assert.equal(viewFor(t.state, 2).monarch, 0);
});
