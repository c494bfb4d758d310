/**
 * "a creature with the greatest power among creatures they control", "the creature with the greatest toughness or tied
 * for the greatest toughness", "target creature with the greatest power among creatures on the battlefield": an object
 * whose power (toughness, mana value) is at least that of every permanent the comparison ranges over — so each of
 * several tied for the greatest is one (the cards' rulings: the chooser picks among them).
 */
import type { ObjectMatch } from '../cards/ability-tree.js';
import type { GameState, ObjectId } from '../state/types.js';
import type { Characteristics, CharsReader } from './characteristics-reader.js';
import { manaValueOf } from './faces.js';

type Greatest = NonNullable<ObjectMatch['greatest']>;

/** 208.1 / 202.3: the compared value (no power or toughness counts as 0). */
function statOf(g: Greatest, c: Characteristics): number {
  return g.stat === 'manaValue' ? manaValueOf(c) : ((g.stat === 'toughness' ? c.toughness : c.power) ?? 0);
}

/**
 * Is `c` (the object `id`) among the greatest? The permanents compared are those matching `among` (as the filter's
 * perspective reads it), with `sameController` only those its controller controls ("among creatures they control").
 */
export function isGreatest(
  state: GameState,
  g: Greatest,
  id: ObjectId,
  c: Characteristics,
  read: CharsReader,
  matches: (m: ObjectMatch, id: ObjectId, c: Characteristics) => boolean,
): boolean {
  const mine = statOf(g, c);
  for (const other of state.battlefield) {
    if (other === id) continue;
    const oc = read(state, other);
    if (g.sameController && oc.controller !== c.controller) continue;
    if (matches(g.among, other, oc) && statOf(g, oc) > mine) return false;
  }
  return true;
}
