/**
 * Pending decisions and the choices that answer them (README.md invariant 4).
 * The engine never calls a player: it stops with a PendingDecision naming who decides,
 * what kind of decision it is, and the legal options. `submit` validates a Choice.
 */
import type { NameFilter } from '../cards/ability-tree.js';
import type { Color } from '../cards/mana-symbols.js';
import type { AlternativeKeyword, ObjectId, PlayerId, TargetRef } from '../state/primitives.js';

export interface TargetOption {
  readonly text: string;
  readonly min: number;
  readonly max: number;
  readonly legal: readonly TargetRef[];
  /** "another target": its targets must differ from those of the this many groups just before it (115.3). */
  readonly distinctFromPrevious?: number;
  /**
   * 601.2c: the player of each legal target (parallel to `legal`; its owner for "from a single graveyard"): the chosen
   * targets must all have the same one.
   */
  readonly samePlayer?: readonly PlayerId[];
  /** 601.2c: the same for "for each opponent, … target creature that player controls": the players all differ. */
  readonly distinctPlayers?: readonly PlayerId[];
  /**
   * 601.2c: "target player shuffles up to three target cards from their graveyard": the owner of each legal target
   * (parallel to `legal`); each chosen one must be owned by the player chosen for target group `group`.
   */
  readonly ownedByGroup?: { readonly group: number; readonly owners: readonly PlayerId[] };
  /**
   * 601.2c: "… target cards with total mana value N or less": the mana value of each legal target (parallel to
   * `legal`); the chosen targets' total must be at most `limit`.
   */
  readonly totalManaValue?: { readonly limit: number; readonly manaValues: readonly number[] };
  /** 601.2c, 201.2: "… target cards with different names": the name of each legal target (parallel to `legal`), all differing. */
  readonly names?: readonly string[];
}

/** What a player may do with priority; the engine lists these in the priority decision. */
export type LegalAction =
  | { readonly kind: 'pass' }
  /** 305.1; 712.8: `altFace` plays a modal double-faced card's back face. */
  | { readonly kind: 'playLand'; readonly card: ObjectId; readonly name: string; readonly altFace?: boolean }
  | {
      readonly kind: 'cast';
      readonly card: ObjectId;
      readonly name: string;
      /** Target options per mode set; when the spell is modal, per mode. */
      readonly targets: readonly TargetOption[];
      readonly modes: readonly { readonly text: string; readonly targets: readonly TargetOption[] }[] | null;
      readonly chooseModes: { readonly min: number; readonly max: number } | null;
      readonly hasX: boolean;
      /** 601.2b: X may be announced from `minX` (0 when absent) to `maxX` (targets depending on X: one entry per X). */
      readonly minX?: number;
      readonly maxX: number;
      /** 702.37c: this entry casts the card face down (morph) for {3}. */
      readonly faceDown?: boolean;
      /** 702.27a: this entry casts it paying its buyback cost too. */
      readonly buyback?: boolean;
      /** 118.9: this entry casts it for an alternative cost (702.74a evoke, 702.109a dash). */
      readonly alternative?: AlternativeKeyword;
      /** 118.9: this entry casts the card for its printed alternative cost number `altCost` ("You may … rather than pay this spell's mana cost"). */
      readonly altCost?: number;
      /** 702.42a: this entry casts the modal spell with all its modes, paying its entwine cost too. */
      readonly entwine?: boolean;
      /** 702.78a: this entry casts it paying its conspire cost too (tapping two untapped creatures that share a colour with it). */
      readonly conspire?: boolean;
      /** 702.33a–c: this entry pays these kicker costs too (indexes into its kicker costs; an action may name others). */
      readonly kicker?: readonly number[];
      /** 601.2b: this entry pays this one of the spell's additional costs to choose from ("… or pay {3}"), by index. */
      readonly costChoice?: number;
      /** The chosen additional cost's text ("pay {3}"). */
      readonly costChoiceText?: string;
      /** 702.56a: this entry pays the replicate cost this many times (an action may name any number). */
      readonly replicate?: number;
      /** 702.47a: this entry also splices these cards from the hand onto it (their targets follow the spell's in `targets`). */
      readonly splice?: readonly ObjectId[];
      /** Cast from the graveyard (702.34a flashback, 702.81a retrace). */
      readonly from?: 'graveyard';
      /** 709.3: this entry casts this half of a split card (index into its halves). */
      readonly half?: number;
      /** 702.102a: this entry casts both halves of a split card with fuse. */
      readonly fuse?: boolean;
      /** 715.3 / 712.8: this entry casts the card's other face (its Adventure, or a modal double-faced card's back face). */
      readonly altFace?: boolean;
    }
  /** 116.2b / 702.37e / 701.40b: turning a face-down permanent face up is a special action. */
  | { readonly kind: 'turnFaceUp'; readonly object: ObjectId; readonly name: string; readonly cost: string }
  /** 901.9: rolling the planar die is a special action (116.2i); `cost` is {N}, N = earlier rolls this turn. */
  | { readonly kind: 'rollPlanarDie'; readonly cost: string }
  /** 116.2f / 702.62a: suspend a card from the hand (a special action) for its suspend cost. */
  | { readonly kind: 'suspend'; readonly card: ObjectId; readonly name: string; readonly cost: string }
  /** 116.2k / 702.170a: plot a card from the hand (a special action) for its plot cost. */
  | { readonly kind: 'plot'; readonly card: ObjectId; readonly name: string; readonly cost: string }
  /** 116.2h / 702.143a: foretell a card from the hand (a special action, during its owner's turn) for {2}. */
  | { readonly kind: 'foretell'; readonly card: ObjectId; readonly name: string; readonly cost: string }
  /** 116.2m / 709.5e: unlock a locked door of a Room you control (a special action, as a sorcery) for its mana cost. */
  | {
      readonly kind: 'unlock';
      readonly permanent: ObjectId;
      readonly door: number;
      readonly name: string;
      readonly cost: string;
    }
  | {
      readonly kind: 'activate';
      readonly source: ObjectId;
      readonly ability: number;
      readonly name: string;
      readonly text: string;
      readonly targets: readonly TargetOption[];
      readonly hasX: boolean;
      /** 601.2b: X may be announced from `minX` (0 when absent) to `maxX` (targets depending on X: one entry per X). */
      readonly minX?: number;
      readonly maxX: number;
      readonly manaAbility: boolean;
    };

