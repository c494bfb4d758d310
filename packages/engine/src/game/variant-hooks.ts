/**
 * The variant hook table (turn/variant-hooks.ts): the assembly layer puts the chapter 9 variants' rules into
 * the slots the turn, the state-based actions and the priority decision call. A constant table of functions
 * (its fields are readonly), not a registry: nothing is registered or changed at run time.
 */
import { schemeSBA, schemeTurnAction } from '../casual/archenemy.js';
import { commanderDamageLosers, commanderZoneChoices } from '../casual/commander.js';
import { phenomenonSBA, rollActions } from '../casual/planechase.js';
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
};
