/** One `npx arbiter <name>` sub-command. Each lives in its own module under commands/. */
export interface CliIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads all of standard input (used by commands that accept piped JSON). */
  readonly readStdin: () => Promise<string>;
}

export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  run(args: string[], io: CliIO): Promise<number>;
}

/** Thrown for bad flags/arguments; main() prints the message plus the command's usage, exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Parses `--flag value`, `--flag=value` and boolean `--flag`; positional arguments are kept in order. */
export function parseFlags(
  args: string[],
  spec: { readonly booleans?: readonly string[]; readonly values?: readonly string[] },
): { flags: Map<string, string | true>; positional: string[] } {
  const booleans = new Set(spec.booleans ?? []);
  const values = new Set(spec.values ?? []);
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    if (booleans.has(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      flags.set(name, true);
    } else if (values.has(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : args[++i];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else {
      throw new UsageError(`unknown flag --${name}`);
    }
  }
  return { flags, positional };
}

/** Reads an integer flag within [min, max], or the default when absent. */
export function intFlag(flags: Map<string, string | true>, name: string, dflt: number, min: number, max: number): number {
  const raw = flags.get(name);
  if (raw === undefined) return dflt;
  if (raw === true || !/^-?\d+$/.test(raw)) throw new UsageError(`--${name} must be an integer`);
  const n = Number(raw);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}`);
  return n;
}
