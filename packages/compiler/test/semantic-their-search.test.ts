/**
 * 701.23 / 608.2d / 608.2h: "Its controller may search their library for a basic land card, put that card onto the
 * battlefield tapped, then shuffle." — the target's controller (as it last existed) chooses and searches their own
 * library (Path to Exile, Volatile Fault), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function pathGame() {
  return cardGame(
    {
      players: [
        { hand: ['Path to Exile'], battlefield: ['Plains'], library: ['Plains', 'Plains'] },
        { battlefield: ['Grizzly Bears'], library: ['Island', 'Forest', 'Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test("701.23 / 608.2h: Path to Exile — the exiled creature's controller may search their library for a basic land", () => {
  modernDef('Path to Exile');
  const t = pathGame();
  t.cast('Path to Exile', { targets: ['Grizzly Bears'] });
  t.resolve();
  assert.equal(t.zone('Grizzly Bears'), 'exile');
  const d = t.state.pending!;
  assert.ok(d.kind === 'yesNo' && d.player === t.player('P2'), `P2 answers the "may", got ${d.kind}`);
  t.choose(true);
  t.choose(['Forest']);
  assert.equal(t.zone('Forest'), 'battlefield');
  assert.equal(t.tapped('Forest'), true);
  assert.equal(t.object('Forest').controller, t.player('P2'));
  assert.equal(t.cards('P2', 'library').length, 2);
  assert.equal(t.cards('P1', 'library').length, 2, "the caster's library is not searched");
});

test('701.23 / 608.2d: Path to Exile — the controller declines: no land, the library is not searched', () => {
  const t = pathGame();
  const before = t.cards('P2', 'library');
  t.cast('Path to Exile', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.choose(false);
  assert.equal(t.zone('Forest'), 'library');
  assert.deepEqual(t.cards('P2', 'library'), before, 'not shuffled either');
});

test('701.23: Volatile Fault — "That player may search": the land\'s controller finds a basic land; you get a Treasure', () => {
  modernDef('Volatile Fault');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Volatile Fault', 'Plains'] },
        { battlefield: ['Tropical Island'], library: ['Island', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Volatile Fault', { targets: ['Tropical Island'], pay: ['Plains'] });
  t.resolve();
  assert.equal(t.zone('Tropical Island'), 'graveyard');
  const d = t.state.pending!;
  assert.ok(d.kind === 'yesNo' && d.player === t.player('P2'), `P2 answers the "may", got ${d.kind}`);
  t.choose(true);
  t.choose(['Island']);
  assert.equal(t.zone('Island'), 'battlefield');
  assert.equal(t.object('Island').controller, t.player('P2'));
  assert.equal(t.zone('Treasure'), 'battlefield');
});
