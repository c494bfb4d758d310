/**
 * Filters compared with amounts: "target creature card with mana value less than or equal to ~'s power", "each
 * creature with power greater than the number of cards in your hand" (ObjectMatch.statCompared). The engine reads the
 * amount where the filter is used (effects/amount-filters.ts): a target's as the targets are chosen and checked again
 * (601.2c, 608.2b), from the controller and the source alone; an instruction's as it is followed (608.2h), with
 * everything the resolution knows. Anywhere else (a trigger condition, a static ability, a cost) nothing reads it, so
 * such abilities are refused here rather than compiled to a filter that matches nothing.
 */
import type { AbilityNode, Amount } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { amountEqual } from './effects.js';
import { newCtx } from './phrases.js';

/** The amount after "less than or equal to" etc. in an object description (CardCtx.filterAmount). */
export function filterAmountPhrase(p: Cursor): Amount | null {
  return amountEqual(p, newCtx(true));
}

/** Amounts a target's filter can read from its controller and source alone, before any resolution (601.2c). */
function readableForTargets(a: Amount): boolean {
  switch (a.kind) {
    case 'fixed':
    case 'x': // bound to the announced X first (107.3a, effects/x-filters.ts)
    case 'count':
    case 'greatestPower':
    case 'totalStat':
    case 'countersOnSource':
    case 'sourcePower':
    case 'cardsIn':
    case 'devotion':
    case 'lifeTotal':
    case 'colorsAmong':
    case 'opponentCount':
    case 'basicLandTypes':
    case 'startingLife':
    case 'commanderStat':
    case 'lowestLife':
    case 'timesKicked':
      return true;
    case 'countControlledBy':
      return a.who.kind === 'you' || a.who.kind === 'each';
    case 'difference':
      return readableForTargets(a.a) && readableForTargets(a.b);
    default:
      return false;
  }
}

type Place = 'effect' | 'target' | 'other';

/** Are all comparisons in `v` (at `place`) read by the engine with the amounts they name? */
function comparisonsOk(v: unknown, place: Place): boolean {
  if (v === null || typeof v !== 'object') return true;
  if (Array.isArray(v)) return v.every((w) => comparisonsOk(w, place));
  const o = v as Record<string, unknown>;
  const c = o.statCompared as { amount: Amount } | undefined;
  if (c && (place === 'other' || (place === 'target' && !readableForTargets(c.amount)))) return false;
  const kind = o.kind;
  const ability = kind === 'spell' || kind === 'activated' || kind === 'triggered';
  const reflexive = place === 'effect' && kind === 'reflexiveTrigger';
  return Object.entries(o).every(([k, w]) => {
    if (k === 'statCompared') return true;
    if (k === 'abilities' || k === 'ability') return comparisonsOk(w, 'other'); // read when those abilities are used
    if ((ability || reflexive) && k === 'targets') return comparisonsOk(w, 'target');
    if ((ability || reflexive) && k === 'effects') return comparisonsOk(w, 'effect');
    if (ability && k === 'modes') return modesOk(w);
    return comparisonsOk(w, ability ? 'other' : place);
  });
}

function modesOk(w: unknown): boolean {
  const modes = (w as { modes?: unknown[] } | undefined)?.modes ?? [];
  return modes.every((m) => {
    const { targets, effects, ...rest } = m as { targets?: unknown; effects?: unknown };
    return comparisonsOk(targets, 'target') && comparisonsOk(effects, 'effect') && comparisonsOk(rest, 'other');
  });
}

/** Every comparison in these abilities is read where it stands (see the module comment). */
export function amountFiltersOk(abilities: readonly AbilityNode[]): boolean {
  return abilities.every((a) => comparisonsOk(a, 'other'));
}

/** The same for a spell's text: its instructions, its targets, its modes. */
export function spellAmountFiltersOk(effects: unknown, targets: unknown, modes?: unknown): boolean {
  return (
    comparisonsOk(effects, 'effect') && comparisonsOk(targets, 'target') && (modes === undefined || modesOk(modes))
  );
}
