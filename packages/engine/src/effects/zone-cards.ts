/**
 * Moving every card of some of a player's zones: "Exile all cards from target player's graveyard" (406.2),
 * "Target player shuffles their graveyard into their library", "Each player shuffles their hand and graveyard into
 * their library" (401.3; the shuffle, 701.24a, comes after all the cards are in the library).
 */
import type { Effect } from '../cards/ability-tree.js';
import { perform } from './perform.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';
import { noteMoved, startMoves } from './moved-this-way.js';
import { resolvePlayers } from './refs.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type MoveZoneCards = Extract<Effect, { kind: 'moveZoneCards' }>;

export function moveZoneCards(state: GameState, task: EffectsTask, e: MoveZoneCards): 'done' {
  const players = resolvePlayers(state, task.ctx, e.who);
  const batch = state.log.length; // 603.2c: one event moves them all
  if (e.to === 'exile') startMoves(task.ctx); // 608.2c: "for each creature card exiled this way"
  for (const p of players) {
    const pl = state.players[p]!;
    const ids = e.from.flatMap((z) => [...(z === 'hand' ? pl.hand : pl.graveyard)]);
    for (const id of ids) {
      if (!state.objects[id]) continue;
      const r = perform(state, { kind: 'move', object: id, to: e.to, cause: 'effect', batch }, [
        e.to === 'exile' ? '406.2' : '401.3',
      ]);
      if (e.to === 'exile') noteMoved(state, task.ctx, id, false, r.id);
    }
  }
  if (e.to === 'library') for (const p of players) perform(state, { kind: 'shuffle', player: p }, ['701.24a']);
  return 'done';
}
