/**
 * The hooks through which chapter 9 variants plug into the rules (issue 16: the rules never import a variant).
 * The assembly layer builds the one table (game/variant-hooks.ts) and the game loop passes it down as an
 * argument: the turn (`advance`), the state-based actions (704) and the priority decision's legal actions (117)
 * receive it. Each hook does nothing, or returns nothing, in a game without its variant.
 */
import type { LegalAction } from '../decisions/types.js';
import type { GameState, ObjectId, PlayerId, PlayPermission } from '../state/types.js';

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
  /** 901.6: a turn begins for `active` in turn slot `ti` (the planar controller; the planar die rolls reset). */
  readonly turnBegins: (state: GameState, ti: number, active: readonly PlayerId[]) => void;
  /** 807.4c–d / 807.4j: a waiting turn marker's holder begins their turn if they may (`force`: a deadlock); true if one began. */
  readonly beginMarkerTurn: (state: GameState, ti: number, force: boolean) => boolean;
  /** 807.4c: the turn of turn slot `ti` ended in a Grand Melee game: its turn marker passes. */
  readonly markerTurnEnded: (state: GameState, ti: number) => void;
  /** 800.4a, before the departing players' objects leave: 702.106e conspiracies revealed, 800.4p planar controller. */
  readonly playersLeaving: (state: GameState, gone: readonly PlayerId[]) => void;
  /** 901.10: after the departed players' objects left the game. */
  readonly playersObjectsLeft: (state: GameState, gone: readonly PlayerId[]) => void;
  /** 807.4e: after the departed players' turns were vacated (their turn markers). */
  readonly playersLeft: (state: GameState, gone: readonly PlayerId[]) => void;
  /** 702.106e: as the game ends (face-down conspiracies are revealed). */
  readonly gameEnds: (state: GameState) => void;
  /** 701.24b / 901.11a: an instruction makes `player` planeswalk. */
  readonly planeswalk: (state: GameState, player: PlayerId, rules: readonly string[]) => void;
  /** 903.9b: the question its owner answers when a commander would be put into a hand or library (null: none). */
  readonly commanderMoveQuestion: (
    state: GameState,
    object: ObjectId,
    to: 'hand' | 'library',
  ) => { player: PlayerId; prompt: string } | null;
  /** 903.10a: `source` dealt `amount` combat damage to `player` (a commander's is tallied, 704.6c). */
  readonly combatDamageDealt: (state: GameState, source: ObjectId, player: PlayerId, amount: number) => void;
  /** 903.8: `player`'s permission to cast `card`, a commander in the command zone (null: none). */
  readonly commandZonePermission: (state: GameState, player: PlayerId, card: ObjectId) => PlayPermission | null;
  /** 903.8: the cards in the command zone `player` may cast (for the legal-action list). */
  readonly commandZoneCards: (state: GameState, player: PlayerId) => ObjectId[];
  /** 903.8: the commander tax on casting `card` from the command zone, as mana text ('' for none). */
  readonly commanderTax: (state: GameState, card: ObjectId, player: PlayerId) => string;
  /** 903.8: `player` cast the spell `spell` from the zone `from` (a cast from the command zone is counted). */
  readonly spellCast: (state: GameState, spell: ObjectId, player: PlayerId, from: string) => void;
  /** 701.26 / 904.11: an instruction abandons the scheme `scheme`. */
  readonly abandonScheme: (state: GameState, scheme: ObjectId) => void;
}
