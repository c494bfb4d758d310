/**
 * @arbiter/compiler — the Oracle-text compiler: normalise → tokenize → parse (recursive
 * descent) → the engine's CardDefinition ability tree, with an honest per-card status.
 * Pure: no Node APIs, so it runs in the browser next to the engine.
 */
export { compileCard, compileAbilityText, type CompiledCard, type CompiledFace, type Status } from './compile.js';
export { coverage, clauseKey, type CoverageReport, type CoverageOptions } from './coverage.js';
export { normalizeText, stripReminder, SELF } from './normalize.js';
export { tokenize, untokenize, type Token } from './tokens.js';
export { CompiledPool } from './pool.js';
export { describeAbility, describeAbilities } from './describe.js';
