/**
 * 702.140 mutate and 729 merged permanents, on real cards of the modern pool (the Ikoria mutate creatures) compiled
 * from their Oracle text: "Mutate [cost]" and "Whenever this creature mutates, …". The seeds hold neither rule (the
 * English chapters are 4, 8 and 9; the Chinese CR is the 2015 edition): the current rules are followed (seeds README).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Scenario,
  STARTER_BY_NAME,
  chars,
  isCommander,
  submitInPlace,
  viewFor,
  type GameState,
  type ObjectId,
} from '@arbiter/engine';
import { cardGame, type GameSources } from '@arbiter/scenarios';
import { act, id, modernDef, modernPool, ok, pass, pt, resolveAll } from './helpers.js';
import { ownObject } from '@arbiter/engine';

const modern: GameSources = {
  sources: [{ label: 'modern cards', get: (n) => modernPool().pool.definition(n) ?? STARTER_BY_NAME[n] }],
};

function onBattlefield(g: GameState, name: string): ObjectId[] {
  return g.battlefield.filter((x) => chars(g, x).name === name);
}

/** P1 has Gemrazer in hand, three Forests and Grizzly Bears (not summoning sick); P2 an Ornithopter. */
function gemrazerGame(extra: { p1?: string[]; p2?: string[]; p2Hand?: string[] } = {}) {
  modernDef('Gemrazer');
  return cardGame(
    {
      players: [
        {
          hand: ['Gemrazer'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Grizzly Bears', ...(extra.p1 ?? [])],
        },
        { hand: extra.p2Hand ?? [], battlefield: ['Ornithopter', ...(extra.p2 ?? [])] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modern,
  );
}

test('702.140a / 702.140c / 702.140e / 729.2c: Gemrazer cast for its mutate cost merges on top of Grizzly Bears: one 4/4 Gemrazer with reach and trample, the same object', () => {
  const t = gemrazerGame();
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  ownObject(g, bears).summoningSick = false;
  t.cast('Gemrazer', { targets: ['Grizzly Bears'], with: 'mutate' });
  const spell = id(g, 'Gemrazer', 'stack');
  assert.equal(g.objects[spell]!.stack?.alternative, 'mutate');
  assert.equal(g.players[0]!.manaPool.G + g.players[0]!.manaPool.C, 0);
  t.resolve();
  const d = g.pending;
  assert.ok(d?.kind === 'chooseOption' && d.player === 0, '702.140c: its controller chooses on top or under');
  t.choose('on top');
  const mine = g.battlefield.filter((x) => chars(g, x).types.includes('Creature') && chars(g, x).controller === 0);
  assert.deepEqual(mine, [bears], 'one permanent');
  const c = chars(g, bears);
  assert.equal(c.name, 'Gemrazer');
  assert.deepEqual(pt(g, bears), [4, 4]);
  assert.ok(c.keywords.has('reach') && c.keywords.has('trample'));
  assert.ok(
    !g.objects[bears]!.summoningSick,
    "729.2c: the same object: it hasn't just come under its controller's control",
  );
  assert.ok(
    !Object.values(g.objects).some((o) => g.cards[o.defKey]?.name === 'Gemrazer'),
    '729.2b: no object of its own',
  );
  assert.ok(g.log.some((e) => e.rules.includes('702.140c')));
  // 702.140d: "Whenever this creature mutates, destroy target artifact or enchantment an opponent controls."
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Ornithopter')]!.zone, 'graveyard');
  // 729.2: the views show every card of it.
  const v = viewFor(g, 1).battlefield.find((o) => o.id === bears);
  assert.deepEqual(v?.components, ['Gemrazer', 'Grizzly Bears']);
});

test('702.140c / 702.140e: Gemrazer merged under Grizzly Bears — a 2/2 Grizzly Bears with reach and trample, and the mutate trigger', () => {
  const t = gemrazerGame();
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Gemrazer', { targets: ['Grizzly Bears'], with: 'mutate' });
  t.resolve();
  t.choose('under');
  const c = chars(g, bears);
  assert.equal(c.name, 'Grizzly Bears');
  assert.deepEqual(pt(g, bears), [2, 2]);
  assert.ok(c.keywords.has('reach') && c.keywords.has('trample'), 'all abilities of each card');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Ornithopter')]!.zone, 'graveyard', '702.140d: it mutated');
  assert.deepEqual(viewFor(g, 0).battlefield.find((o) => o.id === bears)?.components, ['Grizzly Bears', 'Gemrazer']);
});

test('702.140b: Grizzly Bears killed in response — Gemrazer resolves as a creature spell and enters on its own, without mutating', () => {
  const t = gemrazerGame({ p2: ['Mountain'], p2Hand: ['Lightning Bolt'] });
  const g = t.state;
  t.cast('Gemrazer', { targets: ['Grizzly Bears'], with: 'mutate' });
  t.pass();
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'], by: 'P2' });
  resolveAll(g);
  const [gem] = onBattlefield(g, 'Gemrazer');
  assert.ok(gem !== undefined, 'Gemrazer entered the battlefield');
  assert.deepEqual(pt(g, gem), [4, 4]);
  assert.equal(g.objects[id(g, 'Ornithopter')]!.zone, 'battlefield', 'no mutate trigger: it did not mutate');
  assert.ok(g.log.some((e) => e.rules.includes('702.140b')));
});

test("702.140a: a mutating creature spell targets only a non-Human creature its caster owns — not a Human, not an opponent's creature", () => {
  const t = gemrazerGame({ p1: ['Elite Vanguard'], p2: ['Hill Giant'] });
  const g = t.state;
  const d = g.pending;
  assert.ok(d?.kind === 'priority');
  const entry = d.actions.find((a) => a.kind === 'cast' && a.alternative === 'mutate');
  assert.ok(entry && entry.kind === 'cast', 'the mutate cast is offered');
  assert.deepEqual(entry.targets[0]?.legal, [{ kind: 'object', id: id(g, 'Grizzly Bears') }]);
  for (const name of ['Elite Vanguard', 'Hill Giant']) {
    const r = submitInPlace(g, 0, {
      kind: 'action',
      action: {
        kind: 'cast',
        card: id(g, 'Gemrazer'),
        alternative: 'mutate',
        targets: [[{ kind: 'object', id: id(g, name) }]],
      },
    });
    assert.ok(!r.ok && r.error.code === 'ILLEGAL_TARGET', `${name} is not a legal target`);
  }
  assert.equal(g.objects[id(g, 'Gemrazer')]!.zone, 'hand', 'a refused cast changes nothing');
});

test('729.3: a merged permanent that dies puts every card into the graveyard, each an object of its own', () => {
  const t = gemrazerGame({ p2: ['Swamp', 'Swamp', 'Swamp'], p2Hand: ['Murder'] });
  const g = t.state;
  t.cast('Gemrazer', { targets: ['Grizzly Bears'], with: 'mutate' });
  t.resolve();
  t.choose('on top');
  resolveAll(g);
  t.pass();
  const merged = id(g, 'Grizzly Bears');
  act(g, 1, { kind: 'cast', card: id(g, 'Murder'), targets: [[{ kind: 'object', id: merged }]] });
  resolveAll(g);
  assert.equal(
    g.battlefield.filter((x) => chars(g, x).controller === 0 && chars(g, x).types.includes('Creature')).length,
    0,
  );
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Gemrazer')]!.zone, 'graveyard');
  assert.notEqual(id(g, 'Grizzly Bears'), id(g, 'Gemrazer'));
  assert.ok(g.log.some((e) => e.rules.includes('729.3')));
});

test('729.2a / 707.2: a copy of a merged permanent copies the merged characteristics — Serra Angel on top, Gemrazer under, copied by Clone', () => {
  modernDef('Clone');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Gemrazer', 'Clone'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Island', 'Island', 'Island', 'Island', 'Serra Angel'],
        },
        { battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modern,
  );
  const g = t.state;
  t.cast('Gemrazer', { targets: ['Serra Angel'], with: 'mutate', pay: ['Forest', 'Forest', 'Forest'] });
  t.resolve();
  t.choose('under');
  resolveAll(g);
  t.cast('Clone');
  t.resolve();
  const angel = id(g, 'Serra Angel');
  const d = g.pending;
  assert.ok(d?.kind === 'chooseObjects');
  ok(g, 0, { kind: 'chooseObjects', objects: [angel] });
  resolveAll(g);
  const clone = id(g, 'Clone', 'battlefield');
  const c = chars(g, clone);
  assert.equal(c.name, 'Serra Angel');
  assert.deepEqual(pt(g, clone), [4, 4]);
  for (const k of ['flying', 'vigilance', 'reach', 'trample'] as const) assert.ok(c.keywords.has(k), k);
  assert.equal(g.objects[clone]!.merged, undefined, 'the copy is one card, not a merged permanent');
});

test("903.3c / 903.9c: a commander merged with a mutating spell is that player's commander; put into the hand, the commander card goes to the command zone, the other card to the hand", () => {
  const { pool } = modernPool();
  const s = new Scenario({
    players: 2,
    cards: (n) => pool.definition(n) ?? STARTER_BY_NAME[n],
    options: { commander: 'commander' },
  });
  const [bears] = s.battlefield(0, ['Grizzly Bears', 'Forest', 'Forest', 'Forest']);
  s.designateCommander(bears!);
  s.hand(0, ['Gemrazer']);
  s.battlefield(1, ['Island', 'Island']);
  s.hand(1, ['Unsummon']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Gemrazer'),
    alternative: 'mutate',
    targets: [[{ kind: 'object', id: bears! }]],
  });
  pass(g);
  pass(g);
  ok(g, 0, { kind: 'chooseOption', chosen: [0] });
  assert.equal(chars(g, bears!).name, 'Gemrazer');
  assert.ok(isCommander(g, bears!), '903.3c: the merged permanent is the commander');
  resolveAll(g);
  pass(g);
  act(g, 1, { kind: 'cast', card: id(g, 'Unsummon'), targets: [[{ kind: 'object', id: bears! }]] });
  resolveAll(g, { yes: true });
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'command', '903.9b / 903.9c: the commander card');
  assert.equal(g.objects[id(g, 'Gemrazer')]!.zone, 'hand', 'the other card goes where the permanent went');
});

