/**
 * The `forEachMoved` effect. 608.2c: "For each creature destroyed this way, its controller creates a 4/4 red Dragon
 * creature token with flying." / "For each nontoken creature destroyed this way, you create a tapped Treasure token." —
 * the instructions are followed once for each object the previous destroy / exile / mill instruction moved
 * (EffectContext.movedThisWay) that matches the description as it last existed (608.2h). "Its controller" is that
 * object's controller as it last existed, who follows the instructions as their own ("you" being that player); the
 * resolving controller's instructions are followed in its place in this resolution.
 */
import { log } from '../../log/write.js';
import { chars } from '../../objects/characteristics.js';
import { playerName } from '../../state/access.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { lkiFilterMatch } from '../../triggers/lki-match.js';
import { followAsEach, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function forEachMovedEffect(state: GameState, task: EffectsTask, e: EffectOf<'forEachMoved'>): Step {
  const ctx = task.ctx;
  const self = ctx.source ?? -1;
  const players: PlayerId[] = [];
  for (const m of ctx.movedThisWay ?? []) {
    if (!state.objects[m.id] && !state.lki[m.id]) continue;
    const c = chars(state, m.id);
    if (lkiFilterMatch(e.filter, c, ctx.controller, m.id, self, m.token)) players.push(c.controller);
  }
  const who =
    e.by === 'you'
      ? playerName(state, ctx.controller)
      : `its controller (${players.map((p) => playerName(state, p)).join(', ')})`;
  const text = `${ctx.sourceName}: for each of the ${players.length} object(s) moved this way, ${who} follows the instructions`;
  log(state, 'forEachMoved', text, ['608.2c', '608.2h']);
  if (e.by === 'you') {
    task.effects.splice(task.index + 1, 0, ...players.flatMap(() => e.effects));
    return 'done';
  }
  followAsEach(state, ctx, players, e.effects); // each controller, in the order of the objects
  return 'done';
}
