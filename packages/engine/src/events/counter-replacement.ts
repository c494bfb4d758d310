/**
 * 614.1a / 122.6: replacement effects that change how many counters are put on a permanent or a player — "If one or
 * more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it
 * instead" (Hardened Scales), "… twice that many …" (Corpsejack Menace), "… that many -1/-1 counters minus one …"
 * (Vizier of Remedies), "If you would get one or more counters, you get that many plus one of each of those kinds of
 * counters instead" (Winding Constrictor). A permanent that enters with counters has them put on it (122.6), so they
 * apply to it as it would exist on the battlefield (614.12). Each applies once to an event (616.1f); when several
 * apply and their order matters (one adds, another doubles), the affected object's controller or the affected
 * player chooses the order (616.1, asked by the `addCounters` verb; elsewhere they apply in timestamp order).
 */
import type { CounterMode, Filter } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import { checkCondition } from '../objects/conditions.js';
import { matchesObjectFilter, matchesPlayerFilter } from '../objects/filters.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { enteringMatches, staticsOf, type EnteringObject } from './entering-others.js';
import type { EventOf } from './types.js';

/** What the counters would be put on: a permanent, a permanent about to enter (614.12), or a player. */
export type CounterRecipient =
  | { readonly kind: 'object'; readonly id: ObjectId }
  | { readonly kind: 'entering'; readonly entering: EnteringObject }
  | { readonly kind: 'player'; readonly player: PlayerId };

/** One counter replacement that applies to an event; `key` identifies it in the affected player's order (616.1). */
export interface CounterReplacement {
  readonly key: string;
  readonly text: string;
  readonly timestamp: number;
  readonly mode: CounterMode;
}

function recipientMatches(
  state: GameState,
  on: Filter | 'self',
  r: CounterRecipient,
  you: PlayerId,
  source: ObjectId,
): boolean {
  if (on === 'self') return r.kind === 'object' && r.id === source;
  if (r.kind === 'player') return matchesPlayerFilter(state, on, you, r.player);
  if (r.kind === 'entering') return enteringMatches(state, on, r.entering, you, source);
  return (
    state.objects[r.id]?.zone === 'battlefield' &&
    matchesObjectFilter(state, on, r.id, chars(state, r.id), you, source, chars)
  );
}

/** Every counter replacement of the battlefield's permanents that applies to `counter` counters put on `r`, by timestamp. */
export function counterReplacements(state: GameState, r: CounterRecipient, counter: string): CounterReplacement[] {
  const statics = staticsOf(state, 'modifyCounters');
  if (statics.length === 0) return [];
  const out: CounterReplacement[] = [];
  for (const { source, chars: c, ability: a } of statics) {
    const eff = a.effect;
    if (eff.kind !== 'modifyCounters' || (eff.counter !== undefined && eff.counter !== counter)) continue;
    if (a.condition && !checkCondition(state, a.condition, c.controller, chars, source)) continue; // 611.3b
    if (!recipientMatches(state, eff.on, r, c.controller, source)) continue;
    out.push({
      key: `c:${source}:${a.text}`,
      text: `${c.name}: ${modeText(eff.mode)}`,
      timestamp: state.objects[source]!.timestamp,
      mode: eff.mode,
    });
  }
  return out.sort((x, y) => x.timestamp - y.timestamp);
}

function modeText(m: CounterMode): string {
  if (m.kind === 'double') return 'twice that many counters instead';
  return m.n >= 0 ? `that many plus ${m.n} counters instead` : `that many minus ${-m.n} counters instead`;
}

/** The number of counters after the replacements `reps` apply in order (each once, 616.1f; never fewer than 0). */
export function modifiedCount(n: number, reps: readonly CounterReplacement[], order?: readonly string[]): number {
  const sorted = order ? [...reps].sort((a, b) => rank(order, a.key) - rank(order, b.key)) : reps;
  let count = n;
  for (const r of sorted) count = Math.max(0, r.mode.kind === 'double' ? count * 2 : count + r.mode.n);
  return count;
}

function rank(order: readonly string[], key: string): number {
  const i = order.indexOf(key);
  return i < 0 ? order.length : i;
}

/** Whether the order of `reps` can change the result: some add or subtract and some double (616.1). */
function orderMatters(reps: readonly CounterReplacement[]): boolean {
  return reps.some((r) => r.mode.kind === 'double') && reps.some((r) => r.mode.kind === 'plus');
}

/**
 * 616.1: the order choice for counters about to be put on a permanent, when the order of the effects that apply
 * matters: the permanent's controller chooses. Null when there is nothing to choose.
 */
export function counterOrderChoice(
  state: GameState,
  ev: EventOf<'counters'>,
): { player: PlayerId; keys: string[]; texts: string[] } | null {
  if (ev.delta <= 0 || state.objects[ev.object]?.zone !== 'battlefield') return null;
  const reps = counterReplacements(state, { kind: 'object', id: ev.object }, ev.counter);
  if (!orderMatters(reps)) return null;
  return { player: chars(state, ev.object).controller, keys: reps.map((r) => r.key), texts: reps.map((r) => r.text) };
}

/** The counters a permanent about to enter would have, after the counter replacements that apply to it (122.6). */
export function modifiedEnteringCounters(
  state: GameState,
  entering: EnteringObject,
  counters: Readonly<Record<string, number>>,
): { counters: Record<string, number>; changed: boolean } {
  const out: Record<string, number> = {};
  let changed = false;
  for (const [k, n] of Object.entries(counters)) {
    const reps = n > 0 ? counterReplacements(state, { kind: 'entering', entering }, k) : [];
    out[k] = reps.length ? modifiedCount(n, reps) : n;
    if (reps.length) changed = true;
  }
  return { counters: out, changed };
}
