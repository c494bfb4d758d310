/**
 * Choices made as a permanent enters (614.12) or as a spell resolves, and the abilities that refer to them,
 * on real compiled cards played in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace, type Choice, type Color, type GameState, type ObjectId } from '@arbiter/engine';
import { compiled, act, def, id, ok, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';
import { ownObject } from '@arbiter/engine';

/** The index of the first ability of that kind on a permanent's card. */
function abilityIndex(g: GameState, obj: ObjectId, kind: string): number {
  const i = g.cards[g.objects[obj]!.defKey]!.abilities.findIndex((a) => a.kind === kind);
  assert.ok(i >= 0);
  return i;
}

function decision<K extends NonNullable<GameState['pending']>['kind']>(
  g: GameState,
  kind: K,
): Extract<NonNullable<GameState['pending']>, { kind: K }> {
  const d = g.pending;
  assert.ok(d && d.kind === kind, `expected ${kind}, got ${d?.kind}`);
  return d as Extract<NonNullable<GameState['pending']>, { kind: K }>;
}

test('614.12 shock land: Blood Crypt played — paying 2 life it enters untapped, else tapped', () => {
  def('Blood Crypt');
  for (const pay of [true, false]) {
    const t = cardGame(
      { players: [{ hand: ['Blood Crypt'] }, {}], position: { active: 'P1', step: 'main1' } },
      compiled,
    );
    const g = t.state;
    t.play('Blood Crypt');
    const d = decision(g, 'yesNo');
    assert.equal(d.player, 0);
    t.choose(pay);
    const crypt = id(g, 'Blood Crypt', 'battlefield');
    assert.equal(g.objects[crypt]!.tapped, !pay);
    assert.equal(g.players[0]!.life, pay ? 18 : 20);
    assert.equal(g.pending?.kind, 'priority');
  }
});

