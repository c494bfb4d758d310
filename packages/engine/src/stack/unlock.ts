/**
 * 709.5e / 116.2m: unlocking a door is a special action. The controller of a split permanent with a locked door (a
 * Room) may pay that door's mana cost to unlock it, any time they have priority during their main phase while the
 * stack is empty (the reminder text: "As a sorcery, you may pay the mana cost of a locked door to unlock it.").
 * 709.5h / 709.5i: unlocking a door triggers "When you unlock this door" and, when no door is left locked, "whenever
 * you fully unlock a Room".
 */
import type { Action, EngineError, LegalAction } from '../decisions/types.js';
import { doorHalf, doorName, lockedDoors } from '../objects/doors.js';
import { log } from '../log/write.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';
import { chars, touch } from '../objects/characteristics.js';
import { ownObject } from '../objects/copy-on-write.js';
import { payCost, planCost, type CostPlan, type EffectsRunner } from './costs.js';
import { sorceryTiming } from './timing.js';

type UnlockAction = Extract<Action, { kind: 'unlock' }>;

/** 709.5e: the mana cost of a door (its half's printed mana cost). */
function doorCost(state: GameState, a: UnlockAction): string | null {
  return doorHalf(state, a.permanent, a.door)?.manaCost ?? null;
}

export function validateUnlock(state: GameState, player: PlayerId, a: UnlockAction): EngineError | { plan: CostPlan } {
  const o = state.objects[a.permanent];
  if (!o || o.zone !== 'battlefield' || chars(state, a.permanent).controller !== player)
    return { code: 'ILLEGAL_CHOICE', message: `object ${a.permanent} is not a permanent you control`, rule: '709.5e' };
  if (!lockedDoors(state, a.permanent).includes(a.door))
    return {
      code: 'ILLEGAL_CHOICE',
      message: `${objName(state, a.permanent)} has no locked door ${a.door}`,
      rule: '709.5e',
    };
  if (!sorceryTiming(state, player))
    return {
      code: 'WRONG_TIME',
      message: 'you can unlock a door only in your main phase while the stack is empty',
      rule: '116.2m',
    };
  const plan = planCost(state, {
    player,
    source: null,
    mana: doorCost(state, a),
    x: 0,
    parts: [],
    payment: a.payment,
    costObjects: undefined,
  });
  return 'code' in plan ? plan : { plan };
}

/** 709.5e: pays the door's mana cost and unlocks it; the player keeps priority (116.2m: a special action). */
export function unlockAction(
  state: GameState,
  player: PlayerId,
  a: UnlockAction,
  v: { plan: CostPlan },
  run: EffectsRunner,
): void {
  payCost(state, player, null, v.plan, run);
  unlockDoor(state, a.permanent, a.door, player, ['116.2m', '709.5e']);
}

/** 116.2m: the doors `player` may unlock now. */
export function unlockActions(state: GameState, player: PlayerId): LegalAction[] {
  const out: LegalAction[] = [];
  if (!sorceryTiming(state, player)) return out;
  for (const permanent of state.battlefield)
    for (const door of lockedDoors(state, permanent)) {
      if ('code' in validateUnlock(state, player, { kind: 'unlock', permanent, door, payment: { kind: 'auto' } }))
        continue;
      const cost = doorCost(state, { kind: 'unlock', permanent, door }) ?? '';
      out.push({ kind: 'unlock', permanent, door, name: doorName(state, permanent, door), cost });
    }
  return out;
}

/** 709.5e / 709.5f: `player` unlocks a locked door of the split permanent `id`; 709.5h / 709.5i: its triggers. */
export function unlockDoor(
  state: GameState,
  id: ObjectId,
  door: number,
  player: PlayerId,
  rules: readonly string[],
): void {
  if (!lockedDoors(state, id).includes(door)) return;
  const o = ownObject(state, id);
  o.unlocked = [...(o.unlocked ?? []), door].sort((a, b) => a - b);
  touch(state); // 709.5: the door's name, mana cost and abilities exist now
  const fully = lockedDoors(state, id).length === 0;
  log(
    state,
    'unlock',
    `${playerName(state, player)} unlocks ${doorName(state, id, door)}${fully ? ': the Room is fully unlocked' : ''}`,
    [...rules, '709.5c', ...(fully ? ['709.5i'] : [])],
    { object: id, door },
  );
  detectTriggers(state, { kind: 'doorUnlocked', object: id, door, player, fully }); // 709.5h, 709.5i
}
