/**
 * "For each creature you control, create a token that's a copy of that creature." (Second Harvest, Clone Legion), "For
 * each of those creatures, create a token that's a copy of that creature." (Hate Mirage), "For each of X target
 * permanents, create X tokens that are copies of that permanent." (Doppelgang) — 707.2 / 111.10: one instruction
 * repeated for each object of a set, which says the same as one instruction on all of them ("create a token that's a
 * copy of each creature you control"): the engine's createTokenCopy copies every object its reference names, the
 * tokens created together (603.2c).
 *
 * Read only when the repeated instruction is that token copy and names the object of the repetition ("that creature",
 * "it") and nothing else per object; any other "for each [object], …" is not read here.
 */
import type { Effect, ObjectRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { controlledByPhrase, desc, descFilter, targetPhrase, type Ctx } from './phrases.js';

type Sentence = (p: Cursor, ctx: Ctx) => Effect[] | null;

/**
 * The objects after "For each": "creature you control", "creature target player controls", "of those creatures" / "of
 * them" (a target of several objects before), "of X target permanents".
 */
function eachObjects(p: Cursor, ctx: Ctx): ObjectRef | null {
  const it = ctx.it;
  const spec = it?.kind === 'target' ? ctx.targets[it.target] : undefined;
  if (
    it &&
    spec &&
    spec.count.max > 1 &&
    (p.eat('of those creatures') || p.eat('of those permanents') || p.eat('of them'))
  )
    return it;
  if (p.eat('of')) {
    const t = targetPhrase(p, ctx);
    if (!t || t.filter.kind !== 'object') return null;
    return { kind: 'target', target: t.index };
  }
  const d = desc(p);
  if (!d || d.player || d.card || d.spell || d.stackAbilities || d.zone) return null;
  const filter = descFilter(d);
  if (!filter) return null;
  const by = controlledByPhrase(p, ctx, d);
  return by ? { kind: 'all', filter, controlledBy: by } : { kind: 'all', filter };
}

/** "For each [objects], create [N] token(s) that's a copy / are copies of [that object]." */
export function forEachObjectSentence(p: Cursor, ctx: Ctx, out: Effect[], sentence: Sentence): boolean {
  if (!p.is('for', 'each')) return false;
  const n0 = ctx.targets.length;
  const saved = ctx.it;
  const read = p.try((): Effect | null => {
    p.i += 2;
    const each = eachObjects(p, ctx);
    if (!each || !p.eat(',')) return null;
    const n1 = ctx.targets.length;
    ctx.eachObject = each;
    const s = sentence(p, ctx);
    ctx.eachObject = undefined;
    if (!s || s.length !== 1 || ctx.targets.length !== n1) return null;
    const e = s[0]!;
    return e.kind === 'createTokenCopy' && JSON.stringify(e.of) === JSON.stringify(each) ? e : null;
  });
  ctx.eachObject = undefined;
  if (!read) {
    ctx.targets.length = n0;
    ctx.it = saved;
    return false;
  }
  out.push(read);
  return true;
}
