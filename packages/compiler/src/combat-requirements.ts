/**
 * Attacking and blocking requirements (508.1d, 509.1c) and "as though it didn't have defender" (702.3b):
 *
 *   static    := subject ("must be blocked if able" | "blocks each combat if able" | "blocks each turn if able"
 *                         | "can attack as though it didn't have defender")
 *              | "All" desc "able to block" ("~" | "enchanted creature" | "equipped creature") "do so"
 *   predicate := "attacks this turn if able" | "blocks this turn if able" | "blocks ~ this turn if able"
 *              | "must be blocked this turn if able" | "can attack this turn as though it didn't have defender"
 *              | "can't block ~ this turn"                                        (resolved effects, one turn)
 *   clause    := "all creatures able to block" object "this turn do so"            (resolved effects, one turn)
 *
 * The engine checks them in combat/attack.ts (508.1d), combat/requirements.ts (509.1c) and combat/evasion.ts.
 */
import type { Effect, ObjectRef, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { type Ctx, desc, descFilter, objectPhrase } from './phrases.js';

const SELF: ObjectRef = { kind: 'self' };

/** A static ability's requirement predicate after its subject (the caller checks the full stop). */
export function staticRequirement(p: Cursor, plural: boolean): StaticEffect | null {
  return p.try((): StaticEffect | null => {
    if (p.eat(plural ? 'must be blocked if able' : 'must be blocked if able'))
      return { kind: 'mustBeBlocked', affected: SELF };
    if (
      p.eat(plural ? 'block each combat if able' : 'blocks each combat if able') ||
      p.eat(plural ? 'block each turn if able' : 'blocks each turn if able')
    )
      return { kind: 'mustBlock', affected: SELF };
    if (
      p.eat('can attack as though') &&
      (plural ? p.eat("they didn't have defender") : p.eat("it didn't have defender"))
    )
      return { kind: 'attackAsThoughNoDefender', affected: SELF };
    return null;
  });
}

/** A resolved effect's one-turn requirement predicate after its subject (granted with grantStatic for the turn). */
export function turnRequirement(p: Cursor, plural: boolean, subject: ObjectRef): StaticEffect | null {
  const v = (s: string, pl: string): boolean => p.eat(plural ? pl : s);
  return p.try((): StaticEffect | null => {
    if (v('attacks this turn if able', 'attack this turn if able')) return { kind: 'mustAttack', affected: SELF };
    if (v('blocks this turn if able', 'block this turn if able')) return { kind: 'mustBlock', affected: SELF };
    // "blocks ~ this turn if able": ~ is the source of the ability (the effect's source).
    if (subject.kind !== 'self' && v('blocks ~ this turn if able', 'block ~ this turn if able'))
      return { kind: 'mustBlock', affected: SELF, attacker: 'source' };
    if (p.eat('must be blocked this turn if able')) return { kind: 'mustBeBlocked', affected: SELF };
    if (
      p.eat('can attack this turn as though') &&
      (plural ? p.eat("they didn't have defender") : p.eat("it didn't have defender"))
    )
      return { kind: 'attackAsThoughNoDefender', affected: SELF };
    if (subject.kind !== 'self' && p.eat("can't block ~ this turn")) return { kind: 'cantBlockSource', affected: SELF };
    if (v('assigns no combat damage this turn', 'assign no combat damage this turn'))
      return { kind: 'assignsNoCombatDamage', affected: SELF }; // 510.1a
    return null;
  });
}

/** "All creatures able to block target creature this turn do so." (a resolved effect, 509.1c). */
export function lureClause(p: Cursor, ctx: Ctx): Effect[] | null {
  if (!p.is('all', 'creatures', 'able', 'to', 'block')) return null;
  return p.try((): Effect[] | null => {
    p.i += 5;
    const what = objectPhrase(p, ctx);
    if (!what || !p.eat('this turn do so')) return null;
    return [{ kind: 'grantStatic', what, effect: { kind: 'lure', affected: SELF }, duration: 'endOfTurn' }];
  });
}

/** The static "All [creatures with flying | Walls] able to block [~ | enchanted creature | equipped creature] do so." */
export function lureStatic(p: Cursor): StaticEffect | null {
  if (!p.is('all')) return null;
  return p.try((): StaticEffect | null => {
    p.i++;
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
    const f = descFilter(d);
    if (!f || !p.eat('able to block')) return null;
    let affected: ObjectRef;
    if (p.eat('~')) affected = SELF;
    else if (p.eat('enchanted creature')) affected = { kind: 'enchanted' };
    else if (p.eat('equipped creature')) affected = { kind: 'equipped' };
    else return null;
    if (!p.eat('do so')) return null;
    const plain =
      f.kind === 'object' &&
      Object.keys(f.match).length === 1 &&
      f.match.types?.length === 1 &&
      f.match.types[0] === 'Creature';
    return { kind: 'lure', affected, ...(plain ? {} : { blockers: f }) };
  });
}
