/**
 * End-to-end in a real browser (Debian chromium via playwright-core) through a real server:
 * a) two browser contexts play a whole 2-player game by clicking; b) a human against three AI seats
 * in a 4-player free-for-all to the end; c) Two-Headed Giant and Planechase games reach a result;
 * d) reloading resumes; e) the judge page steps through a scenario; f) a human divides damage and picks a
 * cost's object on the board (601.2d, 601.2h). Across a) and b) every WebSocket
 * frame one page receives is recorded: none names a card in another player's hand or library.
 * Screenshots (lobby, 2- and 6-player tables mid-combat, judge page) go to .arbiter/screenshots.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  createTable,
  launchBrowser,
  newPage,
  QUICK_AUTOPASS,
  recordFrames,
  REPO,
  shot,
  startTestServer,
  tableStatus,
  type Running,
} from './browser/harness.js';
import { playToEnd } from './browser/player.js';
import { hiddenInfoLeaks, structuralLeaks } from './browser/hidden.js';

let server: Running;
let browser: Browser;
const GAME_MS = Number(process.env['E2E_MS'] ?? 240_000);

before(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Clicks if the control is still there: the page may have moved to the next decision meanwhile. */
async function tryClick(l: Locator): Promise<void> {
  await l.click({ timeout: 2000 }).catch(() => undefined);
}

/** Takes a screenshot the first time a creature is attacking on the page, once the board has filled a little. */
function combatShot(name: string, minTurn: number): (p: Page) => Promise<void> {
  let done = false;
  return async (p) => {
    if (done) return;
    const turn = Number(
      (
        (await p
          .locator('.turnbar strong')
          .textContent({ timeout: 300 })
          .catch(() => '')) ?? ''
      ).replace(/\D/g, '') || 0,
    );
    if (turn >= minTurn && (await p.locator('.card.attacking').count())) {
      done = true;
      await shot(p, name);
    }
  };
}

test('the lobby: variants and options from /api/meta, seats with AI difficulty, a pasted list validated with line numbers, invite links, Chinese', async () => {
  const { ctx, page } = await newPage(browser);
  await page.goto(server.url);
  await page.locator('form.create select[name=variant]').selectOption('free-for-all');
  await page.locator('form.create input[name=players]').fill('4');
  await page.locator('select[name=seat1-ai]').selectOption('random');
  await page.locator('select[name=seat2-deck]').selectOption('list');
  await page.locator('textarea[name=seat2-list]').fill('20 Mountain\n4 Definitely Not A Card\n');
  await page.locator('[data-seat-row="2"] button', { hasText: 'Validate' }).click();
  await page.locator('[data-seat-row="2"] .problems li').first().waitFor();
  assert.match(
    (await page.locator('[data-seat-row="2"] .problems').textContent()) ?? '',
    /^2: /,
    'the problem names line 2',
  );
  await page.locator('select[name=seat2-deck]').selectOption('random');
  assert.ok(
    (await page.locator('form.create .options input, form.create .options select').count()) >= 3,
    'table options are offered',
  );
  await shot(page, 'lobby');
  await page.locator('form.create button[type=submit]').click();
  await page.locator('.invites .invite-link').first().waitFor();
  assert.match(await page.locator('.invites .invite-link').first().inputValue(), /\/table\/[^?]+\?seat=\d+&token=/);
  await page.locator('.app-header select').selectOption('zh');
  await page.locator('text=创建牌桌').first().waitFor();
  await page.locator('.app-header select').selectOption('en');
  await page.locator('.your-games li').first().waitFor();
  await ctx.close();
});

