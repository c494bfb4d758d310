// Runs test files in parallel child processes for scripts/test.mjs: each file in its own process group,
// with a time limit per file and a deadline for the whole run, so that one hanging file fails with its
// name instead of eating CI's time. Prints each file's output as it finishes, then a summary.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const count = (out, label) => Number(new RegExp(`^ℹ ${label} (\\d+)`, 'm').exec(out)?.[1] ?? 0);

/** One file: resolves with its outcome; never rejects. */
function runFile(file, opts, cpuFile, register) {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', opts.cpuHook, '--test-reporter', 'spec', file],
      {
        cwd: opts.root,
        detached: true,
        env: { ...process.env, ARBITER_TEST_CPU_FILE: cpuFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    let killedFor = null;
    const kill = (why) => {
      killedFor = why;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => kill(`timed out after ${opts.fileTimeout} s`), opts.fileTimeout * 1000);
    register(kill);
    child.on('close', (code) => {
      clearTimeout(timer);
      let cpu = NaN;
      try {
        cpu = Number(readFileSync(cpuFile, 'utf8'));
      } catch {
        /* killed before exit */
      }
      const ok = code === 0 && killedFor === null;
      resolve({
        file,
        ok,
        code,
        killedFor,
        out,
        wall: (Date.now() - start) / 1000,
        cpu,
        tests: count(out, 'tests'),
        fail: count(out, 'fail'),
      });
    });
  });
}

const fmt = (s) => (Number.isFinite(s) ? `${s.toFixed(1)} s` : '?');

function report(r, log) {
  log(r.out.endsWith('\n') || r.out === '' ? r.out : `${r.out}\n`);
  const why = r.ok ? '' : ` — ${r.killedFor ?? `exit ${r.code}`}`;
  log(`[test] ${r.ok ? '✔' : '✖'} ${r.file}: ${r.tests} tests, ${fmt(r.wall)} wall, ${fmt(r.cpu)} CPU${why}\n`);
}

function summary(results, notRun, started, log) {
  const slow = [...results].sort((a, b) => b.wall - a.wall).slice(0, 12);
  log(`\n[test] slowest files (wall, CPU):\n`);
  for (const r of slow) log(`[test]   ${fmt(r.wall).padStart(8)} ${fmt(r.cpu).padStart(8)}  ${r.file}\n`);
  const tests = results.reduce((n, r) => n + r.tests, 0);
  const failed = results.filter((r) => !r.ok);
  log(
    `[test] ${results.length} files, ${tests} tests, ${failed.length} files failed, ${notRun.length} not run, ${fmt((Date.now() - started) / 1000)} in all\n`,
  );
  for (const r of failed)
    log(`[test] FAILED ${r.file}: ${r.killedFor ?? `${r.fail} failing tests (exit ${r.code})`}\n`);
  for (const f of notRun) log(`[test] NOT RUN (deadline) ${f}\n`);
  return failed.length === 0 && notRun.length === 0;
}

/** Runs `files` `opts.concurrency` at a time; true when every file passed. */
export async function runPool(files, opts) {
  const log = (m) => process.stdout.write(m);
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-test-'));
  const queue = [...files];
  const results = [];
  const running = new Set();
  let pastDeadline = false;
  let n = 0;
  const deadline = setTimeout(() => {
    pastDeadline = true;
    log(`[test] the run passed its deadline of ${opts.deadline} s: stopping the files still running\n`);
    for (const kill of running) kill('stopped at the deadline of the whole run');
  }, opts.deadline * 1000);
  const stopAll = () => {
    for (const kill of running) kill('interrupted');
    process.exit(130);
  };
  process.on('SIGINT', stopAll).on('SIGTERM', stopAll);
  const worker = async () => {
    while (queue.length && !pastDeadline) {
      const file = queue.shift();
      let kill;
      const r = await runFile(file, opts, path.join(dir, `${n++}.cpu`), (k) => running.add((kill = k)));
      running.delete(kill);
      results.push(r);
      report(r, log);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  clearTimeout(deadline);
  rmSync(dir, { recursive: true, force: true });
  return summary(results, queue, started, log);
}
