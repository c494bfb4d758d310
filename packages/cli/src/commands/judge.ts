import { createInterface } from 'node:readline';
import { formatResult, type JudgeEvent, type JudgeRun } from '@arbiter/scenarios';
import { defaultSources, judgeScenarioFile } from '@arbiter/scenarios/node';
import { parseFlags, UsageError, type CliIO, type Command } from '../command.js';

const USAGE = `Usage: arbiter judge <scenario file> [--print] [--no-board] [--case N]

  Steps through a scenario one game event at a time: each event with the rule
  numbers it applied and the board after it. Press Enter for the next event,
  q then Enter to stop. When standard input is not a terminal it runs through.

  --print      print the whole annotated log without stopping (the board is
               shown after an event only when it changed)
  --no-board   leave out the boards
  --case N     only case N (1-based) of a file with several cases`;

function indent(text: string, by = '    '): string {
  return text
    .split('\n')
    .map((l) => `${by}${l}`)
    .join('\n');
}

function uniq(rules: readonly string[]): string[] {
  return [...new Set(rules)];
}

function eventText(e: JudgeEvent, n: number): string {
  const rules = uniq(e.rules);
  return `  [${n}] ${e.text}\n      rules: ${rules.length ? rules.join(', ') : '(none cited)'}`;
}

function header(run: JudgeRun, file: string): string {
  const r = run.result;
  const lines = [`Scenario: ${r.name ?? file}  (${file})`];
  if (r.rules.length) lines.push(`Rules: ${r.rules.join(', ')}`);
  if (r.example) lines.push(`Example: ${r.example}`);
  if (r.expectFail) lines.push(`Expected to fail: ${r.expectFail}`);
  return lines.join('\n');
}

export const judgeCommand: Command = {
  name: 'judge',
  summary: 'step through a scenario event by event, with the rules applied and the board',
  usage: USAGE,
  async run(args: string[], io: CliIO): Promise<number> {
    const { flags, positional } = parseFlags(args, { booleans: ['print', 'no-board'], values: ['case'] });
    if (positional.length !== 1) throw new UsageError('give exactly one scenario file');
    const file = positional[0]!;
    let caseFilter: number | null = null;
    const c = flags.get('case');
    if (typeof c === 'string') {
      if (!/^\d+$/.test(c) || Number(c) < 1) throw new UsageError('--case must be a positive whole number');
      caseFilter = Number(c) - 1;
    }
    let run: JudgeRun;
    try {
      run = judgeScenarioFile(file, { sources: await defaultSources() });
    } catch (err) {
      io.stderr(`arbiter judge: can't read ${file}: ${err instanceof Error ? err.message : String(err)}\n`);
      return 1;
    }
    const caseCount = run.boards.length;
    if (caseFilter !== null && caseCount > 0 && caseFilter >= caseCount) {
      const names = run.boards.map((b, i) => `${i + 1}${b?.caseName ? ` (${b.caseName})` : ''}`).join(', ');
      throw new UsageError(
        `--case ${caseFilter + 1}: ${file} has ${caseCount} case${caseCount === 1 ? '' : 's'}: ${names}`,
      );
    }
    const showBoard = !flags.has('no-board');
    const interactive = !flags.has('print') && process.stdin.isTTY === true && process.stdout.isTTY === true;
    io.stdout(`${header(run, file)}\n`);
    if (run.result.cases.length === 0) {
      // The file didn't parse or set up: say why.
      io.stdout(`\n${formatResult(run.result)}\n`);
      return 1;
    }
    const rl = interactive ? createInterface({ input: process.stdin, output: process.stdout }) : null;
    const next = async (): Promise<boolean> => {
      if (!rl) return true;
      const answer = await new Promise<string>((resolve) => rl.question('  — Enter: next event, q: quit — ', resolve));
      return answer.trim().toLowerCase() !== 'q';
    };
    try {
      let stopped = false;
      for (let ci = 0; ci < run.boards.length && !stopped; ci++) {
        if (caseFilter !== null && ci !== caseFilter) continue;
        const b = run.boards[ci];
        if (run.boards.length > 1) io.stdout(`\n=== Case ${ci + 1}${b?.caseName ? `: ${b.caseName}` : ''} ===\n`);
        if (b && showBoard) io.stdout(`\nBoard at the start:\n${indent(b.start)}\n`);
        let lastStep: number | null | undefined;
        let lastBoard = b?.start ?? '';
        let n = 0;
        for (const e of run.events.filter((x) => x.caseIndex === ci)) {
          n++;
          if (e.scriptLine !== lastStep) {
            io.stdout(`\n▶ ${e.scriptLine === null ? 'start of play' : `line ${e.scriptLine}: ${e.scriptText}`}\n`);
            lastStep = e.scriptLine;
          }
          io.stdout(`${eventText(e, n)}\n`);
          if (showBoard && (interactive || e.board !== lastBoard)) {
            io.stdout(`${indent(e.board, '      | ')}\n`);
            lastBoard = e.board;
          }
          if (!(await next())) {
            stopped = true;
            break;
          }
        }
      }
    } finally {
      rl?.close();
    }
    io.stdout(`\n${formatResult(run.result, { verbose: true })}\n`);
    const s = run.result.status;
    return s === 'pass' || s === 'expected-fail' || s === 'unexpected-pass' ? 0 : 1;
  },
};
