/**
 * The game log: entries are only ever appended, through `log`. A copy of the state (`cloneState`) shares the array of
 * entries with its original, copied on write: the first entry either state appends after the copy goes into an array
 * of its own (docs/engine.md, Copies).
 */
import type { LogEntry } from './types.js';
import type { GameState } from '../state/types.js';
import { besideSlot } from '../state/beside.js';

/** Whether the state's array of log entries may be shared with another state (kept beside it, state/beside.ts). */
const sharedLog = besideSlot<boolean>('sharedLog');

/**
 * `to` is a copy of `from` holding the very same array of log entries: neither may append to it in place from now on.
 * An array that isn't a plain one (a caller's subclass that watches its entries) is not shared: the copy gets a plain
 * copy of it at once, as a JSON round trip would give it, and the original keeps its own.
 */
export function shareLog(from: GameState, to: GameState): void {
  if (Object.getPrototypeOf(from.log) !== Array.prototype) {
    to.log = from.log.slice();
    return;
  }
  sharedLog.set(from, true);
  sharedLog.set(to, true);
}

/** Appends a log entry citing the rules applied. */
export function log(
  state: GameState,
  type: string,
  text: string,
  rules: readonly string[],
  data?: Record<string, unknown>,
): void {
  const t = state.turns[0];
  if (sharedLog.get(state) === true) {
    state.log = state.log.slice();
    sharedLog.set(state, false);
  }
  const entries = state.log as LogEntry[];
  entries.push(
    data === undefined
      ? { seq: entries.length, turn: t?.number ?? 0, type, text, rules }
      : { seq: entries.length, turn: t?.number ?? 0, type, text, rules, data },
  );
}
