// Installs Debian's chromium for the browser tests when /usr/bin/chromium is missing (idempotent).
// Browser downloads from anywhere else are impossible here; playwright-core drives this binary.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';

const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(CJK_FONT)) return { ok: true, installed: false };
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? ['sudo', '-n'] : [];
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { stdio: 'inherit', env });
  process.stderr.write('[chromium] installing Debian chromium (and a CJK font) with apt-get…\n');
  run(['apt-get', 'update', '-q']);
  // A small CJK font so Chinese strings render in the screenshots.
  const r = run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-wqy-microhei']);
  if (!existsSync(CHROMIUM))
    return {
      ok: false,
      error: `apt-get install chromium failed (exit ${r.status}); the browser tests need ${CHROMIUM}`,
    };
  return { ok: true, installed: true };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = ensureChromium();
  if (!r.ok) {
    console.error(r.error);
    process.exit(1);
  }
  console.log(r.installed ? 'chromium installed' : 'chromium present');
}
