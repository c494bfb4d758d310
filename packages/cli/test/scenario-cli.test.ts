/** `arbiter scenario run` and `arbiter judge`: output, --json, exit codes, and bad files. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cli } from './helpers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cr = (f: string) => path.join(root, 'tests', 'scenarios', 'cr', f);

const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-scenarios-'));
const GOOD = `name: Bolt the Bears
rules: [704.5g]
setup:
  players:
    - { name: Alex, battlefield: [Mountain], hand: [Lightning Bolt] }
    - { name: Bianca, battlefield: [Grizzly Bears] }
position: { turn: 2, active: Alex, step: main1 }
script:
  - cast: Lightning Bolt
    targets: [Grizzly Bears]
  - resolve
expect:
  zones: { Grizzly Bears: graveyard }
`;
writeFileSync(path.join(dir, 'good.yaml'), GOOD);
writeFileSync(path.join(dir, 'wrong.yaml'), GOOD.replace('Grizzly Bears: graveyard', 'Grizzly Bears: battlefield'));
writeFileSync(path.join(dir, 'unknown-card.yaml'), GOOD.replace('hand: [Lightning Bolt]', 'hand: [Lightning Blot]'));
writeFileSync(path.join(dir, 'malformed.yaml'), 'name: [unclosed\nrules: [1]\n');

test('scenario run: a passing file, exit 0', async () => {
  const r = await cli('scenario', 'run', path.join(dir, 'good.yaml'));
  assert.equal(r.code, 0, r.out + r.err);
  assert.match(r.out, /^PASS .*good\.yaml/m);
  assert.match(r.out, /1 scenario file: 1 passed/);
});

test('scenario run: a failing file shows file:line with expected and actual, exit 1', async () => {
  const r = await cli('scenario', 'run', path.join(dir, 'wrong.yaml'), path.join(dir, 'good.yaml'));
  assert.equal(r.code, 1);
  assert.match(r.out, /^FAIL .*wrong\.yaml/m);
  assert.match(r.out, /wrong\.yaml:13: Grizzly Bears's zone: expected battlefield, got graveyard/);
  assert.match(r.out, /expected: battlefield\n\s+actual:\s+graveyard/);
});

test('scenario run: errors name file:line and the reason', async () => {
  const r = await cli('scenario', 'run', path.join(dir, 'unknown-card.yaml'), path.join(dir, 'malformed.yaml'));
  assert.equal(r.code, 1);
  assert.match(r.out, /unknown-card\.yaml:5: card: "Lightning Blot" is not a card.*did you mean "Lightning Bolt"/);
  assert.match(r.out, /malformed\.yaml:\d+: yaml: /);
});

test('scenario run --json: one object per file', async () => {
  const r = await cli('scenario', 'run', '--json', path.join(dir, 'good.yaml'), path.join(dir, 'wrong.yaml'));
  assert.equal(r.code, 1);
  const lines = r.out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { file: string; pass: boolean; failures: { line: number }[] });
  assert.equal(lines.length, 2);
  assert.deepEqual(
    lines.map((l) => [path.basename(l.file), l.pass]),
    [
      ['good.yaml', true],
      ['wrong.yaml', false],
    ],
  );
  assert.equal(lines[1]!.failures[0]!.line, 13);
});

test('scenario run on a folder: expected failures are reported and do not fail the run', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'arbiter-xfail-'));
  writeFileSync(path.join(folder, 'good.yaml'), GOOD);
  writeFileSync(
    path.join(folder, 'known-gap.yaml'),
    `expect_fail: "a known engine gap"\n${GOOD.replace('Grizzly Bears: graveyard', 'Grizzly Bears: exile')}`,
  );
  const r = await cli('scenario', 'run', folder);
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /^XFAIL .*known-gap\.yaml/m);
  assert.match(r.out, /expected to fail: a known engine gap/);
  assert.match(r.out, /^PASS .*good\.yaml/m);
  assert.match(r.out, /2 scenario files: 1 passed, 1 expected to fail/);
});

test('scenario run on the CR Examples: every seed Example passes, none is marked expect_fail', async () => {
  const r = await cli('scenario', 'run', path.join(root, 'tests', 'scenarios', 'cr'));
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /^PASS .*903\.4-bosh-color-identity\.yaml/m);
  assert.match(r.out, /^PASS .*902\.4-vanguard-life\.yaml/m);
  assert.doesNotMatch(r.out, /^XFAIL/m);
  assert.match(r.out, /44 scenario files: 44 passed/);
});

test('scenario run: usage errors and missing files', async () => {
  assert.equal((await cli('scenario')).code, 2);
  assert.equal((await cli('scenario', 'run')).code, 2);
  const missing = await cli('scenario', 'run', path.join(dir, 'nope.yaml'));
  assert.equal(missing.code, 1);
  assert.match(missing.err, /no such file or folder/);
});

test('judge --print: every event with its rules, grouped by script step, and the board', async () => {
  const r = await cli('judge', '--print', cr('400.6-exquisite-archangel.yaml'));
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /Example: CR 400\.6/);
  assert.match(r.out, /▶ line \d+: cast Twin Blast targeting Bianca, Exquisite Archangel/);
  assert.match(r.out, /Bianca would lose the game .*\n\s+rules: 704\.5a, 614\.1a/);
  assert.match(r.out, /rules: .*400\.6/);
  assert.match(r.out, /\| Bianca: life 20/);
  assert.match(r.out, /^PASS /m);
});

test('judge: a file that does not parse says where and why', async () => {
  const r = await cli('judge', '--print', path.join(dir, 'malformed.yaml'));
  assert.equal(r.code, 1);
  assert.match(r.out, /malformed\.yaml:\d+: yaml:/);
  assert.equal((await cli('judge')).code, 2);
});
