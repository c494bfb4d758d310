/**
 * Cards the `cards audit` review (issue 19, seed 19, 200 cards) found wrong, played in engine games after the fix:
 * a prevention text that read its target twice (Anoint), plural subtypes the Un-cards had made into subtypes of their
 * own ("Goblins", "Elves"), adjectives / "you control" that stayed with the first of several nouns ("basic
 * Plains, Island, or Swamp card", "other Orcs and Goblins you control"), and "you may sacrifice ~. If you do" running
 * its second half without the sacrifice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, hasKeyword } from '@arbiter/engine';
import type { GameState, ObjectId } from '@arbiter/engine';
import { act, id, ok, pass, pt, resolveAll, modernDef, modernScenario } from './helpers.js';

function onBattlefield(g: GameState, name: string): ObjectId[] {
  return g.battlefield.filter((o) => chars(g, o).name === name);
}

test('615.7: Anoint asks for one target creature and prevents the next 3 damage to it (it read the target twice)', () => {
  const anoint = modernDef('Anoint');
  const spell = anoint.abilities.find((a) => a.kind === 'spell');
  assert.ok(spell && spell.kind === 'spell');
  assert.equal(spell.targets.length, 1, 'one target: "target creature"');
  const s = modernScenario();
  s.battlefield(0, ['Plains', 'Plains', 'Plains', 'Grizzly Bears']);
  s.battlefield(1, ['Mountain']);
  s.hand(0, ['Anoint']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, { kind: 'cast', card: id(g, 'Anoint'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  pass(g); // P1 passes priority: P2 gets it with an empty stack
  act(g, 1, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.equal(g.objects[bears]!.zone, 'battlefield', "3 of the Bolt's 3 damage were prevented");
  assert.equal(g.objects[bears]!.damage, 0);
});

test('205.3m: Krenko, Mob Boss counts the Goblins you control ("Goblins" is the subtype Goblin)', () => {
  modernDef('Krenko, Mob Boss');
  const s = modernScenario();
  s.battlefield(0, ['Krenko, Mob Boss', 'Raging Goblin']);
  s.battlefield(1, ['Raging Goblin']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Krenko, Mob Boss'), ability: 0 });
  resolveAll(g);
  const goblins = onBattlefield(g, 'Goblin').filter((o) => g.objects[o]!.controller === 0);
  assert.equal(goblins.length, 2, "X = 2 (Krenko and Raging Goblin; the opponent's Goblin is not yours)");
});

test("205.3m: Reckless One is as big as the number of Goblins on the battlefield, both players' counted", () => {
  modernDef('Reckless One');
  const s = modernScenario();
  s.battlefield(0, ['Reckless One', 'Raging Goblin']);
  s.battlefield(1, ['Raging Goblin']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, id(g, 'Reckless One')), [3, 3]);
});

test('205.4a: "basic Plains, Island, or Swamp card": Esper Panorama finds only basic lands, not Watery Grave', () => {
  modernDef('Esper Panorama');
  const s = modernScenario();
  s.battlefield(0, ['Esper Panorama', 'Plains']);
  s.library(0, ['Watery Grave', 'Island', 'Tropical Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Esper Panorama'), ability: 1 });
  for (let i = 0; i < 20 && g.pending?.kind !== 'chooseObjects'; i++) {
    const d = g.pending;
    assert.ok(d, 'a decision is pending');
    if (d.kind === 'priority') pass(g);
    else assert.fail(`unexpected ${d.kind}`);
  }
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects', 'the search asks which card');
  assert.deepEqual(
    d.options.map((o) => chars(g, o).name),
    ['Island'],
    'only the basic Island: Watery Grave and Tropical Island are Islands but not basic',
  );
  ok(g, 0, { kind: 'chooseObjects', objects: d.options });
  resolveAll(g);
  const island = onBattlefield(g, 'Island');
  assert.equal(island.length, 1);
  assert.equal(g.objects[island[0]!]!.tapped, true, 'put onto the battlefield tapped');
});

test('205.3m: "Other Orcs and Goblins you control have trample": Orcish Siegemaster gives it to your Goblins only', () => {
  modernDef('Orcish Siegemaster');
  const s = modernScenario();
  s.battlefield(0, ['Orcish Siegemaster', 'Raging Goblin']);
  s.battlefield(1, ['Raging Goblin']);
  const g = s.start({ active: 0, step: 'main1' });
  const [mine, theirs] = [id(g, 'Raging Goblin', 'battlefield', 0), id(g, 'Raging Goblin', 'battlefield', 1)];
  const byController = g.objects[mine]!.controller === 0 ? [mine, theirs] : [theirs, mine];
  assert.equal(hasKeyword(g, byController[0]!, 'trample'), true, 'your Goblin has trample');
  assert.equal(hasKeyword(g, byController[1]!, 'trample'), false, "the opponent's Goblin does not");
});

/** Casts Kami of Ancient Law (a Spirit) with Dreamcatcher out: "you may sacrifice Dreamcatcher. If you do, draw a card." */
function dreamcatcherGame(): GameState {
  modernDef('Dreamcatcher');
  const s = modernScenario();
  s.battlefield(0, ['Dreamcatcher', 'Plains', 'Plains']);
  s.hand(0, ['Kami of Ancient Law']);
  s.library(0, ['Island', 'Island', 'Island']);
  s.battlefield(1, ['Mountain']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Kami of Ancient Law') });
  return g;
}

test('608.2c / 118.12: Dreamcatcher — "you may sacrifice it. If you do, draw a card" draws only if it was sacrificed', () => {
  const g = dreamcatcherGame();
  resolveAll(g, { yes: true });
  assert.equal(g.objects[id(g, 'Dreamcatcher')]!.zone, 'graveyard', 'Dreamcatcher was sacrificed');
  assert.equal(g.players[0]!.hand.length, 1, 'so a card was drawn');

  const h = dreamcatcherGame();
  pass(h); // P2 gets priority with the trigger on the stack and Bolts Dreamcatcher (a 1/1 Spirit) in response
  act(h, 1, {
    kind: 'cast',
    card: id(h, 'Lightning Bolt'),
    targets: [[{ kind: 'object', id: id(h, 'Dreamcatcher', 'battlefield') }]],
  });
  resolveAll(h, { yes: true });
  assert.equal(h.objects[id(h, 'Dreamcatcher')]!.zone, 'graveyard', 'the Bolt killed it');
  assert.equal(h.players[0]!.hand.length, 0, 'nothing was sacrificed: no card drawn');
});
