/**
 * Copy effects of resolving spells and abilities (707.2, 613.1a, layer 1):
 *
 *   object ("becomes" | "become") "a copy of" object [duration] [", except" exceptions] [duration]
 *
 * "Target Shapeshifter becomes a copy of target creature until your next turn", "~ becomes a copy of that creature,
 * except it has this ability" (707.9a). Without a duration the effect lasts for the rest of the game (611.2a).
 */
import type { Duration, Effect } from '@arbiter/engine';
import { copyExceptions } from './copy-exceptions.js';
import { duration, type ObjectVerbScope } from './effects.js';
import { objectPhrase } from './phrases.js';
import type { Cursor } from './cursor.js';

export function becomeCopyObjectVerb({ p, ctx, subject, v, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (!(p.is('becomes', 'a', 'copy', 'of') || p.is('become', 'a', 'copy', 'of'))) return undefined;
  const save = p.i;
  v('becomes', 'become');
  if (p.i === save || !p.eat('a copy of')) return fail();
  const it = ctx.it;
  const of = objectPhrase(p, ctx);
  // "Exile target creature card …. ~ becomes a copy of that card" names the target: the engine reads a moved original
  // from its last known information (608.2h). An object this resolution made or moved without a target is refused.
  if (!of || of.kind === 'all' || of.kind === 'created') return fail();
  ctx.it = it; // "it" still names the permanent that became the copy
  let d: Duration | null = explicitDuration(p);
  const except = p.is(',', 'except') ? copyExceptions(p, p.card.selfName) : undefined;
  if (except === null) return fail();
  d ??= explicitDuration(p) ?? p.card.leadingDuration ?? 'permanent';
  return [{ kind: 'becomeCopy', what: subject, of, duration: d, ...(except ? { except } : {}) }];
}

/** A duration the clause states itself (`duration` also gives the sentence's leading one without reading any). */
function explicitDuration(p: Cursor): Duration | null {
  const at = p.i;
  const d = duration(p);
  return p.i > at ? d : null;
}
