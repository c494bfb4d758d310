/**
 * 122.6: "Whenever one or more [+1/+1 / -1/-1] counters are put on [~ / a creature you control / another permanent
 * you control] [for the first time each turn]" — the engine's `countersPut` trigger (once per kind of counter put by
 * one event, also as a permanent enters with counters). "It" / "that creature" is the permanent, "that many" the
 * number of counters put. "Whenever a +1/+1 counter is put on ~" triggers once per counter and is not read here.
 */
import type { Filter, ObjectRef } from '@arbiter/engine';
import type { TriggerConditionScope, TriggerParse } from './abilities.js';
import type { Cursor } from './cursor.js';
import { desc, descFilter } from './phrases.js';

/** "+1/+1 counters" / "-1/-1 counters" / "counters" (any kind: null). */
function counterKind(p: Cursor): string | null | undefined {
  if (p.eat('counters')) return null;
  const w = p.peek();
  if ((w === '+1/+1' || w === '-1/-1') && p.peek(1) === 'counters') {
    p.i += 2;
    return w;
  }
  return undefined;
}

/** "~" or "a creature you control" / "another permanent you control" after "are put on". */
function countedObject(p: Cursor): { what: ObjectRef | { kind: 'filter'; filter: Filter }; it: ObjectRef } | null {
  if (p.eat('~')) return { what: { kind: 'self' }, it: { kind: 'self' } };
  return p.try(() => {
    const other = p.eat('another');
    if (!other && !(p.eat('a') || p.eat('an'))) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.stackAbilities || d.plural) return null;
    if (other) for (const a of d.alternatives ?? [d]) a.match.other = true;
    const filter = descFilter(d);
    return filter ? { what: { kind: 'filter', filter }, it: { kind: 'triggeringObject' } } : null;
  });
}

/**
 * ", if it's the first time [+1/+1] counters have been put on that permanent this turn": the same as "for the first
 * time each turn" (the condition is the event's own, true as it triggers and still true as it resolves); the comma
 * after it is left for the caller.
 */
function firstTimeIf(p: Cursor, counter: string | null): boolean {
  return (
    p.try(() => {
      if (!p.eat(',', 'if', "it's", 'the', 'first', 'time')) return null;
      if (counter !== null && !p.eat(counter)) return null;
      if (!p.eat('counters', 'have', 'been', 'put', 'on', 'that')) return null;
      if (!(p.eat('permanent') || p.eat('creature')) || !p.eat('this', 'turn') || !p.is(',')) return null;
      return true;
    }) ?? false
  );
}

/**
 * 122.6: "Whenever you put one or more +1/+1 / -1/-1 counters on [~ / a creature [you control] / another … creature]":
 * counters this ability's controller put (by a spell or ability they control, a cost they paid, damage from their
 * source with wither or infect, or as their permanent entered with them, 122.6a). Counters of any kind are refused:
 * one event may put several kinds (proliferate), and the engine sees one event per kind.
 */
export function youPutCountersTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  return (
    p.try((): TriggerParse | null => {
      if (!p.eat('you', 'put', 'one', 'or', 'more')) return null;
      const counter = counterKind(p);
      if (counter === undefined || counter === null || !p.eat('on')) return null;
      const o = countedObject(p);
      if (!o || !p.is(',')) return null;
      const r = mk([{ kind: 'countersPut', what: o.what, counter, byYou: true }], o.it);
      r.itController = { kind: 'triggeringPlayer' };
      return r;
    }) ?? undefined
  );
}

export function countersPutTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  return (
    p.try((): TriggerParse | null => {
      if (!p.eat('one', 'or', 'more')) return null;
      const counter = counterKind(p);
      if (counter === undefined || !p.eat('are', 'put', 'on')) return null;
      const o = countedObject(p);
      if (!o) return null;
      const firstThisTurn = p.eat('for', 'the', 'first', 'time', 'each', 'turn') || firstTimeIf(p, counter);
      const r = mk(
        [
          {
            kind: 'countersPut',
            what: o.what,
            ...(counter !== null ? { counter } : {}),
            ...(firstThisTurn ? { firstThisTurn } : {}),
          },
        ],
        o.it,
      );
      r.itController = { kind: 'triggeringPlayer' };
      return r;
    }) ?? undefined
  );
}
