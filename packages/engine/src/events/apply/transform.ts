/** Applying `transform` / `flip` events. */
import { log } from '../../log/write.js';
import { chars, touch } from '../../objects/characteristics.js';
import { canFlip, canTransform } from '../../objects/faces.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventRules } from '../event-rules.js';
import type { EventOf } from '../types.js';
import { ownObject } from '../../objects/copy-on-write.js';
import { transformsOnlyByDayNight } from '../day-night.js';

export function applyTransform(
  state: GameState,
  e: EventOf<'transform' | 'flip'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  const o = state.objects[e.object];
  const def = o ? state.cards[o.copyDefKey ?? o.defKey] : undefined;
  if (!o || o.zone !== 'battlefield' || o.faceDown) return NOTHING; // 711.8a: a face-down double-faced permanent can't transform
  const before = chars(state, e.object).name;
  if (e.kind === 'transform') {
    if (!canTransform(def)) return NOTHING; // 701.28c: only a double-faced permanent transforms
    if (!e.dayNight && transformsOnlyByDayNight(state, e.object)) return NOTHING; // 702.145
    const w = ownObject(state, e.object);
    w.transformed = !o.transformed;
    w.transforms = (o.transforms ?? 0) + 1;
  } else {
    if (!canFlip(def) || o.flipped) return NOTHING; // 710: only an unflipped flip card flips
    ownObject(state, e.object).flipped = true;
  }
  touch(state);
  const now = chars(state, e.object).name;
  log(
    state,
    e.kind,
    `${objName(state, e.object)} ${e.kind === 'transform' ? 'transforms' : 'flips'} into ${now}`,
    [...rules, e.kind === 'transform' ? '701.28' : '710.2', e.kind === 'transform' ? '712.9' : '710.4'],
    { object: e.object },
  );
  if (e.kind === 'transform') ctx.detectTriggers(state, { kind: 'transformed', object: e.object, from: before }); // 701.28e
  return { id: e.object, amount: 1 };
}
