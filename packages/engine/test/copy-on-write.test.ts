/**
 * Invariant 4 (the immutable API) with copy on write (docs/engine.md, Copies): `submit` returns a state that shares
 * its input's object records and copies a record only when the engine first writes it. Whole seeded games are
 * played twice: in place (`submitInPlace`), and through `submit` with every state deep-frozen before it is submitted
 * to, so any write that reaches a shared record throws. Both games must end byte-identical (the same JSON, log
 * included), no earlier state may change, and a refused choice must leave its (frozen) state as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  STARTER_PLANAR_DECK,
  STARTER_PLANES_BY_NAME,
  STARTER_SCHEMES_BY_NAME,
  STARTER_SCHEME_DECK,
  aiRng,
  chars,
  cloneState,
  createGame,
  fallbackChoice,
  randomPlayer,
  submit,
  submitInPlace,
  type CardDefinition,
  type Choice,
  type GameSetup,
  type GameState,
  type PlayerSetup,
  type Rng,
} from '../src/index.js';
import { cardGame } from '@arbiter/scenarios';

const lookup = (n: string): CardDefinition | undefined =>
  STARTER_BY_NAME[n] ?? STARTER_PLANES_BY_NAME[n] ?? STARTER_SCHEMES_BY_NAME[n];

const decks = Object.values(STARTER_DECKS);
const solo = (n: number, from = 0): PlayerSetup[] =>
  Array.from({ length: n }, (_, k) => ({ deck: decks[(from + k) % decks.length]! }));

const SETUPS: readonly { readonly label: string; readonly setup: GameSetup }[] = [
  { label: 'two-player', setup: { seed: 'cow-1', cards: lookup, players: solo(2), options: { turnLimit: 10 } } },
  {
    label: 'free-for-all 4p',
    setup: {
      seed: 'cow-2',
      cards: lookup,
      players: solo(4, 1),
      options: { turnLimit: 8, variant: 'free-for-all', attackMultiplePlayers: true },
    },
  },
  {
    label: 'planechase 3p',
    setup: {
      seed: 'cow-3',
      cards: lookup,
      players: solo(3, 2).map((p) => ({ ...p, planarDeck: STARTER_PLANAR_DECK })),
      options: { turnLimit: 8, variant: 'free-for-all', planechase: true },
    },
  },
  {
    label: 'archenemy 1v3',
    setup: {
      seed: 'cow-4',
      cards: lookup,
      seating: 'given',
      players: [
        { deck: decks[0]!, team: 0, schemeDeck: STARTER_SCHEME_DECK },
        ...solo(3, 1).map((p) => ({ ...p, team: 1 })),
      ],
      options: { turnLimit: 8, variant: 'team-vs-team', archenemy: 'archenemy', sharedTeamTurns: true },
    },
  },
];

/** Freezes a state and everything in it (what is frozen already, a record shared with an earlier state, is skipped). */
function deepFreeze(v: unknown): void {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  for (const x of Object.values(v)) deepFreeze(x);
  Object.freeze(v);
}

/** The random player's choice, or the fallback if the engine refuses it (as `playOut` does). */
function decide(state: GameState, rng: Rng, play: (who: number, c: Choice) => boolean): void {
  const d = state.pending!;
  if (play(d.player, randomPlayer.choose(state, d, rng))) return;
  assert.ok(play(d.player, fallbackChoice(d, state)), `the fallback choice for ${d.kind} was refused`);
}

/** A choice that is refused at `state`: the decision's kind is wrong, or it is another player's decision. */
function refusedChoice(state: GameState): { who: number; choice: Choice } {
  const d = state.pending!;
  return d.kind === 'priority'
    ? { who: (d.player + 1) % state.players.length, choice: { kind: 'action', action: { kind: 'pass' } } }
    : { who: d.player, choice: { kind: 'action', action: { kind: 'pass' } } };
}

