/** Applying `draw` event. */
import { log } from '../../log/write.js';
import type { GameState } from '../../state/types.js';
import { moveObject } from '../../zones/move.js';
import { countDrawStepDraw } from '../../state/draw-step.js';
import type { EventRules } from '../event-rules.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';

export function applyDraw(
  state: GameState,
  e: EventOf<'draw'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  const p = state.players[e.player]!;
  if (p.left) return NOTHING;
  const top = p.library[0];
  if (top === undefined) {
    p.drewFromEmptyLibrary = true; // 704.5b is checked at the next SBA check
    log(state, 'draw-empty', `${p.name} tries to draw from an empty library`, [...rules, '121.4', '704.5b'], {
      player: p.id,
    });
    return NOTHING;
  }
  const id = moveObject(state, top, 'hand');
  log(state, 'draw', `${p.name} draws a card`, [...rules, '121.1'], { player: p.id });
  p.drawsThisTurn = (p.drawsThisTurn ?? 0) + 1;
  countDrawStepDraw(state, p.id); // 504.1
  ctx.detectTriggers(state, { kind: 'draw', player: p.id });
  ctx.drew(state, p.id, id, p.drawsThisTurn); // 702.94a
  return { id, amount: 1 };
}
