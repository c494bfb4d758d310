/**
 * Running a scenario: parse, then for each case build the position, carry out the script
 * and check the expectations. Never throws: every problem becomes a failure naming its line.
 */
import type { GameState, LogEntry } from '@arbiter/engine';
import { starterSource, type CardSource } from './cards.js';
import { isAuthoringError, ScenarioError, type ErrorCategory } from './errors.js';
import { checkAll, type Failure } from './expect.js';
import { ScenarioGame } from './game.js';
import type { CaseDoc, ScenarioDoc, Step } from './model.js';
import { parseScenario } from './parse.js';
import { describePending, ScriptRunner } from './script.js';

export type Status = 'pass' | 'fail' | 'error' | 'expected-fail' | 'unexpected-pass';

export interface CaseResult {
  readonly name: string | null;
  readonly line: number;
  readonly pass: boolean;
  readonly failures: readonly Failure[];
  /** An error that stopped the case (an engine refusal, a bad reference, …). */
  readonly error: ScenarioError | null;
}

export interface ScenarioResult {
  readonly file: string;
  readonly name: string | null;
  readonly rules: readonly string[];
  readonly example: string | null;
  readonly status: Status;
  /** True when every expectation held (also for an expect_fail scenario that now passes). */
  readonly pass: boolean;
  readonly expectFail: string | null;
  /** Every failure and error, each with its line. */
  readonly failures: readonly Failure[];
  readonly cases: readonly CaseResult[];
}

export interface Hooks {
  /** Called as each log entry is written, with the state at that moment (judge mode). */
  onLog?(entry: LogEntry, state: GameState, g: ScenarioGame, caseIndex: number): void;
  /** Called before each script step and once after the setup (step null). */
  onStep?(step: Step | null, g: ScenarioGame, caseIndex: number): void;
  /** Called after each case with its game (judge mode: the final board). */
  onCaseEnd?(g: ScenarioGame | null, result: CaseResult, caseIndex: number): void;
}

export interface RunOptions {
  /** Card sources after the scenario's inline cards; default: the engine's starter cards. */
  readonly sources?: readonly CardSource[];
  readonly hooks?: Hooks;
  /** Variants to treat as implemented (default: those the engine declares). For checking scenarios written ahead of the engine. */
  readonly variants?: readonly string[];
}

function errorFailure(e: ScenarioError): Failure {
  return {
    line: e.line,
    message: e.message,
    category: e.category,
    ...(e.extra.code ? { code: e.extra.code } : {}),
    ...(e.extra.rule ? { rule: e.extra.rule } : {}),
  };
}

/** Parses and runs scenario text. `file` is used in results only. */
export function runScenarioText(text: string, file: string, opts: RunOptions = {}): ScenarioResult {
  let doc: ScenarioDoc;
  try {
    doc = parseScenario(text);
  } catch (err) {
    const e = err instanceof ScenarioError ? err : new ScenarioError('internal', 1, String(err));
    return {
      file,
      name: null,
      rules: [],
      example: null,
      status: 'error',
      pass: false,
      expectFail: null,
      failures: [errorFailure(e)],
      cases: [],
    };
  }
  return runScenarioDoc(doc, file, opts);
}

export function runScenarioDoc(doc: ScenarioDoc, file: string, opts: RunOptions = {}): ScenarioResult {
  const sources = opts.sources ?? [starterSource];
  const cases = doc.cases.map((c, i) => runCase(doc, c, i, sources, opts.hooks, opts.variants));
  const failures = cases.flatMap((c) => [...c.failures, ...(c.error ? [errorFailure(c.error)] : [])]);
  const authoring = cases.some(
    (c) =>
      (c.error && isAuthoringError(c.error.category)) ||
      c.failures.some((f) => f.category !== undefined && isAuthoringError(f.category as ErrorCategory)),
  );
  const allPass = cases.every((c) => c.pass);
  let status: Status = authoring ? 'error' : allPass ? 'pass' : 'fail';
  if (doc.expectFail !== null) {
    if (status === 'fail') status = 'expected-fail';
    else if (status === 'pass') status = 'unexpected-pass';
  }
  return {
    file,
    name: doc.name,
    rules: doc.rules,
    example: doc.example,
    status,
    pass: allPass,
    expectFail: doc.expectFail,
    failures,
    cases,
  };
}

function runCase(
  doc: ScenarioDoc,
  c: CaseDoc,
  index: number,
  sources: readonly CardSource[],
  hooks: Hooks | undefined,
  variants: readonly string[] | undefined,
): CaseResult {
  let g: ScenarioGame | null = null;
  const failures: Failure[] = [];
  let error: ScenarioError | null = null;
  try {
    g = new ScenarioGame(
      doc,
      sources,
      hooks?.onLog ? (game) => tapLog(game.state, (e, s) => hooks.onLog!(e, s, game, index)) : undefined,
      index,
      variants,
    );
    hooks?.onStep?.(null, g, index);
    const runner = new ScriptRunner(g);
    for (const step of c.steps) {
      hooks?.onStep?.(step, g, index);
      if (step.kind === 'expect') failures.push(...checkAll(g, step.checks));
      else failures.push(...runner.run(step));
    }
    failures.push(...checkAll(g, c.expect));
    if (failures.length > 0 && g.state.pending && g.state.pending.kind !== 'priority') {
      failures.push({ line: c.line, message: `note: the game is waiting for ${describePending(g)}` });
    }
  } catch (err) {
    error =
      err instanceof ScenarioError
        ? err
        : new ScenarioError(
            'internal',
            c.line,
            `unexpected error: ${err instanceof Error ? err.message : String(err)}`,
          );
  }
  const result: CaseResult = {
    name: c.name,
    line: c.line,
    pass: failures.length === 0 && error === null,
    failures,
    error,
  };
  hooks?.onCaseEnd?.(g, result, index);
  return result;
}

/**
 * Judge mode sees the game event by event: the state's log list is replaced with one whose
 * push also reports the entry and the state at that moment. The engine only ever appends
 * to the log, so nothing else changes.
 */
function tapLog(state: GameState, onEntry: (e: LogEntry, s: GameState) => void): void {
  class TapLog extends Array<LogEntry> {
    static override get [Symbol.species](): ArrayConstructor {
      return Array;
    }
    override push(...items: LogEntry[]): number {
      const n = super.push(...items);
      for (const e of items) onEntry(e, state);
      return n;
    }
  }
  const tap = new TapLog();
  for (const e of state.log) Array.prototype.push.call(tap, e);
  state.log = tap;
}
