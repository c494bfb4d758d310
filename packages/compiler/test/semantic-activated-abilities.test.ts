/**
 * Activated abilities, costs and activation restrictions compiled from Oracle text (issue 4),
 * each played through the engine with a real, fully compiled card: energy payments, random
 * discards, abilities that work from the hand or the graveyard, returning permanents as a cost,
 * removing counters and sacrificing, putting a counter on the source, "no more than N times each turn".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import type { GameState, ObjectId, PlayerId, TargetRef } from '@arbiter/engine';
import { compiled, act, def, has, id, ok, pass, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

/** The index of the source's activated ability whose text contains `text`. */
function abilityIndex(g: GameState, source: ObjectId, text: string): number {
  const i = chars(g, source).abilities.findIndex((a) => a.kind === 'activated' && a.text.includes(text));
  assert.ok(i >= 0, `no activated ability "${text}"`);
  return i;
}

function activate(
  g: GameState,
  player: PlayerId,
  source: ObjectId,
  text: string,
  targets?: TargetRef[][],
  costObjects?: ObjectId[],
): GameState {
  return act(g, player, {
    kind: 'activate',
    source,
    ability: abilityIndex(g, source, text),
    ...(targets ? { targets } : {}),
    ...(costObjects ? { costObjects } : {}),
  });
}

function refused(
  g: GameState,
  player: PlayerId,
  source: ObjectId,
  text: string,
  code: string,
  targets?: TargetRef[][],
): void {
  const r = submitInPlace(g, player, {
    kind: 'action',
    action: { kind: 'activate', source, ability: abilityIndex(g, source, text), ...(targets ? { targets } : {}) },
  });
  assert.equal(r.ok, false, 'the activation should be refused');
  if (!r.ok) assert.equal(r.error.code, code);
}

