/**
 * Triggers, delayed triggers and mana compiled from Oracle text (issue 4), each played through the engine with a
 * real, fully compiled card: delayed triggered abilities that refer to the objects fixed as they are created
 * (603.7c), later instructions that follow an object to its new zone (400.7), …
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import type { GameState, ObjectId, PlayerId, TargetRef } from '@arbiter/engine';
import { compiled, act, def, has, id, landsFor, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const obj = (i: ObjectId): TargetRef => ({ kind: 'object', id: i });

/** The index of the source's activated ability whose text contains `text`. */
function abilityIndex(g: GameState, source: ObjectId, text: string): number {
  const i = chars(g, source).abilities.findIndex((a) => a.kind === 'activated' && a.text.includes(text));
  assert.ok(i >= 0, `no activated ability "${text}"`);
  return i;
}
function activate(g: GameState, player: PlayerId, source: ObjectId, text: string, targets?: TargetRef[][]): GameState {
  return act(g, player, {
    kind: 'activate',
    source,
    ability: abilityIndex(g, source, text),
    ...(targets ? { targets } : {}),
  });
}

/** Plays the current turn on to its cleanup step, resolving everything that triggers (the end step's delayed triggers). */
function toCleanup(g: GameState): GameState {
  const turn = g.turns[0]!.number;
  for (let i = 0; i < 60 && g.turns[0]!.step !== 'cleanup' && g.turns[0]!.number === turn; i++) {
    if (g.pending?.kind === 'priority') pass(g);
    else resolveAll(g);
  }
  return g;
}

const tokens = (g: GameState): ObjectId[] => g.battlefield.filter((o) => g.objects[o]!.kind === 'token');

