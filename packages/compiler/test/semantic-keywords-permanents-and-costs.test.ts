/**
 * Keyword abilities (702) on real compiled cards, played in engine games: persist, undying,
 * changeling, split second, convoke, improvise, delve, affinity for artifacts, flashback, retrace,
 * buyback, megamorph, evoke, dash, echo, cumulative upkeep, fading, modular, bloodthirst, evolve, extort,
 * outlast, renown, totem armor, dethrone, ingest, battle cry, annihilator.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import { compiled, act, def, id, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('702.79a persist: Kitchen Finks dies, returns with a -1/-1 counter and gains 2 life again', () => {
  def('Kitchen Finks');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Kitchen Finks'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['Kitchen Finks'] });
  resolveAll(g);
  const finks = id(g, 'Kitchen Finks', 'battlefield');
  assert.equal(g.objects[finks]!.counters['-1/-1'], 1);
  assert.deepEqual(pt(g, finks), [2, 1]);
  assert.equal(g.players[1]!.life, 22, 'the enters trigger happened again');
});

test('702.93a undying: Strangleroot Geist returns with a +1/+1 counter', () => {
  def('Strangleroot Geist');
  const t = cardGame(
    {
      players: [{ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, { battlefield: ['Strangleroot Geist'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['Strangleroot Geist'] });
  resolveAll(g);
  const geist = id(g, 'Strangleroot Geist', 'battlefield');
  assert.deepEqual(pt(g, geist), [3, 2]);
});

test('702.73a changeling: Woodland Changeling is an Elf (and every other creature type)', () => {
  def('Woodland Changeling');
  const t = cardGame(
    { players: [{ battlefield: ['Woodland Changeling'] }, {}], position: { active: 'P1', step: 'main1' } },
    compiled,
  );
  const g = t.state;
  const c = chars(g, id(g, 'Woodland Changeling'));
  for (const t of ['Elf', 'Merfolk', 'Goblin', 'Faerie', 'Giant']) assert.ok(c.subtypes.includes(t), t);
});

test('702.61a split second: nothing can be cast in response to Krosan Grip', () => {
  def('Krosan Grip');
  const t = cardGame(
    {
      players: [
        { hand: ['Krosan Grip'], battlefield: ['Forest', 'Forest', 'Forest'] },
        { hand: ['Counterspell'], battlefield: ['Bonesplitter', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Krosan Grip', { targets: ['Bonesplitter'] });
  t.pass();
  const r = submitInPlace(g, 1, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: id(g, 'Counterspell'),
      targets: [[{ kind: 'object', id: id(g, 'Krosan Grip', 'stack') }]],
    },
  });
  assert.ok(!r.ok && r.error.rule === '702.61a');
  t.pass();
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.zone, 'graveyard');
});

test('702.51a convoke: Conclave Phalanx cast by tapping creatures', () => {
  def('Conclave Phalanx');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Conclave Phalanx'],
          battlefield: ['Plains', 'Grizzly Bears', 'Grizzly Bears', 'Savannah Lions', 'Savannah Lions'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Conclave Phalanx');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Conclave Phalanx')]!.zone, 'battlefield');
  assert.equal(g.players[0]!.life, 25, '1 life for each of five creatures');
});

test('702.66a delve: Hooting Mandrills for {G} with five cards exiled from the graveyard', () => {
  def('Hooting Mandrills');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Hooting Mandrills'],
          graveyard: ['Opt', 'Opt', 'Shock', 'Grizzly Bears', 'Forest'],
          battlefield: ['Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Hooting Mandrills');
  assert.equal(g.players[0]!.graveyard.length, 0);
  assert.equal(g.exile.length, 5);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hooting Mandrills')]!.zone, 'battlefield');
});

test('702.126a improvise: Sweatworks Brawler cast tapping artifacts for generic mana', () => {
  def('Sweatworks Brawler');
  const t = cardGame(
    {
      players: [
        { hand: ['Sweatworks Brawler'], battlefield: ['Mountain', 'Darksteel Myr', 'Darksteel Myr', 'Darksteel Myr'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Sweatworks Brawler');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Sweatworks Brawler')]!.zone, 'battlefield');
});

test('702.41a affinity for artifacts: Frogmite is free with four artifacts', () => {
  def('Frogmite');
  const t = cardGame(
    {
      players: [
        { hand: ['Frogmite'], battlefield: ['Darksteel Myr', 'Darksteel Myr', 'Darksteel Myr', 'Darksteel Myr'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Frogmite');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Frogmite')]!.zone, 'battlefield');
});

test('702.34a flashback: Ancient Grudge cast from the graveyard for {G}, then exiled', () => {
  def('Ancient Grudge');
  const t = cardGame(
    {
      players: [{ graveyard: ['Ancient Grudge'], battlefield: ['Forest'] }, { battlefield: ['Bonesplitter'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Ancient Grudge', { targets: ['Bonesplitter'] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Ancient Grudge')]!.zone, 'exile');
});

test('702.81a retrace: Flame Jab cast from the graveyard by discarding a land', () => {
  def('Flame Jab');
  const t = cardGame(
    {
      players: [{ hand: ['Mountain'], graveyard: ['Flame Jab'], battlefield: ['Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Flame Jab', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19);
  assert.equal(g.players[0]!.hand.length, 0);
  assert.equal(g.objects[id(g, 'Flame Jab')]!.zone, 'graveyard');
});

test('702.27a buyback: Capsize with buyback bounces a permanent and returns to hand', () => {
  def('Capsize');
  const t = cardGame(
    {
      players: [
        { hand: ['Capsize'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'] },
        { battlefield: ['Colossal Dreadmaw'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Capsize', { targets: ['Colossal Dreadmaw'], with: 'buyback' });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Colossal Dreadmaw')]!.zone, 'hand');
  assert.equal(g.objects[id(g, 'Capsize')]!.zone, 'hand');
});

test('702.37b megamorph: Ainok Survivalist turned face up gets a +1/+1 counter and its trigger destroys an artifact', () => {
  def('Ainok Survivalist');
  const t = cardGame(
    {
      players: [
        { hand: ['Ainok Survivalist'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'] },
        { battlefield: ['Bonesplitter'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Ainok Survivalist', { with: 'face_down' });
  resolveAll(g);
  const ainok = id(g, 'Ainok Survivalist', 'battlefield');
  act(g, 0, { kind: 'turnFaceUp', object: ainok });
  resolveAll(g);
  assert.deepEqual(pt(g, ainok), [3, 2]);
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.zone, 'graveyard');
});

test('702.74a evoke: Mulldrifter evoked for {2}{U} draws two cards and is sacrificed', () => {
  def('Mulldrifter');
  const t = cardGame(
    {
      players: [
        { library: ['Opt', 'Opt', 'Opt'], hand: ['Mulldrifter'], battlefield: ['Island', 'Island', 'Island'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Mulldrifter', { with: 'evoke' });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Mulldrifter')]!.zone, 'graveyard');
  assert.equal(g.players[0]!.hand.length, 2);
});

test('702.109a dash: Mardu Scout dashed attacks at once and returns to hand at the end step', () => {
  def('Mardu Scout');
  const t = cardGame(
    {
      players: [{ hand: ['Mardu Scout'], battlefield: ['Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Mardu Scout', { with: 'dash' });
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
  const t = cardGame(
    {
      players: [{ battlefield: ['Albino Troll', 'Forest'] }, {}],
      position: { active: 'P1', step: 'upkeep', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  resolveAll(g); // can't pay {1}{G} with one Forest: sacrificed
  assert.equal(g.objects[id(g, 'Albino Troll')]!.zone, 'graveyard');
});

test('702.24a cumulative upkeep: Arctic Wolves gets an age counter and its {2} is paid', () => {
  def('Arctic Wolves');
  const t = cardGame(
    {
      players: [{ battlefield: ['Arctic Wolves', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'upkeep', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
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
  const t = cardGame(
    {
      players: [
        { hand: ['Shock'], battlefield: ['Mountain', 'Darksteel Myr'] },
        { hand: ['Arcbound Worker'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Arcbound Worker');
  resolveAll(g);
  const w = id(g, 'Arcbound Worker', 'battlefield');
  assert.deepEqual(pt(g, w), [1, 1]);
  t.pass();
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: w }]] });
  resolveAll(g, { yes: true });
  assert.equal(g.objects[id(g, 'Darksteel Myr')]!.counters['+1/+1'], 1);
});

test('702.54a bloodthirst: Bogardan Lancer gets a +1/+1 counter only if an opponent was dealt damage this turn', () => {
  def('Bogardan Lancer');
  const t = cardGame(
    {
      players: [
        { hand: ['Bogardan Lancer', 'Shock', 'Bogardan Lancer'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Bogardan Lancer');
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Bogardan Lancer', 'battlefield')), [1, 1]);
  t.cast('Shock', { targets: ['P2'] });
  resolveAll(g);
  g.players[0]!.manaPool.R = 2; // (mana from elsewhere, to cast the second)
  t.cast('Bogardan Lancer');
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
  const t = cardGame(
    {
      players: [{ hand: ['Grizzly Bears'], battlefield: ['Experiment One', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Grizzly Bears');
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Experiment One')), [2, 2]);
});

test('702.101a extort: Syndic of Tithes drains each opponent when its controller casts a spell', () => {
  def('Syndic of Tithes');
  const t = cardGame(
    {
      players: [{ hand: ['Raise the Alarm'], battlefield: ['Syndic of Tithes', 'Plains', 'Plains', 'Plains'] }, {}, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Raise the Alarm');
  resolveAll(g, { yes: true });
  assert.equal(g.players[1]!.life, 19);
  assert.equal(g.players[2]!.life, 19);
  assert.equal(g.players[0]!.life, 22, 'each opponent lost 1: 2 life gained');
});

test('702.107a outlast: Abzan Falconer puts a +1/+1 counter on itself and then has flying', () => {
  def('Abzan Falconer');
  const t = cardGame(
    { players: [{ battlefield: ['Abzan Falconer', 'Plains'] }, {}], position: { active: 'P1', step: 'main1' } },
    compiled,
  );
  const g = t.state;
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
  const t = cardGame(
    {
      players: [{ battlefield: ['Akroan Sergeant'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
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
  const t = cardGame(
    {
      players: [
        { hand: ['Hyena Umbra'], battlefield: ['Grizzly Bears', 'Plains'] },
        { hand: ['Murder', 'Shock'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Hyena Umbra', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  t.pass();
  t.cast('Shock', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.equal(g.objects[bears]!.damage, 2);
  t.pass(); // player 0 passes with an empty stack; player 1 gets priority
  t.cast('Murder', { targets: ['Grizzly Bears'] });
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
  const t = cardGame(
    {
      players: [{ battlefield: ['Salvage Drone'] }, { library: ['Opt', 'Shock'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  attackWith(g, id(g, 'Salvage Drone'), 1);
  assert.equal(g.players[1]!.life, 19);
  assert.equal(g.exile.length, 1);
  assert.equal(g.players[1]!.library.length, 1);
});

test('702.91a battle cry: Goblin Wardriver gives each other attacking creature +1/+0', () => {
  def('Goblin Wardriver');
  const t = cardGame(
    {
      players: [{ battlefield: ['Goblin Wardriver', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
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
  const t = cardGame(
    {
      players: [{ battlefield: ["Ulamog's Crusher"] }, { battlefield: ['Forest', 'Forest', 'Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  submitInPlace(g, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: id(g, "Ulamog's Crusher"), defender: { kind: 'player', player: 1 } }],
  });
  resolveAll(g);
  assert.equal(g.battlefield.filter((x) => g.objects[x]!.owner === 1).length, 1);
});
