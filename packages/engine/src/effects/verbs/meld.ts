/**
 * The `meld` effect (701.42 meld, 712.4 meld cards): "If you both own and control ~ and a creature named [partner],
 * exile them, then meld them into [into]." Both cards are exiled, then return to the battlefield as one melded
 * permanent with the meld result's characteristics (zones/move.ts `meldWith`). 701.42c: if the two exiled objects
 * can't be melded (a token, a card of another pair), they stay in exile.
 */
import { perform } from '../perform.js';
import { log } from '../../log/write.js';
import { chars } from '../../objects/characteristics.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function meldEffect(state: GameState, task: EffectsTask, e: EffectOf<'meld'>): Step {
  const { controller: you, source } = task.ctx;
  if (source === null || !ownsAndControls(state, source, you)) return 'done';
  const partner = state.battlefield.find((id) => {
    if (id === source || !ownsAndControls(state, id, you)) return false;
    const c = chars(state, id);
    return c.name === e.partner && c.types.includes(e.partnerType ?? 'Creature');
  });
  if (partner === undefined) return 'done';
  const a = perform(state, { kind: 'move', object: source, to: 'exile', cause: 'exile' }, ['701.42a']).id;
  const b = perform(state, { kind: 'move', object: partner, to: 'exile', cause: 'exile' }, ['701.42a']).id;
  if (a === null || b === null || !meldPair(state, a, b, e.into)) {
    log(state, 'meld', `the exiled objects can't be melded into ${e.into}: they stay in exile`, ['701.42c']);
    return 'done';
  }
  const r = perform(
    state,
    { kind: 'move', object: a, to: 'battlefield', cause: 'effect', controller: you, meldWith: b },
    ['701.42a', '712.4'],
  );
  if (r.id !== null) task.ctx.created.push(r.id);
  return 'done';
}

function ownsAndControls(state: GameState, id: ObjectId, you: PlayerId): boolean {
  const o = state.objects[id];
  return !!o && o.zone === 'battlefield' && o.owner === you && o.controller === you && !o.melded;
}

/** 701.42b / 712.4: two different exiled cards, each a meld card whose meld result is `into`, owned by one player. */
function meldPair(state: GameState, a: ObjectId, b: ObjectId, into: string): boolean {
  const x = state.objects[a];
  const y = state.objects[b];
  if (!x || !y || x.zone !== 'exile' || y.zone !== 'exile' || x.kind !== 'card' || y.kind !== 'card') return false;
  const dx = state.cards[x.defKey];
  const dy = state.cards[y.defKey];
  return x.owner === y.owner && dx?.meldResult?.name === into && dy?.meldResult?.name === into && dx.name !== dy.name;
}
