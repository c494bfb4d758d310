/**
 * The playout bench's random compiled-card decks, fair to every engine compared in one run.
 *
 * Each deck is two colours: 24 basic lands and up to 36 spells. The parent draws the candidate spells of every deck
 * (seeded, from this checkout's card database: non-land cards of the deck's colours, drawn with repetition), and
 * every engine's own compiler compiles the same card records in a child process (`compile-cards.ts`, with
 * `@arbiter/…` resolved to that checkout's sources). A deck keeps, in drawing order, the first 36 candidates that
 * *every* compiler compiles fully, so all engines play decks of the same card names, each from its own compiler's
 * trees; a deck short of 36 such cards is filled with more basics. Nothing is cached between runs: the
 * candidates are compiled again each run (a few CPU seconds per engine), so no stale compilation can be reused.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SPELLS = 36;
export const DECK_SIZE = 60;
/** Candidate spells drawn per deck (about half of a modern pool's cards compile fully). */
const CANDIDATES = 160;
const BASICS: Record<string, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/** One deck before any compiler has been asked: its two colours and its candidate spells in drawing order. */
export interface DeckDraw {
  readonly colors: readonly [string, string];
  readonly candidates: readonly string[];
}

/** What one engine is given: the decks (card names) and its own compiler's definitions of those names. */
export interface CompiledDecks {
  readonly decks: string[][];
  readonly cards: Record<string, unknown>;
}

/** The basic lands the decks may use. */
export const basicNames = (): string[] => Object.values(BASICS);

/**
 * The same decks for every engine: `full[i]` holds engine i's fully compiled definitions by name. A deck takes the
 * first SPELLS candidates defined for every engine, then basics of its two colours in turn up to DECK_SIZE.
 */
export function chooseDecks(draws: readonly DeckDraw[], full: readonly Record<string, unknown>[]): CompiledDecks[] {
  const everywhere = (name: string): boolean => full.every((f) => f[name] !== undefined);
  const decks = draws.map(({ colors, candidates }) => {
    const deck = candidates.filter(everywhere).slice(0, SPELLS);
    for (let i = 0; deck.length < DECK_SIZE; i++) deck.push(BASICS[colors[i % 2]!]!);
    return deck;
  });
  const names = [...new Set(decks.flat())];
  return full.map((f) => {
    const cards: Record<string, unknown> = {};
    for (const n of names) cards[n] = f[n];
    return { decks: decks.map((d) => [...d]), cards };
  });
}

interface CardRecordLike {
  readonly name: string;
  readonly types: readonly string[];
  readonly colors: readonly string[];
}

/** `count` seeded two-colour deck draws from the card database's records (this checkout's engine's rng). */
export function drawDecks(
  e: { aiRng(seed: string): unknown; randomInt(rng: unknown, n: number): number },
  all: readonly CardRecordLike[],
  count: number,
): DeckDraw[] {
  const rng = e.aiRng('bench-compiled');
  const draws: DeckDraw[] = [];
  for (let d = 0; d < count; d++) {
    const colors = ['W', 'U', 'B', 'R', 'G'];
    const a = colors.splice(e.randomInt(rng, colors.length), 1)[0]!;
    const b = colors[e.randomInt(rng, colors.length)]!;
    const candidates: string[] = [];
    for (let tries = 0; candidates.length < CANDIDATES && tries < 100_000; tries++) {
      const rec = all[e.randomInt(rng, all.length)]!;
      if (rec.types.includes('Land') || rec.colors.length === 0) continue;
      if (rec.colors.every((c) => c === a || c === b)) candidates.push(rec.name);
    }
    draws.push({ colors: [a, b], candidates });
  }
  return draws;
}

/** One checkout's compiler on the records in `recordsFile` (a child process): its full definitions by name. */
export function compileWith(checkout: string, recordsFile: string, outFile: string): Record<string, unknown> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'compile-cards.ts')], {
    cwd: path.resolve(here, '../../..'),
    env: {
      ...process.env,
      BENCH_COMPILE_CHECKOUT: checkout,
      BENCH_COMPILE_IN: recordsFile,
      BENCH_COMPILE_OUT: outFile,
    },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`compiling the bench decks with ${checkout} failed:\n${r.stderr}`);
  return JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, unknown>;
}

/**
 * Makes the decks for the engines of `checkouts` (this checkout first) in `dir`: one file per engine, in the
 * same order, each `{ decks, cards }` with that engine's own definitions.
 */
export async function prepareCompiledDecks(
  root: string,
  checkouts: readonly string[],
  count: number,
  dir: string,
): Promise<string[]> {
  const { loadCardDatabase } = await import('@arbiter/cards/node');
  const e = await import(pathToFileURL(path.join(root, 'packages/engine/src/index.ts')).href);
  const db = loadCardDatabase();
  const draws = drawDecks(e, db.all(), count);
  const names = new Set([...draws.flatMap((d) => d.candidates), ...basicNames()]);
  const recordsFile = path.join(dir, 'records.json');
  writeFileSync(recordsFile, JSON.stringify([...names].map((n) => db.get(n)).filter((r) => r !== undefined)));
  const full = checkouts.map((c, i) => compileWith(c, recordsFile, path.join(dir, `full-${i}.json`)));
  return chooseDecks(draws, full).map((decks, i) => {
    const file = path.join(dir, `decks-${i}.json`);
    writeFileSync(file, JSON.stringify(decks));
    return file;
  });
}
