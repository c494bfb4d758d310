/**
 * 601.2f / 602.2b: "This ability costs {1} less to activate for each …" — the activation cost's generic mana is reduced
 * by the count as the ability is activated, never below its coloured part; compiled modern cards in real engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island'];

test('601.2f: Diary of Dreams with two page counters — {5} less {2}: three Islands pay for its draw', () => {
  modernDef('Diary of Dreams');
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          battlefield: [{ card: 'Diary of Dreams', counters: { page: 2 } }, 'Island', 'Island', 'Island'],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Diary of Dreams', { ability: '{5}, {T}', pay: ['Island', 'Island', 'Island'] });
  t.resolve();
  t.expect({ players: { P1: { hand_count: 1 } }, objects: { 'Diary of Dreams': { tapped: true } } });
});

test('601.2f: without page counters Diary of Dreams costs the full {5}: three Islands are not enough', () => {
  modernDef('Diary of Dreams');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Diary of Dreams', 'Island', 'Island', 'Island'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Diary of Dreams', { ability: '{5}, {T}', pay: ['Island', 'Island', 'Island'], refused: true });
});

test('601.2f: Otawara, Soaring City channelled with two legendary creatures costs {1}{U}, counted as it is activated', () => {
  modernDef('Otawara, Soaring City');
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          hand: ['Otawara, Soaring City'],
          battlefield: ['Isamaru, Hound of Konda', 'Ragavan, Nimble Pilferer', 'Island', 'Island'],
        },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Otawara, Soaring City', { ability: 1, targets: ['Grizzly Bears'], pay: ['Island', 'Island'] });
  t.resolve();
  t.expect({ zones: { 'Grizzly Bears': 'hand', 'Otawara, Soaring City': 'graveyard' } });
});

test("601.2f: the reduction never takes coloured mana — Tamiyo's Logbook with six other artifacts still costs {U}, which one Island pays", () => {
  modernDef("Tamiyo's Logbook");
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          battlefield: ["Tamiyo's Logbook", ...Array(6).fill('Ornithopter'), 'Island'],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate("Tamiyo's Logbook", { pay: [], refused: true });
  t.activate("Tamiyo's Logbook", { pay: ['Island'] });
  t.resolve();
  t.expect({ players: { P1: { hand_count: 1 } } });
});
