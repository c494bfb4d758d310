/**
 * The `venture` effect: 701.49, "venture into the dungeon" / 725.2 "venture into Undercity" (players/dungeons.ts).
 * The player chooses the dungeon to enter (701.49a: one they own outside the game; Undercity when venturing into
 * Undercity) or the room to move into when the arrows lead to several (701.49b); a player on a bottommost room
 * completes that dungeon and enters a new one (701.49c). "Whenever you venture into the dungeon" triggers after.
 */
import type { DungeonName } from '../../cards/dungeons.js';
import {
  completeDungeon,
  currentRoom,
  enterDungeon,
  moveVentureMarker,
  ventureChoices,
} from '../../players/dungeons.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { PendingDecision } from '../../decisions/types.js';
import { detectTriggers } from '../../triggers/detect.js';
import { resolvePlayers } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

/** One of `options`, chosen by `player` when there are several (the answer comes back on the task). */
function chooseName(
  task: EffectsTask,
  player: PlayerId,
  prompt: string,
  options: readonly string[],
): string | PendingDecision {
  if (options.length === 1) return options[0]!;
  const a = takeAnswer(task, 'chooseOption');
  if (a) return options[a.chosen[0]!]!;
  return { kind: 'chooseOption', player, prompt, options: [...options], min: 1, max: 1 };
}

export function ventureEffect(state: GameState, task: EffectsTask, e: EffectOf<'venture'>): Step {
  const [who] = resolvePlayers(state, task.ctx, e.who);
  if (who === undefined || state.players[who]!.left) return 'done';
  const room = currentRoom(state, who);
  if (room && room.next.length > 0) {
    const next = chooseName(task, who, `${task.ctx.sourceName}: venture into which room?`, room.next);
    if (typeof next !== 'string') return next;
    moveVentureMarker(state, who, next);
  } else {
    const options = ventureChoices(e.into);
    if (options.length === 0) return 'done';
    const name = chooseName(task, who, `${task.ctx.sourceName}: venture into which dungeon?`, options);
    if (typeof name !== 'string') return name;
    if (room) completeDungeon(state, who, ['701.49c']);
    enterDungeon(state, who, name as DungeonName);
  }
  detectTriggers(state, { kind: 'ventured', player: who });
  return 'done';
}
