/**
 * 701.21a: "Whenever [you / a player / an opponent] sacrifice[s] a [permanent]" — a leaves-the-battlefield trigger
 * (603.10a) that triggers only for a permanent sacrificed by a player of that relation (`sacrificedBy`; only a
 * permanent's controller can sacrifice it). The description is checked on the object's last known information;
 * "it" / "that card" is the card where it went (a token has ceased to exist); "that player" is the one who sacrificed.
 *
 * Forms: "When you sacrifice ~" (Daemogoth Woe-Eater), "Whenever you sacrifice ~ or another artifact" (two events),
 * "Whenever you sacrifice a Clue or Food / another creature / a nontoken permanent", and "Whenever you sacrifice one
 * or more [Blood tokens / other creatures]" — read only with "This ability triggers only once each turn." (603.2c:
 * one event sacrificing several is one trigger; once each turn, one trigger either way).
 */
import type { Filter, ObjectRef, PlayerRelation, TriggerSpec } from '@arbiter/engine';
import type { TriggerConditionScope, TriggerParse } from './abilities.js';
import type { Cursor } from './cursor.js';
import { lkiSafe } from './lki-filters.js';
import { desc, descFilter } from './phrases.js';

/** "you sacrifice" / "a player sacrifices" / "an opponent sacrifices": the relation, or null. */
function sacrificer(p: Cursor): PlayerRelation | null {
  if (p.eat('you', 'sacrifice')) return 'you';
  if (p.eat('a', 'player', 'sacrifices')) return 'any';
  if (p.eat('an', 'opponent', 'sacrifices')) return 'opponent';
  return null;
}

/** "a Clue or Food", "another creature", "one or more Blood tokens" after the verb: the filter and its reading. */
function sacrificedFilter(p: Cursor): { filter: Filter; oneOrMore: boolean } | null {
  return p.try(() => {
    const oneOrMore = p.eat('one', 'or', 'more');
    const other = !oneOrMore && p.eat('another');
    if (!oneOrMore && !other && !(p.eat('a') || p.eat('an'))) return null;
    const d = desc(p);
    if (!d) return null;
    // "a Blood token", "one or more Blood tokens" (111.1).
    if (!d.alternatives && (p.eat('token') || (p.eat('tokens') && (d.plural = true)))) d.match.token = true;
    if (d.card || d.spell || d.player || d.zone || d.stackAbilities || d.plural !== oneOrMore) return null;
    if (other) {
      if (d.alternatives) for (const a of d.alternatives) a.match.other = true;
      else d.match.other = true;
    }
    const filter = descFilter(d);
    return filter && lkiSafe(filter) ? { filter, oneOrMore } : null;
  });
}

export function sacrificeTriggerCondition({
  p,
  self,
  mk,
  itIsSelf,
}: TriggerConditionScope): TriggerParse | null | undefined {
  return (
    p.try((): TriggerParse | null => {
      const by = sacrificer(p);
      if (by === null) return null;
      const leaves = (what: Extract<TriggerSpec, { kind: 'leavesBattlefield' }>['what']): TriggerSpec => ({
        kind: 'leavesBattlefield',
        what,
        toGraveyard: false,
        sacrificedBy: by,
      });
      const player = by === 'you' ? null : ({ kind: 'triggeringPlayer' } as const);
      if (p.eat('~') || (itIsSelf && p.eat('it'))) {
        if (!p.eat('or', 'another')) return mk([leaves(self)], self, player);
        // "~ or another artifact": ~'s own leaves trigger and one for another matching permanent (603.10a).
        const d = desc(p);
        if (!d || d.card || d.spell || d.player || d.zone || d.plural) return null;
        if (d.alternatives) for (const a of d.alternatives) a.match.other = true;
        else d.match.other = true;
        const filter = descFilter(d);
        if (!filter || !lkiSafe(filter)) return null;
        return mk([leaves(self), leaves({ kind: 'filter', filter })], null, player);
      }
      const f = sacrificedFilter(p);
      if (!f) return null;
      const it: ObjectRef | null = f.oneOrMore ? null : { kind: 'triggeringObject' };
      const r = mk([leaves({ kind: 'filter', filter: f.filter })], it, player);
      if (f.oneOrMore) r.onlyOncePerTurn = true;
      return r;
    }) ?? undefined
  );
}
