/**
 * The game state: plain data only (README.md invariant 3). No classes, closures
 * or generators live here, so JSON.stringify/parse round-trips it exactly and
 * structuredClone copies it for AI search.
 */
import type { DungeonName } from '../cards/dungeons.js';
import type {
  CardDefinition,
  CardType,
  Condition,
  Duration,
  Effect,
  Filter,
  LayerMod,
  ObjectMatch,
  SimpleKeyword,
  StaticEffect,
  StepName,
  Supertype,
  TargetSpec,
  TriggeredAbility,
} from '../cards/ability-tree.js';
import type { Color, ManaType } from '../cards/mana-symbols.js';
import type { PendingDecision } from '../decisions/types.js';
import type { LogEntry } from '../log/types.js';
import type { Task } from './tasks.js';
import type { AlternativeKeyword, CostLki, ObjectId, PlayerId, TargetRef } from './primitives.js';
export type { AlternativeKeyword, CostLki, ObjectId, PlayerId, TargetRef } from './primitives.js';

export type ZoneName = 'library' | 'hand' | 'graveyard' | 'battlefield' | 'stack' | 'exile' | 'command' | 'ante';

/** 500.1: phases, and the steps within them. */
export type PhaseName = 'beginning' | 'precombatMain' | 'combat' | 'postcombatMain' | 'ending';
export type { StepName };

export interface GameOptions {
  readonly variant: string;
  readonly startingLife: number;
  readonly startingHandSize: number;
  readonly maxHandSize: number;
  /** 801: null = unlimited range of influence. */
  readonly rangeOfInfluence: number | null;
  /** 103.8 / 800.7: whether the starting player skips the draw of their first turn. */
  readonly skipFirstDraw: 'startingPlayer' | 'none';
  /** 800.6 / 103.5c: the first mulligan in a multiplayer game is free. */
  readonly freeFirstMulligan: boolean;
  /** 802: may attack several players. */
  readonly attackMultiplePlayers: boolean;
  /** Safety valve for fuzzing and AI games: the game is a draw after this many turns (104.4b-like). */
  readonly turnLimit: number;
  /**
   * When true, a player who has no legal action but passing is passed for automatically.
   * This changes which decisions are asked, never the outcome of any choice a player makes.
   */
  readonly autoPassWhenNoActions: boolean;
  // --- Chapter 8 options (absent in older saves: the defaults of defaultOptions apply) ---
  /** 803: the attack left or attack right option (null: neither). 806.2b: exactly one of these and 802 is used. */
  readonly attackDirection?: 'left' | 'right' | null;
  /** 809.3c / 811.4: a player can attack only opponents seated immediately next to them. */
  readonly attackNeighboursOnly?: boolean;
  /** 804: every creature has "{T}: Target teammate gains control of this creature. Activate only as a sorcery." */
  readonly deployCreatures?: boolean;
  /** 805: teams take turns, have priority and make choices as teams. */
  readonly sharedTeamTurns?: boolean;
  /** 810.4 / 810.10: each team has one shared life total and shares its poison counters. */
  readonly sharedLife?: boolean;
  /** 704.5c / 810.8d / 810.11: poison counters at which a player (or team) loses (default 10). */
  readonly poisonLimit?: number;
  /** 807.4: Grand Melee's turn markers (several turns at once); absent or 0 = one turn at a time. */
  readonly turnMarkers?: number;
  /**
   * Who wins and loses with whom: 'individual' (104.2a, 104.3g), 'team' (810.8a: players win and lose
   * only as a team) or 'emperor' (809.5: a team wins, loses or draws with its emperor).
   */
  readonly teamOutcome?: 'individual' | 'team' | 'emperor';
  /** 808.5 / 809.7 / 810.5 / 811.5: whose hands teammates may review. */
  readonly teammatesSeeHands?: 'all' | 'adjacent' | 'none';
  // --- Chapter 9 casual variants ---
  /** 901: the Planechase variant (each player brings a planar deck; see GameSetup / PlayerSetup.planarDeck). */
  readonly planechase?: boolean;
  /** 901.15: the single planar deck option (one communal planar deck, GameSetup.planarDeck). */
  readonly singlePlanarDeck?: boolean;
  /** 903: a Commander game (903.12: with the Brawl option); each player's PlayerSetup.commanders start in the command zone. */
  readonly commander?: 'commander' | 'brawl';
  /** 903.10a / 704.6c: combat damage from one commander at which a player loses (default 21; 0 = never, 903.12h). */
  readonly commanderDamage?: number;
  /** 904: an Archenemy game (one archenemy against a team, 904.2) or Supervillain Rumble (904.12: every player is one). */
  readonly archenemy?: 'archenemy' | 'supervillain-rumble';
  /** 905: a Conspiracy Draft game (905.3: multiplayer); each player's PlayerSetup.conspiracies start in the command zone (905.4). */
  readonly conspiracy?: boolean;
  // --- Test-only ---
  /**
   * Oracle mode (tests only): every derived-value cache is bypassed and everything is recomputed on each
   * read. A game played with it must be byte-identical (apart from this flag) to the same game without it;
   * test/oracle-differential.test.ts checks that, so a cache that goes stale can't hide. 'verify' keeps the caches
   * but recomputes on every read too and throws on the first read where the cached value is stale.
   */
  readonly noCache?: boolean | 'verify';
}

export interface ManaPool {
  W: number;
  U: number;
  B: number;
  R: number;
  G: number;
  C: number;
  /** 106.6: mana with a spending restriction ("Spend this mana only to cast a creature spell"), one entry per mana. */
  restricted?: RestrictedMana[];
  /**
   * 702.189a: how much of the pool's unrestricted mana of each type an effect keeps from emptying as steps end until
   * end of combat ("Until end of combat, you don't lose this mana as steps and phases end"; mana/pool.ts).
   */
  untilEndOfCombat?: Partial<Record<import('../cards/mana-symbols.js').ManaType, number>>;
}

/** 106.6: one mana in a pool that may be spent only as its restriction allows. */
export interface RestrictedMana {
  readonly type: import('../cards/mana-symbols.js').ManaType;
  readonly only: import('../cards/ability-tree.js').SpendRestriction;
}

