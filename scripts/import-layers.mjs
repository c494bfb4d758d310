// Structure check (issue 16): the engine's import graph is layered and acyclic.
//   core      state, zones, events, objects, log, decisions, cards, rng      (the game as data, one pipeline, 613)
//   rules     turn, priority, stack, combat, effects, sba, triggers, mana, players
//   variants  multiplayer (chapter 8 options), casual (chapter 9: Planechase, Vanguard, Commander, Archenemy)
//   assembly  game, ai, view, scenario, index.ts                         (puts the layers together; public API)
// A module may import its own layer or a lower one. KNOWN (scripts/import-layers.known.json) lists the imports
// from a lower layer to a higher one that existed when the check was added; the check fails on any other such
// import, and on an entry of KNOWN that no longer occurs (so the list only shrinks). The goal (issue 16
// "Done when" 2) is an empty list and no import cycle; cycles (strongly connected components of more than one
// module, type-only imports included) are reported with their size, not yet failed on: the engine still has
// two (docs/engine.md "Layers"). `--list` prints every violation and cycle. Variants reach the rules through the
// hook table (turn/variant-hooks.ts, built by game/variant-hooks.ts and passed down as an argument); docs/engine.md
// lists what still goes the wrong way and why.
import ts from 'typescript';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const src = path.join(root, 'packages/engine/src');
const KNOWN = path.join(root, 'scripts/import-layers.known.json');

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
    writeFileSync(KNOWN, JSON.stringify(found, null, 2) + '\n');
    process.exit(0);
  }
  const known = JSON.parse(readFileSync(KNOWN, 'utf8'));
  const added = found.filter((v) => !known.includes(v));
  const gone = known.filter((v) => !found.includes(v));
  for (const v of added) console.error(`[import-layers] new violation: ${v}`);
  for (const v of gone)
    console.error(`[import-layers] fixed, remove it from scripts/import-layers.known.json: ${v.slice(0, 200)}`);
  if (added.length || gone.length) process.exit(1);
  const inCycles = loops.reduce((n, c) => n + c.length, 0);
  console.error(
    `[import-layers] ${known.length} known layer violation(s), ${loops.length} cycle(s) of ${inCycles} modules remain (goal: none)`,
  );
}
