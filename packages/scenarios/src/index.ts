/**
 * @arbiter/scenarios — scenario files (docs/scenarios.md): set up any position in YAML,
 * script the actions, check the outcome, and see the rule behind every step (judge mode).
 * Pure: no file system here (see ./node for reading files and folders).
 */
export { parseScenario } from './parse.js';
export type * from './model.js';
export { ScenarioError, type ErrorCategory, isAuthoringError } from './errors.js';
export { starterSource, mapSource, lookupCard, type CardSource } from './cards.js';
export { ScenarioGame, engineVariants } from './game.js';
export {
  runScenarioText,
  runScenarioDoc,
  type ScenarioResult,
  type CaseResult,
  type Status,
  type RunOptions,
  type Hooks,
} from './run.js';
export { citesRule, type Failure } from './expect.js';
export { renderBoard } from './board.js';
export { judgeScenario, describeStep, type JudgeEvent, type JudgeRun } from './judge.js';
export { formatResult, resultJson, summarize } from './report.js';
export { ScenarioSession, scenarioSession, type SessionOptions, type ScenarioInput } from './session.js';
export {
  cardGame,
  CardGame,
  ExpectationError,
  type GameSetup,
  type GameSources,
  type PlayerSetup,
  type PositionSpec,
  type StackSpec,
  type CardSpec,
  type PermanentSpec,
  type TargetNames,
  type CastSpec,
  type CastWord,
  type ActivateSpec,
  type ChooseValue,
  type Refusal,
  type Expectation,
  type ObjectExpect,
  type PlayerExpect,
  type ViewExpect,
  type ListExpect,
} from './language.js';
