/**
 * 201.2: "cards with different names" — a group of cards found by a search (Shared Summons) or chosen as targets
 * (Behold the Sinister Six!) in which no two have the same name; a choice that breaks it is refused where it is
 * submitted (601.2c for targets). Played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('201.2 / 701.23a: Shared Summons — two creature cards with the same name are refused; different names are found', () => {
  modernDef('Shared Summons');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Shared Summons'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
          library: ['Grizzly Bears', 'Grizzly Bears', 'Hill Giant', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shared Summons');
  t.resolve();
  assert.equal(t.pending?.kind, 'chooseObjects');
  t.choose(['Grizzly Bears#1', 'Grizzly Bears#2'], { refused: { code: 'ILLEGAL_CHOICE', rule: '201.2' } });
  t.choose(['Grizzly Bears#1', 'Hill Giant']);
  assert.deepEqual(t.cards('P1', 'hand').sort(), ['Grizzly Bears', 'Hill Giant']);
  assert.equal(t.cards('P1', 'library').length, 2);
});

test('601.2c / 201.2: Behold the Sinister Six! — target creature cards with the same name are refused as its targets', () => {
  modernDef('Behold the Sinister Six!');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Behold the Sinister Six!'],
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
          graveyard: ['Grizzly Bears', 'Grizzly Bears', 'Hill Giant'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Behold the Sinister Six!', {
    targets: [['Grizzly Bears#1', 'Grizzly Bears#2', 'Hill Giant']],
    refused: { code: 'ILLEGAL_TARGET' },
  });
  t.cast('Behold the Sinister Six!', { targets: [['Grizzly Bears#1', 'Hill Giant']] });
  t.resolve();
  assert.equal(t.zone('Hill Giant'), 'battlefield');
  assert.deepEqual(t.cards('P1', 'graveyard').sort(), ['Behold the Sinister Six!', 'Grizzly Bears']);
});
