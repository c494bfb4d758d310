/**
 * 601.2b / 601.2f: "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}." — additional costs
 * to choose from. The caster picks one as the spell is announced; it joins the total cost. The options are split at
 * an "or" (or a comma of "A, B, or C") that begins a new cost verb, so "sacrifice a creature or enchantment or pay
 * {2}" has two options, and each must read as a whole cost ("pay {3}" is the mana {3}), or the line isn't read.
 */
import type { CostSpec } from '@arbiter/engine';
import type { Token } from './tokens.js';

/** The words that begin a cost (and so a new option after "or"). */
const COST_VERBS = new Set(['sacrifice', 'discard', 'pay', 'exile', 'tap', 'return', 'put', 'remove', 'reveal']);

export interface CostOption {
  readonly cost: CostSpec;
  readonly text: string;
}

/** The options of "[cost] or [cost]" (without the final period), or null: fewer than two, or one not a cost. */
export function costOptions(body: readonly Token[], readCost: (toks: Token[]) => CostSpec | null): CostOption[] | null {
  const pieces: Token[][] = [[]];
  let or = false;
  for (let i = 0; i < body.length; i++) {
    const k = body[i]!;
    const next = body[i + 1];
    const startsCost = next !== undefined && COST_VERBS.has(next.t);
    if (k.t === 'or' && startsCost) [or] = [true, pieces.push([])];
    else if (k.t === ',' && (startsCost || (next?.t === 'or' && COST_VERBS.has(body[i + 2]?.t ?? '')))) {
      if (next?.t === 'or') [or, i] = [true, i + 1];
      pieces.push([]);
    } else pieces[pieces.length - 1]!.push(k);
  }
  if (!or) return null;
  const out: CostOption[] = [];
  for (const piece of pieces) {
    // "pay {3}{B}": the mana symbols are the cost (601.2f).
    const toks = piece[0]?.t === 'pay' && piece[1]?.kind === 'sym' ? piece.slice(1) : piece;
    const cost = toks.length > 0 ? readCost(toks) : null;
    if (!cost || (cost.parts.length === 0 && !cost.mana)) return null;
    out.push({ cost, text: optionText(piece) });
  }
  return out;
}

/** The option as written ("pay {3}{B}", "sacrifice a creature"), for prompts and the log. */
function optionText(piece: readonly Token[]): string {
  let s = '';
  piece.forEach((k, i) => {
    const glued = k.kind === 'punct' || (k.kind === 'sym' && piece[i - 1]?.kind === 'sym');
    s += (s && !glued ? ' ' : '') + (k.kind === 'self' ? 'this spell' : k.raw);
  });
  return s;
}
