/**
 * "Choose target creature you control and target creature you don't control. … Then those creatures fight each
 * other." (601.2c, 115.1: both targets are chosen as the spell is cast; the sentence itself does nothing). After it,
 * "the [chosen] creature you control" is the first target and "the chosen creatures" / "those creatures" the two
 * (701.12a: they fight).
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { targetPhrase, type Ctx } from './phrases.js';

/** "Choose target creature you control and target creature you don't control / an opponent controls." */
export function choosePairSentence(p: Cursor, ctx: Ctx): boolean {
  if (!p.is('choose', 'target', 'creature', 'you', 'control', 'and', 'target', 'creature')) return false;
  const n0 = ctx.targets.length;
  const read = !!p.try(() => {
    p.i++;
    const mine = targetPhrase(p, ctx);
    if (!mine || !p.eat('and')) return null;
    const theirs = targetPhrase(p, ctx);
    if (!theirs || !p.eat('.')) return null;
    const one = (i: number): boolean => ctx.targets[i]!.count.min === 1 && ctx.targets[i]!.count.max === 1;
    if (!one(mine.index) || !one(theirs.index)) return null;
    const text = ctx.targets[theirs.index]!.text;
    if (!/you don't control$|an opponent controls$/.test(text)) return null;
    ctx.pair = [mine.index, theirs.index];
    ctx.it = null; // "it" / "that creature" could mean either of the two (phrases.ts pairRef refuses them)
    return true;
  });
  if (!read) ctx.targets.length = n0; // the targets of a failed reading are not the spell's
  return read;
}

/** "[Then] those creatures / the chosen creatures fight each other." (701.12a) */
export function pairFightSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean {
  const pair = ctx.pair;
  if (!pair) return false;
  return !!p.try(() => {
    p.eat('then');
    if (!(p.eat('those creatures') || p.eat('the chosen creatures')) || !p.eat('fight each other .')) return null;
    out.push({ kind: 'fight', a: { kind: 'target', target: pair[0] }, b: { kind: 'target', target: pair[1] } });
    return true;
  });
}
