/**
 * 701.34a proliferate on modern cards played in engine games: the controller chooses any number of permanents and/or
 * players that have counters; each chosen one gets another counter of each kind already there.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { act, id, modernDef, modernScenario, ok, pt, resolveAll } from './helpers.js';

/** Answers the pending proliferate choice with the options whose label starts with one of `names`. */
function proliferate(g: GameState, names: readonly string[]): void {
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseOption', `expected the proliferate choice, got ${d?.kind}`);
  assert.match(d.prompt, /proliferate/);
  const chosen = d.options.flatMap((o, i) => (names.some((n) => o.startsWith(n)) ? [i] : []));
  assert.equal(chosen.length, names.length, `options: ${d.options.join(' | ')}`);
  ok(g, d.player, { kind: 'chooseOption', chosen });
}

test('701.34a proliferate: Contagion Clasp — each chosen permanent and player gets another counter of each kind, the others none', () => {
  modernDef('Contagion Clasp');
  const s = modernScenario();
  s.battlefield(0, ['Contagion Clasp', 'Wastes', 'Wastes', 'Wastes', 'Wastes']);
  s.battlefield(0, [{ card: 'Grizzly Bears', counters: { '+1/+1': 1 } }]);
  s.battlefield(1, [
    { card: 'Hill Giant', counters: { '-1/-1': 1 } },
    { card: 'Llanowar Elves', counters: { '+1/+1': 1 } },
  ]);
  s.poison(1, 2);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Contagion Clasp'), ability: 1 });
  untilChoice(g);
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseOption');
  assert.equal(d.options.length, 4, 'three permanents with counters and the poisoned player');
  proliferate(g, ['Grizzly Bears', 'Hill Giant', 'P2']);
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [4, 4], 'a second +1/+1 counter');
  assert.deepEqual(pt(g, id(g, 'Hill Giant')), [1, 1], 'a second -1/-1 counter');
  assert.deepEqual(pt(g, id(g, 'Llanowar Elves')), [2, 2], 'not chosen: still one counter');
  assert.equal(g.players[1]!.poison, 3);
});

test("701.34a proliferate: Tezzeret's Gambit draws two cards, then proliferates; with nothing to choose nobody is asked", () => {
  modernDef("Tezzeret's Gambit");
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island']);
  s.hand(0, ["Tezzeret's Gambit"]);
  s.library(0, ['Island', 'Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, "Tezzeret's Gambit") });
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, 2);
  assert.equal(g.pending?.kind, 'priority', 'no proliferate choice without counters');
});

test('701.34a proliferate: Evolution Sage — landfall proliferates a player counter (energy)', () => {
  modernDef('Evolution Sage');
  const s = modernScenario();
  s.battlefield(0, ['Evolution Sage', { card: 'Grizzly Bears', counters: { '+1/+1': 2 } }]);
  s.hand(0, ['Forest']);
  s.playerCounters(0, { energy: 2 });
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'playLand', card: id(g, 'Forest', 'hand') });
  untilChoice(g);
  proliferate(g, ['Grizzly Bears', 'P1']);
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [5, 5]);
  assert.equal(g.players[0]!.counters.energy, 3);
});

/** Passes priority until a decision other than priority is pending. */
function untilChoice(g: GameState): void {
  for (let i = 0; i < 8 && g.pending?.kind === 'priority'; i++) act(g, g.pending.player, { kind: 'pass' });
}
