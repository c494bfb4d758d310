/** Shared helpers for the CLI tests: run `main` in-process with captured output, temp folders. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../src/main.js';
import type { CliIO } from '../src/command.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const bin = path.join(root, 'packages/cli/bin/arbiter.js');

export async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = {
    stdout: (t) => {
      out += t;
    },
    stderr: (t) => {
      err += t;
    },
    readStdin: async () => '',
  };
  const code = await main(argv, io);
  return { code, out, err };
}

/** A fresh temporary folder with the given files written into it. */
export function tempFiles(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

/** No stack trace: no "    at " frames and no "Error:" class dump. */
export function assertNoStack(text: string): void {
  if (/^\s+at .+\(.*:\d+:\d+\)$/m.test(text) || /^\s+at /m.test(text))
    throw new Error(`stack trace in output:\n${text}`);
}