export interface PlayerState {
  readonly id: PlayerId;
  readonly name: string;
  readonly team: number;
  life: number;
  poison: number;
  /** 122: other player counters (energy, experience, …). */
  counters: Record<string, number>;
  library: ObjectId[]; // index 0 = top
  hand: ObjectId[];
  graveyard: ObjectId[]; // index 0 = bottom, last = top
  manaPool: ManaPool;
  landsPlayedThisTurn: number;
  /** 305.2: additional land plays granted this turn by resolved effects ("You may play an additional land this turn"). */
  extraLandPlaysThisTurn?: number;
  /** 101.2: "can't cast [these] spells this turn" effects on this player (each a spell description; {} = any spell). */
  cantCastThisTurn?: ObjectMatch[];
  /** 702.54a bloodthirst: the player was dealt damage this turn. */
  dealtDamageThisTurn?: boolean;
  /** 702.131c: the city's blessing (a designation kept for the rest of the game; objects/city-blessing.ts). */
  cityBlessing?: boolean;
  /** 702.179b: this player's speed (1–4; absent: no speed yet, until a rule or effect sets it; players/speed.ts). */
  speed?: number;
  /**
   * 701.54a: this player's Ring-bearer — the creature they chose as the Ring last tempted them, until another creature
   * becomes their Ring-bearer or another player gains control of it (players/ring.ts); `ringTempted`: how many times
   * the Ring has tempted them this game.
   */
  ringBearer?: ObjectId;
  ringTempted?: number;
  /**
   * 309.2 / 701.49: the dungeon card this player owns in the command zone and the room their venture marker is on
   * (players/dungeons.ts); `completedDungeons`: the dungeons they have completed this game, in order (309.7).
   */
  dungeon?: { readonly name: DungeonName; readonly room: string };
  completedDungeons?: DungeonName[];
  /** 704.5b: attempted to draw from an empty library since the last SBA check. */
  drewFromEmptyLibrary: boolean;
  /** 800.4: the player has left the game (lost, conceded, or won in some variants). */
  left: boolean;
  outcome: 'playing' | 'won' | 'lost' | 'drew';
  mulligans: number;
  keptHand: boolean;
  /** Spells this player cast this turn and during the previous turn (werewolves: "if no spells were cast last turn"). */
  spellsCastThisTurn?: number;
  /** 700.14: the total mana this player spent to cast spells this turn (expend). */
  manaSpentOnSpellsThisTurn?: number;
  /** 702.94a: cards this player drew this turn (miracle: "the first card you've drawn this turn"). */
  drawsThisTurn?: number;
  /**
   * 504.1 / 121.2: cards this player drew during the draw step of their own turn that is under way; set to 0 as that
   * step begins, dropped as a new turn begins ("except the first one you draw in each of your draw steps").
   */
  drawsThisDrawStep?: number;
  spellsCastLastTurn?: number;
  /** 801.2a: this player's own range of influence, when it differs from GameOptions.rangeOfInfluence (809.3a). */
  rangeOfInfluence?: number | null;
  /**
   * 400.11b / 903.11: the cards this player owns outside the game (their sideboard), which effects such as Burning
   * Wish may bring into the game. Hidden from the other players (viewFor).
   */
  outside?: OutsideCard[];
}

/** A card a player owns outside the game: not an object (it has no id until it is brought into the game). */
export interface OutsideCard {
  readonly name: string;
  /** 903.4: its colour identity, derived from the card data as the game is set up (read by 903.11). */
  readonly identity: readonly Color[];
  /** 903.11: a card with this name was in the player's starting deck. */
  readonly inStartingDeck: boolean;
}

export interface Counters {
  [kind: string]: number;
}

/**
 * A card, token, copy, or ability on the stack (109.1), as the state holds it: read-only, because a copy of the
 * state may share the record with the state it was copied from (objects/copy-on-write.ts). The engine writes an
 * object only through `ownObject`, which gives the state its own copy of the record first.
 */
export type GameObject = { readonly [K in keyof OwnedObject]: ReadonlyField<OwnedObject[K]> };

/** A field of a shared object record: its arrays and records read-only too. */
type ReadonlyField<T> = T extends readonly (infer U)[] ? readonly U[] : T extends object ? Readonly<T> : T;

