/**
 * 303.4 / 301.5: "enchanted creatures you control", "creatures you control that are enchanted / equipped" — the
 * creatures an Aura / an Equipment is attached to, as a group (613.4c, 508.1c). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('303.4 / 613.4c: A Tale for the Ages gives +2/+2 to the enchanted creature only', () => {
  modernDef('A Tale for the Ages');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            'A Tale for the Ages',
            'Grizzly Bears',
            'Hill Giant',
            { card: 'Holy Strength', attached_to: 'Grizzly Bears' },
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const bears = chars(t.state, t.id('Grizzly Bears'));
  const giant = chars(t.state, t.id('Hill Giant'));
  assert.deepEqual([bears.power, bears.toughness], [2 + 1 + 2, 2 + 2 + 2]); // Holy Strength +1/+2, the Tale +2/+2
  assert.deepEqual([giant.power, giant.toughness], [3, 3]);
});

test('301.5 / 613.4c: Hexgold Hoverwings gives +1/+0 to creatures you control that are equipped', () => {
  modernDef('Hexgold Hoverwings');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            'Grizzly Bears',
            'Hill Giant',
            { card: 'Hexgold Hoverwings', attached_to: 'Grizzly Bears' },
            { card: 'Bonesplitter', attached_to: 'Hill Giant' },
          ],
        },
        { battlefield: ['Raging Goblin'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(chars(t.state, t.id('Grizzly Bears')).power, 2 + 1);
  assert.equal(chars(t.state, t.id('Hill Giant')).power, 3 + 2 + 1);
  assert.equal(chars(t.state, t.id('Raging Goblin')).power, 1, "only the controller's creatures");
});

test("303.4 / 508.1a: Song of Serenity: a creature that is enchanted can't attack; one that isn't can", () => {
  modernDef('Song of Serenity');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Grizzly Bears', 'Hill Giant', { card: 'Holy Strength', attached_to: 'Grizzly Bears' }],
        },
        { battlefield: ['Song of Serenity'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack(['Grizzly Bears'], { by: 'P1', refused: { rule: '508.1a' } });
  t.attack(['Hill Giant']);
  t.pass(2).pass(2);
  t.expect({ life: { P2: 17 } });
});
