/**
 * The variant hook table (turn/variant-hooks.ts): the assembly layer puts the chapter 8 options' and chapter 9
 * variants' rules into the slots the turn, the state-based actions, the priority decision, leaving the game and
 * effect resolution call. A constant table of functions (its fields are readonly), not a registry: nothing is
 * registered or changed at run time. Hooks that begin turns pass the table on (`VARIANT_HOOKS` itself).
 */
import { abandonScheme, schemeSBA, schemeTurnAction } from '../casual/archenemy.js';
import {
  commandZoneCards,
  commandZonePermission,
  commanderDamageLosers,
  commanderQuestion,
  commanderTax,
  commanderZoneChoices,
  noteCommanderCast,
  noteCommanderDamage,
} from '../casual/commander.js';
import { revealFaceDownConspiracies } from '../casual/conspiracy.js';
import {
  phenomenonSBA,
  planarCardsLeft,
  planarControllerLeaves,
  planarTurnBegins,
  planeswalk,
  rollActions,
} from '../casual/planechase.js';
import { markersAfterLeave, markerTurnEnded, tryBeginMarkerTurn } from '../multiplayer/markers.js';
import type { VariantHooks } from '../turn/variant-hooks.js';

export const VARIANT_HOOKS: VariantHooks = {
  // 704.6f: a face-up phenomenon with no ability waiting or on the stack makes its controller planeswalk; 904.10.
  stateBasedActions: (state) => (!!state.planechase && phenomenonSBA(state)) || (!!state.archenemy && schemeSBA(state)),
  commanderZoneChoices: (state) => (state.commander ? commanderZoneChoices(state) : []),
  losers: (state) => (state.commander ? commanderDamageLosers(state) : []),
  mainPhaseBegins: (state, active) => {
    if (state.archenemy) schemeTurnAction(state, active); // 904.9
  },
  priorityActions: rollActions, // 901.9
  turnBegins: planarTurnBegins, // 901.6
  beginMarkerTurn: (state, ti, force) => tryBeginMarkerTurn(state, ti, VARIANT_HOOKS, force), // 807.4c–d
  markerTurnEnded: (state, ti) => markerTurnEnded(state, ti, VARIANT_HOOKS), // 807.4c
  playersLeaving: (state, gone) => {
    revealFaceDownConspiracies(state, gone); // 702.106e
    planarControllerLeaves(state, gone); // 800.4p
  },
  playersObjectsLeft: planarCardsLeft, // 901.10
  playersLeft: (state, gone) => markersAfterLeave(state, gone, VARIANT_HOOKS), // 807.4e
  gameEnds: (state) => revealFaceDownConspiracies(state, null), // 702.106e
  planeswalk: (state, player, rules) => planeswalk(state, player, rules), // 701.24b
  commanderMoveQuestion: commanderQuestion, // 903.9b
  combatDamageDealt: noteCommanderDamage, // 903.10a
  commandZonePermission, // 903.8
  commandZoneCards, // 903.8
  commanderTax, // 903.8
  spellCast: noteCommanderCast, // 903.8
  abandonScheme: (state, scheme) => abandonScheme(state, scheme), // 701.26
};