/** An object record the state owns (from `ownObject`, or one just made): the engine may write it in place. */
export interface OwnedObject {
  readonly id: ObjectId;
  /** Key into GameState.cards. */
  readonly defKey: string;
  /** Stable identity of a physical card across zone changes; null for tokens and abilities. */
  readonly cardId: number | null;
  readonly owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  /** 114: emblems live in the command zone; they are neither cards nor permanents. */
  readonly kind: 'card' | 'token' | 'ability' | 'emblem';
  /** 613.7: timestamp, set when the object enters its zone. */
  timestamp: number;
  // Permanent status (110.5)
  tapped: boolean;
  faceDown: boolean;
  /** 310.8: a battle's protector (chosen as it enters; for a Siege an opponent of its controller, 310.11a). */
  protector?: PlayerId;
  /**
   * 708: how it came to be face down — turned up for its morph cost (702.37e) or, if manifested, a creature card's mana
   * cost (701.40b); a foretold card in exile (702.143a), which its owner may look at.
   */
  faceDownKind?: 'morph' | 'manifest' | 'disguise' | 'foretell';
  /**
   * 406.3: the players who may look at this card exiled face down — the player who looked at it and then exiled it face
   * down, or one an effect lets look at it ("You may look at and play those cards"). A new object has none (400.7).
   */
  lookers?: PlayerId[];
  /**
   * 707.2 / 613.2 (layer 1): the card definition key of the copiable values this object
   * copies, when it is a copy (e.g. a Clone). Absent or null otherwise.
   */
  copyDefKey?: string | null;
  /** 712.8d / 701.28: a transforming double-faced permanent with its back face up. */
  transformed?: boolean;
  /** 710.2: a flip-card permanent that has been flipped. */
  flipped?: boolean;
  /**
   * 712.4 / 701.42a: a melded permanent — this object's card and `melded` (the other card of its meld pair) represent
   * it together, with the meld result's characteristics (the back face both cards share). Set only on the battlefield.
   */
  melded?: MeldComponent;
  /**
   * 729.2 / 702.140c: a merged permanent — every component representing it, topmost first; the one marked `self` is
   * this object's own card or token. Its characteristics (the topmost component's, with every component's
   * abilities, 702.140e) are the copiable values `copyDefKey` names (729.2a). Set only on the battlefield.
   */
  merged?: MergeComponent[];
  /** 701.28f: how many times this permanent has transformed (absent = never). */
  transforms?: number;
  /** 709.3: on the stack, the half of a split card being cast (index into CardDefinition.halves). */
  castHalf?: number;
  /** 702.102c: a fused split spell (both halves cast). */
  fused?: boolean;
  /**
   * 709.5c: a split permanent's unlocked designations (indexes into CardDefinition.halves): the doors of a Room that are
   * unlocked. A new object has none (400.7); 709.5d: a Room spell enters with the half cast unlocked.
   */
  unlocked?: readonly number[];
  /**
   * Its alternative face: on the stack, a spell cast as an Adventure (715.3b); on the stack or the battlefield, a
   * modal double-faced card with its back face up (712.8). Set as it moves (zones/move.ts); a new object has none (400.7).
   */
  altFace?: boolean;
  /** 302.6: came under this controller's control since their most recent turn began. */
  summoningSick: boolean;
  /** 702.30a echo: the player who controlled it as their last upkeep began (absent: no one yet). */
  echoUpkeep?: PlayerId;
  /**
   * 702.103b: a bestowed Aura spell or permanent (cast for its bestow cost): an Aura enchantment with enchant creature
   * instead of a creature, until 702.103e/f end it. Set as it moves (zones/move.ts); a new object is not bestowed (400.7).
   */
  bestowed?: boolean;
  /** 701.37b: a monstrous permanent (a designation, not a characteristic; a new object isn't, 400.7). */
  monstrous?: boolean;
  /** 702.112b: a renowned permanent (a designation, not a characteristic). */
  renowned?: boolean;
  /** 702.171b: a saddled permanent (a designation until end of turn or until it leaves the battlefield, 400.7). */
  saddled?: boolean;
  /** 701.15a: the players who goaded this permanent, each until their next turn (a new object isn't goaded, 400.7). */
  goadedBy?: readonly PlayerId[];
  counters: Counters;
  damage: number;
  /** 704.5h: dealt damage by a source with deathtouch since the last SBA check. */
  deathtouchDamaged: boolean;
  /** A permanent that entered as a resolving spell: the zone it was cast from ("if you cast it from your hand"). */
  castFrom?: ZoneName;
  /** 702.33d: a permanent that entered as a kicked spell: the kicker costs paid for it ("if it was kicked"). */
  kicked?: readonly number[];
  /** 400.7d: a permanent that entered as a resolving spell: the mana spent to cast that spell. */
  spent?: ManaSpent;
  /** 107.3m: a permanent that entered as a resolving spell with an X: that X (for its enters triggered abilities). */
  castX?: number;
  /** The sources that dealt damage to this permanent this turn ("a creature dealt damage by ~ this turn"). */
  damagedBy?: ObjectId[];
  attachedTo: ObjectId | null;
  /** 606.3: loyalty abilities activated this turn. */
  loyaltyActivatedThisTurn: number;
  /** 602.5b: indexes of abilities with a once-each-turn restriction activated this turn (absent = none). */
  activatedThisTurn?: number[];
  /** 601.3: indexes of its "once during each of your turns, you may cast …" abilities used this turn (absent = none). */
  permissionsUsedThisTurn?: number[];
  /** 603.2: texts of its "This ability triggers only once each turn" abilities that triggered this turn (absent = none). */
  triggeredThisTurn?: string[];
  /** 122.6: the kinds of counters put on it this turn (absent = none), for "for the first time each turn". */
  countersPutThisTurn?: string[];
  /** 115.1: the players whose spells or abilities targeted it this turn (absent = none), for "for the first time each turn". */
  targetedByThisTurn?: PlayerId[];
  /** 602.5b / 702.177a: indexes of abilities that can be activated only once, activated since it became this object (400.7). */
  activatedOnce?: number[];
  /** 302.6 / power-up: it entered the battlefield this turn (cleared as its controller's next turn begins). */
  enteredThisTurn?: boolean;
  /** 508.1 / 702.142a: it was declared as an attacking creature this turn. */
  attackedThisTurn?: boolean;
  /** On the stack: what was chosen as it was cast or put there (601.2, 603.3d). */
  stack: StackInfo | null;
  /** 614.12: what was chosen as this permanent entered ("the chosen color"); a new object has none (400.7). */
  chosen?: {
    color?: Color;
    creatureType?: string;
    /** 702.106a: the card name a hidden agenda named secretly. */ name?: string;
    /** 702.106f: the two different card names a double agenda named secretly. */ names?: readonly string[];
    /** 702.136a riot: it entered without the counter it could have had ("If you don't, it gains haste"). */
    declinedCounters?: boolean;
  };
}

/** 729.2: a card or token representing a merged permanent. */
export interface MergeComponent {
  readonly cardId: number | null;
  readonly defKey: string;
  readonly owner: PlayerId;
  /** The object's own card or token (it keeps the object's id); the others were merged with it. */
  readonly self?: true;
  readonly token?: true;
}

/** 712.4: the second card representing a melded permanent. */
export interface MeldComponent {
  readonly cardId: number;
  readonly defKey: string;
  readonly owner: PlayerId;
}

