/**
 * 118.3 / 601.2h: costs naming "another" object — "Tap another untapped Merfolk you control" (an object other than the
 * ability's source, tapped as the cost is paid, 701.26a) and grandeur's "Discard another card named ~"; compiled
 * modern cards in real engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island'];

function kumena(battlefield: string[]): ReturnType<typeof cardGame> {
  modernDef('Kumena, Tyrant of Orazca');
  return cardGame(
    {
      players: [{ library: [...LIB], battlefield }, { library: [...LIB] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('601.2h: Kumena taps another untapped Merfolk to become unblockable this turn', () => {
  const t = kumena(['Kumena, Tyrant of Orazca', 'Merfolk Looter']);
  t.activate('Kumena, Tyrant of Orazca', { ability: 'Tap another', costs: ['Merfolk Looter'] });
  t.resolve();
  t.expect({
    objects: { 'Merfolk Looter': { tapped: true }, 'Kumena, Tyrant of Orazca': { tapped: false } },
  });
});

test('601.2h: Kumena, itself an untapped Merfolk, is not "another": alone it cannot pay the cost', () => {
  const t = kumena(['Kumena, Tyrant of Orazca']);
  t.activate('Kumena, Tyrant of Orazca', {
    ability: 'Tap another',
    costs: ['Kumena, Tyrant of Orazca'],
    refused: true,
  });
});

test('601.2h: grandeur — Tarox Bladewing discards another Tarox Bladewing and gets +X/+X, X its power (4/3 becomes 8/7)', () => {
  modernDef('Tarox Bladewing');
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          hand: [{ card: 'Tarox Bladewing', label: 'Second Tarox' }],
          battlefield: [{ card: 'Tarox Bladewing', label: 'Tarox' }],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Tarox', { costs: ['Second Tarox'] });
  t.resolve();
  t.expect({ zones: { 'Second Tarox': 'graveyard' }, objects: { Tarox: { power: 8, toughness: 7 } } });
});

test('601.2h: grandeur needs another card of that name in hand — a different card cannot be discarded', () => {
  modernDef('Tarox Bladewing');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Shivan Dragon'], battlefield: ['Tarox Bladewing'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Tarox Bladewing', { costs: ['Shivan Dragon'], refused: true });
});
