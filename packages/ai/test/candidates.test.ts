/**
 * Issue 21: the plans the search AI compares at attacks and blocks. Besides the heuristic's own
 * choice, none and all-in, the widened search weighs the heuristic's attack with one more creature
 * or one fewer (508.1a), and its blocks with one more block or one fewer (509.1a), so a single
 * creature's attack, trade or chump block can be tried without enumerating every subset.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  aiRng,
  Scenario,
  STARTER_BY_NAME,
  submitInPlace,
  type Choice,
  type GameState,
  type PendingDecision,
} from '@arbiter/engine';
import { candidates } from '../src/index.js';

function scenario(set: (s: Scenario) => void): Scenario {
  const s = new Scenario({ players: 2, cards: (n) => STARTER_BY_NAME[n] });
  set(s);
  return s;
}

/** The attackers of each attack candidate, as sorted card names. */
function attackNames(state: GameState, cs: readonly Choice[]): string[][] {
  return cs.map((c) =>
    c.kind === 'declareAttackers' ? c.attacks.map((a) => state.objects[a.attacker]!.defKey).sort() : [],
  );
}

test('508.1a: the widened search weighs the heuristic attack with one more creature, and with one fewer', () => {
  const s = scenario((x) => {
    x.battlefield(0, ['Serra Angel', 'Grizzly Bears', 'Savannah Lions']);
    x.battlefield(1, ['Hill Giant']);
  });
  const state = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = state.pending!;
  assert.equal(d.kind, 'declareAttackers');
  const narrow = attackNames(state, candidates(state, d, aiRng('c')));
  const wide = attackNames(state, candidates(state, d, aiRng('c'), { widen: true }));
  // The heuristic sends only the flier (the Hill Giant would eat either ground creature).
  assert.deepEqual(wide[0], ['Serra Angel']);
  for (const plan of [
    ['Grizzly Bears', 'Serra Angel'],
    ['Savannah Lions', 'Serra Angel'],
  ]) {
    assert.ok(!narrow.some((p) => p.join() === plan.join()), `${plan} is not among the narrow plans`);
    assert.ok(
      wide.some((p) => p.join() === plan.join()),
      `${plan} is among the widened plans`,
    );
  }
  assert.ok(wide.some((p) => p.length === 0) && wide.some((p) => p.length === 3), 'none and all-in stay');
});

test('508.1a: holding one back, the search weighs the all-in attack with each creature kept home', () => {
  const s = scenario((x) => {
    x.battlefield(0, ['Serra Angel', 'Grizzly Bears', 'Savannah Lions']);
    x.battlefield(1, ['Hill Giant']);
  });
  const state = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = state.pending!;
  const plan = ['Grizzly Bears', 'Savannah Lions'].join();
  const widened = attackNames(state, candidates(state, d, aiRng('c'), { widen: true }));
  const held = attackNames(state, candidates(state, d, aiRng('c'), { holdBack: true }));
  assert.ok(!widened.some((p) => p.join() === plan), 'the ground pair without the Angel is not a neighbour');
  assert.ok(
    held.some((p) => p.join() === plan),
    'all-in with the Angel kept home',
  );
});

/** Seat 1's Hill Giant attacks seat 0, who has a Grizzly Bears and a Savannah Lions: seat 0's block decision. */
function giantAttacks(): { state: GameState; d: Extract<PendingDecision, { kind: 'declareBlockers' }> } {
  const s = scenario((x) => {
    x.battlefield(0, ['Grizzly Bears', 'Savannah Lions']);
    x.battlefield(1, ['Hill Giant']);
  });
  const state = s.start({ active: 1, step: 'declareAttackers', beginStep: true });
  const giant = state.battlefield.find((id) => state.objects[id]!.defKey === 'Hill Giant')!;
  const attacks = { kind: 'declareAttackers', attacks: [{ attacker: giant, defender: { kind: 'player', player: 0 } }] };
  assert.ok(submitInPlace(state, 1, attacks as Choice).ok);
  for (let n = 0; n < 10 && state.pending?.kind === 'priority'; n++)
    assert.ok(submitInPlace(state, state.pending.player, { kind: 'action', action: { kind: 'pass' } }).ok);
  const d = state.pending!;
  if (d.kind !== 'declareBlockers') throw new Error(`expected a block decision, got ${d.kind}`);
  return { state, d };
}

test('509.1a: the widened search weighs a block by each free blocker on an attacker the heuristic left unblocked', () => {
  const { state, d } = giantAttacks();
  const blockers = (cs: readonly Choice[]) =>
    cs.map((c) => (c.kind === 'declareBlockers' ? c.blocks.map((b) => state.objects[b.blocker]!.defKey) : []));
  // At 20 life the heuristic doesn't chump a 3/3 with a 2/2 (509.1a: blocking is optional).
  assert.deepEqual(blockers(candidates(state, d, aiRng('c'))), [[]]);
  assert.deepEqual(blockers(candidates(state, d, aiRng('c'), { widen: true })), [
    [],
    ['Grizzly Bears'],
    ['Savannah Lions'],
  ]);
});

test('509.1a / 510.1c: with gang blocks, the search weighs two creatures blocking the attacker the heuristic let through', () => {
  const { state, d } = giantAttacks();
  const names = (cs: readonly Choice[]) =>
    cs.map((c) => (c.kind === 'declareBlockers' ? c.blocks.map((b) => state.objects[b.blocker]!.defKey).sort() : []));
  assert.ok(!names(candidates(state, d, aiRng('c'), { widen: true })).some((b) => b.length === 2));
  assert.deepEqual(names(candidates(state, d, aiRng('c'), { gang: true })), [[], ['Grizzly Bears', 'Savannah Lions']]);
});

test('601.2c: with retargeting, the search also weighs a single-target spell at the other legal targets', () => {
  const s = scenario((x) => {
    x.battlefield(0, ['Mountain']);
    x.hand(0, ['Lightning Bolt']);
    x.battlefield(1, ['Grizzly Bears']);
  });
  const state = s.start({ active: 0, step: 'main1' });
  const d = state.pending!;
  assert.equal(d.kind, 'priority');
  const bolts = (cs: readonly Choice[]) =>
    cs.flatMap((c) =>
      c.kind === 'action' && c.action.kind === 'cast'
        ? [
            c.action.targets!.map((g) =>
              g.map((t) => (t.kind === 'player' ? `player ${t.player}` : state.objects[t.id]!.defKey)),
            ),
          ]
        : [],
    );
  // The heuristic bolts the Bears (it dies); the opponent's face is another plan only with retargeting.
  assert.deepEqual(bolts(candidates(state, d, aiRng('c'))), [[['Grizzly Bears']]]);
  const wide = bolts(candidates(state, d, aiRng('c'), { retarget: true }));
  assert.deepEqual(wide[0], [['Grizzly Bears']]);
  assert.ok(
    wide.some((t) => t[0]![0] === 'player 1'),
    JSON.stringify(wide),
  );
});
