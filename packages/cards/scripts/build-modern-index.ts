// Developers' step: builds the committed modern card index from the OCTGN Magic set files.
//
//   npx tsx packages/cards/scripts/build-modern-index.ts [<sets.tar.xz | Sets directory>] [--out <file>]
//
// Input: the OCTGN data tarball (default ../shared/data/mtg-octgn-*-sets.tar.xz beside the
// repository) or an unpacked `Sets` directory. Output: packages/cards/data/modern-index.json.br,
// an Arbiter card index (docs/cards.md) compressed with Brotli, committed to git. `npm install`
// only unpacks it (scripts/unpack-modern.mjs); nothing reads the OCTGN files at run time.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { importOctgnSets, type OctgnFile } from '../src/importers/octgn.js';
import { storedIndex } from '../src/stored.js';
import type { CardRecord, Color } from '../src/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.dirname(here);
const repo = path.resolve(pkgDir, '..', '..');
const args = process.argv.slice(2);
const outIdx = args.indexOf('--out');
const out = outIdx >= 0 ? path.resolve(args[outIdx + 1]!) : path.join(pkgDir, 'data', 'modern-index.json.br');
const positional = args.filter((a, i) => !a.startsWith('--') && (outIdx < 0 || i !== outIdx + 1));
const log = (m: string): void => {
  process.stderr.write(`[modern-index] ${m}\n`);
};

function defaultInput(): string {
  for (const dir of [path.resolve(repo, '..', 'shared', 'data'), path.resolve(repo, '..', '..', 'shared', 'data')]) {
    if (!existsSync(dir)) continue;
    const tar = readdirSync(dir).find((f) => /^mtg-octgn-.*\.tar\.xz$/.test(f));
    if (tar) return path.join(dir, tar);
  }
  throw new Error('no input given and no ../shared/data/mtg-octgn-*.tar.xz found');
}

function setFiles(dir: string): OctgnFile[] {
  const files: OctgnFile[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'set.xml') files.push({ path: path.relative(dir, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

async function identityFn(): Promise<((r: CardRecord) => Color[]) | undefined> {
  const file = path.join(pkgDir, 'src', 'color-identity.ts');
  if (!existsSync(file)) return undefined;
  const mod = (await import('../src/color-identity.js' as string)) as { colorIdentity?: (r: CardRecord) => Color[] };
  return mod.colorIdentity;
}

const input = path.resolve(positional[0] ?? defaultInput());
let dir = input;
let tmp: string | undefined;
if (statSync(input).isFile()) {
  tmp = mkdtempSync(path.join(tmpdir(), 'octgn-'));
  execFileSync('tar', ['-xJf', input, '-C', tmp]);
  dir = tmp;
}
const files = setFiles(dir);
log(`read ${files.length} set files from ${input}`);
const colorIdentity = await identityFn();
if (!colorIdentity) log('warning: packages/cards/src/color-identity.ts not found; colour identities left empty');
const result = importOctgnSets(files, colorIdentity ? { colorIdentity } : {});
if (tmp) rmSync(tmp, { recursive: true, force: true });
for (const w of result.warnings) log(`warning: ${w}`);
const source = {
  package: 'mtg-octgn',
  version:
    path
      .basename(input)
      .replace(/-sets\.tar\.xz$/, '')
      .replace(/^mtg-octgn-/, '') || 'unknown',
  file: path.basename(input),
  sets: Object.keys(result.sets).length,
};
const index = storedIndex(result.records, result.sets, source);
const json = JSON.stringify(index);
const br = brotliCompressSync(Buffer.from(json), {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
  },
});
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, br);
log(
  `${result.records.length} records, ${Object.keys(result.sets).length} sets: ${(json.length / 1e6).toFixed(1)} MB JSON → ${(br.length / 1e6).toFixed(2)} MB ${path.relative(process.cwd(), out)}`,
);
