/**
 * Object verbs of damage: "[object] deals N damage to …" and "[object] fights …". Each is one entry of OBJECT_VERBS
 * (effects.ts).
 */
import type { Effect } from '@arbiter/engine';
import { damage, type ObjectVerbScope } from '../effects.js';
import { objectPhrase } from '../phrases.js';

export function dealsObjectVerb({ p, ctx, subject, v, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (v('deals', 'deal')) {
    if (subject.kind !== 'self') return fail();
    return damage(p, ctx) ?? fail();
  }
  return undefined;
}

export function fightsObjectVerb({ p, ctx, subject, v, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (v('fights', 'fight')) {
    const b = objectPhrase(p, ctx);
    return b ? [{ kind: 'fight', a: subject, b }] : fail();
  }
  return undefined;
}
