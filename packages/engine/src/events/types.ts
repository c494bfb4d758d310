/** Events that the pipeline proposes, modifies (614/615), applies, and triggers on (603). */
import type { ManaSpent, ObjectId, PlayerId, TargetRef, ZoneName } from '../state/types.js';
import type { LibraryPosition } from '../zones/move.js';

export type MoveCause =
  | 'play'
  | 'cast'
  | 'resolve'
  | 'counter'
  | 'destroy'
  | 'sacrifice'
  | 'discard'
  | 'mill'
  | 'draw'
  | 'exile'
  | 'bounce'
  | 'sba'
  | 'search'
  | 'effect'
  | 'fizzle'
  | 'mulligan'
  | 'leave';

export type GameEvent =
  | {
      readonly kind: 'move';
      readonly object: ObjectId;
      readonly to: ZoneName;
      readonly cause: MoveCause;
      /** 614.5: its "sacrifice … instead. If you do, put ~ onto the battlefield" has been followed. */
      readonly sacrificedToEnter?: boolean;
      /** 603.2c: one event moving several objects (a number no other event shares): "discard two cards" discards as one. */
      readonly batch?: number;
      /**
       * 701.9: a discard an effect makes: the controller of the spell or ability whose effect it is ("a spell or ability
       * an opponent controls causes you to discard"); absent for a cost (118.3) or a rule (514.1).
       */
      readonly by?: PlayerId;
      readonly position?: LibraryPosition;
      readonly tapped?: boolean;
      readonly controller?: PlayerId;
      readonly faceDown?: boolean;
      readonly turnIndex?: number;
      /** 707.2 / 614.1c: it enters as a copy of these copiable values (a card definition key). */
      readonly copyOf?: string;
      /** 614.1c: counters it enters the battlefield with. */
      readonly counters?: Readonly<Record<string, number>>;
      /** 608.3: a resolving permanent spell enters; it was cast from this zone. */
      readonly castFrom?: ZoneName;
      /** 702.103b: it moves as a bestowed Aura (cast for its bestow cost, or resolving as one). */
      readonly bestowed?: boolean;
      /** 702.33d: a resolving kicked permanent spell enters: the kicker costs paid for it. */
      readonly kicked?: readonly number[];
      /** 400.7d: a resolving permanent spell enters: the mana spent to cast it. */
      readonly spent?: ManaSpent;
      /** 715.3b / 712.8: it moves with its alternative face (an Adventure onto the stack; an MDFC's back face up). */
      readonly altFace?: boolean;
      /** 709.5d: a resolving Room spell enters with the door that was cast unlocked (an index into its halves). */
      readonly unlockedDoor?: number;
      /** 712.14: a transforming double-faced card put onto the battlefield transformed (its back face up). */
      readonly transformed?: boolean;
      /**
       * 903.9b: the owner's answer to the replacement of `GameState.cardZoneRules` (put the commander into the command
       * zone instead); absent: the default, yes.
       */
      readonly ownerChoice?: boolean;
      /** 701.42a: it enters melded with this card (exiled with it), as one melded permanent (712.4). */
      readonly meldWith?: ObjectId;
      /** 903.9c: a melded permanent leaving: the zone of one of its cards (by card id) instead of `to`. */
      readonly componentZones?: Readonly<Record<number, ZoneName>>;
    }
  | {
      readonly kind: 'damage';
      readonly source: ObjectId;
      readonly target: TargetRef;
      readonly amount: number;
      readonly combat: boolean;
      /** 615.12 */ readonly unpreventable?: boolean;
      /** 510.2 / 603.2c: damage dealt to several recipients at once is one event; its parts share this number. */
      readonly batch?: number;
    }
  | { readonly kind: 'lifeGain'; readonly player: PlayerId; readonly amount: number }
  | { readonly kind: 'lifeLoss'; readonly player: PlayerId; readonly amount: number }
  /** `notBy`: the draw replacements (keys) that already applied to the event this draw is part of (614.5). */
  | { readonly kind: 'draw'; readonly player: PlayerId; readonly notBy?: readonly string[] }
  | { readonly kind: 'tap'; readonly object: ObjectId }
  | { readonly kind: 'untap'; readonly object: ObjectId }
  /** `by`: the player who puts the counters (122.6, "whenever you put …"); absent when no player does (a rule's removal). */
  | {
      readonly kind: 'counters';
      readonly object: ObjectId;
      readonly counter: string;
      readonly delta: number;
      readonly by?: PlayerId;
    }
  | { readonly kind: 'playerCounters'; readonly player: PlayerId; readonly counter: string; readonly delta: number }
  | {
      readonly kind: 'createToken';
      readonly defKey: string;
      readonly controller: PlayerId;
      readonly tapped: boolean;
      /** 303.4f: the object an Aura token enters attached to. */
      readonly attachedTo?: ObjectId;
      /** 614.1c: counters it enters the battlefield with. */
      readonly counters?: Readonly<Record<string, number>>;
      /** 603.2c: the tokens one instruction creates share it ("whenever one or more tokens you control enter"). */
      readonly batch?: number;
    }
  | { readonly kind: 'destroy'; readonly object: ObjectId; readonly noRegenerate?: boolean }
  /** 701.15a: the replacement a regeneration shield makes for a destruction. */
  | { readonly kind: 'regenerate'; readonly object: ObjectId }
  /** 702.89a: the replacement totem armor makes: remove all damage from the permanent and destroy the Aura instead. */
  | { readonly kind: 'totemArmor'; readonly object: ObjectId; readonly aura: ObjectId }
  | { readonly kind: 'shuffle'; readonly player: PlayerId }
  /** 701.28 transform / 710 flip: the permanent turns to its other face; it stays the same object (712.9). */
  /** `dayNight`: a daybound or nightbound permanent transforming as it becomes night or day (702.145). */
  | { readonly kind: 'transform'; readonly object: ObjectId; readonly dayNight?: boolean }
  | { readonly kind: 'flip'; readonly object: ObjectId };

/** The event of kind `K`. */
export type EventOf<K extends GameEvent['kind']> = Extract<GameEvent, { kind: K }>;

/** What replacement effects make of an event (614–616, events/replacement.ts). */
export interface Replaced {
  readonly events: GameEvent[];
  /** Rules cited for each modification, for the log. */
  readonly rules: string[];
}

/** One damage replacement or prevention effect that applies to a damage event (614.1a, 615). */
export interface DamageReplacement {
  /** Stable key, used by the affected player's ordering choice (616.1). */
  readonly key: string;
  readonly text: string;
  readonly timestamp: number;
  /** Returns the new amount; shields record what they used. */
  apply(amount: number): number;
  /** 615: a prevention effect (doesn't apply to damage that can't be prevented, 615.12). */
  readonly prevention?: boolean;
  /** A replacement that turns the damage into other events (counters on the permanent): all of it is replaced. */
  instead?(amount: number): GameEvent[];
}
