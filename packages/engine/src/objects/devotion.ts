/** 700.5: devotion, a count over the mana costs of the permanents a player controls. */
import { parseManaCost, symbolColors, type Color } from '../cards/mana-symbols.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { CharsReader } from './characteristics-reader.js';

/**
 * 700.5: a player's devotion to one or more colours: the mana symbols among the mana costs of permanents
 * they control that are (any of) those colours; a hybrid symbol counts once (700.5a). Face-down
 * permanents have no mana cost (708.2).
 */
export function devotion(state: GameState, player: PlayerId, colors: readonly Color[], read: CharsReader): number {
  let n = 0;
  for (const id of state.battlefield) {
    const c = read(state, id);
    if (c.controller !== player || !c.manaCost) continue;
    for (const s of parseManaCost(c.manaCost)) {
      const syms = symbolColors(s);
      if (syms.some((x) => colors.includes(x))) n++;
    }
  }
  return n;
}