test('702.140d: "the number of times this creature has mutated" — Insatiable Hemophage mutates (X = 1), then Gemrazer mutates under it (X = 2)', () => {
  modernDef('Insatiable Hemophage');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Insatiable Hemophage', 'Gemrazer'],
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'],
        },
        { battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modern,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Insatiable Hemophage', { targets: ['Grizzly Bears'], with: 'mutate', pay: ['Swamp', 'Swamp', 'Swamp'] });
  t.resolve();
  t.choose('on top');
  resolveAll(g);
  assert.deepEqual([g.players[0]!.life, g.players[1]!.life], [21, 19], 'mutated once: X = 1');
  t.cast('Gemrazer', { targets: ['Grizzly Bears'], with: 'mutate', pay: ['Forest', 'Forest', 'Forest'] });
  t.resolve();
  t.choose('under');
  resolveAll(g);
  assert.equal(chars(g, bears).name, 'Insatiable Hemophage');
  assert.deepEqual([g.players[0]!.life, g.players[1]!.life], [23, 17], 'mutated twice: X = 2');
  assert.deepEqual(viewFor(g, 0).battlefield.find((o) => o.id === bears)?.components, [
    'Insatiable Hemophage',
    'Grizzly Bears',
    'Gemrazer',
  ]);
});

