/**
 * 702.132a assist: the generic mana in a spell's total cost (601.2f), which the player the caster chose may pay any
 * amount of; and the total cost left for the caster once they have paid.
 */
import { parseManaCost, symbolText, type ManaCostText } from '../cards/mana-symbols.js';

/** The generic mana of a total cost (X counts with its announced value, 107.3). */
export function genericIn(mana: ManaCostText | null, x: number): number {
  let generic = 0;
  for (const s of parseManaCost(mana ?? '')) {
    if (s.kind === 'generic') generic += s.n;
    else if (s.kind === 'x') generic += x;
  }
  return generic;
}

/** The total cost with `paid` of its generic mana already paid by the assisting player (X folded into it). */
export function assistedCost(
  mana: ManaCostText | null,
  x: number,
  paid: number,
): { mana: ManaCostText | null; x: number } {
  const generic = Math.max(0, genericIn(mana, x) - paid);
  const rest = parseManaCost(mana ?? '')
    .filter((s) => s.kind !== 'generic' && s.kind !== 'x')
    .map(symbolText)
    .join('');
  return { mana: (generic > 0 || rest === '' ? `{${generic}}` : '') + rest, x: 0 };
}
