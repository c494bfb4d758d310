/**
 * 702.122a / 702.171a: "~ [saddles Mounts and] crews Vehicles as though its power were N greater." — as it is tapped to
 * pay a crew (and saddle) cost, its power counts as N greater (engine stack/crew-power.ts).
 */
import type { AbilityNode, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { number } from './phrases.js';

/** The line, or undefined (not this line). */
export function crewPowerLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
): AbilityNode[] | undefined {
  return (
    p.try(() => {
      if (!p.eat('~')) return null;
      const saddles = p.eat('saddles mounts and');
      if (!p.eat('crews vehicles as though its power were')) return null;
      const delta = number(p);
      if (delta === null || !p.eat('greater') || !end()) return null;
      return [st({ kind: 'crewsAsThoughPower', affected: { kind: 'self' }, delta, saddles })];
    }) ?? undefined
  );
}
