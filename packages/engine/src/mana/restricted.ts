/**
 * 106.6: restricted mana — "Spend this mana only to cast a creature spell", "… or activate abilities of
 * artifacts", "… or pay a cost that contains {C}". The pool keeps such mana as plain data beside its plain counts
 * (ManaPool.restricted: one entry per mana, with its restriction); a payment may use it only when what is being
 * paid for is allowed (`spendableFor`), and a source whose mana ability makes restricted mana is likewise an
 * automatic payment source only for such payments (mana/payment.ts).
 */
import type { SpendRestriction } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import { matchesObject } from '../objects/filters.js';
import type { GameState, ManaPool, ObjectId, PlayerId } from '../state/types.js';
import type { ManaType } from '../cards/mana-symbols.js';
import type { SpendAsThough, Spendable } from './payment.js';

/** What a payment is for: casting a spell (the card being cast) or activating an ability of a source. */
export type SpendPurpose =
  /** `cost`: the spell's cost as printed or chosen, before cost modifiers fold X into generic mana (for "costs that contain {X}"). */
  | {
      readonly kind: 'cast';
      readonly spell: ObjectId;
      readonly cost?: string | null;
      /** 609.4b: a permission to cast it lets its caster spend mana as though it were mana of any color / type. */
      readonly asThough?: SpendAsThough;
    }
  | { readonly kind: 'activate'; readonly source: ObjectId };

/** 106.6: which restrictions allow paying `cost` for `purpose` (no purpose: a cost of something else, e.g. "unless you pay"). */
export function spendableFor(
  state: GameState,
  player: PlayerId,
  purpose: SpendPurpose | undefined,
  cost: string | null,
): Spendable {
  return (only: SpendRestriction): boolean => {
    if (only.notCast)
      return !(
        purpose?.kind === 'cast' &&
        state.objects[purpose.spell] &&
        matchesObject(state, only.notCast, purpose.spell, chars(state, purpose.spell), player, null, chars)
      );
    const text = purpose?.kind === 'cast' && purpose.cost !== undefined ? purpose.cost : cost;
    if (only.costContains && text && text.includes(`{${only.costContains}}`)) return true;
    if (!purpose) return false;
    if (purpose.kind === 'cast' && only.cast && state.objects[purpose.spell])
      return matchesObject(state, only.cast, purpose.spell, chars(state, purpose.spell), player, null, chars);
    if (purpose.kind === 'activate' && only.activate && state.objects[purpose.source])
      return matchesObject(state, only.activate, purpose.source, chars(state, purpose.source), player, null, chars);
    return false;
  };
}

/** Adds `n` restricted mana of `type` to a pool (106.6). */
export function addRestricted(pool: ManaPool, type: ManaType, n: number, only: SpendRestriction): void {
  for (let i = 0; i < n; i++) (pool.restricted ??= []).push({ type, only });
}

/** Removes the restricted mana a payment used (indexes into the pool's list, as planned). */
export function spendRestricted(pool: ManaPool, used: readonly number[]): void {
  if (used.length === 0 || !pool.restricted) return;
  const gone = new Set(used);
  pool.restricted = pool.restricted.filter((_, k) => !gone.has(k));
  if (pool.restricted.length === 0) delete pool.restricted;
}
