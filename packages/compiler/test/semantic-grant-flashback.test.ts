/**
 * 702.34a: "Target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is
 * equal to its mana cost." — until the turn ends its owner may cast it from the graveyard for its mana cost, and it is
 * exiled as it leaves the stack; compiled modern cards in real engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function snapcaster(): ReturnType<typeof cardGame> {
  modernDef('Snapcaster Mage');
  return cardGame(
    {
      players: [
        {
          hand: ['Snapcaster Mage'],
          battlefield: ['Island', 'Island', 'Mountain'],
          graveyard: ['Lightning Bolt', 'Divination'],
          library: ['Island', 'Island', 'Island'],
        },
        { library: ['Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.34a: Snapcaster Mage gives Lightning Bolt flashback; cast from the graveyard for {R}, it is then exiled', () => {
  const t = snapcaster();
  t.cast('Snapcaster Mage');
  t.resolve();
  t.choose(['Lightning Bolt']);
  t.resolve();
  t.expect({ log_cites: ['702.34a'] });
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.resolve();
  t.expect({ life: { P2: 17 }, zones: { 'Lightning Bolt': 'exile' } });
});

test('702.34a: only the chosen card gains flashback, and only until end of turn', () => {
  const t = snapcaster();
  t.cast('Snapcaster Mage');
  t.resolve();
  t.choose(['Lightning Bolt']);
  t.resolve();
  t.cast('Divination', { refused: true });
  t.advance('upkeep', 3);
  t.advance('main1', 4);
  t.cast('Lightning Bolt', { targets: ['P2'], refused: true });
});
