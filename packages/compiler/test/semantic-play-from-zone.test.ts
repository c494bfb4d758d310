/**
 * 401.5 / 601.3 / 305.1: static permissions to see and play cards from the top of a library or from a graveyard —
 * "You may look at the top card of your library any time.", "Play with the top card of your library revealed.", "You
 * may play lands and cast [spells] from the top of your library.", "Once during each of your turns, you may cast [a
 * spell] from your graveyard." Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('401.5: Sphinx of Jwar Isle lets its controller see the top card of their library; the opponent does not', () => {
  modernDef('Sphinx of Jwar Isle');
  const t = cardGame(
    {
      players: [{ battlefield: ['Sphinx of Jwar Isle'], library: ['Shock', 'Island'] }, { library: ['Forest'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const own = viewFor(t.state, t.player('P1')).players[0]!;
  assert.equal(own.libraryTop?.name, 'Shock');
  assert.equal(viewFor(t.state, t.player('P2')).players[0]!.libraryTop, undefined);
  assert.equal(viewFor(t.state, t.player('P1')).players[1]!.libraryTop, undefined, 'only its controller’s library');
});

test('401.5: with Courser of Kruphix every player sees the top card of its controller’s library', () => {
  modernDef('Courser of Kruphix');
  const t = cardGame(
    {
      players: [{ battlefield: ['Courser of Kruphix'], library: ['Shock'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(viewFor(t.state, t.player('P2')).players[0]!.libraryTop?.name, 'Shock');
});

test('305.1 / 601.3: Courser of Kruphix lets its controller play a land from the top of their library, not cast a spell', () => {
  modernDef('Courser of Kruphix');
  const t = cardGame(
    {
      players: [{ battlefield: ['Courser of Kruphix'], library: ['Forest', 'Grizzly Bears', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.play('Forest');
  assert.equal(t.cards('P1', 'library')[0], 'Grizzly Bears');
  assert.equal(t.cards('P1', 'library').length, 2);
  assert.ok(t.state.battlefield.some((id) => t.nameOf(id).startsWith('Forest')));
  t.cast('Grizzly Bears', { refused: { code: 'ILLEGAL_CHOICE', rule: '601.2a' } });
});

test('601.3: Elven Chorus lets its controller cast a creature spell from the top of their library, not a noncreature one', () => {
  modernDef('Elven Chorus');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Elven Chorus', 'Forest', 'Forest', 'Mountain'], library: ['Grizzly Bears', 'Shock'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears');
  t.resolve();
  assert.equal(t.zone('Grizzly Bears'), 'battlefield');
  assert.equal(t.cards('P1', 'library')[0], 'Shock');
  t.cast('Shock', { targets: ['P2'], refused: { code: 'ILLEGAL_CHOICE', rule: '601.2a' } });
});

test('601.3: a card below the top of the library is not playable with Elven Chorus', () => {
  modernDef('Elven Chorus');
  const t = cardGame(
    {
      players: [{ battlefield: ['Elven Chorus', 'Forest', 'Forest'], library: ['Island', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears', { refused: { code: 'ILLEGAL_CHOICE', rule: '601.2a' } });
});

test('601.3: Karador, Ghost Chieftain lets its controller cast one creature spell from their graveyard each of their turns', () => {
  modernDef('Karador, Ghost Chieftain');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Karador, Ghost Chieftain', 'Forest', 'Forest', 'Forest', 'Forest'],
          graveyard: ['Grizzly Bears', 'Runeclaw Bear', 'Shock'],
          library: ['Island', 'Island'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ['P2'], refused: { code: 'ILLEGAL_CHOICE' } });
  t.cast('Grizzly Bears');
  t.resolve();
  assert.equal(t.zone('Grizzly Bears'), 'battlefield');
  t.expect({ log_cites: ['601.3'] });
  // Once during each of your turns: the second creature card waits for the next of its controller's turns.
  t.cast('Runeclaw Bear', { refused: { code: 'ILLEGAL_CHOICE' } });
  t.advance('main1', 4);
  t.cast('Runeclaw Bear');
  t.resolve();
  assert.equal(t.zone('Runeclaw Bear'), 'battlefield');
});

test('601.3: Karador’s permission is for its controller’s own turns only', () => {
  modernDef('Karador, Ghost Chieftain');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Karador, Ghost Chieftain', 'Forest', 'Forest'], graveyard: ['Ambush Viper'] },
        { battlefield: ['Island'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.pass(); // P2 passes: P1 holds priority in P2's main phase (Ambush Viper has flash)
  t.cast('Ambush Viper', { refused: { code: 'ILLEGAL_CHOICE' } });
});

test('601.3: Johann, Apprentice Sorcerer lets its controller cast one instant or sorcery from the top of their library each turn, any turn', () => {
  modernDef('Johann, Apprentice Sorcerer');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Johann, Apprentice Sorcerer', 'Mountain', 'Mountain', 'Mountain'],
          library: ['Shock', 'Lightning Bolt', 'Island', 'Island'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ['P2'] });
  t.resolve();
  assert.equal(t.life('P2'), 18);
  // Once each turn: Lightning Bolt, now on top, waits for the next turn.
  t.cast('Lightning Bolt', { targets: ['P2'], refused: { code: 'ILLEGAL_CHOICE', rule: '601.2a' } });
  t.advance('upkeep', 3); // P2's turn: each turn, not only its controller's
  t.pass(); // P2 passes: P1 holds priority in P2's upkeep
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.resolve();
  assert.equal(t.life('P2'), 15);
});
