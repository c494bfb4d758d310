/**
 * Issue 20 §7 and §9: every command sequence in README.md and docs/tournament.md runs as written
 * (code blocks extracted from the Markdown; `npx arbiter` is this checkout's CLI), and the README's
 * scenario figures are the runner's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, cli, root, tempFiles } from './helpers.js';

interface Block {
  readonly file: string;
  readonly line: number;
  readonly commands: string[];
}

/** Shell code blocks: fenced ```sh / ```bash, and indented blocks whose lines start with `npx arbiter`. */
export function shellBlocks(file: string): Block[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(sh|bash|shell)\s*$/.exec(lines[i]!);
    if (fence) {
      const start = i + 1;
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.startsWith('```'); i++) body.push(lines[i]!);
      blocks.push({ file, line: start, commands: body });
    } else if (
      /^ {4}(npx arbiter|printf .*\| npx arbiter)/.test(lines[i]!) &&
      (i === 0 || lines[i - 1]!.trim() === '')
    ) {
      const start = i + 1;
      const body: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith('    '); i++) body.push(lines[i]!.slice(4));
      blocks.push({ file, line: start, commands: body });
    }
  }
  return blocks.map((b) => ({ ...b, commands: b.commands.map(stripComment).filter((c) => c.trim() !== '') }));
}

/** Drops a trailing ` # comment` (not inside quotes) and whole-line comments. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i).trimEnd();
  }
  return line;
}

/** `npm …` steps are the setup itself (the test suite runs under it); everything else runs. */
function runnable(command: string): string | null {
  const parts = command
    .split('&&')
    .map((p) => p.trim())
    .filter((p) => !/^npm /.test(p));
  return parts.length === 0 ? null : parts.join(' && ');
}

/** Inputs the README's examples name: a deck list and a scenario file. */
function fixtures(dir: string): void {
  writeFileSync(path.join(dir, 'my-deck.txt'), '4 Lightning Bolt\n4 Lightnig Bolt\n52 Mountain\n');
  writeFileSync(
    path.join(dir, 'my.yaml'),
    readFileSync(
      path.join(
        root,
        'tests/scenarios/cr',
        readdirSync(path.join(root, 'tests/scenarios/cr')).find((f) => f.endsWith('.yaml'))!,
      ),
      'utf8',
    ),
  );
  symlinkSync(path.join(root, 'tests'), path.join(dir, 'tests'));
}

/** Lines that are documented to exit 1 (a failing check or a deck that is not legal). */
const EXPECTED_EXIT: Readonly<Record<string, number>> = {
  'npx arbiter deck check my-deck.txt --json': 1,
  'npx arbiter tournament deck-check wort.txt --format commander': 1,
};

/**
 * `npx arbiter serve` runs until stopped. As written, it must print `listening on http://HOST:PORT` and
 * answer `/api/health`; then it is stopped. (Waiting for it to exit would hang the suite.) Port 0 is
 * added when the line names no port, so a busy 8080 on the test machine cannot fail the walk-through.
 */
async function runServer(command: string, dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const args = command.replace(/^npx arbiter /, '').split(/\s+/);
  if (!args.includes('--port')) args.push('--port', '0');
  const child = spawn(process.execPath, [bin, ...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`\`${command}\` printed no "listening on" in 60 s\n${out}\n${err}`)),
        60_000,
      );
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`\`${command}\` exited ${code} before listening\n${out}\n${err}`));
      });
    });
    const health = await fetch(`${url}/api/health`);
    assert.equal(health.status, 200, `${command}: /api/health answered ${health.status}`);
  } finally {
    child.kill('SIGTERM');
  }
}

async function runBlock(b: Block): Promise<void> {
  const dir = tempFiles();
  fixtures(dir);
  const env: NodeJS.ProcessEnv = { ...process.env, ARBITER_NO_PROGRESS: '1' };
  delete env['ARBITER_TOURNAMENT_DB'];
  for (const raw of b.commands) {
    const command = runnable(raw);
    if (command === null) continue;
    if (/^npx arbiter serve\b/.test(command)) {
      await runServer(command, dir, env);
      continue;
    }
    const shell = command.replace(/npx arbiter/g, `node ${JSON.stringify(bin)}`);
    const r = spawnSync('bash', ['-c', shell], { cwd: dir, env, encoding: 'utf8', timeout: 600_000 }); // cards coverage compiles a whole pool
    const want = EXPECTED_EXIT[command] ?? 0;
    assert.equal(
      r.status,
      want,
      `${b.file}:${b.line}: \`${command}\` exited ${r.status} (expected ${want})\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`,
    );
    assert.doesNotMatch(r.stderr, /^\s+at /m, `${b.file}:${b.line}: \`${command}\` printed a stack trace`);
  }
}

for (const file of ['README.md', 'docs/tournament.md']) {
  test(`every command sequence in ${file} runs as written`, async () => {
    const blocks = shellBlocks(file);
    assert.ok(blocks.length >= 3, `${file}: found ${blocks.length} blocks`);
    for (const b of blocks) await runBlock(b);
  });
}

test('README: the walk-through reports every table that plays and none that is a bye', () => {
  const block = shellBlocks('README.md').find((b) => b.commands.some((c) => c.includes('tournament create')))!;
  assert.ok(block.commands.some((c) => c.includes('report --stdin')));
});

test("README: the scenario figures are the runner's (tests/scenarios/cr pass / expect_fail, core count)", async () => {
  const text = readFileSync(path.join(root, 'README.md'), 'utf8');
  const m = /tests\/scenarios\/cr: (\d+) pass, (\d+) marked expect_fail[\s\S]*?plus (\d+) engine-core scenarios/.exec(
    text,
  );
  assert.ok(m, 'README states the scenario figures');
  const cr = await cli('scenario', 'run', path.join(root, 'tests/scenarios/cr'));
  const core = await cli('scenario', 'run', path.join(root, 'tests/scenarios/core'));
  const crSummary = /(\d+) scenario files: (\d+) passed(?:, (\d+) expected to fail)?/.exec(cr.out);
  const coreSummary = /(\d+) scenario files: (\d+) passed/.exec(core.out);
  assert.ok(crSummary && coreSummary, cr.out.slice(-300) + core.out.slice(-300));
  assert.deepEqual([m[1], m[2], m[3]], [crSummary[2], crSummary[3] ?? '0', coreSummary[1]]);
});
