/**
 * 205.4e (current CR): a legendary instant or sorcery spell can be cast only by a player who controls a legendary
 * creature or a legendary planeswalker (the reminder "You may cast a legendary sorcery only if you control a legendary
 * creature or planeswalker.").
 */
import { err } from '../decisions/errors.js';
import type { EngineError } from '../decisions/types.js';
import { chars, type Characteristics } from '../objects/characteristics.js';
import type { GameState, PlayerId } from '../state/types.js';

export function legendarySpellError(state: GameState, player: PlayerId, c: Characteristics): EngineError | null {
  if (!c.supertypes.includes('Legendary') || !(c.types.includes('Instant') || c.types.includes('Sorcery'))) return null;
  const ok = state.battlefield.some((id) => {
    const p = chars(state, id);
    return (
      p.controller === player &&
      p.supertypes.includes('Legendary') &&
      (p.types.includes('Creature') || p.types.includes('Planeswalker'))
    );
  });
  return ok
    ? null
    : err(
        'WRONG_TIME',
        `${c.name}: a legendary spell needs a legendary creature or planeswalker you control`,
        '205.4e',
      );
}
