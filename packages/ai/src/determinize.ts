/**
 * Determinization: a full, simulatable state built from what one seat may know. The searcher
 * knows every player's card pool (as with open deck lists) but not where hidden cards are: each
 * owner's hidden cards (other players' hands, every library) are pooled, sorted and dealt back
 * at random into the same hidden positions, and the game's own PRNG is replaced, so future draws
 * and shuffles are sampled too. Rearranging hidden cards in the true state therefore gives the
 * same determinizations (the hidden-information test relies on it).
 */
import {
  cloneState,
  putObject,
  randomInt,
  seedRng,
  touch,
  viewFor,
  type GameState,
  type ObjectId,
  type PlayerId,
} from '@arbiter/engine';

/** A copy cheap enough for rollouts: the engine's clone (card definitions and log entries shared, no JSON text). */
export function copyState(state: GameState): GameState {
  return cloneState(state);
}

/** The hidden positions of `owner`'s cards from `seat`'s point of view: hand (if hidden), then library. */
function hiddenPositions(state: GameState, seesHand: boolean, owner: PlayerId): ObjectId[] {
  const p = state.players[owner]!;
  return [...(seesHand ? [] : p.hand), ...p.library];
}

/** A determinization of `state` for `seat`, sampled with `seed`. */
export function determinize(state: GameState, seat: PlayerId, seed: string): GameState {
  const rng = seedRng(`determinize:${seed}`);
  const copy = copyState(state);
  const view = viewFor(state, seat); // which hands the seat may see (808.5 / 809.7 / 810.5 / 811.5)
  for (const p of copy.players) {
    const positions = hiddenPositions(copy, view.players[p.id]!.hand !== null, p.id);
    const pool = positions.map((id) => copy.objects[id]!.defKey).sort();
    for (let i = pool.length - 1; i > 0; i--) {
      const j = randomInt(rng, i + 1);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    // New objects rather than edits: a copy may share unchanged objects with the state it came from.
    positions.forEach((id, i) => {
      putObject(copy, { ...copy.objects[id]!, defKey: pool[i]! });
    });
  }
  copy.rng = seedRng(`determinize-game:${seed}`);
  touch(copy); // 613: characteristics derived from the old definitions are stale
  return copy;
}
