/**
 * Every scenario file under tests/scenarios runs here: a plain scenario must pass; one marked
 * expect_fail must fail (or, if it passes now, the test says so: promote it). Authoring errors
 * (malformed YAML, unknown cards, impossible positions, bad names) always fail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatResult } from '../src/index.js';
import { collectScenarioFiles, defaultSources, runScenarioFile } from '../src/node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = path.join(root, 'tests', 'scenarios');
const { files } = collectScenarioFiles([dir]);
const sources = await defaultSources();

test('the scenario folder holds the 44 CR Examples and at least 40 more', () => {
  const cr = files.filter((f) => f.includes(`${path.sep}cr${path.sep}`));
  assert.equal(cr.length, 44, 'one scenario per Example in seeds 004 (1), 000 (35) and 001 (8)');
  assert.ok(
    files.length - cr.length >= 40,
    `at least 40 engine-core and effects scenarios (found ${files.length - cr.length})`,
  );
});

for (const file of files) {
  const rel = path.relative(root, file);
  test(rel, (t) => {
    const r = runScenarioFile(file, { sources });
    const report = formatResult({ ...r, file: rel }, { verbose: true });
    if (r.expectFail !== null) {
      assert.notEqual(r.status, 'error', `an expect_fail scenario must still be well-formed:\n${report}`);
      if (r.status === 'unexpected-pass')
        t.diagnostic(`${rel} is marked expect_fail but passes now: remove expect_fail to promote it`);
      else assert.equal(r.status, 'expected-fail', report);
      return;
    }
    assert.equal(r.status, 'pass', report);
  });
}
