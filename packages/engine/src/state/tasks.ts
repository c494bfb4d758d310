/**
 * The engine's work list. Everything the engine must still do that may stop for a
 * decision is a Task: plain data, so a game can be saved mid-resolution.
 */
import type { Effect } from '../cards/ability-tree.js';
import type { Action, Choice } from '../decisions/types.js';
import type { Color, ManaType } from '../cards/mana-symbols.js';
import type { CostLki, ObjectId, PlayerId, TargetRef } from './primitives.js';

/** What an effect needs to know about the spell or ability it comes from. */
export interface EffectContext {
  readonly controller: PlayerId;
  readonly source: ObjectId | null;
  readonly sourceName: string;
  readonly targets: readonly (readonly TargetRef[])[];
  readonly x: number;
  readonly triggerObject: ObjectId | null;
  readonly triggerPlayer: PlayerId | null;
  /** "That much": the amount of the event that triggered the ability. */
  readonly triggerAmount?: number;
  /** 603.2c: the objects of a "one or more" trigger's event that matched ("they", "among them"). */
  readonly triggerObjects?: readonly ObjectId[];
  /** 106.12a: the mana the triggering mana ability produced (a triggered mana ability's "that land produced"). */
  readonly triggerMana?: readonly ManaType[];
  /** 106.12a: a mana ability with {T} in its cost: the permanent it taps for mana (its mana triggers fire as it adds mana). */
  readonly manaFrom?: ObjectId;
  /** The last known power and toughness of the object whose leaving triggered the ability (608.2h). */
  readonly triggerLki?: { readonly power: number | null; readonly toughness: number | null };
  /** 608.2h / 608.2i: the objects sacrificed to pay the cost, as they last existed. */
  readonly sacrificed?: readonly CostLki[];
  /** 702.167a: the card the ability's cost exiled from the battlefield, as it is in exile. */
  readonly exiledSelf?: ObjectId;
  /** 702.48c: what the attacking creature returned to pay the cost was attacking (ninjutsu). */
  readonly returnedAttacking?: TargetRef;
  /** Which turn's stack the effect belongs to (807). */
  readonly turnIndex: number;
  /**
   * 614.5: the draw replacements (keys) whose "instead" these effects are: the cards they draw are not replaced by
   * those again (events/draw-replacement.ts).
   */
  readonly drawReplacedBy?: readonly string[];
  /** Objects created or moved so far by this resolution ("it", "those tokens"). */
  created: ObjectId[];
  /** "The life lost this way": the life actually lost by the most recent loseLife instruction of this resolution (119.3). */
  lifeLost?: number;
  /** "The damage dealt this way": the damage actually dealt by the most recent damage instruction of this resolution (120.3). */
  damageDealt?: number;
  /** "Then draws that many cards": the cards discarded by the most recent discard instruction of this resolution (701.9a). */
  discarded?: number;
  /** How many objects the most recent "any number of" instruction of this resolution chose (effects/any-number.ts). */
  thisWay?: number;
  /**
   * 608.2c: the objects the most recent destroy / exile / mill instruction of this resolution moved ("for each creature
   * destroyed this way"): the id to read each by (its last known information where kept, 608.2h) and whether it was a
   * token (effects/moved-this-way.ts).
   */
  movedThisWay?: { readonly id: ObjectId; readonly token: boolean }[];
  /** 608.2h: the objects sacrificed by this resolution's sacrifice instructions so far, as they last existed ("that creature's toughness"). */
  sacrificedThisWay?: CostLki[];
  /** 701.29a: the votes cast for each choice so far in this resolution ("Will of the council"). */
  votes?: number[];
  /** 601.2d: the announced division of divided damage (from the object on the stack). */
  readonly division?: readonly { readonly target: TargetRef; readonly amount: number }[];
  /** 701.28f: the source's transform count when this (non-delayed) ability was put onto the stack. */
  readonly sourceTransforms?: number;
  /** 608.2d: the permanents this resolution's "[each player] chooses a creature they control" chose so far. */
  chosenObjects?: ObjectId[];
  /** 608.2d: what was chosen so far by this resolution ("Choose a color. … the chosen color"; effects/choose.ts). */
  chosen?: { color?: Color; creatureType?: string; basicLandType?: string };
}

/** A move to the battlefield waiting for a choice its replacement needs (the fields a land's entering can have). */
export interface EnteringMove {
  readonly object: ObjectId;
  readonly cause: 'play' | 'search' | 'effect';
  readonly controller?: PlayerId;
  readonly tapped?: boolean;
  readonly altFace?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
  readonly turnIndex?: number;
}

