/**
 * Land type changing (305.7, layer 4 — 613.1d):
 *
 *   landTypeStatic := ("Enchanted land is" | "Lands you control are") landTypes "."
 *                   | ("Enchanted land is" | "Lands you control are") "every basic land type in addition to" ("its"|"their") "other types."
 *   landBecomes    := "becomes" landType ("or" landType)? duration?          (an effect; "or": the controller chooses, 608.2d)
 *                   | "becomes the basic land type of your choice" duration?
 *   landTypes      := landType ("," landType)* (","? "and" landType)?
 *   landType       := ("a" | "an") BasicLandType
 *
 * Setting a land's subtype removes its old land types and the abilities from its rules text and gives it the new
 * type's intrinsic mana ability (305.7); adding every basic land type "in addition" keeps them (305.6 gives each
 * type's mana ability). Without a stated duration an effect lasts indefinitely (611.2a).
 */
import type { AbilityNode, Condition, Duration, Effect, LayerMod, ObjectRef } from '@arbiter/engine';
import type { Ctx } from './phrases.js';
import type { Cursor } from './cursor.js';
import { BASIC_TYPES } from './vocab.js';

function basicType(p: Cursor): string | null {
  const t = p.tok();
  if (!t || t.kind !== 'word') return null;
  const found = BASIC_TYPES.find((b) => b === t.raw);
  if (!found) return null;
  p.i++;
  return found;
}

function articleType(p: Cursor): string | null {
  return p.try(() => (p.eat('a') || p.eat('an') ? basicType(p) : null));
}

function typeList(p: Cursor): string[] | null {
  return p.try(() => {
    const first = articleType(p);
    if (!first) return null;
    const out = [first];
    for (;;) {
      const save = p.i;
      const last = p.eat(', and') || p.eat('and');
      if (!last && !p.eat(',')) return out;
      const next = p.try(() => articleType(p) ?? basicType(p));
      if (!next) {
        p.i = save;
        return out;
      }
      out.push(next);
      if (last) return out;
    }
  });
}

const EVERY: LayerMod = { kind: 'addTypes', subtypes: [...BASIC_TYPES] };

/** "Enchanted land is a Swamp." / "Lands you control are every basic land type in addition to their other types." */
export function landTypeStatic(p: Cursor, line: string, permanent: boolean): AbilityNode[] | null {
  if (!permanent) return null;
  return p.try(() => {
    let affected: ObjectRef;
    let plural = false;
    if (p.eat('enchanted land is')) affected = { kind: 'enchanted' };
    else if (p.eat('lands you control are')) {
      affected = { kind: 'all', filter: { kind: 'object', match: { types: ['Land'], controller: 'you' } } };
      plural = true;
    } else return null;
    let mods: LayerMod[];
    if (p.eat('every basic land type in addition to') && p.eat(plural ? 'their' : 'its') && p.eat('other types'))
      mods = [EVERY];
    else {
      const types = typeList(p);
      if (!types) return null;
      mods = [{ kind: 'setLandSubtypes', subtypes: types }];
    }
    if (!p.eat('.') || !p.done) return null;
    return [{ kind: 'static', effect: { kind: 'layered', affected, mods }, text: line }];
  });
}

/**
 * After "[subject] becomes": "an Island until end of turn", "a Plains or an Island until end of turn", "the basic land
 * type of your choice until end of turn", "a Forest" (indefinitely). `duration` reads the sentence's duration.
 */
export function landBecomes(p: Cursor, what: ObjectRef, duration: (p: Cursor) => Duration | null): Effect[] | null {
  return p.try((): Effect[] | null => {
    let among: string[] | null = null;
    if (p.eat('the basic land type of your choice')) among = [];
    else {
      const first = articleType(p);
      if (!first) return null;
      if (p.eat('or')) {
        const second = articleType(p);
        if (!second) return null;
        among = [first, second];
      } else {
        const d = duration(p) ?? 'permanent';
        if (p.is('in')) return null; // "in addition to its other types": not a 305.7 replacement
        return [{ kind: 'layered', what, mods: [{ kind: 'setLandSubtypes', subtypes: [first] }], duration: d }];
      }
    }
    const d = duration(p) ?? 'permanent';
    const choose: Effect = { kind: 'choose', what: 'basicLandType', ...(among.length ? { among } : {}) };
    return [
      choose,
      {
        kind: 'layered',
        what,
        mods: [{ kind: 'setLandSubtypes', subtypes: [], chosen: 'basicLandType' }],
        duration: d,
      },
    ];
  });
}

/**
 * "that land was nonbasic / legendary / a snow land", "that land is a Mountain": the target land (as it last existed
 * if it has left, 608.2h) or the land whose entering triggered the ability.
 */
export function landIsCondition(p: Cursor, ctx: Ctx): Condition | null {
  return p.try((): Condition | null => {
    const it = ctx.it;
    if (!it || (it.kind !== 'target' && it.kind !== 'triggeringObject')) return null;
    if (it.kind === 'target') {
      const spec = ctx.targets[it.target];
      if (
        !spec ||
        spec.count.max !== 1 ||
        spec.filter.kind !== 'object' ||
        (!spec.filter.match.types?.includes('Land') && !spec.filter.match.subtypes?.length)
      )
        return null;
    }
    if (!p.eat('that land')) return null;
    if (!(p.eat('was') || p.eat('is'))) return null;
    const what =
      it.kind === 'target' ? { kind: 'target' as const, target: it.target } : { kind: 'triggeringObject' as const };
    if (p.eat('nonbasic')) return { kind: 'objectIs', what, notSupertypes: ['Basic'] };
    if (p.eat('basic')) return { kind: 'objectIs', what, supertypes: ['Basic'] };
    if (p.eat('legendary')) return { kind: 'objectIs', what, supertypes: ['Legendary'] };
    if (p.eat('a snow land') || p.eat('snow')) return { kind: 'objectIs', what, supertypes: ['Snow'] };
    const t = articleType(p);
    return t ? { kind: 'objectIs', what, subtypes: [t] } : null;
  });
}
