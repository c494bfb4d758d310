/**
 * Keyword abilities (702) on real compiled cards, played in engine games: persist, undying,
 * changeling, split second, convoke, improvise, delve, affinity for artifacts, flashback, retrace,
 * buyback, megamorph, evoke, dash, echo, cumulative upkeep, fading, modular, bloodthirst, evolve, extort,
 * outlast, renown, totem armor, dethrone, ingest, battle cry, annihilator.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import { act, def, id, pass, pt, resolveAll, scenario } from './helpers.js';

test('702.79a persist: Kitchen Finks dies, returns with a -1/-1 counter and gains 2 life again', () => {
  def('Kitchen Finks');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Lightning Bolt']);
  s.battlefield(1, ['Kitchen Finks']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt'),
    targets: [[{ kind: 'object', id: id(g, 'Kitchen Finks') }]],
  });
  resolveAll(g);
  const finks = id(g, 'Kitchen Finks', 'battlefield');
  assert.equal(g.objects[finks]!.counters['-1/-1'], 1);
  assert.deepEqual(pt(g, finks), [2, 1]);
  assert.equal(g.players[1]!.life, 22, 'the enters trigger happened again');
});

test('702.93a undying: Strangleroot Geist returns with a +1/+1 counter', () => {
  def('Strangleroot Geist');
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Lightning Bolt']);
  s.battlefield(1, ['Strangleroot Geist']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt'),
    targets: [[{ kind: 'object', id: id(g, 'Strangleroot Geist') }]],
  });
  resolveAll(g);
  const geist = id(g, 'Strangleroot Geist', 'battlefield');
  assert.deepEqual(pt(g, geist), [3, 2]);
});

test('702.73a changeling: Woodland Changeling is an Elf (and every other creature type)', () => {
  def('Woodland Changeling');
  const s = scenario();
  s.battlefield(0, ['Woodland Changeling']);
  const g = s.start({ active: 0, step: 'main1' });
  const c = chars(g, id(g, 'Woodland Changeling'));
  for (const t of ['Elf', 'Merfolk', 'Goblin', 'Faerie', 'Giant']) assert.ok(c.subtypes.includes(t), t);
});

test('702.61a split second: nothing can be cast in response to Krosan Grip', () => {
  def('Krosan Grip');
  const s = scenario();
  s.battlefield(0, ['Forest', 'Forest', 'Forest']);
  s.hand(0, ['Krosan Grip']);
  s.battlefield(1, ['Bonesplitter', 'Island', 'Island']);
  s.hand(1, ['Counterspell']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Krosan Grip'), targets: [[{ kind: 'object', id: id(g, 'Bonesplitter') }]] });
  pass(g);
  const r = submitInPlace(g, 1, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: id(g, 'Counterspell'),
      targets: [[{ kind: 'object', id: id(g, 'Krosan Grip', 'stack') }]],
    },
  });
  assert.ok(!r.ok && r.error.rule === '702.61a');
  pass(g);
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.zone, 'graveyard');
});

test('702.51a convoke: Conclave Phalanx cast by tapping creatures', () => {
  def('Conclave Phalanx');
  const s = scenario();
  s.battlefield(0, ['Plains', 'Grizzly Bears', 'Grizzly Bears', 'Savannah Lions', 'Savannah Lions']);
  s.hand(0, ['Conclave Phalanx']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Conclave Phalanx') });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Conclave Phalanx')]!.zone, 'battlefield');
  assert.equal(g.players[0]!.life, 25, '1 life for each of five creatures');
});

test('702.66a delve: Hooting Mandrills for {G} with five cards exiled from the graveyard', () => {
  def('Hooting Mandrills');
  const s = scenario();
  s.battlefield(0, ['Forest']);
  s.graveyard(0, ['Opt', 'Opt', 'Shock', 'Grizzly Bears', 'Forest']);
  s.hand(0, ['Hooting Mandrills']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Hooting Mandrills') });
  assert.equal(g.players[0]!.graveyard.length, 0);
  assert.equal(g.exile.length, 5);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hooting Mandrills')]!.zone, 'battlefield');
});

test('702.126a improvise: Sweatworks Brawler cast tapping artifacts for generic mana', () => {
  def('Sweatworks Brawler');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Darksteel Myr', 'Darksteel Myr', 'Darksteel Myr']);
  s.hand(0, ['Sweatworks Brawler']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Sweatworks Brawler') });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Sweatworks Brawler')]!.zone, 'battlefield');
});

test('702.41a affinity for artifacts: Frogmite is free with four artifacts', () => {
  def('Frogmite');
  const s = scenario();
  s.battlefield(0, ['Darksteel Myr', 'Darksteel Myr', 'Darksteel Myr', 'Darksteel Myr']);
  s.hand(0, ['Frogmite']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Frogmite') });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Frogmite')]!.zone, 'battlefield');
});

test('702.34a flashback: Ancient Grudge cast from the graveyard for {G}, then exiled', () => {
  def('Ancient Grudge');
  const s = scenario();
  s.battlefield(0, ['Forest']);
  s.graveyard(0, ['Ancient Grudge']);
  s.battlefield(1, ['Bonesplitter']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Ancient Grudge'),
    targets: [[{ kind: 'object', id: id(g, 'Bonesplitter') }]],
  });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Ancient Grudge')]!.zone, 'exile');
});

test('702.81a retrace: Flame Jab cast from the graveyard by discarding a land', () => {
  def('Flame Jab');
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.graveyard(0, ['Flame Jab']);
  s.hand(0, ['Mountain']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Flame Jab'), targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19);
  assert.equal(g.players[0]!.hand.length, 0);
  assert.equal(g.objects[id(g, 'Flame Jab')]!.zone, 'graveyard');
});

test('702.27a buyback: Capsize with buyback bounces a permanent and returns to hand', () => {
  def('Capsize');
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Capsize']);
  s.battlefield(1, ['Colossal Dreadmaw']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Capsize'),
    targets: [[{ kind: 'object', id: id(g, 'Colossal Dreadmaw') }]],
    buyback: true,
  });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Colossal Dreadmaw')]!.zone, 'hand');
  assert.equal(g.objects[id(g, 'Capsize')]!.zone, 'hand');
});

test('702.37b megamorph: Ainok Survivalist turned face up gets a +1/+1 counter and its trigger destroys an artifact', () => {
  def('Ainok Survivalist');
  const s = scenario();
  s.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  s.hand(0, ['Ainok Survivalist']);
  s.battlefield(1, ['Bonesplitter']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Ainok Survivalist'), faceDown: true });
  resolveAll(g);
  const ainok = id(g, 'Ainok Survivalist', 'battlefield');
  act(g, 0, { kind: 'turnFaceUp', object: ainok });
  resolveAll(g);
  assert.deepEqual(pt(g, ainok), [3, 2]);
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.zone, 'graveyard');
});

test('702.74a evoke: Mulldrifter evoked for {2}{U} draws two cards and is sacrificed', () => {
  def('Mulldrifter');
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island']);
  s.hand(0, ['Mulldrifter']);
  s.library(0, ['Opt', 'Opt', 'Opt']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Mulldrifter'), alternative: 'evoke' });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Mulldrifter')]!.zone, 'graveyard');
  assert.equal(g.players[0]!.hand.length, 2);
});

test('702.109a dash: Mardu Scout dashed attacks at once and returns to hand at the end step', () => {
  def('Mardu Scout');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Mardu Scout']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Mardu Scout'), alternative: 'dash' });
  resolveAll(g);
  const scout = id(g, 'Mardu Scout', 'battlefield');
  while (g.pending?.kind === 'priority') pass(g);
  assert.equal(g.pending?.kind, 'declareAttackers');
  submitInPlace(g, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: scout, defender: { kind: 'player', player: 1 } }],
  });
  const pending = (): string | undefined => g.pending?.kind;
  for (let i = 0; i < 40 && g.turns[0]!.step !== 'end'; i++) {
    if (pending() === 'priority') pass(g);
    else if (pending() === 'declareBlockers') submitInPlace(g, 1, { kind: 'declareBlockers', blocks: [] });
    else break;
  }
  assert.equal(g.players[1]!.life, 17);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Mardu Scout')]!.zone, 'hand');
});

test('702.30a echo: Albino Troll is sacrificed at its first upkeep unless its echo is paid', () => {
  def('Albino Troll');
  const s = scenario();
  s.battlefield(0, ['Albino Troll', 'Forest']);
  const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
  resolveAll(g); // can't pay {1}{G} with one Forest: sacrificed
  assert.equal(g.objects[id(g, 'Albino Troll')]!.zone, 'graveyard');
});

test('702.24a cumulative upkeep: Arctic Wolves gets an age counter and its {2} is paid', () => {
  def('Arctic Wolves');
  const s = scenario();
  s.battlefield(0, ['Arctic Wolves', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
  resolveAll(g, { yes: true });
  const wolves = id(g, 'Arctic Wolves', 'battlefield');
  assert.equal(g.objects[wolves]!.counters['age'], 1);
  assert.equal(g.objects[id(g, 'Forest', 'battlefield', 1)]!.tapped, true);
});

test('702.32a fading: Blastoderm enters with three fade counters and loses one each upkeep, then is sacrificed', () => {
  def('Blastoderm');
  const s = scenario();
  s.battlefield(0, [{ card: 'Blastoderm', counters: { fade: 1 } }]);
  const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
  resolveAll(g);
  const b = id(g, 'Blastoderm', 'battlefield');
  assert.equal(g.objects[b]!.counters['fade'] ?? 0, 0);
  const s2 = scenario();
  s2.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest']);
  s2.hand(0, ['Blastoderm']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  act(g2, 0, { kind: 'cast', card: id(g2, 'Blastoderm') });
  resolveAll(g2);
  assert.equal(g2.objects[id(g2, 'Blastoderm')]!.counters['fade'], 3);
  const s3 = scenario();
  s3.battlefield(0, ['Blastoderm']); // no fade counters left: sacrificed
  const g3 = s3.start({ active: 0, step: 'upkeep', beginStep: true });
  resolveAll(g3);
  assert.equal(g3.objects[id(g3, 'Blastoderm')]!.zone, 'graveyard');
});

test('702.43a modular: Arcbound Worker enters with a +1/+1 counter and moves its counters when it dies', () => {
  def('Arcbound Worker');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Darksteel Myr']);
  s.hand(0, ['Shock']);
  s.battlefield(1, ['Mountain']);
  s.hand(1, ['Arcbound Worker']);
  const g = s.start({ active: 1, step: 'main1' });
  act(g, 1, { kind: 'cast', card: id(g, 'Arcbound Worker') });
  resolveAll(g);
  const w = id(g, 'Arcbound Worker', 'battlefield');
  assert.deepEqual(pt(g, w), [1, 1]);
  pass(g);
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: w }]] });
  resolveAll(g, { yes: true });
  assert.equal(g.objects[id(g, 'Darksteel Myr')]!.counters['+1/+1'], 1);
});

test('702.54a bloodthirst: Bogardan Lancer gets a +1/+1 counter only if an opponent was dealt damage this turn', () => {
  def('Bogardan Lancer');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Bogardan Lancer', 'Shock', 'Bogardan Lancer']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Bogardan Lancer', 'hand', 0) });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Bogardan Lancer', 'battlefield')), [1, 1]);
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  g.players[0]!.manaPool.R = 2; // (mana from elsewhere, to cast the second)
  act(g, 0, { kind: 'cast', card: id(g, 'Bogardan Lancer', 'hand') });
  resolveAll(g);
  const lancers = Object.values(g.objects).filter(
    (o) => o.zone === 'battlefield' && g.cards[o.defKey]!.name === 'Bogardan Lancer',
  );
  assert.deepEqual(lancers.map((o) => pt(g, o.id)).sort(), [
    [1, 1],
    [2, 2],
  ]);
});

test('702.100a evolve: Experiment One grows when a bigger creature enters under your control', () => {
  def('Experiment One');
  const s = scenario();
  s.battlefield(0, ['Experiment One', 'Forest', 'Forest']);
  s.hand(0, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Grizzly Bears') });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Experiment One')), [2, 2]);
});

test('702.101a extort: Syndic of Tithes drains each opponent when its controller casts a spell', () => {
  def('Syndic of Tithes');
  const s = scenario(3);
  s.battlefield(0, ['Syndic of Tithes', 'Plains', 'Plains', 'Plains']);
  s.hand(0, ['Raise the Alarm']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Raise the Alarm') });
  resolveAll(g, { yes: true });
  assert.equal(g.players[1]!.life, 19);
  assert.equal(g.players[2]!.life, 19);
  assert.equal(g.players[0]!.life, 22, 'each opponent lost 1: 2 life gained');
});

test('702.107a outlast: Abzan Falconer puts a +1/+1 counter on itself and then has flying', () => {
  def('Abzan Falconer');
  const s = scenario();
  s.battlefield(0, ['Abzan Falconer', 'Plains']);
  const g = s.start({ active: 0, step: 'main1' });
  const f = id(g, 'Abzan Falconer');
  const d = g.pending!;
  const a = d.kind === 'priority' ? d.actions.find((x) => x.kind === 'activate' && x.source === f) : undefined;
  assert.ok(a && a.kind === 'activate');
  act(g, 0, { kind: 'activate', source: f, ability: a.ability });
  resolveAll(g);
  assert.equal(g.objects[f]!.counters['+1/+1'], 1);
  assert.ok(chars(g, f).keywords.has('flying'));
});

test('702.112a renown: Akroan Sergeant becomes renowned on its first combat damage to a player, once', () => {
  def('Akroan Sergeant');
  const s = scenario();
  s.battlefield(0, ['Akroan Sergeant']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const sg = id(g, 'Akroan Sergeant');
  submitInPlace(g, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: sg, defender: { kind: 'player', player: 1 } }],
  });
  const pending = (): string | undefined => g.pending?.kind;
  for (let i = 0; i < 40 && g.turns[0]!.step !== 'main2'; i++) {
    if (pending() === 'priority') pass(g);
    else if (pending() === 'declareBlockers') submitInPlace(g, 1, { kind: 'declareBlockers', blocks: [] });
    else break;
  }
  assert.equal(g.players[1]!.life, 18);
  assert.equal(g.objects[sg]!.renowned, true);
  assert.deepEqual(pt(g, sg), [3, 3]);
});

test('702.89a totem armor: Hyena Umbra is destroyed instead of the enchanted creature, whose damage is removed', () => {
  def('Hyena Umbra');
  const s = scenario();
  s.battlefield(0, ['Grizzly Bears', 'Plains']);
  s.hand(0, ['Hyena Umbra']);
  s.battlefield(1, ['Swamp', 'Swamp', 'Swamp', 'Mountain']);
  s.hand(1, ['Murder', 'Shock']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, { kind: 'cast', card: id(g, 'Hyena Umbra'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  pass(g);
  act(g, 1, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.equal(g.objects[bears]!.damage, 2);
  pass(g); // player 0 passes with an empty stack; player 1 gets priority
  act(g, 1, { kind: 'cast', card: id(g, 'Murder'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.equal(g.objects[bears]!.zone, 'battlefield');
  assert.equal(g.objects[bears]!.damage, 0);
  assert.equal(g.objects[id(g, 'Hyena Umbra')]!.zone, 'graveyard');
});

function attackWith(g: import('@arbiter/engine').GameState, attacker: number, defender: number): void {
  submitInPlace(g, g.turns[0]!.activePlayers[0]!, {
    kind: 'declareAttackers',
    attacks: [{ attacker, defender: { kind: 'player', player: defender } }],
  });
  const pending = (): string | undefined => g.pending?.kind;
  for (let i = 0; i < 40 && g.turns[0]!.step !== 'main2'; i++) {
    if (pending() === 'priority') pass(g);
    else if (pending() === 'declareBlockers') submitInPlace(g, defender, { kind: 'declareBlockers', blocks: [] });
    else break;
  }
}

test("702.105a dethrone: Grenzo's Cutthroat attacking the player with the most life gets a +1/+1 counter", () => {
  def("Grenzo's Cutthroat");
  const s = scenario(3);
  s.battlefield(0, ["Grenzo's Cutthroat"]);
  s.life(1, 25);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const c = id(g, "Grenzo's Cutthroat");
  attackWith(g, c, 1);
  assert.equal(g.objects[c]!.counters['+1/+1'], 1);
  assert.equal(g.players[1]!.life, 23);
  const s2 = scenario(3);
  s2.battlefield(0, ["Grenzo's Cutthroat"]);
  s2.life(1, 25);
  const g2 = s2.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const c2 = id(g2, "Grenzo's Cutthroat");
  attackWith(g2, c2, 2); // player 2 has 20, not the most
  assert.equal(g2.objects[c2]!.counters['+1/+1'] ?? 0, 0);
});

test('702.115a ingest: Salvage Drone makes the damaged player exile the top card of their library', () => {
  def('Salvage Drone');
  const s = scenario();
  s.battlefield(0, ['Salvage Drone']);
  s.library(1, ['Opt', 'Shock']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  attackWith(g, id(g, 'Salvage Drone'), 1);
  assert.equal(g.players[1]!.life, 19);
  assert.equal(g.exile.length, 1);
  assert.equal(g.players[1]!.library.length, 1);
});

test('702.91a battle cry: Goblin Wardriver gives each other attacking creature +1/+0', () => {
  def('Goblin Wardriver');
  const s = scenario();
  s.battlefield(0, ['Goblin Wardriver', 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  submitInPlace(g, 0, {
    kind: 'declareAttackers',
    attacks: [id(g, 'Goblin Wardriver'), id(g, 'Grizzly Bears')].map((attacker) => ({
      attacker,
      defender: { kind: 'player' as const, player: 1 },
    })),
  });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [3, 2]);
  assert.deepEqual(pt(g, id(g, 'Goblin Wardriver')), [2, 2], 'not itself');
});

test("702.86a annihilator: Ulamog's Crusher makes the defending player sacrifice two permanents", () => {
  def("Ulamog's Crusher");
  const s = scenario();
  s.battlefield(0, ["Ulamog's Crusher"]);
  s.battlefield(1, ['Forest', 'Forest', 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  submitInPlace(g, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: id(g, "Ulamog's Crusher"), defender: { kind: 'player', player: 1 } }],
  });
  resolveAll(g);
  assert.equal(g.battlefield.filter((x) => g.objects[x]!.owner === 1).length, 1);
});
