// Writes an Arbiter card index to a directory (docs/cards.md): shards/<k>.json per first
// letter, shards/index.json, then cards.json last (its presence means the build is complete).
// Every file goes through a temporary name and a rename, so readers never see half a file.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FORMAT = 'arbiter-card-index';
const VERSION = 1;

export function writeAtomic(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** Shard key: first letter of the name without accents, a–z, else "_". */
export function shardOf(name) {
  const c = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^[ÆæŒœ]/, 'a')
    .charAt(0)
    .toLowerCase();
  return c >= 'a' && c <= 'z' ? c : '_';
}

/** Writes `{ source, sets, cards }` (cards in stored form, sorted by name) under `outDir`; returns sizes. */
export function writeIndexFiles(outDir, { source, sets, cards }) {
  const shardDir = path.join(outDir, 'shards');
  mkdirSync(shardDir, { recursive: true });
  const shards = new Map();
  const names = [];
  for (const r of cards) {
    const key = shardOf(r.name);
    let list = shards.get(key);
    if (!list) shards.set(key, (list = []));
    list.push(r);
    const entry = [r.name, key, (r.un ? 'u' : '') + (r.token ? 't' : '')];
    if (r.faces) for (const f of r.faces) if (f.name !== r.name) entry.push(f.name);
    names.push(entry);
  }
  let shardBytes = 0;
  for (const [key, list] of shards) {
    const text = JSON.stringify({ format: `${FORMAT}-shard`, version: VERSION, shard: key, cards: list });
    shardBytes += text.length;
    writeAtomic(path.join(shardDir, `${key}.json`), text);
  }
  for (const f of readdirSync(shardDir)) {
    if (f !== 'index.json' && !shards.has(f.replace(/\.json$/, ''))) rmSync(path.join(shardDir, f));
  }
  const indexText = JSON.stringify({
    format: `${FORMAT}-shards`,
    version: VERSION,
    source,
    sets,
    shards: [...shards.keys()].sort(),
    names,
  });
  writeAtomic(path.join(shardDir, 'index.json'), indexText);
  const full = JSON.stringify({ format: FORMAT, version: VERSION, source, sets, cards });
  writeAtomic(path.join(outDir, 'cards.json'), full);
  return { shards: shards.size, shardBytes, indexBytes: indexText.length, bytes: full.length };
}
