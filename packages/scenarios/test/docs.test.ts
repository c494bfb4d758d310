/** The examples in docs/scenarios.md work: the first is a whole scenario, the others parse as parts of one. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenario, runScenarioText } from '../src/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const doc = readFileSync(path.join(root, 'docs', 'scenarios.md'), 'utf8');
const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);

test('the first example in docs/scenarios.md passes', () => {
  const r = runScenarioText(blocks[0]!, 'docs/scenarios.md');
  assert.equal(r.status, 'pass', JSON.stringify(r.failures));
});

test('the setup, position and expectation examples in docs/scenarios.md parse', () => {
  const setup = blocks.find((b) => b.startsWith('setup:'))!;
  const position = blocks.find((b) => b.startsWith('position:'))!;
  const expect = blocks.find((b) => b.startsWith('expect:'))!;
  const cards = blocks.find((b) => b.startsWith('cards:'))!;
  assert.doesNotThrow(() => parseScenario(`name: docs\nrules: [100.1]\n${setup}${position}${expect}${cards}`));
});