export interface StackInfo {
  /** Which of GameState.turns this object's stack belongs to (807.5: one stack per turn marker). */
  readonly stackOf: number;
  readonly x: number;
  readonly modes: readonly number[];
  /** One list of chosen targets per TargetSpec, in order. */
  readonly targets: readonly (readonly TargetRef[])[];
  /** For abilities: the source (last known information is kept in sourceName). */
  readonly source: ObjectId | null;
  readonly sourceName: string;
  /** For abilities: the ability's target specs and effects, copied at creation (plain data). */
  readonly abilityTargets: readonly TargetSpec[] | null;
  readonly abilityEffects: readonly Effect[] | null;
  /** The event that caused a triggered ability, for "that creature"/"that player". */
  readonly triggerObject: ObjectId | null;
  readonly triggerPlayer: PlayerId | null;
  /** "That much": the amount of the triggering event (e.g. damage dealt). */
  readonly triggerAmount?: number;
  /** 603.2c: the objects of a "one or more" trigger's event that matched ("they", "among them"). */
  readonly triggerObjects?: readonly ObjectId[];
  /** 603.10a / 608.2h: the power and toughness of an object that left the battlefield, as it last existed. */
  readonly triggerLki?: { readonly power: number | null; readonly toughness: number | null };
  /** 603.7c: a delayed triggered ability's objects, fixed as it was created (its resolution's `created` objects). */
  readonly created?: readonly ObjectId[];
  /** 603.4: an intervening "if" clause, checked again as the ability resolves. */
  readonly interveningIf?: Condition;
  /** 608.2h / 608.2i: what the objects sacrificed to pay its cost were as they last existed ("the sacrificed creature's power"). */
  readonly sacrificed?: readonly CostLki[];
  /** 702.167a: the card its cost exiled from the battlefield ("Exile this artifact"), as it is in exile. */
  readonly exiledSelf?: ObjectId;
  /** 702.48c: what the attacking creature returned to its owner's hand to pay the cost was attacking. */
  readonly returnedAttacking?: TargetRef;
  readonly isCopy: boolean;
  /** 113.3b / 113.3c: an ability on the stack is an activated or a triggered ability ("counter target activated ability"). */
  readonly abilityKind?: 'activated' | 'triggered';
  /** 601.2d: the announced division of divided damage among its targets. */
  readonly division?: readonly { readonly target: TargetRef; readonly amount: number }[];
  readonly manaSpent: number;
  /** 601.2h: the mana spent to cast it, by type (absent: none, or not cast — a copy or an ability). */
  readonly spent?: ManaSpent;
  /** 702.44a / 107.4: how many of the five colors were among the mana spent to cast it (sunburst, converge). */
  readonly colorsSpent?: number;
  /** 702.34a: cast with flashback — exiled instead of going anywhere else when it leaves the stack. */
  readonly flashback?: boolean;
  /** 614.1a: "If that spell would be put into a graveyard, exile it instead" (a cast as an effect resolved). */
  readonly exileInstead?: boolean;
  /** 702.133a: cast with jump-start — exiled instead of going anywhere else when it leaves the stack. */
  readonly jumpStart?: boolean;
  /** 702.138c: cast with escape — the spell escaped (and so does the permanent it becomes). */
  readonly escaped?: boolean;
  /** 702.27a: the buyback cost was paid — it goes to its owner's hand as it resolves. */
  readonly buyback?: boolean;
  /** 118.9: the alternative cost paid to cast it (702.74a evoke, 702.109a dash). */
  readonly alternative?: AlternativeKeyword;
  /** 701.28f: for an ability, how many times its source had transformed when the ability was put onto the stack. */
  readonly sourceTransforms?: number;
  /** 601.2a: the zone a cast spell was cast from (absent for abilities and copies). */
  readonly castFrom?: ZoneName;
  /** 505.1 / 601.2: it was cast during one of its caster's main phases (Addendum: "if you cast this spell during your main phase"). */
  readonly castInYourMainPhase?: true;
  /** 702.62a: cast as its last time counter was removed — a creature spell has haste as it becomes a permanent. */
  readonly suspended?: boolean;
  /** 702.78a: its conspire cost was paid as it was cast. */
  readonly conspired?: boolean;
  /** 702.33d: the kicker costs paid as it was cast, by index into its kicker costs (repeated for multikicker). */
  readonly kicked?: readonly number[];
  /** 702.56a: how many times its replicate cost was paid as it was cast. */
  readonly replicated?: number;
  /** 702.47b: text spliced onto it (splice), followed after its own effects, each with its own targets (after the spell's). */
  readonly added?: readonly AddedText[];
}

/** Text added to a spell on the stack (702.47b splice), followed after the spell's own effects with its own targets. */
export interface AddedText {
  /** The card the text came from (for logs). */
  readonly from: string;
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly Effect[];
  readonly rule: string;
}

/** 611: a continuous effect from a resolved spell or ability. */
export interface ContinuousEffect {
  readonly id: number;
  readonly timestamp: number;
  readonly controller: PlayerId;
  readonly source: ObjectId | null;
  readonly duration: Duration;
  /** For 'untilYourNextTurn' (and 800.4m): whose next turn ends it. */
  readonly durationOwner: PlayerId;
  /** 611.2c: the set of affected objects is locked in as the effect begins. */
  readonly affected: readonly ObjectId[];
  /**
   * 611.2c: a resolved effect that changes no characteristics and no control is a rule of the game: it covers every
   * permanent this filter matches while it lasts (seen by `controller`), including ones it didn't cover as it began.
   */
  readonly group?: Filter;
  readonly modification: Modification;
}

export type Modification =
  | { readonly kind: 'pt'; readonly power: number; readonly toughness: number }
  | { readonly kind: 'keywords'; readonly keywords: readonly SimpleKeyword[] }
  | { readonly kind: 'control'; readonly controller: PlayerId }
  | { readonly kind: 'static'; readonly effect: StaticEffect }
  | { readonly kind: 'layered'; readonly mods: readonly LayerMod[] }
  /**
   * 613.1a / 707.2 (layer 1): the affected permanent copies the copiable values the card definition `key` holds
   * (registered as the effect began; objects/copy.ts copiableValuesKey). Of several, the latest timestamp wins.
   */
  | { readonly kind: 'copy'; readonly key: string }
  /**
   * 615: a prevention shield. Applies to damage dealt to the affected objects or players (both
   * empty = any recipient); `remaining` counts down for "the next N damage" (615.7).
   */
  | {
      readonly kind: 'prevention';
      remaining: number | 'all';
      readonly players: readonly PlayerId[];
      readonly combatOnly: boolean;
      /** Only damage dealt by these objects ("… dealt by target creature"); with it, `affected`/`players` empty = any recipient. */ readonly by?: readonly ObjectId[];
    }
  /** 615.7 / 609.7a / 614.9: a one-shot damage shield (effects/prevention.ts). */
  | DamageShield
  /** 614.1a: "if [affected] would die this turn, exile it instead"; `anyCreature`: any creature (effects/die-replacement.ts; applied in events/graveyard-replacement.ts). */
  | { readonly kind: 'dieReplacement'; readonly anyCreature: boolean }
  /** 614.9: the next `remaining` damage that would be dealt to `from` this turn is dealt to `to` instead. */
  | { readonly kind: 'redirect'; remaining: number; readonly from: TargetRef; readonly to: TargetRef }
  /** 610.3: the affected card was exiled "until [source] leaves the battlefield" (effects/exile-until.ts). */
  | { readonly kind: 'exiledUntilLeaves' }
  /** 607.2a: the affected card was exiled by the source's linked ability (effects/linked.ts). */
  | { readonly kind: 'exiledWith' }
  /**
   * 614.1a / 614.6: "the next time you would draw a card this turn, [effects] instead": `player`'s next draw this turn
   * is replaced (events/draw-replacement.ts); `used` once it has applied. `x`: the X of the ability that made it.
   */
  | {
      readonly kind: 'drawShield';
      used: boolean;
      readonly player: PlayerId;
      readonly effects: readonly Effect[];
      readonly x: number;
      readonly sourceName: string;
      readonly text: string;
    };

