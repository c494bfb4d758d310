/**
 * Unknown symbols never crash a compile (issue 13 §3). A card whose mana cost or text holds a
 * symbol the rules don't define (107.4 mana symbols, 107.5 {T}, 107.6 {Q}, 107.14 {E}, the
 * pawprint {P}, the ticket {TK}, Planechase's {PW} and {CHAOS}) compiles to "none", its failure
 * naming the clause and the symbol. A cost the engine can't pay — {Y} or {Z} (107.3i: the engine
 * announces only X) — is refused the same way.
 */
import { checkManaCost, type ManaSymbol } from '@arbiter/engine';

/** Symbols of rules text that are not mana symbols but are defined by the rules. */
const TEXT_SYMBOLS: ReadonlySet<string> = new Set(['T', 'Q', 'E', 'P', 'TK', 'PW', 'CHAOS']);

const SYMBOL = /\{([^{}]*)\}/g;

/** The first symbol of `text` that is neither a mana symbol nor another symbol the rules define, or null. */
export function unknownTextSymbol(text: string): string | null {
  for (const m of text.matchAll(SYMBOL)) {
    const s = m[1]!.trim().toUpperCase();
    if (TEXT_SYMBOLS.has(s)) continue;
    if (!checkManaCost(`{${s}}`).ok) return `{${m[1]}}`;
  }
  return null;
}

/** One token is one mana symbol of 107.4 ("{2}", "{G/W/P}", "{C/U}", …). */
export function isManaSymbol(token: string): boolean {
  return /^\{[^{}]+\}$/.test(token) && checkManaCost(token).ok;
}

const unpayable = (s: ManaSymbol): boolean => s.kind === 'variable';

/** Why a mana cost can't be played (unknown symbol, or a variable other than X), or null when it can. */
export function manaCostProblem(cost: string): string | null {
  const r = checkManaCost(cost);
  if (!r.ok) return r.error.symbol ? `unknown mana symbol ${r.error.symbol}` : r.error.message;
  const v = r.symbols.find(unpayable);
  return v && v.kind === 'variable'
    ? `{${v.letter}} is a variable the engine does not announce (107.3i; only X is)`
    : null;
}

/** A compiled value only of mana symbols, e.g. a cost's `mana` field. */
const MANA_STRING = /^\s*(\{[^{}]*\}\s*)+$/;

/** The first mana string inside a compiled ability tree (any depth) that can't be played, with why; or null. */
export function badManaIn(value: unknown): string | null {
  if (typeof value === 'string')
    return MANA_STRING.test(value) && !/^\s*\{[TQ]\}\s*$/.test(value) ? manaCostProblem(value) : null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const r = badManaIn(v);
      if (r) return r;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'text') continue;
      const r = badManaIn(v);
      if (r) return r;
    }
  }
  return null;
}