test('903.8 / 903.3c / 702.140a: a commander with mutate is cast from the command zone for its mutate cost (plus tax) and merges: the merged permanent is the commander', () => {
  modernDef('Snapdax, Apex of the Hunt');
  const { pool } = modernPool();
  const s = new Scenario({
    players: 2,
    cards: (n) => pool.definition(n) ?? STARTER_BY_NAME[n],
    options: { commander: 'commander' },
  });
  const snapdax = s.commander(0, 'Snapdax, Apex of the Hunt');
  s.commanderCasts(snapdax, 1);
  const [bears] = s.battlefield(0, ['Grizzly Bears', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp']);
  s.battlefield(1, ['Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  const d = g.pending;
  assert.ok(d?.kind === 'priority');
  const entry = d.actions.find((a) => a.kind === 'cast' && a.card === snapdax && a.alternative === 'mutate');
  assert.ok(entry, 'the mutate cast from the command zone is offered');
  act(g, 0, { kind: 'cast', card: snapdax, alternative: 'mutate', targets: [[{ kind: 'object', id: bears! }]] });
  assert.equal(
    g.battlefield.filter((x) => g.objects[x]!.tapped).length,
    7,
    '{2}{B/R}{W}{W} and {2} of tax: seven lands tapped',
  );
  pass(g);
  pass(g);
  ok(g, 0, { kind: 'chooseOption', chosen: [1] });
  assert.equal(chars(g, bears!).name, 'Grizzly Bears');
  assert.ok(chars(g, bears!).keywords.has('double strike'));
  assert.ok(isCommander(g, bears!), '903.3c: the merged permanent is the commander');
});
