/**
 * Node entry: reading scenario files and folders, and the default card sources (the
 * engine's starter cards, then cards compiled from Oracle text when @arbiter/compiler and
 * the card index are installed).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CardDefinition } from '@arbiter/engine';
import { starterSource, type CardSource } from './cards.js';
import { closest } from './errors.js';
import { runScenarioText, type RunOptions, type ScenarioResult } from './run.js';
import { judgeScenario, type JudgeRun } from './judge.js';

/** Scenario files under the given files and folders (*.yaml, *.yml), sorted; missing paths are reported. */
export function collectScenarioFiles(paths: readonly string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (p: string): void => {
    let st;
    try {
      st = statSync(p);
    } catch {
      missing.push(p);
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        const full = path.join(p, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.ya?ml$/i.test(name)) files.push(full);
      }
    } else files.push(p);
  };
  for (const p of paths) walk(p);
  return { files: [...new Set(files)].sort(), missing };
}

export function runScenarioFile(file: string, opts: RunOptions = {}): ScenarioResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    return {
      file,
      name: null,
      rules: [],
      example: null,
      status: 'error',
      pass: false,
      expectFail: null,
      cases: [],
      failures: [
        {
          line: 0,
          message: `can't read the file: ${err instanceof Error ? err.message : String(err)}`,
          category: 'io',
        },
      ],
    };
  }
  return runScenarioText(text, file, opts);
}

export function judgeScenarioFile(file: string, opts: Omit<RunOptions, 'hooks'> = {}): JudgeRun {
  return judgeScenario(readFileSync(file, 'utf8'), file, opts);
}

interface CompilerModule {
  CompiledPool: new (
    db: unknown,
    opts?: { allowPartial?: boolean },
  ) => {
    definition(name: string): CardDefinition | undefined;
    compiled(name: string): { status: string; playable: boolean; failures: readonly string[] } | null;
  };
}
interface CardsNodeModule {
  loadCardDatabase(source?: { pool?: string }): {
    get(name: string): unknown;
    suggest(name: string, n?: number): string[];
  };
}

/**
 * Cards compiled from Oracle text, if @arbiter/compiler and @arbiter/cards are installed
 * and the card index is built; otherwise undefined. The database loads on first use.
 */
export async function compiledSource(): Promise<CardSource | undefined> {
  let compiler: CompilerModule;
  let cards: CardsNodeModule;
  try {
    const compilerName = '@arbiter/compiler';
    const cardsName = '@arbiter/cards/node';
    compiler = (await import(compilerName)) as CompilerModule;
    cards = (await import(cardsName)) as CardsNodeModule;
    if (typeof compiler.CompiledPool !== 'function' || typeof cards.loadCardDatabase !== 'function') return undefined;
  } catch {
    return undefined;
  }
  let state:
    | { db: ReturnType<CardsNodeModule['loadCardDatabase']>; pool: InstanceType<CompilerModule['CompiledPool']> }
    | null
    | undefined;
  const load = () => {
    if (state === undefined) {
      try {
        const db = cards.loadCardDatabase({ pool: '2017' }); // scenario files name cards of the 2017 pool
        state = { db, pool: new compiler.CompiledPool(db) };
      } catch {
        state = null; // no card index: compiled cards are unavailable
      }
    }
    return state;
  };
  return {
    label: 'compiled cards',
    get(name) {
      const s = load();
      try {
        return s?.pool.definition(name);
      } catch {
        return undefined;
      }
    },
    suggest(name) {
      const s = load();
      try {
        return s ? s.db.suggest(name, 3) : [];
      } catch {
        return [];
      }
    },
    explain(name) {
      const s = load();
      if (!s) return undefined;
      try {
        const c = s.pool.compiled(name);
        if (!c) return undefined;
        if (!c.playable)
          return `${name} is a real card, but the Oracle-text compiler can't compile it fully (${c.status}${c.failures.length ? `: "${c.failures.slice(0, 2).join('", "')}"` : ''})`;
      } catch {
        /* ignore */
      }
      return undefined;
    },
  };
}

/** The CLI's and the test suite's card sources: starter cards, then compiled cards when available. */
export async function defaultSources(): Promise<CardSource[]> {
  const compiled = await compiledSource();
  return compiled ? [starterSource, compiled] : [starterSource];
}
