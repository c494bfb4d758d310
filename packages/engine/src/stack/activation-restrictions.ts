/** 602.5b: restrictions on when an activated ability may be activated ("Activate only during your turn / once each turn / if …"). */
import type { ActivationRestriction } from '../cards/ability-tree.js';
import { err } from '../decisions/errors.js';
import type { EngineError } from '../decisions/types.js';
import { checkCondition } from '../objects/conditions.js';
import { chars } from '../objects/characteristics.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** 602.5b: restrictions on when an ability may be activated. */
export function restrictionError(
  state: GameState,
  player: PlayerId,
  source: ObjectId,
  r: ActivationRestriction,
  index: number,
): EngineError | null {
  const t = state.turns.find((x) => x.activePlayers.includes(player));
  const mine = t !== undefined;
  if ((r.yourTurn || r.step || r.beforeAttackers) && !mine)
    return err('WRONG_TIME', 'this ability can be activated only during your turn', '602.5b');
  if (r.step && t!.step !== r.step)
    return err('WRONG_TIME', `this ability can be activated only during your ${r.step}`, '602.5b');
  if (r.beforeAttackers && !['untap', 'upkeep', 'draw', 'main1', 'beginCombat'].includes(t!.step))
    return err('WRONG_TIME', 'this ability can be activated only before attackers are declared', '602.5b');
  if (r.condition && !checkCondition(state, r.condition, player, chars, source))
    return err('WRONG_TIME', 'the condition for activating this ability is not met', '602.5b');
  const now = state.turns[state.focus ?? 0] ?? state.turns[0]!; // 807.5: the turn whose stack the player has priority for
  if (r.beforeBlockers && !['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers'].includes(now.step))
    return err('WRONG_TIME', 'this ability can be activated only before blockers are declared', '602.5b');
  if (r.duringCombat && now.phase !== 'combat')
    return err('WRONG_TIME', 'this ability can be activated only during combat', '602.5b');
  if (r.oncePerTurn) {
    if (state.objects[source]?.activatedThisTurn?.includes(index))
      return err('WRONG_TIME', 'this ability can be activated only once each turn', '602.5b');
  }
  if (r.once && state.objects[source]?.activatedOnce?.includes(index))
    return err('WRONG_TIME', 'this ability can be activated only once', r.attackedThisTurn ? '602.5b' : '702.177a');
  if (r.attackedThisTurn && !state.objects[source]?.attackedThisTurn)
    return err('WRONG_TIME', 'this ability can be activated only if this creature attacked this turn', '702.142a');
  if (r.maxPerTurn !== undefined) {
    const n = (state.objects[source]?.activatedThisTurn ?? []).filter((i) => i === index).length;
    if (n >= r.maxPerTurn)
      return err('WRONG_TIME', `this ability can be activated no more than ${r.maxPerTurn} times each turn`, '602.5b');
  }
  return null;
}
