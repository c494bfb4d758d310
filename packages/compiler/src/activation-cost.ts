/**
 * 601.2f / 602.2b: "This ability costs {N} less to activate for each …" — a reduction of the generic mana of an
 * activated ability's cost, counted as it is activated (engine stack/activation-cost.ts). Only counts that read the
 * game from the ability's controller's side without a resolution are accepted: objects or cards matching a filter,
 * counters, basic land types.
 */
import type { Amount } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { amountFor } from './effects.js';
import { newCtx } from './phrases.js';

/** Amounts the reduction may count (no targets, no "this way", nothing chosen on resolution). */
const ACTIVATION_COUNTS = new Set<Amount['kind']>([
  'count',
  'cardsIn',
  'countersOnSource',
  'basicLandTypes',
  'partySize',
]);

/** After "This ability": "costs {N} less to activate for each …" (the sentence's full stop is left to the caller). */
export function activationCostLess(p: Cursor): { less: number; forEach: Amount } | null {
  return p.try(() => {
    if (!p.eat('costs')) return null;
    const g = /^\{(\d+)\}$/.exec(p.tok()?.kind === 'sym' ? p.peek()! : '');
    if (!g) return null;
    p.i++;
    if (!p.eat('less to activate') || !p.is('for', 'each')) return null;
    const forEach = amountFor(p, { kind: 'fixed', n: 1 }, newCtx(true));
    if (!forEach || !ACTIVATION_COUNTS.has(forEach.kind)) return null;
    return { less: Number(g[1]), forEach };
  });
}
