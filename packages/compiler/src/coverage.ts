/** Coverage: how much of a card pool compiles fully, partially or not at all (issue 4). */
import { countCards, isCounted, type CardRecord } from '@arbiter/cards';
import { compileCard, type CompiledCard, type Status } from './compile.js';

export interface CoverageReport {
  readonly total: number;
  readonly full: number;
  readonly partial: number;
  readonly none: number;
  /** Per top-level card type: how many of each status (a card counts under each of its types). */
  readonly byType: Readonly<
    Record<string, { readonly total: number; readonly full: number; readonly partial: number; readonly none: number }>
  >;
  /** The most frequent clauses that did not compile, grouped after normalising numbers and names. */
  readonly topUnsupported: readonly { readonly clause: string; readonly count: number; readonly example: string }[];
  /** Cards that could not be read at all (a symbol the rules don't define, a compiler error): "none", with why. */
  readonly unreadable: readonly { readonly name: string; readonly reasons: readonly string[] }[];
}

/** The grouping key of a failed clause: numbers → N, the card's own name → CARDNAME. */
export function clauseKey(clause: string): string {
  return clause
    .replace(/\{\d+\}/g, '{N}')
    .replace(/[+-]\d+\/[+-]\d+/g, '+N/+N')
    .replace(/\b\d+\/\d+\b/g, 'N/N')
    .replace(/\b\d+\b/g, 'N')
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/gi, 'N');
}

export interface CoverageOptions {
  readonly top?: number;
  /** Called every `every` cards with (done, total). */
  readonly progress?: (done: number, total: number) => void;
  readonly every?: number;
}

export function coverage(
  db: { all(): readonly CardRecord[] },
  opts: CoverageOptions = {},
): CoverageReport & { readonly cards: readonly CompiledCard[] } {
  const counted = db.all().filter(isCounted);
  const totals = countCards(db);
  const byType: Record<string, { total: number; full: number; partial: number; none: number }> = {};
  const tally: Record<Status, number> = { full: 0, partial: 0, none: 0 };
  const clauses = new Map<string, { count: number; example: string }>();
  const cards: CompiledCard[] = [];
  const unreadable: { name: string; reasons: readonly string[] }[] = [];
  const every = opts.every ?? 2000;
  counted.forEach((card, i) => {
    if (opts.progress && i % every === 0) opts.progress(i, counted.length);
    const c = compileCard(card);
    cards.push(c);
    if (c.unreadable) unreadable.push({ name: card.name, reasons: c.unreadable });
    tally[c.status]++;
    const types = new Set(card.types);
    if (types.size === 0) types.add('(none)');
    for (const t of types) {
      const b = (byType[t] ??= { total: 0, full: 0, partial: 0, none: 0 });
      b.total++;
      b[c.status]++;
    }
    c.failureKeys.forEach((k, j) => {
      const key = clauseKey(k);
      const e = clauses.get(key);
      if (e) e.count++;
      else clauses.set(key, { count: 1, example: `${card.name}: ${c.failures[j] ?? k}` });
    });
  });
  opts.progress?.(counted.length, counted.length);
  const top = [...clauses]
    .sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))
    .slice(0, opts.top ?? 50)
    .map(([clause, v]) => ({ clause, count: v.count, example: v.example }));
  return {
    total: totals.total,
    full: tally.full,
    partial: tally.partial,
    none: tally.none,
    byType,
    topUnsupported: top,
    unreadable,
    cards,
  };
}
