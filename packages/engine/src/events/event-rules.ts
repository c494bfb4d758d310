/**
 * The rules an event calls as it happens (docs/engine.md "Layers"). The event pipeline is core; trigger detection,
 * "until ~ leaves" effects, miracle and prevention shields are rules, a layer higher. So the pipeline takes them as a
 * typed table of functions, an explicit argument of `performWith` (events/pipeline.ts) handed to every applier: the
 * rules layer builds the one table (effects/perform.ts) and passes it down. Nothing is registered at run time.
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { TriggerEvent } from './trigger-events.js';

export interface EventRules {
  /** 603.2: the event is checked for abilities it triggers, as it happens. */
  readonly detectTriggers: (state: GameState, ev: TriggerEvent) => void;
  /** 702.94a: `player` drew `card`, their `nth` card this turn (the first may be revealed for its miracle cost). */
  readonly drew: (state: GameState, player: PlayerId, card: ObjectId | null, nth: number) => void;
  /** 610.3: `left` left the battlefield: the cards exiled "until ~ leaves the battlefield" return. */
  readonly leftBattlefield: (state: GameState, left: ObjectId) => void;
  /** 609.7a: the spell `oldId` became the permanent `newId`: prevention shields naming it as a source follow it. */
  readonly spellBecamePermanent: (state: GameState, oldId: ObjectId, newId: ObjectId) => void;
}
