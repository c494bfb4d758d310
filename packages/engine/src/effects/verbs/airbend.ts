/**
 * The `airbend` effect. 701.65a: "Airbend [objects]" means "Exile [those objects]. For each card exiled this way, for
 * as long as it remains exiled, its owner may cast it by paying {2} rather than its mana cost." The permission is its
 * owner's, for that card in exile (a new object, 400.7; a token ceases to exist there, 111.7): a play permission whose
 * cost is an alternative cost (118.9; stack/cast.ts), ending as the card leaves exile.
 */
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { isToken, noteMoved, startMoves } from '../moved-this-way.js';
import { perform } from '../perform.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function airbendEffect(state: GameState, task: EffectsTask, e: EffectOf<'airbend'>): Step {
  const ctx = task.ctx;
  const batch = state.log.length; // 603.2c: the objects one instruction exiles are exiled together
  const turn = state.turns[ctx.turnIndex]?.number ?? 0;
  startMoves(ctx);
  for (const id of resolveObjects(state, ctx, e.what)) {
    const token = isToken(state, id);
    const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'exile', batch }, ['701.65a']);
    noteMoved(state, ctx, id, token, r.id);
    if (r.id === null) continue;
    ctx.created.push(r.id);
    const o = state.objects[r.id];
    if (token || !o || o.zone !== 'exile') continue;
    (state.playPermissions ??= []).push({
      object: r.id,
      player: o.owner,
      zone: 'exile',
      until: 'whileExiled',
      turn,
      castOnly: true,
      cost: '{2}',
    });
    log(
      state,
      'permission',
      `${playerName(state, o.owner)} may cast ${objName(state, r.id)} for {2} rather than its mana cost while it remains exiled`,
      ['701.65a', '118.9', '601.2a'],
    );
  }
  return 'done';
}
