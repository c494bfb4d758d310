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
import {
  act,
  has,
  id,
  ok,
  pass,
  pt,
  resolveAll,
  modernCompiled,
  modernDef,
  modernPool,
  modernScenario,
  scenario,
} from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

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

// The second review (seed 21, 200 cards) and the open case of seed 20 (Lorthos).

/** Lorthos attacks with eight Islands untapped and the opponent's Grizzly Bears as the trigger's one target. */
function lorthosAttack(pay: boolean): { g: GameState; bears: ObjectId } {
  modernDef('Lorthos, the Tidemaker');
  const s = modernScenario();
  s.battlefield(0, ['Lorthos, the Tidemaker', ...Array<string>(8).fill('Island')]);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const bears = id(g, 'Grizzly Bears');
  const lorthos = id(g, 'Lorthos, the Tidemaker');
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: lorthos, defender: { kind: 'player', player: 1 } }] });
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'object', id: bears }]] }, yes: pay });
  return { g, bears };
}

test('608.2c: Lorthos, the Tidemaker — "Those permanents don\'t untap" belongs to "If you do": declining {8} leaves the target alone', () => {
  const declined = lorthosAttack(false);
  assert.equal(declined.g.objects[declined.bears]!.tapped, false, 'not tapped');
  assert.equal(
    declined.g.effects.filter((e) => e.affected.includes(declined.bears)).length,
    0,
    'and no "doesn\'t untap" effect on it',
  );
  const paid = lorthosAttack(true);
  assert.equal(paid.g.objects[paid.bears]!.tapped, true, '{8} paid: tapped');
  assert.ok(
    paid.g.effects.some((e) => e.affected.includes(paid.bears)),
    'and it keeps from untapping during its next untap step',
  );
});

test('608.2c / 118.12: Loch Dragon — "you may discard a card. If you do, draw a card": with an empty hand there\'s no draw', () => {
  modernDef('Loch Dragon');
  for (const extra of [[], ['Mountain']]) {
    const s = modernScenario();
    s.battlefield(0, ['Island', 'Island', 'Island', 'Island']);
    s.hand(0, ['Loch Dragon', ...extra]);
    s.library(0, ['Island', 'Island', 'Island']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'cast', card: id(g, 'Loch Dragon') });
    resolveAll(g, { yes: true });
    assert.equal(g.objects[id(g, 'Loch Dragon')]!.zone, 'battlefield');
    if (extra.length === 0) assert.equal(g.players[0]!.hand.length, 0, 'nothing to discard: no card drawn');
    else {
      assert.equal(g.objects[id(g, 'Mountain')]!.zone, 'graveyard', 'the Mountain was discarded');
      assert.equal(g.players[0]!.hand.length, 1, 'and a card drawn');
    }
  }
});

test("119.3 / 608.2h: Gleeful Arsonist deals damage equal to its own power, not the cast spell's, to the opponent who cast it", () => {
  modernDef('Gleeful Arsonist');
  const s = modernScenario();
  s.battlefield(0, ['Gleeful Arsonist']);
  s.battlefield(1, ['Island']);
  s.hand(1, ['Opt']);
  s.library(1, ['Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  const [power] = pt(g, id(g, 'Gleeful Arsonist'));
  assert.ok(power && power > 0);
  pass(g);
  act(g, 1, { kind: 'cast', card: id(g, 'Opt') });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 20 - power, `Opt (no power) cast: ${power} damage from the Arsonist`);
});

test('608.2c: "you may tap ~. If you do, proliferate" is not compiled (Gitaxian Anatomist: ~ may already be tapped)', () => {
  const card = modernPool().pool.compiled('Gitaxian Anatomist');
  assert.ok(card, 'in the modern pool');
  assert.notEqual(card.status, 'full', 'the clause is unsupported');
  assert.ok(card.failures.some((f) => f.includes('you may tap it. If you do, proliferate')));
});

test('608.2c / 118.12: Geothermal Kami — "you may return an enchantment you control … If you do, you gain 3 life": none, no life', () => {
  modernDef('Geothermal Kami');
  for (const extra of [[], ['Glorious Anthem']]) {
    const s = modernScenario();
    s.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest', ...extra]);
    s.hand(0, ['Geothermal Kami']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'cast', card: id(g, 'Geothermal Kami') });
    resolveAll(g, { yes: true });
    assert.equal(g.objects[id(g, 'Geothermal Kami')]!.zone, 'battlefield');
    if (extra.length === 0) assert.equal(g.players[0]!.life, 20, 'no enchantment to return: no life gained');
    else {
      assert.equal(g.objects[id(g, 'Glorious Anthem')]!.zone, 'hand', 'the Anthem was returned');
      assert.equal(g.players[0]!.life, 23, 'so 3 life gained');
    }
  }
});

