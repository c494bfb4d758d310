/**
 * 726 Day and night (numbered as in the current Comprehensive Rules). 726.1: day and night are designations the game
 * can have; a game starts with neither, and once it has one it always has exactly one. 726.2: "it becomes day / night"
 * (an effect, daybound and nightbound, or the untap step's check, 502.2). Daybound and nightbound permanents (702.145)
 * transform as it becomes night / day, immediately (not a state-based action), and only so. "Whenever day becomes
 * night or night becomes day" triggers on a change between the two, not as the game first becomes day or night.
 *
 * The designation is not an event replacement effects can modify, so it is set here directly (as the monarch is,
 * players/monarch.ts); the transformations it causes are `transform` events through the pipeline.
 */
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { ownObject } from '../objects/copy-on-write.js';
import { canTransform } from '../objects/faces.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { Perform } from './outcome.js';
import type { TriggerEvent } from './trigger-events.js';

type Detect = (state: GameState, ev: TriggerEvent) => void;
type DayOrNight = 'day' | 'night';

/** 726.2: it becomes `to`. Daybound permanents transform as it becomes night, nightbound ones as it becomes day. */
export function becomeDayOrNight(
  state: GameState,
  to: DayOrNight,
  rules: readonly string[],
  perform: Perform,
  detect: Detect,
): void {
  const from = state.dayNight;
  if (from === to) return;
  state.dayNight = to;
  touch(state);
  log(state, 'day-night', `It becomes ${to}`, [...rules, '726.2'], { to });
  const turning = to === 'night' ? 'daybound' : 'nightbound';
  for (const id of [...state.battlefield]) {
    const o = state.objects[id]!;
    if (o.faceDown || !chars(state, id).keywords.has(turning)) continue;
    if (!canTransform(state.cards[o.copyDefKey ?? o.defKey]) || !!o.transformed !== (to === 'day')) continue;
    perform(state, { kind: 'transform', object: id, dayNight: true }, ['702.145']);
  }
  if (from !== undefined) detect(state, { kind: 'dayNightChanged', to });
}

/** 702.145: a daybound or nightbound permanent transforms only as it becomes night or day. */
export function transformsOnlyByDayNight(state: GameState, id: ObjectId): boolean {
  const k = chars(state, id).keywords;
  return k.has('daybound') || k.has('nightbound');
}

/** 702.145: a permanent with daybound that enters while it is night enters transformed (its nightbound face up). */
export function enterTransformedAtNight(state: GameState, id: ObjectId): void {
  const o = state.objects[id]!;
  if (state.dayNight !== 'night' || o.faceDown || o.transformed) return;
  if (!canTransform(state.cards[o.copyDefKey ?? o.defKey]) || !chars(state, id).keywords.has('daybound')) return;
  ownObject(state, id).transformed = true;
  touch(state);
}

/**
 * 702.145 / 726.2: as a permanent with daybound (or "if it's neither day nor night, it becomes day as ~ enters")
 * enters while it's neither day nor night, it becomes day; with nightbound, night.
 */
export function dayNightAsEnters(state: GameState, id: ObjectId, perform: Perform, detect: Detect): void {
  if (state.dayNight !== undefined || !state.objects[id] || state.objects[id]!.faceDown) return;
  const c = chars(state, id);
  if (c.keywords.has('daybound') || c.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'dayAsEnters'))
    becomeDayOrNight(state, 'day', ['702.145'], perform, detect);
  else if (c.keywords.has('nightbound')) becomeDayOrNight(state, 'night', ['702.145'], perform, detect);
}

/**
 * 502.2: in the untap step, if it's day and the previous turn's active player cast no spells during that turn, it
 * becomes night; if it's night and they cast two or more, it becomes day. With shared team turns (805) the previous
 * turn had several active players: it becomes night if none of them cast a spell, day if one of them cast two or more.
 */
export function dayNightAtUntap(
  state: GameState,
  previous: readonly PlayerId[] | undefined,
  perform: Perform,
  detect: Detect,
): void {
  if (state.dayNight === undefined || !previous || previous.length === 0) return;
  const cast = previous.map((p) => state.players[p]?.spellsCastLastTurn ?? 0);
  if (state.dayNight === 'day' && cast.every((n) => n === 0))
    becomeDayOrNight(state, 'night', ['502.2'], perform, detect);
  else if (state.dayNight === 'night' && cast.some((n) => n >= 2))
    becomeDayOrNight(state, 'day', ['502.2'], perform, detect);
}
