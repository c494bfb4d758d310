/**
 * Issue 16: how many tests are written in the card-name test language (cardGame, docs/scenarios.md). A test counts
 * when its body calls cardGame (directly, or through a helper of its file that does) and builds no engine action or
 * choice by hand (no `kind: 'cast'`-style objects, no submitInPlace / act / ok). Run it to see the count per file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Issue 16, Done when 4: at least 300 existing tests use the card-name test language.
const MINIMUM = 300;

function testFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) testFiles(full, out);
    else if (name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** Top-level blocks of a file: each starts at a line beginning a declaration or a test. */
function blocks(text: string): { head: string; body: string }[] {
  const starts = [...text.matchAll(/^(?:export )?(?:test|function|const|let|async function)\b.*$/gm)];
  return starts.map((m, i) => ({ head: m[0], body: text.slice(m.index, starts[i + 1]?.index ?? text.length) }));
}

const RAW = [
  /kind: '(?:cast|activate|action|pass|playLand|declareAttackers|declareBlockers|chooseTargets|yesNo|chooseObjects|orderTriggers)'/,
  /\bsubmitInPlace\(/,
  /(?<![.\w])(?:act|ok)\(/,
];

/** The tests of a file that use the language. */
export function languageTests(text: string): string[] {
  if (!/\bcardGame\b/.test(text)) return [];
  const bs = blocks(text);
  const names = new Set(['cardGame']);
  // Helpers of the file that call the language (to a fixpoint: helpers of helpers).
  for (let changed = true; changed;) {
    changed = false;
    for (const b of bs) {
      const m = /^(?:export )?(?:async )?(?:function|const|let)\s+(\w+)/.exec(b.head);
      if (!m || names.has(m[1]!)) continue;
      if ([...names].some((n) => new RegExp(`\\b${n}\\(`).test(b.body))) {
        names.add(m[1]!);
        changed = true;
      }
    }
  }
  return bs
    .filter((b) => /^test\(/.test(b.head))
    .filter((b) => [...names].some((n) => new RegExp(`\\b${n}\\(`).test(b.body)))
    .filter((b) => !RAW.some((r) => r.test(b.body)))
    .map((b) => /^test\((['"`])(.*?)\1/.exec(b.head)?.[2] ?? b.head);
}

test(`issue 16: at least ${MINIMUM} tests use the card-name test language`, () => {
  const perFile: [string, number][] = [];
  for (const pkg of readdirSync(path.join(root, 'packages'))) {
    const dir = path.join(root, 'packages', pkg, 'test');
    if (!statSync(path.join(root, 'packages', pkg)).isDirectory()) continue;
    try {
      statSync(dir);
    } catch {
      continue;
    }
    for (const f of testFiles(dir)) {
      const n = languageTests(readFileSync(f, 'utf8')).length;
      if (n > 0) perFile.push([path.relative(root, f), n]);
    }
  }
  const total = perFile.reduce((s, [, n]) => s + n, 0);
  process.stdout.write(
    `card-name test language: ${total} tests\n${perFile.map(([f, n]) => `  ${String(n).padStart(4)} ${f}`).join('\n')}\n`,
  );
  assert.ok(total >= MINIMUM, `only ${total} tests use the card-name test language (at least ${MINIMUM} expected)`);
});

test('the count is honest: a test that builds an action by hand, or never calls cardGame, does not count', () => {
  const text = [
    "import { cardGame } from '@arbiter/scenarios';",
    'const setup = () => cardGame({ players: 2, position: { active: "P1", step: "main1" } });',
    "test('a', () => { const g = setup(); g.pass(); });",
    "test('b', () => { const g = setup(); act(g.state, 0, { kind: 'pass' }); });",
    "test('c', () => { assert.ok(true); });",
  ].join('\n');
  assert.deepEqual(languageTests(text), ['a']);
});
