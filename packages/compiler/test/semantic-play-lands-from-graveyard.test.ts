/**
 * 305.1 / 601.3: "You may play lands from your graveyard." (Crucible of Worlds, Ramunap Excavator) — a static
 * permission to play a land card from its controller's graveyard; playing it is still the turn's land play (305.2), and
 * only a land may be played this way. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function crucible(graveyard: string[]): ReturnType<typeof cardGame> {
  modernDef('Crucible of Worlds');
  return cardGame(
    {
      players: [
        { battlefield: ['Crucible of Worlds', 'Mountain'], graveyard, library: ['Island', 'Island'] },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('305.1: with Crucible of Worlds its controller plays a land from their graveyard', () => {
  const t = crucible(['Forest', 'Shock']);
  t.play('Forest');
  assert.equal(t.zone('Forest'), 'battlefield');
  assert.deepEqual(t.cards('P1', 'graveyard'), ['Shock']);
  t.expect({ log_cites: ['305.1'] });
});

test('305.2: a land played from the graveyard with Crucible of Worlds is the turn’s one land play', () => {
  const t = crucible(['Forest', 'Plains']);
  t.play('Forest');
  t.play('Plains', { refused: true });
  assert.equal(t.zone('Plains'), 'graveyard');
});

test('601.3: Crucible of Worlds lets no spell be cast from the graveyard', () => {
  const t = crucible(['Shock']);
  t.cast('Shock', { targets: ['P2'], refused: true });
});

test('305.1: Ramunap Excavator gives the same permission; an opponent’s graveyard land is not playable', () => {
  modernDef('Ramunap Excavator');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Ramunap Excavator'], graveyard: ['Forest'], library: ['Island'] },
        { graveyard: ['Plains'], library: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.play('Plains', { refused: true });
  t.play('Forest');
  assert.equal(t.zone('Forest'), 'battlefield');
});