/** A damage shield as created: "the next time [source] would deal damage [to …] this turn, [result]". */
export interface DamageShield {
  readonly kind: 'damageShield';
  /** 615.7: set once it has applied to a damage event. */
  used: boolean;
  /** The source it watches (609.7a: a chosen permanent spell is followed to the permanent it becomes); null: any source. */
  source: ObjectId | null;
  /** "All damage … this turn": it is never used up. */
  readonly lasting: boolean;
  /** "You gain life equal to the damage prevented this way" (the effect's controller). */
  readonly gainLife?: boolean;
  /** 609.7b: the quality the source must still have when it would deal damage (with no `source`: any source that has it). */
  readonly quality?: Filter;
  /** The recipients it protects; both empty and `anyRecipient`: damage to anything. */
  readonly players: readonly PlayerId[];
  readonly objects: readonly ObjectId[];
  readonly anyRecipient: boolean;
  /**
   * "… dealt [this turn] to creatures you control": recipients judged as the damage would be dealt, so a creature
   * that arrives later is protected too (611.2c locks in only characteristic- and control-changing effects).
   */
  readonly recipientFilter?: Filter;
  readonly combatOnly: boolean;
  readonly result:
    | { readonly kind: 'prevent' }
    | { readonly kind: 'preventAllBut'; readonly n: number }
    | { readonly kind: 'preventHalf' }
    | { readonly kind: 'redirect'; readonly to: TargetRef | 'source' | 'sourceController' };
}

export interface CombatState {
  attackers: AttackInfo[];
  blockers: BlockInfo[];
  /** 510.4: creatures that dealt first-strike damage this combat. */
  firstStrikeDealt: ObjectId[];
  firstStrikeStep: boolean;
  /** 508.1: the players attacked directly when attackers were declared (absent: none). */
  attackedPlayers?: PlayerId[];
  /**
   * 508.1: each attacking player's (by id) total power of the creatures they declared as attackers, as declared
   * ("you attacked with creatures with total power 6 or greater this combat"; absent: no attackers).
   */
  declaredPower?: Record<PlayerId, number>;
}

export interface AttackInfo {
  readonly attacker: ObjectId;
  /** 506.3: a player, planeswalker or battle. */
  readonly defender: TargetRef;
  blocked: boolean;
  /** 509.2: blockers in the order they were declared. */
  blockedBy: ObjectId[];
  /** 702.22c: the band it attacks in (attackers with the same number form one band); absent if it attacks alone or in no band. */
  band?: number;
}

export interface BlockInfo {
  readonly blocker: ObjectId;
  readonly blocking: ObjectId[];
}

/** Events of a turn that "this turn" conditions ask about. */
export interface TurnHistory {
  /** Creatures put into a graveyard from the battlefield (700.4: died). */
  creaturesDied: number;
  /** Players who declared at least one attacking creature (508.1). */
  attacked: PlayerId[];
  /** Players who controlled a permanent as it left the battlefield. */
  permanentLeft: PlayerId[];
  /** A nonland permanent left the battlefield (absent: none yet). */
  nonlandLeft?: true;
  /** 119.3: players who lost life (damage, life loss, life paid); absent = none yet. */
  lifeLost?: PlayerId[];
  /** 119.3: players who gained life; absent = none yet. */
  lifeGained?: PlayerId[];
  /** 119.3: how much life each player (by id) lost / gained this turn ("the amount of life you gained this turn"). */
  lifeLostAmount?: Record<PlayerId, number>;
  lifeGainedAmount?: Record<PlayerId, number>;
  /** 601.2i: the spells cast this turn, in order, as they were when cast ("if you've cast a noncreature spell this turn"). */
  spellsCast?: SpellCastRecord[];
  /** 700.4: the creatures that died this turn, as they last existed ("for each creature that died this turn"). */
  died?: DeathRecord[];
  /** 702.179d: players whose speed-increasing inherent ability triggered this turn (it triggers only once each turn). */
  speedTriggered?: PlayerId[];
  /** 700.11: how many times each player (by id) descended this turn (absent = none yet; objects/descended.ts). */
  descended?: Record<PlayerId, number>;
  /** 603.6a: the permanents that entered the battlefield this turn, as they entered (objects/entries-this-turn.ts). */
  entered?: EntryRecord[];
  /** 701.17a: the permanents sacrificed this turn, as they last existed (the controller sacrificed them). */
  sacrificed?: DeathRecord[];
  /** 701.9a: how many cards each player (by id) discarded this turn (absent = none yet; objects/turn-counts.ts). */
  discarded?: Record<PlayerId, number>;
  /** 603.10a: how many cards left each player's (by id) graveyard this turn (absent = none yet; objects/turn-counts.ts). */
  leftGraveyard?: Record<PlayerId, number>;
  /** 608.2: how many times abilities that ask ("the second time this ability has resolved this turn") resolved. */
  resolutions?: ResolutionRecord[];
}

/** One ability's resolutions this turn: its source object (400.7: a new object's abilities start over) and its text. */
export interface ResolutionRecord {
  readonly source: ObjectId;
  readonly ability: string;
  count: number;
}

/** One permanent that entered the battlefield (603.6a): which object, who controlled it, and its characteristics then. */
export interface EntryRecord extends DeathRecord {
  readonly object: ObjectId;
}

