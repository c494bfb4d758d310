/**
 * Lists of nouns and the groups they name: "Skeletons, Vampires, and Zombies you control" (a list ends with "or" /
 * "and"; a comma with none after it ends the noun phrase: "Whenever you cast a spell, creatures you control get …"),
 * "Untap those creatures" after a group was pumped (608.2c), and magecraft's "Whenever you cast or copy" being the
 * controller's own spells only (603.2, 707.10). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

type Side = { hand?: string[]; battlefield?: (string | { card: string; tapped: boolean })[] };

function game(active: 'P1' | 'P2', p1: Side, p2: Side = {}) {
  const library = () => ['Island', 'Island', 'Island'];
  return cardGame(
    {
      players: [
        { library: library(), ...p1 },
        { library: library(), ...p2 },
      ],
      position: { active, step: 'main1' },
    },
    modernCompiled,
  );
}

test('603.2: Soulblade Djinn — whenever you cast a noncreature spell, creatures you control get +1/+1', () => {
  modernDef('Soulblade Djinn');
  const t = game('P1', { hand: ['Giant Growth'], battlefield: ['Soulblade Djinn', 'Grizzly Bears', 'Forest'] });
  t.cast('Giant Growth', { targets: ['Grizzly Bears'] });
  t.resolve(); // the trigger: every creature P1 controls
  t.expect({ objects: { 'Soulblade Djinn': { pt: '5/4' }, 'Grizzly Bears': { pt: '3/3' } } });
  t.resolve(); // Giant Growth
  t.expect({ objects: { 'Grizzly Bears': { pt: '6/6' } } });
});

test('205.3m: Death-Priest of Myrkul — "Skeletons, Vampires, and Zombies you control" are three creature types', () => {
  modernDef('Death-Priest of Myrkul');
  const t = game('P1', {
    battlefield: ['Death-Priest of Myrkul', 'Walking Corpse', 'Vampire Nighthawk', 'Grizzly Bears'],
  });
  t.expect({
    objects: { 'Walking Corpse': { pt: '3/3' }, 'Vampire Nighthawk': { pt: '3/4' }, 'Grizzly Bears': { pt: '2/2' } },
  });
});

test('608.2c: Rallying Roar — "Untap them" untaps the creatures that got +1/+1, and only those', () => {
  modernDef('Rallying Roar');
  const t = game(
    'P1',
    {
      hand: ['Rallying Roar'],
      battlefield: [{ card: 'Grizzly Bears', tapped: true }, 'Plains', 'Plains', 'Plains'],
    },
    { battlefield: [{ card: 'Craw Wurm', tapped: true }] },
  );
  t.cast('Rallying Roar');
  t.resolve();
  t.expect({ objects: { 'Grizzly Bears': { tapped: false, pt: '3/3' }, 'Craw Wurm': { tapped: true, pt: '6/4' } } });
});

test('608.2c: Jeskai Ascendancy untaps the creatures it pumped, not the spell that triggered it', () => {
  modernDef('Jeskai Ascendancy');
  const t = game('P1', {
    hand: ['Shock'],
    battlefield: ['Jeskai Ascendancy', { card: 'Grizzly Bears', tapped: true }, 'Mountain'],
  });
  t.cast('Shock', { targets: ['P2'] });
  t.choose([1, 0]); // 603.3b: the pump-and-untap trigger on top
  t.resolve();
  const bears = t.id('Grizzly Bears');
  assert.equal(t.state.objects[bears]?.tapped, false);
  t.expect({ objects: { 'Grizzly Bears': { pt: '3/3' } } });
});

test("603.2 / 707.10: Archmage Emeritus's magecraft draws for its controller's instants, not an opponent's", () => {
  modernDef('Archmage Emeritus');
  const t = game(
    'P2',
    { hand: ['Giant Growth'], battlefield: ['Archmage Emeritus', 'Forest'] },
    { hand: ['Shock'], battlefield: ['Mountain'] },
  );
  t.cast('Shock', { by: 'P2', targets: ['P1'] });
  t.expect({ stack: ['Shock'] }); // no magecraft trigger for the opponent's instant
  t.resolve();
  t.cast('Giant Growth', { by: 'P1', targets: ['Archmage Emeritus'] });
  t.resolve(); // magecraft: draw a card
  t.expect({ players: { P1: { hand_count: 1 } } });
});

test("Akroma's Vengeance destroys all artifacts, creatures, and enchantments — lands stay", () => {
  modernDef("Akroma's Vengeance");
  const t = game('P1', {
    hand: ["Akroma's Vengeance"],
    battlefield: [
      'Grizzly Bears',
      'Ornithopter',
      'Glorious Anthem',
      'Plains',
      'Plains',
      'Plains',
      'Plains',
      'Plains',
      'Plains',
    ],
  });
  t.cast("Akroma's Vengeance");
  t.resolve();
  t.expect({
    zones: {
      'Grizzly Bears': 'graveyard',
      Ornithopter: 'graveyard',
      'Glorious Anthem': 'graveyard',
      'Plains#1': 'battlefield',
    },
  });
});

test("205.3m: Howlpack Resurgence — each creature you control that's a Wolf or a Werewolf gets +1/+1", () => {
  modernDef('Howlpack Resurgence');
  const t = game('P1', {
    battlefield: ['Howlpack Resurgence', 'Wolfir Avenger', 'Village Ironsmith', 'Grizzly Bears'],
  });
  t.expect({
    objects: { 'Wolfir Avenger': { pt: '4/4' }, 'Village Ironsmith': { pt: '2/2' }, 'Grizzly Bears': { pt: '2/2' } },
  });
});

test('205.2a: Paladin Danse — "each creature you control that\'s an artifact or Human" is either kind', () => {
  modernDef('Paladin Danse, Steel Maverick');
  const t = game('P1', {
    hand: ['Wrath of God'],
    battlefield: [
      'Paladin Danse, Steel Maverick',
      'Ornithopter',
      'Elite Vanguard',
      'Grizzly Bears',
      'Plains',
      'Plains',
      'Plains',
      'Plains',
    ],
  });
  t.activate('Paladin Danse, Steel Maverick');
  t.resolve();
  t.cast('Wrath of God');
  t.resolve();
  t.expect({
    zones: { Ornithopter: 'battlefield', 'Elite Vanguard': 'battlefield', 'Grizzly Bears': 'graveyard' },
  });
});

test("122.1: Finneas puts a +1/+1 counter on each other creature you control that's a token or a Rabbit", () => {
  modernDef('Finneas, Ace Archer');
  const t = game('P1', {
    hand: ['Raise the Alarm'],
    battlefield: ['Finneas, Ace Archer', 'Grizzly Bears', 'Plains', 'Plains'],
  });
  t.cast('Raise the Alarm');
  t.resolve();
  t.advance('declareAttackers', 2);
  t.attack({ 'Finneas, Ace Archer': 'P2' });
  t.resolve();
  t.expect({
    objects: {
      'Soldier#1': { counters: { '+1/+1': 1 } },
      'Grizzly Bears': { counters: {} },
      'Finneas, Ace Archer': { counters: {} },
    },
  });
});

test('122.1: Succumb to the Cold puts a stun counter on each of its targets', () => {
  modernDef('Succumb to the Cold');
  const t = game(
    'P1',
    { hand: ['Succumb to the Cold'], battlefield: ['Island', 'Island', 'Island'] },
    { battlefield: ['Grizzly Bears', 'Craw Wurm'] },
  );
  t.cast('Succumb to the Cold', { targets: ['Grizzly Bears', 'Craw Wurm'] });
  t.resolve();
  t.expect({
    objects: {
      'Grizzly Bears': { tapped: true, counters: { stun: 1 } },
      'Craw Wurm': { tapped: true, counters: { stun: 1 } },
    },
  });
});