test('a) two players in two browser contexts play a whole 2-player game by clicking; no frame names the other hand or library', async () => {
  const t = await createTable(server.url, {
    variant: 'two-player',
    players: 2,
    seed: 11,
    seats: [
      { kind: 'human', name: 'Alice' },
      { kind: 'human', name: 'Bob' },
    ],
  });
  const a = await newPage(browser);
  const b = await newPage(browser);
  const framesA = recordFrames(a.page);
  const framesB = recordFrames(b.page);
  await a.page.goto(`${server.url}/table/${t.id}?seat=0&token=${t.seats[0]!.token}`);
  await b.page.goto(`${server.url}/table/${t.id}?seat=1&token=${t.seats[1]!.token}`);
  await playToEnd([a.page, b.page], GAME_MS, undefined, combatShot('table-2p-combat', 4));
  assert.equal((await tableStatus(server.url, t.id)).status, 'finished');
  await a.page.locator('[data-result]').waitFor();
  // A rule citation in the log opens the rule's text in English and Chinese.
  await a.page.locator('.log .rule-link').last().click();
  await a.page.locator('.rule-panel .rule-zh').waitFor();
  assert.ok(framesA.length > 10 && framesB.length > 10, 'frames were recorded');
  assert.ok(
    framesA.some((f) => f.startsWith('{"type":"patch"')),
    'the client asks for and applies patch frames',
  );
  assert.deepEqual(hiddenInfoLeaks(framesA, framesB, 0, 1), []);
  assert.deepEqual(hiddenInfoLeaks(framesB, framesA, 1, 0), []);
  assert.deepEqual(structuralLeaks(framesA, 0), []);
  await a.ctx.close();
  await b.ctx.close();
});

test('b) a human plays three AI seats in a 4-player free-for-all to the end; the frames name no other hand or library card', async () => {
  const t = await createTable(server.url, {
    variant: 'free-for-all',
    players: 4,
    seed: 5,
    seats: [
      { kind: 'human', name: 'Hana' },
      { kind: 'ai', ai: 'heuristic' },
      { kind: 'ai', ai: 'heuristic' },
      { kind: 'ai', ai: 'random' },
    ],
  });
  const h = await newPage(browser);
  const frames = recordFrames(h.page);
  const me = t.seats.find((x) => x.token)!;
  await h.page.goto(`${server.url}/table/${t.id}?seat=${me.seat}&token=${me.token}`);
  await playToEnd([h.page], GAME_MS);
  assert.equal((await tableStatus(server.url, t.id)).status, 'finished');
  assert.ok(frames.length > 10);
  assert.deepEqual(structuralLeaks(frames, me.seat), []);
  await h.ctx.close();
});

test('c) a Two-Headed Giant game and a Planechase game each reach a result in the browser', async () => {
  const thg = await createTable(server.url, {
    variant: 'two-headed-giant',
    players: 4,
    seed: 3,
    seats: ['ai', 'ai', 'ai', 'ai'],
  });
  const pc = await createTable(server.url, {
    variant: 'free-for-all',
    players: 3,
    seed: 4,
    seats: ['ai', 'ai', 'ai'],
    options: { planechase: true, aiDelayMs: 5 },
  });
  const p1 = await newPage(browser);
  const p2 = await newPage(browser);
  await p1.page.goto(`${server.url}/table/${thg.id}?watch=1`);
  await p2.page.goto(`${server.url}/table/${pc.id}?watch=1`);
  await p2.page.locator('.command .card').first().waitFor({ timeout: 60_000 });
  await p1.page.locator('.team-group.team').first().waitFor();
  assert.equal(await p1.page.locator('.opponents .team-group.team').count(), 2, 'two teams, each grouped');
  await p1.page.locator('[data-result]').waitFor({ timeout: GAME_MS });
  await p2.page.locator('[data-result]').waitFor({ timeout: GAME_MS });
  assert.equal((await tableStatus(server.url, thg.id)).status, 'finished');
  assert.equal((await tableStatus(server.url, pc.id)).status, 'finished');
  await p1.ctx.close();
  await p2.ctx.close();
});

test('d) reloading the page mid-game resumes the same seat from the stored token', async () => {
  const t = await createTable(server.url, {
    variant: 'two-player',
    players: 2,
    seed: 21,
    seats: [
      { kind: 'human', name: 'Rei' },
      { kind: 'ai', ai: 'heuristic' },
    ],
  });
  const { ctx, page } = await newPage(browser);
  const me = t.seats.find((x) => x.token)!;
  await page.goto(`${server.url}/table/${t.id}?seat=${me.seat}&token=${me.token}`);
  await page.locator('section.decision[data-kind="mulligan"] button.primary').click();
  await page.waitForFunction(
    () => Number(document.querySelector('main.table-page')?.getAttribute('data-decisions') ?? 0) >= 2,
  );
  assert.doesNotMatch(page.url(), /token=/, 'the token left the address bar');
  const before = Number(await page.locator('main.table-page').getAttribute('data-decisions'));
  await page.reload();
  await page.locator('main.table-page').waitFor();
  assert.match((await page.locator('.side-head span').first().textContent()) ?? '', /Rei/);
  assert.ok(Number(await page.locator('main.table-page').getAttribute('data-decisions')) >= before);
  assert.ok((await page.locator('.hand .card').count()) > 0, 'the own hand is shown again');
  await page.goto(server.url);
  await page.locator('.your-games button', { hasText: 'Resume' }).first().click();
  await page.locator('main.table-page').waitFor();
  await ctx.close();
});

