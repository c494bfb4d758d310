/**
 * 614.1c / 614.12 statics that modify how other permanents enter the battlefield (engine events/entering-others.ts):
 *   "Creatures your opponents control enter tapped."
 *   "Each other non-Human creature you control enters with an additional +1/+1 counter on it."
 *   "Other creatures you control enter with an additional +1/+1 counter on them for each opponent who lost life this turn."
 *   "Each other creature you control enters with a number of additional +1/+1 counters on it equal to ~'s power."
 *   "Each other creature you control enters with an additional X +1/+1 counters on it, where X is the number of …"
 * The subject names only what a permanent about to enter can be checked against (its characteristics as it would
 * exist, its controller-to-be, token or not, the chosen type or color); anything else is not compiled.
 */
import { enteringFilterSupported } from '@arbiter/engine';
import type { AbilityNode, Amount, Filter, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { amountEqual, amountFor } from './effects.js';
import { desc, descFilter, newCtx, number, type Desc } from './phrases.js';

/** Amounts counted as the permanent would enter (614.1c): counts, counters on ~, ~'s power and toughness. */
const COUNTED = new Set<Amount['kind']>([
  'count',
  'cardsIn',
  'countersOnSource',
  'opponentCount',
  'sourcePower',
  'devotion',
]);

/** The line "[subject] enter[s] tapped / with … additional … counters … .", or undefined (not this line). */
export function othersEnterLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
): AbilityNode[] | undefined {
  return (
    p.try(() => {
      const e = othersEnterEffect(p);
      return e && end() ? [st(e)] : null;
    }) ?? undefined
  );
}

/** The static effect of "[subject] enter[s] tapped / with … additional … counters …", or null. */
function othersEnterEffect(p: Cursor): StaticEffect | null {
  return p.try((): StaticEffect | null => {
    p.eat('each');
    const filter = subject(p);
    if (!filter || !enteringFilterSupported(filter)) return null;
    if (!(p.eat('enters') || p.eat('enter'))) return null;
    if (p.eat('tapped')) return { kind: 'othersEnter', filter, tapped: true };
    if (!p.eat('with')) return null;
    const counters = additionalCounters(p);
    return counters ? { kind: 'othersEnter', filter, counters } : null;
  });
}

/**
 * The permanents named: one description, or a list ("Artifacts, creatures, and lands your opponents control",
 * "Creatures and nonbasic lands your opponents control") whose last item's controller applies to every item.
 */
function subject(p: Cursor): Filter | null {
  const items: Desc[] = [];
  for (;;) {
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.stackAbilities) return null;
    items.push(d);
    if (!(p.eat(', and') || p.eat('and') || p.eat(','))) break;
  }
  const controller = items[items.length - 1]!.match.controller;
  const filters: Filter[] = [];
  for (const d of items) {
    if (d.match.controller !== undefined && d.match.controller !== controller) return null;
    const f = descFilter(controller ? { ...d, match: { ...d.match, controller } } : d);
    if (!f) return null;
    filters.push(f);
  }
  return filters.length === 1 ? filters[0]! : { kind: 'anyOf', filters };
}

/** "an additional +1/+1 counter on it [for each …]", "a number of additional … equal to …", "an additional X … where X is …". */
function additionalCounters(p: Cursor): { counter: string; amount: number; amountOf?: Amount } | null {
  const numbered = p.eat('a number of additional');
  const n = numbered ? 1 : number(p);
  if (n === null || !(numbered || p.eat('additional'))) return null;
  const x = !numbered && p.eat('x');
  const t = p.tok();
  if (!t || !(t.kind === 'pt' || t.kind === 'word') || !(p.peek(1) === 'counter' || p.peek(1) === 'counters'))
    return null;
  p.i += 2;
  const counter = t.t;
  if (!(p.eat('on it') || p.eat('on them'))) return null;
  const ctx = newCtx(true);
  ctx.it = { kind: 'self' };
  let amountOf: Amount | null = null;
  if (numbered) amountOf = p.eat('equal to') ? amountEqual(p, ctx) : null;
  else if (x) amountOf = p.eat(', where x is') ? amountEqual(p, ctx) : null;
  else if (p.is('for', 'each')) amountOf = amountFor(p, { kind: 'fixed', n: 1 }, ctx);
  if ((numbered || x || amountOf) && !(amountOf && COUNTED.has(amountOf.kind))) return null;
  return amountOf ? { counter, amount: numbered || x ? 1 : n, amountOf } : { counter, amount: n };
}
