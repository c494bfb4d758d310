/**
 * "For each opponent, tap up to one target creature that player controls." (601.2c): one sentence whose targets are
 * chosen once for each opponent — the engine's TargetSpec.perOpponent (per opponent count, no two targets with the
 * same controller or, for graveyard cards, owner). Any other "for each opponent, …" (a repeated instruction) is not
 * read here.
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

export function perOpponentSentence(
  p: Cursor,
  ctx: Ctx,
  out: Effect[],
  sentence: (p: Cursor, ctx: Ctx) => Effect[] | null,
): boolean {
  if (!p.is('for', 'each', 'opponent', ',')) return false;
  const n0 = ctx.targets.length;
  const saved = { eachOpponent: ctx.eachOpponent, itPlayer: ctx.itPlayer };
  const read = p.try(() => {
    p.i += 4;
    ctx.eachOpponent = true;
    ctx.itPlayer = null; // "that player" means only the opponent, and only in a target's description
    const s = sentence(p, ctx);
    const specs = ctx.targets.slice(n0);
    if (!s || specs.length === 0 || !specs.every((t) => t.perOpponent)) return null;
    // Every instruction acts on those targets: one that doesn't ("… and you gain 2 life") would happen once, not once
    // for each opponent.
    const onTargets = (e: Effect): boolean =>
      specs.some((_, k) => JSON.stringify(e).includes(`{"kind":"target","target":${n0 + k}}`));
    return s.every(onTargets) ? s : null;
  });
  ctx.eachOpponent = saved.eachOpponent;
  ctx.itPlayer = saved.itPlayer;
  if (!read) {
    ctx.targets.length = n0;
    return false;
  }
  out.push(...read);
  return true;
}
