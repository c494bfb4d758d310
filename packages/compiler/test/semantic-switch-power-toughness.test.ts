/**
 * 613.4d: effects that switch a creature's power and toughness apply in layer 7d, after every other power and
 * toughness effect whatever their timestamps; compiled modern cards in real engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

type Game = ReturnType<typeof cardGame>;
const pt = (t: Game, name: string): [number | null, number | null] => {
  const c = chars(t.state, t.id(name));
  return [c.power, c.toughness];
};

test("613.4d: About Face switches target creature's power and toughness until end of turn", () => {
  modernDef('About Face');
  const t = cardGame(
    {
      players: [{ hand: ['About Face'], battlefield: ['Mountain', 'Horned Turtle'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('About Face', { targets: ['Horned Turtle'] });
  t.resolve();
  assert.deepEqual(pt(t, 'Horned Turtle'), [4, 1]);
  t.advance('upkeep', 3);
  assert.deepEqual(pt(t, 'Horned Turtle'), [1, 4], 'the switch ended with the turn (514.2)');
});

test('613.4d: a +N/+N that begins after the switch still applies before it (layer 7c, then 7d)', () => {
  modernDef('About Face');
  const t = cardGame(
    {
      players: [{ hand: ['About Face', 'Giant Growth'], battlefield: ['Mountain', 'Forest', 'Horned Turtle'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('About Face', { targets: ['Horned Turtle'] });
  t.resolve();
  t.cast('Giant Growth', { targets: ['Horned Turtle'] });
  t.resolve();
  assert.deepEqual(pt(t, 'Horned Turtle'), [7, 4], '1/4 gets +3/+3 (4/7), then is switched (7/4)');
});

test("613.4d: Mannichi, the Fevered Dream switches each creature's power and toughness", () => {
  modernDef('Mannichi, the Fevered Dream');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Mannichi, the Fevered Dream', 'Mountain', 'Mountain', 'Horned Turtle'] },
        { battlefield: ['Hill Giant', 'Wall of Stone'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Mannichi, the Fevered Dream', { ability: '{1}{R}' });
  t.resolve();
  assert.deepEqual(pt(t, 'Horned Turtle'), [4, 1]);
  assert.deepEqual(pt(t, 'Hill Giant'), [3, 3]);
  t.expect({ zones: { 'Wall of Stone': 'graveyard' } }); // 0/8 became 8/0: toughness 0 (704.5f)
  assert.deepEqual(pt(t, 'Mannichi, the Fevered Dream'), [2, 1], 'a 1/2 itself');
});

test("613.4d: Aquamoeba's discard cost switches its own power and toughness", () => {
  modernDef('Aquamoeba');
  const t = cardGame(
    {
      players: [{ hand: ['Forest'], battlefield: ['Aquamoeba'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Aquamoeba', { costs: ['Forest'] });
  t.resolve();
  assert.deepEqual(pt(t, 'Aquamoeba'), [3, 1]);
  t.expect({ zones: { Forest: 'graveyard' } });
});

test('613.4d: Inversion Behemoth switches each of any number of target creatures at the beginning of combat', () => {
  modernDef('Inversion Behemoth');
  const t = cardGame(
    {
      players: [{ battlefield: ['Inversion Behemoth', 'Horned Turtle'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.pass(2);
  t.choose(['Horned Turtle', 'Inversion Behemoth']);
  t.resolve();
  assert.deepEqual(pt(t, 'Horned Turtle'), [4, 1]);
  const behemoth = chars(t.state, t.id('Inversion Behemoth'));
  const printed = t.state.cards[t.state.objects[t.id('Inversion Behemoth')]!.defKey]!;
  assert.deepEqual([behemoth.power, behemoth.toughness], [Number(printed.toughness), Number(printed.power)]);
  assert.deepEqual(pt(t, 'Hill Giant'), [3, 3], 'not chosen');
});
