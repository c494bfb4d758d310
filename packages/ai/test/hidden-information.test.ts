/**
 * Issue 21, Done when 5: the search AI never reads hidden information. It is run on a position,
 * then on the same position with the hidden cards rearranged — the opponent's hand swapped with
 * cards of their library, every library reordered, the game's PRNG reseeded — which is consistent
 * with everything the searching seat may know (its view, and open deck lists). With the same seed
 * its first decision must be the same.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  aiRng,
  cloneState,
  createGame,
  heuristicChoice,
  ownObject,
  submitInPlace,
  viewFor,
  type GameState,
  touch,
} from '@arbiter/engine';
import { candidates, searchAnalysis, searchChoice } from '../src/index.js';

/** A two-player starter game played by the heuristic AI until seat 0 has a searched decision on turn 3 or later. */
function position(): GameState {
  const decks = Object.values(STARTER_DECKS);
  const state = createGame({
    seed: 'hidden-info',
    cards: STARTER_BY_NAME,
    players: [
      { name: 'P1', deck: decks[0]! },
      { name: 'P2', deck: decks[1]! },
    ],
    startingPlayer: 0,
  });
  const rng = aiRng('hidden-info');
  for (let n = 0; n < 5000 && state.pending && !state.result; n++) {
    const d = state.pending;
    if (d.player === 0 && state.turns[0]!.number >= 3 && candidates(state, d, aiRng('c')).length >= 3) return state;
    assert.ok(submitInPlace(state, d.player, heuristicChoice(state, d, rng)).ok);
  }
  throw new Error('no searched decision for seat 0 found');
}

/** The same position with every card hidden from seat 0 moved: consistent with seat 0's view. */
function rearranged(state: GameState): GameState {
  const copy = cloneState(state);
  const opp = copy.players[1]!;
  const hidden = [...opp.hand, ...opp.library];
  const keys = hidden.map((id) => copy.objects[id]!.defKey).reverse();
  hidden.forEach((id, i) => ((ownObject(copy, id) as { defKey: string }).defKey = keys[i]!)); // the copy's own records
  const mine = copy.players[0]!.library;
  const myKeys = mine.map((id) => copy.objects[id]!.defKey);
  mine.forEach((id, i) => ((ownObject(copy, id) as { defKey: string }).defKey = myKeys[(i + 7) % myKeys.length]!));
  copy.rng = [1, 2, 3, 4];
  touch(copy); // a state edited by hand: cached characteristics are recomputed
  return copy;
}

test('search AI: the same first decision when hidden cards are replaced consistently with its view (no peeking)', () => {
  const state = position();
  const other = rearranged(state);
  const handNames = (s: GameState) => s.players[1]!.hand.map((id) => s.objects[id]!.defKey);
  // The rearrangement really changed hidden cards, and left seat 0's view as it was.
  assert.notDeepEqual(handNames(other), handNames(state));
  assert.notDeepEqual(other.rng, state.rng);
  assert.deepEqual(viewFor(other, 0), viewFor(state, 0));
  const d = state.pending!;
  const opts = { rollouts: 9, horizonTurns: 1 };
  const first = searchChoice(state, d, aiRng('same-seed'), opts);
  const second = searchChoice(other, other.pending!, aiRng('same-seed'), opts);
  assert.deepEqual(second, first);
  // Not only the pick: every candidate's mean rollout score is the same, so nothing hidden leaked into any rollout.
  const a = searchAnalysis(state, d, aiRng('same-seed'), opts);
  const b = searchAnalysis(other, other.pending!, aiRng('same-seed'), opts);
  assert.ok(a.scores.length >= 3, 'the decision was searched');
  assert.deepEqual(b, a);
});