test('e) the judge page runs a scenario and steps through it event by event beside the rules', async () => {
  const { ctx, page } = await newPage(browser, 1400, 900, null);
  await page.goto(`${server.url}/judge`);
  const text = readFileSync(path.join(REPO, 'tests/scenarios/core/combat/702.15b-lifelink.yaml'), 'utf8');
  await page.locator('textarea[name=scenario]').fill(text);
  await page.locator('.judge-input button.primary').click();
  await page.locator('.event-counter').waitFor();
  assert.match((await page.locator('.judge-input [role=status]').textContent()) ?? '', /passes/);
  const first = await page.locator('.judge-text').textContent();
  for (let i = 0; i < 4; i++) await page.locator('button.judge-next').click();
  assert.match((await page.locator('.event-counter').textContent()) ?? '', /^Event 5 of \d+/);
  assert.notEqual(await page.locator('.judge-text').textContent(), first);
  await page.locator('.judge-events button', { hasText: 'gains' }).first().click();
  await page.locator('.judge-event .rule-link[data-rule="702.15b"]').click();
  await page.locator('.rule-panel .rule-zh').waitFor();
  await page.locator('.rule-panel').waitFor();
  assert.ok(((await page.locator('.judge-board pre').textContent()) ?? '').length > 20, 'the board is drawn');
  await shot(page, 'judge');
  await ctx.close();
});

test('a 6-player table mid-combat (screenshot), then the human concedes', async () => {
  const t = await createTable(server.url, {
    variant: 'free-for-all',
    players: 6,
    seed: 8,
    seats: [{ kind: 'human', name: 'You' }, 'ai', 'ai', 'ai', 'ai', 'ai'],
    options: { aiDelayMs: 20 },
  });
  const { ctx, page } = await newPage(browser, 1600, 1000);
  const me = t.seats.find((x) => x.token)!;
  await page.goto(`${server.url}/table/${t.id}?seat=${me.seat}&token=${me.token}`);
  const snap = combatShot('table-6p-combat', 3);
  const until = Date.now() + 120_000;
  const { actOnce } = await import('./browser/player.js');
  while (Date.now() < until && !(await page.locator('[data-result]').count())) {
    await actOnce(page);
    await snap(page);
    if (
      (await page.locator('.card.attacking').count()) &&
      Number(((await page.locator('.turnbar strong').textContent()) ?? '').replace(/\D/g, '')) >= 3
    )
      break;
    await page.waitForTimeout(40);
  }
  await shot(page, 'table-6p-combat');
  if (!(await page.locator('[data-result]').count()) && (await page.locator('button.concede').count())) {
    await page.locator('button.concede').click();
    await page.locator('.confirm button', { hasText: 'Yes' }).click();
    await page.locator('.seat.me.left, [data-result]').first().waitFor();
  }
  await ctx.close();
});