for (const { label, setup } of SETUPS) {
  test(`invariant 4: ${label} played through submit on frozen states is byte-identical to the game played in place`, () => {
    const inPlace = createGame(setup);
    const rngA = aiRng(label);
    let state = createGame(setup);
    const rngB = aiRng(label);
    const earlier: { state: GameState; json: string }[] = [];
    for (let n = 0; state.pending && !state.result; n++) {
      decide(inPlace, rngA, (who, c) => submitInPlace(inPlace, who, c).ok);
      deepFreeze(state);
      if (n % 50 === 0) earlier.push({ state, json: JSON.stringify(state) });
      if (n % 7 === 0) {
        const bad = refusedChoice(state);
        const before = JSON.stringify(state);
        assert.equal(submit(state, bad.who, bad.choice).ok, false, `decision ${n}: the wrong choice is refused`);
        assert.equal(JSON.stringify(state), before, `decision ${n}: a refused choice changes nothing`);
      }
      if (n % 11 === 0) cloneState(state); // a copy for search shares the records too; the game goes on unchanged
      decide(state, rngB, (who, c) => {
        const r = submit(state, who, c);
        if (r.ok) state = r.state;
        return r.ok;
      });
      assert.equal(state.log.length, inPlace.log.length, `decision ${n}: the two games diverge`);
    }
    assert.ok(state.decisionCount > 100, `${label}: a real game (${state.decisionCount} decisions)`);
    assert.equal(JSON.stringify(state), JSON.stringify(inPlace), 'the two games save to the same JSON');
    for (const e of earlier) assert.equal(JSON.stringify(e.state), e.json, 'no earlier state changed');
  });
}

test("111.1 / invariant 4: a token's definition made by a copy goes into the copy's record of definitions only (Raise the Alarm resolved through submit)", () => {
  const t = cardGame({
    players: [{ hand: ['Raise the Alarm'], battlefield: ['Plains', 'Plains'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  t.cast('Raise the Alarm');
  const original = t.state;
  const copyForSearch = cloneState(original); // shares the record of definitions too
  deepFreeze(original); // a write that reaches the shared record throws
  const json = JSON.stringify(original);
  let state = original;
  for (let n = 0; n < 4 && !state.battlefield.some((i) => state.objects[i]!.kind === 'token'); n++) {
    const r = submit(state, state.pending!.player, { kind: 'action', action: { kind: 'pass' } });
    assert.ok(r.ok, 'passing is legal');
    state = r.state;
  }
  const soldiers = Object.keys(state.cards).filter((k) => k.startsWith('token:Soldier'));
  assert.equal(soldiers.length, 1, 'the new state holds the Soldier token definition');
  assert.equal(state.battlefield.filter((i) => state.objects[i]!.kind === 'token').length, 2);
  assert.equal(JSON.stringify(original), json, 'the original is unchanged');
  for (const s of [original, copyForSearch])
    assert.ok(!Object.keys(s.cards).some((k) => k.startsWith('token:')), 'no token definition reached another state');
});

test('613 / invariant 3: derived values kept beside a state stay out of its JSON, and a spread copy with a changed permanent reads its own characteristics (Grizzly Bears with a +1/+1 counter)', () => {
  const t = cardGame({
    players: [{ battlefield: ['Grizzly Bears'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const state = cloneState(t.state); // a copy holds its inherited caches beside it
  const bears = t.id('Grizzly Bears');
  assert.equal(chars(state, bears).power, 2, 'the characteristics are cached for this state');
  assert.equal(JSON.stringify(state), JSON.stringify(t.state), 'the copy saves to the same JSON');
  assert.deepEqual(Object.keys(state), Object.keys(JSON.parse(JSON.stringify(state)) as object), 'no extra key');
  // A check on a hypothetical state (as stack/split.ts makes one): the spread carries the original's record along.
  const o = state.objects[bears]!;
  const hypothetical: GameState = {
    ...state,
    objects: { ...state.objects, [bears]: { ...o, counters: { ...o.counters, '+1/+1': 1 } } },
  };
  assert.equal(
    chars(hypothetical, bears).power,
    3,
    "613.4c: the spread copy's counter counts, not the original's cache",
  );
  assert.equal(chars(state, bears).power, 2, 'the original is unchanged');
  // A frozen state keeps its derived values elsewhere: submitting to it works and changes nothing.
  const frozen = JSON.parse(JSON.stringify(state)) as GameState;
  deepFreeze(frozen);
  const r = submit(frozen, frozen.pending!.player, { kind: 'action', action: { kind: 'pass' } });
  assert.ok(r.ok, 'passing is legal');
  assert.equal(JSON.stringify(frozen), JSON.stringify(state), 'the frozen state is unchanged');
});
