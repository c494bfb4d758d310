// The one path from a deck file to a verdict, shared by `arbiter deck check --format` and
// `arbiter tournament deck-check`: the deck parser of @arbiter/cards, the card index
// (built in, or a downloaded card file), and the legality checker of @arbiter/tournament.
import { existsSync } from 'node:fs';
import { readDeckList, type CardDatabase, type DeckList } from '@arbiter/cards';
import { DEFAULT_POOL, loadCardDatabase, loadCardFile, type PoolName } from '@arbiter/cards/node';
import { checkDeckList, DECK_FORMATS, isKnownFormat, type DeckCheckResult } from '@arbiter/tournament';
import { CliError, readTextFile, UsageError, type CliIO } from './command.js';

/**
 * The card index: a built-in pool (default: the modern one), or a downloaded MTGJSON / Scryfall /
 * Arbiter / OCTGN file or folder — with one-line errors for a missing, non-JSON or foreign file.
 */
export function loadCardIndex(
  dataFile: string | undefined,
  io?: CliIO,
  flag = '--data',
  pool: PoolName = DEFAULT_POOL,
): CardDatabase {
  if (dataFile === undefined) return loadCardDatabase({ pool });
  const what = `card data file (${flag})`;
  if (!existsSync(dataFile)) throw new CliError(`cannot read the ${what} ${dataFile}: no such file or folder`);
  let loaded: ReturnType<typeof loadCardFile>;
  try {
    loaded = loadCardFile(dataFile);
  } catch (err) {
    const msg = err instanceof Error ? err.message.split('\n')[0] : String(err);
    if (err instanceof SyntaxError) throw new CliError(`the ${what} ${dataFile} is not JSON (${msg})`);
    if ((err as { code?: unknown }).code !== undefined)
      throw new CliError(`cannot read the ${what} ${dataFile}: ${msg}`);
    throw new CliError(`${dataFile} is not a card data file (${flag}): ${msg}`);
  }
  if (loaded.db.size === 0) throw new CliError(`${dataFile} is not a card data file (${flag}): it holds no cards`);
  for (const w of loaded.warnings.slice(0, 5)) io?.stderr(`  warning: ${w}\n`);
  return loaded.db;
}

/** Reads and parses a deck file (text, Arena, MTGO text or .dek), resolving names against the index. */
export function readDeckFile(file: string, cards: CardDatabase): DeckList {
  const text = readTextFile(file, 'deck file');
  return readDeckList(text, cards, { format: file.toLowerCase().endsWith('.dek') ? 'dek' : 'auto' });
}

/** A `--format` value the checker knows, or a usage error listing the known ones. */
export function checkedFormat(format: string): string {
  if (!isKnownFormat(format)) throw new UsageError(`unknown --format '${format}'; known: ${DECK_FORMATS.join(', ')}`);
  return format.toLowerCase();
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Runs the legality checker on a parsed list. */
export function deckVerdict(list: DeckList, cards: CardDatabase, format: string, date: string): DeckCheckResult {
  return checkDeckList(list, { format, date, cards });
}

/** The verdict as both commands print it: one line, then one line per problem with the rule it breaks. */
export function verdictLines(result: DeckCheckResult, format: string, date: string): string[] {
  const n = result.problems.length;
  const lines = [
    `Format ${format} (as of ${date}): ${result.legal ? 'legal' : `NOT legal — ${n} problem${n === 1 ? '' : 's'}`} (main ${result.mainCount}, sideboard ${result.sideboardCount})`,
  ];
  for (const p of result.problems) lines.push(`  [${p.rule}] ${p.message}`);
  return lines;
}
