// Progress for long commands: a bar (cli-progress) when standard error is a terminal,
// plain lines ("… 2000/16569") when it is not, so logs and pipes never see `\r`.
import cliProgress from 'cli-progress';
import type { CliIO } from './command.js';

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

/** Whether progress should be drawn as a bar: a terminal on standard error, not disabled. */
export function progressIsTty(): boolean {
  return process.stderr.isTTY === true && !process.env['ARBITER_NO_PROGRESS'];
}

/** A progress reporter labelled `label` ("compiling cards"); `tty` forces either style (tests). */
export function createProgress(label: string, io: CliIO, tty = progressIsTty()): Progress {
  if (tty) {
    const bar = new cliProgress.SingleBar(
      {
        format: `${label} [{bar}] {value}/{total} {percentage}% {duration}s`,
        stream: process.stderr,
        hideCursor: true,
        clearOnComplete: false,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(done, total) {
        if (!started) {
          bar.start(total, done);
          started = true;
        } else {
          bar.setTotal(total);
          bar.update(done);
        }
      },
      stop() {
        if (started) bar.stop();
      },
    };
  }
  let last = -1;
  return {
    update(done, total) {
      if (done === last) return;
      last = done;
      io.stderr(`${label}: ${done}/${total}\n`);
    },
    stop() {},
  };
}
