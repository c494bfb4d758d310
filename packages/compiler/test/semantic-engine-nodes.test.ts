/**
 * The engine nodes added for compiled cards, each played through the engine with a real,
 * fully compiled card: wither, skulk, "doesn't untap", "can block only creatures with flying",
 * "can't be countered", sacrificing itself, putting a creature on top of its library,
 * "can't block this turn" (a granted static), and regeneration being stopped by "can't be regenerated".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import type { GameState } from '@arbiter/engine';
import { compiled, act, def, has, id, landsFor, ok, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';
import { ownObject } from '@arbiter/engine';

test('702.80 wither: Cinderbones deals its blocked damage as -1/-1 counters', () => {
  def('Cinderbones');
  const t = cardGame(
    {
      players: [{ battlefield: ['Cinderbones'] }, { battlefield: ['Colossal Dreadmaw'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const cb = id(g, 'Cinderbones');
  t.attack({ Cinderbones: 'P2' });
  while (g.pending?.kind === 'priority') pass(g);
  assert.equal(g.pending?.kind, 'declareBlockers');
  t.block({ 'Colossal Dreadmaw': 'Cinderbones' });
  while (g.turns[0]!.step !== 'endCombat' && pendingKind(g) === 'priority') pass(g);
  const dm = id(g, 'Colossal Dreadmaw');
  const power = Number(def('Cinderbones').power);
  assert.equal(g.objects[dm]!.counters['-1/-1'], power);
  assert.equal(g.objects[dm]!.damage, 0, 'no damage is marked');
  assert.deepEqual(pt(g, dm), [6 - power, 6 - power]);
});

test("702.118 skulk: Farbog Revenant can't be blocked by a creature with greater power", () => {
  def('Farbog Revenant');
  const t = cardGame(
    {
      players: [{ battlefield: ['Farbog Revenant'] }, { battlefield: ['Colossal Dreadmaw'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Farbog Revenant': 'P2' });
  while (g.pending?.kind === 'priority') pass(g);
  assert.notEqual(g.pending?.kind, 'declareBlockers');
});

test("502.3: Basalt Monolith doesn't untap during its controller's untap step", () => {
  def('Basalt Monolith');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            { card: 'Basalt Monolith', tapped: true },
            { card: 'Forest', tapped: true },
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'untap', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  assert.equal(g.objects[id(g, 'Basalt Monolith')]!.tapped, true);
  assert.equal(g.objects[id(g, 'Forest')]!.tapped, false);
});

test('509.1b: Cloud Djinn can block only creatures with flying', () => {
  def('Cloud Djinn');
  const t = cardGame(
    {
      players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Cloud Djinn'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Grizzly Bears': 'P2' });
  while (g.pending?.kind === 'priority') pass(g);
  assert.notEqual(g.pending?.kind, 'declareBlockers');
});

test("101.2: Blurred Mongoose can't be countered", () => {
  def('Blurred Mongoose');
  const t = cardGame(
    {
      players: [
        { hand: ['Blurred Mongoose'], battlefield: [...landsFor(def('Blurred Mongoose').manaCost)] },
        { hand: ['Counterspell'], battlefield: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Blurred Mongoose');
  t.pass();
  t.cast('Counterspell', { targets: ['Blurred Mongoose'] });
  resolveAll(g);
  assert.ok(has(g, 'Blurred Mongoose', 'battlefield'));
  assert.ok(has(g, 'Counterspell', 'graveyard'));
});

test('701.21a: Ball Lightning sacrifices itself at the beginning of the end step', () => {
  def('Ball Lightning');
  const t = cardGame(
    { players: [{ battlefield: ['Ball Lightning'] }, {}], position: { active: 'P1', step: 'end', begin_step: true } },
    compiled,
  );
  const g = t.state;
  resolveAll(g);
  assert.ok(has(g, 'Ball Lightning', 'graveyard'));
});

test("401.3: Griptide puts target creature on top of its owner's library", () => {
  def('Griptide');
  const t = cardGame(
    {
      players: [
        { hand: ['Griptide'], battlefield: [...landsFor(def('Griptide').manaCost)] },
        { library: ['Forest', 'Forest'], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Griptide', { targets: ['Hill Giant'] });
  resolveAll(g);
  const top = g.players[1]!.library[0]!;
  assert.equal(g.cards[g.objects[top]!.defKey]!.name, 'Hill Giant');
});

test('611.2: a granted "can\'t block this turn" (Fervent Cathar\'s ETB) keeps the creature from blocking', () => {
  def('Fervent Cathar');
  const t = cardGame(
    {
      players: [
        { hand: ['Fervent Cathar'], battlefield: [...landsFor(def('Fervent Cathar').manaCost)] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Fervent Cathar');
  resolveAll(g, {
    triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] },
  });
  assert.equal(g.effects.length, 1);
  while (g.turns[0]!.step !== 'declareAttackers' && g.pending?.kind === 'priority') pass(g);
  t.attack({ 'Fervent Cathar': 'P2' });
  while (g.pending?.kind === 'priority') pass(g);
  assert.notEqual(g.pending?.kind, 'declareBlockers', 'Grizzly Bears may not block');
  assert.equal(g.players[1]!.life, 20 - Number(def('Fervent Cathar').power));
});

test('701.15: "They can\'t be regenerated" stops a regeneration shield (Wrath of God on a regenerated Drudge Skeletons)', () => {
  def('Drudge Skeletons');
  def('Wrath of God');
  const t = cardGame(
    {
      players: [
        { hand: ['Wrath of God'], battlefield: ['Drudge Skeletons', 'Swamp', 'Plains', 'Plains', 'Plains', 'Plains'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const sk = id(g, 'Drudge Skeletons');
  act(g, 0, { kind: 'activate', source: sk, ability: chars(g, sk).abilities.findIndex((a) => a.kind === 'activated') });
  resolveAll(g);
  assert.equal(g.effects.length, 1, 'a shield exists');
  t.cast('Wrath of God');
  resolveAll(g);
  assert.ok(has(g, 'Drudge Skeletons', 'graveyard'));
});

function pendingKind(g: GameState): string | undefined {
  return g.pending?.kind;
}

test('118.12: Mana Leak counters unless its controller pays {3} — paid, then not payable', () => {
  def('Mana Leak');
  for (const extra of [3, 0]) {
    const s = scenario();
    s.battlefield(0, ['Forest', 'Forest', ...Array.from({ length: extra }, () => 'Forest')]);
    s.hand(0, ['Grizzly Bears']);
    s.battlefield(1, ['Island', 'Island']);
    s.hand(1, ['Mana Leak']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, {
      kind: 'cast',
      card: id(g, 'Grizzly Bears', 'hand'),
      payment: { kind: 'sources', sources: g.battlefield.filter((o) => g.objects[o]!.controller === 0).slice(0, 2) },
    });
    pass(g);
    act(g, 1, {
      kind: 'cast',
      card: id(g, 'Mana Leak', 'hand'),
      targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears', 'stack') }]],
    });
    pass(g);
    pass(g);
    if (extra > 0) {
      assert.equal(g.pending?.kind, 'yesNo', 'the controller is asked whether to pay');
      ok(g, 0, { kind: 'yesNo', yes: true });
      resolveAll(g);
      assert.ok(has(g, 'Grizzly Bears', 'battlefield'));
    } else {
      resolveAll(g);
      assert.ok(has(g, 'Grizzly Bears', 'graveyard'));
    }
  }
});

test("602.5b: Azimaet Drake's pump can be activated only once each turn", () => {
  def('Azimaet Drake');
  const t = cardGame(
    {
      players: [{ battlefield: ['Azimaet Drake', 'Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const o = id(g, 'Azimaet Drake');
  const ability = chars(g, o).abilities.findIndex((a) => a.kind === 'activated');
  act(g, 0, { kind: 'activate', source: o, ability });
  resolveAll(g);
  assert.deepEqual(pt(g, o), [Number(def('Azimaet Drake').power) + 1, Number(def('Azimaet Drake').toughness)]);
  const r = submitInPlace(g, 0, { kind: 'action', action: { kind: 'activate', source: o, ability } });
  assert.equal(r.ok, false);
  if (!r.ok) assert.equal(r.error.rule, '602.5b');
});

test("602.5b: Augur of Skulls' sacrifice ability can be activated only during your upkeep", () => {
  def('Augur of Skulls');
  const t = cardGame(
    {
      players: [{ battlefield: ['Augur of Skulls'] }, { hand: ['Forest', 'Forest', 'Forest'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const o = id(g, 'Augur of Skulls');
  const ability = chars(g, o).abilities.findIndex((a) => a.kind === 'activated' && a.restriction !== undefined);
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'activate', source: o, ability, targets: [[{ kind: 'player', player: 1 }]] },
  });
  assert.equal(r.ok, false, 'not in the main phase');
});

test('702.83 exalted: Akrasan Squire pumps a creature that attacks alone', () => {
  def('Akrasan Squire');
  const t = cardGame(
    {
      players: [{ battlefield: ['Akrasan Squire', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Grizzly Bears': 'P2' });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [3, 3]);
});

test('702.45 bushido and 702.25 flanking: blocked and blocking creatures are pumped and shrunk', () => {
  const bushido = ['Devoted Retainer', 'Nagao, Bound by Honor', 'Samurai of the Pale Curtain', 'Araba Mothrider'].find(
    (n) => {
      try {
        def(n);
        return /^Bushido 1/.test(def(n).oracleText);
      } catch {
        return false;
      }
    },
  )!;
  const flanker = ['Benalish Cavalry', 'Knight of Sursi', 'Mtenda Herder', "Suq'Ata Lancer"].find((n) => {
    try {
      return def(n).oracleText.startsWith('Flanking') && /^\d+$/.test(def(n).power ?? '');
    } catch {
      return false;
    }
  })!;
  const s = scenario();
  s.battlefield(0, [flanker]);
  s.battlefield(1, [bushido]);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const a = id(g, flanker);
  const b = id(g, bushido);
  const [bp, bt] = pt(g, b);
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: { kind: 'player', player: 1 } }] });
  while (pendingKind(g) === 'priority') pass(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: b, attacker: a }] });
  resolveAll(g);
  // Bushido 1 (+1/+1 for blocking) and flanking (-1/-1) cancel out.
  assert.deepEqual(pt(g, b), [bp, bt]);
  const onBlocker = g.effects
    .filter((e) => e.affected.includes(b) && e.modification.kind === 'pt')
    .map((e) => (e.modification.kind === 'pt' ? e.modification.power : 0))
    .sort();
  assert.deepEqual(onBlocker, [-1, 1], 'one bushido pump and one flanking shrink');
});

test('611.3b: a conditional static applies only while its condition holds (Dakmor Plague-like "as long as you control a Swamp")', () => {
  const name = [
    'Bog Elemental',
    'Looming Shade',
    'Marsh Viper',
    'Kird Ape',
    'Sedge Scorpion',
    'Dwarven Berserker',
    'Dregscape Zombie',
    'Ancient Crab',
  ]
    .concat(['Kird Ape'])
    .find((n) => {
      try {
        return /as long as you control an? (Forest|Swamp|Mountain|Island|Plains)\.$/.test(def(n).oracleText);
      } catch {
        return false;
      }
    });
  assert.ok(name, 'a conditional-static card compiles');
  const land = /control an? (\w+)\.$/.exec(def(name).oracleText)![1]!;
  const m = /gets \+(\d)\/\+(\d)/.exec(def(name).oracleText)!;
  const s = scenario();
  s.battlefield(0, [name]);
  const g = s.start({ active: 0, step: 'main1' });
  const o = id(g, name);
  const base = pt(g, o);
  const sc = scenario();
  sc.battlefield(0, [name, land]);
  const g2 = sc.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g2, id(g2, name)), [base[0]! + Number(m[1]), base[1]! + Number(m[2])]);
});

test('118.3: Carnifex Demon enters with two -1/-1 counters and removes one to put -1/-1 counters on each other creature', () => {
  def('Carnifex Demon');
  const t = cardGame(
    {
      players: [
        { hand: ['Carnifex Demon'], battlefield: [...landsFor(def('Carnifex Demon').manaCost, 1)] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Carnifex Demon');
  resolveAll(g);
  const d = id(g, 'Carnifex Demon', 'battlefield');
  assert.equal(g.objects[d]!.counters['-1/-1'], 2);
  assert.deepEqual(pt(g, d), [4, 4]);
  act(g, 0, { kind: 'activate', source: d, ability: chars(g, d).abilities.findIndex((a) => a.kind === 'activated') });
  resolveAll(g);
  assert.equal(g.objects[d]!.counters['-1/-1'], 1, 'one counter removed as the cost');
  assert.deepEqual(pt(g, id(g, 'Hill Giant')), [2, 2]);
});

test('118.3: Azami taps an untapped Wizard you control (even a summoning-sick one) to draw a card', () => {
  def('Azami, Lady of Scrolls');
  const t = cardGame(
    {
      players: [{ library: ['Forest', 'Forest'], battlefield: ['Azami, Lady of Scrolls'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const a = id(g, 'Azami, Lady of Scrolls');
  ownObject(g, a).summoningSick = true;
  act(g, 0, { kind: 'activate', source: a, ability: chars(g, a).abilities.findIndex((x) => x.kind === 'activated') });
  resolveAll(g);
  assert.equal(g.objects[a]!.tapped, true, 'Azami (a Wizard) was tapped to pay');
  assert.equal(g.players[0]!.hand.length, 1);
  const r = submitInPlace(g, 0, { kind: 'action', action: { kind: 'activate', source: a, ability: 0 } });
  assert.equal(r.ok, false, 'no untapped Wizard is left');
});

test("702.29 cycling: a card with cycling is discarded from the hand to draw a card (and can't be cycled from the battlefield)", () => {
  const name = ['Disciple of Law', 'Drifting Meadow', 'Barren Moor', 'Polluted Mire', 'Secluded Steppe'].find((n) => {
    try {
      return /Cycling \{/.test(def(n).oracleText);
    } catch {
      return false;
    }
  })!;
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Plains', 'Island']);
  s.hand(0, [name]);
  s.library(0, ['Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const card = id(g, name, 'hand');
  const d = g.pending!;
  assert.ok(
    d.kind === 'priority' && d.actions.some((a) => a.kind === 'activate' && a.source === card),
    'cycling is offered from the hand',
  );
  act(g, 0, {
    kind: 'activate',
    source: card,
    ability: chars(g, card).abilities.findIndex((a) => a.kind === 'activated' && a.fromHand),
  });
  resolveAll(g);
  assert.ok(has(g, name, 'graveyard'));
  assert.deepEqual(
    g.players[0]!.hand.map((o) => g.cards[g.objects[o]!.defKey]!.name),
    ['Forest'],
  );
});

test('702.92 living weapon: the Equipment enters, creates a 0/0 Germ and is attached to it', () => {
  const name = ['Batterskull', 'Flayer Husk', 'Mortarpod', 'Skinwing', 'Strandwalker', 'Lashwrithe'].find((n) => {
    try {
      def(n);
      return true;
    } catch {
      return false;
    }
  })!;
  const s = scenario();
  s.battlefield(0, landsFor(def(name).manaCost));
  s.hand(0, [name]);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, name, 'hand') });
  resolveAll(g);
  const eq = id(g, name, 'battlefield');
  const germ = g.objects[eq]!.attachedTo;
  assert.ok(germ !== null && g.cards[g.objects[germ]!.defKey]!.name === 'Germ', 'attached to the Germ');
});

test("603.7: Blessed Wine — gain 1 life, and draw a card at the beginning of the next turn's upkeep", () => {
  def('Blessed Wine');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Blessed Wine'],
          battlefield: [...landsFor(def('Blessed Wine').manaCost)],
        },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Blessed Wine');
  resolveAll(g);
  assert.equal(g.players[0]!.life, 21);
  assert.equal(g.players[0]!.hand.length, 0);
  for (let i = 0; i < 200; i++) {
    const d = g.pending!;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareAttackers') ok(g, d.player, { kind: 'declareAttackers', attacks: [] });
    else if (d.kind === 'chooseTargets' || d.kind === 'yesNo') resolveAll(g);
    else assert.fail(d.kind);
    if (g.turns[0]!.number === 3 && g.turns[0]!.step === 'draw') break;
  }
  assert.equal(g.players[0]!.hand.length, 1, "drew at the next turn's upkeep (the opponent's)");
});

test('506.2 defending player: Campaign of Vengeance drains the defending player when a creature attacks', () => {
  def('Campaign of Vengeance');
  const t = cardGame(
    {
      players: [{ battlefield: ['Campaign of Vengeance', 'Grizzly Bears'] }, {}, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Grizzly Bears': 'P3' });
  resolveAll(g);
  assert.deepEqual(
    g.players.map((p) => p.life),
    [21, 20, 19],
    'the attacked player (not just any opponent) loses 1',
  );
});

test('613: Azorius Keyrune becomes a 2/2 white and blue Bird artifact creature with flying until end of turn', () => {
  def('Azorius Keyrune');
  const t = cardGame(
    {
      players: [{ battlefield: ['Azorius Keyrune', 'Plains', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const k = id(g, 'Azorius Keyrune');
  assert.ok(!chars(g, k).types.includes('Creature'));
  const ability = chars(g, k).abilities.findIndex((a) => a.kind === 'activated' && !a.manaAbility);
  act(g, 0, {
    kind: 'activate',
    source: k,
    ability,
    payment: { kind: 'sources', sources: [id(g, 'Plains'), id(g, 'Island')] },
  });
  resolveAll(g);
  const c = chars(g, k);
  assert.ok(c.types.includes('Creature') && c.types.includes('Artifact'));
  assert.ok(c.subtypes.includes('Bird'));
  assert.deepEqual([c.power, c.toughness], [2, 2]);
  assert.deepEqual([...c.colors].sort(), ['U', 'W']);
  assert.ok(c.keywords.has('flying'));
});

test("613.4a: Beast of Burden's power and toughness are the number of creatures on the battlefield", () => {
  def('Beast of Burden');
  const t = cardGame(
    {
      players: [{ battlefield: ['Beast of Burden', 'Grizzly Bears'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.deepEqual(pt(g, id(g, 'Beast of Burden')), [3, 3]);
});

test('615: Darkness prevents all combat damage this turn', () => {
  def('Darkness');
  const t = cardGame(
    {
      players: [{ battlefield: ['Hill Giant'] }, { hand: ['Darkness'], battlefield: ['Swamp'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Hill Giant': 'P2' });
  t.pass();
  t.cast('Darkness');
  resolveAll(g);
  while (pendingKind(g) === 'priority' && g.turns[0]!.step !== 'endCombat') pass(g);
  assert.equal(g.players[1]!.life, 20);
});

test('613.1b: Confiscate — you control the enchanted permanent', () => {
  def('Confiscate');
  const t = cardGame(
    {
      players: [
        { hand: ['Confiscate'], battlefield: [...landsFor(def('Confiscate').manaCost)] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Confiscate', { targets: ['Hill Giant'] });
  resolveAll(g);
  assert.equal(chars(g, id(g, 'Hill Giant')).controller, 0);
});

test('608.2h: Bloodcurdling Scream gives +X/+0 with X chosen as it is cast', () => {
  def('Bloodcurdling Scream');
  const t = cardGame(
    {
      players: [
        { hand: ['Bloodcurdling Scream'], battlefield: ['Grizzly Bears', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Bloodcurdling Scream', { targets: ['Grizzly Bears'], x: 3 });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [5, 2]);
});

test('608.2h: Akroan Hoplite gets +X/+0, X = the number of attacking creatures you control', () => {
  def('Akroan Hoplite');
  const t = cardGame(
    {
      players: [{ battlefield: ['Akroan Hoplite', 'Grizzly Bears', 'Hill Giant'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const h = id(g, 'Akroan Hoplite');
  const before = pt(g, h);
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [h, id(g, 'Grizzly Bears'), id(g, 'Hill Giant')].map((attacker) => ({
      attacker,
      defender: { kind: 'player' as const, player: 1 },
    })),
  });
  resolveAll(g);
  assert.deepEqual(pt(g, h), [before[0]! + 3, before[1]!]);
});

test("509.1b: Amrou Kithkin can't be blocked by creatures with power 3 or greater", () => {
  def('Amrou Kithkin');
  const s = scenario();
  s.battlefield(0, ['Amrou Kithkin']);
  s.battlefield(1, ['Hill Giant']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: id(g, 'Amrou Kithkin'), defender: { kind: 'player', player: 1 } }],
  });
  while (pendingKind(g) === 'priority') pass(g);
  assert.notEqual(pendingKind(g), 'declareBlockers');
  const s2 = scenario();
  s2.battlefield(0, ['Amrou Kithkin']);
  s2.battlefield(1, ['Grizzly Bears']);
  const g2 = s2.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g2, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: id(g2, 'Amrou Kithkin'), defender: { kind: 'player', player: 1 } }],
  });
  while (pendingKind(g2) === 'priority') pass(g2);
  assert.equal(pendingKind(g2), 'declareBlockers', 'a 2-power creature may block it');
});

test('Azorius Chancery returns a land you control (chosen, not targeted) as it enters', () => {
  def('Azorius Chancery');
  const t = cardGame(
    {
      players: [{ hand: ['Azorius Chancery'], battlefield: ['Plains', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.play('Azorius Chancery');
  for (let i = 0; i < 4 && pendingKind(g) === 'priority'; i++) pass(g);
  const q = g.pending!;
  assert.equal(q.kind, 'chooseObjects');
  if (q.kind === 'chooseObjects') ok(g, 0, { kind: 'chooseObjects', objects: [id(g, 'Plains')] });
  resolveAll(g);
  assert.ok(has(g, 'Plains', 'hand'));
  assert.equal(g.objects[id(g, 'Azorius Chancery', 'battlefield')]!.tapped, true);
});

test('603.2: Abyssal Specter — whenever it deals damage to a player, that player discards a card', () => {
  def('Abyssal Specter');
  const t = cardGame(
    {
      players: [{ battlefield: ['Abyssal Specter'] }, { hand: ['Forest', 'Forest'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Abyssal Specter': 'P2' });
  for (let i = 0; i < 30 && g.turns[0]!.step !== 'endCombat'; i++) {
    const d = g.pending!;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareBlockers') ok(g, 1, { kind: 'declareBlockers', blocks: [] });
    else if (d.kind === 'chooseObjects') ok(g, d.player, { kind: 'chooseObjects', objects: d.options.slice(0, d.min) });
    else assert.fail(d.kind);
  }
  assert.equal(g.players[1]!.hand.length, 1);
  assert.equal(g.players[1]!.graveyard.length, 1);
});

test('611.3b: Akki Underling gets +2/+1 and first strike only with seven or more cards in hand', () => {
  def('Akki Underling');
  const s = scenario();
  s.battlefield(0, ['Akki Underling']);
  s.hand(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const u = id(g, 'Akki Underling');
  const [p0, t0] = pt(g, u);
  assert.ok(!chars(g, u).keywords.has('first strike'));
  const s2 = scenario();
  s2.battlefield(0, ['Akki Underling']);
  s2.hand(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  const u2 = id(g2, 'Akki Underling');
  assert.deepEqual(pt(g2, u2), [p0! + 2, t0! + 1]);
  assert.ok(chars(g2, u2).keywords.has('first strike'));
});

test('613.4c: Blanchwood Armor — enchanted creature gets +1/+1 for each Forest you control, counted continuously', () => {
  def('Blanchwood Armor');
  const t = cardGame(
    {
      players: [
        { hand: ['Blanchwood Armor', 'Forest'], battlefield: ['Grizzly Bears', 'Forest', 'Forest', 'Forest'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Blanchwood Armor', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.deepEqual(pt(g, bears), [5, 5]);
  t.play('Forest');
  assert.deepEqual(pt(g, bears), [6, 6], 'a new Forest counts at once');
});

test('603.7c: Flickerwisp exiles another target permanent and returns that card at the beginning of the next end step', () => {
  def('Flickerwisp');
  const t = cardGame(
    {
      players: [
        { hand: ['Flickerwisp'], battlefield: [...landsFor(def('Flickerwisp').manaCost)] },
        { battlefield: [{ card: 'Hill Giant', tapped: true }] },
      ],
      position: { active: 'P1', step: 'main2' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Flickerwisp');
  resolveAll(g, {
    triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'object', id: id(g, 'Hill Giant') }]] },
  });
  assert.ok(has(g, 'Hill Giant', 'exile'));
  for (let i = 0; i < 20 && !has(g, 'Hill Giant', 'battlefield'); i++) {
    if (pendingKind(g) === 'priority') pass(g);
    else resolveAll(g);
  }
  const giant = id(g, 'Hill Giant', 'battlefield');
  assert.equal(g.objects[giant]!.tapped, false, 'it returns as a new, untapped object');
  assert.equal(g.objects[giant]!.controller, 1);
});

test("603.7c: Tidal Wave's Wall token is sacrificed at the beginning of the next end step", () => {
  def('Tidal Wave');
  const t = cardGame(
    {
      players: [{ hand: ['Tidal Wave'], battlefield: [...landsFor(def('Tidal Wave').manaCost)] }, {}],
      position: { active: 'P1', step: 'main2' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Tidal Wave');
  resolveAll(g);
  assert.equal(g.battlefield.filter((o) => g.objects[o]!.kind === 'token').length, 1);
  for (let i = 0; i < 20 && g.turns[0]!.step !== 'cleanup' && g.turns[0]!.number === 2; i++) {
    if (pendingKind(g) === 'priority') pass(g);
    else resolveAll(g);
  }
  assert.equal(g.battlefield.filter((o) => g.objects[o]!.kind === 'token').length, 0);
});

test('603.10a: a Devil token from Dance with Devils deals 1 damage when it dies (source: last known information)', () => {
  def('Dance with Devils');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Dance with Devils', 'Lightning Bolt'],
          battlefield: [...landsFor(def('Dance with Devils').manaCost), 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Dance with Devils');
  resolveAll(g);
  const devil = g.battlefield.find((o) => g.objects[o]!.kind === 'token')!;
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt', 'hand'), targets: [[{ kind: 'object', id: devil }]] });
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  assert.equal(g.players[1]!.life, 19);
});

test("603.10a: Brilliant Halo returns to its owner's hand when it is put into a graveyard from the battlefield", () => {
  def('Brilliant Halo');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Brilliant Halo', 'Lightning Bolt'],
          battlefield: [...landsFor(def('Brilliant Halo').manaCost), 'Savannah Lions', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const plains = g.battlefield.filter(
    (o) =>
      g.cards[g.objects[o]!.defKey]!.name !== 'Mountain' && g.cards[g.objects[o]!.defKey]!.name !== 'Savannah Lions',
  );
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Brilliant Halo', 'hand'),
    targets: [[{ kind: 'object', id: id(g, 'Savannah Lions') }]],
    payment: { kind: 'sources', sources: plains },
  });
  resolveAll(g);
  t.cast('Lightning Bolt', { targets: ['Savannah Lions'] });
  resolveAll(g);
  assert.ok(has(g, 'Brilliant Halo', 'hand'));
});

test('ObjectMatch: "with a +1/+1 counter on it", "non-[subtype]", "nonbasic", "multicolored" select the right objects', () => {
  const name = ['Crowned Ceratok', 'Abzan Battle Priest', 'Ainok Bond-Kin'].find((n) => {
    try {
      return /with a \+1\/\+1 counter on it has/.test(def(n).oracleText);
    } catch {
      return false;
    }
  })!;
  const s = scenario();
  s.battlefield(0, [name, { card: 'Grizzly Bears', counters: { '+1/+1': 1 } }, 'Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  const kw = /has (\w+)/.exec(
    def(name)
      .oracleText.split('\n')
      .find((l) => /counter on it has/.test(l))!,
  )![1]!;
  assert.ok(chars(g, id(g, 'Grizzly Bears')).keywords.has(kw as never), `the creature with a counter has ${kw}`);
  assert.ok(!chars(g, id(g, 'Hill Giant')).keywords.has(kw as never));
});

test('zone counts: Empyrial Plate gives +1/+1 for each card in your hand, as the hand changes', () => {
  def('Empyrial Plate');
  const s = scenario();
  s.battlefield(0, ['Grizzly Bears', 'Forest', 'Forest']);
  const plate = s.permanent(0, 'Empyrial Plate');
  s.hand(0, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, {
    kind: 'activate',
    source: plate,
    ability: chars(g, plate).abilities.findIndex((a) => a.kind === 'keyword' && a.keyword === 'equip'),
    targets: [[{ kind: 'object', id: bears }]],
  });
  resolveAll(g);
  assert.deepEqual(pt(g, bears), [5, 5]);
  act(g, 0, { kind: 'playLand', card: id(g, 'Forest', 'hand') });
  assert.deepEqual(pt(g, bears), [4, 4]);
});

test('603.8: Barbarian Outcast is sacrificed when you control no Swamps (a state trigger)', () => {
  def('Barbarian Outcast');
  const t = cardGame(
    {
      players: [
        { hand: ['Stone Rain'], battlefield: ['Barbarian Outcast', 'Swamp', 'Mountain', 'Mountain', 'Mountain'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.ok(has(g, 'Barbarian Outcast', 'battlefield'));
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Stone Rain', 'hand'),
    targets: [[{ kind: 'object', id: id(g, 'Swamp') }]],
    payment: {
      kind: 'sources',
      sources: g.battlefield.filter((o) => g.cards[g.objects[o]!.defKey]!.name === 'Mountain'),
    },
  });
  resolveAll(g);
  assert.ok(has(g, 'Barbarian Outcast', 'graveyard'));
});

test('707.2: Fated Infatuation creates a token copy of target creature you control', () => {
  def('Fated Infatuation');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest'],
          hand: ['Fated Infatuation'],
          battlefield: [...landsFor(def('Fated Infatuation').manaCost), 'Hill Giant'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Fated Infatuation', { targets: ['Hill Giant'] });
  resolveAll(g);
  const giants = g.battlefield.filter((o) => chars(g, o).name === 'Hill Giant');
  assert.equal(giants.length, 2);
  assert.ok(giants.some((o) => g.objects[o]!.kind === 'token'));
});

test('603.8 / 611.3b: conditions about "other" objects see their source (Emperor Crocodile)', () => {
  def('Emperor Crocodile');
  const t = cardGame(
    {
      players: [{ hand: ['Lightning Bolt'], battlefield: ['Emperor Crocodile', 'Grizzly Bears', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.ok(has(g, 'Emperor Crocodile', 'battlefield'), 'another creature: it stays');
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.ok(has(g, 'Emperor Crocodile', 'graveyard'));
});

test("509.1b: Dread Warlock can't be blocked except by black creatures", () => {
  def('Dread Warlock');
  for (const [blocker, allowed] of [
    ['Grizzly Bears', false],
    ['Typhoid Rats', true],
  ] as const) {
    const s = scenario();
    s.battlefield(0, ['Dread Warlock']);
    s.battlefield(1, [blocker]);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    ok(g, 0, {
      kind: 'declareAttackers',
      attacks: [{ attacker: id(g, 'Dread Warlock'), defender: { kind: 'player', player: 1 } }],
    });
    while (pendingKind(g) === 'priority') pass(g);
    assert.equal(pendingKind(g) === 'declareBlockers', allowed, blocker);
  }
});

test('702.37 / 708.8: Aphetto Exterminator (morph) gives -3/-2 when it is turned face up', () => {
  def('Aphetto Exterminator');
  const text = def('Aphetto Exterminator').oracleText;
  const m = /gets -(\d)\/-(\d)/.exec(text)!;
  const t = cardGame(
    {
      players: [
        { battlefield: [{ card: 'Aphetto Exterminator', face_down: true }, 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Colossal Dreadmaw'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const ex = g.battlefield.find((o) => g.objects[o]!.faceDown)!;
  act(g, 0, { kind: 'turnFaceUp', object: ex });
  resolveAll(g, {
    triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'object', id: id(g, 'Colossal Dreadmaw') }]] },
  });
  assert.equal(g.objects[ex]!.faceDown, false);
  assert.deepEqual(pt(g, id(g, 'Colossal Dreadmaw')), [6 - Number(m[1]), 6 - Number(m[2])]);
});

test('702.36 fear: Cateran Enforcer can be blocked only by artifact and/or black creatures; 702.114 devoid: Blinding Drone is colourless', () => {
  def('Cateran Enforcer');
  for (const [blocker, allowed] of [
    ['Grizzly Bears', false],
    ['Typhoid Rats', true],
    ['Darksteel Myr', true],
  ] as const) {
    const s = scenario();
    s.battlefield(0, ['Cateran Enforcer']);
    s.battlefield(1, [blocker]);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    ok(g, 0, {
      kind: 'declareAttackers',
      attacks: [{ attacker: id(g, 'Cateran Enforcer'), defender: { kind: 'player', player: 1 } }],
    });
    while (pendingKind(g) === 'priority') pass(g);
    assert.equal(pendingKind(g) === 'declareBlockers', allowed, blocker);
  }
  def('Blinding Drone');
  const s = scenario();
  s.battlefield(0, ['Blinding Drone']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(chars(g, id(g, 'Blinding Drone')).colors, []);
  assert.ok(chars(g, id(g, 'Blinding Drone')).keywords.has('devoid'));
});
