/**
 * Players other than "you" in compiled Oracle text, played in real engine games (several seats, never "the
 * opponent"): intervening ifs about "that player" (603.4), "target creature that player controls" (the player the
 * trigger refers to), "each creature target player controls", "the number of cards in their hand" (and "3 minus …",
 * 107.1b), "that player draws an additional card", additional land plays (305.2), maximum hand size (402.2),
 * "you win the game" (104.2a), "Your opponents can't gain life" (119.7).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace, type GameState, type ObjectId } from '@arbiter/engine';
import { compiled, act, def, id, ok, pass, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const obj = (i: ObjectId) => ({ kind: 'object' as const, id: i });
const player = (p: number) => ({ kind: 'player' as const, player: p });

test('603.4 "if that player has two or fewer cards in hand": Hellfire Mongrel checks the player whose upkeep it is', () => {
  def('Hellfire Mongrel');
  for (const [cards, life] of [
    [2, 18],
    [3, 20],
  ] as const) {
    const s = scenario(3);
    s.battlefield(0, ['Hellfire Mongrel']);
    s.hand(2, Array<string>(cards).fill('Forest'));
    s.hand(1, ['Forest']); // another opponent with few cards is not "that player"
    const g = s.start({ active: 2, step: 'upkeep', beginStep: true });
    resolveAll(g);
    assert.equal(g.players[2]!.life, life, `${cards} cards in hand`);
    assert.equal(g.players[1]!.life, 20, 'only the player whose upkeep it is');
  }
  // Not in its controller's own upkeep ("each opponent's upkeep").
  const s = scenario(3);
  s.battlefield(0, ['Hellfire Mongrel']);
  const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
  resolveAll(g);
  assert.ok(g.players.every((p) => p.life === 20));
});

test('603.4: Asylum Visitor\'s "if that player has no cards in hand" is checked again on resolution', () => {
  def('Asylum Visitor');
  const s = scenario(3);
  s.battlefield(0, ['Asylum Visitor']);
  s.library(0, ['Island', 'Island']);
  s.hand(0, ['Lightning Bolt']);
  s.battlefield(0, ['Mountain']);
  const g = s.start({ active: 1, step: 'upkeep', beginStep: true });
  // The trigger is on the stack (player 1 has no cards in hand); player 1 gets nothing back before it resolves, so it resolves.
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, 2, "Asylum Visitor's controller drew a card");
  assert.equal(g.players[0]!.life, 19);
  // Player 2 holds a card: no trigger in their upkeep.
  const s2 = scenario(3);
  s2.battlefield(0, ['Asylum Visitor']);
  s2.library(0, ['Island']);
  s2.hand(2, ['Forest']);
  const g2 = s2.start({ active: 2, step: 'upkeep', beginStep: true });
  resolveAll(g2);
  assert.equal(g2.players[0]!.hand.length, 0);
  assert.equal(g2.players[0]!.life, 20);
});

test('603.3d "target artifact that player controls": Caustic Wasps may only target an artifact of the player it damaged', () => {
  def('Caustic Wasps');
  const t = cardGame(
    {
      players: [{ battlefield: ['Caustic Wasps'] }, { battlefield: ['Ornithopter'] }, { battlefield: ['Ornithopter'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const wasps = id(g, 'Caustic Wasps');
  const [mine, theirs] = [id(g, 'Ornithopter', 'battlefield', 0), id(g, 'Ornithopter', 'battlefield', 1)];
  t.attack({ 'Caustic Wasps': 'P3' });
  let d = g.pending;
  for (let i = 0; i < 40 && d?.kind !== 'chooseTargets'; i++) {
    if (d?.kind === 'priority') pass(g);
    else if (d?.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks: [] });
    else assert.fail(`unexpected ${d?.kind}`);
    d = g.pending;
  }
  assert.ok(d && d.kind === 'chooseTargets');
  assert.deepEqual(d.targets[0]!.legal, [obj(theirs)], "only the damaged player's artifact");
  const refused = submitInPlace(g, 0, { kind: 'chooseTargets', targets: [[obj(mine)]] });
  assert.ok(!refused.ok, "another player's artifact is not a legal target");
  ok(g, 0, { kind: 'chooseTargets', targets: [[obj(theirs)]] });
  resolveAll(g);
  assert.equal(g.objects[theirs], undefined, 'destroyed');
  assert.equal(g.objects[mine]?.zone, 'battlefield');
  assert.equal(g.players[2]!.life, 19);
});

test('608.2h "1 damage to each creature that player controls": Chandra\'s Fury hits the target player\'s creatures only', () => {
  def("Chandra's Fury");
  const t = cardGame(
    {
      players: [
        {
          hand: ["Chandra's Fury"],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Memnite'],
        },
        { battlefield: ['Memnite', 'Grizzly Bears'] },
        { battlefield: ['Memnite'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast("Chandra's Fury", { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 16);
  const memnites = g.battlefield
    .filter((x) => chars(g, x).name === 'Memnite')
    .map((x) => chars(g, x).controller)
    .sort();
  assert.deepEqual(memnites, [0, 2], "player 1's Memnite died; the others did not");
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.damage, 1);
});

test('608.2h "all lands target player controls": Gulf Squid taps only that player\'s lands', () => {
  def('Gulf Squid');
  const t = cardGame(
    {
      players: [
        { hand: ['Gulf Squid'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
        { battlefield: ['Forest', 'Forest'] },
        { battlefield: ['Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Gulf Squid');
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[player(1)]] } });
  const tapped = (p: number): boolean[] =>
    g.battlefield
      .filter((x) => chars(g, x).controller === p && chars(g, x).types.includes('Land'))
      .map((x) => g.objects[x]!.tapped);
  assert.deepEqual(tapped(1), [true, true]);
  assert.deepEqual(tapped(2), [false]);
});

test('107.1b "X is 3 minus the number of cards in their hand": Wheel of Torture deals 2, and 0 (not negative) to a full hand', () => {
  def('Wheel of Torture');
  for (const [cards, life] of [
    [1, 18],
    [5, 20],
  ] as const) {
    const s = scenario(3);
    s.battlefield(0, ['Wheel of Torture']);
    s.hand(1, Array<string>(cards).fill('Forest'));
    const g = s.start({ active: 1, step: 'upkeep', beginStep: true });
    resolveAll(g);
    assert.equal(g.players[1]!.life, life, `${cards} card(s) in hand`);
  }
});

test("\"the number of cards in that player's hand\": Gaze of Adamaro counts the target player's hand, not its caster's", () => {
  def('Gaze of Adamaro');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Gaze of Adamaro', 'Forest', 'Forest', 'Forest', 'Forest'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        {},
        { hand: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Gaze of Adamaro', { targets: ['P3'] });
  resolveAll(g);
  assert.equal(g.players[2]!.life, 18);
});

test('"for each creature target player controls": Divine Congregation gains 2 life per creature of that player', () => {
  def('Divine Congregation');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Divine Congregation'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears'],
        },
        { battlefield: ['Grizzly Bears', 'Memnite', 'Forest'] },
        { battlefield: ['Memnite'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Divine Congregation', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 24);
});

test('504.1 "that player draws an additional card": Howling Mine gives each player a card in their draw step while untapped', () => {
  def('Howling Mine');
  const s = scenario(3);
  s.battlefield(0, ['Howling Mine']);
  s.library(2, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 2, step: 'draw', beginStep: true });
  resolveAll(g);
  assert.equal(g.players[2]!.hand.length, 2, "the draw step's card and an additional one");
  const s2 = scenario(3);
  s2.battlefield(0, [{ card: 'Howling Mine', tapped: true }]);
  s2.library(2, ['Forest', 'Forest', 'Forest']);
  const g2 = s2.start({ active: 2, step: 'draw', beginStep: true });
  resolveAll(g2);
  assert.equal(g2.players[2]!.hand.length, 1, 'tapped: no additional card');
});

test('305.2 "You may play an additional land on each of your turns": Exploration allows two land plays, not three', () => {
  def('Exploration');
  const t = cardGame(
    {
      players: [{ hand: ['Forest', 'Forest', 'Forest'], battlefield: ['Exploration'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.play('Forest');
  t.play('Forest');
  const third = submitInPlace(g, 0, { kind: 'action', action: { kind: 'playLand', card: id(g, 'Forest', 'hand', 0) } });
  assert.ok(!third.ok, 'a third land is not allowed');
  assert.equal(g.players[0]!.landsPlayedThisTurn, 2);
});

test('305.2 "You may play an additional land this turn": Explore grants one more land play this turn and draws a card', () => {
  def('Explore');
  const t = cardGame(
    {
      players: [
        { library: ['Island'], hand: ['Explore', 'Forest', 'Forest', 'Forest'], battlefield: ['Forest', 'Forest'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.play('Forest');
  assert.ok(
    !submitInPlace(g, 0, { kind: 'action', action: { kind: 'playLand', card: id(g, 'Forest', 'hand', 0) } }).ok,
    'one land only before Explore',
  );
  t.cast('Explore');
  resolveAll(g);
  assert.ok(
    g.players[0]!.hand.some((x) => chars(g, x).name === 'Island'),
    'drew a card',
  );
  t.play('Forest');
  assert.ok(
    !submitInPlace(g, 0, { kind: 'action', action: { kind: 'playLand', card: id(g, 'Forest', 'hand', 0) } }).ok,
    'only one additional',
  );
});

function toCleanup(g: GameState): void {
  for (let i = 0; i < 20 && g.pending?.kind === 'priority' && g.turns[0]!.step === 'end'; i++) pass(g);
}

test('402.2 "Each opponent\'s maximum hand size is reduced by one": Gnat Miser\'s opponent discards down to six', () => {
  def('Gnat Miser');
  const s = scenario(3);
  s.battlefield(0, ['Gnat Miser']);
  s.hand(1, Array<string>(8).fill('Forest'));
  const g = s.start({ active: 1, step: 'end' });
  toCleanup(g);
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects' && d.player === 1, `expected a discard choice, got ${d?.kind}`);
  assert.equal(d.min, 2, 'eight cards down to six');
  ok(g, 1, { kind: 'chooseObjects', objects: d.options.slice(0, 2) });
  assert.equal(g.players[1]!.hand.length, 6);
  // Its controller keeps seven.
  const s2 = scenario(3);
  s2.battlefield(0, ['Gnat Miser']);
  s2.hand(0, Array<string>(8).fill('Forest'));
  const g2 = s2.start({ active: 0, step: 'end' });
  toCleanup(g2);
  const d2 = g2.pending;
  assert.ok(d2 && d2.kind === 'chooseObjects' && d2.min === 1, 'its controller discards only down to seven');
});

test('104.2a "you win the game": Felidar Sovereign wins at 40 life in its controller\'s upkeep, not at 39', () => {
  def('Felidar Sovereign');
  for (const [life, won] of [
    [40, true],
    [39, false],
  ] as const) {
    const s = scenario(3);
    s.battlefield(0, ['Felidar Sovereign']);
    s.life(0, life);
    const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
    resolveAll(g);
    assert.equal(g.result?.winners?.includes(0) ?? false, won, `${life} life`);
  }
});

test('119.7 "Your opponents can\'t gain life": with Erebos out, an opponent gains nothing; its controller still gains', () => {
  def('Erebos, God of the Dead');
  const s = scenario(3);
  s.battlefield(0, ['Erebos, God of the Dead']);
  s.battlefield(1, ['Plains', 'Plains']);
  s.hand(1, ['Sacred Nectar']);
  const g = s.start({ active: 1, step: 'main1' });
  act(g, 1, { kind: 'cast', card: id(g, 'Sacred Nectar') });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 20, "the opponent can't gain life");
  const s2 = scenario(3);
  s2.battlefield(0, ['Erebos, God of the Dead', 'Plains', 'Plains']);
  s2.hand(0, ['Sacred Nectar']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  act(g2, 0, { kind: 'cast', card: id(g2, 'Sacred Nectar') });
  resolveAll(g2);
  assert.equal(g2.players[0]!.life, 24);
});

test('"That player discards two cards": Blightning\'s "that player" is its target player', () => {
  def('Blightning');
  const t = cardGame(
    {
      players: [
        { hand: ['Blightning'], battlefield: ['Swamp', 'Mountain', 'Mountain'] },
        { hand: ['Forest', 'Forest', 'Forest'] },
        { hand: ['Forest', 'Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Blightning', { targets: ['P3'] });
  resolveAll(g);
  assert.equal(g.players[2]!.life, 17);
  assert.equal(g.players[2]!.hand.length, 1);
  assert.equal(g.players[1]!.hand.length, 3);
});

test('101.2 "Your opponents can\'t cast spells this turn": after Silence, an opponent\'s Lightning Bolt is refused; its caster may still cast', () => {
  def('Silence');
  const t = cardGame(
    {
      players: [
        { hand: ['Silence', 'Lightning Bolt'], battlefield: ['Plains', 'Mountain'] },
        {},
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'upkeep' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Silence');
  resolveAll(g);
  act(g, 0, { kind: 'cast', card: g.players[0]!.hand[0]!, targets: [[player(2)]] });
  t.pass();
  t.pass();
  assert.ok(
    g.pending?.kind === 'priority' && g.pending.player === 2,
    'player 2 holds priority with the Bolt on the stack',
  );
  const refused = submitInPlace(g, 2, {
    kind: 'action',
    action: { kind: 'cast', card: g.players[2]!.hand[0]!, targets: [[player(0)]] },
  });
  assert.ok(!refused.ok && refused.error.rule === '101.2', "the opponent can't cast it");
  resolveAll(g);
  assert.equal(g.players[2]!.life, 17, "Silence's controller can");
});

test('101.2 "Your opponents can\'t cast spells during your turn": Dragonlord Dromoka stops opponents on its controller\'s turn only', () => {
  def('Dragonlord Dromoka');
  const s = scenario(3);
  s.battlefield(0, ['Dragonlord Dromoka']);
  s.battlefield(1, ['Mountain']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  const bolt = id(g, 'Lightning Bolt');
  const r = submitInPlace(g, 1, { kind: 'action', action: { kind: 'cast', card: bolt, targets: [[player(2)]] } });
  assert.ok(!r.ok && r.error.rule === '101.2');
  const s2 = scenario(3);
  s2.battlefield(0, ['Dragonlord Dromoka']);
  s2.battlefield(1, ['Mountain']);
  s2.hand(1, ['Lightning Bolt']);
  const g2 = s2.start({ active: 2, step: 'main1', priority: 1 });
  act(g2, 1, { kind: 'cast', card: id(g2, 'Lightning Bolt'), targets: [[player(2)]] });
  resolveAll(g2);
  assert.equal(g2.players[2]!.life, 17, "on another player's turn it may be cast");
});

test('101.2 "Each player can\'t cast more than one spell each turn": Rule of Law refuses a second spell', () => {
  def('Rule of Law');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain'] },
        { battlefield: ['Rule of Law'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  act(g, 0, { kind: 'cast', card: g.players[0]!.hand[0]!, targets: [[player(1)]] });
  resolveAll(g);
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: g.players[0]!.hand[0]!, targets: [[player(1)]] },
  });
  assert.ok(!r.ok && r.error.rule === '101.2');
  assert.equal(g.players[1]!.life, 17);
});

test('101.2 "Your opponents can\'t cast blue creature spells": Llawan refuses a blue creature, not a green one', () => {
  def('Llawan, Cephalid Empress');
  const t = cardGame(
    {
      players: [
        { hand: ['Merfolk of the Pearl Trident', 'Grizzly Bears'], battlefield: ['Island', 'Forest', 'Forest'] },
        { battlefield: ['Llawan, Cephalid Empress'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, 'Merfolk of the Pearl Trident') },
  });
  assert.ok(!r.ok && r.error.rule === '101.2');
  t.cast('Grizzly Bears');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'battlefield');
});

test('402.2 "Players have no maximum hand size": with Anvil of Bogardan out, no player discards in cleanup', () => {
  def('Anvil of Bogardan');
  const s = scenario(3);
  s.battlefield(0, ['Anvil of Bogardan']);
  s.hand(1, Array<string>(9).fill('Forest'));
  const g = s.start({ active: 1, step: 'end' });
  toCleanup(g);
  assert.notEqual(g.pending?.kind, 'chooseObjects');
  assert.equal(g.players[1]!.hand.length, 9);
});

test('701.9a "that player discards all the cards in their hand, then draws that many cards": Shocker\'s damaged player gets a new hand of the same size', () => {
  def('Shocker');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Shocker'] },
        { hand: ['Forest'] },
        { library: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Forest', 'Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ Shocker: 'P3' });
  for (let i = 0; i < 60 && g.turns[0]!.step !== 'endCombat' && g.turns[0]!.step !== 'main2'; i++) {
    const d = g.pending;
    if (d?.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks: [] });
    else if (d?.kind === 'priority') pass(g);
    else resolveAll(g);
  }
  assert.equal(g.players[2]!.life, 19);
  const hand = g.players[2]!.hand.map((x) => chars(g, x).name);
  assert.deepEqual(hand, ['Island', 'Island', 'Island'], 'three discarded, three drawn');
  assert.equal(g.players[2]!.graveyard.length, 3);
  assert.equal(g.players[1]!.hand.length, 1, 'another player is unaffected');
});
