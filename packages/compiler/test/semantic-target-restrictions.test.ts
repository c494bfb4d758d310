/**
 * 601.2c: effects that make a permanent unable to be chosen as a target by some spells or abilities ("~ can't be the
 * target of red spells or abilities from red sources", "… of black or red spells your opponents control"), played
 * with real cards of the modern pool.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test("601.2c: Suq'Ata Firewalker — no red spell, no ability from a red source; a black spell may target it", () => {
  modernDef("Suq'Ata Firewalker");
  const t = cardGame(
    {
      players: [
        {
          library: ['Swamp'],
          hand: ['Shock', 'Disfigure'],
          battlefield: ['Prodigal Pyromancer', 'Mountain', 'Swamp'],
        },
        { library: ['Island'], battlefield: ["Suq'Ata Firewalker"] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ["Suq'Ata Firewalker"], refused: { code: 'ILLEGAL_TARGET' } });
  t.activate('Prodigal Pyromancer', { targets: ["Suq'Ata Firewalker"], refused: { code: 'ILLEGAL_TARGET' } });
  t.cast('Disfigure', { targets: ["Suq'Ata Firewalker"] }).resolve();
  t.expect({ zones: { "Suq'Ata Firewalker": 'graveyard' } });
});

test('601.2c: Fiendslayer Paladin — "red spells your opponents control": its controller may still target it', () => {
  modernDef('Fiendslayer Paladin');
  const t = cardGame(
    {
      players: [
        { library: ['Plains'], hand: ['Shock'], battlefield: ['Fiendslayer Paladin', 'Mountain'] },
        { library: ['Island'], hand: ['Shock'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.pass();
  t.cast('Shock', { by: 'P2', targets: ['Fiendslayer Paladin'], refused: { code: 'ILLEGAL_TARGET' } });
  t.pass();
  t.cast('Shock', { by: 'P1', targets: ['Fiendslayer Paladin'] }).resolve();
  t.expect({ zones: { 'Fiendslayer Paladin': 'graveyard' } });
});

test("611.2 / 601.2c: Vines of Vastwood — until end of turn, spells its controller's opponents control can't target the creature", () => {
  modernDef('Vines of Vastwood');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest'],
          hand: ['Vines of Vastwood', 'Shock'],
          battlefield: ['Grizzly Bears', 'Forest', 'Mountain'],
        },
        { library: ['Island'], hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Vines of Vastwood', { targets: ['Grizzly Bears'] }).resolve();
  t.pass();
  t.cast('Shock', { by: 'P2', targets: ['Grizzly Bears'], refused: { code: 'ILLEGAL_TARGET' } });
  t.pass();
  t.cast('Shock', { by: 'P1', targets: ['Grizzly Bears'] }).resolve();
  t.expect({ zones: { 'Grizzly Bears': 'graveyard' } }, "its controller's own spell may target it");
});
