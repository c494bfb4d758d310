/**
 * Effects on hands, libraries and graveyards compiled from Oracle text, played in real engine games:
 * triggered abilities that function from the graveyard (113.6b, 113.6k).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { submitInPlace } from '@arbiter/engine';
import {
  compiled,
  act,
  def,
  has,
  id,
  modernCompiled,
  modernDef,
  modernScenario,
  ok,
  pass,
  resolveAll,
  scenario,
} from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test("113.6k: Bloodghast returns from its graveyard to the battlefield when a land enters under its owner's control", () => {
  const d = def('Bloodghast');
  assert.ok(d.abilities.some((a) => a.kind === 'triggered' && a.fromGraveyard));
  const t = cardGame(
    {
      players: [{ hand: ['Swamp', 'Swamp'], graveyard: ['Bloodghast'] }, { hand: ['Swamp'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.play('Swamp');
  assert.equal(g.pending?.kind, 'priority');
  resolveAll(g);
  assert.ok(has(g, 'Bloodghast', 'battlefield'), 'returned to the battlefield');
  assert.ok(!has(g, 'Bloodghast', 'graveyard'));
});

test("113.6b: Bloodghast's graveyard ability does nothing while it is on the battlefield, nor for an opponent's land", () => {
  const t = cardGame(
    {
      players: [{ hand: ['Swamp'], battlefield: ['Bloodghast'] }, { graveyard: ['Bloodghast'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.play('Swamp');
  assert.equal(
    g.pendingTriggers.length,
    0,
    "no trigger: the land entered under player 0's control, Bloodghast in play does not trigger",
  );
  resolveAll(g);
  assert.ok(has(g, 'Bloodghast', 'graveyard'), "player 1's Bloodghast stays in the graveyard");
});

test("113.6b / 603.4: Pyre Zombie returns to its owner's hand only if it is still in the graveyard and the cost is paid", () => {
  def('Pyre Zombie');
  const s = scenario();
  s.graveyard(0, ['Pyre Zombie']);
  s.battlefield(0, ['Swamp', 'Swamp', 'Mountain']);
  const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
  resolveAll(g);
  assert.ok(has(g, 'Pyre Zombie', 'hand'), 'paid {1}{B}{B}: returned to hand');
  assert.equal(g.objects[id(g, 'Swamp')]!.tapped, true);
  // Declining the payment leaves it in the graveyard.
  const s2 = scenario();
  s2.graveyard(0, ['Pyre Zombie']);
  s2.battlefield(0, ['Swamp', 'Swamp', 'Mountain']);
  const g2 = s2.start({ active: 0, step: 'upkeep', beginStep: true });
  resolveAll(g2, { yes: false });
  assert.ok(has(g2, 'Pyre Zombie', 'graveyard'));
});

test("113.6k: Blood Speaker returns to hand when a Demon enters under its owner's control (cast from the hand)", () => {
  def('Blood Speaker');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Bloodgift Demon'],
          graveyard: ['Blood Speaker'],
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.ok(has(g, 'Blood Speaker', 'graveyard'));
  t.cast('Bloodgift Demon');
  resolveAll(g);
  assert.ok(has(g, 'Bloodgift Demon', 'battlefield'));
  assert.ok(has(g, 'Blood Speaker', 'hand'), 'returned to hand');
});

test("401.3: Reclaim puts target card from its caster's graveyard on top of their library", () => {
  def('Reclaim');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island'],
          hand: ['Reclaim'],
          graveyard: ['Grizzly Bears', 'Shock'],
          battlefield: ['Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears', 'graveyard');
  act(g, 0, { kind: 'cast', card: id(g, 'Reclaim', 'hand'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  const top = g.players[0]!.library[0]!;
  assert.equal(g.cards[g.objects[top]!.defKey]!.name, 'Grizzly Bears');
  assert.ok(has(g, 'Shock', 'graveyard'));
});

test('401.3: Haunted Crossroads ({B}) puts target creature card from your graveyard on top of your library, not a noncreature card', () => {
  const d = def('Haunted Crossroads');
  assert.ok(d.abilities.some((a) => a.kind === 'activated'));
  const t = cardGame(
    {
      players: [
        { library: ['Island'], graveyard: ['Grizzly Bears', 'Shock'], battlefield: ['Haunted Crossroads', 'Swamp'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears', 'graveyard');
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: {
      kind: 'activate',
      source: id(g, 'Haunted Crossroads'),
      ability: 0,
      targets: [[{ kind: 'object', id: id(g, 'Shock', 'graveyard') }]],
    },
  });
  assert.equal(r.ok, false, 'Shock is not a creature card');
  act(g, 0, {
    kind: 'activate',
    source: id(g, 'Haunted Crossroads'),
    ability: 0,
    targets: [[{ kind: 'object', id: bears }]],
  });
  resolveAll(g);
  assert.equal(g.cards[g.objects[g.players[0]!.library[0]!]!.defKey]!.name, 'Grizzly Bears');
});

test('701.20a / 701.9b: Thoughtseize — the target player reveals their hand, the caster chooses a nonland card, that player discards it', () => {
  def('Thoughtseize');
  const t = cardGame(
    {
      players: [{ hand: ['Thoughtseize'], battlefield: ['Swamp'] }, { hand: ['Grizzly Bears', 'Forest', 'Shock'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Thoughtseize', { targets: ['P2'] });
  t.pass();
  t.pass();
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects' && d.player === 0, 'the caster chooses');
  assert.equal(d.options.length, 2, 'only nonland cards');
  assert.ok(!d.options.includes(id(g, 'Forest', 'hand')));
  t.choose(['Shock']);
  resolveAll(g);
  assert.ok(has(g, 'Shock', 'graveyard'));
  assert.equal(g.players[1]!.hand.length, 2);
  assert.equal(g.players[0]!.life, 18, 'you lose 2 life');
});

test('701.20a: Castigate exiles the chosen nonland card; with only lands in hand nothing happens', () => {
  def('Castigate');
  const t = cardGame(
    {
      players: [{ hand: ['Castigate'], battlefield: ['Plains', 'Swamp'] }, { hand: ['Forest', 'Shock'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Castigate', { targets: ['P2'] });
  resolveAll(g);
  assert.ok(has(g, 'Shock', 'exile'), 'the only nonland card is exiled');
  assert.ok(has(g, 'Forest', 'hand'));
});

test("401.3: Agonizing Memories puts the two chosen cards from the target player's hand on top of their library", () => {
  def('Agonizing Memories');
  const t = cardGame(
    {
      players: [
        { hand: ['Agonizing Memories'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        { library: ['Island'], hand: ['Forest', 'Shock', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Agonizing Memories', { targets: ['P2'] });
  t.pass();
  t.pass();
  t.choose(['Shock', 'Grizzly Bears']);
  resolveAll(g);
  const names = g.players[1]!.library.slice(0, 3).map((o) => g.cards[g.objects[o]!.defKey]!.name);
  assert.deepEqual(names, ['Grizzly Bears', 'Shock', 'Island']);
  assert.equal(g.players[1]!.hand.length, 1);
});

test("401.2: Peek — look at target player's hand (only the caster looks: nothing is revealed), then draw a card", () => {
  def('Peek');
  const t = cardGame(
    {
      players: [{ library: ['Forest'], hand: ['Peek'], battlefield: ['Island'] }, { hand: ['Shock'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Peek', { targets: ['P2'] });
  resolveAll(g);
  assert.ok(g.log.some((l) => l.type === 'look' && l.data?.['viewer'] === 0));
  assert.ok(!g.log.some((l) => l.type === 'reveal'));
  assert.ok(has(g, 'Forest', 'hand'));
});

test('701.20a: Coiling Oracle reveals the top card — a land goes onto the battlefield, otherwise the card goes to hand', () => {
  def('Coiling Oracle');
  for (const [top, zone] of [
    ['Forest', 'battlefield'],
    ['Shock', 'hand'],
  ] as const) {
    const s = scenario();
    s.battlefield(0, ['Forest', 'Island']);
    s.hand(0, ['Coiling Oracle']);
    s.library(0, [top, 'Island']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'cast', card: id(g, 'Coiling Oracle', 'hand') });
    resolveAll(g);
    const o = g.objects[id(g, top, zone, zone === 'battlefield' ? 1 : 0)];
    assert.ok(o && o.zone === zone, `${top} → ${zone}`);
    assert.equal(g.players[0]!.library.length, 1);
  }
});

test('701.20a: Goblin Guide — the defending player reveals their top card and puts it into their hand only if it is a land', () => {
  def('Goblin Guide');
  for (const [top, toHand] of [
    ['Forest', true],
    ['Shock', false],
  ] as const) {
    const s = scenario();
    s.battlefield(0, ['Goblin Guide']);
    s.library(1, [top]);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    const before = g.players[1]!.hand.length;
    ok(g, 0, {
      kind: 'declareAttackers',
      attacks: [{ attacker: id(g, 'Goblin Guide'), defender: { kind: 'player', player: 1 } }],
    });
    resolveAll(g);
    assert.equal(g.players[1]!.hand.length, before + (toHand ? 1 : 0));
    assert.equal(g.players[1]!.library.length, toHand ? 0 : 1);
  }
});

test("Elvish Piper puts a creature card (not another card) from its controller's hand onto the battlefield; declining puts nothing", () => {
  def('Elvish Piper');
  for (const take of [true, false]) {
    const t = cardGame(
      {
        players: [{ hand: ['Craw Wurm', 'Shock'], battlefield: ['Elvish Piper', 'Forest'] }, {}],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    t.activate('Elvish Piper', { ability: 0 });
    t.pass();
    t.pass();
    const d = g.pending;
    assert.ok(d && d.kind === 'chooseObjects' && d.player === 0 && d.min === 0 && d.max === 1);
    assert.deepEqual(d.options, [id(g, 'Craw Wurm', 'hand')], 'only creature cards');
    ok(g, 0, { kind: 'chooseObjects', objects: take ? [id(g, 'Craw Wurm', 'hand')] : [] });
    resolveAll(g);
    assert.equal(has(g, 'Craw Wurm', 'battlefield'), take);
    assert.ok(has(g, 'Shock', 'hand'));
  }
});

test('401.3 / 701.24a: Timetwister — each player shuffles their hand and graveyard into their library, then draws seven cards', () => {
  def('Timetwister');
  const t = cardGame(
    {
      players: [
        {
          library: [...Array(6).fill('Island')],
          hand: ['Timetwister', 'Shock'],
          graveyard: ['Grizzly Bears'],
          battlefield: ['Island', 'Island', 'Island'],
        },
        { library: [...Array(6).fill('Forest')], hand: ['Forest'], graveyard: ['Shock', 'Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Timetwister');
  resolveAll(g);
  for (const pl of [0, 1] as const) {
    assert.equal(g.players[pl]!.hand.length, 7);
    assert.equal(g.players[pl]!.library.length, pl === 0 ? 1 : 2);
  }
  assert.deepEqual(
    g.players[0]!.graveyard.map((o) => g.cards[g.objects[o]!.defKey]!.name),
    ['Timetwister'],
  );
  assert.equal(g.players[1]!.graveyard.length, 0);
});

test("406.2: Bojuka Bog exiles all cards from target player's graveyard as it enters", () => {
  def('Bojuka Bog');
  const t = cardGame(
    {
      players: [{ hand: ['Bojuka Bog'], graveyard: ['Shock'] }, { graveyard: ['Grizzly Bears', 'Craw Wurm'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.play('Bojuka Bog');
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  assert.equal(g.players[1]!.graveyard.length, 0);
  assert.ok(has(g, 'Craw Wurm', 'exile') && has(g, 'Grizzly Bears', 'exile'));
  assert.equal(g.players[0]!.graveyard.length, 1);
});

test("401.2: Eye Spy — look at the top card of target player's library; you may put it into their graveyard", () => {
  def('Eye Spy');
  for (const yes of [true, false]) {
    const t = cardGame(
      {
        players: [{ hand: ['Eye Spy'], battlefield: ['Island'] }, { library: ['Craw Wurm', 'Forest'] }],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    t.cast('Eye Spy', { targets: ['P2'] });
    t.pass();
    t.pass();
    const d = g.pending;
    assert.ok(d && d.kind === 'chooseObjects' && d.player === 0 && d.min === 0);
    ok(g, 0, { kind: 'chooseObjects', objects: yes ? [...d.options] : [] });
    resolveAll(g);
    assert.equal(has(g, 'Craw Wurm', 'graveyard'), yes);
    assert.equal(g.players[1]!.library.length, yes ? 1 : 2);
  }
});

test("110.5b: Cartographer's Survey puts up to two land cards from among the top seven onto the battlefield tapped", () => {
  modernDef("Cartographer's Survey");
  const t = cardGame(
    {
      players: [
        {
          hand: ["Cartographer's Survey"],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest'],
          library: ['Island', 'Craw Wurm', 'Swamp', 'Mountain', 'Shock', 'Plains', 'Giant Growth', 'Grizzly Bears'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  t.cast("Cartographer's Survey");
  t.pass();
  t.pass();
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects' && d.player === 0 && d.min === 0 && d.max === 2);
  const names = d.options.map((o) => t.nameOf(o)).sort();
  assert.deepEqual(names, ['Island', 'Mountain', 'Plains', 'Swamp'], 'only the land cards are offered');
  const picked = d.options.filter((o) => ['Island', 'Swamp'].includes(t.nameOf(o)));
  ok(g, 0, { kind: 'chooseObjects', objects: picked });
  resolveAll(g);
  for (const land of ['Island', 'Swamp']) {
    const o = g.objects[id(g, land, 'battlefield')]!;
    assert.equal(o.tapped, true, `${land} enters tapped`);
  }
  assert.ok(!has(g, 'Mountain', 'battlefield'));
  assert.equal(g.players[0]!.library.length, 6, 'five go to the bottom, Grizzly Bears stays below');
  assert.equal(t.nameOf(g.players[0]!.library[0]!), 'Grizzly Bears');
});

test("404.1: Angel of Finality — 'exile target player's graveyard' exiles every card in the target's graveyard, none of yours", () => {
  modernDef('Angel of Finality');
  const s = modernScenario();
  s.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains']);
  s.hand(0, ['Angel of Finality']);
  s.graveyard(0, ['Grizzly Bears']);
  s.graveyard(1, ['Lightning Bolt', 'Forest', 'Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Angel of Finality', 'hand'), targets: [] });
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  assert.ok(has(g, 'Angel of Finality', 'battlefield'));
  assert.deepEqual(g.players[1]!.graveyard, [], "the opponent's graveyard is empty");
  for (const n of ['Lightning Bolt', 'Forest', 'Hill Giant']) assert.ok(has(g, n, 'exile'), `${n} is exiled`);
  assert.ok(has(g, 'Grizzly Bears', 'graveyard'), "the caster's own graveyard is untouched");
});
