/**
 * 614.1a / 614.12: "If ~ would enter, sacrifice [a | an] [untapped] [Forest | Plains | Island | Swamp | Mountain] instead
 * | sacrifice two untapped lands instead. If you do, put ~ onto the battlefield. If you don't, put it into its owner's
 * graveyard." (engine events/sacrifice-to-enter.ts)
 */
import type { AbilityNode, ObjectMatch, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { number } from './phrases.js';

const BASIC = ['forest', 'plains', 'island', 'swamp', 'mountain'];

/** "a Forest", "an untapped Mountain", "two untapped lands": how many, and what. */
function sacrificed(p: Cursor): { count: number; what: ObjectMatch } | null {
  return p.try(() => {
    const count = p.eat('a') || p.eat('an') ? 1 : number(p);
    if (count === null) return null;
    const untapped = p.eat('untapped') ? { tapped: false } : {};
    const t = p.peek();
    if (count === 1 && t && BASIC.includes(t)) {
      p.i++;
      return { count, what: { types: ['Land'], subtypes: [t[0]!.toUpperCase() + t.slice(1)], ...untapped } };
    }
    if (count > 1 && p.eat('lands')) return { count, what: { types: ['Land'], ...untapped } };
    return null;
  });
}

export function sacrificeToEnterLine(p: Cursor, st: (effect: StaticEffect) => AbilityNode): AbilityNode[] | undefined {
  return (
    p.try((): AbilityNode[] | null => {
      if (!p.eat('if ~ would enter , sacrifice')) return null;
      const s = sacrificed(p);
      if (!s) return null;
      const rest =
        "instead . if you do , put ~ onto the battlefield . if you don't , put it into its owner 's graveyard .";
      if (!p.eat(rest) || !p.done) return null;
      return [st({ kind: 'enterBySacrificing', what: s.what, count: s.count })];
    }) ?? undefined
  );
}
