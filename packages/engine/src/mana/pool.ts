/** 106.4: the mana pool. Mana empties from it at the end of each step and phase (500.4), but for mana an effect keeps. */
import type { StepName } from '../cards/ability-tree.js';
import type { ManaPool } from '../state/types.js';
import type { ManaType } from '../cards/mana-symbols.js';

export const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export function poolTotal(p: ManaPool): number {
  return p.W + p.U + p.B + p.R + p.G + p.C + (p.restricted?.length ?? 0);
}

export function poolText(p: ManaPool): string {
  const plain = MANA_TYPES.filter((t) => p[t] > 0)
    .map((t) => `{${t}}`.repeat(p[t]))
    .join('');
  const restricted = (p.restricted ?? []).map((r) => `{${r.type}}`).join('');
  return (plain + (restricted ? ` and restricted ${restricted}` : '')).trim() || 'empty';
}

/** The combat steps whose ending doesn't empty mana kept "until end of combat" (506.1; the end of combat step does). */
const KEEPING_STEPS: ReadonlySet<StepName> = new Set([
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
]);

/**
 * 500.4 / 106.4: the pool as `step` ends — empty, but for mana an effect keeps (702.189a: firebending's mana, kept
 * until end of combat). Which mana of a type a payment spent isn't recorded: the pool keeps as much of each type as
 * was kept and is still there (a player who spends mana of that type spends the mana about to be lost first).
 */
export function poolAsStepEnds(p: ManaPool, step: StepName): ManaPool {
  const out = emptyPool();
  if (!p.untilEndOfCombat || !KEEPING_STEPS.has(step)) return out;
  const kept: Partial<Record<ManaType, number>> = {};
  for (const t of MANA_TYPES) {
    const n = Math.min(p[t], p.untilEndOfCombat[t] ?? 0);
    if (n > 0) out[t] = kept[t] = n;
  }
  if (poolTotal(out) > 0) out.untilEndOfCombat = kept;
  return out;
}
