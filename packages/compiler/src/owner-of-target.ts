/**
 * "The owner of target nonland permanent puts it on their choice of the top or bottom of their library." and "The owner
 * of target permanent shuffles it into their library." (401.3, 701.19): the target's owner moves it; a choice of top or
 * bottom is that owner's (a yes/no the owner answers, 608.2d). One of SENTENCE_READERS (effects.ts).
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { objectPhrase, type Ctx } from './phrases.js';

export function ownerOfTargetSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean {
  if (!p.is('the', 'owner', 'of', 'target')) return false;
  const n0 = ctx.targets.length;
  const r = p.try((): Effect[] | null => {
    p.i += 3;
    const what = objectPhrase(p, ctx);
    if (!what || what.kind !== 'target' || ctx.targets[what.target]!.count.max !== 1) return null;
    const owner = { kind: 'ownerOfTarget' as const, target: what.target };
    let effects: Effect[];
    if (p.eat('shuffles it into their library')) effects = [{ kind: 'shuffleIntoLibrary', what }];
    else if (p.eat('puts it on their choice of the top or bottom of their library'))
      effects = [
        {
          kind: 'optional',
          who: owner,
          text: 'Put it on top of your library (otherwise on the bottom)',
          effects: [{ kind: 'putInLibrary', what, position: 'top' }],
          otherwise: [{ kind: 'putInLibrary', what, position: 'bottom' }],
        },
      ];
    else return null;
    return p.eat('.') || p.done ? effects : null;
  });
  if (!r) {
    ctx.targets.length = n0;
    return false;
  }
  out.push(...r);
  return true;
}
