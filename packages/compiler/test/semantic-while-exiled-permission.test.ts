/**
 * 601.2a / 611.2a: "You may cast that card for as long as it remains exiled" — a permission to play an exiled card
 * with no end but the card leaving exile (400.7): after "Exile all creatures" (each card exiled this way), after a
 * counter that exiles the spell instead (614.1a), for the exiled card's owner ("its owner may cast it"), and with the
 * duration first ("For as long as it remains exiled, you may play it"). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('601.2a / 611.2a: Release to the Wind — its owner may cast the exiled card free on a later turn; its caster may not', () => {
  modernDef('Release to the Wind');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island', 'Island'],
          hand: ['Release to the Wind'],
          battlefield: ['Island', 'Island', 'Island'],
        },
        { library: ['Island', 'Island', 'Island', 'Island'], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Release to the Wind', { targets: ['Hill Giant'] });
  t.resolve();
  t.expect({ objects: { 'Hill Giant': 'exile' }, log_cites: ['601.2a'] });
  t.cast('Hill Giant', { refused: true }); // the permission is its owner's, not the controller's
  t.advance('main1', 3); // P2's turn: the permission outlasts the turn it was given in
  t.cast('Hill Giant'); // P2 has no lands: without paying its mana cost (118.9)
  t.resolve();
  t.expect({ objects: { 'Hill Giant': { zone: 'battlefield', controller: 'P2' } } });
});

test('601.2a / 608.2c: Heartless Conscription — each creature card exiled this way may be cast on later turns, with mana of any type (609.4b)', () => {
  modernDef('Heartless Conscription');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island', 'Island'],
          hand: ['Heartless Conscription'],
          battlefield: [...Array(6).fill('Swamp'), 'Swamp', 'Swamp', 'Grizzly Bears'],
        },
        { library: ['Island', 'Island', 'Island', 'Island'], battlefield: ['Hill Giant', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Heartless Conscription');
  t.resolve();
  t.expect({
    objects: { 'Hill Giant': 'exile', 'Grizzly Bears': 'exile', 'Heartless Conscription': 'exile' },
    log_cites: ['609.4b'],
  });
  t.advance('main1', 4); // P1's next turn: the lands untapped; Swamps pay {G} and {3}{R} (mana of any type)
  t.cast('Hill Giant');
  t.resolve();
  t.cast('Grizzly Bears');
  t.resolve();
  t.expect({ objects: { 'Hill Giant': { zone: 'battlefield', controller: 'P1', owner: 'P2' } } });
  t.expect({ objects: { 'Grizzly Bears': 'battlefield' } });
});

test('614.1a / 601.2a: Spelljack — the countered spell is exiled instead, and its caster may cast it free on a later turn', () => {
  modernDef('Spelljack');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island', 'Island'],
          hand: ['Spelljack'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
        },
        {
          library: ['Island', 'Island', 'Island', 'Island'],
          hand: ['Hill Giant'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Hill Giant');
  t.cast('Spelljack', { targets: ['Hill Giant'], by: 'P1' });
  t.resolve();
  t.expect({ objects: { 'Hill Giant': 'exile' }, log_cites: ['614.1a', '601.2a'] });
  t.advance('main1', 3); // P1's turn, its Islands tapped for Spelljack untapped
  t.cast('Hill Giant', { pay: [] });
  t.resolve();
  t.expect({ objects: { 'Hill Giant': { zone: 'battlefield', controller: 'P1' } } });
});

test("601.2a / 406.3: Dream-Thief's Bandana — the card exiled face down from that player's library may be played while it remains exiled", () => {
  modernDef("Dream-Thief's Bandana");
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island', 'Island'],
          battlefield: ["Dream-Thief's Bandana", 'Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { library: ['Hill Giant', 'Mountain', 'Mountain', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate("Dream-Thief's Bandana", { targets: ['Grizzly Bears'] });
  t.resolve();
  t.attack(['Grizzly Bears']);
  t.advance('end');
  t.expect({ objects: { 'Hill Giant': { zone: 'exile', face_down: true } } });
  t.advance('main1', 4); // a later turn; Plains pay {3}{R} (mana of any type, 609.4b)
  t.cast('Hill Giant');
  t.resolve();
  t.expect({ objects: { 'Hill Giant': { zone: 'battlefield', controller: 'P1', owner: 'P2' } } });
});
