/**
 * End-to-end in a real browser (Debian chromium via playwright-core) through a real server:
 * a) two browser contexts play a whole 2-player game by clicking; b) a human against three AI seats
 * in a 4-player free-for-all; c) Two-Headed Giant and Planechase games reach a result; d) reloading
 * resumes; e) the judge page steps through a scenario. Across a) and b) every WebSocket frame one
 * page receives is recorded: none names a card in another player's hand or library.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { createTable, launchBrowser, newPage, recordFrames, shot, startTestServer, tableStatus, type Running } from './browser/harness.js';
import { playToEnd } from './browser/player.js';
import { hiddenInfoLeaks } from './browser/hidden.js';

let server: Running;
let browser: Browser;

before(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('a) two players in two browser contexts play a whole 2-player game by clicking; no frame names the other hand or library', async () => {
  const t = await createTable(server.url, { variant: 'two-player', players: 2, seed: 11, seats: [{ kind: 'human', name: 'Alice' }, { kind: 'human', name: 'Bob' }] });
  const a = await newPage(browser);
  const b = await newPage(browser);
  const framesA = recordFrames(a.page);
  const framesB = recordFrames(b.page);
  await a.page.goto(`${server.url}/table/${t.id}?seat=0&token=${t.seats[0]!.token}`);
  await b.page.goto(`${server.url}/table/${t.id}?seat=1&token=${t.seats[1]!.token}`);
  let shotTaken = false;
  await playToEnd([a.page, b.page], Number(process.env.E2E_MS ?? 240_000), undefined, async (p) => {
    if (!shotTaken && await p.locator('.card.attacking').count()) { shotTaken = true; await shot(p, 'table-2p-combat'); }
  });
  const st = await tableStatus(server.url, t.id);
  assert.equal(st.status, 'finished');
  assert.ok(framesA.length > 10, 'frames were recorded');
  assert.deepEqual(hiddenInfoLeaks(framesA, framesB, 0, 1), []);
  assert.deepEqual(hiddenInfoLeaks(framesB, framesA, 1, 0), []);
  await a.ctx.close(); await b.ctx.close();
});
