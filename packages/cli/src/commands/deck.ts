import { readFileSync } from 'node:fs';
import { readDeckList, sectionCounts, SECTIONS, type CardDatabase, type DeckList } from '@arbiter/cards';
import { loadCardDatabase, loadCardFile } from '@arbiter/cards/node';
import { compileCard } from '@arbiter/compiler';
import { poolFlag } from './cards.js';
import { parseFlags, UsageError, type CliIO, type Command } from '../command.js';

const USAGE = `Usage: arbiter deck check <file> [--format <format>] [--json] [--pool modern|2017] [--data <cards.json>]

  Parses a deck list (plain text, Arena export, MTGO text or .dek XML), reports unknown
  cards with line numbers and suggestions, and counts the cards per section.
  Exits 1 when the list has errors.

  --format  the format to check against (commander, standard, …); legality checks
            arrive with the tournament rules, so for now it is only recorded
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
      if (!c.playable) out.push({ card: e.card, reason: `${c.status}: ${c.failures.map((f) => `"${f.replace(/\n/g, ' / ')}"`).join('; ')}` });
    }
  }
  return out;
}

const SYNTAX_NAMES = { text: 'text list', arena: 'Arena export', 'mtgo-dek': 'MTGO .dek' } as const;

async function check(args: string[], io: CliIO): Promise<number> {
  const { flags, positional } = parseFlags(args, { booleans: ['json'], values: ['format', 'data', 'pool'] });
  if (positional.length !== 1) throw new UsageError(positional.length === 0 ? 'deck check needs a file' : 'deck check takes one file');
  const file = positional[0]!;
  const format = flags.get('format');
  const json = flags.has('json');

  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    io.stderr(`arbiter deck check: cannot read ${file}: ${(err as Error).message}\n`);
    return 1;
  }
  const data = flags.get('data');
  const db = typeof data === 'string' ? loadCardFile(data).db : loadCardDatabase({ pool: poolFlag(flags) });
  const deck = readDeckList(text, db, { format: file.toLowerCase().endsWith('.dek') ? 'dek' : 'auto' });
  const counts = sectionCounts(deck);
  const uncompiled = uncompiledCards(deck, db);
  const ok = deck.errors.length === 0;

  if (json) {
    const out = {
      file,
      ok,
      syntax: deck.format,
      ...(deck.name !== undefined && { name: deck.name }),
      format: typeof format === 'string' ? format : null,
      formatChecked: false,
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
    lines.push(`  ${s.padEnd(10)} ${String(counts[s]).padStart(3)} card${counts[s] === 1 ? ' ' : 's'}${entries > 0 ? ` (${entries} line${entries === 1 ? '' : 's'})` : ''}`);
  }
  if (deck.errors.length > 0) {
    lines.push('', `Errors (${deck.errors.length}):`);
    for (const e of deck.errors) lines.push(`  ${e.message}`);
  }
  if (uncompiled.length > 0) {
    lines.push('', `Not fully compiled (${uncompiled.length}):`);
    for (const u of uncompiled) lines.push(`  ${u.card}: ${u.reason}`);
  }
  if (typeof format === 'string') lines.push('', `Format ${format}: not checked (format legality arrives with the tournament rules).`);
  lines.push('', ok ? 'OK' : `${deck.errors.length} error${deck.errors.length === 1 ? '' : 's'}`);
  io.stdout(`${lines.join('\n')}\n`);
  return ok ? 0 : 1;
}

export const deckCommand: Command = {
  name: 'deck',
  summary: 'check a deck list: unknown cards, malformed lines, card counts (check)',
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === 'check') return check(rest, io);
    throw new UsageError(sub === undefined ? 'missing sub-command (check)' : `unknown sub-command '${sub}'`);
  },
};
