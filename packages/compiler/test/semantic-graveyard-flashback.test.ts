/**
 * 702.34a / 611.2c: "Each instant and sorcery card in your graveyard gains flashback until end of turn. The flashback
 * cost is equal to its mana cost." (Past in Flames, Backdraft Hellkite) — every such card in that graveyard as the
 * effect begins may be cast from there this turn for its mana cost, and is exiled as it leaves the stack; a card put
 * there afterwards, or another kind of card, doesn't gain it. Compiled modern cards in real engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function pastInFlames(hand: string[] = []): ReturnType<typeof cardGame> {
  modernDef('Past in Flames');
  return cardGame(
    {
      players: [
        {
          hand: ['Past in Flames', ...hand],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Island', 'Island', 'Island', 'Mountain'],
          graveyard: ['Lightning Bolt', 'Divination', 'Grizzly Bears'],
          library: ['Island', 'Island', 'Island', 'Island'],
        },
        { library: ['Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.34a: after Past in Flames, Lightning Bolt and Divination are cast from the graveyard and exiled', () => {
  const t = pastInFlames();
  t.cast('Past in Flames');
  t.resolve();
  t.expect({ log_cites: ['702.34a'] });
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.resolve();
  t.cast('Divination');
  t.resolve();
  t.expect({ life: { P2: 17 }, zones: { 'Lightning Bolt': 'exile', Divination: 'exile' } });
  assert.equal(t.cards('P1', 'hand').length, 2);
});

test('611.2c: a creature card, and an instant put into the graveyard after Past in Flames resolved, gain no flashback', () => {
  const t = pastInFlames(['Shock']);
  t.cast('Past in Flames');
  t.resolve();
  t.cast('Shock', { targets: ['P2'] });
  t.resolve();
  assert.equal(t.zone('Shock'), 'graveyard');
  t.cast('Shock', { targets: ['P2'], refused: { code: 'ILLEGAL_CHOICE', rule: '601.2a' } });
  t.cast('Grizzly Bears', { refused: { code: 'ILLEGAL_CHOICE', rule: '601.2a' } });
});

test('702.34a: the flashback Past in Flames gives ends with the turn', () => {
  const t = pastInFlames();
  t.cast('Past in Flames');
  t.resolve();
  t.advance('upkeep', 3);
  t.advance('main1', 4);
  t.cast('Lightning Bolt', { targets: ['P2'], refused: { code: 'ILLEGAL_CHOICE', rule: '601.2a' } });
});

test('702.34a: Backdraft Hellkite attacking gives each instant and sorcery card in its controller’s graveyard flashback', () => {
  modernDef('Backdraft Hellkite');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Backdraft Hellkite', 'Mountain'],
          graveyard: ['Lightning Bolt'],
          library: ['Island', 'Island'],
        },
        { graveyard: ['Shock'], library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['P2'], refused: { code: 'ILLEGAL_CHOICE', rule: '601.2a' } });
  t.advance('declareAttackers');
  t.attack({ 'Backdraft Hellkite': 'P2' });
  t.resolve();
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.resolve();
  t.expect({ life: { P2: 17 }, zones: { 'Lightning Bolt': 'exile', Shock: 'graveyard' } });
});