/** One creature that died (700.4): who controlled it, whether it was a token, and its characteristics then (608.2h). */
export interface DeathRecord {
  readonly controller: PlayerId;
  readonly token: boolean;
  readonly name: string;
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly Supertype[];
  readonly colors: readonly Color[];
}

/** One spell cast (601.2i): who cast it, which stack object and physical card it was, and its characteristics then. */
export interface SpellCastRecord {
  readonly player: PlayerId;
  readonly spell: ObjectId;
  readonly card: number | null;
  readonly name: string;
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly Supertype[];
  readonly colors: readonly Color[];
  readonly manaValue: number;
  readonly power: number | null;
  readonly toughness: number | null;
  /** 702.185a: it was cast for its warp cost ("a spell was warped this turn"). */
  readonly warped?: true;
}

/** One turn in progress. Grand Melee (807) runs several at once, hence a list. */
export interface TurnState {
  /** Which turn marker this is (807.4b); 0 in ordinary games. */
  readonly marker: number;
  number: number;
  /** 805: shared team turns have several active players. Players who left the game aren't listed (800.4j). */
  activePlayers: PlayerId[];
  /**
   * 800.4j: the active player left during this turn, which continues to its end without an active player;
   * their seat still anchors turn order (who gets priority, whose turn is next). Cleared when a turn begins.
   */
  vacated?: PlayerId;
  /** 502.2: the previous turn's active players, recorded as a turn begins once it is day or night (events/day-night.ts). */
  previousActive?: PlayerId[];
  phase: PhaseName;
  step: StepName;
  /** The step's start (turn-based actions, 703) has been carried out. */
  stepBegun: boolean;
  /** 117: who holds priority now, and who has passed in succession since the last action. */
  priority: PlayerId | null;
  passed: PlayerId[];
  /** The stack of this turn marker (405; 807.5), bottom first. */
  stack: ObjectId[];
  combat: CombatState | null;
  /** 500.7 / 500.8: extra phases to add after the current one. */
  extraPhases: PhaseName[];
  /** 514.3a: another cleanup step is needed. */
  repeatCleanup: boolean;
  // --- Grand Melee turn markers (807.4); absent in ordinary games ---
  /** 807.4: the player who holds this turn marker (the active player while the turn is in progress). */
  holder?: PlayerId;
  /** 807.4d: the holder has the marker but can't begin their turn yet. */
  waiting?: boolean;
  /** 807.4e–g: how many times this marker is designated for removal. */
  removal?: number;
  /** 807.4g: the marker has been removed; its slot stays so that stack indexes never shift. */
  removed?: boolean;
  /** 807.4i: after this (extra) turn the holder keeps the marker and takes their next turn. */
  keepMarker?: boolean;
  /** Grand Melee scheduling: this turn's priority was just served; the next priority point serves another turn. */
  served?: boolean;
  /** What has happened this turn, for "this turn" conditions (absent = nothing yet). */
  history?: TurnHistory;
}

/**
 * 608.2h / 113.7a: last known information about an object that left the battlefield,
 * kept while a spell or ability may still need it (e.g. "Sacrifice this: it deals 1 damage").
 */
/** 601.2h: mana spent to pay a spell's costs, by type ("if at least three white mana was spent to cast it"). */
export type ManaSpent = Readonly<Partial<Record<ManaType, number>>>;

export interface LastKnown {
  readonly defKey: string;
  readonly name: string;
  readonly controller: PlayerId;
  readonly owner: PlayerId;
  readonly colors: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly string[];
  readonly power: number | null;
  readonly toughness: number | null;
  /** 202.3 / 608.2h: its mana value there (a spell's on the stack includes the value of X, 202.3e). */
  readonly manaValue?: number;
  readonly keywords: readonly string[];
  /** 122.1 / 608.2h: the counters it had ("for each charge counter on ~" after ~ was sacrificed). */
  readonly counters?: Readonly<Record<string, number>>;
  /** 608.2h: what it was attached to as it left ("Sacrifice [this Aura]: Regenerate enchanted creature"). */
  readonly attachedTo?: ObjectId;
  /** 400.7d / 608.2h: the mana spent to cast it, if it was a spell (or a permanent that was one). */
  readonly spent?: ManaSpent;
  /** The physical card it was (GameObject.cardId), so "another target card" can tell the card it became (400.7). */
  readonly cardId?: number;
  /** 707.2: a permanent's copiable values when they were not its own card's (a copy); null: face down (none to copy). */
  readonly copiable?: string | null;
  /**
   * 707.10 / 608.2h: a spell that left the stack: what was chosen for it there, and the face it was cast as, so that
   * "copy that spell" still copies it (effects/verbs/copy-spell.ts).
   */
  readonly spell?: Pick<GameObject, 'kind' | 'castHalf' | 'fused' | 'altFace' | 'bestowed'> & {
    readonly stack: StackInfo;
  };
}

export interface GameResult {
  readonly winners: PlayerId[];
  readonly draw: boolean;
  readonly reason: string;
  readonly turn: number;
}