export type PendingDecision =
  | { readonly kind: 'mulligan'; readonly player: PlayerId; readonly prompt: string; readonly mulligansTaken: number }
  | {
      readonly kind: 'bottomCards';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly count: number;
      readonly hand: readonly ObjectId[];
    }
  | {
      readonly kind: 'priority';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly actions: readonly LegalAction[];
    }
  | {
      readonly kind: 'declareAttackers';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly options: readonly {
        readonly attacker: ObjectId;
        readonly defenders: readonly TargetRef[];
        readonly mustAttack: boolean;
        /** 702.22c: it has banding, so it may attack in a band. */ readonly banding?: boolean;
        /** 701.43a: its controller may exert it as it attacks. */ readonly exert?: boolean;
        /** 702.154a: its controller may tap this many creatures for its enlist abilities as it attacks. */
        readonly enlist?: number;
      }[];
    }
  | {
      readonly kind: 'declareBlockers';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly options: readonly { readonly blocker: ObjectId; readonly attackers: readonly ObjectId[] }[];
    }
  | {
      readonly kind: 'assignCombatDamage';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly attacker: ObjectId;
      readonly amount: number;
      readonly blockers: readonly ObjectId[];
      /** Lethal damage per blocker, for the trample rule (702.19c). */
      readonly lethal: readonly number[];
      /** Where excess may go with trample, else null. */
      readonly trampleTo: TargetRef | null;
      /** 510.1c: it may assign all its damage here instead, "as though it weren't blocked". */
      readonly unblockedTo?: TargetRef;
      /**
       * 510.1d / 702.22k: the damage is a blocking creature's (`attacker` is then that blocker, `blockers` the
       * attacking creatures it blocks), divided among several attackers it blocks (a band, 702.22h).
       */
      readonly byBlocker?: boolean;
    }
  | {
      readonly kind: 'chooseObjects';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly options: readonly ObjectId[];
      readonly min: number;
      readonly max: number;
      /** Why: shown to the player and used by AIs to judge the choice. */
      readonly purpose:
        | 'discard'
        | 'sacrifice'
        | 'search'
        | 'scryBottom'
        | 'surveilGraveyard'
        | 'legendRule'
        | 'cleanupDiscard'
        | 'beginOnBattlefield'
        | 'take'
        /** 707.9: what a permanent enters as a copy of. */
        | 'copy'
        | 'other';
      /** 701.59a: the chosen objects' total mana value must be at least this (collect evidence N). */
      readonly minTotalManaValue?: number;
      /** 201.2: "cards with different names": no two chosen objects may have the same name. */
      readonly differentNames?: boolean;
      /** With minTotalManaValue: each option's mana value, in order (202.3), so a client can show the running total. */
      readonly manaValues?: readonly number[];
    }
  | {
      readonly kind: 'orderObjects';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly objects: readonly ObjectId[];
    }
  | {
      readonly kind: 'chooseTargets';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly source: string;
      readonly targets: readonly TargetOption[];
    }
  | {
      readonly kind: 'yesNo';
      readonly player: PlayerId;
      readonly prompt: string;
      /** Why: 903.9a/b a commander may go to the command zone (AIs say yes). */ readonly purpose?: 'commanderZone';
    }
  | {
      readonly kind: 'chooseColor';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly colors: readonly Color[];
    }
  /**
   * 201.3: name a card. No names are offered (the engine doesn't hold the card pool, and a list would reveal the
   * decks): the answer is any string; the engine refuses a blank or over-long one, or the name of a card it knows in
   * this game whose types break `filter`. Whether the name is a real card's is the host's check (docs/engine.md).
   */
  | {
      readonly kind: 'chooseName';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly filter: NameFilter;
    }
  | {
      readonly kind: 'orderTriggers';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly triggers: readonly string[];
    }
  /** 616.1: the affected player chooses the order in which replacement/prevention effects apply. */
  | {
      readonly kind: 'orderReplacements';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly effects: readonly string[];
    }
  /**
   * Choose among options that aren't objects or players (801.5b: e.g. a mode chosen by an opponent, a pile):
   * answer with `chosen`, between `min` and `max` distinct indexes into `options`.
   */
  | {
      readonly kind: 'chooseOption';
      readonly player: PlayerId;
      readonly prompt: string;
      readonly options: readonly string[];
      readonly min: number;
      readonly max: number;
    };

