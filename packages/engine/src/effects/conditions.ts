/** Conditions used by intervening-if clauses (603.4) and conditional effects. */
import type { Condition } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import type { GameState, PlayerId } from '../state/types.js';

export function checkCondition(state: GameState, c: Condition, you: PlayerId): boolean {
  switch (c.kind) {
    case 'controls': {
      let n = 0;
      for (const id of state.battlefield) {
        const ch = chars(state, id);
        if (ch.controller === you && matchesObjectFilter(state, c.filter, id, ch, you, null)) n++;
      }
      return n >= c.atLeast;
    }
    case 'lifeAtMost': return state.players[you]!.life <= c.n;
    case 'lifeAtLeast': return state.players[you]!.life >= c.n;
    case 'not': return !checkCondition(state, c.condition, you);
  }
}
