/**
 * Object verbs of damage: "[object] deals N damage to …" and "[object] fights …". Each is one entry of OBJECT_VERBS
 * (effects.ts).
 */
import type { Amount, DamageRecipient, Effect, ObjectRef } from '@arbiter/engine';
import type { Cursor } from '../cursor.js';
import { damage, type ObjectVerbScope } from '../effects.js';
import { objectPhrase, type Ctx } from '../phrases.js';

export function dealsObjectVerb({ p, ctx, subject, plural, v, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (v('deals', 'deal')) {
    if (subject.kind === 'self') return damage(p, ctx) ?? fail();
    return otherDealer(p, ctx, subject, plural) ?? fail();
  }
  return undefined;
}

/**
 * 120.3: "target creature you control deals damage equal to its power to …", "that creature deals …", "it deals …"
 * (the triggering object): the named object deals the damage, not the spell or ability. One object only; "each other
 * creature" would mean other than the spell's source, not than the dealer, so such recipients are not read here.
 */
function otherDealer(p: Cursor, ctx: Ctx, subject: ObjectRef, plural: boolean): Effect[] | null {
  if (plural) return null;
  const by: ObjectRef | null =
    subject.kind === 'target' ||
    subject.kind === 'equipped' ||
    subject.kind === 'enchanted' ||
    subject.kind === 'grantor' // 201.5
      ? subject
      : null;
  if (!by && subject.kind !== 'triggeringObject') return null;
  // "Target creature deals damage to itself equal to its power" (Inner Struggle): the creature is source and recipient.
  if (by && p.eat('damage to itself equal to its power')) {
    const amount = itsPower(ctx, subject);
    return amount ? [{ kind: 'damage', amount, to: by, by }] : null;
  }
  const r = damage(p, ctx, itsPower(ctx, subject));
  if (!r || r.length !== 1) return null;
  const e = r[0]!;
  if (e.kind !== 'damage' || e.divided || e.from || mentionsOther(e.to)) return null;
  return [by ? { ...e, by } : { ...e, from: 'triggeringObject' }];
}

/** "its power" of a dealer other than ~: the target's (one object) or the triggering object's (608.2h). */
function itsPower(ctx: Ctx, subject: ObjectRef): Amount | null {
  if (subject.kind === 'triggeringObject') return { kind: 'triggeringObjectPT', stat: 'power' };
  if (subject.kind !== 'target') return null;
  const spec = ctx.targets[subject.target];
  return spec && spec.count.max === 1 && spec.filter.kind === 'object'
    ? { kind: 'targetPower', target: subject.target }
    : null;
}

function mentionsOther(to: DamageRecipient): boolean {
  return to.kind === 'all' && to.filter.kind === 'object' && to.filter.match.other === true;
}

export function fightsObjectVerb({ p, ctx, subject, v, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (v('fights', 'fight')) {
    const b = objectPhrase(p, ctx);
    // "Target creature you control fights that creature" (Time to Feed) means an earlier object, but "that creature"
    // now reads as the new target, so the creature would fight itself: refused.
    if (b && JSON.stringify(b) === JSON.stringify(subject)) return fail();
    return b ? [{ kind: 'fight', a: subject, b }] : fail();
  }
  return undefined;
}
