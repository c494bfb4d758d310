/**
 * Static permissions to see and play cards from the top of a library or from a graveyard (401.5, 601.3, 305.1; engine
 * stack/static-play-permissions.ts, view/view.ts):
 *
 *   line      := ["As long as" condition ","] clause {", and" clause} "."
 *   clause    := "you may look at the top card of your library any time"
 *              | "play with the top card of your library revealed"
 *              | ["During your turn,"] "you may" plays zone
 *              | ("Once during each of your turns," | "Once each turn,") "you may cast" spell zone
 *   plays     := "play cards" | "play lands" ["and cast" spells] | "cast" spells
 *   zone      := "from the top of your library" | "from your graveyard" (only with "during your turn" or "once", or
 *                after "play lands" alone)
 *   spells    := a spell description ("creature spells", "Angel spells and Human spells", "instant and sorcery
 *                spells"), matched on the card's characteristics only
 *
 * Anything else after the clause ("If you cast a spell this way, …", "by paying life …") leaves the line unread.
 */
import type { AbilityNode, Condition, ObjectMatch, StaticEffect } from '@arbiter/engine';
import { CAST_RECORD_MATCH_KEYS } from '@arbiter/engine';
import type { CardCtx } from './card-context.js';
import { conditionPrefix } from './condition-prefix.js';
import { Cursor } from './cursor.js';
import { desc } from './phrases.js';
import { spellMatch, typeListSpells } from './spells-cast.js';
import type { Token } from './tokens.js';

export function playFromZoneLine(
  toks: Token[],
  card: CardCtx,
  line: string,
  condition: (p: Cursor) => Condition | null,
): AbilityNode[] | null {
  const p = new Cursor(toks, card);
  return p.try((): AbilityNode[] | null => {
    const cond = conditionPrefix(p, condition);
    if (cond === null) return null;
    const effects: StaticEffect[] = [];
    do {
      const e = clause(p);
      if (!e) return null;
      effects.push(e);
    } while (p.eat(', and') || p.eat('and'));
    if (!p.eat('.') || !p.done) return null;
    return effects.map((effect) => ({ kind: 'static', effect, text: line, ...(cond ? { condition: cond } : {}) }));
  });
}

function clause(p: Cursor): StaticEffect | null {
  if (p.eat('you may look at the top card of your library any time')) return { kind: 'libraryTopVisible' };
  if (p.eat('play with the top card of your library revealed')) return { kind: 'libraryTopVisible', revealed: true };
  return p.try((): StaticEffect | null => {
    // "Once during each of your turns, you may cast a …", "Once each turn, you may cast a …": one spell.
    const once: 'yours' | 'each' | null = p.eat('once during each of your turns ,')
      ? 'yours'
      : p.eat('once each turn ,')
        ? 'each'
        : null;
    const yourTurn = !once && p.eat('during your turn ,');
    if (!p.eat('you may')) return null;
    const cards = !once && p.eat('play cards');
    const lands = cards || (!once && p.eat('play lands'));
    let spells: ObjectMatch | null = cards ? {} : null;
    if (!lands || (!cards && p.eat('and'))) {
      if (!p.eat('cast')) return null;
      spells = spellsOf(p, !once);
      if (!spells) return null;
    }
    const zone = p.eat('from the top of your library')
      ? 'libraryTop'
      : p.eat('from your graveyard')
        ? 'graveyard'
        : null;
    // (a graveyard permission with neither a once-each-turn limit nor "during your turn" is not a line this reads, except
    // "You may play lands from your graveyard": a land is played only in its controller's own turn anyway, 305.3)
    if (!zone || (zone === 'graveyard' && !once && !yourTurn && (spells || cards))) return null;
    return {
      kind: 'playFromZone',
      zone,
      ...(lands ? { lands: true } : {}),
      ...(spells ? { spells } : {}),
      ...(once ? { oncePerTurn: once } : {}),
      ...(yourTurn ? { yourTurn: true as const } : {}),
    };
  });
}

/**
 * "creature spells", "Angel spells and Human spells", "instant and sorcery spells" (`plural`), "a Zombie creature spell",
 * "an Aura or Equipment spell": matched on the card's characteristics only (its types, colours, mana value …).
 */
function spellsOf(p: Cursor, plural: boolean): ObjectMatch | null {
  if (!plural && !(p.eat('a') || p.eat('an'))) return null;
  // The description ends before "from" (else "from your graveyard" would be read as where the cards are).
  const end = p.toks.findIndex((t, i) => i >= p.i && t.t === 'from');
  if (end < 0) return null;
  const q = new Cursor(p.toks.slice(0, end), p.card);
  q.i = p.i;
  const listed = plural ? typeListSpells(q) : null;
  const d = listed ? null : desc(q);
  const m = listed ?? (d && d.plural === plural ? spellMatch(d) : null);
  if (!m || !q.done) return null;
  const keys: readonly string[] = CAST_RECORD_MATCH_KEYS;
  if (!Object.keys(m).every((k) => keys.includes(k))) return null;
  p.i = end;
  return m;
}
