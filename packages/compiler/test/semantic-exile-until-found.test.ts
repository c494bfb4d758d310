/**
 * Issue 19: "Exile cards from the top of your library until you exile a nonland card / X permanent cards" (406.3,
 * 608.2c) and what the text does with the found card: cast it without paying its mana cost (118.9), bounded by the
 * spell's mana value (202.3), or else into the hand; put them onto the battlefield; a permission to cast it this turn.
 * Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const mountains = (n: number): string[] => Array<string>(n).fill('Mountain');

function dragonstormGame(library: string[]): CardGame {
  modernDef('Breaching Dragonstorm');
  return cardGame(
    {
      players: [{ hand: ['Breaching Dragonstorm'], battlefield: mountains(5), library }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('406.3 / 118.9: Breaching Dragonstorm exiles down to the first nonland card and its controller casts it free; the lands stay exiled', () => {
  const t = dragonstormGame(['Forest', 'Island', 'Grizzly Bears', 'Hill Giant']);
  t.cast('Breaching Dragonstorm');
  t.resolve(); // the enchantment; its enters trigger goes on the stack
  t.resolve(); // the trigger: Forest, Island, Grizzly Bears exiled; cast the Bears?
  t.choose(true);
  t.expect({ stack: ['Grizzly Bears'], exile: ['Forest', 'Island'], log_cites: ['406.3', '608.2c', '601.2'] });
  t.resolve();
  t.expect({ zones: { 'Grizzly Bears': 'battlefield', 'Hill Giant': 'library' } });
});

test("202.3 / 608.2c: Breaching Dragonstorm — a card whose spell's mana value is greater than 8 can't be cast this way and goes to the hand", () => {
  const t = dragonstormGame(['Island', 'Blightsteel Colossus', 'Grizzly Bears']);
  t.cast('Breaching Dragonstorm');
  t.resolve();
  t.resolve();
  t.expect({ zones: { 'Blightsteel Colossus': 'hand', Island: 'exile', 'Grizzly Bears': 'library' }, stack: [] });
});

test("608.2c: Breaching Dragonstorm — if its controller doesn't cast the card, it goes to their hand", () => {
  const t = dragonstormGame(['Grizzly Bears', 'Hill Giant']);
  t.cast('Breaching Dragonstorm');
  t.resolve();
  t.resolve();
  t.choose(false);
  t.expect({ zones: { 'Grizzly Bears': 'hand', 'Hill Giant': 'library' }, stack: [] });
});

test("202.3: Solstice Revelations — the spell's mana value must be less than the number of Mountains you control", () => {
  modernDef('Solstice Revelations');
  const game = (n: number): CardGame =>
    cardGame(
      {
        players: [
          { hand: ['Solstice Revelations'], battlefield: mountains(n), library: ['Forest', 'Hill Giant', 'Shock'] },
          {},
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
  const four = game(4); // Hill Giant's mana value 4 is not less than 4 Mountains
  four.cast('Solstice Revelations');
  four.resolve();
  four.expect({ zones: { 'Hill Giant': 'hand', Forest: 'exile', Shock: 'library' }, stack: [] });
  const five = game(5);
  five.cast('Solstice Revelations');
  five.resolve();
  five.choose(true);
  five.expect({ stack: ['Hill Giant'] });
});

test('406.3 / 110.2a: Auspicious Starrix mutating for the first time exiles down to one permanent card and puts it onto the battlefield', () => {
  modernDef('Auspicious Starrix');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Auspicious Starrix'],
          battlefield: ['Grizzly Bears', ...Array<string>(6).fill('Forest')],
          library: ['Shock', 'Hill Giant', 'Lightning Bolt', 'Serra Angel'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Auspicious Starrix', { targets: ['Grizzly Bears'], with: 'mutate' });
  t.resolve();
  t.choose('on top');
  t.resolve(); // "Whenever this creature mutates": X = 1 time mutated
  t.expect({
    zones: { 'Hill Giant': 'battlefield', Shock: 'exile', 'Lightning Bolt': 'library', 'Serra Angel': 'library' },
  });
});

test('406.3 / 601.2a: Territorial Bruntar — landfall exiles down to a nonland card, which its controller may cast this turn', () => {
  modernDef('Territorial Bruntar');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Mountain'],
          battlefield: ['Territorial Bruntar', 'Forest', 'Forest'],
          library: ['Island', 'Grizzly Bears', 'Hill Giant'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.play('Mountain');
  t.resolve();
  t.expect({ exile: ['Island', 'Grizzly Bears'] });
  t.cast('Grizzly Bears');
  t.resolve();
  t.expect({ zones: { 'Grizzly Bears': 'battlefield', Island: 'exile', 'Hill Giant': 'library' } });
});
