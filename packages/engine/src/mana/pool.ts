/** 106.4: the mana pool. Mana empties from it at the end of each step and phase (500.4). */
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
