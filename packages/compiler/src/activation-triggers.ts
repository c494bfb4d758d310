/**
 * 602.2b: triggers on a player activating an ability (engine triggers/detect.ts `activatesAbility`):
 *
 *   trigger := "you activate" ("an ability" | "a loyalty ability") ["of" source] [nonMana]
 *   source  := "enchanted planeswalker" | ("a" | "an") description   (read on the source's last known information)
 *   nonMana := "that isn't a mana ability" | ", if it isn't a mana ability"
 *
 * The engine reports no activation of a mana ability (605.1a), so a trigger that could see one — an ability of any
 * object, not a loyalty ability, with no "that isn't a mana ability" — is refused.
 */
import type { Filter, TriggerSpec } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { lkiSafe } from './lki-filters.js';
import { desc, descFilter } from './phrases.js';

export function activatesAbilityTrigger(p: Cursor): TriggerSpec | null {
  return p.try((): TriggerSpec | null => {
    if (!p.eat('you activate')) return null;
    const loyalty = p.eat('a loyalty ability');
    if (!loyalty && !p.eat('an ability')) return null;
    let source: Filter | null = null;
    let enchanted = false;
    if (p.eat('of')) {
      enchanted = p.eat('enchanted planeswalker');
      if (!enchanted) source = sourceFilter(p);
      if (!enchanted && !source) return null;
    }
    // 605.1a: a loyalty ability is never a mana ability.
    const nonMana = p.eat("that isn't a mana ability") || (p.is(',', 'if') && p.eat(", if it isn't a mana ability"));
    if (!nonMana && !loyalty) return null;
    return {
      kind: 'activatesAbility',
      ...(source ? { source } : {}),
      ...(enchanted ? { enchanted: true as const } : {}),
      ...(loyalty ? { loyalty: true as const } : {}),
    };
  });
}

/** "an artifact or creature", "a Chandra planeswalker": a description ending before "that" or ",". */
function sourceFilter(p: Cursor): Filter | null {
  if (!(p.eat('a') || p.eat('an'))) return null;
  let end = p.toks.findIndex((t, i) => i >= p.i && (t.t === 'that' || t.t === ','));
  if (end < 0) end = p.toks.length;
  const q = new Cursor(p.toks.slice(0, end), p.card);
  q.i = p.i;
  const d = desc(q);
  if (!d || !q.done || d.plural || d.card || d.spell || d.player || d.zone) return null;
  const f = descFilter(d);
  if (!f || !lkiSafe(f)) return null;
  p.i = end;
  return f;
}
