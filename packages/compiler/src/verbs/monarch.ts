/** 722.1 / 722.3: "[you / target player] become[s] the monarch" — the engine's `becomeMonarch` effect. */
import type { Effect } from '@arbiter/engine';
import type { PlayerVerbScope } from '../effects.js';

export function becomeMonarchPlayerVerb({ p, who, v }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' && who.kind !== 'target' && who.kind !== 'triggeringPlayer') return undefined;
  if (!v('become', 'becomes') || !p.eat('the monarch')) return undefined;
  return [{ kind: 'becomeMonarch', who }];
}
