/**
 * @arbiter/engine — the rules of Magic: The Gathering as a pure, deterministic library.
 * Create a game, read its pending decision, submit choices, and give each player their view.
 */
export type * from './cards/ability-tree.js';
export { SIMPLE_KEYWORDS } from './cards/ability-tree.js';
export { describeNameFilter, MAX_CARD_NAME_LENGTH, typesFit as nameFitsFilter } from './decisions/card-names.js';
export type * from './state/types.js';
export type { Task, EffectContext } from './state/tasks.js';
export type * from './decisions/types.js';
export type { LogEntry } from './log/types.js';
export {
  createGame,
  defaultOptions,
  SetupError,
  MAX_PLAYERS,
  type GameSetup,
  type PlayerSetup,
} from './game/create.js';
export { submit, submitInPlace, cloneState, type SubmitResult } from './game/submit.js';
export { ownObject, putObject } from './objects/copy-on-write.js';
export { viewFor, type GameView, type PlayerView, type ObjectView, type ObjectViewSource } from './view/view.js';
export { costObjectChoices, type CostObjectChoice, type CostObjectVerb } from './stack/cost-choices.js';
export { diffView, applyViewPatch, type ViewPatch, type ViewPatchResult, type JsonValue } from './view/patch.js';
export { logFor, logEntryFor, hiddenFrom } from './view/log.js';
export {
  battlefieldCharacteristics,
  chars,
  controllerOf,
  hasKeyword,
  touch,
  type Characteristics,
} from './objects/characteristics.js';
export { combinedSplitDefinition, faceOf, manaValueOf } from './objects/faces.js';
export { fusedSpellAbility } from './stack/split.js';
export { describesOutsideCard, outsideCardMatches } from './effects/verbs/from-outside-game.js';
export { vanguardOf, startingHandSize, startingLife } from './objects/starting-values.js';
export { STARTER_SCHEMES, STARTER_SCHEMES_BY_NAME, STARTER_SCHEME_DECK } from './cards/schemes.js';
export { DUNGEONS, type DungeonCard, type DungeonName, type DungeonRoom, type RoomAbility } from './cards/dungeons.js';
export { setSchemeInMotion, abandonScheme, checkSchemeDeck, type ArchenemyState } from './casual/archenemy.js';
export { hasHiddenAgenda, hasDoubleAgenda, checkConspiracies, type ConspiracyChoice } from './casual/conspiracy.js';
export {
  colorIdentity,
  isCommander,
  commanderCard,
  commandersOf,
  commanderIdentity,
  commanderTax,
  commanderCasts,
  commanderDamageTo,
  checkCommanders,
  commanderEligibility,
  type CommanderState,
  type CommanderCard,
} from './casual/commander.js';
export {
  colorIdentityOf,
  colorIdentityOfFaces,
  definitionFaces,
  manaSymbolColors,
  cdaColors,
  withoutReminderText,
  withinIdentity,
  basicLandTypeColors,
  BASIC_LAND_TYPE_COLORS,
  type IdentityFace,
} from './casual/color-identity.js';
export {
  parseManaCost,
  checkManaCost,
  symbolText,
  symbolColors,
  manaValue,
  colorsOfCost,
  ManaParseError,
  COLORS,
  type Color,
  type ManaType,
  type ManaSymbol,
  type ManaCostProblem,
} from './cards/mana-symbols.js';
export { findPayment } from './mana/payment.js';
export { legalTargets } from './stack/targets.js';
export { apnapOrder, focusTurn, livePlayers, objName, playerName } from './state/access.js';
export { checkInvariants } from './game/invariants.js';
/** The chapter 8 variants' ids (806–811, and the two-player game). */
export { VARIANT_IDS, type VariantId } from './multiplayer/variants.js';
export { STEP_LABEL } from './turn/steps.js';
export { seedRng, randomInt } from './rng.js';
export { STARTER_CARDS, STARTER_BY_NAME, STARTER_DECKS } from './cards/starter.js';
export { STARTER_PLANES, STARTER_PLANES_BY_NAME, STARTER_PLANAR_DECK } from './cards/planes.js';
export { planeswalk, rollDie, planarControllers, PLANESWALKING_ABILITY, type PlanarFace } from './casual/planechase.js';
export * as build from './cards/builders.js';
export const ENGINE_VERSION = '0.1.0';
export { randomChoice, aiRng, type Rng } from './ai/random.js';
export { playOut, randomPlayer, fallbackChoice, type Player, type PlayoutOptions } from './ai/playout.js';
export {
  Scenario,
  type ScenarioSetup,
  type PermanentSpec,
  type StartSpec,
  type StackSpellSpec,
  type StackAbilitySpec,
} from './scenario/builder.js';
export { initialState, SUPPORTED_VARIANTS } from './game/create.js';
export { playerInRange, objectInRange, isPlanarCard, rangeExempt } from './objects/range.js';
export { combatFoes, creatureWorth, heuristicPlayer, heuristicChoice } from './ai/heuristic.js';
export { legalizeBlocks } from './combat/block.js';
export { LKI_MATCH_KEYS } from './triggers/lki-match.js';
export { CAST_RECORD_MATCH_KEYS } from './objects/spells-cast.js';
export { DEATH_RECORD_MATCH_KEYS } from './objects/deaths-this-turn.js';
export { ENTRY_RECORD_MATCH_KEYS } from './objects/entries-this-turn.js';
export { CREATURE_TYPES } from './objects/creature-types.js';
export { enteringFilterSupported } from './events/entering-others.js';
