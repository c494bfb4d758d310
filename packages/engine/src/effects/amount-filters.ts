/**
 * Filters whose bound is an amount: "target creature card with mana value less than or equal to ~'s power", "each
 * creature with toughness X or less, where X is the number of Islands you control", "creature cards with mana value
 * equal to the number of charge counters on ~". `ObjectMatch.statCompared` carries the amount until it can be read;
 * these functions replace it by numeric bounds. Targets read it as they are chosen (601.2c, 603.3d) and again as the
 * spell or ability resolves (608.2b); an instruction reads it as it is followed (608.2h). Abilities inside the
 * instruction (a reflexive or delayed trigger, a granted or token ability) keep theirs for their own time.
 */
import type { Amount, ObjectMatch, StatComparison, TargetSpec } from '../cards/ability-tree.js';
import type { EffectContext } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { resolveAmount } from './refs.js';

const seen = new WeakMap<object, boolean>();

/** Instructions and keys whose filters belong to another ability, read when that ability is used. */
const OWN_TIME_KINDS = new Set(['reflexiveTrigger', 'delayedTrigger', 'delayedEventTrigger']);
const OWN_TIME_KEYS = new Set(['abilities', 'ability']);

/** Does this plain-data value contain an unbound amount comparison of its own? (Cached per object: card data is shared.) */
export function hasAmountFilter(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  const cached = seen.get(v);
  if (cached !== undefined) return cached;
  let r: boolean;
  if (Array.isArray(v)) r = v.some(hasAmountFilter);
  else if (OWN_TIME_KINDS.has((v as { kind?: string }).kind ?? '')) r = false;
  else r = 'statCompared' in v || Object.entries(v).some(([k, w]) => !OWN_TIME_KEYS.has(k) && hasAmountFilter(w));
  seen.set(v, r);
  return r;
}

/** The match with the comparison replaced by the bound it means for the value `n`. */
export function boundMatch(m: ObjectMatch, c: StatComparison, n: number): ObjectMatch {
  const { statCompared: _done, ...rest } = m;
  const out: { -readonly [K in keyof ObjectMatch]: ObjectMatch[K] } = { ...rest };
  const lo = c.cmp === 'ge' || c.cmp === 'eq' ? n : c.cmp === 'gt' ? n + 1 : null;
  const hi = c.cmp === 'le' || c.cmp === 'eq' ? n : c.cmp === 'lt' ? n - 1 : null;
  const [atLeast, atMost] = (
    {
      manaValue: ['manaValueAtLeast', 'manaValueAtMost'],
      power: ['powerAtLeast', 'powerAtMost'],
      toughness: ['toughnessAtLeast', 'toughnessAtMost'],
    } as const
  )[c.stat];
  if (lo !== null) out[atLeast] = Math.max(out[atLeast] ?? lo, lo);
  if (hi !== null) out[atMost] = Math.min(out[atMost] ?? hi, hi);
  return out;
}

/** A copy of `v` with each comparison of its own bound to the amount `value` reads (only those `which` accepts). */
export function bindAmounts<T>(v: T, value: (a: Amount) => number, which: (a: Amount) => boolean = () => true): T {
  if (!hasAmountFilter(v)) return v;
  const walk = (y: unknown): unknown => {
    if (Array.isArray(y)) return y.map(walk);
    if (y === null || typeof y !== 'object' || !hasAmountFilter(y)) return y;
    const out: Record<string, unknown> = {};
    for (const [k, w] of Object.entries(y)) out[k] = OWN_TIME_KEYS.has(k) ? w : walk(w);
    const c = (out as ObjectMatch).statCompared;
    return c && which(c.amount) ? boundMatch(out as ObjectMatch, c, value(c.amount)) : out;
  };
  return walk(v) as T;
}

/**
 * 601.2c / 603.3d / 608.2b: a target's comparison read for `controller`'s spell or ability from `source` (the spell,
 * or the ability's source: "~'s power", "charge counters on ~", "Faeries you control"), as the targets are chosen or
 * checked again.
 */
export function bindTargetAmounts(
  state: GameState,
  spec: TargetSpec,
  controller: PlayerId,
  source: ObjectId | null,
): TargetSpec {
  if (!hasAmountFilter(spec)) return spec;
  const ctx: EffectContext = {
    controller,
    source,
    sourceName: '',
    targets: [],
    x: 0,
    triggerObject: null,
    triggerPlayer: null,
    turnIndex: state.focus ?? 0,
    created: [],
  };
  return bindAmounts(spec, (a) => resolveAmount(state, ctx, a));
}
