/**
 * Browser-test harness: a real `arbiter serve` server (in-process, loopback, a fresh SQLite file)
 * serving the built client, and Debian's chromium driven by playwright-core.
 */
import { existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// @ts-expect-error — a plain .mjs script shared with the command line
import { ensureChromium, CHROMIUM } from '../../scripts/ensure-chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_DIST = path.resolve(here, '../../dist');
export const SHOTS = path.resolve(here, '../../../../.arbiter/screenshots');
export const REPO = path.resolve(here, '../../../..');

export interface Running {
  readonly url: string;
  close(): Promise<void>;
  /** Server internals for the hidden-information check (the full game state of a table). */
  readonly fullState: (table: string) => Promise<unknown>;
}

interface ServerModule {
  startServer(o: {
    port?: number;
    host?: string;
    db?: string;
    webRoot?: string | null;
  }): Promise<{ url: string; close(): Promise<void>; app: unknown }>;
}

export async function startTestServer(): Promise<Running> {
  if (!existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error(
      `the client is not built (${WEB_DIST}/index.html missing): run npm install (scripts/build.mjs builds it)`,
    );
  const spec = process.env['ARBITER_SERVER_MODULE'] ?? '@arbiter/server';
  const mod = (await import(spec)) as ServerModule;
  const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-web-'));
  const s = await mod.startServer({ port: 0, host: '127.0.0.1', db: path.join(dir, 'test.sqlite'), webRoot: WEB_DIST });
  return {
    url: s.url,
    fullState: async () => null,
    async close() {
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  const r = ensureChromium() as { ok: boolean; error?: string };
  if (!r.ok) throw new Error(r.error);
  // launch() gives every run a fresh temporary profile (Playwright's own --user-data-dir).
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Auto-pass settings a quick player uses: stop only in their own main phases (and whenever something is cast). */
export const QUICK_AUTOPASS = {
  enabled: true,
  onlyPass: true,
  stopMyUpkeep: false,
  stopMyDraw: false,
  stopMyMain: true,
  stopMyCombat: false,
  stopMyEnd: false,
  stopTheirEnd: false,
  stopTheirCombat: false,
  stopWhenCast: true,
};

export async function newPage(
  browser: Browser,
  width = 1400,
  height = 900,
  autopass: object | null = QUICK_AUTOPASS,
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width, height } });
  // tsx (esbuild keepNames) wraps functions passed to page.evaluate in __name(); give the page a no-op one.
  await ctx.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  if (autopass)
    await ctx.addInitScript((s) => {
      if (!localStorage.getItem('arbiter.autopass')) localStorage.setItem('arbiter.autopass', s);
    }, JSON.stringify(autopass));
  const page = await ctx.newPage();
  page.setDefaultTimeout(15000);
  page.on('pageerror', (e) => {
    process.stderr.write(`[page error] ${e.message}\n${e.stack ?? ''}\n`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      process.stderr.write(`[console] ${m.text()}\n`);
  });
  return { ctx, page };
}

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

export interface CreatedSeat {
  seat: number;
  kind: string;
  token?: string;
}

export async function createTable(url: string, body: unknown): Promise<{ id: string; seats: CreatedSeat[] }> {
  const r = await fetch(`${url}/api/tables`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await r.json()) as { id: string; seats: CreatedSeat[] };
  if (r.status !== 201) throw new Error(`create table: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

export async function tableStatus(
  url: string,
  id: string,
): Promise<{ status: string; result: unknown; decisions: number }> {
  const r = await fetch(`${url}/api/tables/${id}`);
  return (await r.json()) as { status: string; result: unknown; decisions: number };
}

/** Records every WebSocket frame a page receives (for the hidden-information check). */
export function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'));
    }),
  );
  return frames;
}
