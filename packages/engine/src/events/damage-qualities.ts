/**
 * The qualities of damage that replacement and prevention effects ask about: 609.7b what the source is as it would
 * deal the damage, 615.12 damage that can't be prevented.
 */
import type { Filter } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import { matchesObject, matchesObjectFilter } from '../objects/filters.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { EventOf } from './types.js';

type DamageEvent = EventOf<'damage'>;

/**
 * 609.7b: does the source have the quality now? A source on the battlefield or stack is judged as it is; one that
 * has left (608.2h) by its last known characteristics.
 */
export function damageSourceHas(
  state: GameState,
  f: Filter,
  id: ObjectId,
  perspective: PlayerId,
  effectSource: ObjectId | null,
): boolean {
  const o = state.objects[id];
  if (!o && !state.lki[id]) return false;
  const c = chars(state, id);
  switch (f.kind) {
    case 'anyOf':
      return f.filters.some((g) => damageSourceHas(state, g, id, perspective, effectSource));
    case 'object': {
      if (o)
        return o.zone === (f.zone ?? 'battlefield')
          ? matchesObject(state, f.match, id, c, perspective, effectSource, chars)
          : o.zone === 'stack' &&
              matchesObjectFilter(
                state,
                { kind: 'stackObject', spells: true, abilities: false, match: f.match },
                id,
                c,
                perspective,
                effectSource,
                chars,
              );
      // Last known: only the characteristics themselves can be judged.
      const m = f.match;
      const known = Object.keys(m).every((k) =>
        [
          'types',
          'colors',
          'subtypes',
          'withKeyword',
          'withoutKeyword',
          'notColors',
          'notTypes',
          'notSubtypes',
          'controller',
          'colorless',
          'multicolored',
        ].includes(k),
      );
      return known && matchesObject(state, m, id, c, perspective, effectSource, chars);
    }
    case 'stackObject':
      return !!o && matchesObjectFilter(state, f, id, c, perspective, effectSource, chars);
    case 'player':
    case 'anyTarget':
      return false;
  }
}

/**
 * 615.12: damage that can't be prevented — the event says so ("The damage can't be prevented"), its source has
 * "Damage that would be dealt by ~ can't be prevented", or "Damage can't be prevented this turn" is in effect.
 * Prevention effects (and protection's prevention, 702.16e) then don't apply to it; other replacements still do.
 */
export function unpreventable(state: GameState, ev: DamageEvent): boolean {
  if (ev.unpreventable) return true;
  if (
    state.effects.some(
      (e) =>
        e.modification.kind === 'static' &&
        e.modification.effect.kind === 'damageCantBePrevented' &&
        e.affected.length === 0,
    )
  )
    return true;
  if (!state.objects[ev.source] && !state.lki[ev.source]) return false;
  return chars(state, ev.source).abilities.some(
    (a) =>
      a.kind === 'static' &&
      a.effect.kind === 'damageCantBePrevented' &&
      (state.objects[ev.source]?.zone ?? 'battlefield') === 'battlefield',
  );
}
