/** Applying `tap` / `untap` events. */
import { log } from '../../log/write.js';
import { controllerOf, touchVolatile } from '../../objects/characteristics.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import type { EventRules } from '../event-rules.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';
import { ownObject } from '../../objects/copy-on-write.js';

export function applyTap(
  state: GameState,
  e: EventOf<'tap' | 'untap'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  const o = state.objects[e.object];
  if (!o || o.zone !== 'battlefield') return NOTHING;
  const want = e.kind === 'tap';
  if (o.tapped === want) return NOTHING;
  const controller = controllerOf(state, e.object); // (read before the change: the layers may read tapped)
  ownObject(state, e.object).tapped = want;
  touchVolatile(state, controller); // "as long as ~ is untapped", "untapped creatures get …" read it
  log(
    state,
    e.kind,
    `${objName(state, e.object)} ${want ? 'taps' : 'untaps'}`,
    [...rules, want ? '701.26a' : '701.26b'],
    { object: e.object },
  );
  ctx.detectTriggers(state, { kind: 'tapped', object: e.object, untapped: !want }); // "whenever ~ becomes tapped / untapped"
  return { id: e.object, amount: 1 };
}
