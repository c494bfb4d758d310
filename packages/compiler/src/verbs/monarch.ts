/** 722.1 / 722.3: "[you / target player] become[s] the monarch" — the engine's `becomeMonarch` effect. */
import type { Effect, TriggerSpec } from '@arbiter/engine';
import type { Cursor } from '../cursor.js';
import type { PlayerVerbScope } from '../effects.js';

export function becomeMonarchPlayerVerb({ p, who, v }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' && who.kind !== 'target' && who.kind !== 'triggeringPlayer') return undefined;
  if (!v('become', 'becomes') || !p.eat('the monarch')) return undefined;
  return [{ kind: 'becomeMonarch', who }];
}

/** After "whenever": 722.3 "[an opponent / a player / you] become(s) the monarch". */
export function becomesMonarchTrigger(p: Cursor): TriggerSpec | null {
  return p.try((): TriggerSpec | null => {
    const who = p.eat('an opponent') ? 'opponent' : p.eat('a player') ? 'any' : p.eat('you') ? 'you' : null;
    if (who === null || !p.eat(who === 'you' ? 'become the monarch' : 'becomes the monarch')) return null;
    return { kind: 'becomesMonarch', who };
  });
}
