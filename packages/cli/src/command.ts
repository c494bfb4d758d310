import { readFileSync, writeFileSync } from 'node:fs';

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
  /** Help for each sub-command (`arbiter <name> <sub> --help`), keyed by the sub-command's name. */
  readonly subcommands?: Readonly<Record<string, string>>;
  run(args: string[], io: CliIO): Promise<number>;
}

/**
 * A failure the user can fix (a missing file, a file of the wrong kind, a value out of range):
 * main() prints `arbiter <command>: <message>` on one line and exits with `exitCode` (default 1).
 */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Node's system errors (ENOENT, EACCES, EISDIR, …) as one readable clause about `path`. */
export function fileProblem(err: unknown, path: string): string {
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return `${path}: no such file or folder`;
    case 'EISDIR':
      return `${path} is a folder, not a file`;
    case 'ENOTDIR':
      return `${path}: a part of the path is not a folder`;
    case 'EACCES':
    case 'EPERM':
      return `${path}: permission denied`;
    default:
      return `${path}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
  }
}

/** Reads a UTF-8 file, or throws a CliError naming it (`what`: "deck file", "card data file", …). */
export function readTextFile(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new CliError(`cannot read the ${what} ${fileProblem(err, path)}`);
  }
}

/** Parses JSON from `text`, or throws a CliError naming the file and the position of the problem. */
export function parseJsonFile(text: string, path: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new CliError(
      `the ${what} ${path} is not JSON (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`,
    );
  }
}

/** Writes a file, or throws a CliError naming it (e.g. an export to a folder that does not exist). */
export function writeTextFile(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (err) {
    throw new CliError(
      `cannot write ${fileProblem(err, path)}${(err as { code?: unknown }).code === 'ENOENT' ? ' (the folder does not exist)' : ''}`,
    );
  }
}

/** An ISO calendar date yyyy-mm-dd that exists (2025-02-29 and 2025-13-45 do not). */
export function isoDateFlag(flags: Map<string, string | true>, name: string): string | undefined {
  const raw = flags.get(name);
  if (raw === undefined) return undefined;
  if (raw === true || !isIsoDate(raw))
    throw new UsageError(`--${name} must be a date as yyyy-mm-dd, e.g. 2025-06-14 (got '${String(raw)}')`);
  return raw;
}

export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** A flag that must be one of `choices` (case-insensitive); the default when absent. */
export function choiceFlag<T extends string>(
  flags: Map<string, string | true>,
  name: string,
  choices: readonly T[],
  dflt?: T,
): T | undefined {
  const raw = flags.get(name);
  if (raw === undefined) return dflt;
  const v = typeof raw === 'string' ? raw.toLowerCase() : '';
  const hit = choices.find((c) => c === v);
  if (hit === undefined) throw new UsageError(`--${name} must be one of ${choices.join(', ')} (got '${String(raw)}')`);
  return hit;
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
export function intFlag(
  flags: Map<string, string | true>,
  name: string,
  dflt: number,
  min: number,
  max: number,
): number {
  const raw = flags.get(name);
  if (raw === undefined) return dflt;
  if (raw === true || !/^-?\d+$/.test(raw)) throw new UsageError(`--${name} must be an integer`);
  const n = Number(raw);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}`);
  return n;
}
