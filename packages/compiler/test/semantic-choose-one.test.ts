/**
 * 608.2d: "gains your choice of flying, deathtouch, or lifelink", "put your choice of a menace, trample, reach, or
 * haste counter on …" — the controller chooses one option as the instruction is followed; and the other clauses this
 * change reads: "nonartifact, nonblack" (two adjectives joined by a comma), "deals damage to itself equal to its power"
 * (120.3: the creature is the source). Compiled modern cards in real engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

type Game = ReturnType<typeof cardGame>;
const keywords = (t: Game, name: string): string[] => [...chars(t.state, t.id(name)).keywords].sort();
const options = (t: Game): readonly string[] => {
  const p = t.state.pending;
  assert.equal(p?.kind, 'chooseOption');
  return p?.kind === 'chooseOption' ? p.options : [];
};

test('608.2d: Assassin Initiate gains the one keyword its controller chooses, until end of turn', () => {
  modernDef('Assassin Initiate');
  const t = cardGame(
    {
      players: [{ battlefield: ['Assassin Initiate', 'Swamp'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Assassin Initiate');
  t.resolve();
  assert.deepEqual(options(t), ['flying', 'deathtouch', 'lifelink']);
  t.choose('deathtouch');
  assert.deepEqual(keywords(t, 'Assassin Initiate'), ['deathtouch']);
  t.expect({ log_cites: ['608.2d'] });
  t.advance('upkeep', 3);
  assert.deepEqual(keywords(t, 'Assassin Initiate'), []);
});

test("608.2d: Alchemist's Gift gives +1/+1 and the chosen one of deathtouch or lifelink", () => {
  modernDef("Alchemist's Gift");
  const t = cardGame(
    {
      players: [{ hand: ["Alchemist's Gift"], battlefield: ['Swamp', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Alchemist's Gift", { targets: ['Grizzly Bears'] });
  t.resolve();
  t.choose('lifelink');
  const c = chars(t.state, t.id('Grizzly Bears'));
  assert.deepEqual([c.power, c.toughness], [3, 3]);
  assert.deepEqual(keywords(t, 'Grizzly Bears'), ['lifelink']);
});

test('608.2d / 122.1b: Owen Grady puts the chosen keyword counter on target Dinosaur, which then has that keyword', () => {
  modernDef('Owen Grady, Raptor Trainer');
  const t = cardGame(
    {
      players: [{ battlefield: ['Owen Grady, Raptor Trainer', 'Colossal Dreadmaw'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Owen Grady, Raptor Trainer', { targets: ['Colossal Dreadmaw'] });
  t.resolve();
  assert.deepEqual(options(t), ['menace counter', 'trample counter', 'reach counter', 'haste counter']);
  t.choose('reach');
  assert.equal(t.state.objects[t.id('Colossal Dreadmaw')]!.counters.reach, 1);
  assert.deepEqual(keywords(t, 'Colossal Dreadmaw'), ['reach', 'trample']);
});

test('122.1b: Heightened Reflexes puts a first strike counter on the creature', () => {
  modernDef('Heightened Reflexes');
  const t = cardGame(
    {
      players: [{ hand: ['Heightened Reflexes'], battlefield: ['Mountain', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Heightened Reflexes', { targets: ['Grizzly Bears'] });
  t.resolve();
  assert.deepEqual(keywords(t, 'Grizzly Bears'), ['first strike']);
});

test('Terror: "target nonartifact, nonblack creature" refuses a black creature and destroys a green one', () => {
  modernDef('Terror');
  const t = cardGame(
    {
      players: [
        { hand: ['Terror'], battlefield: ['Swamp', 'Swamp'] },
        { battlefield: ['Grizzly Bears', 'Vampire Nighthawk'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Terror', { targets: ['Vampire Nighthawk'], refused: true });
  t.cast('Terror', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.expect({ zones: { 'Grizzly Bears': 'graveyard', 'Vampire Nighthawk': 'battlefield' } });
});

test('120.3: Inner Struggle — the creature deals damage to itself equal to its power (its deathtouch and lifelink count)', () => {
  modernDef('Inner Struggle');
  const t = cardGame(
    {
      players: [
        { hand: ['Inner Struggle'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Hill Giant', 'Vampire Nighthawk'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Inner Struggle', { targets: ['Vampire Nighthawk'] });
  t.resolve();
  t.expect({ zones: { 'Vampire Nighthawk': 'graveyard' }, life: { P2: 22 } });
});

test('614.1c / 614.12: Boot Nipper enters with the counter its controller chooses, and has that keyword (122.1b)', () => {
  modernDef('Boot Nipper');
  const t = cardGame(
    {
      players: [{ hand: ['Boot Nipper'], battlefield: ['Swamp', 'Swamp'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Boot Nipper');
  t.resolve();
  assert.deepEqual(options(t), ['deathtouch counter', 'lifelink counter']);
  t.choose('lifelink');
  assert.deepEqual(t.state.objects[t.id('Boot Nipper')]!.counters, { lifelink: 1 });
  assert.deepEqual(keywords(t, 'Boot Nipper'), ['lifelink']);
  t.expect({ log_cites: ['614.1c'] });
});
