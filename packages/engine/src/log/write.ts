import type { GameState } from '../state/types.js';

/** Appends a log entry citing the rules applied. */
export function log(
  state: GameState,
  type: string,
  text: string,
  rules: readonly string[],
  data?: Record<string, unknown>,
): void {
  const t = state.turns[0];
  state.log.push(
    data === undefined
      ? { seq: state.log.length, turn: t?.number ?? 0, type, text, rules }
      : { seq: state.log.length, turn: t?.number ?? 0, type, text, rules, data },
  );
}
