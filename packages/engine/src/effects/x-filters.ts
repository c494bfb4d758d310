/**
 * 107.3 / 601.2b: "target creature with mana value X", "each nonland permanent with mana value X or less", "X target
 * creatures" — the X of the spell or activated ability, announced before targets are chosen (601.2b–c) and fixed from
 * then on (107.3a). Filters carry `ObjectMatch.manaValueX` (or a `statCompared` with the amount X) and target specs
 * `countX` until X is known; these functions bind them to numbers: for the targets as they are chosen and checked again
 * on resolution (608.2b), and for each instruction as it is followed.
 */
import type { Effect, ObjectMatch, TargetSpec } from '../cards/ability-tree.js';
import { dividedDamage } from '../stack/divide.js';
import type { TargetOption } from '../decisions/types.js';
import { targetsSatisfiable } from '../stack/targets.js';
import { boundMatch } from './amount-filters.js';

const seen = new WeakMap<object, boolean>();

/** Does this plain-data value contain an unbound "mana value X" filter? (Cached per object: card data is shared.) */
export function hasXFilter(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  const cached = seen.get(v);
  if (cached !== undefined) return cached;
  const r = Array.isArray(v)
    ? v.some(hasXFilter)
    : 'manaValueX' in v || 'countX' in v || comparesX(v) || Object.values(v).some(hasXFilter);
  seen.set(v, r);
  return r;
}

/** A copy of `v` with each "mana value X [or less]" bound to X = `x`. */
export function bindX<T>(v: T, x: number): T {
  if (!hasXFilter(v)) return v;
  const walk = (y: unknown): unknown => {
    if (Array.isArray(y)) return y.map(walk);
    if (y === null || typeof y !== 'object') return y;
    const out: Record<string, unknown> = {};
    for (const [k, w] of Object.entries(y)) out[k] = walk(w);
    if (out.countX !== undefined) {
      // 601.2c: "X target creatures" — the number of targets is the announced X.
      out.count = { min: out.countX === 'upTo' ? 0 : x, max: x };
      delete out.countX;
    }
    const m = out as { -readonly [K in keyof ObjectMatch]: ObjectMatch[K] };
    if (m.manaValueX !== undefined) {
      if (m.manaValueX === 'equal') m.manaValueAtLeast = Math.max(m.manaValueAtLeast ?? 0, x);
      m.manaValueAtMost = Math.min(m.manaValueAtMost ?? x, x);
      delete m.manaValueX;
    }
    return comparesX(m) ? boundMatch(m, m.statCompared!, x) : out;
  };
  return walk(v) as T;
}

/** "with power X or less" (ObjectMatch.statCompared with the amount X): bound with the other X filters. */
function comparesX(v: object): boolean {
  return (v as ObjectMatch).statCompared?.amount.kind === 'x';
}

export function bindXTargets(specs: readonly TargetSpec[], x: number): TargetSpec[] {
  return bindX([...specs], x);
}

/**
 * 601.2b–c / 115.1: when a spell's or ability's targets are restricted by "mana value X", which objects are legal
 * targets depends on the X announced before them. The legal-action entry is then listed once per X from 0 to
 * `maxX` whose bound targets can be chosen (`minX` = `maxX` = that X), with `targetsFor(x)` — the same
 * predicate that validation applies to the announced X — so every listed combination is accepted.
 */
export function entriesByX<T extends { readonly targets: readonly TargetOption[]; readonly maxX: number }>(
  entry: T,
  maxX: number,
  targetsFor: (x: number) => TargetOption[],
): T[] {
  const out: T[] = [];
  for (let x = 0; x <= maxX; x++) {
    const targets = targetsFor(x);
    if (choosable(targets)) out.push({ ...entry, targets, minX: x, maxX: x });
  }
  return out;
}

function choosable(targets: readonly TargetOption[]): boolean {
  return targets.every((o) => o.max >= o.min) && targetsSatisfiable(targets);
}

/** 601.2d: each target of divided damage gets at least 1, so the divided group takes at most that many targets. */
export function capDivided(options: TargetOption[], effects: readonly Effect[], x: number): TargetOption[] {
  const d = dividedDamage(effects);
  const total = !d ? null : d.amount.kind === 'fixed' ? d.amount.n : d.amount.kind === 'x' ? x : null;
  if (total === null) return options;
  return options.map((o, i) => (i === d!.group && o.max > total ? { ...o, max: total } : o));
}

/**
 * The legal-action entries for one way to cast a spell or activate an ability, agreeing with validation
 * (601.2b–d): per X when the targets depend on X ("mana value X", X damage divided among targets), with the
 * divided group capped at the divided amount; none when no choice of targets is possible.
 */
export function entriesForTargets<T extends { readonly targets: readonly TargetOption[]; readonly maxX: number }>(
  entry: T,
  hasX: boolean,
  specs: readonly TargetSpec[],
  effects: readonly Effect[],
  optionsFor: (specs: TargetSpec[]) => TargetOption[],
): T[] {
  if (hasX && (hasXFilter(specs) || dividedDamage(effects)?.amount.kind === 'x'))
    return entriesByX(entry, entry.maxX, (x) => capDivided(optionsFor(bindXTargets(specs, x)), effects, x));
  const targets = capDivided([...entry.targets], effects, 0);
  return choosable(targets) ? [{ ...entry, targets }] : [];
}
