/** 613.1a / 707.2: which copiable values a permanent has (layer 1's starting point). */
import type { GameObject, GameState } from '../state/types.js';

/**
 * 613.1a / 707.2 (layer 1): the card definition key of the values `o` starts from before the other layers apply: that
 * of the latest copy effect a resolved spell or ability made on it (a `copy` continuous effect, 613.7 timestamp order),
 * else the copy it entered as (`copyDefKey`), else its own card. A copy effect covers only the permanent it began on.
 */
export function copiableValuesKey(state: GameState, o: GameObject): string {
  let key = o.copyDefKey ?? o.defKey;
  if (o.zone !== 'battlefield' || state.effects.length === 0) return key;
  let latest = -1;
  for (const e of state.effects)
    if (e.modification.kind === 'copy' && e.timestamp > latest && e.affected.includes(o.id)) {
      latest = e.timestamp;
      key = e.modification.key;
    }
  return key;
}
