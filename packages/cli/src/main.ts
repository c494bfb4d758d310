import { UsageError, type CliIO, type Command } from './command.js';
import { commands } from './commands/index.js';

function nodeIO(): CliIO {
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

function helpText(): string {
  const width = Math.max(4, ...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: arbiter <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun 'arbiter <command> --help' for a command's options.\n`;
}

export async function main(argv: string[], io: CliIO = nodeIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.stdout(helpText());
    return name === undefined ? 2 : 0;
  }
  const command: Command | undefined = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`arbiter: unknown command '${name}'\n\n${helpText()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`${command.usage}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`arbiter ${name}: ${err.message}\n\n${command.usage}\n`);
      return 2;
    }
    throw err;
  }
}
