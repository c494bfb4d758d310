/**
 * Player verbs about counters that aren't "put … counters on": proliferate (701.34a). Each is one entry of
 * PLAYER_VERBS (effects.ts).
 */
import type { Effect } from '@arbiter/engine';
import type { PlayerVerbScope } from '../effects.js';

/** 701.34a: "Proliferate." — the ability's controller chooses; another player's proliferating is not read. */
export function proliferatePlayerVerb({ who, v }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !v('proliferate')) return undefined;
  return [{ kind: 'proliferate' }];
}
