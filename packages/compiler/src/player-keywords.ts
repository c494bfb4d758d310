/**
 * Hexproof and shroud on a player (702.11c, 702.18a; engine objects/statics.ts playerHasKeyword), a whole static line:
 *
 *   line := "you have" keywords "."
 *         | "you and" subject "have" keywords "."      (the player and the permanents: two statics)
 *   keywords := "hexproof" | "shroud"
 */
import type { AbilityNode, ObjectRef, PlayerKeyword, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

/** Who a static ability affects (abilities.ts staticSubject). */
type Subject = (p: Cursor) => { ref: ObjectRef; plural: boolean } | null;

function playerKeyword(p: Cursor): PlayerKeyword | null {
  return p.eat('hexproof') ? 'hexproof' : p.eat('shroud') ? 'shroud' : null;
}

export function playerKeywordLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
  subject: Subject,
): AbilityNode[] | null {
  return p.try((): AbilityNode[] | null => {
    if (p.eat('you have')) {
      const k = playerKeyword(p);
      return k && end() ? [st({ kind: 'playerKeywords', keywords: [k] })] : null;
    }
    if (!p.eat('you and')) return null;
    const s = subject(p);
    if (!s || !p.eat('have')) return null;
    const k = playerKeyword(p);
    if (!k || !end()) return null;
    return [
      st({ kind: 'playerKeywords', keywords: [k] }),
      st({ kind: 'grantKeywords', affected: s.ref, keywords: [k] }),
    ];
  });
}
