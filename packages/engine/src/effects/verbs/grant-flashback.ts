/**
 * The `grantFlashback` effect (702.34a, 611.2a): "Target instant or sorcery card in your graveyard gains flashback until
 * end of turn. The flashback cost is equal to its mana cost." Until the turn ends, the card's owner may cast it from
 * that graveyard for its mana cost (an alternative cost, 118.9), and it is exiled as it leaves the stack. The grant is a
 * play permission for that object (stack/play-permissions.ts): a card that leaves the graveyard is a new object and
 * loses it (400.7).
 */
import { log } from '../../log/write.js';
import { touchUnlayered } from '../../objects/characteristics.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function grantFlashbackEffect(state: GameState, task: EffectsTask, e: EffectOf<'grantFlashback'>): Step {
  const ctx = task.ctx;
  const turn = state.turns[ctx.turnIndex]?.number ?? 0;
  for (const id of resolveObjects(state, ctx, e.what)) {
    const o = state.objects[id];
    if (!o || o.zone !== 'graveyard') continue;
    (state.playPermissions ??= []).push({
      object: id,
      player: o.owner,
      zone: 'graveyard',
      until: 'endOfTurn',
      turn,
      castOnly: true,
      flashback: true,
    });
    // The owner's legal actions change although no object moved: their kept list is stale (priority/kept-actions.ts).
    touchUnlayered(state, [o.owner]);
    log(
      state,
      'permission',
      `${objName(state, id)} gains flashback until end of turn: ${playerName(state, o.owner)} may cast it from their graveyard for its mana cost`,
      ['702.34a', '611.2a'],
    );
  }
  return 'done';
}
