/**
 * Issue 19: "Exile the top two cards of your library. Choose one of them. Until …, you may play that card." (608.2d,
 * 601.2a): only the chosen card may be played; the other stays in exile. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('608.2d / 601.2a: Magmatic Channeler — of the two exiled cards only the chosen one may be played this turn', () => {
  modernDef('Magmatic Channeler');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Shock'],
          battlefield: ['Magmatic Channeler', 'Forest', 'Forest'],
          library: ['Grizzly Bears', 'Llanowar Elves', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Magmatic Channeler', { costs: ['Shock'] });
  t.resolve();
  t.choose(['Grizzly Bears']);
  t.expect({ exile: ['Grizzly Bears', 'Llanowar Elves'], log_cites: ['608.2d'] });
  t.cast('Llanowar Elves', { refused: true });
  t.cast('Grizzly Bears');
  t.resolve();
  t.expect({ zones: { 'Grizzly Bears': 'battlefield', 'Llanowar Elves': 'exile', Island: 'library' } });
});

test('608.2d / 601.2a: Fireglass Mentor — after an opponent lost life, the chosen card may be played this turn', () => {
  modernDef('Fireglass Mentor');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Shock'],
          battlefield: ['Fireglass Mentor', 'Mountain', 'Forest', 'Forest'],
          library: ['Island', 'Grizzly Bears', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ['P2'] });
  t.resolve(); // an opponent lost life this turn
  t.advance('main2');
  t.resolve(); // "At the beginning of your second main phase, if an opponent lost life this turn, …"
  t.choose(['Grizzly Bears']);
  t.cast('Grizzly Bears');
  t.resolve();
  t.expect({ zones: { 'Grizzly Bears': 'battlefield', Island: 'exile' } });
  assert.ok(t.state.log.some((e) => e.rules.includes('608.2d')));
});
