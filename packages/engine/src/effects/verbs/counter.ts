/** The `counter` effect: 701.5a: countering moves a spell to its owner's graveyard; an ability just ceases to exist. */
import { perform } from '../perform.js';
import { log } from '../../log/write.js';
import { objName } from '../../state/access.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { removeObject } from '../../objects/copy-on-write.js';
import { staticSources } from '../../objects/statics.js';
import { checkCondition } from '../../objects/conditions.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObject } from '../../objects/filters.js';

export function counterObject(
  state: GameState,
  id: ObjectId,
  instead?: 'exile' | 'hand' | 'libraryTop' | 'libraryBottom',
): ObjectId | null {
  const o = state.objects[id];
  if (!o || o.zone !== 'stack') return null;
  // 101.2: "This spell can't be countered" wins over an instruction to counter it.
  if (o.kind !== 'ability' && uncounterable(state, id)) {
    log(state, 'counter', `${objName(state, id)} can't be countered`, ['101.2']);
    return null;
  }
  if (o.kind === 'ability' || o.stack?.isCopy) {
    const t = state.turns[o.stack?.stackOf ?? 0]!;
    t.stack.splice(t.stack.indexOf(id), 1);
    removeObject(state, id);
    log(state, 'counter', `${objName(state, id)} is countered`, ['701.5a']);
    return null;
  }
  if (instead) {
    // "If that spell is countered this way, [put it elsewhere] instead of into that player's graveyard" (614.1a).
    const to = instead === 'libraryTop' || instead === 'libraryBottom' ? 'library' : instead;
    return perform(
      state,
      {
        kind: 'move',
        object: id,
        to,
        cause: 'counter',
        ...(to === 'library' ? { position: instead === 'libraryTop' ? ('top' as const) : ('bottom' as const) } : {}),
      },
      ['701.5a', '614.1a'],
    ).id;
  }
  return perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'counter' }, ['701.5a']).id;
}
/**
 * 101.2: is spell `id` one that can't be countered? Its own "This spell can't be countered", or a static ability of a
 * permanent ("Creature spells you control can't be countered") whose condition holds (611.3b).
 */
function uncounterable(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id]!;
  if (state.cards[o.defKey]?.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'cantBeCountered'))
    return true;
  for (const { source, chars: c, ability: a } of staticSources(state, ['spellsCantBeCountered'])) {
    if (a.effect.kind !== 'spellsCantBeCountered') continue;
    if (a.condition && !checkCondition(state, a.condition, c.controller, chars, source)) continue;
    if (matchesObject(state, a.effect.spells, id, chars(state, id), c.controller, source, chars)) return true;
  }
  return false;
}

export function counterEffect(state: GameState, task: EffectsTask, e: EffectOf<'counter'>): Step {
  const ctx = task.ctx;
  // 701.5a: countering moves a spell to its owner's graveyard; an ability just ceases to exist.
  for (const id of resolveObjects(state, ctx, e.what)) {
    const moved = counterObject(state, id, e.instead);
    // "exile it instead … You may cast that card for as long as it remains exiled": the card it became (400.7).
    if (moved !== null && e.instead === 'exile' && state.objects[moved]?.zone === 'exile') ctx.created.push(moved);
  }
  return 'done';
}
