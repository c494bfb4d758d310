/**
 * 115.1 / 601.2c: "target spell or permanent" and "target spell or creature" name two kinds of object — a spell on the
 * stack, or a permanent (a creature) on the battlefield — not only a spell. Venser, Shaper Savant and
 * Unsubstantiate, with real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function game(hand: string[], lands: string[]) {
  return cardGame(
    {
      players: [
        { hand, battlefield: lands },
        { hand: ['Lightning Bolt'], battlefield: ['Grizzly Bears', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('115.1: Unsubstantiate returns a creature on the battlefield to its owner\'s hand ("target spell or creature")', () => {
  modernDef('Unsubstantiate');
  const t = game(['Unsubstantiate'], ['Island', 'Island']);
  t.cast('Unsubstantiate', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.expect({ battlefield: { excludes: ['Grizzly Bears'] } });
  assert.ok(
    t.state.players[1]!.hand.some((id) => t.state.cards[t.state.objects[id]!.defKey]!.name === 'Grizzly Bears'),
  );
});

test("115.1: Venser, Shaper Savant's enters ability may return a permanent (not only a spell) to its owner's hand", () => {
  modernDef('Venser, Shaper Savant');
  const t = game(['Venser, Shaper Savant'], ['Island', 'Island', 'Island', 'Island']);
  t.cast('Venser, Shaper Savant');
  t.resolve(); // Venser enters; its ability triggers
  t.choose(['Grizzly Bears']);
  t.resolve();
  t.expect({ battlefield: { excludes: ['Grizzly Bears'] } });
});
