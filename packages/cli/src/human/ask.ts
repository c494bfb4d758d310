// Reading a person's answers line by line, and the small parsers the decisions share:
// one numbered option, several, a number in a range. Bad input is asked again with the reason.
import { createInterface, type Interface } from 'node:readline';

export interface Asker {
  /** One line of input after showing `prompt`; null at end of input. */
  ask(prompt: string): Promise<string | null>;
  close(): void;
}

/** Reads lines from standard input (a terminal or a pipe). */
export function stdinAsker(write: (text: string) => void): Asker {
  const rl: Interface = createInterface({ input: process.stdin, terminal: false });
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let ended = false;
  rl.on('line', (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else lines.push(line);
  });
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    ask(prompt) {
      write(prompt);
      const line = lines.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => rl.close(),
  };
}

/** Thrown when input ends: the session concedes and stops. */
export class InputEnded extends Error {
  override readonly name = 'InputEnded';
}

export interface Prompter {
  readonly asker: Asker;
  readonly say: (text: string) => void;
}

/** Numbers separated by spaces or commas, each within 1..count; null if the text is not that. */
export function parseNumbers(text: string, count: number): number[] | null {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '');
  if (!tokens.every((t) => /^\d+$/.test(t))) return null;
  const nums = tokens.map(Number);
  return nums.every((n) => n >= 1 && n <= count) ? nums : null;
}

async function line(p: Prompter, prompt: string): Promise<string> {
  const answer = await p.asker.ask(prompt);
  if (answer === null) throw new InputEnded('input ended');
  return answer.trim();
}

/** Lists `options` numbered from 1 and returns the 0-based index chosen; Enter picks `dflt` when given. */
export async function pickOne(p: Prompter, title: string, options: readonly string[], dflt?: number): Promise<number> {
  p.say(`${title}\n${options.map((o, i) => `  ${i + 1}. ${o}`).join('\n')}\n`);
  const hint = dflt === undefined ? '' : `, Enter = ${dflt + 1}`;
  for (;;) {
    const a = await line(p, `Choose 1-${options.length}${hint}: `);
    if (a === '' && dflt !== undefined) return dflt;
    const n = parseNumbers(a, options.length);
    if (n && n.length === 1) return n[0]! - 1;
    p.say(`  Please answer with one number from 1 to ${options.length}.\n`);
  }
}

/** Lists `options` and returns the 0-based indexes chosen (space-separated; Enter for none). Counts are the engine's to judge. */
export async function pickMany(
  p: Prompter,
  title: string,
  options: readonly string[],
  min: number,
  max: number,
): Promise<number[]> {
  const range = min === max ? `exactly ${min}` : `${min} to ${max}`;
  p.say(`${title} (choose ${range})\n${options.map((o, i) => `  ${i + 1}. ${o}`).join('\n')}\n`);
  for (;;) {
    const a = await line(p, `Numbers separated by spaces${min === 0 ? ', Enter for none' : ''}: `);
    if (a === '') return [];
    const n = parseNumbers(a, options.length);
    if (n) return n.map((x) => x - 1);
    p.say(`  Please answer with numbers from 1 to ${options.length}.\n`);
  }
}

/** A whole number from min to max. */
export async function askNumber(p: Prompter, title: string, min: number, max: number): Promise<number> {
  for (;;) {
    const a = await line(p, `${title} (${min}-${max}): `);
    if (/^\d+$/.test(a) && Number(a) >= min && Number(a) <= max) return Number(a);
    p.say(`  Please answer with a whole number from ${min} to ${max}.\n`);
  }
}
