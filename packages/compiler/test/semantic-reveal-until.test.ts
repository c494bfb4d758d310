/**
 * Issue 19: "reveal cards from the top of [a] library until [a player] reveals N [cards]" (701.20a), played with real
 * cards of the modern pool: where the found cards go, where the rest go (the bottom in a random order, a graveyard,
 * exile, shuffled in), and the whole library revealed when too few cards match.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { act, id, modernDef, modernScenario, ok, resolveAll } from './helpers.js';
import { ownObject } from '@arbiter/engine';

const names = (g: GameState, ids: readonly number[]): string[] => ids.map((o) => g.cards[g.objects[o]!.defKey]!.name);
const library = (g: GameState, pl: number): string[] => names(g, g.players[pl]!.library);
const zoneOf = (g: GameState, pl: number, zone: 'hand' | 'graveyard' | 'exile'): string[] =>
  names(
    g,
    Object.values(g.objects)
      .filter((o) => o.kind !== 'ability' && o.owner === pl && o.zone === zone)
      .map((o) => o.id),
  ).sort();

test('701.20a: Evolutionary Leap — the first creature card revealed goes to the hand, the cards above it to the bottom', () => {
  modernDef('Evolutionary Leap');
  const s = modernScenario();
  s.battlefield(0, ['Evolutionary Leap', 'Forest', 'Llanowar Elves']);
  s.library(0, ['Island', 'Shock', 'Grizzly Bears', 'Hill Giant', 'Mountain']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'activate',
    source: id(g, 'Evolutionary Leap'),
    ability: 0,
    costObjects: [id(g, 'Llanowar Elves')],
  });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 0, 'hand'), ['Grizzly Bears'], 'the first creature card, not the Giant below it');
  const lib = library(g, 0);
  assert.deepEqual(lib.slice(0, 2), ['Hill Giant', 'Mountain'], 'the unrevealed cards stay on top, in order');
  assert.deepEqual(lib.slice(2).sort(), ['Island', 'Shock'], 'the revealed cards above it went to the bottom');
  assert.ok(
    g.log.some((e) => e.rules.includes('701.20a') && /Island#\d+, Shock#\d+, Grizzly Bears#\d+$/.test(e.text)),
    'the revealed cards are logged',
  );
});

test('701.20a: Clifftop Lookout — the land card enters tapped', () => {
  modernDef('Clifftop Lookout');
  const s = modernScenario();
  s.battlefield(0, ['Forest', 'Forest', 'Forest']);
  s.hand(0, ['Clifftop Lookout']);
  s.library(0, ['Grizzly Bears', 'Mountain', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Clifftop Lookout', 'hand') });
  resolveAll(g);
  const mountain = id(g, 'Mountain');
  assert.equal(g.objects[mountain]!.zone, 'battlefield');
  assert.equal(g.objects[mountain]!.tapped, true, 'tapped');
  assert.deepEqual(library(g, 0), ['Island', 'Grizzly Bears'], 'the Bears under the unrevealed Island');
});

test('701.20a: Balustrade Spy — the target player puts every revealed card, the land included, into their graveyard', () => {
  modernDef('Balustrade Spy');
  const s = modernScenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Balustrade Spy']);
  s.library(1, ['Grizzly Bears', 'Shock', 'Forest', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Balustrade Spy', 'hand') });
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  assert.deepEqual(zoneOf(g, 1, 'graveyard'), ['Forest', 'Grizzly Bears', 'Shock']);
  assert.deepEqual(library(g, 1), ['Island']);
});

test('701.20a: Mind Funeral — until four land cards; with fewer, the whole library is revealed and milled', () => {
  modernDef('Mind Funeral');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Swamp', 'Swamp']);
  s.hand(0, ['Mind Funeral']);
  s.library(1, ['Forest', 'Shock', 'Island', 'Forest', 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Mind Funeral', 'hand'),
    targets: [[{ kind: 'player', player: 1 }]],
  });
  resolveAll(g);
  assert.deepEqual(library(g, 1), [], 'only three lands: every card was revealed');
  assert.equal(zoneOf(g, 1, 'graveyard').length, 5);
});

test('701.20a: Hermit Druid — the basic land card to the hand, every other revealed card to the graveyard', () => {
  modernDef('Hermit Druid');
  const s = modernScenario();
  s.battlefield(0, ['Hermit Druid', 'Forest']);
  s.library(0, ['Grizzly Bears', 'Shock', 'Island', 'Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  ownObject(g, id(g, 'Hermit Druid')).summoningSick = false;
  act(g, 0, { kind: 'activate', source: id(g, 'Hermit Druid'), ability: 0 });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 0, 'hand'), ['Island']);
  assert.deepEqual(zoneOf(g, 0, 'graveyard'), ['Grizzly Bears', 'Shock']);
  assert.deepEqual(library(g, 0), ['Hill Giant']);
});

test('701.20a: Sacred Guide — the white card to the hand and the others revealed exiled', () => {
  modernDef('Sacred Guide');
  const s = modernScenario();
  s.battlefield(0, ['Sacred Guide', 'Plains', 'Plains']);
  s.library(0, ['Shock', 'Island', 'Savannah Lions', 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Sacred Guide'), ability: 0 });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 0, 'hand'), ['Savannah Lions']);
  assert.deepEqual(zoneOf(g, 0, 'exile'), ['Island', 'Shock']);
  assert.deepEqual(library(g, 0), ['Grizzly Bears']);
});

test('701.20a: Fathom Trawl — three nonland cards to the hand, the lands revealed on the bottom', () => {
  modernDef('Fathom Trawl');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Fathom Trawl']);
  s.library(0, ['Shock', 'Forest', 'Grizzly Bears', 'Island', 'Hill Giant', 'Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Fathom Trawl', 'hand') });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 0, 'hand'), ['Grizzly Bears', 'Hill Giant', 'Shock']);
  assert.deepEqual(library(g, 0)[0], 'Llanowar Elves', 'the unrevealed Elves stay on top');
  assert.deepEqual(library(g, 0).slice(1).sort(), ['Forest', 'Island']);
});

test('701.20a / 701.24a: Riptide Shapeshifter — a creature card of the chosen type onto the battlefield, the rest shuffled in', () => {
  modernDef('Riptide Shapeshifter');
  const s = modernScenario();
  s.battlefield(0, ['Riptide Shapeshifter', 'Island', 'Island', 'Island', 'Island']);
  s.library(0, ['Llanowar Elves', 'Grizzly Bears', 'Island', 'Hill Giant', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const shifter = id(g, 'Riptide Shapeshifter');
  act(g, 0, { kind: 'activate', source: shifter, ability: 0 });
  for (let i = 0; i < 10 && g.pending?.kind !== 'chooseOption'; i++) {
    if (g.pending?.kind !== 'priority') break;
    act(g, g.pending.player, { kind: 'pass' });
  }
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseOption', `expected the creature type choice, got ${d?.kind}`);
  ok(g, 0, { kind: 'chooseOption', chosen: [d.options.indexOf('Giant')] });
  resolveAll(g);
  assert.equal(
    g.objects[id(g, 'Hill Giant')]!.zone,
    'battlefield',
    'the first Giant creature card, below the Elves and Bears',
  );
  assert.deepEqual(library(g, 0).sort(), ['Forest', 'Grizzly Bears', 'Island', 'Llanowar Elves']);
  assert.ok(
    g.log.some((e) => e.rules.includes('701.24a')),
    'the library is shuffled',
  );
});
