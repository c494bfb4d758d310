/**
 * 201.3: "choose a [nonland] card name". The decision offers no list of names (the engine doesn't hold the pool, and a
 * list would reveal the decks): the player answers with text, and the engine refuses a blank or over-long one, or the
 * name of a card of this game whose types break the filter. 607.2: the permanent keeps the name ("the chosen name").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = Array(8).fill('Island');

function game(p1: PlayerSetup, p2: PlayerSetup): CardGame {
  return cardGame(
    {
      players: [
        { library: [...LIB], ...p1 },
        { library: [...LIB], ...p2 },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test("201.3 / 614.12: Meddling Mage enters naming Lightning Bolt — Lightning Bolt can't be cast (101.2), Shock can", () => {
  modernDef('Meddling Mage');
  const t = game(
    { hand: ['Meddling Mage'], battlefield: ['Plains', 'Island'] },
    { hand: ['Lightning Bolt', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
  );
  t.cast('Meddling Mage');
  t.resolve();
  t.choose('Lightning Bolt');
  assert.equal(t.object('Meddling Mage').chosen?.name, 'Lightning Bolt');
  t.expect({ log_cites: ['201.3', '614.12'] });
  t.pass();
  t.cast('Lightning Bolt', { by: 'P2', targets: ['P1'], refused: true });
  t.cast('Shock', { by: 'P2', targets: ['P1'] });
});

test('201.3: the name choice refuses a blank name and the name of a land of this game for "a nonland card name"', () => {
  modernDef('Meddling Mage');
  const t = game({ hand: ['Meddling Mage'], battlefield: ['Plains', 'Island'] }, {});
  t.cast('Meddling Mage');
  t.resolve();
  t.choose('   ', { refused: { code: 'ILLEGAL_CHOICE', rule: '201.3' } });
  t.choose('Plains', { refused: { code: 'ILLEGAL_CHOICE', rule: '201.3' } });
  t.choose('x'.repeat(200), { refused: { code: 'ILLEGAL_CHOICE', rule: '201.3' } });
  t.choose('Counterspell');
  assert.equal(t.object('Meddling Mage').chosen?.name, 'Counterspell');
});

test('602.5: Pithing Needle naming Rod of Ruin stops its ability', () => {
  modernDef('Pithing Needle');
  const t = game(
    { hand: ['Pithing Needle'], battlefield: ['Plains'] },
    { battlefield: ['Rod of Ruin', 'Llanowar Elves', 'Mountain', 'Mountain', 'Mountain'] },
  );
  t.cast('Pithing Needle');
  t.resolve();
  t.choose('Rod of Ruin');
  t.pass();
  t.activate('Rod of Ruin', { by: 'P2', targets: ['P1'], refused: { rule: '602.5' } });
});

test('602.5: Pithing Needle naming Llanowar Elves leaves its mana ability ("unless they\'re mana abilities")', () => {
  modernDef('Pithing Needle');
  const t = game({ hand: ['Pithing Needle'], battlefield: ['Plains'] }, { battlefield: ['Llanowar Elves'] });
  t.cast('Pithing Needle');
  t.resolve();
  t.choose('Llanowar Elves');
  t.activate('Llanowar Elves', { by: 'P2' });
});

test('602.5: Phyrexian Revoker naming a cycling card stops cycling it from the hand (a source in any zone)', () => {
  modernDef('Phyrexian Revoker');
  const t = game(
    { hand: ['Phyrexian Revoker'], battlefield: ['Plains', 'Plains'] },
    { hand: ['Renewed Faith', 'Secluded Steppe'], battlefield: ['Plains', 'Plains', 'Plains'] },
  );
  t.cast('Phyrexian Revoker');
  t.resolve();
  t.choose('Renewed Faith');
  t.pass();
  t.activate('Renewed Faith', { by: 'P2', from: 'hand', refused: { rule: '602.5' } });
  t.activate('Secluded Steppe', { by: 'P2', from: 'hand' });
});

test('607.2: Declaration of Naught counters a spell with the chosen name', () => {
  modernDef('Declaration of Naught');
  const t = game(
    { hand: ['Declaration of Naught'], battlefield: ['Island', 'Island', 'Island'] },
    { hand: ['Shock'], battlefield: ['Mountain'] },
  );
  t.cast('Declaration of Naught');
  t.resolve();
  t.choose('Shock');
  t.pass();
  t.cast('Shock', { by: 'P2', targets: ['P1'] });
  t.activate('Declaration of Naught', { by: 'P1', targets: ['Shock'] });
  t.resolve();
  assert.equal(t.zone('Shock'), 'graveyard');
  assert.equal(t.life('P1'), 20);
});
