// Structure check (issue 16): the engine's import graph is layered and acyclic.
//   core      state, zones, events, objects, log, decisions, cards, rng      (the game as data, one pipeline, 613)
//   rules     turn, priority, stack, combat, effects, sba, triggers, mana, players
//   variants  multiplayer (chapter 8 options), casual (chapter 9: Planechase, Vanguard, Commander, Archenemy)
//   assembly  game, ai, view, scenario, index.ts                         (puts the layers together; public API)
// A module may import its own layer or a lower one: the check fails on any import from a lower layer to a higher
// one (none is allowed). Import cycles (strongly connected components of more than one module, type-only imports
// included): none remains, and KNOWN (scripts/import-cycles.known.json, empty) lists the allowed exceptions; the check
// fails on any other cycle (a new one, or a module joining a known one) and on a known cycle that has shrunk or gone
// (so the list only shrinks: `--write-known` rewrites it). `--list` prints every violation and cycle. Variants reach
// the rules through the hook table (turn/variant-hooks.ts, built by game/variant-hooks.ts and passed down as an
// argument) or as data on the state; docs/engine.md "Layers" says what remains and why.
import ts from 'typescript';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const src = path.join(root, 'packages/engine/src');
const KNOWN = path.join(root, 'scripts/import-cycles.known.json');

export const LAYERS = {
  core: ['state', 'zones', 'events', 'objects', 'log', 'decisions', 'cards', 'rng.ts'],
  rules: ['turn', 'priority', 'stack', 'combat', 'effects', 'sba', 'triggers', 'mana', 'players'],
  variants: ['multiplayer', 'casual'],
  assembly: ['game', 'ai', 'view', 'scenario', 'index.ts'],
};
const ORDER = ['core', 'rules', 'variants', 'assembly'];

function layerOf(rel) {
  const top = rel.split('/')[0];
  for (const [layer, tops] of Object.entries(LAYERS)) if (tops.includes(top)) return layer;
  throw new Error(`scripts/import-layers.mjs: ${rel} is in no layer; add its folder to LAYERS`);
}

function files(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files(full, out);
    else if (name.endsWith('.ts')) out.push(path.relative(src, full));
  }
  return out;
}

/** Module → the engine modules it imports (relative specifiers, .js → .ts). */
export function graph() {
  const g = new Map();
  for (const f of files(src)) {
    const info = ts.preProcessFile(readFileSync(path.join(src, f), 'utf8'), true, true);
    const deps = new Set();
    for (const r of info.importedFiles) {
      if (!r.fileName.startsWith('.')) continue;
      deps.add(path.normalize(path.join(path.dirname(f), r.fileName)).replace(/\.js$/, '.ts'));
    }
    g.set(f, [...deps].sort());
  }
  return g;
}

/** Tarjan's strongly connected components with more than one module. */
function cycles(g) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of g.get(v) ?? []) {
      if (!g.has(w)) continue;
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of [...g.keys()].sort()) if (!idx.has(v)) strong(v);
  return out;
}

export function violations() {
  const g = graph();
  const out = [];
  for (const [f, deps] of g)
    for (const d of deps) {
      const a = ORDER.indexOf(layerOf(f));
      const b = ORDER.indexOf(layerOf(d));
      if (b > a) out.push(`layer: ${f} (${layerOf(f)}) imports ${d} (${layerOf(d)})`);
    }
  return out.sort();
}

export function importCycles() {
  return cycles(graph());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = violations();
  const loops = importCycles();
  if (process.argv.includes('--list')) {
    for (const v of found) console.log(v);
    for (const c of loops) console.log(`cycle of ${c.length} modules: ${c.join(' ')}`);
  }
  if (process.argv.includes('--write-known')) {
    writeFileSync(KNOWN, JSON.stringify(loops, null, 2) + '\n');
    process.exit(0);
  }
  const known = JSON.parse(readFileSync(KNOWN, 'utf8'));
  for (const v of found) console.error(`[import-layers] ${v}`);
  const within = (c) => known.some((k) => c.every((m) => k.includes(m)));
  const same = (a, b) => a.length === b.length && a.every((m, i) => m === b[i]);
  const fresh = loops.filter((c) => !within(c));
  const shrunk = known.filter((k) => !loops.some((c) => same(c, k)));
  for (const c of fresh) console.error(`[import-layers] new import cycle of ${c.length} modules: ${c.join(' ')}`);
  if (fresh.length === 0)
    for (const k of shrunk)
      console.error(
        `[import-layers] a known cycle shrank or is gone (run node scripts/import-layers.mjs --write-known): ${k.join(' ').slice(0, 200)}`,
      );
  if (found.length || fresh.length || shrunk.length) process.exit(1);
  const inCycles = loops.reduce((n, c) => n + c.length, 0);
  console.error(
    loops.length === 0
      ? '[import-layers] no layer violation, no import cycle'
      : `[import-layers] no layer violation; ${loops.length} known import cycle(s) of ${inCycles} modules remain (goal: none)`,
  );
}
