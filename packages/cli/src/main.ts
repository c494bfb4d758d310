import { readFileSync } from 'node:fs';
import { CliError, UsageError, type CliIO, type Command } from './command.js';
import { commands } from './commands/index.js';

/** Standard output that ends the process quietly when the reader goes away (`arbiter play | head -1`). */
function quietOnBrokenPipe(): void {
  const onError = (err: NodeJS.ErrnoException): void => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  };
  if (process.stdout.listenerCount('error') === 0) process.stdout.on('error', onError);
  if (process.stderr.listenerCount('error') === 0) process.stderr.on('error', onError);
}

function nodeIO(): CliIO {
  quietOnBrokenPipe();
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}

/** The CLI package's version (packages/cli/package.json, from src/ under tsx and from dist/). */
export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}

function helpText(): string {
  const width = Math.max(4, ...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: arbiter <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun 'arbiter <command> --help' for a command's options, 'arbiter <command> <sub-command> --help' for a sub-command's; 'arbiter --version' for the version.\n`;
}

/** `--help` anywhere: the sub-command's own help when the first argument names one, else the command's. */
function helpFor(command: Command, rest: readonly string[]): string {
  const sub = rest[0];
  if (sub !== undefined && command.subcommands && Object.hasOwn(command.subcommands, sub))
    return command.subcommands[sub]!;
  return command.usage;
}

/** One line for an error nobody anticipated: the message, and the stack only with ARBITER_DEBUG=1. */
function unexpected(err: unknown): string {
  if (process.env['ARBITER_DEBUG'] && err instanceof Error && err.stack) return err.stack;
  const msg = err instanceof Error ? err.message : String(err);
  return `${msg.split('\n')[0]} (internal error; ARBITER_DEBUG=1 shows where)`;
}

export async function main(argv: string[], io: CliIO = nodeIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.stdout(helpText());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    io.stdout(`arbiter ${version()}\n`);
    return 0;
  }
  const command: Command | undefined = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`arbiter: unknown command '${name}'\n\n${helpText()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`${helpFor(command, rest)}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      const sub =
        rest[0] !== undefined && command.subcommands && Object.hasOwn(command.subcommands, rest[0])
          ? ` ${rest[0]}`
          : '';
      io.stderr(`arbiter ${name}: ${err.message}\n(see 'arbiter ${name}${sub} --help')\n`);
      return 2;
    }
    if (err instanceof CliError) {
      io.stderr(`arbiter ${name}: ${err.message}\n`);
      return err.exitCode;
    }
    io.stderr(`arbiter ${name}: ${unexpected(err)}\n`);
    return 1;
  }
}