export type Task =
  | {
      readonly kind: 'effects';
      readonly ctx: EffectContext;
      effects: Effect[];
      index: number;
      step: number;
      memo: number[];
      answer: Choice | null;
      /** 800.4g: the player the controller chose to make the choices of a player who has left the game. */
      proxy?: { readonly departed: PlayerId; readonly player: PlayerId };
    }
  /** 800.4g: the controller of a resolving object chooses who makes a departed player's choice (for the task below it). */
  | {
      readonly kind: 'departedProxy';
      readonly departed: PlayerId;
      readonly controller: PlayerId;
      readonly candidates: readonly PlayerId[];
      answer: Choice | null;
    }
  | { readonly kind: 'finishSpell'; readonly object: ObjectId }
  /** 614.12 / 707.9: a permanent spell about to enter asks its "as enters" choice (e.g. what a Clone copies). */
  | {
      readonly kind: 'enterAsCopy';
      readonly object: ObjectId;
      readonly turnIndex: number;
      answer: Choice | null;
      /** 305.1: a land being played (from its zone, not the stack) by this player. */
      readonly playedBy?: PlayerId;
    }
  | { readonly kind: 'resolveTop'; readonly turnIndex: number }
  /** 702.132a: the player chosen to assist a spell being cast pays up to `max` of its generic mana, then it is cast. */
  | {
      readonly kind: 'assist';
      readonly caster: PlayerId;
      readonly action: Extract<Action, { kind: 'cast' }>;
      readonly max: number;
      answer: Choice | null;
    }
  /** 702.140c: a resolving mutating creature spell merges with its target; its controller chooses on top or under. */
  | { readonly kind: 'mutate'; readonly object: ObjectId; readonly onto: ObjectId; answer: Choice | null }
  /** 614.12: the "as enters" choices of a permanent that has just entered (events/as-enters.ts). */
  | { readonly kind: 'asEnters'; readonly object: ObjectId; index: number; answer: Choice | null }
  /**
   * 614.1a / 614.12: "If ~ would enter, sacrifice … instead. If you do, put ~ onto the battlefield": `player` chooses
   * which of `options` to sacrifice; then the card enters as `move` says (effects/sacrifice-to-enter.ts).
   */
  | {
      readonly kind: 'enterBySacrificing';
      readonly player: PlayerId;
      readonly options: readonly ObjectId[];
      readonly count: number;
      readonly move: EnteringMove;
      answer: Choice | null;
    }
  | { readonly kind: 'cleanupDiscard'; readonly player: PlayerId; answer: Choice | null }
  | { readonly kind: 'declareAttackers'; readonly turnIndex: number; answer: Choice | null }
  | {
      readonly kind: 'declareBlockers';
      readonly turnIndex: number;
      readonly defenders: PlayerId[];
      index: number;
      answer: Choice | null;
    }
  | {
      readonly kind: 'combatDamage';
      readonly turnIndex: number;
      readonly firstStrike: boolean;
      assigned: { source: ObjectId; to: TargetRef; amount: number }[];
      index: number;
      answer: Choice | null;
    }
  | { readonly kind: 'putTriggersOnStack'; readonly turnIndex: number; ordered: PlayerId[]; answer: Choice | null }
  | { readonly kind: 'legendRule'; readonly player: PlayerId; readonly name: string; answer: Choice | null }
  /** 903.9a: the owner may put a commander from a graveyard or exile into the command zone. */
  | { readonly kind: 'commanderZone'; readonly object: ObjectId; readonly owner: PlayerId; answer: Choice | null }
  | { readonly kind: 'cleanupDamage'; readonly turnIndex: number }
  | {
      readonly kind: 'mulligan';
      index: number;
      phase: 'decide' | 'bottom' | 'opening' | 'after';
      mulled: PlayerId[];
      answer: Choice | null;
      /** 723.4: the rest of a restarting effect, followed after the new game's setup and before its first turn. */
      readonly after?: {
        readonly controller: PlayerId;
        readonly sourceName: string;
        readonly effects: readonly Effect[];
        /** "Those cards": the cards left out of the restart (723.5). */ readonly those: readonly ObjectId[];
      };
    }
  /** 801.5a–b: choices another player makes for a spell or ability just put on the stack (stack/choosers.ts). */
  | {
      readonly kind: 'chooserChoices';
      readonly object: ObjectId;
      chooser: PlayerId;
      spec: number;
      answer: Choice | null;
    };

export type EffectsTask = Extract<Task, { kind: 'effects' }>;

/** A list of instructions to follow from the first (608.2c), with nothing done and nothing answered yet. */
export function effectsTask(ctx: EffectContext, effects: readonly Effect[]): EffectsTask {
  return { kind: 'effects', ctx, effects: [...effects], index: 0, step: 0, memo: [], answer: null };
}

/** The context of instructions a permanent or card gives outside any spell or ability on the stack: no targets, no X, nothing triggering. */
export function plainContext(controller: PlayerId, source: ObjectId | null, sourceName: string): EffectContext {
  return {
    controller,
    source,
    sourceName,
    targets: [],
    x: 0,
    triggerObject: null,
    triggerPlayer: null,
    turnIndex: 0,
    created: [],
  };
}
