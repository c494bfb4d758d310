/**
 * 608.2: "If this is the second time this ability has resolved this turn, …" — a condition on how many times the
 * resolving triggered ability (this one, of this object) has resolved this turn, this resolution included. The ability
 * counts its own resolutions with a first instruction, `noteResolution`; both name the ability by its text.
 *
 *   condition := "this is the" ordinal "time this ability has resolved this turn"
 */
import type { Condition, Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

const ORDINALS: readonly string[] = ['first', 'second', 'third', 'fourth', 'fifth'];

export function resolutionCountCondition(p: Cursor, ctx: Ctx): Condition | null {
  const ability = ctx.resolutionKey;
  if (ability === undefined || !p.is('this', 'is', 'the')) return null;
  return p.try((): Condition | null => {
    p.i += 3;
    const k = ORDINALS.findIndex((o) => p.is(o));
    if (k < 0) return null;
    p.i++;
    if (!p.eat('time this ability has resolved this turn')) return null;
    return { kind: 'resolvedThisTurn', ability, times: k + 1 };
  });
}

/** The effects, preceded by the instruction that counts this resolution when one of them asks for the count. */
export function countingResolutions(effects: Effect[], ability: string): Effect[] {
  if (!JSON.stringify(effects).includes('"kind":"resolvedThisTurn"')) return effects;
  return [{ kind: 'noteResolution', ability }, ...effects];
}
