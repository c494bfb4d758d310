/**
 * The client-support endpoints: card frames (GET /api/cards/:name), card-name suggestions (GET /api/card-names) and
 * judge mode (POST /api/judge).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, tempDb, type ServerProcess } from './helpers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let s: ServerProcess;
before(async () => {
  s = await startServer(tempDb());
});
after(async () => {
  await s.stop();
});

test('GET /api/cards/:name gives a card frame: mana cost, type line, Oracle text, P/T; unknown names are 404 NO_CARD', async () => {
  const r = await fetch(`${s.url}/api/cards/${encodeURIComponent('Grizzly Bears')}`);
  assert.equal(r.status, 200);
  const c = (await r.json()) as Record<string, unknown>;
  assert.equal(c['manaCost'], '{1}{G}');
  assert.match(String(c['typeLine']), /^Creature — Bear$/);
  assert.equal(c['power'], '2');
  const bad = await fetch(`${s.url}/api/cards/${encodeURIComponent('<script>No Such Card')}`);
  assert.equal(bad.status, 404);
  assert.equal(((await bad.json()) as { error: { code: string } }).error.code, 'NO_CARD');
});

test('201.3: GET /api/card-names?q= suggests card names of the index for naming a card; nothing for no text', async () => {
  const r = await fetch(`${s.url}/api/card-names?q=${encodeURIComponent('lightning bol')}`);
  assert.equal(r.status, 200);
  assert.ok(((await r.json()) as { names: string[] }).names.includes('Lightning Bolt'));
  const none = await fetch(`${s.url}/api/card-names?q=`);
  assert.deepEqual(await none.json(), { names: [] });
});

test('POST /api/judge runs a scenario into events, each with its rules and the board; bad bodies are 400', async () => {
  const scenario = readFileSync(path.join(root, 'tests/scenarios/core/combat/702.15b-lifelink.yaml'), 'utf8');
  const r = await fetch(`${s.url}/api/judge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  assert.equal(r.status, 200);
  const j = (await r.json()) as { pass: boolean; events: { rules: string[]; board: string; text: string }[] };
  assert.equal(j.pass, true);
  assert.ok(j.events.length > 3);
  assert.ok(
    j.events.some((e) => e.rules.includes('702.15b')),
    'the lifelink event cites 702.15b',
  );
  assert.ok(j.events.every((e) => e.board.length > 0));
  const broken = await fetch(`${s.url}/api/judge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario: 'setup: [' }),
  });
  assert.equal(broken.status, 200);
  assert.equal(((await broken.json()) as { pass: boolean }).pass, false);
  const bad = await fetch(`${s.url}/api/judge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ yaml: 1 }),
  });
  assert.equal(bad.status, 400);
});
