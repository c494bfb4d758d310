/**
 * Modern cards (the default pool, current Oracle wording) compiled and played in engine games:
 * self-reference as "this creature" / "this token", "enters", the predefined Treasure, Food and
 * Blood tokens (111.10), and cards the data or the engine can't play reported as such.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, hasKeyword } from '@arbiter/engine';
import type { GameState, ObjectId } from '@arbiter/engine';
import { act, has, id, ok, pt, resolveAll, modernDef, modernPool, modernScenario } from './helpers.js';

function tokens(g: GameState, name: string): ObjectId[] {
  return Object.values(g.objects)
    .filter((o) => o.kind !== 'ability' && o.zone === 'battlefield' && chars(g, o.id).name === name)
    .map((o) => o.id);
}

test('111.10: Prosperous Innkeeper enters and creates a Treasure; the Treasure sacrifices for one mana of any colour', () => {
  modernDef('Prosperous Innkeeper');
  const s = modernScenario();
  s.battlefield(0, ['Forest', 'Forest']);
  s.hand(0, ['Prosperous Innkeeper']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Prosperous Innkeeper') });
  resolveAll(g);
  const [treasure] = tokens(g, 'Treasure');
  assert.ok(treasure !== undefined, 'a Treasure token');
  assert.deepEqual(chars(g, treasure).types, ['Artifact']);
  assert.deepEqual(chars(g, treasure).subtypes, ['Treasure']);
  act(g, 0, { kind: 'activate', source: treasure, ability: 0 });
  if (g.pending?.kind === 'chooseColor') ok(g, 0, { kind: 'chooseColor', color: 'B' });
  assert.equal(g.players[0]!.manaPool.B, 1, 'one mana of the chosen colour');
  assert.equal(tokens(g, 'Treasure').length, 0, 'sacrificed as the cost');
});

test('603.6a / 111.10: Prosperous Innkeeper — "whenever another creature you control enters" gains 1 life', () => {
  modernDef('Prosperous Innkeeper');
  const s = modernScenario();
  s.battlefield(0, ['Prosperous Innkeeper', 'Forest', 'Forest']);
  s.hand(0, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  const life = g.players[0]!.life;
  act(g, 0, { kind: 'cast', card: id(g, 'Grizzly Bears') });
  resolveAll(g);
  assert.equal(g.players[0]!.life, life + 1);
});

test('111.10: Bake into a Pie destroys a creature and creates a Food; {2}, {T}, sacrificing the Food gains 3 life', () => {
  modernDef('Bake into a Pie');
  const s = modernScenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Bake into a Pie']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Bake into a Pie'),
    targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
  });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  const [food] = tokens(g, 'Food');
  assert.ok(food !== undefined, 'a Food token');
  const life = g.players[0]!.life;
  act(g, 0, { kind: 'activate', source: food, ability: 0 });
  resolveAll(g);
  assert.equal(g.players[0]!.life, life + 3);
  assert.equal(tokens(g, 'Food').length, 0);
});

test('111.10: Gilded Goose enters with a Food; another Goose\'s "{T}, Sacrifice a Food" adds one mana of any colour', () => {
  modernDef('Gilded Goose');
  const s = modernScenario();
  s.battlefield(0, ['Gilded Goose', 'Forest']);
  s.hand(0, ['Gilded Goose']);
  const g = s.start({ active: 0, step: 'main1' });
  const first = id(g, 'Gilded Goose', 'battlefield');
  act(g, 0, { kind: 'cast', card: id(g, 'Gilded Goose', 'hand') });
  resolveAll(g);
  const [food] = tokens(g, 'Food');
  assert.ok(food !== undefined, 'the entering Goose made a Food');
  const sac = chars(g, first).abilities.findIndex((a) => a.kind === 'activated' && a.manaAbility === true);
  assert.ok(sac >= 0, 'a mana ability');
  act(g, 0, { kind: 'activate', source: first, ability: sac, costObjects: [food] });
  if (g.pending?.kind === 'chooseObjects') ok(g, 0, { kind: 'chooseObjects', objects: [food] });
  if (g.pending?.kind === 'chooseColor') ok(g, 0, { kind: 'chooseColor', color: 'U' });
  assert.equal(g.players[0]!.manaPool.U, 1, 'one blue mana');
  assert.equal(tokens(g, 'Food').length, 0, 'the Food was sacrificed');
});

test('201.5 / current wording: "this creature" in Bonecrusher Giant\'s text is the Giant itself', () => {
  const { pool } = modernPool();
  const c = pool.compiled('Bonecrusher Giant');
  assert.ok(c);
  const giant = c.faces[0]!;
  assert.ok(!giant.failures.some((f) => /this creature/.test(f)) || giant.failures.length > 0);
  // 715.2: the Adventure compiles with the card (engine casting: semantic-layouts.test.ts); the Giant's own
  // trigger ("that spell's controller") is what keeps the card partial, and the reason is given.
  assert.equal(c.faces[1]!.status, 'full');
  assert.equal(c.definition.adventure?.name, 'Stomp');
  assert.equal(c.playable, false);
  assert.ok(c.failures.some((f) => /that spell's controller/.test(f)));
  assert.ok(!c.failures.some((f) => /adventurer card/.test(f)), 'adventures are no longer refused as a layout');
});

test('310.4: battles without a defense value and flattened records compile to "none" with the reason', () => {
  const { pool } = modernPool();
  const battle = pool.compiled('Invasion of Ravnica');
  assert.equal(battle?.playable, false);
  assert.ok(battle?.failures.some((f) => /battle: the card data gives no defense/.test(f)));
  const flat = pool.compiled('Elite Interceptor // Rejoinder');
  assert.equal(flat?.status, 'none');
  assert.ok(flat?.failures.some((f) => /flattened two-part card/.test(f)));
});

test('111.10: Deadly Dispute — sacrifice an artifact or creature as an additional cost, draw two and make a Treasure', () => {
  modernDef('Deadly Dispute');
  const s = modernScenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Grizzly Bears']);
  s.hand(0, ['Deadly Dispute']);
  s.library(0, ['Island', 'Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  const hand = g.players[0]!.hand.length;
  act(g, 0, { kind: 'cast', card: id(g, 'Deadly Dispute'), costObjects: [id(g, 'Grizzly Bears')] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard', 'the sacrificed creature');
  assert.equal(g.players[0]!.hand.length, hand - 1 + 2, 'two cards drawn');
  assert.equal(tokens(g, 'Treasure').length, 1);
});

test("702.21a: Cackling Prowler — Ward {2} counters an opponent's Lightning Bolt whose controller can't pay", () => {
  modernDef('Cackling Prowler');
  const s = modernScenario();
  s.battlefield(0, ['Cackling Prowler']);
  s.battlefield(1, ['Mountain']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 1, step: 'main1' });
  const prowler = id(g, 'Cackling Prowler');
  act(g, 1, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: prowler }]] });
  resolveAll(g, { yes: true });
  assert.equal(g.objects[prowler]!.zone, 'battlefield', 'the Bolt was countered');
  assert.equal(g.objects[id(g, 'Lightning Bolt')]!.zone, 'graveyard');
});

test('702.21a: Cackling Prowler — an opponent who pays the ward cost {2} resolves the Bolt', () => {
  modernDef('Cackling Prowler');
  const s = modernScenario();
  s.battlefield(0, ['Cackling Prowler']);
  s.battlefield(1, ['Mountain', 'Mountain', 'Mountain']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 1, step: 'main1' });
  const prowler = id(g, 'Cackling Prowler');
  act(g, 1, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: prowler }]] });
  resolveAll(g, { yes: true });
  assert.ok(has(g, 'Cackling Prowler', 'graveyard'), '3 damage to a 4/3');
});

test('611.3a / current wording: "During your turn, this creature has first strike" (Ahn-Crop Invader) only on its controller\'s turn', () => {
  modernDef('Ahn-Crop Invader');
  const s = modernScenario();
  s.battlefield(0, ['Ahn-Crop Invader']);
  const mine = s.start({ active: 0, step: 'main1' });
  assert.ok(hasKeyword(mine, id(mine, 'Ahn-Crop Invader'), 'first strike'));
  const s2 = modernScenario();
  s2.battlefield(0, ['Ahn-Crop Invader']);
  const theirs = s2.start({ active: 1, step: 'main1' });
  assert.ok(!hasKeyword(theirs, id(theirs, 'Ahn-Crop Invader'), 'first strike'));
});

test('701.17a / current wording: Abyssal Gatekeeper — "each player sacrifices a creature of their choice" when it dies', () => {
  modernDef('Abyssal Gatekeeper');
  const s = modernScenario();
  s.battlefield(0, ['Abyssal Gatekeeper', 'Grizzly Bears']);
  s.battlefield(1, ['Grizzly Bears', 'Mountain']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 1, step: 'main1' });
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt'),
    targets: [[{ kind: 'object', id: id(g, 'Abyssal Gatekeeper') }]],
  });
  resolveAll(g);
  const bears = Object.values(g.objects).filter(
    (o) => o.kind !== 'ability' && g.cards[o.defKey]?.name === 'Grizzly Bears',
  );
  assert.deepEqual(
    bears.map((b) => b.zone),
    ['graveyard', 'graveyard'],
    'both players sacrificed their creature',
  );
});

test('702 threshold / current wording: Anurid Barkripper gets +2/+2 "as long as there are seven or more cards in your graveyard"', () => {
  modernDef('Anurid Barkripper');
  const six = modernScenario();
  six.battlefield(0, ['Anurid Barkripper']);
  six.graveyard(0, ['Island', 'Island', 'Island', 'Island', 'Island', 'Island']);
  const g6 = six.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g6, id(g6, 'Anurid Barkripper')), [2, 2], 'six cards: no bonus');
  const seven = modernScenario();
  seven.battlefield(0, ['Anurid Barkripper']);
  seven.graveyard(0, ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island']);
  const g7 = seven.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g7, id(g7, 'Anurid Barkripper')), [4, 4], 'seven cards: +2/+2');
});
