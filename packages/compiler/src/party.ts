/**
 * 700.8: the party — up to one each of Cleric, Rogue, Warrior and Wizard among the creatures a player controls.
 * "for each creature in your party", "the number of creatures in your party" (Amount `partySize`), "if you have a
 * full party" (Condition `fullParty`).
 */
import type { Amount, Condition } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

/** "for each creature in your party" after an amount `n` ("gain 2 life for each creature in your party"). */
export function forEachInParty(p: Cursor, n: number): Amount | null {
  if (!p.eat('for each creature in your party')) return null;
  return { kind: 'partySize', ...(n !== 1 ? { multiplier: n } : {}) };
}

/** "the number of creatures in your party". */
export function numberInParty(p: Cursor): Amount | null {
  return p.eat('the number of creatures in your party') ? { kind: 'partySize' } : null;
}

/** "you have a full party" (a Cleric, a Rogue, a Warrior and a Wizard). */
export function fullPartyCondition(p: Cursor): Condition | null {
  return p.eat('you have a full party') ? { kind: 'fullParty' } : null;
}
