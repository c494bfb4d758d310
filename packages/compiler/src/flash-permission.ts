/**
 * A card's own permission to be cast at instant speed (702.8a, 601.3; engine stack/flash-permission.ts):
 *
 *   flashPermission := ["If" condition "," | "As long as" condition ","] "you may cast ~ as though it had flash"
 *                      ["if you pay" {N} "more to cast it"] "."
 *
 * "If you cast it any time a sorcery couldn't have been cast, … sacrifices it at the beginning of the next cleanup
 * step" is a second sentence the engine doesn't do, so that line stays uncompiled.
 *
 * The same permission given to other spells by a permanent's static ability (601.3):
 *
 *   spellsFlash := ["As long as" condition ","] ("You" | "Any player" | "Players") "may cast" spell-desc
 *                  "as though they had flash" "."
 */
import type { CardCtx } from './card-context.js';
import type { AbilityNode, Condition, PlayerRelation } from '@arbiter/engine';
import { conditionPrefix } from './condition-prefix.js';
import { Cursor } from './cursor.js';
import { desc } from './phrases.js';
import { spellMatch, typeListSpells } from './spells-cast.js';
import type { Token } from './tokens.js';

export function flashPermissionLine(
  toks: Token[],
  card: CardCtx,
  line: string,
  condition: (p: Cursor) => Condition | null,
): AbilityNode[] | null {
  const p = new Cursor(toks, card);
  return p.try((): AbilityNode[] | null => {
    const cond = conditionPrefix(p, condition, true);
    if (cond === null) return null;
    if (!p.eat('you may cast ~ as though it had flash')) return null;
    let extra: string | undefined;
    if (p.eat('if you pay')) {
      const t = p.tok();
      if (!t || t.kind !== 'sym' || !/^\{\d+\}$/.test(t.raw)) return null;
      p.i++;
      extra = t.raw;
      if (!p.eat('more to cast it')) return null;
    }
    if (!p.eat('.') || !p.done) return null;
    return [
      {
        kind: 'static',
        effect: { kind: 'castAsThoughFlash', ...(extra ? { extra } : {}) },
        text: line,
        ...(cond ? { condition: cond } : {}),
      },
    ];
  });
}

/** 601.3: "[As long as …,] you may cast creature spells as though they had flash." (a permanent's static ability). */
export function spellsFlashLine(
  toks: Token[],
  card: CardCtx,
  line: string,
  condition: (p: Cursor) => Condition | null,
): AbilityNode[] | null {
  const p = new Cursor(toks, card);
  return p.try((): AbilityNode[] | null => {
    const cond = conditionPrefix(p, condition);
    if (cond === null) return null;
    const caster: PlayerRelation | null = p.eat('you may cast')
      ? 'you'
      : p.eat('any player may cast') || p.eat('players may cast')
        ? 'any'
        : null;
    if (!caster) return null;
    const spells =
      typeListSpells(p) ??
      p.try(() => {
        const d = desc(p);
        return d ? spellMatch(d) : null;
      });
    if (!spells || !p.eat('as though they had flash .') || !p.done) return null;
    return [
      {
        kind: 'static',
        effect: { kind: 'castSpellsAsThoughFlash', spells, caster },
        text: line,
        ...(cond ? { condition: cond } : {}),
      },
    ];
  });
}
