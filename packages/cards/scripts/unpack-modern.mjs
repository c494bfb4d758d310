#!/usr/bin/env node
// Unpacks the committed modern card index (data/modern-index.json.br, built by developers with
// scripts/build-modern-index.ts from the OCTGN set files) into generated/modern/: cards.json
// and the per-letter shards, the same layout as the 2017 index. Run by build-data.mjs (so by
// `npm install`); does nothing when its outputs are newer than the archive and this script.
//
//   node packages/cards/scripts/unpack-modern.mjs [--force]
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { writeIndexFiles } from './index-writer.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.dirname(here);
const archive = path.join(pkgDir, 'data', 'modern-index.json.br');
const outDir = path.join(pkgDir, 'generated', 'modern');
const outFile = path.join(outDir, 'cards.json');
const log = (m) => process.stderr.write(`[cards] ${m}\n`);

function upToDate() {
  if (process.argv.includes('--force') || !existsSync(outFile)) return false;
  const newest = Math.max(
    statSync(archive).mtimeMs,
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
    statSync(path.join(here, 'index-writer.mjs')).mtimeMs,
  );
  return statSync(outFile).mtimeMs > newest;
}

function unpack() {
  if (!existsSync(archive)) {
    log(`modern index archive missing: ${archive}`);
    process.exit(1);
  }
  if (upToDate()) {
    log('modern card index up to date; skipping');
    return;
  }
  mkdirSync(outDir, { recursive: true });
  // One unpack at a time (parallel test processes); a waiter re-checks freshness afterwards.
  const lock = path.join(outDir, '.unpack.lock');
  const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { force: true });
      } catch {
        /* released meanwhile */
      }
      sleep(100);
    }
  }
  try {
    if (upToDate()) return;
    const started = performance.now();
    const index = JSON.parse(brotliDecompressSync(readFileSync(archive)).toString('utf8'));
    if (index.format !== 'arbiter-card-index' || index.version !== 1)
      throw new Error(`${archive}: not an Arbiter card index`);
    const sizes = writeIndexFiles(outDir, index);
    log(
      `unpacked the modern card index: ${index.cards.length} cards, ${(sizes.bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(2)}s`,
    );
  } finally {
    rmSync(lock, { force: true });
  }
}

unpack();
