/**
 * 613.1d–f, 613.4b, 205.1a–b: static abilities that change a permanent's types, colours, abilities and base power and
 * toughness — "Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1",
 * "All creatures lose all abilities and have base power and toughness 1/1", "… are Bears in addition to their other
 * types". Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('613.4b / 205.1a: Frogify makes Serra Angel a 1/1 blue Frog creature with no abilities; Giant Growth still adds +3/+3 (613.4c)', () => {
  modernDef('Frogify');
  const t = cardGame(
    {
      players: [
        { hand: ['Giant Growth'], battlefield: ['Forest'] },
        { battlefield: ['Serra Angel', { card: 'Frogify', attached_to: 'Serra Angel' }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const c = t.chars('Serra Angel');
  assert.deepEqual([c.power, c.toughness], [1, 1]);
  assert.deepEqual(c.colors, ['U']);
  assert.deepEqual(c.types, ['Creature']);
  assert.deepEqual(c.subtypes, ['Frog'], 'it loses its other creature types (205.1a)');
  assert.ok(!c.keywords.has('flying') && !c.keywords.has('vigilance'));
  t.cast('Giant Growth', { targets: ['Serra Angel'] });
  t.resolve();
  assert.deepEqual(t.pt('Serra Angel'), [4, 4]);
});

test('613.1f / 613.4b: Humility — every creature loses all abilities and is 1/1', () => {
  modernDef('Humility');
  const t = cardGame(
    {
      players: [{ battlefield: ['Humility', 'Serra Angel'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.pt('Serra Angel'), [1, 1]);
  assert.deepEqual(t.pt('Hill Giant'), [1, 1]);
  assert.ok(!t.chars('Serra Angel').keywords.has('flying'));
});

test('205.1b: Kudo, King Among Bears — another creature is a 2/2 Bear in addition to its other types', () => {
  modernDef('Kudo, King Among Bears');
  const t = cardGame(
    {
      players: [{ battlefield: ['Kudo, King Among Bears'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.pt('Hill Giant'), [2, 2]);
  assert.deepEqual([...t.chars('Hill Giant').subtypes].sort(), ['Bear', 'Giant']);
});

test('205.1b / 613.4b: Ensoul Artifact makes a noncreature artifact a 5/5 artifact creature', () => {
  modernDef('Ensoul Artifact');
  const t = cardGame(
    {
      players: [{ battlefield: ['Mind Stone', { card: 'Ensoul Artifact', attached_to: 'Mind Stone' }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.pt('Mind Stone'), [5, 5]);
  assert.deepEqual([...t.chars('Mind Stone').types].sort(), ['Artifact', 'Creature']);
});

test('613.1f: Deep Freeze — defender stays (it loses all other abilities), and it is a blue Wall in addition to its colours and types', () => {
  modernDef('Deep Freeze');
  const t = cardGame(
    {
      players: [{ battlefield: ['Serra Angel', { card: 'Deep Freeze', attached_to: 'Serra Angel' }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const c = t.chars('Serra Angel');
  assert.deepEqual([c.power, c.toughness], [0, 4]);
  assert.ok(c.keywords.has('defender'), 'it has defender');
  assert.ok(!c.keywords.has('flying'), 'it lost flying');
  assert.deepEqual([...c.colors].sort(), ['U', 'W']);
  assert.deepEqual([...c.subtypes].sort(), ['Angel', 'Wall']);
});

test('205.1a: Lignify — Grizzly Bears is a 0/4 Treefolk (its creature type replaced), still a creature', () => {
  modernDef('Lignify');
  const t = cardGame(
    {
      players: [{ battlefield: ['Grizzly Bears', { card: 'Lignify', attached_to: 'Grizzly Bears' }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const c = t.chars('Grizzly Bears');
  assert.deepEqual([c.power, c.toughness], [0, 4]);
  assert.deepEqual(c.subtypes, ['Treefolk']);
  assert.deepEqual(c.types, ['Creature']);
  assert.deepEqual(c.colors, ['G']);
});

test('611.2a / 205.1a: Turn to Frog — until end of turn Serra Angel is a 1/1 blue Frog with no abilities', () => {
  modernDef('Turn to Frog');
  const t = cardGame(
    {
      players: [
        { hand: ['Turn to Frog'], battlefield: ['Island', 'Island'] },
        { library: ['Island'], battlefield: ['Serra Angel'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Turn to Frog', { targets: ['Serra Angel'] });
  t.resolve();
  const c = t.chars('Serra Angel');
  assert.deepEqual([c.power, c.toughness], [1, 1]);
  assert.deepEqual(c.colors, ['U']);
  assert.deepEqual(c.subtypes, ['Frog']);
  assert.ok(!c.keywords.has('flying'));
  t.advance('main1', 3);
  assert.deepEqual(t.pt('Serra Angel'), [4, 4], 'the effect ended at the cleanup step');
  assert.ok(t.chars('Serra Angel').keywords.has('flying'));
});

test('205.1b: Fleetwheel Cruiser enters and becomes an artifact creature until end of turn (a 5/3 that keeps its Vehicle type)', () => {
  modernDef('Fleetwheel Cruiser');
  const t = cardGame(
    {
      players: [{ hand: ['Fleetwheel Cruiser'], battlefield: Array(4).fill('Mountain') }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Fleetwheel Cruiser');
  t.resolve('all');
  const c = t.chars('Fleetwheel Cruiser');
  assert.deepEqual([...c.types].sort(), ['Artifact', 'Creature']);
  assert.deepEqual(c.subtypes, ['Vehicle']);
  assert.deepEqual([c.power, c.toughness], [5, 3]);
  t.advance('main1', 3);
  assert.deepEqual(t.chars('Fleetwheel Cruiser').types, ['Artifact'], 'not a creature after the turn');
});

test('613.4b: Mimic — "{2}: becomes a Shapeshifter artifact creature with base power and toughness 3/3 until end of turn"', () => {
  modernDef('Mimic');
  const t = cardGame(
    {
      players: [{ battlefield: ['Mimic', 'Plains', 'Plains'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Mimic', { ability: 1 });
  t.resolve();
  const c = t.chars('Mimic');
  assert.deepEqual([...c.types].sort(), ['Artifact', 'Creature']);
  assert.deepEqual([...c.subtypes].sort(), ['Shapeshifter', 'Treasure']);
  assert.deepEqual([c.power, c.toughness], [3, 3]);
});

test('613.1d / 613.4b: Angel\'s Tomb — "you may have this artifact become a 3/3 white Angel artifact creature with flying until end of turn"', () => {
  modernDef("Angel's Tomb");
  const t = cardGame(
    {
      players: [{ hand: ['Grizzly Bears'], battlefield: ["Angel's Tomb", 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.chars("Angel's Tomb").types, ['Artifact']);
  t.cast('Grizzly Bears');
  t.resolve();
  t.resolve(); // the trigger
  t.choose(true); // "you may have …"
  t.expect({ stack: [] });
  const c = t.chars("Angel's Tomb");
  assert.deepEqual([...c.types].sort(), ['Artifact', 'Creature']);
  assert.deepEqual(c.subtypes, ['Angel']);
  assert.deepEqual(c.colors, ['W']);
  assert.deepEqual([c.power, c.toughness], [3, 3]);
  assert.ok(c.keywords.has('flying'));
});

test("611.2a / 205.1b: Ashnod's Transmogrant — the creature becomes an artifact in addition to its other types, and stays one on later turns", () => {
  modernDef("Ashnod's Transmogrant");
  const t = cardGame(
    {
      players: [{ battlefield: ["Ashnod's Transmogrant", 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate("Ashnod's Transmogrant", { targets: ['Grizzly Bears'] });
  t.resolve();
  const c = t.chars('Grizzly Bears');
  assert.deepEqual([...c.types].sort(), ['Artifact', 'Creature']);
  assert.deepEqual(c.subtypes, ['Bear']);
  assert.deepEqual([c.power, c.toughness], [3, 3]);
  t.advance('upkeep', 3);
  assert.deepEqual(
    [...t.chars('Grizzly Bears').types].sort(),
    ['Artifact', 'Creature'],
    'no duration: it lasts (611.2a)',
  );
});

test('611.2a / 205.1b: Olivia Voldaren makes the creature it damages a Vampire for good, which she can then take', () => {
  modernDef('Olivia Voldaren');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Olivia Voldaren', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Olivia Voldaren', { ability: '{1}{R}', targets: ['Craw Wurm'], pay: ['Mountain', 'Mountain'] });
  t.resolve();
  assert.deepEqual(t.chars('Craw Wurm').subtypes, ['Wurm', 'Vampire']);
  t.activate('Olivia Voldaren', { ability: '{3}{B}{B}', targets: ['Craw Wurm'] });
  t.resolve();
  assert.equal(t.chars('Craw Wurm').controller, 0);
});
