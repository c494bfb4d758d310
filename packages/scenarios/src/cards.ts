/**
 * Where scenario card names come from. A scenario first uses its own inline `cards:`, then
 * each CardSource in order: the engine's hand-written starter cards, then (in the CLI and
 * tests, when the package is installed) cards compiled from Oracle text.
 */
import { STARTER_BY_NAME, type CardDefinition } from '@arbiter/engine';
import { closest } from './errors.js';

export interface CardSource {
  /** For messages: "starter cards", "compiled cards". */
  readonly label: string;
  get(name: string): CardDefinition | undefined;
  /** Names close to `name` (for "did you mean"). */
  suggest?(name: string): readonly string[];
  /** Why a card this source knows can't be used, e.g. "the compiler doesn't handle: …". */
  explain?(name: string): string | undefined;
}

export const starterSource: CardSource = {
  label: 'starter cards',
  get: (name) => STARTER_BY_NAME[name],
  suggest: (name) => closest(name, Object.keys(STARTER_BY_NAME)),
};

/** A source over a fixed set of definitions (inline cards, tests). */
export function mapSource(label: string, defs: Readonly<Record<string, CardDefinition>>): CardSource {
  return { label, get: (n) => defs[n], suggest: (n) => closest(n, Object.keys(defs)) };
}

export interface Resolved {
  readonly def: CardDefinition | undefined;
  /** When not found: names to suggest and reasons from the sources. */
  readonly suggestions: readonly string[];
  readonly reasons: readonly string[];
}

/** Looks a name up through the sources in order. */
export function lookupCard(sources: readonly CardSource[], name: string): Resolved {
  for (const s of sources) {
    const d = s.get(name);
    if (d) return { def: d, suggestions: [], reasons: [] };
  }
  const suggestions: string[] = [];
  const reasons: string[] = [];
  for (const s of sources) {
    for (const x of s.suggest?.(name) ?? []) if (!suggestions.includes(x) && x !== name) suggestions.push(x);
    const why = s.explain?.(name);
    if (why) reasons.push(why);
  }
  return { def: undefined, suggestions: suggestions.slice(0, 4), reasons };
}
