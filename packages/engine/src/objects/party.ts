/**
 * 700.8: a player's party — up to one each of Cleric, Rogue, Warrior and Wizard among the creatures they control.
 * "The number of creatures in your party" is the largest party those creatures can form: each creature fills at most
 * one role (a Cleric Wizard counts once), so it is the size of a largest matching of roles to creatures.
 */
import type { GameState, PlayerId } from '../state/types.js';
import type { CharsReader } from './characteristics-reader.js';

const ROLES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'] as const;

/** 700.8: the number of creatures in `player`'s party (0–4). */
export function partySize(state: GameState, player: PlayerId, read: CharsReader): number {
  // How many creatures have each set of roles (a bit per role); four of one set are as many as can matter.
  const masks = new Map<number, number>();
  for (const id of state.battlefield) {
    const c = read(state, id);
    if (c.controller !== player || !c.types.includes('Creature')) continue;
    let m = 0;
    ROLES.forEach((r, i) => {
      if (c.subtypes.includes(r)) m |= 1 << i;
    });
    if (m) masks.set(m, Math.min(ROLES.length, (masks.get(m) ?? 0) + 1));
  }
  return largestParty(0, masks);
}

/** The most roles from `role` on that the creatures left (`masks`: role sets and how many) can fill. */
function largestParty(role: number, masks: Map<number, number>): number {
  if (role === ROLES.length) return 0;
  let best = largestParty(role + 1, masks); // leave this role empty
  for (const [m, n] of masks) {
    if (!(m & (1 << role)) || n === 0) continue;
    masks.set(m, n - 1);
    best = Math.max(best, 1 + largestParty(role + 1, masks));
    masks.set(m, n);
    if (best === ROLES.length - role) break;
  }
  return best;
}
