/**
 * Choices made as an effect resolves (608.2d): choose a color or a creature type, "any number of …" clauses. Each is
 * one entry of PLAYER_VERBS (effects.ts).
 */
import type { Effect } from '@arbiter/engine';
import { anyNumberClause } from '../any-number.js';
import type { PlayerVerbScope } from '../effects.js';

export function anyNumberClausePlayerVerb({ p, ctx, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind === 'you' && !third && p.peek(1) === 'any' && p.peek(2) === 'number') {
    const r = anyNumberClause(p, ctx);
    if (r) return r;
  } // 608.2d
  return undefined;
}

export function chooseAColorPlayerVerb({ p, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  // 608.2d: "Choose a color." / "Choose a creature type." — used by "the chosen color", "that type" later on (choose.ts).
  if (who.kind === 'you' && !third && p.eat('choose a color')) return [{ kind: 'choose', what: 'color' }];
  return undefined;
}

export function chooseACreatureTypePlayerVerb({ p, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind === 'you' && !third && p.eat('choose a creature type'))
    return [{ kind: 'choose', what: 'creatureType' }];
  return undefined;
}