test('614.12 shock land from another zone: Wood Elves puts Stomping Ground onto the battlefield, its controller declines to pay and it is tapped', () => {
  def('Stomping Ground');
  const t = cardGame(
    {
      players: [
        { library: ['Stomping Ground'], hand: ['Wood Elves'], battlefield: ['Forest', 'Forest', 'Forest'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Wood Elves');
  while (g.pending?.kind === 'priority') pass(g);
  const search = decision(g, 'chooseObjects');
  t.choose(['Stomping Ground']);
  const ask = decision(g, 'yesNo');
  assert.match(ask.prompt, /Stomping Ground/);
  t.choose(false);
  assert.ok(search);
  const ground = id(g, 'Stomping Ground', 'battlefield');
  assert.equal(g.objects[ground]!.tapped, true);
  assert.equal(g.players[0]!.life, 20);
});

test('119.4 shock land: at 1 life the 2 life cannot be paid — Watery Grave enters tapped without asking', () => {
  def('Watery Grave');
  const t = cardGame(
    { players: [{ life: 1, hand: ['Watery Grave'] }, {}], position: { active: 'P1', step: 'main1' } },
    compiled,
  );
  const g = t.state;
  t.play('Watery Grave');
  assert.equal(g.pending?.kind, 'priority');
  assert.equal(g.objects[id(g, 'Watery Grave', 'battlefield')]!.tapped, true);
  assert.equal(g.players[0]!.life, 1);
});

test('614.12 reveal land: Gilt-Leaf Palace enters untapped when an Elf card is revealed, tapped otherwise', () => {
  def('Gilt-Leaf Palace');
  for (const reveal of [true, false]) {
    const s = scenario();
    s.hand(0, ['Gilt-Leaf Palace', 'Llanowar Elves', 'Grizzly Bears']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'playLand', card: id(g, 'Gilt-Leaf Palace') });
    const d = decision(g, 'chooseObjects');
    assert.deepEqual(d.options, [id(g, 'Llanowar Elves')], 'only the Elf card can be revealed');
    ok(g, 0, { kind: 'chooseObjects', objects: reveal ? [id(g, 'Llanowar Elves')] : [] });
    assert.equal(g.objects[id(g, 'Gilt-Leaf Palace', 'battlefield')]!.tapped, !reveal);
    assert.equal(g.players[0]!.hand.length, 2, 'revealing keeps the card in hand');
  }
  const s = scenario();
  s.hand(0, ['Gilt-Leaf Palace', 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'playLand', card: id(g, 'Gilt-Leaf Palace') });
  assert.equal(g.pending?.kind, 'priority', 'no Elf card: nothing to ask');
  assert.equal(g.objects[id(g, 'Gilt-Leaf Palace', 'battlefield')]!.tapped, true);
});

/** Casts `card` (paid automatically) and answers its "as enters" choice with `answer`. */
function castAndChoose(
  g: GameState,
  player: number,
  card: string,
  answer: (d: NonNullable<GameState['pending']>) => Choice,
): void {
  act(g, player, { kind: 'cast', card: id(g, card) });
  while (g.pending?.kind === 'priority') pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseOption' || d.kind === 'chooseColor', `expected the entry choice, got ${d.kind}`);
  assert.match((d as { prompt: string }).prompt, /As .* enters, choose/);
  ok(g, d.player, answer(d));
  resolveAll(g);
}
const creatureType =
  (t: string) =>
  (d: NonNullable<GameState['pending']>): Choice => {
    assert.ok(d.kind === 'chooseOption');
    const i = d.options.indexOf(t);
    assert.ok(i >= 0, `${t} is offered`);
    return { kind: 'chooseOption', chosen: [i] };
  };
const color = (c: Color) => (): Choice => ({ kind: 'chooseColor', color: c });

test('614.12 / 607.2 chosen creature type: Engineered Plague gives the chosen type -1/-1 and nothing else', () => {
  def('Engineered Plague');
  const t = cardGame(
    {
      players: [
        { hand: ['Engineered Plague'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Goblin Piker', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.deepEqual(pt(g, id(g, 'Goblin Piker')), [2, 1]);
  castAndChoose(g, 0, 'Engineered Plague', creatureType('Goblin'));
  assert.equal(g.objects[id(g, 'Engineered Plague', 'battlefield')]!.chosen?.creatureType, 'Goblin');
  assert.equal(id(g, 'Goblin Piker', 'graveyard') > 0, true, 'the 2/1 Goblin became 1/0 and died (704.5f)');
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2, 2]);
});

test('614.12 / 607.2 chosen color: Hall of Triumph pumps your creatures of the chosen color only', () => {
  def('Hall of Triumph');
  const t = cardGame(
    {
      players: [
        { hand: ['Hall of Triumph'], battlefield: ['Plains', 'Plains', 'Plains', 'Savannah Lions', 'Grizzly Bears'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  castAndChoose(g, 0, 'Hall of Triumph', color('W'));
  assert.deepEqual(pt(g, id(g, 'Savannah Lions')), [3, 2]);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2, 2]);
});

test('614.12 / 400.7 the choice belongs to the object: Hall of Triumph bounced and recast chooses again', () => {
  const t = cardGame(
    {
      players: [
        {
          hand: ['Hall of Triumph'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Savannah Lions', 'Grizzly Bears'],
        },
        { hand: ['Boomerang'], battlefield: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  castAndChoose(g, 0, 'Hall of Triumph', color('W'));
  assert.deepEqual(pt(g, id(g, 'Savannah Lions')), [3, 2]);
  t.pass();
  t.cast('Boomerang', { targets: ['Hall of Triumph'] });
  resolveAll(g);
  const inHand = id(g, 'Hall of Triumph', 'hand');
  assert.equal(g.objects[inHand]!.chosen, undefined, 'a new object remembers nothing');
  assert.deepEqual(pt(g, id(g, 'Savannah Lions')), [2, 1]);
  while (g.pending?.kind === 'priority' && g.pending.player !== 0) pass(g);
  castAndChoose(g, 0, 'Hall of Triumph', color('G'));
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [3, 3]);
  assert.deepEqual(pt(g, id(g, 'Savannah Lions')), [2, 1]);
});

test('614.12 / 607.2 chosen color in a trigger: Curse of Wizardry — a player who casts a spell of the chosen color loses 1 life', () => {
  def('Curse of Wizardry');
  const t = cardGame(
    {
      players: [
        { hand: ['Curse of Wizardry'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        { library: ['Island', 'Island'], hand: ['Opt', 'Lightning Bolt'], battlefield: ['Island', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  castAndChoose(g, 0, 'Curse of Wizardry', color('U'));
  t.pass();
  t.cast('Opt');
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19, 'a blue spell: the trigger');
  while (g.pending?.kind === 'priority' && g.pending.player !== 1) pass(g);
  t.cast('Lightning Bolt', { targets: ['P1'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19, 'a red spell: no trigger');
  assert.equal(g.players[0]!.life, 17);
});

test('614.12 / 607.2 chosen color in a target: Pentarch Paladin can target only permanents of the chosen color', () => {
  def('Pentarch Paladin');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Pentarch Paladin'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { battlefield: ['Grizzly Bears', 'Goblin Piker'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  castAndChoose(g, 0, 'Pentarch Paladin', color('G'));
  const paladin = id(g, 'Pentarch Paladin', 'battlefield');
  ownObject(g, paladin).summoningSick = false;
  const bad = submitInPlace(g, 0, {
    kind: 'action',
    action: {
      kind: 'activate',
      source: paladin,
      ability: abilityIndex(g, paladin, 'activated'),
      targets: [[{ kind: 'object', id: id(g, 'Goblin Piker') }]],
    },
  });
  assert.ok(!bad.ok, 'a red creature is not of the chosen color');
  act(g, 0, {
    kind: 'activate',
    source: paladin,
    ability: abilityIndex(g, paladin, 'activated'),
    targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
  });
  resolveAll(g);
  assert.ok(id(g, 'Grizzly Bears', 'graveyard') > 0);
});

test("614.12 / 607.2 chosen creature type in a cost modifier: Urza's Incubator makes spells of the chosen type cost {2} less", () => {
  def("Urza's Incubator");
  const t = cardGame(
    {
      players: [
        {
          hand: ["Urza's Incubator", 'Goblin Piker', 'Grizzly Bears'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  castAndChoose(g, 0, "Urza's Incubator", creatureType('Goblin'));
  t.cast('Goblin Piker'); // {1}{R} - {2} = {R}
  resolveAll(g);
  assert.ok(id(g, 'Goblin Piker', 'battlefield') > 0);
  assert.equal(
    g.battlefield.filter((x) => g.objects[x]!.tapped).length,
    4,
    'three for the Incubator, one for the Goblin',
  );
});

test('614.12 / 603.8 chosen color in a state trigger: Lurebound Scarecrow stays while you control a permanent of the chosen color', () => {
  def('Lurebound Scarecrow');
  const t = cardGame(
    {
      players: [
        { hand: ['Lurebound Scarecrow'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  castAndChoose(g, 0, 'Lurebound Scarecrow', color('G'));
  assert.ok(id(g, 'Lurebound Scarecrow', 'battlefield') > 0, 'a green permanent: it stays');
  t.pass();
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.ok(id(g, 'Lurebound Scarecrow', 'graveyard') > 0, 'no green permanent any more: sacrificed');
});

test('608.2d / 702.16 "the color of your choice": Mother of Runes gives protection from red in response to Lightning Bolt, which fizzles', () => {
  def('Mother of Runes');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Mother of Runes', 'Grizzly Bears'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  t.pass();
  const mother = id(g, 'Mother of Runes');
  act(g, 0, {
    kind: 'activate',
    source: mother,
    ability: abilityIndex(g, mother, 'activated'),
    targets: [[{ kind: 'object', id: bears }]],
  });
  t.pass();
  t.pass();
  const d = decision(g, 'chooseColor');
  assert.equal(d.player, 0);
  t.choose('R');
  resolveAll(g);
  assert.equal(g.objects[bears]?.zone, 'battlefield', 'the Bolt has an illegal target and does nothing (608.2b)');
  assert.equal(g.objects[bears]!.damage, 0);
});

test('608.2d "Choose a color. … the chosen color": Brave the Elements gives only white creatures protection from the chosen color', () => {
  def('Brave the Elements');
  const t = cardGame(
    {
      players: [
        { hand: ['Brave the Elements'], battlefield: ['Plains', 'Savannah Lions', 'Grizzly Bears'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Brave the Elements');
  t.pass();
  t.pass();
  t.choose('R');
  resolveAll(g);
  // 702.16b: a white creature with protection from red can't be the target of a red spell; a green one can.
  t.pass();
  const lions = id(g, 'Savannah Lions');
  const r = submitInPlace(g, 1, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: lions }]] },
  });
  assert.ok(!r.ok, 'Savannah Lions has protection from red');
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.ok(id(g, 'Grizzly Bears', 'graveyard') > 0, 'the green creature got nothing');
});

test('608.2d "each creature of the chosen color": Sudden Demise choosing green kills the green creatures only', () => {
  def('Sudden Demise');
  const t = cardGame(
    {
      players: [
        { hand: ['Sudden Demise'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Grizzly Bears', 'Savannah Lions'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Sudden Demise', { x: 2 });
  t.pass();
  t.pass();
  t.choose('G');
  resolveAll(g);
  assert.ok(id(g, 'Grizzly Bears', 'graveyard') > 0);
  assert.equal(g.objects[id(g, 'Savannah Lions')]!.zone, 'battlefield');
  assert.equal(g.objects[id(g, 'Savannah Lions')]!.damage, 0);
});

test('608.2d "Choose a creature type … of that type": Distant Melody draws a card for each Goblin you control', () => {
  def('Distant Melody');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island', 'Island'],
          hand: ['Distant Melody'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Goblin Piker', 'Raging Goblin', 'Grizzly Bears'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Distant Melody');
  t.pass();
  t.pass();
  const d = decision(g, 'chooseOption');
  assert.equal(d.options[0], 'Goblin', 'the most common type among your cards is offered first');
  ok(g, 0, { kind: 'chooseOption', chosen: [d.options.indexOf('Goblin')] });
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, 2);
});

test('614.12 / 702.16 "protection from the chosen color": Voice of All chooses red and Lightning Bolt can no longer target it', () => {
  def('Voice of All');
  const t = cardGame(
    {
      players: [
        { hand: ['Voice of All'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] },
        { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  castAndChoose(g, 0, 'Voice of All', color('R'));
  const voice = id(g, 'Voice of All', 'battlefield');
  t.pass();
  const r = submitInPlace(g, 1, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, 'Lightning Bolt', 'hand'), targets: [[{ kind: 'object', id: voice }]] },
  });
  assert.ok(!r.ok, 'protection from red: not a legal target (702.16b)');
});

test('614.12 / 613.1d Adaptive Automaton: it is the chosen type and pumps the other creatures of that type you control', () => {
  def('Adaptive Automaton');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Adaptive Automaton'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Goblin Piker', 'Grizzly Bears'],
        },
        { battlefield: ['Raging Goblin'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  castAndChoose(g, 0, 'Adaptive Automaton', creatureType('Goblin'));
  const automaton = id(g, 'Adaptive Automaton', 'battlefield');
  assert.ok(chars(g, automaton).subtypes.includes('Goblin'), 'a Goblin in addition to its other types');
  assert.ok(chars(g, automaton).subtypes.includes('Construct'));
  assert.deepEqual(pt(g, automaton), [2, 2], '"other" creatures only');
  assert.deepEqual(pt(g, id(g, 'Goblin Piker')), [3, 2]);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2, 2]);
  assert.deepEqual(pt(g, id(g, 'Raging Goblin')), [1, 1], "an opponent's Goblin is not yours");
});