test('608.2c: "When ~ dies, you may exile it. If you do, …" — Academy Rector exiled from the graveyard in response: nothing is searched for', () => {
  modernDef('Academy Rector');
  modernDef("Tormod's Crypt");
  const t = cardGame(
    {
      players: [
        {
          library: ['Glorious Anthem', 'Plains', 'Plains'],
          hand: ['Lightning Bolt'],
          battlefield: ['Mountain', 'Academy Rector', "Tormod's Crypt"],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['Academy Rector'] });
  t.pass(2);
  t.activate("Tormod's Crypt", { targets: ['P1'] }); // the dies trigger waits on the stack
  t.resolve();
  t.resolve();
  t.choose(true); // "you may exile it": it is no longer in the graveyard, so it isn't exiled by this
  t.expect({ zones: { 'Academy Rector': 'exile', 'Glorious Anthem': 'library' } });
  assert.ok(!t.state.pending || t.state.pending.kind === 'priority', 'no search is offered');
});

test('400.7: "another target creature card from your graveyard" on a dies trigger is not the dying card itself (Dutiful Attendant)', () => {
  const s = scenario();
  s.battlefield(0, ['Dutiful Attendant', 'Mountain']);
  s.graveyard(0, ['Grizzly Bears']);
  s.hand(0, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt', 'hand'),
    targets: [[{ kind: 'object', id: id(g, 'Dutiful Attendant') }]],
  });
  for (let i = 0; i < 10 && g.pending?.kind === 'priority'; i++) act(g, g.pending.player, { kind: 'pass' });
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseTargets', `the dies trigger asks for its target, got ${d?.kind}`);
  assert.deepEqual(
    d.targets[0]!.legal,
    [{ kind: 'object', id: id(g, 'Grizzly Bears', 'graveyard') }],
    'the Attendant card itself is no option',
  );
  resolveAll(g);
  assert.ok(has(g, 'Grizzly Bears', 'hand'));
  assert.ok(has(g, 'Dutiful Attendant', 'graveyard'));
});

test('608.2c: a spell\'s "each other creature you control" is not compiled (Phalanx Tactics: other than the target)', () => {
  // The tree's "other" excludes the source; a spell's source is the spell, so the target would get +3/+2.
  for (const name of ['Phalanx Tactics', "In Oketra's Name", 'Intimidation Bolt']) {
    const card = modernPool().pool.compiled(name);
    assert.ok(card, `${name} is in the modern pool`);
    assert.notEqual(card.status, 'full', `${name}: "other" has no referent the tree can name`);
    assert.ok(
      card.failures.some((f) => /other creature/i.test(f)),
      `${name}: the "other" line is the failure`,
    );
  }
});

test('Audit (session 20): Elven Riders — "Walls and/or creatures with flying" may not share "with flying" with the Walls: refused', () => {
  const card = modernPool().pool.compiled('Elven Riders')!;
  assert.notEqual(
    card.status,
    'full',
    'read as "Walls with flying or creatures with flying", a Wall without flying could not block it',
  );
  assert.ok(card.failures.some((f) => f.includes('Walls and/or creatures with flying')));
});
