/**
 * 305.1: "Whenever you play a land [or cast a spell]" / "Whenever a player / an opponent plays a land" — the ability
 * triggers when a player plays a land (from the hand, or from a graveyard by a permission), not when a land is put onto
 * the battlefield by an effect. Compiled modern cards in real engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('305.1: Infernal Sovereign — its controller draws a card and loses 1 life on playing a land, and on casting a spell', () => {
  modernDef('Infernal Sovereign');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Forest', 'Shock'],
          battlefield: ['Infernal Sovereign', 'Mountain'],
          library: ['Island', 'Island', 'Island'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.play('Forest');
  t.resolve();
  t.expect({ life: { P1: 19 } });
  assert.equal(t.cards('P1', 'library').length, 2);
  t.cast('Shock', { targets: ['P2'] });
  t.resolve();
  t.resolve();
  t.expect({ life: { P1: 18, P2: 18 }, log_cites: ['305.1'] });
  assert.equal(t.cards('P1', 'library').length, 1);
});

test('305.1: a land put onto the battlefield by an effect is not played — Infernal Sovereign doesn’t trigger', () => {
  modernDef('Infernal Sovereign');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Rampant Growth'],
          battlefield: ['Infernal Sovereign', 'Forest', 'Forest'],
          library: ['Island', 'Forest', 'Island'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Rampant Growth');
  t.resolve(); // the cast trigger
  t.resolve();
  t.choose(['Forest']);
  assert.equal(t.state.pendingTriggers.length, 0);
  assert.equal(t.state.turns[0]!.stack.length, 0);
  t.expect({ life: { P1: 19 } });
});

test('305.1: Horn of Greed — whoever plays a land draws a card, an opponent too; with Crucible, a land played from the graveyard counts', () => {
  modernDef('Horn of Greed');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Horn of Greed', 'Crucible of Worlds'],
          graveyard: ['Forest'],
          library: ['Island', 'Island', 'Island'],
        },
        { hand: ['Plains'], library: ['Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.play('Forest');
  t.resolve();
  assert.equal(t.cards('P1', 'hand').length, 1);
  t.advance('main1', 3);
  t.play('Plains');
  t.resolve();
  assert.equal(t.cards('P2', 'library').length, 1, 'P2 drew for the turn and for the land');
});
