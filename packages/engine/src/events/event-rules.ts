/**
 * The rules an event calls as it is replaced and as it happens, and the simultaneous event it is part of (docs/engine.md "Layers"). The event pipeline is
 * core; trigger detection, "until ~ leaves" effects, miracle, madness, prevention shields and the amounts abilities
 * count are rules, a layer higher. So the pipeline takes them as a
 * typed table of functions, an explicit argument of `performWith` (events/pipeline.ts) handed to every applier: the
 * rules layer builds the one table (effects/perform.ts) and passes it down. Nothing is registered at run time.
 */
import type { Amount } from '../cards/ability-tree.js';
import type { EffectContext } from '../state/tasks.js';
import type { Perform } from './outcome.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { LookBackEntry } from './simultaneous.js';
import type { TriggerEvent } from './trigger-events.js';
import type { DamageReplacement, EventOf, Replaced } from './types.js';

export interface EventRules {
  /** 603.2: the event is checked for abilities it triggers, as it happens. */
  readonly detectTriggers: (state: GameState, ev: TriggerEvent) => void;
  /** 702.94a: `player` drew `card`, their `nth` card this turn (the first may be revealed for its miracle cost). */
  readonly drew: (state: GameState, player: PlayerId, card: ObjectId | null, nth: number) => void;
  /** 610.3: `left` left the battlefield: the cards exiled "until ~ leaves the battlefield" return. */
  readonly leftBattlefield: (state: GameState, left: ObjectId, perform: Perform) => void;
  /** 609.7a: the spell `oldId` became the permanent `newId`: prevention shields naming it as a source follow it. */
  readonly spellBecamePermanent: (state: GameState, oldId: ObjectId, newId: ObjectId) => void;
  /**
   * 903.10a: `source` dealt `amount` combat damage to `player` in a game with a commander: the variant hook table's
   * `combatDamageDealt`. Only combat damage (combat/damage.ts) is performed with the hook table, so only it has one.
   */
  readonly combatDamageToPlayer: (state: GameState, source: ObjectId, player: PlayerId, amount: number) => void;
  /** 702.35a: a card with madness that would be discarded into the graveyard is exiled instead (null: no madness). */
  readonly madness: (state: GameState, move: EventOf<'move'>) => Replaced | null;
  /** 615.7 / 614.9: the prevention shields and "dealt to … instead" effects that apply to a damage event. */
  readonly damageShields: (state: GameState, ev: EventOf<'damage'>, perform: Perform) => DamageReplacement[];
  /** 107.3 / 614.1c: an amount an ability's text names, counted now (the counters a permanent enters with). */
  readonly amount: (state: GameState, ctx: EffectContext, a: Amount) => number;
  /**
   * 603.10a / 614.1: the battlefield as it was just before the simultaneous event this event is part of began
   * (events/simultaneous.ts; `simultaneously` in effects/perform.ts binds it), or null for an event on its own.
   */
  readonly lookBack: readonly LookBackEntry[] | null;
}
