/**
 * 611.3b: a static ability that applies only while a condition holds, with the condition written first: "As long as
 * [condition], …" (and, where `ifToo`, "If [condition], …").
 */
import type { Condition } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

/**
 * Reads an optional leading "As long as [condition]," (or "If [condition],"): the condition, undefined when the line
 * has no such prefix, or null when it has one whose condition isn't read (the line then fails).
 */
export function conditionPrefix(
  p: Cursor,
  condition: (p: Cursor) => Condition | null,
  ifToo = false,
): Condition | undefined | null {
  if (!p.eat('as long as') && !(ifToo && p.eat('if'))) return undefined;
  const cond = condition(p);
  return cond && p.eat(',') ? cond : null;
}
