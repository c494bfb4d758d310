/**
 * Damage and mana verbs with a player subject: "have ~ / it deal N damage", prevent damage and add mana. Each is one
 * entry of PLAYER_VERBS (effects.ts).
 */
import type { DamageRecipient, Effect } from '@arbiter/engine';
import { addMana, addManaCombination, addManaTimes, damage, recipient, type PlayerVerbScope } from '../effects.js';
import { amount, number } from '../phrases.js';

export function haveSelfDealPlayerVerb({ p, ctx, who, third, fail }: PlayerVerbScope): Effect[] | null | undefined {
  // "[You may] have ~ deal 2 damage to any target": ~ is the source of the damage (120.3).
  if (who.kind === 'you' && !third && p.eat('have ~ deal')) return damage(p, ctx) ?? fail();
  return undefined;
}

export function haveItDealPlayerVerb({ p, ctx, who, third, fail }: PlayerVerbScope): Effect[] | null | undefined {
  // "you may have it deal 1 damage to any target": "it" is this object (Goblin Arsonist) or, in a triggered
  // ability, the object that triggered it (Aether Charge's Beast), which then deals the damage (120.3).
  if (
    who.kind === 'you' &&
    !third &&
    (ctx.it?.kind === 'self' || ctx.it?.kind === 'triggeringObject') &&
    p.is('have', 'it', 'deal')
  ) {
    const from = ctx.it.kind;
    p.i += 3;
    const r = damage(p, ctx);
    if (!r || r.some((e) => e.kind !== 'damage')) return fail();
    return from === 'self' ? r : r.map((e) => (e.kind === 'damage' ? { ...e, from: 'triggeringObject' as const } : e));
  }
  return undefined;
}

export function addPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('add')) {
    const counted = addManaTimes(p, ctx);
    if (counted) return [counted];
    const combos = addManaCombination(p);
    if (combos) return combos;
    const m = addMana(p);
    return m ? [m] : fail();
  }
  return undefined;
}

export function preventPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('prevent')) {
    // 615: "Prevent the next N / all [combat] damage that would be dealt [to R] this turn."
    const r = p.try((): Effect[] | null => {
      let amount: number | 'all';
      if (p.eat('all')) amount = 'all';
      else if (p.eat('the next')) {
        const n = number(p);
        if (n === null) return null;
        amount = n;
      } else return null;
      const combatOnly = p.eat('combat');
      if (!p.eat('damage that would be dealt')) return null;
      let to: DamageRecipient | null = null;
      if (p.eat('to')) {
        const rs = recipient(p, ctx);
        if (!rs || rs.length !== 1) return null;
        to = rs[0]!;
      }
      if (!p.eat('this turn')) return null;
      return [{ kind: 'preventDamage', to, amount, ...(combatOnly ? { combatOnly } : {}) }];
    });
    return r ?? fail();
  }
  return undefined;
}
