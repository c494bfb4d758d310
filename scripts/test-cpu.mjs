// Preloaded into each test file's process by scripts/test.mjs: writes the process's CPU seconds (user + system)
// to the file ARBITER_TEST_CPU_FILE names, so the runner can report CPU time per file on a shared machine.
// The variable is removed at once, so processes the test spawns don't overwrite the figure.
import { writeFileSync } from 'node:fs';

const out = process.env['ARBITER_TEST_CPU_FILE'];
delete process.env['ARBITER_TEST_CPU_FILE'];
if (out)
  process.on('exit', () => {
    const u = process.cpuUsage();
    writeFileSync(out, String((u.user + u.system) / 1e6));
  });
