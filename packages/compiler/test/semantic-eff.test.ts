/**
 * Semantic tests for one-shot effect grammar (helper `eff`): compiled cards played in real engine
 * games, each expectation taken from the card's Oracle text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState, type ObjectId } from '@arbiter/engine';
import { act, def, id, landsFor, ok, pass, pt, resolveAll, scenario } from './helpers.js';

/** Passes priority (no attacks, no blocks) until `step` of the next turn with priority. */
function passUntil(state: GameState, step: string, max = 200): GameState {
  const startTurn = state.turns[0]!.number;
  for (let i = 0; i < max; i++) {
    if (state.turns[0]!.number !== startTurn && state.turns[0]!.step === step && state.pending?.kind === 'priority') return state;
    const d = state.pending;
    if (!d) assert.fail('no decision pending');
    if (d.kind === 'priority') pass(state);
    else if (d.kind === 'declareAttackers') ok(state, d.player, { kind: 'declareAttackers', attacks: [] });
    else if (d.kind === 'declareBlockers') ok(state, d.player, { kind: 'declareBlockers', blocks: [] });
    else if (d.kind === 'orderTriggers') ok(state, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
    else if (d.kind === 'chooseObjects') ok(state, d.player, { kind: 'chooseObjects', objects: d.options.slice(0, d.min) });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
  assert.fail(`never reached ${step}`);
}

/** Player 0 casts `name` in their first main phase with `targets` (object ids per target group). */
function cast(name: string, setup: (s: ReturnType<typeof scenario>) => void, targets?: (g: GameState) => ObjectId[][]): GameState {
  const d = def(name);
  const s = scenario();
  s.battlefield(0, landsFor(d.manaCost));
  s.hand(0, [name]);
  s.library(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  s.library(1, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  setup(s);
  const g = s.start({ active: 0, step: 'main1' });
  const t = targets?.(g).map((grp) => grp.map((o) => ({ kind: 'object', id: o })));
  act(g, 0, { kind: 'cast', card: id(g, name, 'hand'), ...(t ? { targets: t as never } : {}) });
  return g;
}

const kw = (g: GameState, o: ObjectId, k: string): boolean => chars(g, o).keywords.has(k as never);

test('611.2a: "Until end of turn, target creature gets +1/+0 and gains first strike and lifelink" (Swift Justice) lasts until the cleanup step', () => {
  const g = cast('Swift Justice', (s) => s.battlefield(0, ['Grizzly Bears']), (g) => [[id(g, 'Grizzly Bears')]]);
  resolveAll(g);
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  assert.deepEqual(pt(g, bears), [3, 2]);
  assert.ok(kw(g, bears, 'first strike') && kw(g, bears, 'lifelink'));
  passUntil(g, 'upkeep');
  assert.deepEqual(pt(g, bears), [2, 2]);
  assert.ok(!kw(g, bears, 'first strike') && !kw(g, bears, 'lifelink'));
});

test('611.2a / 611.2c: "Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1" (Zealous Persecution)', () => {
  const g = cast('Zealous Persecution', (s) => { s.battlefield(0, ['Grizzly Bears']); s.battlefield(1, ['Llanowar Elves', 'Hill Giant']); });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears', 'battlefield')), [3, 3]);
  assert.deepEqual(pt(g, id(g, 'Hill Giant', 'battlefield')), [2, 2]);
  assert.ok(!g.battlefield.some((o) => g.cards[g.objects[o]!.defKey]!.name === 'Llanowar Elves'), 'the 1/1 died (704.5f)');
  passUntil(g, 'upkeep');
  assert.deepEqual(pt(g, id(g, 'Hill Giant', 'battlefield')), [3, 3]);
});

test('613.1f: "target creature gains \\"{T}: …\\"" grants an activated ability until end of turn (Retraction Helix)', () => {
  const g = cast('Retraction Helix', (s) => { s.battlefield(0, ['Grizzly Bears']); s.battlefield(1, ['Hill Giant']); }, (g) => [[id(g, 'Grizzly Bears')]]);
  resolveAll(g);
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  const granted = chars(g, bears).abilities.filter((a) => a.kind === 'activated');
  assert.equal(granted.length, 1);
  // The granted ability bounces a nonland permanent.
  act(g, 0, { kind: 'activate', source: bears, ability: chars(g, bears).abilities.findIndex((a) => a.kind === 'activated'), targets: [[{ kind: 'object', id: id(g, 'Hill Giant', 'battlefield') }]] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'hand');
  passUntil(g, 'upkeep');
  assert.equal(chars(g, bears).abilities.filter((a) => a.kind === 'activated').length, 0, 'the granted ability ends with the turn');
});

test('613.1e / 613.1f: "target creature becomes black, gets +1/-1, and gains \\"{B}: Regenerate ~.\\"" (Defiling Tears)', () => {
  const g = cast('Defiling Tears', (s) => s.battlefield(0, ['Grizzly Bears']), (g) => [[id(g, 'Grizzly Bears')]]);
  resolveAll(g);
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  assert.deepEqual(chars(g, bears).colors, ['B']);
  assert.deepEqual(pt(g, bears), [3, 1]);
  assert.equal(chars(g, bears).abilities.filter((a) => a.kind === 'activated').length, 1);
  passUntil(g, 'upkeep');
  assert.deepEqual(chars(g, bears).colors, ['G']);
});

test('613.1f / 613.4b: "target creature loses all abilities and has base power and toughness 0/1" (Humble)', () => {
  const g = cast('Humble', (s) => s.battlefield(1, ['Serra Angel']), (g) => [[id(g, 'Serra Angel')]]);
  resolveAll(g);
  const angel = id(g, 'Serra Angel', 'battlefield');
  assert.deepEqual(pt(g, angel), [0, 1]);
  assert.ok(!kw(g, angel, 'flying') && !kw(g, angel, 'vigilance'));
  passUntil(g, 'upkeep');
  assert.deepEqual(pt(g, angel), [4, 4]);
  assert.ok(kw(g, angel, 'flying'));
});

test('611.2a: "up to two target creatures you control each gain \\"…\\"" (Warriors\' Lesson) grants a trigger to both', () => {
  const g = cast("Warriors' Lesson", (s) => s.battlefield(0, ['Grizzly Bears', 'Hill Giant']), (g) => [[id(g, 'Grizzly Bears'), id(g, 'Hill Giant')]]);
  resolveAll(g);
  for (const n of ['Grizzly Bears', 'Hill Giant']) assert.equal(chars(g, id(g, n, 'battlefield')).abilities.filter((a) => a.kind === 'triggered').length, 1, n);
});
