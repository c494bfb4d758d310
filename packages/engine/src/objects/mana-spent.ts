/**
 * 601.2h: the mana spent to cast a spell, by type — kept on the spell (StackInfo.spent) and, as it resolves into a
 * permanent, on that permanent (400.7d: "an ability of a permanent can reference … what mana was spent to pay those
 * costs"). Read by "the amount of mana spent to cast ~", converge ("the number of colors of mana spent to cast ~"),
 * adamant ("if at least three white mana was spent to cast ~") and "if no mana was spent to cast it".
 */
import type { Color, ManaType } from '../cards/mana-symbols.js';
import type { GameState, ManaSpent, ObjectId, PlayerId } from '../state/types.js';

const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** The mana a payment spends, by type: from the pool, restricted pool mana, and the sources it taps. Read before paying. */
export function manaSpentBy(
  state: GameState,
  player: PlayerId,
  plan: {
    readonly fromPool: Readonly<Record<ManaType, number>>;
    readonly fromRestricted?: readonly number[];
    readonly taps: readonly { readonly type: ManaType }[];
  },
): ManaSpent {
  const out: Partial<Record<ManaType, number>> = {};
  const add = (t: ManaType, n: number): void => {
    if (n > 0) out[t] = (out[t] ?? 0) + n;
  };
  for (const t of ['W', 'U', 'B', 'R', 'G', 'C'] as const) add(t, plan.fromPool[t]);
  const restricted = state.players[player]!.manaPool.restricted ?? [];
  for (const i of plan.fromRestricted ?? []) {
    const m = restricted[i];
    if (m) add(m.type, 1);
  }
  for (const t of plan.taps) add(t.type, 1);
  return out;
}

/** 601.2h: the total amount of mana spent. */
export function spentTotal(s: ManaSpent): number {
  let n = 0;
  for (const v of Object.values(s)) n += v ?? 0;
  return n;
}

/** 702.44a / 105.1: how many of the five colors were among the mana spent (colorless mana is no color). */
export function spentColors(s: ManaSpent): number {
  return COLORS.filter((c) => (s[c] ?? 0) > 0).length;
}

/** 106.1b: the colored mana spent (of one color, or of any). */
export function spentColored(s: ManaSpent, color?: Color): number {
  return color ? (s[color] ?? 0) : COLORS.reduce((n, c) => n + (s[c] ?? 0), 0);
}

/**
 * The mana spent to cast `id`: a spell on the stack (a copy was not cast: none, 707.10), the permanent a spell became
 * (400.7d), or, if it has left, as it last existed (608.2h). Null when it isn't a spell that was cast nor a permanent
 * that was one ("if it wasn't cast").
 */
export function manaSpentToCast(state: GameState, id: ObjectId): ManaSpent | null {
  const o = state.objects[id];
  if (!o) return state.lki[id]?.spent ?? null;
  if (o.zone === 'stack') return o.stack && !o.stack.isCopy && o.kind !== 'ability' ? (o.stack.spent ?? {}) : null;
  return o.zone === 'battlefield' ? (o.spent ?? null) : null;
}
