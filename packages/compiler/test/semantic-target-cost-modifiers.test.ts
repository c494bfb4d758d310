/**
 * 601.2f: "Spells your opponents cast that target this creature cost {2} more to cast", "Spells you cast that target
 * this creature cost {2} less to cast", "… that target a creature or planeswalker you control …": the total cost is
 * determined after the targets are chosen (601.2c), and the modifier applies only when one of them is the one named.
 * Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island'];

/** P2 is the active player in their main phase, with `p2Field` (lands) and a Shock in hand; P1 controls `p1Field`. */
function opponentShock(p1Field: string[], p2Field: string[]) {
  return cardGame(
    {
      players: [
        { battlefield: p1Field, library: [...LIB] },
        { hand: ['Shock'], battlefield: p2Field, library: [...LIB] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
}

test('601.2f: Boreal Elemental — an opponent’s Shock targeting it costs {2}{R}: refused with one Mountain', () => {
  modernDef('Boreal Elemental');
  const t = opponentShock(['Boreal Elemental'], ['Mountain']);
  t.cast('Shock', { targets: ['Boreal Elemental'], refused: true });
  t.cast('Shock', { targets: ['P1'] }); // a Shock at the player costs {R}
  t.resolve();
  t.expect({ players: { P1: { life: 18 } } });
});

test('601.2f: Boreal Elemental — with three Mountains the Shock targeting it is cast, paying {2}{R}', () => {
  const t = opponentShock(['Boreal Elemental'], ['Mountain', 'Mountain', 'Mountain']);
  t.cast('Shock', { targets: ['Boreal Elemental'] });
  t.expect({
    objects: { 'Mountain#1': { tapped: true }, 'Mountain#2': { tapped: true }, 'Mountain#3': { tapped: true } },
  });
  t.resolve();
  t.expect({ zones: { Shock: 'graveyard', 'Boreal Elemental': 'battlefield' } }); // 3/4: survives 2 damage
});

test('601.2f: Kasmina — an opponent’s spell targeting a creature its controller controls costs {2} more', () => {
  modernDef('Kasmina, Enigmatic Mentor');
  const t = opponentShock(['Kasmina, Enigmatic Mentor', 'Grizzly Bears'], ['Mountain']);
  t.cast('Shock', { targets: ['Grizzly Bears'], refused: true });
});

test('601.2f: Jubilant Skybonder — its granted "cost {2} more" protects a creature with flying it gives it to', () => {
  modernDef('Jubilant Skybonder');
  const t = opponentShock(['Jubilant Skybonder', 'Grizzly Bears'], ['Mountain']);
  t.cast('Shock', { targets: ['Jubilant Skybonder'], refused: true });
  t.cast('Shock', { targets: ['Grizzly Bears'] }); // no flying: no increase
  t.resolve();
  t.expect({ zones: { 'Grizzly Bears': 'graveyard' } });
});

test('601.2f: Elderwood Scion — its controller’s Titanic Growth targeting it costs {G}, not {1}{G}', () => {
  modernDef('Elderwood Scion');
  const t = cardGame(
    {
      players: [
        { hand: ['Titanic Growth'], battlefield: ['Elderwood Scion', 'Forest'], library: [...LIB] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Titanic Growth', { targets: ['Elderwood Scion'] });
  t.resolve();
  t.expect({ objects: { 'Elderwood Scion': { pt: '8/8' } } });
});
