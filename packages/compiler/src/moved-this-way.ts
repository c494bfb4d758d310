/**
 * 608.2c / 608.2h: "For each creature destroyed this way, its controller creates a 4/4 red Dragon creature token with
 * flying." (Descent of the Dragons), "For each nontoken creature destroyed this way, you create a tapped Treasure
 * token." (Blood Money), "For each creature card exiled this way, create a 1/1 colorless Spirit creature token."
 * (Release to Memory), "For each creature card milled this way, create …" (Tribune of Rot) — the engine's forEachMoved: the instructions once for each object the destroy / exile
 * instruction just before moved that matches the description as it last existed.
 *
 * Read only when the instruction before is that destroy / exile (or another such sentence after it), when the
 * description is one the engine checks on last known information (lki-filters.ts), and when the instructions are ones
 * that don't refer to the moved object itself ("a token that's a copy of it" is refused): token creation, drawing,
 * life and damage. "Its controller" is the moved object's controller: their instructions are read as their own
 * ("their" / "they" being "your" / "you").
 */
import type { Effect, Filter, PlayerRef } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { lkiSafe } from './lki-filters.js';
import { desc, descFilter, type Ctx } from './phrases.js';
import type { Token } from './tokens.js';

type Sentence = (p: Cursor, ctx: Ctx) => Effect[] | null;
type PlayerVerb = (p: Cursor, ctx: Ctx, who: PlayerRef, third: boolean) => Effect[] | null;

/** The instructions that may follow, once per object (none moves anything: "this way" stays the same). */
const FOLLOWED: ReadonlySet<Effect['kind']> = new Set<Effect['kind']>([
  'createToken',
  'draw',
  'gainLife',
  'loseLife',
  'damage',
]);

/** Which instructions "destroyed this way" / "exiled this way" refer back to. */
function movedBy(e: Effect | undefined): 'destroyed' | 'exiled' | 'milled' | null {
  if (!e) return null;
  if (e.kind === 'destroy') return 'destroyed';
  if (e.kind === 'mill') return 'milled';
  if (e.kind === 'exile' || e.kind === 'exileTop' || (e.kind === 'moveZoneCards' && e.to === 'exile')) return 'exiled';
  return null;
}

/** The instruction "this way" refers to: the last one before, past earlier "for each … this way" sentences. */
function lastMove(out: readonly Effect[]): Effect | undefined {
  for (let i = out.length - 1; i >= 0; i--) if (out[i]!.kind !== 'forEachMoved') return out[i];
  return undefined;
}

/** The description as an object filter with no zone (it is read on the object as it last existed). */
function unzoned(f: Filter): Filter | null {
  if (f.kind === 'anyOf') {
    const fs = f.filters.map(unzoned);
    return fs.every((x) => x !== null) ? { kind: 'anyOf', filters: fs as Filter[] } : null;
  }
  return f.kind === 'object' ? { kind: 'object', match: f.match } : null;
}

/** No reference to an object the instructions can't mean (the moved ones are gone, 400.7); player targets are fine. */
function refersToObjects(effects: readonly Effect[], ctx: Ctx): boolean {
  let bad = false;
  const walk = (v: unknown): void => {
    if (bad || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) return v.forEach(walk);
    const o = v as Record<string, unknown>;
    const k = o['kind'];
    if (
      k === 'created' ||
      k === 'triggeringObject' ||
      k === 'triggeringObjects' ||
      k === 'exiledWithSource' ||
      k === 'thisWay'
    )
      bad = true;
    if (k === 'target' && typeof o['target'] === 'number' && ctx.targets[o['target']]?.filter.kind !== 'player')
      bad = true;
    Object.values(o).forEach(walk);
  };
  walk(effects);
  return bad;
}

/** "they" / "their" in the moved object's controller's instructions, as their own: "you" / "your". */
function asTheirOwn(toks: readonly Token[]): Token[] {
  return toks.map((t) =>
    t.t === 'they' ? { ...t, t: 'you', raw: 'you' } : t.t === 'their' ? { ...t, t: 'your', raw: 'your' } : t,
  );
}

/** The instructions after the comma, up to the full stop (its index `end`), or null. */
function instructions(
  p: Cursor,
  ctx: Ctx,
  end: number,
  by: 'controller' | 'you',
  read: { sentence: Sentence; playerVerb: PlayerVerb },
): Effect[] | null {
  const targets = ctx.targets.length;
  const toks = p.toks.slice(p.i, end + 1);
  const q = new Cursor(by === 'controller' ? asTheirOwn(toks) : toks, p.card);
  let r: Effect[] | null;
  if (by === 'controller') {
    r = read.playerVerb(q, ctx, { kind: 'you' }, true);
    if (r && !q.eat('.')) r = null;
  } else r = read.sentence(q, ctx);
  const ok = r && q.done && r.length > 0 && ctx.targets.length === targets && r.every((e) => FOLLOWED.has(e.kind));
  if (!ok || refersToObjects(r!, ctx)) {
    ctx.targets.length = targets;
    return null;
  }
  return r;
}

/** "For each [description] destroyed / exiled this way, [its controller | you] [instructions]." */
export function forEachMovedSentence(
  p: Cursor,
  ctx: Ctx,
  out: Effect[],
  read: { sentence: Sentence; playerVerb: PlayerVerb },
): boolean {
  if (!p.is('for', 'each')) return false;
  const moved = movedBy(lastMove(out));
  if (!moved) return false;
  const r = p.try((): Effect | null => {
    p.i += 2;
    const d = desc(p);
    if (!d || d.spell || d.player || d.stackAbilities || !p.eat(`${moved} this way ,`)) return null;
    const f = descFilter(d, 'exile');
    const filter = f && unzoned(f);
    if (!filter || !lkiSafe(filter)) return null;
    // "its controller" reads the object on the battlefield as it last existed: a destroyed or exiled permanent.
    const last = lastMove(out)!;
    const permanents = last.kind === 'destroy' || last.kind === 'exile';
    const by = p.eat('its controller') ? 'controller' : 'you';
    if (by === 'controller' && (!permanents || d.card)) return null;
    const end = p.toks.findIndex((t, k) => k >= p.i && t.t === '.');
    if (end < 0) return null;
    const effects = instructions(p, ctx, end, by, read);
    if (!effects) return null;
    p.i = end + 1;
    return { kind: 'forEachMoved', filter, by, effects };
  });
  if (!r) return false;
  out.push(r);
  return true;
}
