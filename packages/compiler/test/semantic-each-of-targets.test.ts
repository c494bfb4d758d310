/**
 * 601.2c / 115.4: "deals N damage to each of up to two target creatures" / "to each of one or two targets" — each
 * target of the group is dealt the damage; 205.4e (current CR): a legendary sorcery is cast only by a player who controls
 * a legendary creature or planeswalker. Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

test('601.2c: Dual Shot deals 1 damage to each of up to two target creatures', () => {
  modernDef('Dual Shot');
  const t = cardGame(
    {
      players: [
        { hand: ['Dual Shot'], library: [...LIB], battlefield: ['Mountain'] },
        { library: [...LIB], battlefield: ['Llanowar Elves', 'Savannah Lions', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Dual Shot', { targets: [['Llanowar Elves', 'Savannah Lions']] });
  t.resolve();
  t.expect({
    players: { P2: { graveyard: ['Llanowar Elves', 'Savannah Lions'] } },
    objects: { 'Grizzly Bears': { damage: 0 } },
  });
});

test('115.4 / 601.2c: Storm of Steel deals 2 damage to each of one or two targets — a creature and a player', () => {
  modernDef('Storm of Steel');
  const t = cardGame(
    {
      players: [
        { hand: ['Storm of Steel'], library: [...LIB], battlefield: [...landsFor('{3}{R}')] },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Storm of Steel', { targets: [['Grizzly Bears', 'P2']] });
  t.resolve();
  t.expect({ players: { P2: { life: 18, graveyard: ['Grizzly Bears'] } } });
});

test("205.4e: Jaya's Immolating Inferno — refused without a legendary creature or planeswalker; with Isamaru, X damage to each of up to three targets", () => {
  modernDef("Jaya's Immolating Inferno");
  const setup = (battlefield: string[]) =>
    cardGame(
      {
        players: [
          {
            hand: ["Jaya's Immolating Inferno"],
            library: [...LIB],
            battlefield: [...landsFor('{2}{R}{R}'), ...battlefield],
          },
          { library: [...LIB], battlefield: ['Grizzly Bears', 'Savannah Lions'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
  const without = setup(['Grizzly Bears']);
  without.cast("Jaya's Immolating Inferno", {
    x: 2,
    targets: [['Savannah Lions', 'P2']],
    refused: { rule: '205.4e' },
  });
  const t = setup(['Isamaru, Hound of Konda']);
  t.cast("Jaya's Immolating Inferno", { x: 2, targets: [['Grizzly Bears', 'Savannah Lions', 'P2']] });
  t.resolve();
  t.expect({ players: { P2: { life: 18, graveyard: ['Grizzly Bears', 'Savannah Lions'] } } });
});
