// Structure check (issue 16): no function in packages/<pkg>/src is longer than 100 lines, measured with the
// TypeScript AST (any function-like node with a body, from its first token to its closing brace).
// CHECKED lists the packages held to the limit: every package.
// `node scripts/function-length.mjs` checks them (exit 1 on a violation); `--all` lists every package's.
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const LIMIT = 100;
export const CHECKED = [
  'ai',
  'cards',
  'cli',
  'compiler',
  'engine',
  'rules',
  'scenarios',
  'server',
  'tournament',
  'web',
];

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function sources(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every function longer than LIMIT lines in package `pkg`: [lines, file, first line]. */
export function longFunctions(pkg) {
  const src = path.join(root, 'packages', pkg, 'src');
  const out = [];
  let files = [];
  try {
    files = sources(src);
  } catch {
    return out;
  }
  for (const f of files) {
    const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n) => {
      if (ts.isFunctionLike(n) && n.body) {
        const a = sf.getLineAndCharacterOfPosition(n.getStart()).line;
        const b = sf.getLineAndCharacterOfPosition(n.end).line;
        if (b - a + 1 > LIMIT) out.push([b - a + 1, path.relative(root, f), a + 1]);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out.sort((x, y) => y[0] - x[0]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = process.argv.includes('--all');
  const pkgs = all ? readdirSync(path.join(root, 'packages')) : CHECKED;
  let bad = 0;
  for (const pkg of pkgs) {
    const long = longFunctions(pkg);
    for (const [n, f, line] of long) console.log(`${f}:${line}: function of ${n} lines (limit ${LIMIT})`);
    if (CHECKED.includes(pkg)) bad += long.length;
  }
  if (bad > 0) {
    console.error(
      `[function-length] ${bad} function(s) over ${LIMIT} lines in checked packages (${CHECKED.join(', ')})`,
    );
    process.exit(1);
  }
}
