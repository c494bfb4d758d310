/**
 * The hooks through which chapter 9 variants plug into the rules (issue 16: the rules never import a variant).
 * The assembly layer builds the one table (game/variant-hooks.ts) and the game loop passes it down as an
 * argument: the turn (`advance`), the state-based actions (704) and the priority decision's legal actions (117)
 * receive it. Each hook does nothing, or returns nothing, in a game without its variant.
 */
import type { LegalAction } from '../decisions/types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

export interface VariantHooks {
  /** 704.6f (Planechase phenomena), 904.10 (Archenemy schemes): checked first; true if one was performed. */
  readonly stateBasedActions: (state: GameState) => boolean;
  /** 903.9a: commanders put into a graveyard or exile since the last check, whose owners may move them. */
  readonly commanderZoneChoices: (state: GameState) => { object: ObjectId; owner: PlayerId }[];
  /** 704.6c / 903.10a: players who lose by a variant's rule (21 combat damage from one commander). */
  readonly losers: (state: GameState) => { p: PlayerId; why: string; rule: string }[];
  /** 904.9: as the active players' precombat main phase begins (the archenemy sets a scheme in motion). */
  readonly mainPhaseBegins: (state: GameState, active: readonly PlayerId[]) => void;
  /** 901.9: the special actions a variant adds to a priority decision (rolling the planar die). */
  readonly priorityActions: (state: GameState, player: PlayerId) => LegalAction[];
}
