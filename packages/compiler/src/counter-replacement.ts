/**
 * 614.1a / 122.6 statics that change how many counters are put on something (engine events/counter-replacement.ts):
 *   "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put
 *    on it instead." / "… twice that many +1/+1 counters are put on that creature instead."
 *   "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put
 *    on it instead."
 *   "If one or more counters would be put on an artifact or creature you control, that many plus one of each of those
 *    kinds of counters are put on that permanent instead."
 *   "If you would get one or more counters, you get that many plus one of each of those kinds of counters instead."
 * Not compiled: "If you would put …" and "If an effect would put …" (who puts them, or only effects), "If a modular
 * triggered ability would put …".
 */
import { enteringFilterSupported } from '@arbiter/engine';
import type { AbilityNode, CounterMode, Filter, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, descFilter, number } from './phrases.js';

/** The line, or undefined (not this line). */
export function counterReplacementLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
): AbilityNode[] | undefined {
  return (
    p.try(() => {
      const e = objectCounters(p) ?? playerCounters(p);
      return e && end() ? [st(e)] : null;
    }) ?? undefined
  );
}

/** "[+1/+1] counter(s)", or "counters" of any kind (null kind); undefined when it isn't one. */
function kindThen(p: Cursor): string | null | undefined {
  if (p.eat('counters') || p.eat('counter')) return null;
  const t = p.tok();
  if (!t || !(t.kind === 'pt' || t.kind === 'word') || !(p.peek(1) === 'counter' || p.peek(1) === 'counters'))
    return undefined;
  p.i += 2;
  return t.t;
}

function objectCounters(p: Cursor): StaticEffect | null {
  return p.try((): StaticEffect | null => {
    if (!p.eat('if one or more')) return null;
    const kind = kindThen(p);
    if (kind === undefined || !p.eat('would be put on')) return null;
    let on: Filter | 'self';
    if (p.eat('~')) on = 'self';
    else {
      const another = p.eat('another');
      if (!another && !p.eat('an')) p.eat('a');
      const d = desc(p);
      if (!d || d.card || d.spell || d.player || d.zone || d.stackAbilities || d.plural) return null;
      const f = descFilter(another ? { ...d, match: { ...d.match, other: true } } : d);
      // Checked also against permanents about to enter (122.6, 614.12): only what they can be checked against.
      if (!f || !enteringFilterSupported(f)) return null;
      on = f;
    }
    if (!p.eat(',')) return null;
    const mode = result(p, kind);
    if (!mode || !p.eat('are put on')) return null;
    if (!(p.eat('it') || p.eat('that creature') || p.eat('that permanent') || (on === 'self' && p.eat('~'))))
      return null;
    if (!p.eat('instead')) return null;
    return { kind: 'modifyCounters', ...(kind !== null ? { counter: kind } : {}), on, mode };
  });
}

/** "that many plus one +1/+1 counters", "twice that many +1/+1 counters", "that many -1/-1 counters minus one", "… of each of those kinds of counters". */
function result(p: Cursor, kind: string | null): CounterMode | null {
  let mode: CounterMode | null = null;
  if (p.eat('twice that many')) mode = { kind: 'double' };
  else if (p.eat('that many plus')) {
    const n = number(p);
    mode = n === null ? null : { kind: 'plus', n };
  } else if (p.eat('that many')) mode = { kind: 'plus', n: 0 };
  if (!mode) return null;
  if (kind === null) return p.eat('of each of those kinds of counters') ? mode : null;
  if (kindThen(p) !== kind) return null;
  if (mode.kind === 'plus' && mode.n === 0) {
    if (!p.eat('minus')) return null;
    const n = number(p);
    return n === null ? null : { kind: 'plus', n: -n };
  }
  return mode;
}

/** "If you would get one or more counters, you get that many plus one of each of those kinds of counters instead." */
function playerCounters(p: Cursor): StaticEffect | null {
  return p.try((): StaticEffect | null => {
    if (!p.eat('if you would get one or more counters , you get')) return null;
    const mode = result(p, null);
    if (!mode || !p.eat('instead')) return null;
    return { kind: 'modifyCounters', on: { kind: 'player', relation: 'you' }, mode };
  });
}
