/**
 * Token-creating effects (111) compiled from Oracle text and played in engine games: a count
 * multiplied "for each …", tokens with a name of their own (111.4), legendary tokens, noncreature
 * artifact tokens, and investigate (a Clue token, 111.10).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import type { GameState, ObjectId } from '@arbiter/engine';
import { compiled, act, def, id, ok, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function tokens(g: GameState, name: string): ObjectId[] {
  return Object.values(g.objects)
    .filter((o) => o.kind !== 'ability' && o.zone === 'battlefield' && chars(g, o.id).name === name)
    .map((o) => o.id);
}

test('111.1: Avenger of Zendikar creates a 0/1 Plant for each land its controller controls', () => {
  def('Avenger of Zendikar');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Avenger of Zendikar'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
        },
        { battlefield: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Avenger of Zendikar');
  resolveAll(g);
  const plants = tokens(g, 'Plant');
  assert.equal(plants.length, 7, "one Plant per land the controller controls, not the opponent's");
  for (const p of plants) {
    assert.equal(g.objects[p]!.controller, 0);
    assert.deepEqual([chars(g, p).power, chars(g, p).toughness], [0, 1]);
  }
});

test("111.4: Tolsimir Wolfblood's token is named Voja and is legendary (704.5j applies to two of them)", () => {
  def('Tolsimir Wolfblood');
  const t = cardGame(
    { players: [{ battlefield: ['Tolsimir Wolfblood'] }, {}], position: { active: 'P1', step: 'main1' } },
    compiled,
  );
  const g = t.state;
  const tol = id(g, 'Tolsimir Wolfblood');
  act(g, 0, {
    kind: 'activate',
    source: tol,
    ability: chars(g, tol).abilities.findIndex((a) => a.kind === 'activated'),
  });
  resolveAll(g);
  const [voja] = tokens(g, 'Voja');
  assert.ok(voja !== undefined, 'a token named Voja');
  const c = chars(g, voja);
  assert.deepEqual(c.supertypes, ['Legendary']);
  assert.deepEqual(c.subtypes, ['Wolf']);
  assert.deepEqual(c.colors.slice().sort(), ['G', 'W']);
});

test('111.4: Gild exiles a creature and creates a noncreature artifact token named Gold that sacrifices for mana', () => {
  def('Gild');
  const t = cardGame(
    {
      players: [
        { hand: ['Gild'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Gild', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'exile');
  const [gold] = tokens(g, 'Gold');
  assert.ok(gold !== undefined);
  const c = chars(g, gold);
  assert.deepEqual(c.types, ['Artifact']);
  assert.equal(c.power, null, 'a noncreature token has no power');
  act(g, 0, { kind: 'activate', source: gold, ability: 0 });
  if (g.pending?.kind === 'chooseColor') ok(g, 0, { kind: 'chooseColor', color: 'R' });
  assert.equal(g.players[0]!.manaPool.R, 1, 'one mana of the chosen colour');
  assert.equal(tokens(g, 'Gold').length, 0, 'the Gold token was sacrificed as the cost');
});

test('701 investigate / 111.10: Thraben Inspector makes a Clue; {2}, sacrificing it, draws a card', () => {
  def('Thraben Inspector');
  const t = cardGame(
    {
      players: [
        { library: ['Island', 'Island'], hand: ['Thraben Inspector'], battlefield: ['Plains', 'Plains', 'Plains'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Thraben Inspector');
  resolveAll(g);
  const [clue] = tokens(g, 'Clue');
  assert.ok(clue !== undefined, 'a Clue token');
  assert.deepEqual(chars(g, clue).types, ['Artifact']);
  assert.deepEqual(chars(g, clue).subtypes, ['Clue']);
  const hand = g.players[0]!.hand.length;
  act(g, 0, { kind: 'activate', source: clue, ability: 0 });
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, hand + 1, 'one card drawn');
  assert.equal(tokens(g, 'Clue').length, 0);
});

test('701 investigate: Confirm Suspicions counters a spell and investigates three times', () => {
  def('Confirm Suspicions');
  const t = cardGame(
    {
      players: [
        { hand: ['Confirm Suspicions'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P1'] });
  t.pass();
  t.cast('Confirm Suspicions', { targets: ['Lightning Bolt'] });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 20, 'the Bolt was countered');
  assert.equal(tokens(g, 'Clue').length, 3);
});

test('107.3 / 111.4: Gelatinous Genesis with X = 2 creates two 2/2 Oozes', () => {
  def('Gelatinous Genesis');
  const t = cardGame(
    {
      players: [{ hand: ['Gelatinous Genesis'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Gelatinous Genesis', { x: 2 });
  resolveAll(g);
  const oozes = tokens(g, 'Ooze');
  assert.equal(oozes.length, 2);
  for (const o of oozes) assert.deepEqual([chars(g, o).power, chars(g, o).toughness], [2, 2]);
});

test("111.4: Oviya Pashiri's X/X Construct is as large as the number of creatures, fixed when created", () => {
  def('Oviya Pashiri, Sage Lifecrafter');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            'Oviya Pashiri, Sage Lifecrafter',
            'Grizzly Bears',
            'Grizzly Bears',
            'Forest',
            'Forest',
            'Forest',
            'Forest',
            'Forest',
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const oviya = id(g, 'Oviya Pashiri, Sage Lifecrafter');
  act(g, 0, {
    kind: 'activate',
    source: oviya,
    ability: chars(g, oviya).abilities.findIndex((a) => a.kind === 'activated' && a.text.startsWith('{4}')),
  });
  resolveAll(g);
  const [construct] = tokens(g, 'Construct');
  assert.ok(construct !== undefined);
  assert.deepEqual(
    [chars(g, construct).power, chars(g, construct).toughness],
    [3, 3],
    'three creatures as it resolved',
  );
  assert.deepEqual(chars(g, construct).types.slice().sort(), ['Artifact', 'Creature']);
});

test('701.30a populate: Eyes in the Skies creates a Bird, then copies a creature token its controller chooses', () => {
  def('Eyes in the Skies');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Eyes in the Skies', 'Eyes in the Skies'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Eyes in the Skies');
  resolveAll(g);
  assert.equal(tokens(g, 'Bird').length, 2, 'the new Bird is the only creature token: it is copied');
  t.cast('Eyes in the Skies');
  for (let i = 0; i < 10 && g.pending?.kind === 'priority'; i++) act(g, g.pending.player, { kind: 'pass' });
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects' && d.options.length === 3, 'three Birds to choose from');
  ok(g, 0, { kind: 'chooseObjects', objects: [d.options[0]!] });
  resolveAll(g);
  const birds = tokens(g, 'Bird');
  assert.equal(birds.length, 4);
  for (const b of birds) assert.ok(chars(g, b).keywords.has('flying'));
});
