/**
 * 709.3: casting a split card. The player chooses which half to cast before putting it onto the stack, and only
 * that half is evaluated to see whether it can be cast (709.3a): its timing, cost, targets and abilities. On the
 * stack the spell has only that half's characteristics (objects/faces.ts, `castHalf`); everywhere else the card
 * has both halves' characteristics combined (709.4).
 *
 * Validation is pure (nothing in the state changes), so it looks at the card as it would be with the half chosen
 * through a view of the state in which only that card's object carries the flag.
 */
import type { CardDefinition, CostPart, Effect, SpellAbility, TargetSpec } from '../cards/ability-tree.js';
import type { EngineError } from '../decisions/types.js';
import type { GameState, ObjectId } from '../state/types.js';

/** The card's halves, if it is a split card (709.1). */
export function splitHalves(state: GameState, card: ObjectId): number {
  const o = state.objects[card];
  return o ? (state.cards[o.defKey]?.halves?.length ?? 0) : 0;
}

/** 709.3: a split card whose half hasn't been chosen can't be cast as it is. */
export function unchosenSplit(state: GameState, card: ObjectId): boolean {
  const o = state.objects[card];
  return !!o && o.castHalf === undefined && !o.fused && splitHalves(state, card) > 0;
}

/** A read-only view of the state in which `card` is considered as its half `half` (709.3a). */
export function withHalf(state: GameState, card: ObjectId, half: number): GameState | EngineError {
  const n = splitHalves(state, card);
  if (n === 0) return { code: 'ILLEGAL_CHOICE', message: 'only a split card has halves', rule: '709.3' };
  if (!Number.isInteger(half) || half < 0 || half >= n)
    return { code: 'ILLEGAL_CHOICE', message: `a split card has ${n} halves`, rule: '709.3' };
  const o = state.objects[card]!;
  // 702.127a: an aftermath half can't be cast from any zone other than a graveyard.
  if (state.cards[o.defKey]?.halves?.[half]?.aftermath && o.zone !== 'graveyard')
    return { code: 'ILLEGAL_CHOICE', message: 'an aftermath half is cast only from a graveyard', rule: '702.127a' };
  return { ...state, objects: { ...state.objects, [card]: { ...o, castHalf: half } } };
}

/** 702.127a: the card has an aftermath half (which may be cast from its owner's graveyard). */
export function hasAftermath(state: GameState, card: ObjectId): boolean {
  const o = state.objects[card];
  return !!o && !!state.cards[o.defKey]?.halves?.some((h) => h.aftermath);
}

/** 702.127a: the object is (being considered as) its aftermath half. */
export function aftermathHalf(state: GameState, card: ObjectId): boolean {
  const o = state.objects[card];
  return !!o && o.castHalf !== undefined && !!state.cards[o.defKey]?.halves?.[o.castHalf]?.aftermath;
}

/** A read-only view of the state in which `card` is considered as fused (702.102a: both halves cast from the hand). */
export function withFuse(state: GameState, card: ObjectId): GameState | EngineError {
  const o = state.objects[card];
  const def = o ? state.cards[o.defKey] : undefined;
  if (!o || !def?.halves || !def.fuse)
    return { code: 'ILLEGAL_CHOICE', message: 'only a split card with fuse can be cast fused', rule: '702.102a' };
  if (o.zone !== 'hand')
    return { code: 'ILLEGAL_CHOICE', message: 'a split card is fused only when cast from the hand', rule: '702.102a' };
  if (!fusedSpellAbility(def.halves))
    return { code: 'ILLEGAL_CHOICE', message: "these halves can't be cast fused", rule: '702.102a' };
  return { ...state, objects: { ...state.objects, [card]: { ...o, fused: true } } };
}

const TARGET_KINDS = new Set(['target', 'targetPower', 'controllerOfTarget', 'ownerOfTarget']);

/** Renumbers the target references of one half's instructions to follow the other half's targets. */
function shifted(v: unknown, by: number): unknown {
  if (Array.isArray(v)) return v.map((x) => shifted(x, by));
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // Token definitions and granted abilities have targets of their own.
  for (const [k, x] of Object.entries(o))
    out[k] = k === 'token' || k === 'abilities' || (k === 'effect' && o['kind'] === 'grantStatic') ? x : shifted(x, by);
  if (typeof o['kind'] === 'string' && TARGET_KINDS.has(o['kind']) && typeof o['target'] === 'number')
    out['target'] = o['target'] + by;
  return out;
}

/** Nested abilities whose references the renumbering can't follow: a fused spell made of them is not offered. */
const UNFUSABLE = /"kind":"(delayedTrigger|reflexiveTrigger)"|"divided":true/;

/**
 * 702.102d: a fused split spell follows the left half's instructions, then the right half's; its targets are both
 * halves' targets (the right half's references renumbered after the left half's). Null when a half is modal or has
 * instructions whose references can't be renumbered.
 */
export function fusedSpellAbility(halves: readonly CardDefinition[]): SpellAbility | null {
  const parts = halves.map((h) => h.abilities.find((a): a is SpellAbility => a.kind === 'spell') ?? null);
  if (parts.some((p) => !p || p.modes || UNFUSABLE.test(JSON.stringify(p)))) return null;
  const targets: TargetSpec[] = [];
  const effects: Effect[] = [];
  const costs: CostPart[] = [];
  for (const p of parts as SpellAbility[]) {
    const by = targets.length;
    // 115.3: "another target" reaches back only within its own half.
    targets.push(
      ...p.targets.map((t, i) =>
        t.distinctFromPrevious !== undefined ? { ...t, distinctFromPrevious: Math.min(t.distinctFromPrevious, i) } : t,
      ),
    );
    effects.push(...(shifted(p.effects, by) as Effect[]));
    costs.push(...(p.additionalCosts ?? []));
  }
  return { kind: 'spell', targets, effects, ...(costs.length ? { additionalCosts: costs } : {}) };
}
