import type { CardDatabase, CardFace, CardRecord } from '@arbiter/cards';
import { loadCardDatabase, loadCardFile } from '@arbiter/cards/node';
import { parseFlags, UsageError, type CliIO, type Command } from '../command.js';

const USAGE = `Usage: arbiter cards show "<card name>" [--json] [--data <cards.json>]
       arbiter cards coverage [--json]

  show      a card's characteristics, Oracle text, printings and compiled abilities
  coverage  how much of the card pool the Oracle-text compiler handles

  --json    machine-readable output
  --data    read cards from a downloaded MTGJSON AtomicCards.json or Scryfall
            oracle-cards file instead of the built-in index`;

/**
 * COMPILER HOOK (cards show): the Oracle-text compiler replaces this body with the lines
 * that print `card`'s compiled ability tree (per face for multi-face cards), and the JSON
 * value for `--json`. `undefined` means "no compiler yet"; `cards show` says so.
 */
export function compiledAbilities(_card: CardRecord): { lines: string[]; json: unknown } | undefined {
  return undefined;
}

/**
 * COMPILER HOOK (cards coverage): not implemented here; the compiler engineer writes it
 * (total/full/partial/none by type, top unsupported clauses; `countCards` from
 * @arbiter/cards gives the total without Un-cards and tokens).
 */
async function coverage(_args: string[], io: CliIO): Promise<number> {
  io.stderr('arbiter cards coverage: not implemented yet (it arrives with the Oracle-text compiler)\n');
  return 1;
}

function loadDb(flags: Map<string, string | true>, io: CliIO): CardDatabase {
  const data = flags.get('data');
  if (typeof data !== 'string') return loadCardDatabase();
  const { db, format, warnings } = loadCardFile(data);
  io.stderr(`arbiter cards: read ${db.size} cards from ${data} (${format})\n`);
  for (const w of warnings) io.stderr(`  warning: ${w}\n`);
  return db;
}

function faceLines(f: CardFace, indent: string): string[] {
  const out = [`${indent}${f.name}${f.manaCost ? `  ${f.manaCost}` : ''}`, `${indent}${f.typeLine}`];
  if (f.text !== '') for (const l of f.text.split('\n')) out.push(`${indent}${l}`);
  if (f.power !== undefined || f.toughness !== undefined) out.push(`${indent}${f.power ?? '?'}/${f.toughness ?? '?'}`);
  if (f.loyalty !== undefined) out.push(`${indent}Loyalty: ${f.loyalty}`);
  if (f.defense !== undefined) out.push(`${indent}Defense: ${f.defense}`);
  if (f.hand !== undefined || f.life !== undefined) out.push(`${indent}Hand ${signed(f.hand ?? 0)}, life ${signed(f.life ?? 0)}`);
  return out;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));
const colorText = (c: readonly string[]) => (c.length === 0 ? 'colorless' : c.join(''));

export function showText(card: CardRecord): string {
  const lines: string[] = [];
  if (card.faces) {
    lines.push(`${card.name}  (${card.layout})`);
    card.faces.forEach((f, i) => {
      lines.push('', `  Face ${i + 1}:`, ...faceLines(f, '    '));
      lines.push(`    Mana value ${f.manaValue}, colors ${colorText(f.colors)}`);
    });
    lines.push('');
  } else {
    lines.push(...faceLines(card, ''), '');
  }
  lines.push(`Mana value: ${card.manaValue}   Colors: ${colorText(card.colors)}   Color identity: ${colorText(card.colorIdentity)}   Layout: ${card.layout}`);
  const notes: string[] = [];
  if (card.un) notes.push('Un-card (not counted as playable)');
  if (card.token) notes.push('token (not counted as playable)');
  if (card.variant) notes.push(`casual variant: ${card.variant}`);
  if (notes.length > 0) lines.push(`Notes: ${notes.join('; ')}`);
  lines.push(`Printings (${card.printings.length}):`);
  for (const p of card.printings) {
    const detail = [p.releaseDate, p.setType].filter(Boolean).join(', ');
    lines.push(`  ${p.set.padEnd(6)} ${p.setName ?? ''}${detail ? ` (${detail})` : ''}`);
  }
  const compiled = compiledAbilities(card);
  lines.push('Abilities:');
  if (compiled) lines.push(...compiled.lines.map((l) => `  ${l}`));
  else lines.push('  (not compiled: the Oracle-text compiler is not in this build yet)');
  return `${lines.join('\n')}\n`;
}

async function show(args: string[], io: CliIO): Promise<number> {
  const { flags, positional } = parseFlags(args, { booleans: ['json'], values: ['data'] });
  if (positional.length === 0) throw new UsageError('cards show needs a card name');
  const name = positional.join(' ');
  const db = loadDb(flags, io);
  const card = db.get(name);
  if (!card) {
    const near = db.suggest(name, 3);
    if (flags.has('json')) io.stdout(`${JSON.stringify({ error: 'unknown card', name, suggestions: near }, null, 2)}\n`);
    io.stderr(`arbiter cards show: unknown card "${name}"${near.length ? `\nDid you mean: ${near.map((n) => `"${n}"`).join(', ')}?` : ''}\n`);
    return 1;
  }
  if (flags.has('json')) {
    io.stdout(`${JSON.stringify({ ...card, abilities: compiledAbilities(card)?.json ?? null }, null, 2)}\n`);
  } else {
    io.stdout(showText(card));
  }
  return 0;
}

export const cardsCommand: Command = {
  name: 'cards',
  summary: 'look up cards (show) and report compiler coverage (coverage)',
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === 'show') return show(rest, io);
    if (sub === 'coverage') return coverage(rest, io);
    throw new UsageError(sub === undefined ? 'missing sub-command (show or coverage)' : `unknown sub-command '${sub}'`);
  },
};