export interface GameState {
  readonly schema: 1;
  readonly options: GameOptions;
  /** PRNG state (see rng.ts); the only source of randomness. */
  rng: [number, number, number, number];
  nextObjectId: number;
  nextTimestamp: number;
  nextEffectId: number;
  /** Next physical-card identity (GameObject.cardId). */
  nextCardId: number;
  /** Bumped by every change that can alter a derived value (see objects/characteristics.ts `touch` and docs/engine.md, Caches). */
  epoch: number;
  /** Card definitions by key (card name, or a generated key for tokens). Self-contained saves. */
  cards: Readonly<Record<string, CardDefinition>>;
  players: PlayerState[];
  /** Written only through objects/copy-on-write.ts (`ownObject`, `putNewObject`, `removeObject`, `replaceObjects`). */
  objects: Readonly<Record<number, GameObject>>;
  /** Last known information of objects that left the battlefield this turn (608.2h). */
  lki: Record<number, LastKnown>;
  /** Tokens that have moved off the battlefield, and copies of cards off the stack, since the last SBA check (704.5d–e). */
  tokensLeftBattlefield: ObjectId[];
  battlefield: ObjectId[];
  exile: ObjectId[];
  command: ObjectId[];
  ante: ObjectId[];
  turns: TurnState[];
  /** 500.7: players who take extra turns, in the order they'll happen (a queue). */
  extraTurns: PlayerId[];
  /** Whose turn comes next in normal order. */
  startingPlayer: PlayerId;
  effects: ContinuousEffect[];
  /** 603.3: abilities that have triggered and wait to be put on the stack. */
  pendingTriggers: PendingTrigger[];
  /** 603.7: delayed triggered abilities waiting for their moment (absent in older saves = none). */
  delayedTriggers?: DelayedTrigger[];
  /** 603.7a: delayed triggered abilities that trigger on events until the turn ends (absent = none; 514.2 ends them). */
  delayedEventTriggers?: DelayedEventTrigger[];
  /** 726.1: it is day or night (absent: neither; a game starts with neither, and once set it is never neither again). */
  dayNight?: 'day' | 'night';
  /** 722.1: the player who is the monarch (absent: there is no monarch; none until an effect makes one). */
  monarch?: PlayerId;
  /** 725.1: the player who has the initiative (absent: no one has it yet; players/initiative.ts). */
  initiative?: PlayerId;
  /** The engine's own work list (plain data), processed last-in first-out. */
  tasks: Task[];
  pending: PendingDecision | null;
  decisionCount: number;
  /** Appended to only through `log` (log/write.ts), which copies an array shared with a copy of the state first. */
  log: readonly LogEntry[];
  result: GameResult | null;
  /** Set by the game loop between SBA checks; see sba/. */
  phase: 'mulligan' | 'playing' | 'over';
  /** 801.2c: the seats (live players, in turn order) as the most recent turn began; ranges of influence are measured on it. */
  rangeSeats?: PlayerId[];
  /** 807.5: which of `turns` the engine is advancing, and whose stack a pending priority decision is for. */
  focus?: number;
  /** 807.4: how many turns have begun in this game (turn numbers in Grand Melee). */
  turnCount?: number;
  /** 801.16 / 104.4b: set when a loop of mandatory actions is detected. */
  loopDetected?: boolean;
  /** 901: Planechase bookkeeping (absent when the game isn't a Planechase game). */
  planechase?: PlanechaseState;
  /** 903: Commander bookkeeping (absent when the game isn't a Commander game). */
  commander?: CommanderState;
  /** 904: Archenemy bookkeeping (absent when the game isn't an Archenemy or Supervillain Rumble game). */
  archenemy?: ArchenemyState;
  /**
   * Rules a variant puts on the state as data when the game is set up, for the moves of some cards; the core applies
   * them to every move (events/card-zone-rules.ts) and never imports the variant. Commander's (903.9a / 903.9b).
   */
  cardZoneRules?: CardZoneRules;
  /** 601.2a: permissions to play specific cards from exile ("Until end of turn, you may play that card"). */
  playPermissions?: PlayPermission[];
}

/** A permission to play (cast, or play as a land unless `castOnly`) one object from `zone`. */
export interface PlayPermission {
  readonly object: ObjectId;
  readonly player: PlayerId;
  readonly zone: ZoneName;
  /**
   * endOfTurn: while turn number `turn` lasts; yourNextTurn: until the player's next turn begins; endOfYourNextTurn:
   * until that next turn ends (it becomes endOfTurn for that turn when the turn begins); whileExiled: as long as it stays.
   */
  readonly until: 'endOfTurn' | 'yourNextTurn' | 'endOfYourNextTurn' | 'whileExiled';
  readonly turn: number;
  /** "without paying its mana cost" (118.9). */
  readonly free?: boolean;
  /** 118.9: an alternative cost paid rather than its mana cost (701.65a: airbend's {2}). */
  readonly cost?: string;
  readonly castOnly?: boolean;
  /** 715.3d: the permission an Adventure's resolution gives; the card can't be cast as an Adventure this way. */
  readonly adventurer?: boolean;
  /** 702.170d: a plotted card: cast only on a later turn than `turn`, in its owner's main phase with an empty stack. */
  readonly plotted?: boolean;
  /** 702.143a: a foretold card: cast only on a later turn than `turn`, for its foretell cost (stack/foretell.ts). */
  readonly foretold?: boolean;
  /** 609.4b: "and you may spend mana as though it were mana of any color / type to cast that spell". */
  readonly spendAs?: 'color' | 'type';
  /** 702.185a: "on a later turn": not in turn number `turn`, the one it was given in (stack/warp.ts). */
  readonly laterTurn?: true;
  /**
   * 601.3: a permission a static ability of permanent `source` gives (its ability number `ability`), never stored:
   * found afresh from the battlefield (stack/static-play-permissions.ts); `oncePerTurn`: using it is recorded.
   */
  readonly fromStatic?: { readonly source: ObjectId; readonly ability: number; readonly oncePerTurn?: true };
  /** 305.1: a permission to play the card only as a land (a static's "You may play lands from …"). */
  readonly landOnly?: true;
  /**
   * 702.34a: the card gained flashback "with a flashback cost equal to its mana cost": cast from its graveyard for its
   * mana cost (an alternative cost, 118.9), and exiled as it leaves the stack.
   */
  readonly flashback?: true;
}

/** 901: the planar decks, the face-up planes and phenomena, the planar controllers and the die-roll counts. */
export interface PlanechaseState {
  /** 901.15: one communal planar deck (decks[0]) instead of one per player. */
  readonly shared: boolean;
  /** 901.3: planar decks, top first, by owner (901.15: only decks[0]); face-down card objects in the command zone (901.4). */
  decks: ObjectId[][];
  /** 901.7: face-up plane and phenomenon cards; their abilities function from the command zone. */
  faceUp: ObjectId[];
  /** 901.6 / 901.14a: the planar controller of each turn slot (one slot, except with Grand Melee's turn markers). */
  controllers: (PlayerId | null)[];
  /** 901.9: how many times each player has taken the roll-the-planar-die action this turn. */
  rolls: number[];
}

/** 903.3: a card designated a commander, by its physical identity. */
export interface CommanderCard {
  readonly cardId: number;
  readonly owner: PlayerId;
  readonly name: string;
  /**
   * 903.4 / 903.4a: its colour identity, established before the game begins (from the card: costs, rules text,
   * colour indicators, CDAs, back faces), so no effect in the game changes it.
   */
  readonly identity: readonly Color[];
  /** 903.4b: the colour its owner chose before the game began (a commander whose static ability asks for one). */
  readonly chosenColor?: Color;
}

