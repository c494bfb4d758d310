/**
 * 613.6 / 613.8a: what a layered effect may read besides the object it applies to. Two questions are answered from
 * the effect's data alone, whatever objects are on the battlefield:
 * - *blind to a layer*: no effect of that layer can change which objects this effect applies to (its affected set is
 *   named, or read through a filter that looks at nothing that layer changes), so it depends on no effect there
 *   through what it applies to (613.8a);
 * - *local*: the effect's result for an object reads only that object (and its source's own records), never the set
 *   of objects on the battlefield — no count, no domain, no other object's characteristics.
 * The layer walk orders effects with the first (layers.ts `orderLayer`), and keeps its steps for a one-object walk
 * (layers-moved.ts) with both.
 */
import type { Filter, LayerMod, ObjectMatch, ObjectRef, PTValue } from '../cards/ability-tree.js';
import type { ObjectId } from '../state/types.js';

/**
 * The object-match fields a filter may test without reading power or toughness (nor any amount that could): the
 * characteristics and records layers 7a–7d leave as they are. Any other field (powerAtMost, statCompared …) counts
 * as reading power or toughness.
 */
const PT_BLIND_MATCH: ReadonlySet<string> = new Set([
  'types',
  'notTypes',
  'allTypes',
  'subtypes',
  'notSubtypes',
  'supertypes',
  'notSupertypes',
  'colors',
  'notColors',
  'colorless',
  'multicolored',
  'controller',
  'owner',
  'tapped',
  'attacking',
  'blocking',
  'inCombat',
  'withKeyword',
  'withoutKeyword',
  'nonToken',
  'token',
  'other',
  'name',
]);

/**
 * The object-match fields each of layers 4, 5 and 6 may change (613.1d, e, f). Layer 3 (text) may change any; layer 2
 * changes the controller, which decides what is within a player's range of influence (801.10) for every filter.
 */
const CHANGED_IN: ReadonlyMap<number, ReadonlySet<string>> = new Map([
  [
    4,
    new Set([
      'types',
      'notTypes',
      'allTypes',
      'subtypes',
      'notSubtypes',
      'supertypes',
      'notSupertypes',
      'historic',
      'chosen',
      'withKeyword', // 305.7: a land given a basic land type loses its other abilities
      'withoutKeyword',
    ]),
  ],
  [5, new Set(['colors', 'notColors', 'colorless', 'multicolored', 'chosen'])],
  [6, new Set(['withKeyword', 'withoutKeyword'])],
]);

/**
 * The object-match fields that read only the object tested (its characteristics, its own record, its source's fixed
 * records): not another object's characteristics (sharesColorWithSource, powerLessThanSource …), attachments
 * (modified), combat assignments between objects, the stack or the Ring.
 */
const LOCAL_MATCH: ReadonlySet<string> = new Set([
  ...PT_BLIND_MATCH,
  'controllerIs',
  'controlledByTriggeringPlayer',
  'commander',
  'powerAtMost',
  'powerAtLeast',
  'toughnessAtMost',
  'toughnessAtLeast',
  'manaValueAtMost',
  'manaValueAtLeast',
  'historic',
  'kicked',
  'withCounter',
  'withAnyCounter',
  'chosen',
  'dealtDamageThisTurn',
]);

/** Whether every field a filter tests is in `fields` (`inside`), or none is (`!inside`). */
function filterFields(f: Filter, fields: ReadonlySet<string>, inside: boolean): boolean {
  switch (f.kind) {
    case 'player':
      return true;
    case 'object':
      return matchFields(f.match, fields, inside);
    case 'anyOf':
      return f.filters.every((g) => filterFields(g, fields, inside));
    case 'anyTarget':
    case 'stackObject':
      return false;
  }
}

function matchFields(m: ObjectMatch, fields: ReadonlySet<string>, inside: boolean): boolean {
  for (const k in m) if (fields.has(k) !== inside) return false;
  return true;
}

/** A filter that looks at nothing layers 7a–7d change (613.8a in those layers: `orderLayer`). */
export function ptBlindFilter(f: Filter): boolean {
  return filterFields(f, PT_BLIND_MATCH, true);
}

/** The affected set's filter, if it is read through one ("all [filter]"); null for named and attached objects. */
function affectedFilter(affected: readonly ObjectId[] | ObjectRef): Filter | null {
  if (Array.isArray(affected)) return null;
  const ref = affected as ObjectRef;
  return ref.kind === 'all' ? ref.filter : null;
}

/**
 * Whether no effect of `layer` can change which objects an effect with this affected set applies to: a named or
 * attached set, or a filter that tests nothing the layer changes (layer 3, text, may change anything).
 */
export function blindTo(layer: number, affected: readonly ObjectId[] | ObjectRef): boolean {
  const f = affectedFilter(affected);
  if (f === null) return true;
  if (layer >= 7) return ptBlindFilter(f);
  const changed = CHANGED_IN.get(layer);
  return changed !== undefined && filterFields(f, changed, false);
}

/** Whether a P/T value reads only the object it sets and its source ("fixed", its mana value, the source's counters). */
function localValue(v: PTValue | null): boolean {
  return v === null || v.kind === 'fixed' || v.kind === 'manaValue' || v.kind === 'countersOnSource';
}

/** Whether an effect with these modifications and this affected set is local (see the top of this module). */
export function localEffect(affected: readonly ObjectId[] | ObjectRef, mods: readonly LayerMod[]): boolean {
  const f = affectedFilter(affected);
  if (f !== null && !filterFields(f, LOCAL_MATCH, true)) return false;
  for (const m of mods)
    switch (m.kind) {
      case 'cdaPT':
      case 'setPT':
        if (!localValue(m.power) || !localValue(m.toughness)) return false;
        break;
      case 'modifyPTBy':
        if (!localValue(m.count)) return false;
        break;
      default:
        break;
    }
  return true;
}
