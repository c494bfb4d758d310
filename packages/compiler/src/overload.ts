/**
 * 702.96a overload: "Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's mana cost" and
 * "If you chose to pay this spell's overload cost, change its text by replacing all instances of the word 'target'
 * with the word 'each.'" The compiler compiles that changed text (612, a text-changing effect) beside the spell's own:
 * the keyword carries the overloaded effects, which have no targets (702.96b); the engine follows them when the spell
 * was cast for its overload cost (stack/overload.ts).
 */
import type { CardCtx } from './card-context.js';
import type { AbilityNode, Effect } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { effectText } from './effects.js';
import { newCtx } from './phrases.js';
import { tokenize } from './tokens.js';

/** The instruction lines with every "target" replaced by "each", compiled; null if any can't be, or still targets. */
function overloadedEffects(lines: readonly string[], card: CardCtx): Effect[] | null {
  const ctx = newCtx(false);
  const out: Effect[] = [];
  for (const line of lines) {
    // Only the plain "target [desc]" wording: "any target", "another target", "up to N target", "targets" read differently.
    if (/\b(any|another|up to \w+|two|three) target\b|\btargets\b/i.test(line)) return null;
    const text = line.replace(/\bTarget\b/g, 'Each').replace(/\btarget\b/g, 'each');
    const effs = effectText(new Cursor(tokenize(text), card), ctx);
    if (!effs) return null;
    out.push(...effs);
  }
  return ctx.targets.length === 0 && out.length > 0 ? out : null;
}

/**
 * Fills the overload keyword's effects from the spell's instruction lines (not a modal spell). Returns false when the
 * overloaded text doesn't compile (the keyword's line then fails).
 */
export function fillOverload(
  abilities: AbilityNode[],
  card: CardCtx,
  lines: readonly string[],
  modal: boolean,
): boolean {
  const i = abilities.findIndex((a) => a.kind === 'keyword' && a.keyword === 'overload');
  if (i < 0) return true;
  const effects = modal ? null : overloadedEffects(lines, card);
  const a = abilities[i]!;
  if (!effects || a.kind !== 'keyword' || a.keyword !== 'overload') {
    abilities.splice(i, 1);
    return false;
  }
  abilities[i] = { ...a, effects };
  return true;
}
