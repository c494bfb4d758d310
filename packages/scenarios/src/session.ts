/**
 * The scenario verbs for TypeScript tests: set a position up from the same YAML a scenario file
 * uses, then carry out script steps and check expectations one call at a time, with the names
 * scenarios use ("Grizzly Bears", "Alex") instead of object ids and hand-built actions.
 *
 *   const s = scenarioSession(`setup: …\nposition: …`, { sources });
 *   s.do({ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] });
 *   s.do('resolve');
 *   assert.deepEqual(s.check({ zones: { 'Grizzly Bears': 'graveyard' } }), []);
 *
 * A step the engine refuses (without `refused:`) or a bad name throws the ScenarioError a
 * scenario file would report; a failed expectation is returned, never thrown.
 */
import type { GameState } from '@arbiter/engine';
import { stringify } from 'yaml';
import { starterSource, type CardSource } from './cards.js';
import { checkAll, type Failure } from './expect.js';
import { ScenarioGame } from './game.js';
import { parseExpect, parseScenario, parseStep } from './parse.js';
import { ScriptRunner } from './script.js';
import { parseYaml } from './yaml.js';

export interface SessionOptions {
  /** Card sources after the text's inline cards; default: the engine's starter cards. */
  readonly sources?: readonly CardSource[];
  /** Variants to treat as implemented (default: the engine's). */
  readonly variants?: readonly string[];
}

/** YAML text, or the same as a plain object (`{ cast: 'Shock', targets: ['Bianca'] }`). */
export type ScenarioInput = string | Readonly<Record<string, unknown>>;

const asText = (v: ScenarioInput): string => (typeof v === 'string' ? v : stringify(v));

export class ScenarioSession {
  readonly game: ScenarioGame;
  private readonly runner: ScriptRunner;

  constructor(setup: ScenarioInput, opts: SessionOptions = {}) {
    let text = asText(setup);
    if (!/^name:/m.test(text)) text = `name: session\n${text}`;
    if (!/^rules?:/m.test(text)) text = `rules: [100.1]\n${text}`;
    this.game = new ScenarioGame(parseScenario(text), opts.sources ?? [starterSource], undefined, 0, opts.variants);
    this.runner = new ScriptRunner(this.game);
  }

  get state(): GameState {
    return this.game.state;
  }

  /** Carries out one script step ("pass", "resolve", `{ attack: ['Grizzly Bears'] }`, …); returns the failures of a `refused:` step. */
  do(step: ScenarioInput): Failure[] {
    const s = parseStep(parseYaml(asText(step)));
    if (s.kind === 'expect') return checkAll(this.game, s.checks);
    return this.runner.run(s);
  }

  /** Checks expectations (the keys of a scenario's `expect:`); returns the ones that failed. */
  check(expect: ScenarioInput): Failure[] {
    return checkAll(this.game, parseExpect(parseYaml(asText(expect))));
  }
}

/** Sets a position up from scenario YAML (`setup:`, `position:`, optional `cards:`). Throws a ScenarioError if the text is wrong. */
export function scenarioSession(setup: ScenarioInput, opts: SessionOptions = {}): ScenarioSession {
  return new ScenarioSession(setup, opts);
}
