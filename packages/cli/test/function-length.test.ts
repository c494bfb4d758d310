// Structure (issue 16): no function in the application packages' sources is longer than 100 lines,
// measured with the TypeScript AST (any function-like node with a body, from its first token to its
// closing brace). The engine, compiler, cards and scenarios packages are held to the same limit by
// their own check as each becomes clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './helpers.js';

const LIMIT = 100;
const PACKAGES = ['cli', 'server', 'web', 'tournament', 'rules', 'cards'];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every function over the limit in a package's src: "file:line: N lines". */
function longFunctions(pkg: string): string[] {
  const out: string[] = [];
  for (const file of sources(path.join(root, 'packages', pkg, 'src'))) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node): void => {
      if (ts.isFunctionLike(n) && 'body' in n && n.body) {
        const first = sf.getLineAndCharacterOfPosition(n.getStart()).line;
        const last = sf.getLineAndCharacterOfPosition(n.end).line;
        if (last - first + 1 > LIMIT) out.push(`${path.relative(root, file)}:${first + 1}: ${last - first + 1} lines`);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

for (const pkg of PACKAGES) {
  test(`no function in packages/${pkg}/src is longer than ${LIMIT} lines`, () => {
    assert.deepEqual(longFunctions(pkg), []);
  });
}