export type DecisionKind = PendingDecision['kind'];

/** How a spell or ability's mana cost is paid (601.2g–h). */
export type Payment =
  /** The engine finds a payment from the mana pool and untapped mana sources. */
  | { readonly kind: 'auto' }
  /** Only mana already in the pool (the player tapped for mana first). */
  | { readonly kind: 'pool' }
  /** Activate the first mana ability of each listed source, then pay from the pool. */
  | { readonly kind: 'sources'; readonly sources: readonly ObjectId[] };

export type Action =
  | { readonly kind: 'pass' }
  | { readonly kind: 'playLand'; readonly card: ObjectId; readonly altFace?: boolean }
  | {
      readonly kind: 'cast';
      readonly card: ObjectId;
      readonly targets?: readonly (readonly TargetRef[])[];
      readonly modes?: readonly number[];
      readonly x?: number;
      readonly payment?: Payment;
      /** Objects chosen to pay sacrifice/discard costs. */
      readonly costObjects?: readonly ObjectId[];
      /** 702.37c: cast it face down as a 2/2 creature spell for {3} (it must have morph). */
      readonly faceDown?: boolean;
      /** 702.27a: also pay its buyback cost. */
      readonly buyback?: boolean;
      /** 118.9: pay this alternative cost rather than its mana cost (702.74a evoke, 702.109a dash). */
      readonly alternative?: AlternativeKeyword;
      /** 118.9: pay the card's printed alternative cost number `altCost` ("You may … rather than pay this spell's mana cost"). */
      readonly altCost?: number;
      /** 702.42a: choose all modes and pay the entwine cost too. */
      readonly entwine?: boolean;
      /** 601.2d: how divided damage is divided: one amount (at least 1) per target of the divided group, in order. */
      readonly divide?: readonly number[];
      /** 702.78a: also pay the conspire cost (the creatures to tap may be named in costObjects). */
      readonly conspire?: boolean;
      /** 702.33a–c: also pay these kicker costs (indexes into its kicker costs; one index repeated for multikicker). */
      readonly kicker?: readonly number[];
      /** 601.2b: which of the spell's additional costs to choose from ("sacrifice a creature or pay {3}") is paid, by index. */
      readonly costChoice?: number;
      /** 702.56a: pay the replicate cost this many times (the spell is copied that many times as it is cast). */
      readonly replicate?: number;
      /** 702.47a: reveal these cards from your hand and splice them onto the spell, paying their splice costs too; their targets follow the spell's. */
      readonly splice?: readonly ObjectId[];
      /** 709.3: cast this half of a split card (index into its halves); required for a split card unless fused. */
      readonly half?: number;
      /** 702.102a: cast both halves of a split card with fuse from the hand. */
      readonly fuse?: boolean;
      /** 715.3 / 712.8: cast the card's other face (as an Adventure, or a modal double-faced card's back face). */
      readonly altFace?: boolean;
      /**
       * 702.132a: a spell with assist — the other player chosen to pay any amount of the generic mana of its total cost
       * (they are asked how much, then the caster pays the rest).
       */
      readonly assist?: PlayerId;
    }
  | { readonly kind: 'turnFaceUp'; readonly object: ObjectId; readonly payment?: Payment }
  | { readonly kind: 'rollPlanarDie'; readonly payment?: Payment }
  | { readonly kind: 'suspend'; readonly card: ObjectId; readonly payment?: Payment }
  | { readonly kind: 'plot'; readonly card: ObjectId; readonly payment?: Payment }
  | { readonly kind: 'foretell'; readonly card: ObjectId; readonly payment?: Payment }
  /** 116.2m / 709.5e: `door` is an index into the Room's halves. */
  | { readonly kind: 'unlock'; readonly permanent: ObjectId; readonly door: number; readonly payment?: Payment }
  | {
      readonly kind: 'activate';
      readonly source: ObjectId;
      readonly ability: number;
      readonly targets?: readonly (readonly TargetRef[])[];
      readonly x?: number;
      readonly payment?: Payment;
      readonly costObjects?: readonly ObjectId[];
      /** 601.2d (602.2b): how divided damage is divided among the targets. */
      readonly divide?: readonly number[];
      /** 601.2h (602.2b): the kind of each counter a "Remove a counter from ~" cost removes, in order. */
      readonly counterKinds?: readonly string[];
    };