test('601.2d, 601.2h: a human divides Arc Lightning between two players and picks on the board the creature Fling sacrifices', async () => {
  const t = await createTable(server.url, {
    variant: 'two-player',
    players: 2,
    seed: 3,
    seats: [
      { kind: 'human', name: 'Ana', deck: { list: '20 Mountain\n20 Raging Goblin\n10 Fling\n10 Arc Lightning' } },
      { kind: 'ai', ai: 'random', deck: { list: '60 Plains' } },
    ],
    options: { aiDelayMs: 0 },
  });
  // No auto-pass: this test answers every decision itself, so nothing passes behind its back.
  const manual = { ...QUICK_AUTOPASS, enabled: false, onlyPass: false };
  const { ctx, page } = await newPage(browser, 1400, 900, manual);
  const me = t.seats.find((x) => x.token)!;
  await page.goto(`${server.url}/table/${t.id}?seat=${me.seat}&token=${me.token}`);
  const panel = page.locator('section.decision');
  const form = page.locator('form.builder');
  const cast = (name: string) => panel.locator('.action-btn[data-kind="cast"]', { hasText: name });
  let arced = false;
  let flung = false;
  let seen: string | null = null;
  let noChoiceAt: string | null = null;
  const until = Date.now() + 150_000;
  const dealt = page.locator('.log li', { hasText: /Arc Lightning(#\d+)? deals 2 damage to P2/ });
  let resolved = false; // the log keeps only recent lines in the page, so the line is looked for as it passes
  while (Date.now() < until && !(flung && resolved)) {
    resolved ||= (await dealt.count()) > 0;
    await page
      .waitForFunction((b) => document.querySelector('main.table-page')?.getAttribute('data-decisions') !== b, seen, {
        timeout: 1500,
        polling: 25,
      })
      .catch(() => undefined);
    seen = await page.locator('main.table-page').getAttribute('data-decisions');
    const kind = await panel.getAttribute('data-kind', { timeout: 500 }).catch(() => null);
    if (process.env['E2E_DEBUG']) process.stderr.write(`${Date.now() % 100000} ${seen} ${kind}\n`);
    if (kind === 'chooseObjects') await tryClick(panel.locator('.choice-cards [role=button]').first());
    if (kind !== 'priority') {
      if (kind) await tryClick(panel.locator('button.primary:not([disabled])').first());
      continue;
    }
    const land = panel.locator('.action-btn[data-kind="playLand"]');
    if (await land.count()) {
      await tryClick(land.first());
    } else if (!arced && (await cast('Arc Lightning').count())) {
      await cast('Arc Lightning').first().click();
      await form.locator('.targets .target-btn', { hasText: 'Ana' }).click();
      await form.locator('.targets .target-btn', { hasText: 'P2' }).click();
      const divide = form.locator('fieldset.divide');
      assert.equal(await divide.locator('legend').textContent(), 'Divide the damage: 3 of 3', 'evenly at first');
      await divide.locator('input').first().fill('1');
      assert.equal(await divide.locator('legend').textContent(), 'Divide the damage: 2 of 3');
      assert.ok(await form.locator('button[type=submit]').isDisabled(), 'amounts short of 3 cannot be submitted');
      await divide.locator('input').nth(1).fill('2');
      await shot(page, 'divide-damage');
      await form.locator('button[type=submit]').click();
      arced = true;
    } else if (!flung && noChoiceAt !== seen && (await cast('Fling').count())) {
      await cast('Fling').first().click();
      const picker = form.locator('.cost-objects');
      if (!(await picker.count())) {
        await form.locator('button', { hasText: 'Cancel' }).click(); // one creature: nothing to choose yet
        noChoiceAt = seen;
      } else {
        await form.locator('.targets .target-btn', { hasText: 'P2' }).click();
        const onBoard = page.locator('.card.targetable[data-object]', { hasText: 'Raging Goblin' });
        const ids = await onBoard.evaluateAll((cs) => cs.map((c) => c.getAttribute('data-object')));
        assert.ok(ids.length >= 2, 'the cost candidates are highlighted on the board once the target is chosen');
        await onBoard.last().click();
        assert.match((await picker.locator('legend').textContent()) ?? '', /Sacrifice: 1 of 1 chosen/);
        await shot(page, 'cost-objects');
        await form.locator('button[type=submit]').click();
        await page.locator(`.card[data-object="${ids.at(-1)}"]`).waitFor({ state: 'detached' });
        assert.equal(await page.locator(`.card[data-object="${ids[0]}"]`).count(), 1, 'the other creature stays');
        flung = true;
      }
    } else if (await cast('Raging Goblin').count()) {
      await cast('Raging Goblin').first().click();
      if (await form.count()) await form.locator('button[type=submit]').click();
    } else {
      await tryClick(panel.locator('button[data-action="pass"]'));
    }
  }
  assert.ok(arced && flung, `Arc Lightning cast: ${arced}; Fling cast: ${flung}`);
  assert.ok(resolved, 'Arc Lightning resolved with the chosen division');
  await ctx.close();
});