/** 903: Commander bookkeeping on the game state (absent when the game isn't a Commander game). */
export interface CommanderState {
  readonly kind: 'commander' | 'brawl';
  /** 903.3: the commander cards. */
  readonly cards: CommanderCard[];
  /** 903.8: casts from the command zone, `"<cardId>:<player>"` → count. */
  casts: Record<string, number>;
  /** 903.10a: combat damage dealt by each commander to each player, `"<cardId>:<player>"` → total. */
  damage: Record<string, number>;
}

/**
 * Rules for the moves of some cards, which a variant registers as data (Commander's commanders: 903.9a, 903.9b) and the
 * core applies to every move (events/card-zone-rules.ts).
 */
export interface CardZoneRules {
  /**
   * The cards, by physical identity: the rules follow a card through its zone changes (903.3), including as one of
   * the cards of a melded or merged permanent (712.4, 729.2).
   */
  readonly cards: number[];
  /**
   * 614.1a: a replacement effect: a move of one of the cards, from anywhere but `instead`, into one of the zones `into`
   * puts it into `instead`, unless the move event carries its owner's refusal (`ownerChoice: false`). `rules` are
   * cited; `componentRules` when only that card of a melded or merged permanent goes to `instead` (903.9b, 903.9c).
   */
  readonly replace: {
    readonly into: readonly ZoneName[];
    readonly instead: ZoneName;
    readonly rules: readonly string[];
    readonly componentRules: readonly string[];
  };
  /** The zones where each object one of the cards becomes as it arrives is noted in `arrived` (903.9a). */
  readonly note: readonly ZoneName[];
  /** The objects noted since the variant last read them (903.9a: at each state-based action check). */
  arrived: ObjectId[];
}

/** 904: scheme decks (face-down objects in the command zone, top first) and the face-up schemes. */
export interface ArchenemyState {
  readonly kind: 'archenemy' | 'supervillain-rumble';
  /** 904.2a / 904.12b: the archenemies. */
  readonly archenemies: PlayerId[];
  /** 904.3: each archenemy's scheme deck, top first, keyed by player id. */
  decks: Record<string, ObjectId[]>;
  /** 904.9: face-up schemes (their abilities function from the command zone, 904.8). */
  faceUp: ObjectId[];
}

export interface PendingTrigger {
  readonly controller: PlayerId;
  readonly source: ObjectId;
  /** The source's card definition key (the source may have left: 603.10 last known information). */
  readonly defKey: string;
  readonly sourceName: string;
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly Effect[];
  readonly optional: boolean;
  readonly text: string;
  readonly triggerObject: ObjectId | null;
  readonly triggerPlayer: PlayerId | null;
  /** "That much": the amount of the triggering event. */
  readonly triggerAmount?: number;
  /** 603.2c: the objects of a "one or more" trigger's event that matched ("they", "among them"). */
  readonly triggerObjects?: readonly ObjectId[];
  /** 603.2c / 510.2: the damage event (several recipients dealt damage at once) that triggered it. */
  readonly damageBatch?: number;
  /** 603.2c: the event ("one or more cards" discarded, leaving a graveyard) that triggered it (triggers/batches.ts). */
  readonly eventBatch?: number;
  /** 603.10a: the last known power and toughness of an object whose leaving triggered the ability. */
  readonly triggerLki?: { readonly power: number | null; readonly toughness: number | null };
  /** 603.3c: the modes of a modal triggered ability, until its controller chooses one as it is put on the stack. */
  readonly modes?: import('../cards/ability-tree.js').ModeSpec;
  /** 603.7c: a delayed triggered ability's objects, fixed as it was created (its resolution's `created` objects). */
  readonly created?: readonly ObjectId[];
  /** 603.12 / 608.2h: a reflexive ability's: what the resolution that created it sacrificed, as it last existed. */
  readonly sacrificed?: readonly CostLki[];
  /** 603.4: checked when the ability triggers and again on resolution. */
  readonly interveningIf?: Condition;
  /** 107.3m: an enters triggered ability of a permanent that was a spell with X: that spell's X. */
  readonly x?: number;
  /** 807.5b: the stack (index into GameState.turns) the ability must be put on. */
  readonly stackOf?: number;
  /** 605.1b: a triggered mana ability (resolved at once by mana/triggered.ts, never put on the stack). */
  readonly manaAbility?: boolean;
  /** 106.12a: the mana produced by the mana ability that triggered it. */
  readonly triggerMana?: readonly import('../cards/mana-symbols.js').ManaType[];
}

/** 603.7: a delayed triggered ability created by a resolving spell or ability; it triggers once. */
/** 603.7a: a delayed triggered ability that triggers on an event this turn (effects/verbs/delayed-event-trigger.ts). */
export interface DelayedEventTrigger {
  readonly controller: PlayerId;
  /** The object whose resolution created it (it may be gone) and its name, for the log. */
  readonly source: ObjectId;
  readonly defKey: string;
  readonly sourceName: string;
  readonly ability: TriggeredAbility;
  /** 603.7c: "When you next …" triggers only once. */
  readonly once: boolean;
  /** "When that creature dies this turn": only events of this object trigger it (603.7c). */
  readonly watched?: ObjectId;
  /** 603.7: it lasts until the watched object leaves the battlefield, not until the turn ends (701.66a). */
  readonly lasting?: true;
}

export interface DelayedTrigger {
  readonly controller: PlayerId;
  /** The object whose resolution created it (it may be gone) and its name, for the log. */
  readonly source: ObjectId;
  readonly defKey: string;
  readonly sourceName: string;
  /** "At the beginning of the next [step]". */
  readonly step: StepName;
  readonly effects: readonly Effect[];
  readonly text: string;
  /** "That card": what the creating resolution moved or created first. */
  readonly triggerObject: ObjectId | null;
  /** 603.7c: the objects it refers to, fixed as it was created (its resolution's `created` objects). */
  readonly objects?: readonly ObjectId[];
  readonly triggerPlayer?: PlayerId | null;
  /** "At the beginning of your next upkeep" (702.88a rebound): only at that step of this player's turn. */
  readonly whose?: PlayerId;
}
