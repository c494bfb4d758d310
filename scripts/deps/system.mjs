// The Debian packages the test suite needs, installed in one apt-get run before any test starts
// (tests run concurrently, and two apt-get runs at once would fight over the dpkg lock):
//   tmux        — the terminal-play test drives `arbiter play --human` through a pseudo-terminal;
//   chromium    — the browser tests (driven by playwright-core; browser downloads are impossible here);
//   fonts-wqy-microhei — Chinese text in the browser screenshots;
//   postgresql  — the server's PostgreSQL store tests (a throwaway cluster, scripts/deps/postgres.mjs).
// Idempotent: nothing is installed when every package's file is present. Each test still checks for its
// own dependency (and installs it when run alone), so this step only makes a full run safe and fast.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

/** Package → whether it is already there. */
export const SYSTEM_PACKAGES = {
  tmux: () => spawnSync('sh', ['-c', 'command -v tmux'], { stdio: 'ignore' }).status === 0,
  chromium: () => existsSync('/usr/bin/chromium'),
  'fonts-wqy-microhei': () => existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'),
  postgresql: hasPostgres,
};

export function ensureSystemPackages(log = (m) => process.stderr.write(m)) {
  const missing = Object.entries(SYSTEM_PACKAGES)
    .filter(([, present]) => !present())
    .map(([name]) => name);
  if (missing.length === 0) return { ok: true, installed: [] };
  if (spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0)
    return { ok: false, error: `missing ${missing.join(', ')} and apt-get is not available: install them` };
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? ['sudo', '-n'] : [];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env,
    });
  log(`[deps] installing Debian packages: ${missing.join(' ')}\n`);
  apt(['update', '-q']);
  const r = apt(['install', '-y', '-q', '--no-install-recommends', ...missing]);
  const still = missing.filter((name) => !SYSTEM_PACKAGES[name]());
  if (still.length)
    return { ok: false, error: `apt-get install failed (exit ${r.status}); still missing: ${still.join(', ')}` };
  return { ok: true, installed: missing };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = ensureSystemPackages();
  if (!r.ok) {
    process.stderr.write(`[deps] ${r.error}\n`);
    process.exit(1);
  }
}
