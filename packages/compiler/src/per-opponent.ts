/**
 * "For each opponent, tap up to one target creature that player controls." (601.2c): one sentence whose targets are
 * chosen once for each opponent — the engine's TargetSpec.perOpponent (per opponent count, no two targets with the
 * same controller or, for graveyard cards, owner). Also "For each opponent, create a … token that's tapped and
 * attacking that player." (508.4). Any other "for each opponent, …" (a repeated instruction) is not read here.
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { targetPhrase, type Ctx } from './phrases.js';

export function perOpponentSentence(
  p: Cursor,
  ctx: Ctx,
  out: Effect[],
  sentence: (p: Cursor, ctx: Ctx) => Effect[] | null,
): boolean {
  if (!p.is('for', 'each', 'opponent', ',')) return false;
  if (chooseEachOpponents(p, ctx)) return true;
  const n0 = ctx.targets.length;
  const saved = { eachOpponent: ctx.eachOpponent, itPlayer: ctx.itPlayer };
  const read = p.try(() => {
    p.i += 4;
    ctx.eachOpponent = true;
    ctx.itPlayer = null; // "that player" means only the opponent, and only in a target's description
    const s = sentence(p, ctx);
    const specs = ctx.targets.slice(n0);
    if (!s) return null;
    // "For each opponent, create a 1/1 … token that's tapped and attacking that player." (508.4): tokens for each
    // opponent, each group attacking its opponent (the engine's createToken attackingEach).
    if (specs.length === 0) return s.length === 1 && s[0]!.kind === 'createToken' && s[0]!.attackingEach ? s : null;
    if (!specs.every((t) => t.perOpponent)) return null;
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

/**
 * "For each opponent, choose up to one target creature that player controls." (601.2c, 115.1): the targets are chosen
 * as the spell or ability is put on the stack, and the sentence does nothing itself; after it "those creatures" / "the
 * chosen creatures" / "each of those creatures" are those targets.
 */
function chooseEachOpponents(p: Cursor, ctx: Ctx): boolean {
  const n0 = ctx.targets.length;
  const saved = { eachOpponent: ctx.eachOpponent, itPlayer: ctx.itPlayer };
  const read = p.try(() => {
    p.i += 4;
    if (!p.eat('choose')) return null;
    ctx.eachOpponent = true;
    ctx.itPlayer = null;
    const t = targetPhrase(p, ctx);
    if (!t || !ctx.targets[t.index]!.perOpponent || ctx.targets[t.index]!.count.max !== 1 || !p.eat('.')) return null;
    return t;
  });
  ctx.eachOpponent = saved.eachOpponent;
  ctx.itPlayer = saved.itPlayer;
  if (!read) {
    ctx.targets.length = n0;
    return false;
  }
  ctx.it = { kind: 'target', target: read.index };
  return true;
}