test('603.7c: Mogg Cannon destroys the creature it targeted at the beginning of the next end step', () => {
  def('Mogg Cannon');
  const t = cardGame(
    {
      players: [{ battlefield: ['Mogg Cannon', 'Grizzly Bears', 'Hill Giant'] }, {}],
      position: { active: 'P1', step: 'main2' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  activate(g, 0, id(g, 'Mogg Cannon'), 'Target creature you control', [[obj(bears)]]);
  resolveAll(g);
  assert.deepEqual(pt(g, bears), [3, 2]);
  assert.ok(chars(g, bears).keywords.has('flying'));
  toCleanup(g);
  assert.ok(has(g, 'Grizzly Bears', 'graveyard'), 'that creature is destroyed');
  assert.ok(has(g, 'Hill Giant', 'battlefield'), 'only that creature');
});

test('603.7c: a delayed ability does nothing to its creature once it has changed zones (Mogg Cannon, then a bounce)', () => {
  def('Mogg Cannon');
  const t = cardGame(
    {
      players: [{ hand: ['Unsummon'], battlefield: ['Mogg Cannon', 'Grizzly Bears', 'Island'] }, {}],
      position: { active: 'P1', step: 'main2' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  activate(g, 0, id(g, 'Mogg Cannon'), 'Target creature you control', [[obj(bears)]]);
  resolveAll(g);
  t.cast('Unsummon', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.ok(has(g, 'Grizzly Bears', 'hand'));
  toCleanup(g);
  assert.ok(has(g, 'Grizzly Bears', 'hand'), 'the card in hand is a new object: it stays');
});

test('603.7c: Feral Lightning exiles all three Elemental tokens ("them") at the beginning of the next end step', () => {
  def('Feral Lightning');
  const t = cardGame(
    {
      players: [{ hand: ['Feral Lightning'], battlefield: [...landsFor(def('Feral Lightning').manaCost)] }, {}],
      position: { active: 'P1', step: 'main2' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Feral Lightning');
  resolveAll(g);
  assert.equal(tokens(g).length, 3);
  assert.ok(tokens(g).every((t) => chars(g, t).keywords.has('haste')));
  toCleanup(g);
  assert.equal(tokens(g).length, 0);
});

test('400.7 / 603.7c: Aetherling exiles itself and returns at the beginning of the next end step', () => {
  def('Aetherling');
  const t = cardGame(
    { players: [{ battlefield: ['Aetherling', 'Island'] }, {}], position: { active: 'P1', step: 'main2' } },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Aetherling'), 'Exile Aetherling');
  resolveAll(g);
  assert.ok(has(g, 'Aetherling', 'exile'));
  toCleanup(g);
  assert.ok(has(g, 'Aetherling', 'battlefield'), "the exiled card returns under its owner's control");
  assert.equal(g.objects[id(g, 'Aetherling', 'battlefield')]!.controller, 0);
});

test('400.7: Miraculous Recovery puts the +1/+1 counter on the creature that returned, not on the card it targeted', () => {
  def('Miraculous Recovery');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Miraculous Recovery'],
          graveyard: ['Hill Giant'],
          battlefield: [...landsFor(def('Miraculous Recovery').manaCost)],
        },
        {},
      ],
      position: { active: 'P1', step: 'main2' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Miraculous Recovery', { targets: ['Hill Giant'] });
  resolveAll(g);
  const giant = id(g, 'Hill Giant', 'battlefield');
  assert.deepEqual(pt(g, giant), [4, 4]);
});

test('603.7c: Crazed Armodon destroys itself at the beginning of the next end step', () => {
  def('Crazed Armodon');
  const t = cardGame(
    { players: [{ battlefield: ['Crazed Armodon', 'Forest'] }, {}], position: { active: 'P1', step: 'main2' } },
    compiled,
  );
  const g = t.state;
  const a = id(g, 'Crazed Armodon');
  activate(g, 0, a, '+3/+0');
  resolveAll(g);
  assert.deepEqual(pt(g, a), [6, 3]);
  toCleanup(g);
  assert.ok(has(g, 'Crazed Armodon', 'graveyard'));
});

const P1: TargetRef = { kind: 'player', player: 1 };

function refusedCast(g: GameState, card: ObjectId, targets?: TargetRef[][]): void {
  const r = submitInPlace(g, 0, { kind: 'action', action: { kind: 'cast', card, ...(targets ? { targets } : {}) } });
  assert.equal(r.ok, false, 'the cast should be refused');
  if (!r.ok) assert.equal(r.error.code, 'UNPAYABLE_COST');
}

test("106.6: Ancient Ziggurat's mana pays for a creature spell, not for an instant", () => {
  def('Ancient Ziggurat');
  const t = cardGame(
    {
      players: [{ hand: ['Grizzly Bears', 'Shock'], battlefield: ['Ancient Ziggurat', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  refusedCast(g, id(g, 'Shock', 'hand'), [[P1]]);
  assert.equal(g.players[1]!.life, 20);
  t.cast('Grizzly Bears');
  resolveAll(g);
  assert.ok(has(g, 'Grizzly Bears', 'battlefield'), 'the Ziggurat made the {G}, the Forest the {1}');
});

test("106.6: Mishra's Workshop's restricted mana stays in the pool apart and pays only for an artifact spell", () => {
  def("Mishra's Workshop");
  const t = cardGame(
    {
      players: [{ hand: ['Hill Giant', 'Bottle Gnomes'], battlefield: ["Mishra's Workshop", 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, "Mishra's Workshop"), 'Add {C}{C}{C}');
  assert.equal(g.players[0]!.manaPool.restricted?.length, 3);
  assert.equal(g.players[0]!.manaPool.C, 0);
  refusedCast(g, id(g, 'Hill Giant', 'hand'));
  t.cast('Bottle Gnomes');
  assert.equal(g.players[0]!.manaPool.restricted, undefined, 'the three restricted mana were spent');
  assert.equal(g.objects[id(g, 'Mountain')]!.tapped, false, 'the Mountain was not needed');
  resolveAll(g);
  assert.ok(has(g, 'Bottle Gnomes', 'battlefield'));
});

test("707.2 / 603.7c: Splinter Twin's granted ability makes a hasty token copy, exiled at the beginning of the next end step", () => {
  def('Splinter Twin');
  const s = scenario();
  const [hg] = s.battlefield(0, ['Hill Giant']);
  s.battlefield(0, [{ card: 'Splinter Twin', attachedTo: hg! }]);
  const g = s.start({ active: 0, step: 'main2' });
  activate(g, 0, id(g, 'Hill Giant'), "Create a token that's a copy");
  resolveAll(g);
  assert.equal(tokens(g).length, 1);
  const copy = tokens(g)[0]!;
  assert.equal(chars(g, copy).name, 'Hill Giant');
  assert.ok(chars(g, copy).keywords.has('haste'), 'that token has haste');
  toCleanup(g);
  assert.equal(tokens(g).length, 0, 'the token is exiled at the beginning of the next end step');
  assert.ok(has(g, 'Hill Giant', 'battlefield'), 'the enchanted creature stays');
});

test('111.4 / 603.10a: Mitotic Slime\'s Ooze tokens have their own dies trigger ("~" in a token\'s quoted ability is the token)', () => {
  def('Mitotic Slime');
  const t = cardGame(
    {
      players: [{ hand: ['Flame Slash', 'Shock'], battlefield: ['Mitotic Slime', 'Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main2' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Flame Slash', { targets: ['Mitotic Slime'] });
  resolveAll(g);
  assert.equal(tokens(g).length, 2);
  assert.ok(tokens(g).every((t) => pt(g, t)[0] === 2));
  act(g, 0, { kind: 'cast', card: id(g, 'Shock', 'hand'), targets: [[obj(tokens(g)[0]!)]] });
  resolveAll(g);
  const ts = tokens(g)
    .map((t) => pt(g, t)[0])
    .sort();
  assert.deepEqual(ts, [1, 1, 2], 'the 2/2 Ooze that died made two 1/1 Oozes');
});

test('608.2h: Wall of Limbs — "loses X life, where X is ~\'s power" reads the sacrificed Wall as it last existed', () => {
  def('Wall of Limbs');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            { card: 'Wall of Limbs', counters: { '+1/+1': 3 } },
            'Swamp',
            'Swamp',
            'Swamp',
            'Swamp',
            'Swamp',
            'Swamp',
            'Swamp',
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main2' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Wall of Limbs'), 'Sacrifice', [[P1]]);
  resolveAll(g);
  assert.ok(has(g, 'Wall of Limbs', 'graveyard'));
  assert.equal(g.players[1]!.life, 17);
});

test('603.2c "whenever one or more creatures attack you": Orim\'s Prayer triggers once for the declaration', () => {
  def("Orim's Prayer");
  const t = cardGame(
    {
      players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'] }, { battlefield: ["Orim's Prayer"] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const ok0 = submitInPlace(g, 0, {
    kind: 'declareAttackers',
    attacks: [id(g, 'Grizzly Bears'), id(g, 'Hill Giant')].map((a) => ({
      attacker: a,
      defender: { kind: 'player' as const, player: 1 },
    })),
  });
  assert.ok(ok0.ok);
  resolveAll(g);
  assert.equal(g.players[1]!.life, 22, 'one trigger: 1 life for each of the two attacking creatures');
});
