/** Conditions used by intervening-if clauses (603.4) and conditional effects. */
import type { Condition } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { Characteristics } from '../objects/characteristics.js';

/**
 * `charsOf` lets the layer system (613) evaluate a static ability's condition against the
 * characteristics it is computing, instead of asking for them recursively.
 */
export function checkCondition(state: GameState, c: Condition, you: PlayerId, charsOf: (id: ObjectId) => Characteristics = (id) => chars(state, id), source: ObjectId | null = null): boolean {
  switch (c.kind) {
    case 'controls': {
      let n = 0;
      for (const id of state.battlefield) {
        const ch = charsOf(id);
        if (ch.controller === you && matchesObjectFilter(state, c.filter, id, ch, you, source)) n++;
      }
      return n >= c.atLeast;
    }
    case 'lifeAtMost': return state.players[you]!.life <= c.n;
    case 'lifeAtLeast': return state.players[you]!.life >= c.n;
    case 'not': return !checkCondition(state, c.condition, you, charsOf, source);
    case 'graveyardAtLeast': return state.players[you]!.graveyard.length >= c.n;
    case 'yourTurn': return state.turns.some((t) => t.activePlayers.includes(you));
    case 'handAtMost': return state.players[you]!.hand.length <= c.n;
    case 'handAtLeast': return state.players[you]!.hand.length >= c.n;
  }
}