export type Choice =
  | { readonly kind: 'keep' }
  | { readonly kind: 'mulligan' }
  | { readonly kind: 'bottomCards'; readonly cards: readonly ObjectId[] }
  | { readonly kind: 'action'; readonly action: Action }
  | {
      readonly kind: 'declareAttackers';
      readonly attacks: readonly { readonly attacker: ObjectId; readonly defender: TargetRef }[];
      /** 508.1g / 702.22c: bands formed among the declared attackers (each at least two creatures). */
      readonly bands?: readonly (readonly ObjectId[])[];
      /** 701.43a: the declared attackers exerted as they attack (each with "you may exert ~ as it attacks"). */
      readonly exert?: readonly ObjectId[];
      /** 702.154a: the creatures tapped for the declared attackers' enlist abilities (one per instance of enlist). */
      readonly enlist?: readonly { readonly attacker: ObjectId; readonly creature: ObjectId }[];
    }
  | {
      readonly kind: 'declareBlockers';
      readonly blocks: readonly { readonly blocker: ObjectId; readonly attacker: ObjectId }[];
    }
  | {
      readonly kind: 'assignCombatDamage';
      readonly assignment: readonly { readonly to: TargetRef; readonly amount: number }[];
    }
  | { readonly kind: 'chooseObjects'; readonly objects: readonly ObjectId[] }
  | { readonly kind: 'orderObjects'; readonly objects: readonly ObjectId[] }
  | { readonly kind: 'chooseTargets'; readonly targets: readonly (readonly TargetRef[])[] }
  | { readonly kind: 'yesNo'; readonly yes: boolean }
  | { readonly kind: 'chooseColor'; readonly color: Color }
  | { readonly kind: 'chooseName'; readonly name: string }
  | { readonly kind: 'orderTriggers'; readonly order: readonly number[] }
  | { readonly kind: 'orderReplacements'; readonly order: readonly number[] }
  | { readonly kind: 'chooseOption'; readonly chosen: readonly number[] }
  /** 104.3a: a player may concede at any time, whether or not a decision is theirs. */
  | { readonly kind: 'concede' };

export type ErrorCode =
  | 'MALFORMED' // not a well-formed choice at all
  | 'NO_DECISION' // the game is over or nothing is pending
  | 'WRONG_PLAYER' // the pending decision belongs to someone else
  | 'WRONG_KIND' // a choice of another kind than the decision asks for
  | 'WRONG_TIME' // the action is not allowed now (timing, 117 / 307 / 305)
  | 'ILLEGAL_TARGET' // 115 / 601.2c
  | 'UNPAYABLE_COST' // 601.2h / 118
  | 'ILLEGAL_CHOICE'; // any other rule the choice breaks (e.g. attack restrictions)

export interface EngineError {
  readonly code: ErrorCode;
  readonly message: string;
  /** The rule that makes the choice illegal, where one does. */
  readonly rule?: string;
}
