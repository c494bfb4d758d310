/**
 * 702.167a craft: "Craft with [materials] [cost]" means "[Cost], Exile this permanent, Exile [materials] from among
 * permanents you control and/or cards in your graveyard: Return this card to the battlefield transformed under its
 * owner's control. Activate only as a sorcery." 702.167b: materials named by a type without the word "card" are
 * permanents or graveyard cards of that type; with "card(s)", graveyard cards only.
 *
 *   materials := ["one or more" | N ["or more"]] [description]
 *
 * Materials that must share a quality ("two that share a card type") or that list several different objects ("a
 * Dinosaur, a Merfolk, a Pirate, and a Vampire") are not read.
 */
import type { AbilityNode, CostPart } from '@arbiter/engine';
import { manaCost, type KeywordScope } from './abilities.js';
import { desc, descFilter, number } from './phrases.js';

export function craftKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (!p.eat('craft with')) return undefined;
  if (!permanent) return null;
  const materials = craftMaterials(p);
  const mana = materials ? manaCost(p) : null;
  if (!materials || !mana || !p.done || mana.includes('{X}')) return null;
  return [
    {
      kind: 'activated',
      cost: { mana, parts: [{ kind: 'exileSelf' }, materials] },
      targets: [],
      effects: [{ kind: 'craft' }],
      timing: 'sorcery',
      text: text(),
    },
  ];
}

function craftMaterials(p: KeywordScope['p']): Extract<CostPart, { kind: 'craftMaterials' }> | null {
  let count = 1;
  let orMore = false;
  if (p.eat('one or more')) orMore = true;
  else if (p.peek() !== 'a' && p.peek() !== 'an') {
    const at = p.i;
    const n = number(p);
    if (n !== null) {
      count = n;
      orMore = p.eat('or more');
    } else p.i = at;
  }
  // "Craft with one or more {5}": any permanents you control and/or cards in your graveyard.
  if (orMore && count === 1 && p.peek()?.startsWith('{'))
    return { kind: 'craftMaterials', what: { kind: 'object', match: {} }, count, orMore };
  const d = desc(p);
  if (!d || d.player || d.spell || d.zone || d.alternatives || d.stackAbilities) return null;
  // A number above one names several objects ("two creatures"); one names one ("artifact").
  if (d.plural !== (count > 1 || orMore)) return null;
  const what = descFilter(d);
  if (!what || what.kind !== 'object') return null;
  return { kind: 'craftMaterials', what, count, ...(orMore ? { orMore } : {}), ...(d.card ? { cardsOnly: true } : {}) };
}
