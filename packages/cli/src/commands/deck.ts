import { sectionCounts, SECTIONS, type CardDatabase, type DeckList } from '@arbiter/cards';
import { compileCard } from '@arbiter/compiler';
import { DECK_FORMATS, LISTS_AS_OF } from '@arbiter/tournament';
import { poolFlag } from './cards.js';
import { isoDateFlag, parseFlags, UsageError, type CliIO, type Command } from '../command.js';
import { checkedFormat, deckVerdict, loadCardIndex, readDeckFile, today, verdictLines } from '../deck-verdict.js';

const USAGE = `Usage: arbiter deck check <file> [--format <format>] [--date yyyy-mm-dd] [--json] [--pool modern|2017] [--data <cards.json>]

  Parses a deck list (plain text, Arena export, MTGO text or .dek XML), reports unknown
  cards with line numbers and suggestions, and counts the cards per section. With
  --format it also checks the deck's legality (the same checker as 'arbiter tournament
  deck-check'), citing the rule behind each problem. Exits 1 when the list has errors
  or the deck is not legal.

  --format  the format to check against: ${DECK_FORMATS.slice(0, 10).join(', ')}, block:<id>
            (banned and restricted lists dated, current to ${LISTS_AS_OF})
  --date    the event date for set legality and the banned lists (default today)
  --json    machine-readable output
  --pool    the built-in card pool: modern (default) or 2017
  --data    read cards from a downloaded MTGJSON AtomicCards.json or Scryfall
            oracle-cards file instead of the built-in index`;

/** The deck's cards that do not compile fully (canonical name → the clauses that failed). */
export function uncompiledCards(deck: DeckList, db: CardDatabase): { card: string; reason: string }[] {
  const out: { card: string; reason: string }[] = [];
  const seen = new Set<string>();
  for (const section of [deck.main, deck.sideboard, deck.commander, deck.companion]) {
    for (const e of section) {
      if (!e.card || seen.has(e.card)) continue;
      seen.add(e.card);
      const rec = db.get(e.card);
      if (!rec) continue;
      const c = compileCard(rec);
      if (!c.playable)
        out.push({
          card: e.card,
          reason: `${c.status}: ${c.failures.map((f) => `"${f.replace(/\n/g, ' / ')}"`).join('; ')}`,
        });
    }
  }
  return out;
}

const SYNTAX_NAMES = { text: 'text list', arena: 'Arena export', 'mtgo-dek': 'MTGO .dek' } as const;

async function check(args: string[], io: CliIO): Promise<number> {
  const { flags, positional } = parseFlags(args, { booleans: ['json'], values: ['format', 'data', 'date', 'pool'] });
  if (positional.length !== 1)
    throw new UsageError(positional.length === 0 ? 'deck check needs a file' : 'deck check takes one file');
  const file = positional[0]!;
  const rawFormat = flags.get('format');
  const format = typeof rawFormat === 'string' ? checkedFormat(rawFormat) : undefined;
  const date = isoDateFlag(flags, 'date') ?? today();
  const json = flags.has('json');

  const data = flags.get('data');
  const db = loadCardIndex(typeof data === 'string' ? data : undefined, io, '--data', poolFlag(flags));
  const deck = readDeckFile(file, db);
  const counts = sectionCounts(deck);
  const uncompiled = uncompiledCards(deck, db);
  const verdict = format === undefined ? undefined : deckVerdict(deck, db, format, date);
  const ok = deck.errors.length === 0 && (verdict?.legal ?? true);

  if (json) {
    const out = {
      file,
      ok,
      syntax: deck.format,
      ...(deck.name !== undefined && { name: deck.name }),
      format: format ?? null,
      date,
      legal: verdict?.legal ?? null,
      problems: verdict?.problems ?? [],
      counts,
      main: deck.main,
      sideboard: deck.sideboard,
      commander: deck.commander,
      companion: deck.companion,
      errors: deck.errors,
      uncompiled,
    };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    return ok ? 0 : 1;
  }

  const lines: string[] = [`${file}: ${SYNTAX_NAMES[deck.format]}${deck.name !== undefined ? ` "${deck.name}"` : ''}`];
  for (const s of SECTIONS) {
    if (s !== 'main' && s !== 'sideboard' && deck[s].length === 0) continue;
    const entries = deck[s].length;
    lines.push(
      `  ${s.padEnd(10)} ${String(counts[s]).padStart(3)} card${counts[s] === 1 ? ' ' : 's'}${entries > 0 ? ` (${entries} line${entries === 1 ? '' : 's'})` : ''}`,
    );
  }
  if (deck.errors.length > 0 && !verdict) {
    lines.push('', `Errors (${deck.errors.length}):`);
    for (const e of deck.errors) lines.push(`  ${e.message}`);
  }
  if (uncompiled.length > 0) {
    lines.push('', `Not fully compiled (${uncompiled.length}):`);
    for (const u of uncompiled) lines.push(`  ${u.card}: ${u.reason}`);
  }
  if (verdict && format) lines.push('', ...verdictLines(verdict, format, date));
  const problems = verdict ? verdict.problems.length : deck.errors.length;
  lines.push('', ok ? 'OK' : `${problems} ${verdict ? 'problem' : 'error'}${problems === 1 ? '' : 's'}`);
  io.stdout(`${lines.join('\n')}\n`);
  return ok ? 0 : 1;
}

export const deckCommand: Command = {
  name: 'deck',
  summary: 'check a deck list: unknown cards, card counts, format legality (check)',
  usage: USAGE,
  subcommands: { check: USAGE },
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === 'check') return check(rest, io);
    throw new UsageError(sub === undefined ? 'missing sub-command (check)' : `unknown sub-command '${sub}'`);
  },
};
