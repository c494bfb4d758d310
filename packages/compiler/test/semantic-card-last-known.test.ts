/**
 * 608.2h: "that card's power / mana value / toughness" of a target card an earlier instruction moved out of its
 * graveyard is read from the card as it last existed there (it is a new object elsewhere, 400.7). Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

test("608.2h: Lie in Wait — returns Craw Wurm to its owner's hand, then deals damage equal to its power (6)", () => {
  modernDef('Lie in Wait');
  const t = cardGame(
    {
      players: [
        { hand: ['Lie in Wait'], graveyard: ['Craw Wurm'], battlefield: [...landsFor('{B}{G}{U}')] },
        { battlefield: ['Serra Angel'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lie in Wait', { targets: ['Craw Wurm', 'Serra Angel'] });
  t.resolve();
  t.expect({
    players: { P1: { hand: ['Craw Wurm'] }, P2: { graveyard: ['Serra Angel'] } },
  });
});

test("608.2h: Reanimate — its controller loses life equal to the reanimated card's mana value (6)", () => {
  modernDef('Reanimate');
  const t = cardGame(
    {
      players: [{ hand: ['Reanimate'], battlefield: [...landsFor('{B}')] }, { graveyard: ['Craw Wurm'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Reanimate', { targets: ['Craw Wurm'] });
  t.resolve();
  t.expect({ objects: { 'Craw Wurm': { zone: 'battlefield', controller: 'P1' } }, players: { P1: { life: 14 } } });
});

test('608.2h: Rotfeaster Maggot — exiles a creature card from a graveyard and gains life equal to its toughness (4)', () => {
  modernDef('Rotfeaster Maggot');
  const t = cardGame(
    {
      players: [{ hand: ['Rotfeaster Maggot'], battlefield: [...landsFor('{4}{B}')] }, { graveyard: ['Craw Wurm'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Rotfeaster Maggot');
  t.resolve();
  t.choose(['Craw Wurm']);
  t.resolve();
  t.expect({ exile: ['Craw Wurm'], players: { P1: { life: 24 } } });
});
