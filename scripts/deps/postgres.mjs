// A throwaway PostgreSQL cluster for the server tests (no mock): installs Debian's `postgresql`
// when its binaries are missing (needs root), then
//   node scripts/deps/postgres.mjs start <dir>   → initdb (once) + pg_ctl start; prints the URL
//   node scripts/deps/postgres.mjs stop <dir>    → pg_ctl stop
// The cluster listens on 127.0.0.1 only, on a free port, with trust auth for user `arbiter`.
// Idempotent: starting a running cluster prints its URL again.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

function fail(msg) {
  process.stderr.write(`postgres: ${msg}\n`);
  process.exit(1);
}

function binDir() {
  const base = '/usr/lib/postgresql';
  const find = () =>
    existsSync(base)
      ? readdirSync(base)
          .sort()
          .reverse()
          .map((v) => path.join(base, v, 'bin'))
          .find((d) => existsSync(path.join(d, 'initdb')))
      : undefined;
  let dir = find();
  if (dir) return dir;
  if (process.getuid?.() !== 0)
    fail('PostgreSQL is not installed and installing it needs root: apt-get install postgresql');
  process.stderr.write('postgres: installing Debian postgresql…\n');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) fail(`apt-get ${args.join(' ')} failed`);
  }
  dir = find();
  if (!dir) fail('postgresql installed but no initdb found under /usr/lib/postgresql');
  return dir;
}

/** Runs a PostgreSQL binary as the `postgres` user when we are root (initdb refuses root). */
function asPostgres(bin, args) {
  const root = process.getuid?.() === 0;
  const r = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
    : spawnSync(bin, args, { encoding: 'utf8' });
  return r;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function start(dir) {
  const bin = binDir();
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  const root = process.getuid?.() === 0;
  if (root) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(pw.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    const r = asPostgres(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'arbiter',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    if (r.status !== 0) fail(`initdb failed: ${r.stderr}`);
  }
  const portFile = path.join(dir, 'port');
  const status = asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, 'status']);
  if (status.status !== 0) {
    const port = await freePort();
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`;
    const r = asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      opts,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    if (r.status !== 0)
      fail(
        `pg_ctl start failed: ${r.stderr}${existsSync(path.join(dir, 'log')) ? readFileSync(path.join(dir, 'log'), 'utf8') : ''}`,
      );
    writeFileSync(portFile, String(port));
  }
  const port = readFileSync(portFile, 'utf8').trim();
  process.stdout.write(`postgres://arbiter@127.0.0.1:${port}/postgres\n`);
}

function stop(dir) {
  const bin = binDir();
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']);
}

const [cmd, dir] = process.argv.slice(2);
if (!dir) fail('usage: postgres.mjs start|stop <dir>');
if (cmd === 'start') await start(path.resolve(dir));
else if (cmd === 'stop') stop(path.resolve(dir));
else fail(`unknown command ${cmd}`);
