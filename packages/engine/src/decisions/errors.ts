/** Typed errors (README.md invariant 4) and the Result of a fallible step: a value, or the error saying why not. */
import type { EngineError } from './types.js';

/** A fallible step's outcome: its value, or an EngineError (which carries a `code`). */
export type Result<T> = T | EngineError;

/** An EngineError naming the rule that makes a choice illegal, where one does. */
export function err(code: EngineError['code'], message: string, rule?: string): EngineError {
  return rule ? { code, message, rule } : { code, message };
}

/** Whether a Result is the error. */
export function isError<T extends object>(r: Result<T>): r is EngineError {
  return 'code' in r;
}