test("107.14 / 118.3: Bristling Hydra pays {E}{E}{E} from its controller's energy; with too little energy it can't", () => {
  def('Bristling Hydra');
  const t = cardGame(
    {
      players: [{ counters: { energy: 4 }, battlefield: ['Bristling Hydra'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const h = id(g, 'Bristling Hydra');
  activate(g, 0, h, 'Pay {E}{E}{E}');
  assert.equal(g.players[0]!.counters['energy'], 1, 'three energy counters are removed as the cost is paid');
  resolveAll(g);
  assert.equal(g.objects[h]!.counters['+1/+1'], 1);
  assert.ok(chars(g, h).keywords.has('hexproof'));
  refused(g, 0, h, 'Pay {E}{E}{E}', 'UNPAYABLE_COST');
});

test("118.3: Mage il-Vec discards a card at random as a cost; with an empty hand it can't be activated", () => {
  def('Mage il-Vec');
  const s = scenario();
  s.battlefield(0, ['Mage il-Vec']);
  s.hand(0, ['Grizzly Bears', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const m = id(g, 'Mage il-Vec');
  activate(g, 0, m, 'Discard a card at random', [[{ kind: 'player', player: 1 }]]);
  assert.equal(g.players[0]!.hand.length, 1, 'one card is discarded');
  assert.equal(g.players[0]!.graveyard.length, 1);
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19);

  const s2 = scenario();
  s2.battlefield(0, ['Mage il-Vec']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  refused(g2, 0, id(g2, 'Mage il-Vec'), 'Discard a card at random', 'UNPAYABLE_COST', [
    [{ kind: 'player', player: 1 }],
  ]);
});

test("113.6: Dauntless Cathar's ability works only from the graveyard, exiling it as a cost, as a sorcery", () => {
  def('Dauntless Cathar');
  const t = cardGame(
    {
      players: [{ graveyard: ['Dauntless Cathar'], battlefield: ['Dauntless Cathar', 'Plains', 'Plains'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const onField = id(g, 'Dauntless Cathar', 'battlefield');
  refused(g, 0, onField, 'from your graveyard', 'ILLEGAL_CHOICE');
  const inYard = id(g, 'Dauntless Cathar', 'graveyard');
  activate(g, 0, inYard, 'from your graveyard');
  assert.ok(has(g, 'Dauntless Cathar', 'exile'), 'the card is exiled as the cost is paid');
  resolveAll(g);
  const spirits = g.battlefield.filter((o) => chars(g, o).subtypes.includes('Spirit'));
  assert.equal(spirits.length, 1);
  assert.ok(chars(g, spirits[0]!).keywords.has('flying'));
});

test("602.5d: Dauntless Cathar's graveyard ability can't be activated outside a main phase", () => {
  const t = cardGame(
    {
      players: [{ graveyard: ['Dauntless Cathar'], battlefield: ['Plains', 'Plains'] }, {}],
      position: { active: 'P1', step: 'upkeep' },
    },
    compiled,
  );
  const g = t.state;
  refused(g, 0, id(g, 'Dauntless Cathar', 'graveyard'), 'from your graveyard', 'WRONG_TIME');
});

test('605.1a / 113.6b: Elvish Spirit Guide is a mana ability activated from the hand, exiling the card', () => {
  def('Elvish Spirit Guide');
  const t = cardGame(
    { players: [{ hand: ['Elvish Spirit Guide'] }, {}], position: { active: 'P1', step: 'main1' } },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Elvish Spirit Guide', 'hand'), 'Exile');
  assert.equal(g.players[0]!.manaPool.G, 1);
  assert.ok(has(g, 'Elvish Spirit Guide', 'exile'));
  assert.equal(g.turns[0]!.stack.length, 0, "a mana ability doesn't use the stack");
});

test("118.3: Meloku returns a land its controller controls to its owner's hand as a cost", () => {
  def('Meloku the Clouded Mirror');
  const t = cardGame(
    {
      players: [{ battlefield: ['Meloku the Clouded Mirror', 'Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const island = id(g, 'Island', 'battlefield', 1);
  activate(g, 0, id(g, 'Meloku the Clouded Mirror'), 'Return a land', undefined, [island]);
  assert.equal(g.players[0]!.hand.length, 1, 'the chosen Island is returned');
  assert.equal(g.battlefield.filter((o) => chars(g, o).name === 'Island').length, 1);
  resolveAll(g);
  assert.equal(g.battlefield.filter((o) => chars(g, o).subtypes.includes('Illusion')).length, 1);
});

test("118.3: Pearl Lake Ancient returns three lands as a cost, and can't with two", () => {
  def('Pearl Lake Ancient');
  const s = scenario();
  s.battlefield(0, ['Pearl Lake Ancient', 'Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  refused(g, 0, id(g, 'Pearl Lake Ancient'), 'Return three lands', 'UNPAYABLE_COST');
  const s2 = scenario();
  s2.battlefield(0, ['Pearl Lake Ancient', 'Island', 'Island', 'Island']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  activate(g2, 0, id(g2, 'Pearl Lake Ancient'), 'Return three lands');
  resolveAll(g2);
  assert.equal(g2.players[0]!.hand.length, 4, 'three Islands and the Ancient are in the hand');
  assert.ok(has(g2, 'Pearl Lake Ancient', 'hand'));
});

test('118.3: Ior Ruin Expedition removes three quest counters and sacrifices itself', () => {
  def('Ior Ruin Expedition');
  const s = scenario();
  s.battlefield(0, [{ card: 'Ior Ruin Expedition', counters: { quest: 2 } }]);
  s.library(0, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  refused(g, 0, id(g, 'Ior Ruin Expedition'), 'Remove three quest counters', 'UNPAYABLE_COST');
  const s2 = scenario();
  s2.battlefield(0, [{ card: 'Ior Ruin Expedition', counters: { quest: 3 } }]);
  s2.library(0, ['Forest', 'Forest', 'Forest']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  activate(g2, 0, id(g2, 'Ior Ruin Expedition'), 'Remove three quest counters');
  assert.ok(has(g2, 'Ior Ruin Expedition', 'graveyard'));
  resolveAll(g2);
  assert.equal(g2.players[0]!.hand.length, 2);
});

test('602.5b: Phyrexian Battleflies can be activated no more than twice each turn', () => {
  def('Phyrexian Battleflies');
  const t = cardGame(
    {
      players: [{ battlefield: ['Phyrexian Battleflies', 'Swamp', 'Swamp', 'Swamp'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const b = id(g, 'Phyrexian Battleflies');
  const base = chars(g, b).power!;
  activate(g, 0, b, '{B}');
  resolveAll(g);
  activate(g, 0, b, '{B}');
  resolveAll(g);
  assert.equal(chars(g, b).power, base + 2);
  refused(g, 0, b, '{B}', 'WRONG_TIME');
});

test("118.3: Attunement returns itself to its owner's hand as a cost", () => {
  def('Attunement');
  const t = cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island'], hand: ['Forest', 'Forest'], battlefield: ['Attunement'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Attunement'), 'Return');
  assert.ok(has(g, 'Attunement', 'hand'));
  resolveAll(g);
  // Hand: 2 Forests + Attunement + 3 drawn = 6, then discard four.
  assert.equal(g.players[0]!.hand.length, 2);
});

test('118.3 / 122.1: Devoted Druid puts a -1/-1 counter on itself to untap', () => {
  def('Devoted Druid');
  const t = cardGame(
    {
      players: [{ battlefield: [{ card: 'Devoted Druid', tapped: true }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const d = id(g, 'Devoted Druid');
  activate(g, 0, d, 'Put a -1/-1 counter');
  assert.equal(g.objects[d]!.counters['-1/-1'], 1, 'the counter is put on as the cost is paid');
  resolveAll(g);
  assert.equal(g.objects[d]!.tapped, false);
  assert.equal(chars(g, d).toughness, 1);
});

function castRefused(g: GameState, player: PlayerId, card: ObjectId, targets: TargetRef[][]): string {
  const r = submitInPlace(g, player, { kind: 'action', action: { kind: 'cast', card, targets } });
  assert.equal(r.ok, false, 'the cast should be refused');
  return r.ok ? '' : r.error.code;
}

test("601.3: Champion's Victory can be cast only in the declare attackers step by an attacked player", () => {
  def("Champion's Victory");
  const t = cardGame(
    {
      players: [
        { hand: ["Champion's Victory"], battlefield: ['Island'] },
        { battlefield: ['Grizzly Bears'] },
        { hand: ["Champion's Victory"], battlefield: ['Island'] },
      ],
      position: { active: 'P2', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  const mine = id(g, "Champion's Victory", 'hand', 0);
  const theirs = id(g, "Champion's Victory", 'hand', 1);
  t.attack({ 'Grizzly Bears': 'P1' });
  t.pass(); // the active player passes; the next player in turn order (P2) gets priority
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 2);
  assert.equal(castRefused(g, 2, theirs, [[{ kind: 'object', id: bears }]]), 'WRONG_TIME', 'P2 was not attacked');
  t.pass();
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 0);
  act(g, 0, { kind: 'cast', card: mine, targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.ok(has(g, 'Grizzly Bears', 'hand'));
});

test("601.3: Champion's Victory can't be cast before attackers are declared", () => {
  const t = cardGame(
    {
      players: [{ hand: ["Champion's Victory"], battlefield: ['Island'] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P2', step: 'beginCombat', priority: 'P1' },
    },
    compiled,
  );
  const g = t.state;
  assert.equal(castRefused(g, 0, id(g, "Champion's Victory", 'hand'), [[]]), 'WRONG_TIME');
});

test("601.3: Festival can be cast only during an opponent's upkeep", () => {
  def('Festival');
  const s = scenario();
  s.battlefield(0, ['Plains']);
  s.hand(0, ['Festival']);
  const g = s.start({ active: 0, step: 'upkeep' });
  assert.equal(castRefused(g, 0, id(g, 'Festival', 'hand'), []), 'WRONG_TIME');
  const s2 = scenario();
  s2.battlefield(0, ['Plains']);
  s2.hand(0, ['Festival']);
  const g2 = s2.start({ active: 1, step: 'upkeep', priority: 0 });
  act(g2, 0, { kind: 'cast', card: id(g2, 'Festival', 'hand'), targets: [] });
  assert.equal(g2.turns[0]!.stack.length, 1);
});

test('601.3: Feast of Blood can be cast only if its caster controls two or more Vampires', () => {
  def('Feast of Blood');
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Vampire Aristocrat']);
  s.battlefield(1, ['Grizzly Bears']);
  s.hand(0, ['Feast of Blood']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  assert.equal(castRefused(g, 0, id(g, 'Feast of Blood', 'hand'), [[{ kind: 'object', id: bears }]]), 'WRONG_TIME');
  const s2 = scenario();
  s2.battlefield(0, ['Swamp', 'Swamp', 'Vampire Aristocrat', 'Vampire Aristocrat']);
  s2.battlefield(1, ['Grizzly Bears']);
  s2.hand(0, ['Feast of Blood']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  const life = g2.players[0]!.life;
  act(g2, 0, {
    kind: 'cast',
    card: id(g2, 'Feast of Blood', 'hand'),
    targets: [[{ kind: 'object', id: id(g2, 'Grizzly Bears') }]],
  });
  resolveAll(g2);
  assert.ok(has(g2, 'Grizzly Bears', 'graveyard'));
  assert.equal(g2.players[0]!.life, life + 4);
});

test('601.2f: Thalia makes noncreature spells cost {1} more — for every player', () => {
  def('Thalia, Guardian of Thraben');
  const s = scenario();
  s.battlefield(1, ['Thalia, Guardian of Thraben']);
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  const p1 = [[{ kind: 'player', player: 1 } as TargetRef]];
  assert.equal(castRefused(g, 0, id(g, 'Lightning Bolt', 'hand'), p1), 'UNPAYABLE_COST');
  const s2 = scenario();
  s2.battlefield(1, ['Thalia, Guardian of Thraben']);
  s2.battlefield(0, ['Mountain', 'Mountain']);
  s2.hand(0, ['Lightning Bolt']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  act(g2, 0, { kind: 'cast', card: id(g2, 'Lightning Bolt', 'hand'), targets: p1 });
  assert.equal(g2.battlefield.filter((o) => g2.objects[o]!.tapped).length, 2, 'both Mountains pay {1}{R}');
  resolveAll(g2);
  assert.equal(g2.players[1]!.life, 17);
});

test("601.2f: Goblin Electromancer reduces only the generic part of its controller's instant and sorcery spells", () => {
  def('Goblin Electromancer');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest'],
          hand: ['Divination', 'Lightning Bolt'],
          battlefield: ['Goblin Electromancer', 'Island', 'Island'],
        },
        { battlefield: ['Goblin Electromancer'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  // {2}{U} − {1} = {1}{U}: two Islands pay it.
  t.cast('Divination');
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, 3, 'Lightning Bolt and two drawn cards');
  // {R} has no generic mana to reduce: with no Mountain it can't be cast.
  assert.equal(castRefused(g, 0, id(g, 'Lightning Bolt', 'hand'), [[{ kind: 'player', player: 1 }]]), 'UNPAYABLE_COST');
});

test('601.2f: Blasphemous Act costs {1} less for each creature on the battlefield', () => {
  def('Blasphemous Act');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Blasphemous Act'],
          battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  // {8}{R} − 4 = {4}{R}: five Mountains.
  t.cast('Blasphemous Act');
  resolveAll(g);
  assert.equal(g.battlefield.filter((o) => chars(g, o).types.includes('Creature')).length, 0);
});

test('601.2f / 107.3: Helm of Awakening reduces a spell with X after X is chosen', () => {
  def('Helm of Awakening');
  const t = cardGame(
    {
      players: [{ hand: ['Blaze'], battlefield: ['Mountain', 'Mountain'] }, { battlefield: ['Helm of Awakening'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const blaze = id(g, 'Blaze', 'hand');
  const cast =
    g.pending?.kind === 'priority' ? g.pending.actions.find((a) => a.kind === 'cast' && a.card === blaze) : undefined;
  assert.ok(cast && cast.kind === 'cast' && cast.maxX === 2, 'the legal action offers X up to 2');
  act(g, 0, { kind: 'cast', card: blaze, targets: [[{ kind: 'player', player: 1 }]], x: 2 });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 18);
});

function castAlt(
  g: GameState,
  player: PlayerId,
  card: ObjectId,
  alternative: number,
  targets: TargetRef[][],
  costObjects?: ObjectId[],
): GameState {
  return act(g, player, { kind: 'cast', card, targets, altCost: alternative, ...(costObjects ? { costObjects } : {}) });
}

test('118.9: Fireblast is cast by sacrificing two Mountains instead of paying its mana cost', () => {
  def('Fireblast');
  const t = cardGame(
    {
      players: [{ hand: ['Fireblast'], battlefield: ['Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const fb = id(g, 'Fireblast', 'hand');
  const p1: TargetRef[][] = [[{ kind: 'player', player: 1 }]];
  // The mana cost {4}{R}{R} can't be paid with two Mountains; the alternative cost can.
  assert.equal(castRefused(g, 0, fb, p1), 'UNPAYABLE_COST');
  const legal =
    g.pending?.kind === 'priority' ? g.pending.actions.filter((a) => a.kind === 'cast' && a.card === fb) : [];
  assert.deepEqual(
    legal.map((a) => a.kind === 'cast' && a.altCost),
    [0],
    'only the alternative cost is offered',
  );
  castAlt(g, 0, fb, 0, p1);
  assert.equal(g.battlefield.length, 0, 'both Mountains are sacrificed');
  resolveAll(g);
  assert.equal(g.players[1]!.life, 16);
});

test("118.9: Snuff Out's alternative cost needs its condition (a Swamp) and is paid with 4 life", () => {
  def('Snuff Out');
  const s = scenario();
  s.battlefield(0, ['Island']);
  s.battlefield(1, ['Grizzly Bears']);
  s.hand(0, ['Snuff Out']);
  const g = s.start({ active: 0, step: 'main1' });
  const so = id(g, 'Snuff Out', 'hand');
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: so, targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]], altCost: 0 },
  });
  assert.equal(r.ok, false);
  if (!r.ok) assert.equal(r.error.rule, '118.9');
  const s2 = scenario();
  s2.battlefield(0, ['Swamp']);
  s2.battlefield(1, ['Grizzly Bears']);
  s2.hand(0, ['Snuff Out']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  castAlt(g2, 0, id(g2, 'Snuff Out', 'hand'), 0, [[{ kind: 'object', id: id(g2, 'Grizzly Bears') }]]);
  assert.equal(g2.players[0]!.life, 16);
  assert.equal(g2.objects[id(g2, 'Swamp')]!.tapped, false, 'no mana is paid');
  resolveAll(g2);
  assert.ok(has(g2, 'Grizzly Bears', 'graveyard'));
});

test("118.9: Force of Will exiles a blue card from its caster's hand and costs 1 life", () => {
  def('Force of Will');
  const t = cardGame(
    {
      players: [
        { hand: ['Force of Will', 'Counterspell', 'Grizzly Bears'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P1'] });
  t.pass();
  const bolt = g.turns[0]!.stack[0]!;
  // Grizzly Bears is not blue: it can't pay the cost.
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: id(g, 'Force of Will', 'hand'),
      targets: [[{ kind: 'object', id: bolt }]],
      altCost: 0,
      costObjects: [id(g, 'Grizzly Bears', 'hand')],
    },
  });
  assert.equal(r.ok, false);
  castAlt(g, 0, id(g, 'Force of Will', 'hand'), 0, [[{ kind: 'object', id: bolt }]], [id(g, 'Counterspell', 'hand')]);
  assert.ok(has(g, 'Counterspell', 'exile'));
  assert.equal(g.players[0]!.life, 19);
  resolveAll(g);
  assert.equal(g.players[0]!.life, 19, 'Lightning Bolt was countered');
  assert.ok(has(g, 'Lightning Bolt', 'graveyard'));
});

test("113.6: Reassembling Skeleton's ability returns it from the graveyard, and does nothing on the battlefield", () => {
  def('Reassembling Skeleton');
  const t = cardGame(
    {
      players: [{ graveyard: ['Reassembling Skeleton'], battlefield: ['Swamp', 'Swamp', 'Reassembling Skeleton'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  refused(g, 0, id(g, 'Reassembling Skeleton', 'battlefield'), 'from your graveyard', 'ILLEGAL_CHOICE');
  activate(g, 0, id(g, 'Reassembling Skeleton', 'graveyard'), 'from your graveyard');
  resolveAll(g);
  const skeletons = g.battlefield.filter((o) => chars(g, o).name === 'Reassembling Skeleton');
  assert.equal(skeletons.length, 2);
  assert.ok(
    skeletons.some((o) => g.objects[o]!.tapped),
    'it returns tapped',
  );
});

test("602.2: any player may activate Flailing Manticore's abilities; the activator pays and controls them", () => {
  def('Flailing Manticore');
  const t = cardGame(
    {
      players: [{ battlefield: ['Flailing Manticore'] }, { battlefield: ['Mountain'] }],
      position: { active: 'P1', step: 'main1', priority: 'P2' },
    },
    compiled,
  );
  const g = t.state;
  const m = id(g, 'Flailing Manticore');
  const before = chars(g, m).power!;
  const offered =
    g.pending?.kind === 'priority' ? g.pending.actions.filter((a) => a.kind === 'activate' && a.source === m) : [];
  assert.equal(offered.length, 2, 'the opponent is offered both abilities');
  activate(g, 1, m, '-1/-1');
  assert.equal(g.objects[id(g, 'Mountain')]!.tapped, true, 'the activator pays the cost');
  const ab = g.objects[g.turns[0]!.stack[0]!]!;
  assert.equal(ab.controller, 1, 'the activator controls the ability');
  resolveAll(g);
  assert.equal(chars(g, m).power, before - 1);
});

test('602.2: Saproling Cluster — an opponent who activates it creates the token under their own control', () => {
  def('Saproling Cluster');
  const t = cardGame(
    {
      players: [{ battlefield: ['Saproling Cluster'] }, { hand: ['Forest'], battlefield: ['Forest'] }],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 1, id(g, 'Saproling Cluster'), 'Discard a card');
  resolveAll(g);
  const tokens = g.battlefield.filter((o) => chars(g, o).subtypes.includes('Saproling'));
  assert.equal(tokens.length, 1);
  assert.equal(chars(g, tokens[0]!).controller, 1);
});

test("602.2: an ordinary activated ability still can't be activated by another player", () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Phyrexian Battleflies'] }, { battlefield: ['Swamp'] }],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  refused(g, 1, id(g, 'Phyrexian Battleflies'), '{B}', 'ILLEGAL_CHOICE');
});

test('106.1: Mystic Gate adds {W}{W}, {W}{U} or {U}{U} — each mana chosen separately', () => {
  def('Mystic Gate');
  const t = cardGame(
    { players: [{ battlefield: ['Mystic Gate', 'Island'] }, {}], position: { active: 'P1', step: 'main1' } },
    compiled,
  );
  const g = t.state;
  t.activate('Island', { ability: 0 });
  assert.equal(g.players[0]!.manaPool.U, 1);
  activate(g, 0, id(g, 'Mystic Gate'), '{W}{U}');
  for (const color of ['W', 'U'] as const) {
    assert.equal(g.pending?.kind, 'chooseColor');
    if (g.pending?.kind === 'chooseColor') assert.deepEqual([...g.pending.colors].sort(), ['U', 'W']);
    t.choose(color);
  }
  assert.deepEqual(
    [g.players[0]!.manaPool.W, g.players[0]!.manaPool.U],
    [1, 1],
    "{W/U} paid with the Island's {U}, then {W}{U} added",
  );
});

test('506.4 / 115: Aven Archer\'s "target attacking or blocking creature" — either is legal, others are not', () => {
  def('Aven Archer');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Aven Archer', 'Plains', 'Plains', 'Plains', 'Grizzly Bears'] },
        { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      ],
      position: { active: 'P2', step: 'declareAttackers', begin_step: true, turn: 3 },
    },
    compiled,
  );
  const g = t.state;
  const [bearsMine, bearsTheirs] = [id(g, 'Grizzly Bears', 'battlefield', 0), id(g, 'Grizzly Bears', 'battlefield', 1)];
  const theirBears = chars(g, bearsMine).controller === 1 ? bearsMine : bearsTheirs;
  const myBears = theirBears === bearsMine ? bearsTheirs : bearsMine;
  ok(g, 1, { kind: 'declareAttackers', attacks: [{ attacker: theirBears, defender: { kind: 'player', player: 0 } }] });
  t.pass();
  const archer = id(g, 'Aven Archer');
  refused(g, 0, archer, 'attacking or blocking', 'ILLEGAL_TARGET', [[{ kind: 'object', id: id(g, 'Hill Giant') }]]);
  refused(g, 0, archer, 'attacking or blocking', 'ILLEGAL_TARGET', [[{ kind: 'object', id: myBears }]]);
  activate(g, 0, archer, 'attacking or blocking', [[{ kind: 'object', id: theirBears }]]);
  resolveAll(g);
  assert.ok(!g.battlefield.includes(theirBears), 'the attacking Grizzly Bears is destroyed by 2 damage');
});
