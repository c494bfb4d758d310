/**
 * 702.33e / 608.2c: "[A]. If ~ was kicked, [B] instead." where B restates A with another number only: "~ deals 2 damage
 * to any target. If ~ was kicked, it deals 4 damage instead." (Burst Lightning), "Create six … tokens. … create twelve of
 * those tokens instead." (Conqueror's Pledge), "Creatures you control get +1/+1 until end of turn. … those creatures get
 * +2/+1 until end of turn instead." (Dauntless Unity). B is A's effects with that number changed — the same objects,
 * players and targets (no new target is chosen for B).
 *
 *   B := ("it" | "~") "deals" N "damage" [A's words after "damage"]
 *      | "create" N "of those tokens"
 *      | ("those creatures" | "that creature" | "they" | "it") ("get" | "gets") pt [A's words after its pt]
 */
import type { Effect } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { number } from './phrases.js';
import { ptMod } from './effects.js';
import type { Token } from './tokens.js';
import type { CardCtx } from './card-context.js';

/** Do the tokens `a` and `b` read the same words? */
function sameWords(a: readonly Token[], b: readonly Token[]): boolean {
  return a.length === b.length && a.every((t, k) => t.t === b[k]!.t);
}

/** `rest` (after the changed number) is empty or repeats A's words after the same point. */
function restRepeats(b: Cursor, a: Cursor): boolean {
  return b.done || sameWords(b.toks.slice(b.i), a.toks.slice(a.i));
}

/** A's effects with every fixed amount `from` of the given fields replaced by `to`; null unless there is one at least. */
function withAmount(effects: readonly Effect[], field: 'amount' | 'count', from: number, to: number): Effect[] | null {
  let changed = 0;
  const out = effects.map((e) => {
    const v = (e as Record<string, unknown>)[field] as { kind: string; n?: number } | undefined;
    if (!v || v.kind !== 'fixed' || v.n !== from) return e;
    changed++;
    return { ...e, [field]: { kind: 'fixed', n: to } } as Effect;
  });
  return changed === effects.length ? out : null;
}

/** "it deals 4 damage [to …]": A is damage (of one fixed amount) dealt by ~. */
function damageAmount(a: Cursor, b: Cursor, effects: readonly Effect[]): Effect[] | null {
  if (!effects.every((e) => e.kind === 'damage')) return null;
  if (!a.eat('~ deals')) return null;
  const from = number(a);
  if (from === null || !a.eat('damage')) return null;
  if (!(b.eat('it deals') || b.eat('~ deals'))) return null;
  const to = number(b);
  if (to === null || !b.eat('damage') || !restRepeats(b, a)) return null;
  return withAmount(effects, 'amount', from, to);
}

/** "create twelve of those tokens": A creates a fixed number of one kind of token. */
function tokenCount(a: Cursor, b: Cursor, effects: readonly Effect[]): Effect[] | null {
  const [e] = effects;
  if (effects.length !== 1 || !e || (e.kind !== 'createToken' && e.kind !== 'createTokenCopy')) return null;
  if (!a.eat('create')) return null;
  const from = a.eat('a') ? 1 : number(a);
  if (from === null || !b.eat('create')) return null;
  const to = number(b);
  if (to === null || !b.eat('of those tokens') || !b.done) return null;
  return withAmount(effects, 'count', from, to);
}

/** "those creatures get +2/+1 until end of turn": A is one pump of the same objects. */
function pumpAmount(a: Cursor, b: Cursor, effects: readonly Effect[]): Effect[] | null {
  const [e] = effects;
  if (effects.length !== 1 || !e || e.kind !== 'pump') return null;
  while (!a.done && !(a.is('get') || a.is('gets'))) a.i++;
  if (!(a.eat('get') || a.eat('gets')) || !ptMod(a)) return null;
  if (!(b.eat('those creatures') || b.eat('that creature') || b.eat('they') || b.eat('it'))) return null;
  if (!(b.eat('get') || b.eat('gets'))) return null;
  const pt = ptMod(b);
  if (!pt || !restRepeats(b, a)) return null;
  return [{ ...e, power: pt[0], toughness: pt[1] }];
}

/**
 * B as A's effects with another number, or null when B is not such a restatement of A. `aToks`: A's sentence without
 * its full stop; `bToks`: B without "instead".
 */
export function insteadAmounts(
  aToks: readonly Token[],
  bToks: readonly Token[],
  effects: readonly Effect[],
  card: CardCtx,
): Effect[] | null {
  for (const f of [damageAmount, tokenCount, pumpAmount]) {
    const r = f(new Cursor(aToks, card), new Cursor(bToks, card), effects);
    if (r) return r;
  }
  return null;
}
