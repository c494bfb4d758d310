/**
 * `perform`: the one event pipeline (events/pipeline.ts) with the rules an event calls as it happens
 * (events/event-rules.ts), as the rules and the assembly call it. This module builds that table once: a constant of
 * functions, passed to the core pipeline as its explicit first argument.
 */
import type { EventRules } from '../events/event-rules.js';
import type { Outcome, Perform } from '../events/outcome.js';
import { performWith } from '../events/pipeline.js';
import { lookBackOf } from '../events/simultaneous.js';
import type { GameEvent } from '../events/types.js';
import type { GameState } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { returnExiledUntilLeaves } from './leaves-return.js';
import { miracleTrigger } from './miracle.js';
import { followSpellToPermanent, shieldReplacements } from './prevention.js';
import { resolveAmount } from './refs.js';
import { madnessReplacement } from '../triggers/spell-keyword-triggers.js';

/** Combat damage is performed with the variant hook table (`performWithHooks`); reaching this is an internal error. */
function combatDamageWithoutHooks(): never {
  throw new Error('internal: combat damage (903.10a) was performed without the variant hook table');
}

export const EVENT_RULES: EventRules = {
  detectTriggers, // 603.2
  drew: miracleTrigger, // 702.94a
  leftBattlefield: returnExiledUntilLeaves, // 610.3
  spellBecamePermanent: followSpellToPermanent, // 609.7a
  combatDamageToPlayer: combatDamageWithoutHooks, // 903.10a: see performWithHooks
  madness: madnessReplacement, // 702.35a
  damageShields: shieldReplacements, // 615.7, 614.9
  amount: resolveAmount, // 107.3, 614.1c
  lookBack: null, // 603.10a: an event on its own; see simultaneously
};

/** Proposes an event and carries it through the pipeline (614–616 → apply → 603.2). `rules` cites why it happens. */
export function perform(
  state: GameState,
  event: GameEvent,
  rules: readonly string[] = [],
  opts: { readonly replacementOrder?: readonly string[] } = {},
): Outcome {
  return performWith(EVENT_RULES, state, event, rules, opts);
}

/**
 * 603.10a / 614.1 / 616.1: performs the events of `fn` as one simultaneous event (a board wipe, several state-based
 * actions): `fn` performs them with the `perform` it is given, which carries the battlefield as it was just before
 * (events/simultaneous.ts) to trigger detection and the replacement effects.
 */
export function simultaneously<T>(state: GameState, fn: (perform: Perform) => T): T {
  const rules: EventRules = { ...EVENT_RULES, lookBack: lookBackOf(state) };
  return fn((s, event, cite = [], opts = {}) => performWith(rules, s, event, cite, opts));
}

/** `perform` with the variant hook table, for combat damage (510.2): 903.10a a commander's combat damage is tallied. */
export function performWithHooks(
  hooks: VariantHooks,
  state: GameState,
  event: GameEvent,
  rules: readonly string[] = [],
): Outcome {
  return performWith({ ...EVENT_RULES, combatDamageToPlayer: hooks.combatDamageDealt }, state, event, rules);
}
