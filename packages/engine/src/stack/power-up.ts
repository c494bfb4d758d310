/**
 * Power-up: "Activate each power-up ability only once. Reduce the cost by its mana cost if it entered this turn."
 * While the permanent entered the battlefield this turn, the ability's mana cost (602.2b: the activation cost takes
 * the place of a spell's mana cost in 601.2f) is reduced by the permanent's mana cost, symbol by symbol:
 * generic by generic, and a coloured symbol by one mana of that colour, or by one generic mana where the cost has
 * no mana of that colour left (118.7a, 118.7b). {X} in the permanent's mana cost is 0 there (107.3).
 * The compiler accepts power-up only where neither cost holds hybrid or Phyrexian symbols (118.7c, 118.7d ask for
 * choices this reduction doesn't make).
 */
import { parseManaCost, symbolText, type ManaCostText, type ManaSymbol } from '../cards/mana-symbols.js';

/** `cost` reduced by the symbols of `by` (118.7a, 118.7b); never below nothing ({0}). */
export function reduceBy(cost: ManaCostText, by: ManaCostText): ManaCostText {
  const rest: ManaSymbol[] = [];
  let generic = 0;
  for (const s of parseManaCost(cost)) {
    if (s.kind === 'generic') generic += s.n;
    else rest.push(s);
  }
  for (const s of parseManaCost(by)) {
    if (s.kind === 'generic') generic = Math.max(0, generic - s.n);
    else if (s.kind === 'colored') {
      const k = rest.findIndex((r) => r.kind === 'colored' && r.color === s.color);
      if (k >= 0) rest.splice(k, 1);
      else generic = Math.max(0, generic - 1); // 118.7a
    } else if (s.kind === 'colorless') {
      const k = rest.findIndex((r) => r.kind === 'colorless');
      if (k >= 0) rest.splice(k, 1);
      else generic = Math.max(0, generic - 1);
    }
  }
  const text = rest.map(symbolText).join('');
  return (generic > 0 || text === '' ? `{${generic}}` : '') + text;
}
