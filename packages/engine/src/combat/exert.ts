/**
 * 701.43 exert. "To exert a permanent, you choose to have it not untap during your next untap step" (701.43a). A
 * permanent can be exerted even if it's already exerted (701.43b: the effects all end at the same untap step); an
 * object that isn't on the battlefield can't be exerted (701.43c). "You may exert ~ as it attacks" is chosen as the
 * creature is declared as an attacker (508.1); its "When you do" ability triggers on the exertion ("exerts").
 */
import type { Choice, EngineError } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';

/** 701.43a: whether its controller may exert `id` as it attacks ("You may exert ~ as it attacks"). */
export function mayExertAsAttacks(state: GameState, id: ObjectId): boolean {
  return chars(state, id).abilities.some((a) => a.kind === 'keyword' && a.keyword === 'exertAsAttacks');
}

/** 701.43a: the exerted creatures of an attack declaration are declared attackers that may be exerted as they attack. */
export function validateExert(state: GameState, c: Extract<Choice, { kind: 'declareAttackers' }>): EngineError | null {
  if (c.exert === undefined) return null;
  if (!Array.isArray(c.exert)) return { code: 'MALFORMED', message: 'exert must be a list of attackers' };
  for (const id of c.exert) {
    if (!c.attacks.some((a) => a.attacker === id))
      return {
        code: 'ILLEGAL_CHOICE',
        message: `object ${id} is exerted but not declared as an attacker`,
        rule: '701.43a',
      };
    if (!mayExertAsAttacks(state, id))
      return {
        code: 'ILLEGAL_CHOICE',
        message: `${objName(state, id)} can't be exerted as it attacks`,
        rule: '701.43a',
      };
  }
  if (new Set(c.exert).size !== c.exert.length)
    return { code: 'ILLEGAL_CHOICE', message: 'each attacker is exerted at most once as it attacks', rule: '701.43a' };
  return null;
}

/**
 * 701.43a: `player` exerts `id`: it doesn't untap during its controller's next untap step (502.3, a continuous effect
 * used up by that step), and "when you do" / "whenever you exert a creature" abilities trigger.
 */
export function exert(state: GameState, player: PlayerId, id: ObjectId): void {
  const o = state.objects[id];
  if (!o || o.zone !== 'battlefield') return; // 701.43c
  addContinuousEffect(state, {
    controller: player,
    source: id,
    duration: 'untilNextUntapStep',
    affected: [id],
    modification: { kind: 'static', effect: { kind: 'doesntUntap', affected: { kind: 'self' } } },
  });
  log(
    state,
    'exert',
    `${playerName(state, player)} exerts ${objName(state, id)}: it won't untap during its controller's next untap step`,
    ['701.43a'],
    { object: id },
  );
  detectTriggers(state, { kind: 'exerted', object: id, player });
}
