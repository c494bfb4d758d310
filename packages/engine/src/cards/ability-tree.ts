/**
 * The card data form (README.md invariant 8). A card is plain data: its printed
 * characteristics plus an ability tree that the engine's generic effect code executes.
 * Hand-written starter cards and cards compiled from Oracle text share this one form.
 * Every node is a discriminated union member so executors can `switch` exhaustively.
 */
import type { Color, ManaCostText, ManaType } from './mana-symbols.js';

export type CardType =
  | 'Artifact'
  | 'Battle'
  | 'Creature'
  | 'Enchantment'
  | 'Instant'
  | 'Kindred'
  | 'Land'
  | 'Planeswalker'
  | 'Sorcery'
  | 'Conspiracy'
  | 'Dungeon'
  | 'Phenomenon'
  | 'Plane'
  | 'Scheme'
  | 'Vanguard';
export type Supertype = 'Basic' | 'Legendary' | 'Snow' | 'World' | 'Ongoing';

export interface CardDefinition {
  readonly name: string;
  readonly manaCost: ManaCostText | null;
  /** 204: colour indicator, for cards whose colour is not implied by a mana cost. */
  readonly colorIndicator?: readonly Color[];
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  /** 208: printed power/toughness; '*' means a characteristic-defining ability sets it. */
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: number;
  readonly defense?: number;
  readonly oracleText: string;
  readonly abilities: readonly AbilityNode[];
  /** True for token definitions created by effects (111). */
  readonly token?: boolean;
  /** 902.4 / 902.5: a vanguard card's life and hand modifiers. */
  readonly lifeModifier?: number;
  readonly handModifier?: number;
  /** 712.2: a transforming double-faced card's back face (this definition is its front face). */
  readonly backFace?: CardDefinition;
  /** 710.1: a flip card's flipped characteristics (this definition is its unflipped version). */
  readonly flippedFace?: CardDefinition;
  /** 709.1: a split card's halves (this definition has their combined characteristics, 709.4). */
  readonly halves?: readonly CardDefinition[];
  /** 702.102a: fuse — both halves may be cast together from the hand. */
  readonly fuse?: boolean;
  /** 702.127a: this split-card half has aftermath (cast only from a graveyard, then exiled). */
  readonly aftermath?: boolean;
  /** 715.2: an adventurer card's Adventure (its alternative characteristics; this definition is the card's normal ones). */
  readonly adventure?: CardDefinition;
  /** 712.2: a modal double-faced card's back face (this definition is its front face; it never transforms, 701.28c). */
  readonly modalBack?: CardDefinition;
  /** 712.4: a meld card's back face, half of the melded permanent it forms with the other card of its meld pair. */
  readonly meldResult?: CardDefinition;
}

// ---------------------------------------------------------------------------
// Abilities (113)
// ---------------------------------------------------------------------------

export type AbilityNode = KeywordAbility | SpellAbility | ActivatedAbility | TriggeredAbility | StaticAbility;

/** 702: keyword abilities. Parameterised keywords carry their parameter. */
export type KeywordAbility =
  | { readonly kind: 'keyword'; readonly keyword: SimpleKeyword }
  | { readonly kind: 'keyword'; readonly keyword: 'ward'; readonly cost: CostSpec }
  | { readonly kind: 'keyword'; readonly keyword: 'protection'; readonly from: Filter; readonly text: string }
  | { readonly kind: 'keyword'; readonly keyword: 'equip'; readonly cost: CostSpec }
  | { readonly kind: 'keyword'; readonly keyword: 'enchant'; readonly what: Filter; readonly text: string }
  /** 702.37: Morph [cost] — cast face down for {3}; turn face up any time you have priority by paying [cost]. */
  | {
      readonly kind: 'keyword';
      readonly keyword: 'morph';
      readonly cost: CostSpec;
      /** 702.37b: megamorph — a +1/+1 counter as it is turned face up for this cost. */ readonly mega?: boolean;
    }
  /**
   * 702.168a: Disguise [cost] — cast face down for {3} as a 2/2 creature with ward {2}; turned face up any time its
   * controller has priority by paying [cost] (702.168d; stack/face-down.ts).
   */
  | { readonly kind: 'keyword'; readonly keyword: 'disguise'; readonly cost: CostSpec }
  /** 702.34a: Flashback [cost] — cast from the graveyard for this alternative cost; exiled whenever it would leave the stack. */
  | { readonly kind: 'keyword'; readonly keyword: 'flashback'; readonly cost: CostSpec }
  /**
   * 702.138a: Escape [cost] — cast from its owner's graveyard for this alternative cost (stack/cast.ts); unlike
   * flashback, it goes wherever it would as it leaves the stack.
   */
  | { readonly kind: 'keyword'; readonly keyword: 'escape'; readonly cost: CostSpec }
  /**
   * 702.120a: Escalate [cost] — of a modal spell: "For each mode you choose beyond the first as you cast this spell, you
   * pay an additional [cost]" (601.2f; stack/cast.ts).
   */
  | { readonly kind: 'keyword'; readonly keyword: 'escalate'; readonly cost: CostSpec }
  /** 702.27a: Buyback [cost] — an optional additional cost; if paid, the spell returns to its owner's hand as it resolves. */
  | { readonly kind: 'keyword'; readonly keyword: 'buyback'; readonly cost: CostSpec }
  /** 702.74a: Evoke [cost] — an alternative cost; when the permanent enters, if it was evoked, its controller sacrifices it (stack/resolve.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'evoke'; readonly cost: CostSpec }
  /**
   * 702.152a: Blitz [cost] — an alternative cost; if paid, the permanent has haste and "When this creature dies, draw a
   * card." and is sacrificed at the beginning of the next end step (stack/resolve.ts).
   */
  | { readonly kind: 'keyword'; readonly keyword: 'blitz'; readonly cost: CostSpec }
  /** 702.109a: Dash [cost] — an alternative cost; if paid, the permanent has haste and returns to its owner's hand at the beginning of the next end step. */
  | { readonly kind: 'keyword'; readonly keyword: 'dash'; readonly cost: CostSpec }
  /**
   * 702.185a: Warp [cost] — cast from the hand for [cost] rather than its mana cost; if it was, the permanent is exiled
   * at the beginning of the next end step, and its owner may cast it from exile on a later turn.
   */
  | { readonly kind: 'keyword'; readonly keyword: 'warp'; readonly cost: CostSpec }
  /**
   * 702.103a: Bestow [cost] — an alternative cost; cast for it, the spell is a bestowed Aura enchantment with enchant
   * creature until its target is illegal as it resolves (702.103e) or the permanent becomes unattached (702.103f).
   */
  | { readonly kind: 'keyword'; readonly keyword: 'bestow'; readonly cost: CostSpec }
  /**
   * 702.140a: Mutate [cost] — an alternative cost; cast for it, the spell is a mutating creature spell that targets a
   * non-Human creature with the same owner, and merges with it as it resolves (702.140c, 729; stack/mutate.ts).
   */
  | { readonly kind: 'keyword'; readonly keyword: 'mutate'; readonly cost: CostSpec }
  /** 702.35a: Madness [cost] — discarded, it is exiled instead; then its owner may cast it for [cost] (events/replacement.ts, effects/spell-keywords.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'madness'; readonly cost: CostSpec }
  /**
   * 702.33a: Kicker [cost] — an optional additional cost (601.2b); 702.33b "Kicker [cost 1] and/or [cost 2]" lists two
   * (each paid at most once); 702.33c multikicker: the one cost may be paid any number of times (objects/kicker.ts).
   */
  | {
      readonly kind: 'keyword';
      readonly keyword: 'kicker';
      readonly costs: readonly CostSpec[];
      readonly multi?: boolean;
    }
  /**
   * 702.175a: Offspring [cost] — "You may pay an additional [cost] as you cast this spell" (one optional additional
   * cost); 702.157a: Squad [cost] — "you may pay [cost] any number of times". Both are announced and paid like kicker
   * (objects/kicker.ts); their enters triggers are compiled beside them.
   */
  | { readonly kind: 'keyword'; readonly keyword: 'offspring' | 'squad'; readonly cost: CostSpec }
  /** 702.166a: Bargain — "you may sacrifice an artifact, enchantment, or token" as an additional cost, paid like kicker. */
  | { readonly kind: 'keyword'; readonly keyword: 'bargain'; readonly cost: CostSpec }
  /**
   * 701.59a: "As an additional cost to cast this spell, you may collect evidence N" — not a keyword, but an optional
   * additional cost paid like kicker (objects/kicker.ts); "if evidence was collected" asks whether it was paid.
   */
  | { readonly kind: 'keyword'; readonly keyword: 'collectEvidence'; readonly cost: CostSpec }
  /**
   * 702.153a: Casualty N — an optional additional cost, "sacrifice a creature with power N or greater" (`cost`, paid like
   * kicker, objects/kicker.ts); when the spell is cast with it paid, it is copied (triggers/spell-keyword-triggers.ts).
   */
  | { readonly kind: 'keyword'; readonly keyword: 'casualty'; readonly n: number; readonly cost: CostSpec }
  /** 702.42a: Entwine [cost] — a modal spell may be cast with all its modes by paying [cost] too (stack/cast.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'entwine'; readonly cost: CostSpec }
  /** 702.96a: Overload [cost] — an alternative cost; if paid, the spell follows `effects` (its text with "target" replaced by "each", 702.96b: no targets) instead (stack/overload.ts). */
  | {
      readonly kind: 'keyword';
      readonly keyword: 'overload';
      readonly cost: CostSpec;
      readonly effects: readonly Effect[];
    }
  /** 702.60a: Ripple N — a cast trigger (effects/spell-keywords.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'ripple'; readonly n: number }
  /** 702.94a: Miracle [cost] — the first card drawn in a turn may be revealed and cast for [cost] (effects/miracle.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'miracle'; readonly cost: CostSpec }
  /** 702.56a: Replicate [cost] — an additional cost paid any number of times; a cast trigger copies the spell that many times (stack/replicate.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'replicate'; readonly cost: CostSpec }
  /** 702.113a: Awaken N—[cost] — an alternative cost; if paid, N +1/+1 counters on target land you control, which becomes a 0/0 Elemental creature with haste (stack/awaken.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'awaken'; readonly n: number; readonly cost: CostSpec }
  /** 702.47a: Splice onto [subtype] [cost] — revealed from the hand as a [subtype] spell is cast, its cost paid, its text added to that spell (stack/splice.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'splice'; readonly onto: string; readonly cost: CostSpec }
  /** 702.62a: Suspend N—[cost] — a special action exiles it from the hand with N time counters; the upkeep removes them; then it is cast free (effects/spell-keywords.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'suspend'; readonly n: number; readonly cost: CostSpec }
  /** 702.170a: Plot [cost] — a special action exiles it from the hand during its owner's turn; it may be cast free on a later turn as a sorcery (stack/plot.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'plot'; readonly cost: CostSpec }
  /**
   * 702.143a: Foretell [cost] — during its owner's turn, a special action pays {2} and exiles it from the hand face down;
   * on a later turn it may be cast from exile for [cost] rather than its mana cost (stack/foretell.ts).
   */
  | { readonly kind: 'keyword'; readonly keyword: 'foretell'; readonly cost: CostSpec }
  /**
   * Numbered keywords the engine expands (triggers/keywords.ts, events/replacement.ts):
   * 702.32a fading N, 702.43a modular N, 702.54a bloodthirst N, 702.112a renown N, 702.63a vanishing N.
   */
  | {
      readonly kind: 'keyword';
      readonly keyword: 'fading' | 'modular' | 'bloodthirst' | 'renown' | 'vanishing';
      readonly n: number;
    }
  /** 702.164a: Toxic N — combat damage it deals to a player also gives that player N poison counters (events/apply/damage.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'toxic'; readonly n: number }
  /** 702.100a evolve, 702.101a extort: triggered abilities the engine expands (triggers/keywords.ts); each instance triggers separately. */
  | { readonly kind: 'keyword'; readonly keyword: 'evolve' | 'extort' }
  /** 702.105a dethrone, 702.115a ingest: triggered abilities the engine expands (triggers/keywords.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'dethrone' | 'ingest' }
  /** 702.30a: Echo [cost] — an upkeep trigger: sacrifice it unless you pay [cost] (triggers/keywords.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'echo'; readonly cost: CostSpec }
  /** 702.24a: Cumulative upkeep [cost] — an upkeep trigger: an age counter, then pay [cost] per age counter or sacrifice it. */
  | { readonly kind: 'keyword'; readonly keyword: 'cumulativeUpkeep'; readonly cost: CostSpec }
  /**
   * 702.73a: changeling — a characteristic-defining ability: "This object is every creature type."
   * Applied with the printed characteristics (604.3, 613.3), so it works in every zone.
   */
  | { readonly kind: 'keyword'; readonly keyword: 'changeling' }
  /**
   * 702.44a: sunburst — "If this object is entering the battlefield from the stack as a creature, it enters with a +1/+1
   * counter on it for each color of mana spent to cast it. Otherwise, it enters with that many charge counters on it."
   * (events/replacement.ts; 702.44b: none if it wasn't cast.)
   */
  | { readonly kind: 'keyword'; readonly keyword: 'sunburst' }
  /**
   * 702.124a: partner — "You can have two commanders if both have partner": it modifies deck construction in the
   * Commander variant only (903.3c) and has no effect in a game.
   */
  | { readonly kind: 'keyword'; readonly keyword: 'partner' }
  /**
   * 702.124k: "Choose a Background" — "You can have two commanders if one of them is this card and the other is a
   * legendary Background enchantment card": deck construction in the Commander variant only (casual/commander.ts).
   */
  | { readonly kind: 'keyword'; readonly keyword: 'choose a background' }
  /**
   * 701.43a: "You may exert this creature as it attacks": a choice made as it is declared as an attacker (508.1); an
   * exerted permanent doesn't untap during its controller's next untap step (combat/exert.ts). Its "When you do"
   * ability is a triggered ability of the card ("exerts").
   */
  | { readonly kind: 'keyword'; readonly keyword: 'exertAsAttacks' }
  /**
   * 702.154a: enlist — "As this creature attacks, you may tap up to one untapped creature you control that you didn't
   * choose to attack with and that either has haste or has been under your control continuously since this turn began.
   * When you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's power." (combat/enlist.ts)
   */
  | { readonly kind: 'keyword'; readonly keyword: 'enlist' }
  /** 702.41a: "Affinity for [text]" = "This spell costs {1} less to cast for each [text] you control." (stack/cost-keywords.ts) */
  | { readonly kind: 'keyword'; readonly keyword: 'affinity'; readonly for: Filter; readonly text: string }
  /** 702.22c: "bands with other [quality]" — a special form of banding (combat/attack.ts, combat/damage.ts). */
  | { readonly kind: 'keyword'; readonly keyword: 'bandsWithOther'; readonly what: Filter; readonly text: string };

/**
 * 707.9b: the exceptions of a copy effect ("a copy of it, except it's a 4/4 black Zombie with no mana cost"): they
 * become part of the copy's copiable values. `colors` replaces its colours (105.2; a colour indicator, 204), `addSubtypes`
 * and `addTypes` are "in addition to its other types", `noManaCost` removes its mana cost (202.1b), `notLegendary`
 * ("it isn't legendary") removes that supertype, `name` replaces its name ("except its name is ~"), `abilities` are
 * added ("except it has haste and \"…\""; 707.9a: they are part of the copiable values, so copies copy them).
 */
export interface CopyExceptions {
  readonly colors?: readonly Color[];
  readonly power?: number;
  readonly toughness?: number;
  readonly addSubtypes?: readonly string[];
  readonly addTypes?: readonly CardType[];
  readonly noManaCost?: boolean;
  readonly notLegendary?: boolean;
  readonly name?: string;
  readonly abilities?: readonly AbilityNode[];
  /**
   * 707.9a: "except it has this ability": the copy also has the ability whose effect made it a copy (found on the
   * source as the effect begins, effects/verbs/become-copy.ts), so it goes on copying.
   */
  readonly thisAbility?: boolean;
}

export type SimpleKeyword =
  | 'flying'
  | 'first strike'
  | 'double strike'
  | 'deathtouch'
  | 'defender'
  | 'flash'
  | 'haste'
  | 'hexproof'
  | 'shroud'
  | 'indestructible'
  | 'lifelink'
  | 'menace'
  | 'reach'
  | 'trample'
  | 'vigilance'
  // Evasion and damage keywords implemented in combat/evasion.ts and events/pipeline.ts.
  | 'fear'
  | 'intimidate'
  | 'shadow'
  | 'horsemanship'
  | 'skulk'
  | 'plainswalk'
  | 'islandwalk'
  | 'swampwalk'
  | 'mountainwalk'
  | 'forestwalk'
  | 'infect'
  | 'wither'
  /** 702.25 flanking: the keyword marks the creature (its trigger is compiled as a triggered ability beside it). */
  | 'flanking'
  /** 702.114a: devoid — the card's colour (none) is carried by its definition's colour indicator. */
  | 'devoid'
  /** 702.79a persist, 702.93a undying: dies triggers (triggers/keywords.ts). */
  | 'persist'
  | 'undying'
  /** 702.61a: split second — while this spell is on the stack, no other spells or non-mana abilities (stack/timing.ts). */
  | 'split second'
  /** 702.51a convoke, 702.126a improvise, 702.66a delve: alternatives to paying mana while casting (stack/cost-keywords.ts). */
  | 'convoke'
  | 'improvise'
  | 'delve'
  /** 702.81a: retrace — may be cast from the graveyard by discarding a land card in addition to its other costs (stack/cast.ts). */
  | 'retrace'
  /**
   * 702.133a: jump-start — may be cast from the graveyard by discarding a card in addition to its other costs; cast
   * that way, it is exiled instead of going anywhere else when it leaves the stack (stack/cast.ts, events/apply/move.ts).
   */
  | 'jump-start'
  | 'ascend'
  /** 702.22: banding — attacking in bands (combat/attack.ts), blocks spread over a band (combat/block.ts), damage division (combat/damage.ts). */
  | 'banding'
  /** 702.89a: totem armor — "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura." (events/replacement.ts) */
  | 'totem armor'
  /** 702.40a storm, 702.85a cascade: "when you cast this spell" triggers the engine expands (effects/spell-keywords.ts). */
  | 'storm'
  | 'cascade'
  /** 702.88a: rebound — cast from the hand, it is exiled as it resolves and may be cast free at its controller's next upkeep (stack/resolve.ts). */
  | 'rebound'
  /** 702.78a: conspire — an optional additional cost (tap two untapped creatures sharing a colour) and a copy trigger (stack/cast.ts, effects/spell-keywords.ts). */
  | 'conspire'
  /** 702.106a: hidden agenda — the conspiracy starts face down in the command zone with a card name chosen secretly (casual/conspiracy.ts). */
  | 'hidden agenda'
  /** 702.106f: double agenda — hidden agenda with two different card names chosen secretly. */
  | 'double agenda'
  /**
   * 702.147a: decayed — "This creature can't block" (combat/attack.ts) and "When this creature attacks, sacrifice it at
   * end of combat" (triggers/keywords.ts).
   */
  | 'decayed'
  /**
   * 702.149a: training — "Whenever this creature attacks with another creature with greater power, put a +1/+1 counter
   * on this creature" (triggers/keywords.ts).
   */
  | 'training'
  /**
   * 702.145: daybound — if it is night, this permanent enters transformed; as it becomes night, it transforms if front
   * face up; it transforms only so; if it's neither day nor night as a player controls it, it becomes day
   * (events/day-night.ts).
   */
  | 'daybound'
  /** 702.145: nightbound — as it becomes day, it transforms if back face up; neither day nor night: it becomes night. */
  | 'nightbound'
  /** 702.132a: assist — another player the caster chooses may pay generic mana of its total cost (stack/assist.ts). */
  | 'assist'
  /** 702.99a: cipher — as it resolves, the spell card may be exiled encoded on a creature its controller controls (stack/cipher.ts). */
  | 'cipher'
  /** 702.179a: start your engines! — its controller with no speed gets speed 1, a state-based action (players/speed.ts). */
  | 'start your engines';

export const SIMPLE_KEYWORDS: readonly SimpleKeyword[] = [
  'flying',
  'first strike',
  'double strike',
  'deathtouch',
  'defender',
  'flash',
  'haste',
  'hexproof',
  'shroud',
  'indestructible',
  'lifelink',
  'menace',
  'reach',
  'trample',
  'vigilance',
  'fear',
  'intimidate',
  'shadow',
  'horsemanship',
  'skulk',
  'plainswalk',
  'islandwalk',
  'swampwalk',
  'mountainwalk',
  'forestwalk',
  'infect',
  'wither',
  'devoid',
  'flanking',
  'persist',
  'undying',
  'split second',
  'convoke',
  'improvise',
  'delve',
  'retrace',
  'jump-start',
  'ascend',
  'banding',
  'totem armor',
  'storm',
  'cascade',
  'rebound',
  'conspire',
  'hidden agenda',
  'double agenda',
  'decayed',
  'training',
  'daybound',
  'nightbound',
  'assist',
  'cipher',
  'start your engines',
];

/** 113.3a: the ability of an instant or sorcery that is followed as it resolves. */
export interface SpellAbility {
  readonly kind: 'spell';
  readonly modes?: ModeSpec;
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly Effect[];
  /** Additional costs of casting (601.2f), e.g. "As an additional cost, sacrifice a creature." */
  readonly additionalCosts?: readonly CostPart[];
  /**
   * 601.2b / 601.2f: "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}": one of these
   * costs, which the caster chooses as they announce the spell, is added to the total cost.
   */
  readonly additionalCostChoice?: readonly { readonly cost: CostSpec; readonly text: string }[];
}

/** 602: "[Cost]: [Effect.]" */
export interface ActivatedAbility {
  readonly kind: 'activated';
  readonly cost: CostSpec;
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly Effect[];
  readonly modes?: ModeSpec;
  /** 605.1a: mana abilities don't use the stack. Derived by the compiler from the text. */
  readonly manaAbility?: boolean;
  /** 606: loyalty abilities are sorcery-speed and once per turn per permanent. */
  readonly loyalty?: boolean;
  readonly timing?: 'sorcery';
  /** 113.6b / 702.29a: the ability functions only while its card is in its owner's hand (cycling). */
  readonly fromHand?: boolean;
  /** 702.29a: this is a cycling (or typecycling) ability; activating it is cycling the card (702.29c–d triggers). */
  readonly cycling?: boolean;
  /** 602.2: "Any player may activate this ability" ('any') / "Only any opponent may activate this ability" ('opponent'), relative to the permanent's controller; the activator controls the ability. */
  readonly activators?: 'any' | 'opponent';
  /** 113.6: the ability functions only while its card is in its owner's graveyard ("Exile this card from your graveyard: …"). */
  readonly fromGraveyard?: boolean;
  /** 602.5b: "Activate only once each turn / during your upkeep / during your turn[, before attackers are declared] / if …". */
  readonly restriction?: ActivationRestriction;
  /**
   * Power-up (its reminder text: "Reduce the cost by its mana cost if it entered this turn"): while its permanent
   * entered the battlefield this turn, the ability's mana cost is reduced by the permanent's mana cost (601.2f).
   */
  readonly powerUp?: boolean;
  /**
   * 601.2f / 602.2b: "This ability costs {N} less to activate for each …": the generic mana of the activation cost is
   * reduced by `less` times `forEach`, counted as the ability is activated (stack/activation-cost.ts).
   */
  readonly costLess?: { readonly less: number; readonly forEach: Amount };
  /** 702.177a: an exhaust ability ("Whenever you activate an exhaust ability" triggers on its activation). */
  readonly exhaust?: boolean;
  readonly text: string;
}

export interface ActivationRestriction {
  readonly oncePerTurn?: boolean;
  /** 602.5b / 702.177a: "Activate only once" — once for this object (an exhaust or power-up ability). */
  readonly once?: boolean;
  /** 702.142a: boast — "Activate only if this creature attacked this turn". */
  readonly attackedThisTurn?: boolean;
  /** 602.5b: "Activate no more than N times each turn". */
  readonly maxPerTurn?: number;
  /** Only during this step of its controller's turn. */
  readonly step?: StepName;
  readonly yourTurn?: boolean;
  /** During the controller's turn, before the declare attackers step (so: beginning phase, main phase 1, beginning of combat). */
  readonly beforeAttackers?: boolean;
  /** Any turn, before the declare blockers step. */
  readonly beforeBlockers?: boolean;
  /** 506.1: during the combat phase. */
  readonly duringCombat?: boolean;
  readonly condition?: Condition;
}

/** 603: "When/Whenever/At [trigger], [effect]." */
export interface TriggeredAbility {
  readonly kind: 'triggered';
  readonly trigger: TriggerSpec;
  /** 603.4: intervening "if" clause, checked on trigger and on resolution. */
  readonly interveningIf?: Condition;
  readonly optional?: boolean;
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly Effect[];
  /** 603.3c: a modal triggered ability ("When ~ enters, choose one —"); the mode is chosen as it is put on the stack. */
  readonly modes?: ModeSpec;
  /**
   * 113.6b / 113.6k: the ability functions only while its card is in its owner's graveyard ("… return ~ from your
   * graveyard to your hand", "…, if ~ is in your graveyard, …"); its controller is the card's owner (108.4a).
   */
  readonly fromGraveyard?: boolean;
  /**
   * 605.1b: a triggered mana ability — it triggers from a mana ability, has no target and could add mana. It doesn't
   * use the stack: it resolves right after the mana ability that triggered it (605.4a; mana/triggered.ts).
   */
  readonly manaAbility?: boolean;
  /**
   * 603.2: "This ability triggers only once each turn." — after it has triggered once in a turn, its trigger events
   * that turn trigger nothing (the object remembers it, `GameObject.triggeredThisTurn`).
   */
  readonly oncePerTurn?: boolean;
  readonly text: string;
}

/** 604: static abilities create continuous effects (611) or restrictions. */
export interface StaticAbility {
  readonly kind: 'static';
  readonly effect: StaticEffect;
  /** 604.2 / 611.3b: "[effect] as long as [condition]" — the effect applies only while the condition holds. */
  readonly condition?: Condition;
  /**
   * 113.6b: "As long as ~ is in your graveyard, …" — the ability functions only while its card is in its owner's
   * graveyard (zones/graveyard-statics.ts); "you" is the owner (108.4a). Layered effects only (613).
   */
  readonly fromGraveyard?: boolean;
  readonly text: string;
}

export interface ModeSpec {
  readonly choose: { readonly min: number; readonly max: number };
  /** 801.5b: "An opponent chooses one —": the controller picks an opponent, who picks the mode(s). */
  readonly chooser?: 'opponent';
  readonly modes: readonly {
    readonly text: string;
    readonly targets: readonly TargetSpec[];
    readonly effects: readonly Effect[];
  }[];
}

// ---------------------------------------------------------------------------
// Costs (118)
// ---------------------------------------------------------------------------

export interface CostSpec {
  readonly mana?: ManaCostText;
  readonly parts: readonly CostPart[];
  /**
   * 701.67a: the mana is a waterbend cost ("Waterbend {3}: …", generic mana only): for each generic mana in it, the
   * payer may tap an untapped artifact or creature they control rather than pay that mana (stack/cost-keywords.ts).
   */
  readonly waterbend?: boolean;
}

export type CostPart =
  | { readonly kind: 'tap' } // {T}
  | { readonly kind: 'untap' } // {Q}
  /** `xCount`: "pay X life" — the amount is the announced X (601.2b, 107.3). */
  | { readonly kind: 'payLife'; readonly amount: number; readonly xCount?: boolean }
  /** "Pay half your life, rounded up" (119.4; 810.9a: half the team's life total). */
  | { readonly kind: 'payHalfLife' }
  /** `xCount` (here and below): "sacrifice X lands" — the count is the announced X (601.2b, 107.3). */
  | {
      readonly kind: 'sacrifice';
      readonly what: Filter;
      readonly count: number;
      readonly self?: boolean;
      /** 201.5: "Sacrifice [the granting object's name]" inside an ability it grants (only that object pays it). */
      readonly grantor?: GrantorRef;
      readonly xCount?: boolean;
    }
  /** "Discard N [cards]"; `random`: "Discard a card at random" (the cards are chosen at random as the cost is paid). */
  /** `xCount`: "discard X cards" — the count is the announced X (601.2b, 107.3). */
  | {
      readonly kind: 'discard';
      readonly what: Filter;
      readonly count: number;
      readonly random?: boolean;
      readonly xCount?: boolean;
    }
  | { readonly kind: 'loyalty'; readonly amount: number } // +N / -N
  | { readonly kind: 'exileFromGraveyard'; readonly what: Filter; readonly count: number; readonly xCount?: boolean }
  /** 702.29a: "Discard this card" (an ability activated from the hand). */
  | { readonly kind: 'discardSelf' }
  /** 701.9a / 118.3: "Discard your hand" — every card in it, none chosen (payable with an empty hand). */
  | { readonly kind: 'discardHand' }
  /** "Remove N [kind] counters from [this permanent]". */
  /** `xCount`: "Remove X [kind] counters" / "Remove any number of [kind] counters" — X is announced (107.3, 601.2b) and that many removed. */
  | { readonly kind: 'removeCounters'; readonly counter: string; readonly count: number; readonly xCount?: boolean }
  /**
   * "Remove a counter / N counters from [this permanent]": counters of any kind, each kind chosen as the cost is paid
   * (601.2h; the activation's `counterKinds`, else the first kind the permanent has).
   */
  | { readonly kind: 'removeAnyCounters'; readonly count: number }
  /** "Tap N untapped [permanents] you control" (302.6 does not apply to tapping other creatures for a cost). */
  | { readonly kind: 'tapUntapped'; readonly what: Filter; readonly count: number }
  /** 107.14 / 122.1: "Pay {E}{E}" — remove that many energy counters from yourself. */
  | { readonly kind: 'payEnergy'; readonly amount: number }
  /** "Exile [this object]" from the zone the ability is activated in (battlefield, hand, graveyard). */
  | { readonly kind: 'exileSelf' }
  /** 701.43a: "Exert ~" as a cost: it won't untap during its controller's next untap step (combat/exert.ts). */
  | { readonly kind: 'exertSelf' }
  /** 701.3d: "Unattach [the granting Equipment's name]" inside an ability it grants: it is unattached from the source (201.5). */
  | { readonly kind: 'unattach'; readonly grantor: GrantorRef }
  /** "Return [this permanent] to its owner's hand". */
  | { readonly kind: 'returnSelf' }
  /** "Return N [permanents] you control to their owner's hand" (chosen as the cost is paid). */
  | { readonly kind: 'returnToHand'; readonly what: Filter; readonly count: number; readonly xCount?: boolean }
  /** "Exile N [cards] from your hand" (Force of Will). */
  | { readonly kind: 'exileFromHand'; readonly what: Filter; readonly count: number }
  /** 701.20a: "Reveal N [cards] from your hand": the cards are shown to every player and stay in the hand. */
  | { readonly kind: 'revealFromHand'; readonly what: Filter; readonly count: number }
  /**
   * 702.122a crew N: "Tap any number of other untapped creatures you control with total power N or greater".
   * Untapped creatures may crew whatever their summoning sickness (302.6 is about {T} abilities only).
   */
  | {
      readonly kind: 'crew';
      readonly power: number;
      /** 702.171a saddle N: the same cost, paid to saddle a Mount (its errors cite saddle). */
      readonly saddle?: boolean;
    }
  /** "Put a -1/-1 counter on [this permanent]" / "Put N [kind] counters on …" as a cost. */
  | { readonly kind: 'addCountersSelf'; readonly counter: string; readonly count: number }
  /** 701.59a: "Collect evidence N" — exile any number of cards from your graveyard with total mana value N or greater. */
  | { readonly kind: 'collectEvidence'; readonly amount: number }
  /**
   * 702.167a–b craft: "Exile [materials] from among permanents you control and/or cards in your graveyard" — `count`
   * objects (`orMore`: that many or more) matching `what`, other than the source; `cardsOnly`: the materials say
   * "card", so only cards in the graveyard (702.167b).
   */
  | {
      readonly kind: 'craftMaterials';
      readonly what: Filter;
      readonly count: number;
      readonly orMore?: boolean;
      readonly cardsOnly?: boolean;
    };

// ---------------------------------------------------------------------------
// Targets and filters (115)
// ---------------------------------------------------------------------------

export interface TargetSpec {
  readonly count: { readonly min: number; readonly max: number };
  readonly filter: Filter;
  /** Human text for logs and prompts, e.g. "any target". */
  readonly text: string;
  /** 801.5a: "any target of an opponent's choice": the controller picks an opponent, who picks the target. */
  readonly chooser?: 'opponent';
  /** "another target …": none of its targets may be one chosen for the `distinctFromPrevious` target groups just before it (115.3). */
  readonly distinctFromPrevious?: number;
  /** "up to two target cards from a single graveyard" (601.2c): all of its targets have one owner. */
  readonly sameOwner?: boolean;
  /** "up to six target creature cards with different names" (601.2c, 201.2): no two of its targets have the same name. */
  readonly differentNames?: boolean;
  /**
   * "Target player shuffles up to three target cards from their graveyard into their library" (601.2c): each of its
   * targets is owned by the player chosen for the target group this many groups before it (counted back, as a mode's
   * groups follow another mode's on the stack).
   */
  readonly ownedByTargetPlayer?: number;
  /**
   * "for each opponent, tap up to one target creature that player controls" / "… target creature card from that
   * player's graveyard" (601.2c): `count` is per opponent, and no two targets have the same controller (owner).
   */
  readonly perOpponent?: 'controller' | 'owner';
  /**
   * "two target creatures controlled by the same player / the same opponent" (`same`) / "… controlled by different
   * players" (`different`) (601.2c): the targets all have one controller, or no two of them do.
   */
  readonly controllers?: 'same' | 'different';
  /**
   * "X target creatures" / "up to X target creatures" (107.3, 601.2b–c): the count is the announced X — exactly X, or
   * from 0 to X — bound as X is announced (effects/x-filters.ts); `count` is unused until then.
   */
  readonly countX?: 'exactly' | 'upTo';
  /**
   * 702.33g / 601.2c: a target only the kicked spell has (`true`: "If ~ was kicked, destroy another target land"), or
   * only the unkicked one (`false`: the replaced text of "If ~ was kicked, instead …"); otherwise the spell is cast as
   * though it didn't have it (objects/kicker.ts).
   */
  readonly kicked?: boolean;
  /**
   * "any number of / up to three target creature cards with total mana value 3 or less" (601.2c): the targets as a group
   * have total mana value at most this as they are chosen; on resolution each is checked only on its own (608.2b).
   */
  readonly maxTotalManaValue?: number;
}

/** Who, relative to the ability's controller. Multiplayer-safe: never "the opponent". */
export type PlayerRelation = 'you' | 'opponent' | 'any' | 'teammate' | 'notYou';

/**
 * A predicate over objects and players. Conjunctive: every present field must match.
 * `anyOf` gives disjunction ("creature or planeswalker").
 */
export type Filter =
  | { readonly kind: 'player'; readonly relation: PlayerRelation }
  | { readonly kind: 'object'; readonly zone?: ZoneSelector; readonly match: ObjectMatch }
  | { readonly kind: 'anyOf'; readonly filters: readonly Filter[] }
  /** 115.4: "any target" = creature, player, planeswalker or battle. */
  | { readonly kind: 'anyTarget' }
  /** A spell or ability on the stack. */
  /** `abilityKind`: only activated or only triggered abilities (113.3b–c), when `abilities` is set. */
  | {
      readonly kind: 'stackObject';
      readonly spells: boolean;
      readonly abilities: boolean;
      readonly abilityKind?: 'activated' | 'triggered';
      readonly match?: ObjectMatch;
      /** "… ability from an artifact / a colorless source" (113.7): the characteristics of an ability's source. */
      readonly sourceMatch?: ObjectMatch;
    };

export type ZoneSelector = 'battlefield' | 'graveyard' | 'hand' | 'library' | 'exile' | 'stack';

/** A characteristic compared with an amount (ObjectMatch.statCompared): lt "less than", le "less than or equal to", … */
export interface StatComparison {
  readonly stat: 'manaValue' | 'power' | 'toughness';
  readonly cmp: 'lt' | 'le' | 'eq' | 'ge' | 'gt';
  readonly amount: Amount;
}

export interface ObjectMatch {
  readonly types?: readonly CardType[]; // any of
  readonly notTypes?: readonly CardType[];
  readonly subtypes?: readonly string[]; // any of
  readonly supertypes?: readonly Supertype[];
  readonly colors?: readonly Color[]; // any of
  readonly notColors?: readonly Color[];
  readonly controller?: PlayerRelation;
  readonly owner?: PlayerRelation;
  readonly tapped?: boolean;
  readonly attacking?: boolean;
  readonly blocking?: boolean;
  /** "attacking or blocking creature": an attacking creature or a blocking creature (506.4). */
  readonly inCombat?: boolean;
  readonly withKeyword?: SimpleKeyword;
  readonly withoutKeyword?: SimpleKeyword;
  readonly powerAtMost?: number;
  readonly powerAtLeast?: number;
  /** "with power less than ~'s power": compared with the source's power as the filter is checked. */
  readonly powerLessThanSource?: boolean;
  /** "with greater power" (than the source, as the filter is checked; in a blocking restriction, than the attacker). */
  readonly powerGreaterThanSource?: boolean;
  /**
   * 509.1h: "unblocked attacking creature" — an attacking creature no creature blocks, once blockers have been
   * declared this combat (until then no attacker is blocked or unblocked).
   */
  readonly unblocked?: boolean;
  /** 701.54a: "your Ring-bearer" — the creature the perspective player chose as their Ring-bearer, while they control it. */
  readonly ringBearer?: boolean;
  /** 105.1 / 702.78a: "that shares a color with it" — has at least one colour the source also has. */
  readonly sharesColorWithSource?: boolean;
  /** "creature blocking it" (of the source): a creature blocking the source (509.1g). */
  readonly blockingSource?: boolean;
  readonly manaValueAtMost?: number;
  readonly nonToken?: boolean;
  readonly other?: boolean; // "another": not the source itself
  readonly name?: string;
  /** All of these types ("artifact creature"), where `types` means any of them. */
  readonly allTypes?: readonly CardType[];
  readonly toughnessAtMost?: number;
  readonly toughnessAtLeast?: number;
  readonly manaValueAtLeast?: number;
  /**
   * 107.3: "with mana value X" ('equal') / "with mana value X or less" ('atMost'), X being the announced X of the spell or
   * activated ability. Bound to manaValueAtMost / manaValueAtLeast as X is announced (601.2b, effects/x-filters.ts);
   * unbound, it restricts nothing (only when candidate targets are listed before X is chosen).
   */
  readonly manaValueX?: 'equal' | 'atMost';
  /**
   * "with mana value less than or equal to ~'s power", "with toughness X or less, where X is the number of Islands you
   * control": a characteristic compared with an amount. Bound to the numeric bounds above where the amount can be read
   * (effects/amount-filters.ts: as targets are chosen and checked again, 601.2c / 608.2b; as an instruction is followed,
   * 608.2h); unbound, nothing matches.
   */
  readonly statCompared?: StatComparison;
  /** 111: only tokens. */
  readonly token?: boolean;
  /** "non-Aura", "nonbasic": none of these subtypes / supertypes. */
  readonly notSubtypes?: readonly string[];
  readonly notSupertypes?: readonly Supertype[];
  /** 105.2c: no colour; 105.2b: two or more colours. */
  readonly colorless?: boolean;
  readonly multicolored?: boolean;
  /** 702.33d: "kicked spell" — a spell (or the permanent it became) whose kicker cost was paid. */
  readonly kicked?: boolean;
  /** "with a +1/+1 counter on it". */
  readonly withCounter?: string;
  /** 700.9: "modified" — with a counter on it, equipped, or enchanted by an Aura its controller controls. */
  readonly modified?: boolean;
  /** 301.5: "equipped creatures": an Equipment is attached to it (its printed subtypes, as `modified` reads them). */
  readonly equipped?: boolean;
  /** 303.4: "enchanted creatures": an Aura is attached to it (its printed subtypes, as `equipped` reads them). */
  readonly enchanted?: boolean;
  /** 700.6: "historic" — an artifact, a legendary object or a Saga; false: "that's not historic". */
  readonly historic?: boolean;
  /** "that was dealt damage this turn" (120.3): a permanent some source dealt damage to this turn (damagedBy). */
  readonly dealtDamageThisTurn?: boolean;
  /** 122.1: "with a counter on it" / "with counters on them": at least one counter of any kind; false: "with no counters on them". */
  readonly withAnyCounter?: boolean;
  /** "spell with a single target" (115.7a): a spell or ability on the stack with exactly one target chosen. */
  readonly singleTarget?: boolean;
  /**
   * A spell or ability on the stack "that targets …" (115.1): at least one of its chosen targets is the
   * perspective player (`you`), the source itself (`self`), or an object/player matching `filter`.
   */
  readonly targeting?: { readonly you?: boolean; readonly self?: boolean; readonly filter?: Filter };
  /**
   * 607.2: "of the chosen color / creature type" — what the source chose as it entered (`asEnters`, 614.12);
   * 702.106d: "with the chosen name" — the card name the source's hidden agenda named (702.106f double agenda: "with
   * one of the chosen names", either of its two); `otherName`: "with the other chosen name" — the double agenda's name
   * that isn't the triggering object's, bound as the ability triggers (triggers/bind-targets.ts); unbound, nothing.
   */
  readonly chosen?: 'color' | 'creatureType' | 'name' | 'otherName';
  /**
   * A triggered ability's "target creature defending player controls" (506.2) / "… that player controls" (603.2):
   * controlled by the player the trigger event names. Bound to `controllerIs` as the ability triggers
   * (triggers/bind-targets.ts); unbound, nothing matches.
   */
  readonly controlledByTriggeringPlayer?: boolean;
  /** Controlled by this player (a PlayerId, bound from `controlledByTriggeringPlayer`). */
  readonly controllerIs?: number;
  /**
   * 903.3d: "commander" — an object that is a commander (903.3: its card carries the designation): on the
   * battlefield a permanent that is a commander ("commander you control"), on the stack a spell that is one
   * ("cast your commander"), in another zone a card there that is one. With `owner: 'you'`, "your commander".
   */
  readonly commander?: boolean;
  /**
   * "with the greatest power among creatures they control" (`sameController`), "… among creatures on the battlefield",
   * "the creature with the greatest toughness or tied for the greatest toughness": its power (toughness, mana value)
   * is at least that of every permanent matching `among` (objects/greatest.ts; those tied are each one of them).
   */
  readonly greatest?: {
    readonly stat: 'power' | 'toughness' | 'manaValue';
    readonly among: ObjectMatch;
    readonly sameController?: true;
  };
}

// ---------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------

export type Amount =
  | { readonly kind: 'fixed'; readonly n: number }
  | { readonly kind: 'x' }
  | { readonly kind: 'count'; readonly filter: Filter; readonly multiplier?: number }
  /** "~'s power" / "its power" (or `stat`: "its toughness"), as the source last existed if it has left (608.2h). */
  | { readonly kind: 'sourcePower'; readonly stat?: 'toughness' }
  /** "Target player sacrifices a creature. You gain life equal to that creature's toughness": the object sacrificed by the preceding instruction, as it last existed (608.2h). */
  | { readonly kind: 'sacrificedThisWay'; readonly stat: 'power' | 'toughness' }
  /**
   * "the greatest power among creatures you control": the highest power (or `stat`: "the greatest mana value among
   * permanents you control") among battlefield objects matching `filter` (0 if none).
   */
  | { readonly kind: 'greatestPower'; readonly filter: Filter; readonly stat?: 'manaValue' | 'toughness' }
  /**
   * "the total power / toughness / mana value of creatures you control": the sum over battlefield objects matching
   * `filter` (a negative power counts as it is; 107.1b: a negative total is 0).
   */
  | { readonly kind: 'totalStat'; readonly filter: Filter; readonly stat: 'power' | 'toughness' | 'manaValue' }
  /** 105.2: "the number of colors among permanents you control" — distinct colors among battlefield objects matching `filter`. */
  | { readonly kind: 'colorsAmong'; readonly filter: Filter }
  /** 102.3: "the number of opponents you have" — the controller's opponents still in the game (801.11: in range). */
  | { readonly kind: 'opponentCount'; readonly multiplier?: number }
  /** The target's power (or `stat`: toughness, mana value), as it last existed if it has left the battlefield (608.2h). */
  | { readonly kind: 'targetPower'; readonly target: number; readonly stat?: 'toughness' | 'manaValue' }
  /** 103.4: the player's starting life total ("your starting life total"). */
  | { readonly kind: 'startingLife' }
  /**
   * 903.3e: "your commander's mana value / power / toughness": the perspective player's commander, found in whatever
   * zone it is (library and hand included), with its current characteristics; the greatest of two commanders; 0
   * without one.
   */
  | { readonly kind: 'commanderStat'; readonly stat: 'manaValue' | 'power' | 'toughness' }
  /** 702.140 / 729.2: "the number of times ~ has mutated" — the mutating spells merged with the source permanent. */
  | { readonly kind: 'timesMutated' }
  /** 700.5: "your devotion to [color] [and color]": mana symbols of those colours among the mana costs of permanents you control. */
  | { readonly kind: 'devotion'; readonly colors: readonly Color[] }
  /** 702.179b: "your speed" (0 while you have none; players/speed.ts). */
  | { readonly kind: 'speed' }
  /** "for each A vote": the votes cast for option `option` in this resolution (701.29a). */
  | { readonly kind: 'votes'; readonly option: number; readonly multiplier?: number }
  /** "your life total" (×multiplier), read from the perspective player; 810.9a: a team's shared life total. */
  | { readonly kind: 'lifeTotal'; readonly multiplier?: number }
  /** "the lowest life total among all players" (801.11: among players in range). */
  | { readonly kind: 'lowestLife' }
  /** "That much" / "that many": the amount of the event that triggered the ability (damage dealt). */
  | { readonly kind: 'triggerAmount' }
  /**
   * "the greatest power among them" of a "Whenever one or more [creatures] attack" trigger: the greatest power among the
   * attackers that matched, each as it last existed if it has left the battlefield (608.2h); 0 if none.
   */
  | { readonly kind: 'triggeringObjectsGreatestPower' }
  /**
   * "the sacrificed creature's power / toughness / mana value": the object sacrificed to pay the cost of this
   * spell or ability, as it last existed on the battlefield (608.2h, 608.2i); `plus`: "1 plus …".
   */
  | { readonly kind: 'sacrificed'; readonly stat: 'power' | 'toughness' | 'manaValue'; readonly plus?: number }
  /** "the life lost this way": the life actually lost by the preceding "loses N life" instruction of the same resolution. */
  | { readonly kind: 'lifeLostThisWay' }
  /** "the damage dealt this way": the damage actually dealt by the preceding damage instruction of the same resolution. */
  | { readonly kind: 'damageDealtThisWay' }
  /**
   * "that creature's power / toughness", "that spell's mana value": the triggering object's, as it last existed if it
   * has left its zone (608.2h; a spell's mana value on the stack includes the value of X, 202.3e).
   */
  | { readonly kind: 'triggeringObjectPT'; readonly stat: 'power' | 'toughness' | 'manaValue' }
  /** "the number of [creature] cards in your hand / graveyard / all graveyards" (× multiplier). */
  | {
      readonly kind: 'cardsIn';
      readonly zone: 'hand' | 'graveyard' | 'library';
      readonly whose: PlayerRelation;
      readonly filter?: Filter;
      readonly multiplier?: number;
    }
  /** 702.23a (rampage): "for each creature blocking it beyond the first" — creatures blocking the source, less `beyond` (× multiplier). */
  | { readonly kind: 'blockersOfSource'; readonly beyond: number; readonly multiplier?: number }
  /** Domain (207.2c): "for each basic land type among lands you control" — distinct basic land types (305.6) × multiplier. */
  | { readonly kind: 'basicLandTypes'; readonly multiplier?: number }
  /** 205.2a: "the number of card types among cards in your graveyard / in all graveyards" (printed card types). */
  | { readonly kind: 'graveyardCardTypes'; readonly whose: 'you' | 'any'; readonly multiplier?: number }
  /**
   * 122.1: "the number of charge counters on ~" / "for each charge counter on ~" (× multiplier): the source's counters of
   * that kind; 608.2h: as it last existed if it has left the battlefield (e.g. sacrificed to pay the cost).
   */
  | { readonly kind: 'countersOnSource'; readonly counter: string; readonly multiplier?: number }
  /** "for each card revealed / creature sacrificed … this way": how many objects the preceding `anyNumber` instruction chose (× multiplier). */
  | { readonly kind: 'thisWay'; readonly multiplier?: number }
  /** "for each creature target player controls", "the number of lands that player controls": permanents matching `filter` controlled by `who`. */
  | {
      readonly kind: 'countControlledBy';
      readonly who: PlayerRef;
      readonly filter: Filter;
      readonly multiplier?: number;
    }
  /** "the number of cards in that player's hand / in their hand": the cards in the zone of the player(s) `who` refers to. */
  | { readonly kind: 'playerCards'; readonly who: PlayerRef; readonly zone: 'hand' | 'graveyard' | 'library' }
  /** "[player] discards all the cards in their hand, then draws that many cards": the cards the preceding discard of this resolution discarded (701.9a). */
  | { readonly kind: 'discardedThisWay' }
  /** 702.33c: "for each time it was kicked": how many times the source's kicker costs were paid as it was cast (× multiplier). */
  | { readonly kind: 'timesKicked'; readonly multiplier?: number }
  /**
   * 601.2h / 400.7d: the mana spent to cast a spell — the source (a resolving spell, or the permanent it became) or
   * the triggering spell ("that spell"): in total, or how many of the five colors were among it (`colors`, converge).
   * Zero for a spell that wasn't cast (a copy, 707.10) or a permanent that wasn't a spell.
   */
  | {
      readonly kind: 'manaSpent';
      readonly spell: 'self' | 'triggeringObject';
      readonly measure: 'total' | 'colors';
      readonly multiplier?: number;
    }
  /**
   * 119.3: "the amount of life you gained this turn", "the life that player lost this turn": the life the player(s)
   * `who` gained or lost during this turn (the turn the effect is in, 807), in total.
   */
  | {
      readonly kind: 'lifeThisTurn';
      readonly who: PlayerRef;
      readonly change: 'gained' | 'lost';
      readonly multiplier?: number;
    }
  /**
   * 700.4: "for each creature that died this turn", "the number of nontoken creatures that died this turn", "for each
   * nontoken creature you controlled that died this turn" (`yours`): the creatures matching `match` (as they last
   * existed; only DEATH_RECORD_MATCH_KEYS) that died during the turn the effect is in (807).
   */
  | {
      readonly kind: 'diedThisTurn';
      readonly match: ObjectMatch;
      readonly yours?: boolean;
      readonly multiplier?: number;
    }
  /** 700.8: "the number of creatures in your party" / "for each creature in your party" (× multiplier), 0–4. */
  | { readonly kind: 'partySize'; readonly multiplier?: number }
  /** "3 minus the number of …", "the number of … minus 4": a - b; 107.1b: a negative result is 0. */
  | { readonly kind: 'difference'; readonly a: Amount; readonly b: Amount }
  /**
   * 202.3: "Reveal the top card of your library and put that card into your hand. You lose life equal to its mana
   * value.": the mana value of the card this resolution moved so far (0 when none moved: an empty library).
   */
  | { readonly kind: 'movedCardManaValue' };

export type Condition =
  | { readonly kind: 'controls'; readonly filter: Filter; readonly atLeast: number }
  | { readonly kind: 'lifeAtMost'; readonly n: number }
  | { readonly kind: 'lifeAtLeast'; readonly n: number }
  | { readonly kind: 'not'; readonly condition: Condition }
  /** "if A and B" / "if A or B" (608.2c: each part is checked as the text says; "you gained and lost life this turn"). */
  | { readonly kind: 'allOf' | 'anyOf'; readonly conditions: readonly Condition[] }
  /** "N or more cards are in your graveyard" (threshold); `filter`: only matching cards count ("two or more instant and/or sorcery cards", spell mastery). */
  | { readonly kind: 'graveyardAtLeast'; readonly n: number; readonly filter?: Filter }
  /** "it's your turn". */
  | { readonly kind: 'yourTurn' }
  /** "you have N or fewer cards in hand" (N = 0: "no cards in hand", hellbent). */
  | { readonly kind: 'handAtMost'; readonly n: number }
  /** "you have N or more cards in hand". */
  | { readonly kind: 'handAtLeast'; readonly n: number }
  /** "your library has no cards in it" (N = 0): the cards in your library (401.1). */
  | { readonly kind: 'libraryAtMost'; readonly n: number }
  /**
   * The source's own status (611.3b): "as long as ~ is untapped / is attacking / is equipped / is enchanted /
   * has a +1/+1 counter on it". Every present field must hold.
   */
  | {
      readonly kind: 'sourceState';
      readonly tapped?: boolean;
      readonly attacking?: boolean;
      readonly blocking?: boolean;
      readonly equipped?: boolean;
      readonly enchanted?: boolean;
      readonly counter?: string;
      /** 711.2a–b: "has at least N1 [kind] counters on it, but no more than N2" (level symbols). */
      readonly counterCount?: { readonly counter: string; readonly atLeast: number; readonly atMost?: number };
      /** 702.136a: its controller chose, as it entered, not to have it enter with riot's counter. */
      readonly declinedEntryCounters?: boolean;
      /** 509.1h: "~ is blocked" — an attacking creature that was blocked this combat (it stays blocked, 506.4). */
      readonly blocked?: true;
    }
  /**
   * "there are N or more card types among cards in your graveyard" (delirium, 207.2c; card types 205.2a);
   * `permanentTypes`: "N or more permanent types" — artifact, battle, creature, enchantment, land, planeswalker (110.4).
   */
  | { readonly kind: 'graveyardCardTypesAtLeast'; readonly n: number; readonly permanentTypes?: true }
  /**
   * 603.6a: "[N or more] [another] [permanents] entered the battlefield under your control this turn" — at least
   * `atLeast` of the entries recorded this turn (TurnHistory.entered) under your control match one of `matches` (only
   * ENTRY_RECORD_MATCH_KEYS); `other`: the source itself isn't counted.
   */
  | {
      readonly kind: 'enteredThisTurn';
      readonly matches: readonly ObjectMatch[];
      readonly atLeast: number;
      readonly other?: true;
    }
  /**
   * 700.4: "if a non-Skeleton creature died under your control this turn": at least `atLeast` of the creatures that died
   * this turn (TurnHistory.died, as they last existed) match `match` (only DEATH_RECORD_MATCH_KEYS); `yours`: controlled
   * by you as they died.
   */
  | { readonly kind: 'diedThisTurn'; readonly match: ObjectMatch; readonly yours?: true; readonly atLeast: number }
  /**
   * 701.17a: "if you've sacrificed an artifact / a Food / a permanent this turn": you sacrificed a permanent matching
   * `match` (only DEATH_RECORD_MATCH_KEYS, read as it last existed, TurnHistory.sacrificed) this turn.
   */
  | { readonly kind: 'sacrificedThisTurn'; readonly match: ObjectMatch }
  /** 103.4: "you have at least N life more than your starting life total". */
  | { readonly kind: 'lifeAboveStarting'; readonly atLeast: number }
  /** 201.2: "you control N or more lands with the same name" — N of the lands you control share one name. */
  | { readonly kind: 'landsWithSameName'; readonly atLeast: number }
  /** 406.1 / 108.3: "you own a card in exile". */
  | { readonly kind: 'ownsCardInExile' }
  /** "[enchanted | equipped] [creature] is a [filter]": the object the source is attached to matches. */
  | { readonly kind: 'attachedMatches'; readonly filter: Filter }
  /**
   * "an opponent controls [N or more] [filter]" (801.11: only opponents in range are seen); `total`: "your opponents
   * control N or more [filter]" — counted over all of them together.
   */
  /** `moreThanYou`: "an opponent controls more [filter] than you" — more than you control (`atLeast` unused). */
  | {
      readonly kind: 'opponentControls';
      readonly filter: Filter;
      readonly atLeast: number;
      readonly total?: boolean;
      readonly moreThanYou?: boolean;
    }
  /** 102.3: "you have N or more opponents" (those still in the game, 801.11: in range). */
  | { readonly kind: 'opponentsAtLeast'; readonly n: number }
  /**
   * 608.2: "if this is the second time this ability has resolved this turn": the resolving ability (by its text) of the
   * source object has resolved exactly `times` times this turn, this resolution included (its `noteResolution`).
   * Only in effects.
   */
  | { readonly kind: 'resolvedThisTurn'; readonly ability: string; readonly times: number }
  /** "a player has N or less life": any player in the game, you included. */
  | { readonly kind: 'aPlayer'; readonly lifeAtMost: number }
  /**
   * "an opponent has N or less life / no cards in hand / N or more cards in their graveyard / N or more poison
   * counters": some opponent (in range,
   * 801.11) meets every present bound.
   */
  | {
      readonly kind: 'anOpponent';
      readonly lifeAtMost?: number;
      readonly handAtMost?: number;
      readonly graveyardAtLeast?: number;
      /** 122.1: "an opponent has three or more poison counters". */
      readonly poisonAtLeast?: number;
    }
  /** "you have more cards in hand than each opponent". */
  | { readonly kind: 'moreCardsInHandThanEachOpponent' }
  /** "an opponent has more life / more cards in hand than you" (801.11: an opponent in range). */
  | { readonly kind: 'opponentHasMore'; readonly what: 'life' | 'cardsInHand' }
  /**
   * Spells cast during the previous turn: in total ("no spells were cast last turn": total, atMost 0) or by
   * any one player ("a player cast two or more spells last turn": anyPlayer, atLeast 2).
   */
  | {
      readonly kind: 'spellsLastTurn';
      readonly count: 'total' | 'anyPlayer';
      readonly atLeast?: number;
      readonly atMost?: number;
    }
  /**
   * Something happened this turn: "a creature died this turn", "you attacked with a creature this turn" (raid),
   * "a permanent you controlled left the battlefield this turn" (revolt). Recorded on the turn (TurnState.history).
   * `teamCastSpell`: "you or one of your teammates has cast another spell this turn" (702.117a surge; counted from
   * Player.spellsCastThisTurn, which counts a spell once it has been cast, 601.2i).
   */
  | {
      readonly kind: 'thisTurn';
      readonly what:
        | 'creatureDied'
        | 'youAttacked'
        | 'yourPermanentLeft'
        | 'opponentLostLife'
        | 'youGainedLife'
        | 'youLostLife'
        | 'teamCastSpell'
        /** Void (207.2c): "a nonland permanent left the battlefield this turn or a spell was warped this turn" (702.185a). */
        | 'nonlandLeftOrWarped'
        /** 700.11: "if you descended this turn" — a permanent card was put into your graveyard from anywhere this turn. */
        | 'youDescended'
        /** 701.9a: "if you've discarded a card this turn" / "if a player | an opponent discarded a card this turn". */
        | 'youDiscarded'
        | 'playerDiscarded'
        | 'opponentDiscarded'
        /** 603.10a: "if a card left your graveyard this turn" / "if N or more cards left your graveyard this turn". */
        | 'cardLeftYourGraveyard';
      /**
       * 119.3: "if you gained N or more life this turn" — the total you gained or lost; "if an opponent lost N or more
       * life this turn" — one opponent's total (youGainedLife, youLostLife, opponentLostLife); 700.4: "N or more
       * creatures died this turn" (creatureDied); "N or more cards left your graveyard" (cardLeftYourGraveyard).
       */
      readonly atLeast?: number;
    }
  /**
   * 601.2i: "if you've cast [another] [N or more] [noncreature / instant and sorcery …] spell(s) this turn": at least
   * `atLeast` of the spells cast this turn (TurnHistory.spellsCast) by you — by one opponent with `who` 'opponent' —
   * match `match`, read on their characteristics as they were cast (objects/spells-cast.ts). `another`: the source's own
   * spell isn't counted (the resolving spell, or the spell a permanent on the battlefield was cast as).
   */
  | {
      readonly kind: 'castThisTurn';
      readonly atLeast: number;
      readonly match?: ObjectMatch;
      readonly another?: true;
      readonly who?: 'opponent';
    }
  /** 702.131c: "if / as long as you have the city's blessing" (objects/city-blessing.ts). */
  | { readonly kind: 'cityBlessing' }
  /** 702.178a: "you have max speed" / "your speed is 4" (players/speed.ts). */
  | { readonly kind: 'maxSpeed' }
  /** 121.1: "you've drawn N or more cards this turn" (Player.drawsThisTurn). */
  | { readonly kind: 'drewThisTurn'; readonly atLeast: number }
  /**
   * Formidable: "creatures you control have total power N or greater" — the sum of their powers, a negative power
   * counting as it is.
   */
  | { readonly kind: 'totalPower'; readonly atLeast: number }
  /**
   * Pack tactics (207.2c): "you attacked with creatures with total power N or greater this combat" — the power of the
   * creatures you declared as attackers this combat, totalled as they were declared (508.1; CombatState.declaredPower).
   */
  | { readonly kind: 'attackedWithPower'; readonly atLeast: number }
  /** Coven: "you control N or more creatures with different powers" — N distinct power values among them. */
  | { readonly kind: 'differentPowers'; readonly atLeast: number }
  /**
   * 903.3: "if / as long as you control your commander" (`yours`: a commander you own) / "if you control a commander"
   * (`any`), read from the game's commander data (none outside Commander games: false).
   */
  | { readonly kind: 'controlsCommander'; readonly whose: 'yours' | 'any' }
  /**
   * 722.1: "if you're the monarch" (`you`) / "if there is no monarch" (`none`) / "if an opponent is the monarch"
   * (`opponent`).
   */
  | { readonly kind: 'monarch'; readonly is: 'you' | 'none' | 'opponent' }
  /** 725.1: "if you have the initiative" (`you`) / "if you or a player you're attacking has the initiative" is not here. */
  | { readonly kind: 'initiative'; readonly is: 'you' }
  /**
   * 309.7: "if / as long as you've completed a dungeon" / "if you haven't completed Tomb of Annihilation" (`name`, under
   * `not`): the player has completed a dungeon (that one) this game.
   */
  | { readonly kind: 'completedDungeon'; readonly name?: string }
  /** "if ~ is an enchantment" / "if ~ is untapped": the source's own current characteristics or status. */
  | {
      readonly kind: 'selfIs';
      readonly types?: readonly CardType[];
      readonly tapped?: boolean;
      /** 701.37b: "if / as long as ~ is monstrous". */
      readonly monstrous?: boolean;
      /** "if / as long as ~ entered this turn" (GameObject.enteredThisTurn, cleared as each turn begins). */
      readonly enteredThisTurn?: true;
      /** 208.1: "if its toughness is 3 or less" / "if ~'s power is 4 or greater": its current power or toughness is within the bound. */
      readonly stat?: { readonly stat: 'power' | 'toughness'; readonly atMost?: number; readonly atLeast?: number };
    }
  /** "if you cast it [from your hand]": the source entered the battlefield as a spell cast (from that zone). */
  | {
      readonly kind: 'castIt';
      readonly from?: ZoneSelector;
      readonly notFromHand?: boolean;
      /** 505.1 (Addendum): "if you cast this spell during your main phase" — a spell's own condition. */
      readonly duringYourMainPhase?: true;
      /** 702.138c "escapes with …": the spell (entering as this permanent) was cast with escape. */
      readonly escaped?: true;
    }
  /**
   * 702.33d–f: "if ~ was kicked [with its [cost] kicker] [twice]": the spell (or the permanent it became, or a copy of it,
   * 707.10) was cast paying its kicker cost whose mana is `withCost` (any, when absent), at least `times` times (default 1).
   */
  | { readonly kind: 'kicked'; readonly withCost?: string; readonly times?: number }
  /** "if ~ is in your graveyard" (113.6b): the source is still the same card in its owner's graveyard (603.4, 400.7). */
  | { readonly kind: 'selfInGraveyard' }
  /**
   * "If that land was nonbasic" / "If that land is a Mountain": the spell's target or the triggering object, as it
   * is now or, if it has left its zone, as it last existed (608.2h). Only in effects (it needs the resolution's context).
   */
  | {
      readonly kind: 'objectIs';
      /** `created`: the card the previous instruction moved ("Exile the top card of your library. If it's a land card, …"). */
      readonly what:
        | { readonly kind: 'target'; readonly target: number }
        | { readonly kind: 'triggeringObject' }
        | { readonly kind: 'created' };
      readonly types?: readonly CardType[];
      readonly subtypes?: readonly string[];
      readonly supertypes?: readonly Supertype[];
      readonly notSupertypes?: readonly Supertype[];
      /** "If that creature is white or blue": it has one of these colors (105.2). */
      readonly colors?: readonly Color[];
      /**
       * "If it's tapped / attacking / blocking / a token": its status (110.5, 506.4) right now — only a permanent on
       * the battlefield has one (`tapped`, `attacking`, `blocking`, `token` of an ObjectMatch).
       */
      readonly status?: Pick<
        ObjectMatch,
        | 'tapped'
        | 'attacking'
        | 'blocking'
        | 'token'
        /** "If that creature has flying / has a +1/+1 counter on it / has power 4 or greater" (608.2h: on the battlefield now). */
        | 'withKeyword'
        | 'withCounter'
        | 'powerAtLeast'
        | 'powerAtMost'
        | 'toughnessAtLeast'
        | 'toughnessAtMost'
      >;
      /** 702.165a: "if that's another creature" — it is not the source of the resolving ability. */
      readonly notSource?: true;
    }
  /**
   * 601.2h / 400.7d: "if at least three white mana was spent to cast ~" (adamant), "if five or more mana was spent to
   * cast that spell", "if no [colored] mana was spent to cast it": the mana (of `color`, of any color with 'colored',
   * else all of it) spent to cast the source or the triggering spell is within the bounds. A spell that wasn't cast
   * had none spent ("if it wasn't cast or no mana was spent to cast it"). `includes`: "if {U}{B} was spent to cast ~",
   * "if {W}{W} was spent …", "if {C} was spent …" — at least that many mana of each of those types was among it.
   */
  | {
      readonly kind: 'manaSpent';
      /** `target`: "Counter target spell if no mana was spent to cast it" — the spell that is target #`target`. */
      readonly spell: 'self' | 'triggeringObject' | { readonly target: number };
      readonly color?: Color | 'colored';
      readonly atLeast?: number;
      readonly atMost?: number;
      readonly includes?: Readonly<Partial<Record<ManaType, number>>>;
      /** Adamant's "at least three mana of the same color": some one color has at least this many among it. */
      readonly sameColorAtLeast?: number;
    }
  /**
   * 701.20a / 608.2c: "[Reveal the top card of your library.] If it's a creature card, …": the one card revealed this
   * way is of the kind the reveal counts (its `counting`; EffectContext.thisWay is 1). Only in effects; false when no
   * card was revealed (an empty library, or "you may reveal" declined).
   */
  | { readonly kind: 'revealedMatches' }
  /** 107.3: "if X is N or more": the announced X of the resolving spell or activated ability. */
  | { readonly kind: 'xAtLeast'; readonly n: number }
  /** 700.8: "if you have a full party" — a Cleric, a Rogue, a Warrior and a Wizard among the creatures you control. */
  | { readonly kind: 'fullParty' }
  /** "your devotion to [color] [and color] is less than N" (700.5; the Theros gods). */
  | { readonly kind: 'devotionLessThan'; readonly colors: readonly Color[]; readonly n: number }
  /** Kinship: "[the top card of your library] shares a creature type with ~" (205.3m; the source as it last existed if it left, 608.2h). */
  | { readonly kind: 'topCardSharesCreatureType' }
  /**
   * "if that player has no cards in hand / controls a Plains / has 5 or less life": `condition` read from the point of
   * view of the player the trigger refers to (its "you" is that player). False if there is none or they have left.
   */
  | { readonly kind: 'triggeringPlayer'; readonly condition: Condition }
  /**
   * 506.2 / 509.1b: "[~ can't be blocked] as long as defending player controls an artifact": `condition` read from the
   * point of view of the player the source is attacking (false while it isn't attacking a player).
   */
  | { readonly kind: 'defendingPlayer'; readonly condition: Condition };

/** Who an effect refers to. Multiplayer-safe. */
export type PlayerRef =
  | { readonly kind: 'you' }
  | { readonly kind: 'target'; readonly target: number; readonly index?: number }
  /** `exceptTriggering`: "each other opponent" after a trigger naming a player — not the triggering player. */
  | { readonly kind: 'each'; readonly relation: PlayerRelation; readonly exceptTriggering?: true }
  | { readonly kind: 'controllerOfTarget'; readonly target: number }
  | { readonly kind: 'ownerOfTarget'; readonly target: number }
  | { readonly kind: 'triggeringPlayer' }
  /**
   * "that creature's controller" where the triggering player is someone else ("Whenever a creature attacks you, that
   * creature's controller …": the attacker's controller, not the defending player): the triggering object's
   * controller as the ability resolves, or as it last existed (608.2h).
   */
  | { readonly kind: 'controllerOfTriggeringObject' };

/** Which objects an effect refers to. */
export type ObjectRef =
  | { readonly kind: 'self' }
  | { readonly kind: 'target'; readonly target: number; readonly index?: number }
  /**
   * `controlledBy`: "each creature target player controls", "all lands that player controls" — only objects that
   * player controls, read as the effect resolves (effects only: statics have no such player).
   */
  | {
      readonly kind: 'all';
      readonly filter: Filter;
      readonly controlledBy?: PlayerRef;
      /** "Create X tokens. … destroy all other creatures": not the objects this resolution created so far. */
      readonly exceptCreated?: boolean;
      /** "Each player chooses a creature they control. Destroy the rest.": not the objects chosen this way (608.2d). */
      readonly exceptChosen?: boolean;
    }
  | { readonly kind: 'enchanted' }
  | { readonly kind: 'equipped' }
  | { readonly kind: 'triggeringObject' }
  /**
   * 603.2c: "they" / "them" of a "Whenever one or more [creatures] attack" trigger: the declared attackers that matched
   * (EffectContext.triggerObjects), those still on the battlefield.
   */
  | { readonly kind: 'triggeringObjects' }
  /** Objects created or moved earlier in the same resolution ("it", "those tokens"). */
  | { readonly kind: 'created' }
  /**
   * 607.2a: "the exiled card(s)" of a linked pair — the cards in exile that this object's linked exiling ability
   * exiled (effects/linked.ts). A new object (400.7) has exiled nothing.
   */
  | { readonly kind: 'exiledWithSource' }
  /**
   * 608.2d: "Target opponent chooses a creature they control. Destroy that creature.": the objects this resolution's
   * playersChooseObjects instructions chose (EffectContext.chosenObjects), those still on the battlefield.
   */
  | { readonly kind: 'chosenThisWay' }
  | GrantorRef;

/**
 * 201.5 / 613.1f: inside an ability a static ability grants to another object ("Equipped creature has \"{T}, Sacrifice
 * Blazing Torch: Blazing Torch deals 2 damage to any target.\""), the granting card's own name means the object whose
 * static ability grants it. `id` is bound as the layer grants the ability (objects/grantor.ts).
 */
export interface GrantorRef {
  readonly kind: 'grantor';
  readonly id?: number;
}

/** Either an object or a player, for "any target"-style effects. */
export type DamageRecipient = ObjectRef | PlayerRef;

/**
 * 611.2: how long a resolved continuous effect lasts. 'untilNextUntapStep': "[it] doesn't untap during its
 * controller's next untap step" (502.3) — the effect is used up by the next untap step of the affected object's
 * controller (each affected object on its own).
 */
export type Duration =
  | 'endOfTurn'
  | 'untilYourNextTurn'
  | 'permanent'
  | 'whileSourceOnBattlefield'
  | 'untilNextUntapStep'
  /** 611.2b: "for as long as you control ~" — ends once the source leaves the battlefield or its controller changes. */
  | 'whileYouControlSource'
  /** 702.99c: for as long as the source (a card encoded on a creature) remains exiled. */
  | 'whileSourceExiled';

// ---------------------------------------------------------------------------
// Effects (one-shot: 610; creating continuous effects: 611)
// ---------------------------------------------------------------------------

export type Effect =
  | MultiplayerEffect
  | PreventionEffect
  /**
   * 608.2d: "Choose a color." / "… the color of your choice" / "Choose a creature type." — the controller chooses as the
   * instruction is followed; later instructions of the same resolution that say "the chosen color / that type"
   * (ObjectMatch.chosen) use it (effects/choose.ts).
   */
  | {
      readonly kind: 'choose';
      readonly what: 'color' | 'creatureType' | 'basicLandType';
      /** "becomes a Plains or an Island": the basic land types allowed (default: all five, 305.6). */
      readonly among?: readonly string[];
    }
  | {
      readonly kind: 'damage';
      readonly amount: Amount;
      readonly to: DamageRecipient;
      readonly divided?: boolean;
      /** 615.12: "The damage can't be prevented." */
      readonly cantBePrevented?: boolean;
      /** 120.3 / 608.2h: "have it deal …" — the triggering object deals the damage (as it last existed if it has left), not the ability's source. */
      readonly from?: 'triggeringObject';
      /**
       * 120.3: "target creature you control deals damage equal to its power to …" — that object deals the damage, not
       * the ability's source. If it is gone or an illegal target as the effect resolves, no damage is dealt (608.2b).
       */
      readonly by?: ObjectRef;
    }
  | { readonly kind: 'destroy'; readonly what: ObjectRef; readonly noRegenerate?: boolean }
  | {
      readonly kind: 'exile';
      readonly what: ObjectRef;
      /** 607.2a: the exiled cards are linked to the source ("the exiled card" of its other ability). */ readonly linked?: true;
    }
  /**
   * 701.21a: "[player] sacrifices N [filter]"; with `each`, "sacrifice an artifact, a creature, and a land": one
   * permanent for each filter, all different, as many as can be (`filter` and `count` are then unused).
   */
  | {
      readonly kind: 'sacrifice';
      readonly who: PlayerRef;
      readonly filter: Filter;
      readonly count: Amount;
      readonly each?: readonly Filter[];
    }
  | { readonly kind: 'returnToHand'; readonly what: ObjectRef }
  /** 121.2; `reveal`: "Draw three cards and reveal them" — the drawn cards are revealed (701.20a) and are "them" (ctx.created). */
  | { readonly kind: 'draw'; readonly who: PlayerRef; readonly amount: Amount; readonly reveal?: true }
  /**
   * 101.4 / 118.12: "Each player loses 2 life unless they discard a card / sacrifice [filter]": in APNAP order each
   * player chooses whether to (and what); then the chosen cards are discarded and permanents sacrificed at once, and
   * `unpaid` is followed by each player who didn't, as their own ("you": that player) (effects/verbs/each-unless.ts).
   */
  | {
      readonly kind: 'eachUnless';
      readonly who: PlayerRef;
      readonly action: { readonly kind: 'discard' } | { readonly kind: 'sacrifice'; readonly filter: Filter };
      readonly unpaid: readonly Effect[];
      readonly text: string;
    }
  /**
   * 614.1a / 614.6: "The next time you would draw a card this turn, [effects] instead." — a one-shot replacement of
   * the controller's next draw this turn (state: a drawShield effect; events/draw-replacement.ts applies it).
   */
  | { readonly kind: 'nextDrawInstead'; readonly effects: readonly Effect[] }
  /** `all`: "discards their hand" — every card in it (701.9a); with `exceptChosen`, all but the cards chosen earlier
   * in the resolution (playersChooseObjects inHand: Balance's "discard cards the same way"). */
  | {
      readonly kind: 'discard';
      readonly who: PlayerRef;
      readonly amount: Amount;
      readonly random?: boolean;
      readonly all?: boolean;
      readonly exceptChosen?: true;
    }
  | { readonly kind: 'mill'; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly kind: 'gainLife'; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly kind: 'loseLife'; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly kind: 'scry'; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly kind: 'surveil'; readonly who: PlayerRef; readonly amount: Amount }
  /**
   * 701.5a: counter a spell or ability. `instead`: "If that spell is countered this way, exile it /
   * put it into its owner's hand / on top of / on the bottom of its owner's library instead of
   * into that player's graveyard" (a replacement of where the countered card goes, 614.1a).
   */
  | {
      readonly kind: 'counter';
      readonly what: ObjectRef;
      readonly instead?: 'exile' | 'hand' | 'libraryTop' | 'libraryBottom';
    }
  /** 702.21a (ward) and "counter … unless its controller pays": the controller of that spell or ability may pay. */
  | { readonly kind: 'counterUnlessPays'; readonly what: ObjectRef; readonly cost: CostSpec }
  | { readonly kind: 'tap'; readonly what: ObjectRef }
  /** 701.28: transform a double-faced permanent; 710: flip a flip-card permanent. */
  | { readonly kind: 'transform'; readonly what: ObjectRef }
  /**
   * 702.167a craft: "Return this card to the battlefield transformed under its owner's control" — the card the
   * ability's cost exiled (StackInfo.exiledSelf), if it is still in exile (712.14: only a transforming card enters
   * transformed).
   */
  | { readonly kind: 'craft' }
  | { readonly kind: 'flip'; readonly what: ObjectRef }
  /**
   * 701.42a: "if you both own and control ~ and a creature named [partner], exile them, then meld them into [into]" —
   * the two cards of a meld pair return to the battlefield as one melded permanent (712.4).
   */
  | {
      readonly kind: 'meld';
      readonly partner: string;
      readonly into: string;
      /** The type the other card is named with ("a creature named …", "an artifact named …"; default creature). */
      readonly partnerType?: CardType;
    }
  | { readonly kind: 'untap'; readonly what: ObjectRef }
  /** 701.26a–b: "tap or untap [object]" — the controller chooses which as it resolves (608.2d). */
  | { readonly kind: 'tapOrUntap'; readonly what: ObjectRef }
  /**
   * `xPT`: "an X/X … token, where X is …" — the token's printed power and toughness are that amount,
   * fixed as the token is created (the definition is registered with the number, 111.4).
   */
  | {
      readonly kind: 'createToken';
      readonly token: CardDefinition;
      readonly count: Amount;
      /** 303.4f: an Aura token (a Role, 303.7) created attached to this object; not created if it can't enchant it (303.4g). */
      readonly attachedTo?: ObjectRef;
      readonly controller?: PlayerRef;
      readonly tapped?: boolean;
      readonly xPT?: Amount;
      /** 508.4: "tapped and attacking": its controller chooses whom each token attacks (effects/verbs/create-token.ts). */
      readonly attacking?: boolean;
      /**
       * 508.4 / 508.4a: "for each opponent, create a … token that's tapped and attacking that player": `count` tokens for
       * each player this names, each put into combat attacking that player (not attacking if there is no combat).
       */
      readonly attackingEach?: PlayerRef;
      /** "… attacking that player or a planeswalker they control": the controller chooses which, for each of them. */
      readonly orPlaneswalker?: boolean;
    }
  | { readonly kind: 'addCounters'; readonly what: ObjectRef; readonly counter: string; readonly amount: Amount }
  /**
   * 122.5: "move N [kind] counters from [object] onto [object]": each is removed from the first and put on the second.
   * Nothing moves if they are the same object, if the first has none, or if the second is no longer on the battlefield.
   */
  | {
      readonly kind: 'moveCounters';
      readonly from: ObjectRef;
      readonly to: ObjectRef;
      readonly counter: string;
      readonly amount: number;
    }
  | { readonly kind: 'addPlayerCounters'; readonly who: PlayerRef; readonly counter: string; readonly amount: Amount }
  | {
      readonly kind: 'addMana';
      readonly mana: ManaCostText;
      readonly anyColor?: number;
      readonly colors?: readonly Color[];
      /**
       * 903.4 / 903.4f: "of any color in your commander's color identity" — `anyColor` limited to the colours of the
       * adder's commanders' identity; undefined without a commander (or with a colourless one): no mana is added.
       */
      readonly commanderIdentity?: boolean;
      /**
       * 607.2 / 614.12: "one mana of the chosen color" — `anyColor` of the colour the source chose as it entered (none
       * chosen: no mana); inside a resolution that chose a colour itself (608.2d) that colour (bound as `colors`).
       */
      readonly chosen?: 'color';
      /** 106.6: "Spend this mana only to …". */ readonly spendOnly?: SpendRestriction;
      /** 106.12a: "one mana of any type that land produced" (a mana trigger's triggering mana). */
      readonly producedType?: number;
      /**
       * 106.7: "one mana of any color / type that a land you control could produce" — `anyColor` limited to the
       * types of mana the permanents matching `permanents` could produce ({C} counts only for 'type').
       */
      readonly couldProduce?: { readonly permanents: Filter; readonly kind: 'color' | 'type' };
      /** Who adds it ("its controller adds {G}"); default: the ability's controller. */
      readonly who?: PlayerRef;
      /**
       * 106.1 / 608.2h: "Add {G} for each creature you control", "Add X mana of any one color", "Add an amount of {C} equal to
       * …": the mana (and `anyColor`) is added this many times, the number taken once as the instruction is followed.
       */
      readonly times?: Amount;
      /** "Add X mana in any combination of colors / of {R} and/or {G}": `times` mana, the colour of each chosen separately. */
      readonly combination?: boolean;
      /** 702.189a: "Until end of combat, you don't lose this mana as steps and phases end" (firebending; mana/pool.ts). */
      readonly untilEndOfCombat?: boolean;
    }
  | {
      readonly kind: 'pump';
      readonly what: ObjectRef;
      readonly power: number;
      readonly toughness: number;
      readonly duration: Duration;
    }
  | {
      readonly kind: 'grantKeyword';
      readonly what: ObjectRef;
      readonly keywords: readonly SimpleKeyword[];
      readonly duration: Duration;
    }
  | { readonly kind: 'fight'; readonly a: ObjectRef; readonly b: ObjectRef }
  | {
      readonly kind: 'search';
      readonly who: PlayerRef;
      readonly filter: Filter;
      readonly count: number;
      /** "for up to X …, where X is …": the count, read as the search begins (`count` is then unused). */
      readonly upToAmount?: Amount;
      readonly to: 'hand' | 'battlefield' | 'libraryTop';
      readonly tapped?: boolean;
      readonly reveal: boolean;
      readonly library?: PlayerRef;
      /** "search your library and/or graveyard": the player may search the graveyard only (no shuffle then). */
      readonly graveyard?: boolean;
      /** "… put it onto the battlefield attached to target creature" (303.4i; effects/entering-auras.ts). */
      readonly attachedTo?: ObjectRef;
      /** "for up to four cards with different names" (201.2): no two of the cards found have the same name. */
      readonly differentNames?: boolean;
    }
  | { readonly kind: 'shuffle'; readonly who: PlayerRef }
  /** 201.3 / 607.2: "Choose a [nonland] card name." as a spell or ability resolves (its source keeps `chosen.name`). */
  | { readonly kind: 'chooseCardName'; readonly filter: NameFilter }
  /**
   * 701.23a: "Search [player]'s graveyard, hand, and library for [all | any number of | up to N] cards with [that name /
   * the same name as that card] and exile them." (Memoricide, Surgical Extraction). 701.23b: in the hand and library
   * the searcher may fail to find cards; the graveyard is public, so "all" there is every one.
   */
  | {
      readonly kind: 'searchNamed';
      readonly who: PlayerRef;
      /** `chosen`: the name the source chose as it resolved (chooseCardName); `of`: the name of that object. */
      readonly name: { readonly kind: 'chosen' } | { readonly kind: 'of'; readonly what: ObjectRef };
      readonly count: 'all' | 'any' | number;
    }
  /** 701.20a: "[player] reveals their hand"; `lookedAtBy`: "look at [player]'s hand" — only the effect's controller sees it. */
  | { readonly kind: 'reveal'; readonly who: PlayerRef; readonly what: 'hand'; readonly lookedAtBy?: 'you' }
  /**
   * 701.20a: "[Each player] reveals the top card of their library." `counting`: the revealed cards that "for each
   * nonland card revealed this way" counts (Amount `thisWay`; all of them when absent).
   */
  | { readonly kind: 'revealTop'; readonly who: PlayerRef; readonly counting?: ObjectMatch }
  /**
   * "[You may] reveal a [filter] card you own from outside the game and put it into your hand" (Burning Wish, Living
   * Wish, Cunning Wish; 903.11 in Commander): the player chooses one of the cards they own outside the game
   * (`PlayerState.outside`) whose printed characteristics match `match`; it is put into their hand.
   */
  | {
      readonly kind: 'fromOutsideGame';
      readonly who: PlayerRef;
      readonly match: ObjectMatch;
      readonly reveal: boolean;
    }
  /**
   * "[Player] reveals their hand. You choose a [filter] card from it. That player discards that card." / "Look at
   * [player]'s hand and choose [up to] N cards from it. …": the controller chooses N cards (as many as there are) matching
   * `filter` from that hand, which are then discarded (701.9b), exiled, put on top of their owner's library, or shuffled
   * into it (effects/hand-choice.ts).
   */
  /** "[You] may put a [filter] card from your hand onto the battlefield [tapped]": up to `count`, chosen as it resolves (effects/put-from-hand.ts). */
  | {
      readonly kind: 'putFromHand';
      readonly who: PlayerRef;
      readonly filter: Filter;
      readonly count: number;
      readonly tapped?: boolean;
      /** 508.4: "tapped and attacking" — its controller chooses whom each attacks as it enters. */
      readonly attacking?: boolean;
      /** "… onto the battlefield attached to CARDNAME / it" (303.4i; effects/entering-auras.ts). */
      readonly attachedTo?: ObjectRef;
    }
  /** "Exile all cards from target player's graveyard" / "[Each player] shuffles their hand and graveyard into their library" (effects/zone-cards.ts). */
  | {
      readonly kind: 'moveZoneCards';
      readonly who: PlayerRef;
      readonly from: readonly ('hand' | 'graveyard')[];
      readonly to: 'exile' | 'library';
    }
  | {
      readonly kind: 'chooseFromHand';
      readonly who: PlayerRef;
      readonly reveal: boolean;
      readonly filter?: Filter;
      readonly count: Amount;
      readonly upTo: boolean;
      readonly then: 'discard' | 'exile' | 'libraryTop' | 'shuffleIntoLibrary';
      /** 607.2a: with then 'exile', the exiled cards are linked to the source. */ readonly linked?: true;
    }
  | { readonly kind: 'gainControl'; readonly what: ObjectRef; readonly duration: Duration; readonly to?: PlayerRef }
  /**
   * 615.7 / 615.1a: "Prevent the next N damage that would be dealt to [target] this turn",
   * "Prevent all [combat] damage that would be dealt [to …] this turn". With no `to`, it applies to all damage.
   */
  | {
      readonly kind: 'preventDamage';
      readonly to: DamageRecipient | null;
      readonly amount: number | 'all';
      readonly combatOnly?: boolean;
      /** "… dealt by [object]": only damage those objects deal. */ readonly by?: ObjectRef;
      /** "the next X damage": the amount, determined as it resolves (replaces `amount`). */ readonly amountOf?: Amount;
    }
  /** 701.40a: manifest — put the top card of a library onto the battlefield face down as a 2/2 creature. */
  | { readonly kind: 'manifest'; readonly who: PlayerRef; readonly count: Amount }
  /**
   * 603.7a: a delayed triggered ability that triggers on an event until the turn ends: "When you next cast an instant
   * or sorcery spell this turn, copy that spell" (`once`, 603.7c), "Until end of turn, whenever a player gains life, …".
   */
  | {
      readonly kind: 'delayedEventTrigger';
      readonly ability: TriggeredAbility;
      readonly once: boolean;
      /**
       * "When that creature dies this turn, …": the ability looks only at the events of the object this names, fixed
       * as it is created (603.7c); a new object the creature becomes after a zone change is not watched (400.7).
       */
      readonly watch?: ObjectRef;
      /**
       * 603.7: with `watch`, the ability lasts until the watched object leaves the battlefield rather than until the turn
       * ends ("When that land dies or is put into exile, return it …", 701.66a).
       */
      readonly lasting?: boolean;
    }
  /**
   * 701.66a: "Earthbend N" — "Target land you control becomes a 0/0 land creature with haste in addition to its other
   * types. Put N +1/+1 counters on it. When that land dies or is put into exile, return it to the battlefield tapped
   * under your control." (`what`: the land; effects/verbs/earthbend.ts)
   */
  | { readonly kind: 'earthbend'; readonly what: ObjectRef; readonly amount: Amount }
  /**
   * 701.65a: "Airbend [objects]" — exile them; for each card exiled this way, for as long as it remains exiled, its
   * owner may cast it by paying {2} rather than its mana cost (effects/verbs/airbend.ts).
   */
  | { readonly kind: 'airbend'; readonly what: ObjectRef }
  /** 603.12: a reflexive triggered ability ("When you do, …") triggers during resolution. */
  | {
      readonly kind: 'reflexiveTrigger';
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      readonly text: string;
    }
  /** 114.1: "You get an emblem with [abilities]." */
  | {
      readonly kind: 'createEmblem';
      readonly name: string;
      readonly abilities: readonly AbilityNode[];
      readonly text: string;
    }
  /**
   * 726.2: "It becomes day / night"; `other`: "If it's night, it becomes day. Otherwise, it becomes night"
   * (effects/verbs/become-day-or-night.ts).
   */
  | { readonly kind: 'becomeDayOrNight'; readonly to: 'day' | 'night' | 'other' }
  /** 702.179c–d: "[player's] speed increases by N" (effects/verbs/increase-speed.ts; players/speed.ts). */
  | { readonly kind: 'increaseSpeed'; readonly who: PlayerRef; readonly n: number }
  /** 722.3: "[player] becomes the monarch" (effects/verbs/become-monarch.ts). */
  | { readonly kind: 'becomeMonarch'; readonly who: PlayerRef }
  /** 725.2: "[player] take[s] the initiative" (effects/verbs/take-initiative.ts). */
  | { readonly kind: 'takeInitiative'; readonly who: PlayerRef }
  /**
   * 701.49: "venture into the dungeon" (`into` 'dungeon') / "venture into Undercity" (725.2) — the player enters a
   * dungeon or moves their venture marker (effects/verbs/venture.ts).
   */
  | { readonly kind: 'venture'; readonly who: PlayerRef; readonly into: 'dungeon' | 'Undercity' }
  /** 701.54a: "the Ring tempts you" — the controller chooses their Ring-bearer; their emblem The Ring gains its next ability (effects/verbs/ring-tempts.ts). */
  | { readonly kind: 'ringTempts' }
  /** 702.116a: myriad's token copies of the source, tapped and attacking each other opponent (effects/verbs/myriad.ts). */
  | { readonly kind: 'myriad' }
  /**
   * 702.141a: encore's "For each opponent, create a token copy that attacks that opponent this turn if able" — token
   * copies of the exiled card, each required to attack its opponent this turn (effects/verbs/encore.ts).
   */
  | { readonly kind: 'encore' }
  /** 707.2 / 111.10: "Create a token that's a copy of [object]." */
  | {
      readonly kind: 'createTokenCopy';
      readonly of: ObjectRef;
      readonly count: Amount;
      /** 707.9b: "except it's …": exceptions that become part of the token's copiable values (effects/verbs/create-token-copy.ts). */
      readonly except?: CopyExceptions;
    }
  /**
   * 707.2 / 613.1a: "[object] becomes a copy of [object] [until end of turn] [, except …]": a copy effect (layer 1) for
   * a duration. The copiable values are the original's as the effect begins (the copy stays one if the original later
   * leaves or changes); 707.4: the permanent stays on the battlefield, keeps its counters, status and other effects.
   */
  | {
      readonly kind: 'becomeCopy';
      readonly what: ObjectRef;
      readonly of: ObjectRef;
      readonly duration: Duration;
      readonly except?: CopyExceptions;
    }
  /**
   * 707.10: "Copy target [instant or sorcery spell / activated or triggered ability] [you control] [twice / N times]."
   * Each copy is put on the stack with the same choices; `newTargets`: "You may choose new targets for the copy"
   * (707.10c). `times` absent: one copy.
   */
  | { readonly kind: 'copySpell'; readonly what: ObjectRef; readonly times?: Amount; readonly newTargets?: boolean }
  /** 611.2: a continuous effect from a resolving spell or ability, e.g. "switch its power and toughness until end of turn". */
  | {
      readonly kind: 'layered';
      readonly what: ObjectRef;
      readonly mods: readonly LayerMod[];
      readonly duration: Duration;
    }
  /** 119.5: "[Player's] life total becomes N": they gain or lose the difference. */
  | { readonly kind: 'setLife'; readonly who: PlayerRef; readonly amount: Amount }
  /**
   * 603.7: "At the beginning of the next [step], [effects]" — a delayed triggered ability. With `about`, the objects it
   * refers to ("that creature", "it", "them") are fixed as it is created (603.7c) and are the `created` objects of its
   * resolution; it also keeps the creating ability's triggering object and player. Without it (older form), "that card"
   * (`triggeringObject`) is the first object this resolution moved or created.
   */
  | {
      readonly kind: 'delayedTrigger';
      readonly step: StepName;
      readonly effects: readonly Effect[];
      readonly text: string;
      readonly about?: ObjectRef;
    }
  /** "Return/put [objects] onto the battlefield under [its owner's / your] control." */
  | {
      readonly kind: 'putOntoBattlefield';
      readonly what: ObjectRef;
      readonly under: 'owner' | 'you';
      readonly tapped?: boolean;
      /** 614.1c: "with a -1/-1 counter on it" (persist, undying). */ readonly counters?: Readonly<
        Record<string, number>
      >;
      /**
       * 702.48c (ninjutsu): "tapped and attacking" — unblocked, attacking what the creature returned to pay the cost
       * attacked (`StackInfo.returnedAttacking`).
       */
      readonly attackingAsReturned?: boolean;
      /** 508.4: "tapped and attacking" — its controller chooses whom each attacks as it enters (combat/enter-attacking.ts). */
      readonly attacking?: boolean;
      /** "… to the battlefield attached to that creature / target creature" (303.4i; effects/entering-auras.ts). */
      readonly attachedTo?: ObjectRef;
    }
  /** 701.21a: "Sacrifice [this permanent / that creature]". */
  /** `byController`: "that creature's controller sacrifices it" — whoever controls it then, not the ability's controller. */
  | { readonly kind: 'sacrificeObject'; readonly what: ObjectRef; readonly byController?: boolean }
  /**
   * 608.2c: "[Exile / Sacrifice] ~ / it. If you do, [then]." — `then` happens only if the object was exiled or sacrificed
   * by `act` (it may have left its zone already, or not be its controller's to sacrifice); `otherwise` if it wasn't.
   */
  | {
      readonly kind: 'ifDone';
      readonly act: Extract<Effect, { kind: 'exile' | 'sacrificeObject' }>;
      readonly then: readonly Effect[];
      readonly otherwise?: readonly Effect[];
    }
  /** 701.15a: "Regenerate [permanent]": its next destruction this turn is replaced. */
  | { readonly kind: 'regenerate'; readonly what: ObjectRef }
  /** "Put [object] on top of / on the bottom of its owner's library." */
  | { readonly kind: 'putInLibrary'; readonly what: ObjectRef; readonly position: 'top' | 'bottom' }
  /** 608.2h: "gets +X/+X" where X (or "for each …") is determined once, as the effect begins. */
  | {
      readonly kind: 'pumpBy';
      readonly what: ObjectRef;
      readonly power: Amount;
      readonly toughness: Amount;
      readonly sign: { readonly power: 1 | -1; readonly toughness: 1 | -1 };
      readonly duration: Duration;
    }
  /**
   * "Return a land you control to its owner's hand": the player chooses as it resolves (not targeted). With `from`
   * 'graveyard': "return a creature card from your graveyard to your hand / to the battlefield [tapped]" — cards in
   * that player's graveyard; `upTo`: "up to two creature cards". With `from` 'movedThisWay': "Mill three cards. You may
   * put a land card from among them into your hand" — only the cards the previous mill instruction of this resolution
   * put into that player's graveyard (EffectContext.movedThisWay, 608.2c).
   */
  | {
      readonly kind: 'returnChosen';
      readonly who: PlayerRef;
      readonly filter: Filter;
      readonly count: number;
      readonly from?: 'graveyard' | 'movedThisWay';
      readonly to?: 'hand' | 'battlefield';
      readonly upTo?: boolean;
      readonly tapped?: boolean;
    }
  /** 611.2: a rules effect for a duration, e.g. "Target creature can't block this turn." */
  | {
      readonly kind: 'grantStatic';
      readonly what: ObjectRef;
      readonly effect: StaticEffect;
      readonly duration: Duration;
    }
  /**
   * 118.12: "[Effects] unless [player] pays [cost]" / "You may pay [cost]. If you do, [effects]."
   * The player chooses whether to pay (if they can); `paid` or `unpaid` follows.
   */
  | {
      readonly kind: 'payOrNot';
      readonly who: PlayerRef;
      readonly cost: CostSpec;
      /** "pays {1} for each card in your graveyard": the mana is paid this many times (counted as the effect is followed, 608.2h). */
      readonly times?: Amount;
      readonly paid: readonly Effect[];
      readonly unpaid: readonly Effect[];
      readonly text: string;
    }
  /** 702.24a: put an age counter on the source, then its controller may pay `cost` once per age counter; if they don't, they sacrifice it. */
  | { readonly kind: 'cumulativeUpkeep'; readonly cost: CostSpec }
  /**
   * Keyword resolutions (effects/verbs/keyword-effect.ts): 702.32a fading ("remove a fade counter; if you can't, sacrifice it"),
   * 702.100a evolve (re-checked on resolution, 603.4), 702.112a renown N, 702.101a extort's drain, 702.63a vanishing
   * ("if there is a time counter on this permanent, remove one from it").
   */
  | { readonly kind: 'keywordEffect'; readonly keyword: 'fading' | 'evolve' | 'extort' | 'ingest' | 'vanishing' }
  | { readonly kind: 'keywordEffect'; readonly keyword: 'renown'; readonly n: number }
  /** Resolutions of spell keywords (effects/spell-keywords.ts): 702.40a storm's copies (the count fixed as it triggered). */
  /** 115.7a "change the target of" (one target, to another legal one; `newMust`: "The new target must be a player") / 115.7d "you may choose new targets for". */
  /**
   * 101.4: "Starting with you, each player may pay any amount of mana." — in turn order from the controller, each player
   * pays as much mana as they choose; the total is Amount `thisWay` for the rest of the resolution.
   */
  | { readonly kind: 'payAnyMana' }
  /** 701.29a: each player in turn order, starting with the controller, votes for one of `options`. */
  | { readonly kind: 'vote'; readonly options: readonly string[] }
  /** "If A gets more votes[ or the vote is tied], [effects]" after a vote in the same resolution. */
  | {
      readonly kind: 'voteOutcome';
      readonly option: number;
      readonly orTied?: boolean;
      readonly effects: readonly Effect[];
    }
  /** 601.2a: "Until end of turn, you may play that card" — a permission for the controller to play `what` from exile. */
  | {
      readonly kind: 'grantPlay';
      readonly what: ObjectRef;
      readonly until: 'endOfTurn' | 'yourNextTurn' | 'endOfYourNextTurn' | 'whileExiled';
      readonly free?: boolean;
      readonly castOnly?: boolean;
      /** 609.4b: "and you may spend mana as though it were mana of any color / type to cast that spell". */
      readonly spendAs?: 'color' | 'type';
      /** 702.185a: "on a later turn" — not in the turn the permission was given. */
      readonly laterTurn?: true;
      /** 406.3: "You may look at and play those cards": the controller may look at them while they're exiled face down. */
      readonly look?: true;
      /** "its owner may cast it": the permission is the exiled card's owner's, not the controller's. */
      readonly player?: 'owner';
    }
  /**
   * "You may cast target instant card from your graveyard [without paying its mana cost]. [If that spell would be put
   * into a graveyard, exile it instead.]": the controller may cast `what` as this resolves (601.2, 118.9), paying its
   * mana cost unless `free` (effects/verbs/cast-object.ts).
   */
  | {
      readonly kind: 'castObject';
      readonly what: ObjectRef;
      readonly free?: boolean;
      readonly exileInstead?: boolean;
      /**
       * "… without paying its mana cost if the spell's mana value is 8 or less / less than the number of Mountains you
       * control": the resulting spell's mana value must compare so (the amount read as the effect resolves, 608.2h).
       */
      readonly manaValue?: { readonly cmp: 'lt' | 'le'; readonly amount: Amount };
      /** "If you don't [cast it this way], put that card into your hand." / "Otherwise, put it into your hand." */
      readonly otherwise?: 'hand';
    }
  /**
   * 406.3 / 608.2c: "Exile cards from the top of your library until you exile a nonland card / X permanent cards": the
   * top cards are exiled one at a time until `count` cards matching `filter` have been exiled, or the library is empty.
   * The matching cards are "that card" / "those cards" afterwards (the resolution's created objects); the others stay
   * in exile (effects/verbs/exile-cards-until.ts).
   */
  | { readonly kind: 'exileUntil'; readonly filter: Filter; readonly count: Amount }
  /**
   * 608.2c: "You may repeat this process any number of times." — `effects` (the instructions before it) again, as
   * often as the controller chooses (effects/verbs/repeat.ts).
   */
  | { readonly kind: 'repeatProcess'; readonly effects: readonly Effect[] }
  /**
   * 608.2d: "Choose one of them." after "Exile the top two cards of your library": the controller chooses one of the
   * cards the resolution exiled, "that card" afterwards (effects/verbs/choose-one-of-them.ts).
   */
  | { readonly kind: 'chooseOneOfThem' }
  /**
   * 601.2 / 118.9: "You may cast a [filter] spell from your hand without paying its mana cost" — as it resolves, the
   * controller chooses up to one nonland card in their hand matching `filter` and casts it free (effects/verbs/cast-from-hand.ts).
   */
  | { readonly kind: 'castFromHand'; readonly filter: Filter; readonly among?: 'created' }
  /**
   * 406: "Exile the top N cards of [player's] library [face down]"; the exiled cards are "those cards" afterwards.
   * `lookedAt` (406.3): "look at the top card of that player's library, then exile it face down" — the controller may
   * go on looking at it while it remains exiled.
   */
  | {
      readonly kind: 'exileTop';
      readonly who: PlayerRef;
      readonly amount: Amount;
      readonly faceDown?: boolean;
      readonly lookedAt?: true;
    }
  /**
   * "Sacrifice / Discard / Reveal any number of [cards in your hand] / Tap any number of untapped creatures you control /
   * Return any number of Plains you control to their owner's hand": the controller chooses as it resolves (608.2d); the
   * number chosen is "this way" for later instructions (Amount `thisWay`). Permanents: the controller's, on the battlefield
   * (untapped ones for 'tap'); cards: in the controller's hand.
   */
  | {
      readonly kind: 'anyNumber';
      readonly action: 'sacrifice' | 'discard' | 'reveal' | 'tap' | 'returnToHand';
      readonly match: ObjectMatch;
    }
  /**
   * "Their controller chooses and sacrifices one of them. Return the other to its owner's hand." / "Exile one of those
   * creatures and put two +1/+1 counters on the other." / "Destroy one of them at random.": `chooser` picks one object
   * of target group `target` (608.2d; only those still legal, 608.2b), or one is picked at random; `one` is followed
   * with the group's references ({kind: 'target', target}) meaning the picked object, then `other` with them meaning
   * the rest (effects/verbs/one-of-targets.ts).
   */
  | {
      readonly kind: 'oneOfTargets';
      readonly target: number;
      readonly chooser: PlayerRef | 'random';
      readonly one: readonly Effect[];
      readonly other: readonly Effect[];
    }
  /**
   * Tempting offer: "Each opponent may [draw a card and create a 1/1 … token]. For each opponent who does, [you draw a
   * card and you create …]." Each opponent in turn order (101.4) chooses whether to; each who does follows `effects` as
   * its own ("you" being that player, 608.2d), then `forEachWhoDoes` is followed once per such opponent
   * (effects/verbs/opponents-may.ts).
   */
  | {
      readonly kind: 'opponentsMay';
      readonly effects: readonly Effect[];
      readonly text: string;
      readonly forEachWhoDoes: readonly Effect[];
    }
  /**
   * 608.2c / 608.2h: "For each creature destroyed this way, its controller creates a 4/4 red Dragon creature token with
   * flying." / "For each creature card exiled this way, create a 1/1 … token." — `effects` are followed once for each
   * object the previous destroy / exile / mill instruction of this resolution moved (EffectContext.movedThisWay) that matches
   * `filter` as it last existed; `by` 'controller': each time as that object's controller's own instructions ("you"
   * being that player), 'you': the resolving controller's (effects/verbs/for-each-moved.ts).
   */
  | {
      readonly kind: 'forEachMoved';
      readonly filter: Filter;
      readonly by: 'controller' | 'you';
      readonly effects: readonly Effect[];
    }
  /**
   * 608.2d / 101.4: "Each player chooses a creature they control." / "Target opponent chooses a creature they control.":
   * each of those players, in APNAP order, chooses `count` permanents matching `filter` (read with that player as "you":
   * "they control"), as many as they can; the chosen ones are "that creature" / "the rest" is the others for later
   * instructions (ObjectRef chosenThisWay / all exceptChosen; effects/verbs/players-choose-objects.ts).
   * `count: 'fewest'` (Balance): "a number of lands they control equal to the number of lands controlled by the player
   * who controls the fewest"; `inHand`: the players choose among the cards in their hands instead ("discard cards the
   * same way"; `filter` is then unused).
   */
  | {
      readonly kind: 'playersChooseObjects';
      readonly who: PlayerRef;
      readonly filter: Filter;
      readonly count: number | 'fewest';
      readonly inHand?: true;
    }
  /**
   * 406.2 / 101.4: "[Target player | each opponent] exiles a card from their hand / graveyard": each of those players, in
   * APNAP order, chooses `count` cards of their own in that zone (all if fewer); then those cards are exiled
   * (effects/verbs/exile-own-cards.ts).
   */
  | {
      readonly kind: 'exileOwnCards';
      readonly who: PlayerRef;
      readonly from: 'hand' | 'graveyard';
      readonly count: number;
    }
  /** Populate (701.30a): copy a creature token you control. */
  | { readonly kind: 'populate' }
  /** 101.2: "[Player] can't cast [creature] spells this turn." */
  | { readonly kind: 'cantCastThisTurn'; readonly who: PlayerRef; readonly spells?: ObjectMatch }
  /** 305.2: "[You] may play an additional land / up to N additional lands this turn" — the player's land plays this turn rise by `count`. */
  | { readonly kind: 'additionalLandsThisTurn'; readonly who: PlayerRef; readonly count: number }
  /** 701.8a–b (2015 CR): exchange control of two permanents; all or nothing, and nothing if one player controls both. */
  | { readonly kind: 'exchangeControl'; readonly a: ObjectRef; readonly b: ObjectRef }
  /** 701.19 / 401.3: "Shuffle [object] into its owner's library" — it is put there, then that library is shuffled. */
  | { readonly kind: 'shuffleIntoLibrary'; readonly what: ObjectRef }
  | {
      readonly kind: 'changeTargets';
      readonly what: ObjectRef;
      readonly mode: 'change' | 'chooseNew';
      readonly newMust?: 'player';
      /** "change the target of target spell … to ~" (115.7a): the new target is the effect's source, if it is legal. */
      readonly toSelf?: true;
    }
  | { readonly kind: 'spellKeyword'; readonly keyword: 'storm'; readonly copies: number }
  /** 702.78a conspire (one copy), 702.56a replicate (one copy per time its cost was paid): copy the spell; new targets may be chosen. */
  | { readonly kind: 'spellKeyword'; readonly keyword: 'copySelf'; readonly copies: number; readonly rule: string }
  /** 702.85a cascade: exile from the top until a nonland card with lesser mana value (the spell's, fixed as it triggered); cast it free; the rest to the bottom at random. */
  | { readonly kind: 'spellKeyword'; readonly keyword: 'cascade'; readonly manaValue: number }
  /**
   * The owner / controller may cast `card` from exile now (`mana`: for that cost; null: without paying its mana cost);
   * if they don't, it goes to the graveyard ('graveyard', 702.35a madness) or stays ('stay'). `rule` is the permission's rule.
   */
  | {
      readonly kind: 'spellKeyword';
      readonly keyword: 'castCard';
      readonly card: number;
      readonly mana: ManaCostText | null;
      readonly rule: string;
      /** If it isn't cast: into its owner's graveyard, stays where it is, or into its owner's hand (701.57a discover). */
      readonly otherwise: 'graveyard' | 'stay' | 'hand';
      /** 702.62a: a creature spell cast this way gains haste. */ readonly haste?: boolean;
      /** The zone the card is cast from (default exile; 702.94a miracle: the hand; 702.60a ripple: the library). */ readonly zone?:
        'hand' | 'library' | 'graveyard';
      /** The player who may cast it (default its owner): "you may cast target card from an opponent's graveyard". */
      readonly caster?: number;
      /** 614.1a: "If that spell would be put into a graveyard, exile it instead." */
      readonly exileInstead?: boolean;
      /** The caster already chose to cast this card (castFromHand): no yes/no is asked. */
      readonly chosen?: boolean;
      /** "if the spell's mana value is 8 or less": a greater mana value means it can't be cast this way (`otherwise`). */
      readonly maxManaValue?: number;
      /**
       * 707.12 / 702.99a: a copy of the card is created in its zone and cast instead of the card, by the effect's
       * controller ("its controller may cast a copy of the encoded card without paying its mana cost").
       */
      readonly copy?: true;
    }
  /**
   * 702.99a cipher: "If this spell is represented by a card, you may exile this card encoded on a creature you control"
   * — the last step of the spell's resolution (stack/cipher.ts).
   */
  | { readonly kind: 'spellKeyword'; readonly keyword: 'encode' }
  /** 702.85a: the exiled cards still in exile go to the bottom of their owner's library in a random order. */
  | {
      readonly kind: 'spellKeyword';
      readonly keyword: 'bottomRandom';
      readonly cards: readonly number[];
      /** The rule it follows (default 702.85a cascade; 701.57a discover). */
      readonly rule?: string;
    }
  /**
   * 701.57a: "Discover N": exile cards from the top of your library until a nonland card with mana value N or less; cast
   * it without paying its mana cost or put it into your hand; the rest to the bottom in a random order.
   */
  | { readonly kind: 'spellKeyword'; readonly keyword: 'discover'; readonly amount: Amount }
  /** 702.60a ripple N: its controller may reveal the top N cards and cast those named `name` free; the rest to the bottom in any order. */
  | { readonly kind: 'spellKeyword'; readonly keyword: 'ripple'; readonly n: number; readonly name: string }
  /** The `cards` still in their owner's library go to its bottom in the order its controller chooses (702.60a). */
  | {
      readonly kind: 'spellKeyword';
      readonly keyword: 'bottomAnyOrder';
      readonly cards: readonly number[];
      readonly rule: string;
    }
  /** 702.62a: remove a time counter from the suspended `card`; when the last is removed, its cast trigger. */
  | { readonly kind: 'spellKeyword'; readonly keyword: 'suspendTick'; readonly card: number }
  /** 701.44a: "[permanent] explores" (effects/verbs/explore.ts). */
  | { readonly kind: 'explore'; readonly what: ObjectRef }
  /**
   * 701.47a: "amass [subtype] N" — with no Army creature, a 0/0 black [subtype] Army token first; N +1/+1 counters on
   * an Army creature its controller chooses, which becomes a [subtype] too (effects/verbs/amass.ts).
   */
  | { readonly kind: 'amass'; readonly subtype: string; readonly amount: Amount }
  /**
   * 701.50a / 701.50e: "[permanent] connives [N]" — its controller draws N cards, then discards N; a +1/+1 counter on
   * it for each nonland card discarded (effects/verbs/connive.ts).
   */
  | { readonly kind: 'connive'; readonly what: ObjectRef; readonly amount: Amount }
  /** 701.39a: "bolster N" — N +1/+1 counters on a creature with the least toughness among yours (effects/verbs/bolster.ts). */
  | { readonly kind: 'bolster'; readonly amount: Amount }
  /** 701.37a: "Monstrosity N" — of the ability's source (effects/verbs/monstrosity.ts). */
  | { readonly kind: 'monstrosity'; readonly amount: Amount }
  /** 702.171a: "[This permanent / target Mount] becomes saddled until end of turn" (702.171b, effects/verbs/become-saddled.ts). */
  | { readonly kind: 'becomeSaddled'; readonly what: ObjectRef }
  /** 701.15a: "goad target creature" — goaded by this effect's controller until their next turn. */
  | { readonly kind: 'goad'; readonly what: ObjectRef }
  /** 702.110a: exploit's "you may sacrifice a creature" (effects/verbs/exploit.ts). */
  | { readonly kind: 'exploit' }
  /**
   * 702.72a: champion's "sacrifice it unless you exile another [filter] you control" (effects/verbs/champion.ts); the
   * exiled card is linked to the source (607.2a) for its "return the exiled card" ability. `text` names the object.
   */
  | { readonly kind: 'champion'; readonly filter: Filter; readonly text: string }
  /** 701.34a: proliferate (effects/verbs/proliferate.ts). */
  | { readonly kind: 'proliferate' }
  /** 701.3: attach an Aura or Equipment (the source) to an object. */
  | { readonly kind: 'attach'; readonly to: ObjectRef }
  | {
      readonly kind: 'conditional';
      readonly condition: Condition;
      readonly then: readonly Effect[];
      readonly otherwise?: readonly Effect[];
    }
  /** "You may [effect]." The controller (or named player) chooses yes/no as it resolves. */
  | {
      readonly kind: 'optional';
      readonly who: PlayerRef;
      readonly effects: readonly Effect[];
      readonly text: string;
      /** "If you don't, [otherwise]." */ readonly otherwise?: readonly Effect[];
    }
  /**
   * 608.2d: "[object] gains your choice of flying, deathtouch, or lifelink until end of turn": the player chooses one
   * option as the instruction is followed, and that option's effects follow (effects/verbs/choose-one.ts).
   */
  | {
      readonly kind: 'chooseOne';
      readonly who: PlayerRef;
      readonly options: readonly { readonly text: string; readonly effects: readonly Effect[] }[];
    }
  /**
   * 702.34a / 611.2a: "[A card in your graveyard] gains flashback until end of turn. The flashback cost is equal to its
   * mana cost." — until the turn ends, its owner may cast it from that graveyard for its mana cost, and it is exiled as
   * it leaves the stack (effects/verbs/grant-flashback.ts).
   */
  | { readonly kind: 'grantFlashback'; readonly what: ObjectRef }
  /** 701.24: "Planeswalk" (Planechase, 901.11): the instructed player planeswalks if they're a planar controller. */
  | { readonly kind: 'planeswalk' }
  /** 701.26 (seed numbering): "Abandon this scheme" — a face-up ongoing scheme is turned face down onto the bottom of its owner's scheme deck. */
  | { readonly kind: 'abandon' }
  /** 610.3: "Exile [object] until ~ leaves the battlefield." */
  | { readonly kind: 'exileUntilLeaves'; readonly what: ObjectRef }
  /** 705.1: "Flip a coin. If you win the flip, [won]. If you lose the flip, [lost]." The controller flips and calls. */
  | { readonly kind: 'flipCoin'; readonly won: readonly Effect[]; readonly lost: readonly Effect[] }
  /**
   * 401.2 / 101.1: "Look at the top N cards of [player's] library. Put one of them into your hand
   * and the rest on the bottom of your library in any order." The controller looks; each pick in
   * order takes cards from among the looked-at ones; the rest go to `rest`: "in any order" is
   * the controller's order, 'owner' is 401.4 (the text names no order: the cards' owner arranges
   * them), or a random order.
   */
  | {
      readonly kind: 'lookAtTop';
      readonly library: PlayerRef;
      readonly count: Amount;
      readonly picks: readonly LookPick[];
      /** `stay`: the rest stay where they are (revealed cards aren't moved, 701.20a: "Then shuffle" follows). */
      readonly rest: 'top' | 'bottom' | 'graveyard' | 'exile' | 'hand' | 'stay';
      readonly restOrder: 'any' | 'random' | 'owner';
      /** "Reveal the top N cards" (701.20a): every player sees them. */ readonly reveal?: boolean;
      /**
       * 701.20a: "Reveal cards from the top of [a] library until [you reveal] N [filter] cards": the cards revealed are
       * the top cards down to the Nth that matches, or the whole library when fewer match (`count` is then unused).
       */
      readonly until?: { readonly filter: Filter; readonly count: Amount };
      /** "If you don't put it into your hand, you may put it on the bottom of your library": the rest goes there only if the player chooses (else it stays on top). */
      readonly restOptional?: true;
    };

/**
 * 106.6: "Spend this mana only to cast [spells] / activate abilities of [permanents] / pay a cost that contains {C}"
 * — what restricted mana may be spent on. Any one of the present alternatives suffices.
 */
export interface SpendRestriction {
  /** "to cast [a creature spell | Dragon spells | a colorless spell | …]": spells matching this. */
  readonly cast?: ObjectMatch;
  /** "to activate abilities of [artifacts | Elementals | …]": abilities (mana abilities too) of sources matching this. */
  readonly activate?: ObjectMatch;
  /** "pay a cost that contains {C}" / "only on costs that contain {X}". */
  readonly costContains?: 'C' | 'X';
  /** "This mana can't be spent to cast a nonartifact spell.": any payment except casting a spell matching this. */
  readonly notCast?: ObjectMatch;
}

/** One "put N of them …" instruction of a lookAtTop effect. */
export interface LookPick {
  /** How many: exactly N (as many as there are), up to N, any number, or all matching cards (no choice). */
  readonly n: number | 'any' | 'all';
  readonly upTo: boolean;
  /** Only cards matching this may be picked ("a creature card from among them"). */
  readonly filter?: Filter;
  /** "You may reveal … and put it into your hand" (701.20a). */
  readonly reveal: boolean;
  readonly to: 'hand' | 'battlefield' | 'graveyard' | 'exile';
  /** "Put that card onto the battlefield tapped" (110.5b). */
  readonly tapped?: boolean;
  /** 614.1c: "onto the battlefield with three +1/+1 counters on it". */
  readonly counters?: Readonly<Record<string, number>>;
  /** "Exile one of them face down" (406.3): the looking player may go on looking at it while it remains exiled. */
  readonly faceDown?: true;
}

// ---------------------------------------------------------------------------
// Triggers (603)
// ---------------------------------------------------------------------------

export type TriggerSpec =
  /** 603.8: a state trigger ("When you control no creatures, …"): triggers whenever the condition is true, once until it resolves. */
  | { readonly kind: 'state'; readonly condition: Condition }
  /**
   * "When ~ enters" (603.6a) or "Whenever a [filter] enters". `oneOrMore` (603.2c): "Whenever one or more [filter]
   * enter" — once for the objects one event puts onto the battlefield (triggers/batches.ts), "that many" of them.
   */
  | {
      readonly kind: 'entersBattlefield';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
      readonly oneOrMore?: boolean;
    }
  /** Leaves-the-battlefield, looking back in time (603.10a). "dies" = to a graveyard. */
  | {
      readonly kind: 'leavesBattlefield';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
      readonly toGraveyard: boolean;
      /** With `toGraveyard`: "… dies or is put into exile" (to a graveyard or to exile). */
      readonly orExile?: boolean;
      /** "… leaves the battlefield without dying" (700.4): to any zone but a graveyard. */
      readonly withoutDying?: boolean;
      /** "Whenever a creature dealt damage by ~ this turn dies": only objects this one dealt damage to this turn. */
      readonly damagedBySelf?: boolean;
      /**
       * 701.21a: "Whenever [you / a player / an opponent] sacrifice[s] a …": only a permanent sacrificed, by a player of
       * this relation (only a permanent's controller can sacrifice it, so its last controller).
       */
      readonly sacrificedBy?: PlayerRelation;
    }
  /** With `withOthers`: "Whenever ~ and at least N other creatures attack" (N others declared as attackers with it). */
  | {
      readonly kind: 'attacks';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
      readonly withOthers?: number;
      /** 508.1b: "attacks you" / "attacks you or a planeswalker you control": what it attacks (not a battle). */
      readonly attacking?: 'you' | 'youOrYourPlaneswalker';
      /** 702.171b: "Whenever ~ attacks while saddled": the attacker is saddled as it attacks (not checked again). */
      readonly whileSaddled?: boolean;
    }
  | { readonly kind: 'blocks'; readonly what: ObjectRef }
  /** 702.83a (exalted): "Whenever a creature you control attacks alone". */
  | { readonly kind: 'attacksAlone'; readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter } }
  /**
   * 603.2c: "Whenever one or more [creatures] attack [you]": triggers once for the declaration of attackers (508.1)
   * if at least one declared attacker matches (`attackingYou`: attacks the ability's controller); `atLeast`: "Whenever
   * you attack with three or more creatures" — at least that many declared attackers match.
   */
  | {
      readonly kind: 'oneOrMoreAttack';
      readonly filter: Filter;
      readonly attackingYou?: boolean;
      readonly atLeast?: number;
    }
  /** 509.3c: "Whenever ~ becomes blocked"; with `by`, once per blocking creature that matches (509.3d, e.g. flanking). */
  | {
      readonly kind: 'becomesBlocked';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
      readonly by?: Filter;
    }
  /**
   * 701.9: "Whenever [a player] discards a card" ("that player" is the one who discarded). `oneOrMore` (603.2c): "Whenever
   * you discard one or more [nonland] cards" — once for the cards one event discards (`filter`: at least one matches);
   * "that many" is how many matching cards it discarded.
   */
  | {
      readonly kind: 'discards';
      readonly who: PlayerRelation;
      readonly oneOrMore?: boolean;
      readonly filter?: Filter;
      /** "Whenever a spell or ability an opponent controls causes you to discard a card" (the discard's `by`, 701.9). */
      readonly byOpponent?: boolean;
    }
  /**
   * 701.9 / 603.6c: "When a spell or ability an opponent controls causes you to discard ~" — the card's own ability,
   * triggering from wherever the discard put it (triggers/detect.ts).
   */
  | { readonly kind: 'discardedSelf' }
  /**
   * 603.2c / 603.10a: "Whenever one or more [creature] cards leave your graveyard [during your turn]": once for the
   * cards one event moves out of the ability controller's graveyard, if at least one matches `filter` as it was there.
   */
  | { readonly kind: 'leavesGraveyard'; readonly filter?: Filter; readonly duringYourTurn?: boolean }
  /** 601.2i / 603.2: "When you cast ~" — triggers from the spell itself as it becomes cast (it is on the stack). */
  | { readonly kind: 'castSelf' }
  | {
      readonly kind: 'dealsCombatDamageToPlayer';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
      /**
       * 603.2c / 510.2: "Whenever one or more [creatures] deal combat damage to a player": triggers once for each
       * player dealt combat damage by at least one matching source in one combat damage step; "that much" is the
       * total those sources dealt that player.
       */
      readonly oneOrMore?: boolean;
    }
  /** 702.37 / 708.8: "When ~ is turned face up", "Whenever a permanent you control is turned face up". */
  | { readonly kind: 'turnedFaceUp'; readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter } }
  /** 702.140d: "Whenever this creature mutates" — a mutating creature spell merged with it. */
  | { readonly kind: 'mutates'; readonly what: ObjectRef }
  /**
   * 701.28e: "When ~ transforms into [this face's name]" — the permanent transformed, had another name just before
   * and has this face's name just after (the ability is on the face it transformed into).
   */
  | { readonly kind: 'transformsInto'; readonly what: ObjectRef }
  /** 726.2: "Whenever day becomes night or night becomes day" (not as it first becomes day or night). */
  | { readonly kind: 'dayNightChanges' }
  /** 700.13: "Whenever you commit a crime [during your turn]" (triggers/crime.ts). */
  | { readonly kind: 'commitCrime'; readonly duringYourTurn?: boolean }
  /**
   * 701.54a: "Whenever the Ring tempts you"; `chose`: 'any' — "Whenever you choose a creature as your Ring-bearer"
   * (a creature was chosen, even the same one again); 'other' — "…, if you chose a creature other than ~ as your
   * Ring-bearer" (a past choice, so the same as the trigger resolves, 603.4).
   */
  | { readonly kind: 'ringTempts'; readonly chose?: 'any' | 'other' }
  /** 309.7: "Whenever you complete a dungeon". */
  | { readonly kind: 'completesDungeon' }
  /** 701.49: "Whenever you venture into the dungeon". */
  | { readonly kind: 'ventures' }
  /** 722.3: "Whenever [an opponent / a player] becomes the monarch". */
  | { readonly kind: 'becomesMonarch'; readonly who: 'you' | 'opponent' | 'any' }
  /** 701.37a: "When ~ becomes monstrous". */
  | { readonly kind: 'becomesMonstrous'; readonly what: ObjectRef }
  /** 702.110b: "When ~ exploits a creature". */
  | { readonly kind: 'exploits'; readonly what: ObjectRef }
  /** 701.43a: "When you do" (after "you may exert ~ as it attacks") / "Whenever you exert a creature". */
  | { readonly kind: 'exerts'; readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter } }
  /**
   * 120: "Whenever ~ deals [combat] damage [to a player | to a creature]". "That player/creature" is what was dealt
   * damage. `sourceYouControl`: "Whenever a source you control [other than ~] deals damage …" — any object (permanent,
   * spell, card) its controller controls as it deals the damage (120.1, 609.7; 608.2h: as it last existed if it has
   * left its zone; 108.4a: a card with no controller is its owner's).
   */
  | {
      readonly kind: 'dealsDamage';
      readonly what:
        | ObjectRef
        | { readonly kind: 'filter'; readonly filter: Filter }
        | { readonly kind: 'sourceYouControl'; readonly other?: boolean };
      /** `playerOrPlaneswalker`: "to a player or planeswalker" (a player, or a planeswalker permanent, 306.8). */
      readonly to: 'player' | 'creature' | 'playerOrPlaneswalker' | 'any';
      /** "deals damage to a Dinosaur / a Goblin or Orc": the damaged permanent matches this. */
      readonly recipient?: Filter;
      readonly combatOnly?: boolean;
      /** "deals noncombat damage" (120.2b: damage dealt other than in the combat damage step). */
      readonly noncombatOnly?: boolean;
      /** "deals 5 or more damage": at least this much in the one damage event. */
      readonly atLeast?: number;
      /** "… during your turn": only while the ability's controller is the active player. */
      readonly duringYourTurn?: boolean;
      /** "to an opponent" / "to you": the damaged player's relation to the ability's controller. */
      readonly toPlayer?: PlayerRelation;
    }
  /** 120 / 603.2: "Whenever ~ is dealt [combat] damage". "That much" is the damage dealt. */
  | {
      readonly kind: 'isDealtDamage';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
      readonly combatOnly?: boolean;
    }
  /**
   * 122.6: "Whenever one or more [+1/+1] counters are put on ~ / [a creature you control]" (once per kind put by one
   * event; `counter` absent: any kind); `firstThisTurn`: "for the first time each turn" (no counter of that kind, or
   * none at all, was put on it earlier this turn). "That many" is the number put.
   */
  | {
      readonly kind: 'countersPut';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
      readonly counter?: string;
      readonly firstThisTurn?: boolean;
      /** 122.6: "Whenever you put one or more … counters on …": only counters this ability's controller put. */
      readonly byYou?: boolean;
    }
  /** 701.26: "Whenever ~ becomes tapped" (`untapped`: "becomes untapped"). Entering tapped is not becoming tapped. */
  | {
      readonly kind: 'becomesTapped';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
      readonly untapped?: boolean;
    }
  /** 106.12a: "Whenever [a land] is tapped for mana" — a mana ability with {T} in its cost was activated (mana/triggered.ts). */
  | { readonly kind: 'tappedForMana'; readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter } }
  /** 509.3f: "Whenever ~ attacks and isn't blocked": no creature was declared as a blocker for it. */
  | {
      readonly kind: 'attacksUnblocked';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
    }
  /** 509.3b: "Whenever ~ blocks a creature [matching `attacker`]": once for each attacking creature it blocks ("that creature"). */
  | { readonly kind: 'blocksCreature'; readonly what: ObjectRef; readonly attacker?: Filter }
  /**
   * 115 / 603.2: "Whenever ~ becomes the target of a spell or ability [an opponent controls]". "That player" is
   * the controller of the spell or ability; "it" is the targeted object.
   */
  | {
      readonly kind: 'becomesTarget';
      readonly what: ObjectRef | { readonly kind: 'filter'; readonly filter: Filter };
      readonly by?: PlayerRelation;
      readonly spellsOnly?: boolean;
      /**
       * "Whenever ~ becomes the target of a spell or ability you control for the first time each turn" (valiant): only
       * the first time this turn it became the target of a spell or ability of that player (GameObject.targetedByThisTurn).
       */
      readonly firstThisTurn?: boolean;
    }
  /** 702.29c–d: "When you cycle ~" (the card itself, from the graveyard it was discarded to) / "Whenever [a player] cycles a card". */
  | { readonly kind: 'cycled'; readonly self: boolean; readonly who: PlayerRelation }
  /** 702.177a / 602.2: "Whenever you activate an exhaust ability" (stack/activate.ts). */
  | { readonly kind: 'activatesExhaust' }
  /** 305.1: "Whenever [you / a player / an opponent] play(s) a land" — played, not put onto the battlefield. */
  | { readonly kind: 'playsLand'; readonly who: PlayerRelation }
  /**
   * 602.2b: "Whenever you activate an ability [of `source`] that isn't a mana ability" / "… a loyalty ability of …"
   * (`loyalty`, 606.3); `source` read on the source as the ability was activated (its last known information if a cost
   * moved it), `enchanted`: "… of enchanted planeswalker". Never a mana ability (605.1a): those make no event.
   */
  | {
      readonly kind: 'activatesAbility';
      readonly source?: Filter;
      readonly enchanted?: true;
      readonly loyalty?: true;
    }
  /**
   * 709.5h: "When you unlock this door" — `door` is the half of the split permanent printing it (its index in
   * CardDefinition.halves; the compiler sets it as it joins a Room's halves).
   */
  | { readonly kind: 'unlocksDoor'; readonly door: number }
  /** 709.5i: "Whenever you fully unlock a Room" (unlocking a door of it leaves it with no locked door). */
  | { readonly kind: 'fullyUnlocksRoom' }
  /** 700.14: "Whenever you expend N" — as you spend your Nth total mana to cast spells during a turn. */
  | { readonly kind: 'expends'; readonly amount: number }
  /** 701.22 / 701.25: "Whenever you scry", "Whenever you surveil", "Whenever you scry or surveil". */
  | { readonly kind: 'scriesOrSurveils'; readonly who: PlayerRelation; readonly which: 'scry' | 'surveil' | 'either' }
  /** With `targetsSelf`: "Whenever you cast a spell that targets ~" (601.2c: the targets chosen as it was cast). */
  | {
      readonly kind: 'castSpell';
      readonly who: PlayerRelation;
      readonly filter?: Filter;
      readonly targetsSelf?: boolean;
      /** "[their] second spell each turn": only the caster's Nth spell cast this turn (Player.spellsCastThisTurn). */
      readonly nth?: number;
      /** "Whenever you cast or copy …": also when a copy of such a spell is put on the stack (707.10). */
      readonly orCopy?: boolean;
      /** "… a spell from anywhere other than your / their hand" (601.2a): not cast from its caster's own hand. */
      readonly notFromHand?: boolean;
      /**
       * "… during your turn" / "… during an opponent's turn" (500.1): only while the ability's controller is / an
       * opponent of theirs is an active player.
       */
      readonly duringTurn?: 'you' | 'opponent';
    }
  /** `enchantedController`: "at the beginning of the upkeep of enchanted creature's controller" (the step of that player's turn). */
  | {
      readonly kind: 'beginningOfStep';
      readonly step: StepName;
      readonly whose: PlayerRelation | 'each' | 'enchantedController';
    }
  | { readonly kind: 'gainLife'; readonly who: PlayerRelation }
  /** `nth`: "[your] second card each turn" — only the player's Nth card drawn this turn (Player.drawsThisTurn). */
  | { readonly kind: 'drawCard'; readonly who: PlayerRelation; readonly nth?: number }
  /** 311.7: "Whenever you roll {CHAOS}" — a chaos ability of a plane (901.9b). */
  | { readonly kind: 'rollChaos' }
  /** 901.11 / 701.24: "When you planeswalk to ~" and "When you planeswalk away from ~". */
  | { readonly kind: 'planeswalkTo' }
  | { readonly kind: 'planeswalkFrom' }
  /** 312.5: "When you encounter ~": when this phenomenon is turned face up. */
  | { readonly kind: 'encounter' }
  /** 904.9 / 701.25: "When you set this scheme in motion". */
  | { readonly kind: 'setInMotion' };

// ---------------------------------------------------------------------------
// Static effects (604, 611–613)
// ---------------------------------------------------------------------------

/** A value for a set or characteristic-defining P/T (613.4a–b). */
export type PTValue =
  | { readonly kind: 'fixed'; readonly n: number }
  /** "equal to the number of cards in your hand / graveyard" (+ plus). */
  | {
      readonly kind: 'cardsIn';
      readonly zone: 'hand' | 'graveyard' | 'library';
      readonly whose: PlayerRelation;
      readonly filter?: Filter;
      readonly plus?: number;
    }
  /** Opalescence: "base power and toughness each equal to its mana value". */
  | { readonly kind: 'manaValue' }
  /** Domain (207.2c, 305.6): the basic land types among lands the controller controls, as the layer applies. */
  | { readonly kind: 'basicLandTypes' }
  /** 205.2a: the card types among cards in the controller's graveyard / all graveyards, as the layer applies (+ plus). */
  | { readonly kind: 'graveyardCardTypes'; readonly whose: 'you' | 'any'; readonly plus?: number }
  /** 122.1: "the number of charge counters on ~": the source's counters of that kind, as the layer applies. */
  | { readonly kind: 'countersOnSource'; readonly counter: string }
  /** "equal to the number of [filter]" (+ plus). */
  | {
      readonly kind: 'count';
      readonly filter: Filter;
      readonly plus?: number;
      /** Coat of Arms: count only objects other than the affected one that share a creature type with it. */
      readonly sharesCreatureTypeWithIt?: boolean;
    }
  /**
   * "equal to the greatest mana value among [filter]" (202.3): the highest mana value among the permanents matching
   * `filter` as the layer applies (0 with none).
   */
  | { readonly kind: 'greatestManaValue'; readonly filter: Filter };

/**
 * One modification of a continuous effect, tagged by the layer it applies in (613.1).
 * A single effect may have parts in several layers (613.6).
 */
export type LayerMod =
  /** Layer 2: the source's controller controls the affected objects. */
  | { readonly kind: 'setController' }
  /** Layer 4: "is a [type/subtype] in addition to its other types". */
  | {
      readonly kind: 'addTypes';
      readonly types?: readonly CardType[];
      /** "is legendary" (205.4): supertypes added. */
      readonly supertypes?: readonly Supertype[];
      readonly subtypes?: readonly string[];
      /** 607.2: also the creature type the source chose as it entered (614.12). */ readonly chosen?: 'creatureType';
    }
  /**
   * Layer 4 (205.1a): "is a green Elk creature" — its card types and subtypes become these (it loses all other card types
   * and creature types); its supertypes stay. Without `types` ("is a Treefolk"), only its creature types are replaced.
   */
  | { readonly kind: 'setTypes'; readonly types?: readonly CardType[]; readonly subtypes: readonly string[] }
  /** Layer 4 (613.1d): "~ isn't a creature" — the object loses these card types. */
  | { readonly kind: 'removeTypes'; readonly types: readonly CardType[] }
  /** Layer 4 + 305.7: "[lands] are [basic land type]": old land types and rules-text abilities are lost. */
  /** 305.7; `chosen`: also the basic land type this resolution chose (608.2d, effects/choose.ts). */
  | { readonly kind: 'setLandSubtypes'; readonly subtypes: readonly string[]; readonly chosen?: 'basicLandType' }
  /** Layer 5. */
  | {
      readonly kind: 'setColors';
      readonly colors: readonly Color[];
      /** 903.4b: "~ is the chosen color" — the colour chosen before the game for this commander (none: no change). */
      readonly chosen?: 'commanderColor';
    }
  | { readonly kind: 'addColors'; readonly colors: readonly Color[] }
  /** Layer 6. */
  | { readonly kind: 'addAbilities'; readonly abilities: readonly AbilityNode[] }
  | { readonly kind: 'loseAllAbilities' }
  /** Layer 6: "loses flying" — these keyword abilities are removed (613.1f; every instance of each, 702.1). */
  | { readonly kind: 'loseKeywords'; readonly keywords: readonly SimpleKeyword[] }
  /** Layer 7a: characteristic-defining abilities (604.3); null: that value is printed ("~'s power is equal to …", 208.2a). */
  | { readonly kind: 'cdaPT'; readonly power: PTValue | null; readonly toughness: PTValue | null }
  /** Layer 7b: set base power and/or toughness. */
  | { readonly kind: 'setPT'; readonly power: PTValue | null; readonly toughness: PTValue | null }
  /** Layer 7c: modify. */
  | { readonly kind: 'modifyPT'; readonly power: number; readonly toughness: number }
  /** Layer 7c: "+N/+M for each [count]" — the count is taken as the layer applies (613.4c). */
  | {
      readonly kind: 'modifyPTBy';
      readonly per: { readonly power: number; readonly toughness: number };
      readonly count: PTValue;
    }
  /** Layer 7d: switch power and toughness. */
  | { readonly kind: 'switchPT' };

/** What a damage replacement or prevention effect does to the amount (614.1a, 615.1a). */
export type DamageMode =
  | { readonly kind: 'prevent'; readonly amount: number | 'all' }
  | { readonly kind: 'double' }
  | { readonly kind: 'plus'; readonly n: number };

/**
 * 601.3: "Cast [this spell] only …" — when the card may be cast. Every present field must hold.
 * "During combat" etc. refer to the turn whose stack the caster has priority for.
 */
export interface CastRestriction {
  /** "during your turn" / "during an opponent's turn". */
  readonly whoseTurn?: 'you' | 'opponent';
  /** "during the declare attackers step", "during your upkeep", "during an opponent's upkeep". */
  readonly step?: StepName;
  /** 506.1: "during combat". */
  readonly duringCombat?: boolean;
  /** "before blockers are declared" (any step of the turn up to and including the declare attackers step). */
  readonly beforeBlockers?: boolean;
  /** "after blockers are declared" (the declare blockers step or later in combat). */
  readonly afterBlockers?: boolean;
  /** "before attackers are declared". */
  readonly beforeAttackers?: boolean;
  /** "before the combat damage step" (of this turn: up to and including the declare blockers step). */
  readonly beforeCombatDamage?: boolean;
  /** "only if you've been attacked this step" (508.1: a creature was declared attacking the caster). */
  readonly attackedThisStep?: boolean;
  readonly condition?: Condition;
}

export type StaticEffect =
  | MultiplayerStatic
  /**
   * 903.3a: "~ can be your commander" — a rule for choosing a commander, read from the card's text by the Commander
   * variant (casual/commander.ts) and deck checking; it does nothing during a game.
   */
  | { readonly kind: 'canBeCommander' }
  /**
   * 100.2a: "A deck can have any number of / up to N cards named ~" — a deck-construction rule read from the card's
   * text by deck checking (tournament deckcheck.ts); it does nothing during a game.
   */
  | { readonly kind: 'deckLimit'; readonly limit: number | 'any' }
  /** 726.2: "If it's neither day nor night, it becomes day as ~ enters" (events/day-night.ts). */
  | { readonly kind: 'dayAsEnters' }
  | DieReplacementStatic
  | RedirectAllStatic
  /**
   * 614.1a / 701.9: "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield
   * [with N +1/+1 counters on it] instead of putting it into your graveyard." — functions in the hand
   * (events/discard-replacement.ts).
   */
  | { readonly kind: 'discardedToBattlefield'; readonly counters?: Readonly<Record<string, number>> }
  /**
   * 401.5: "You may look at the top card of your library any time." — the controller's view shows their library's top
   * card; `revealed`: "Play with the top card of your library revealed." — every player's view does (view/view.ts).
   */
  | { readonly kind: 'libraryTopVisible'; readonly revealed?: true }
  /**
   * 601.3 / 305.1: the controller's permission to play cards from a zone other than the hand: "You may play lands [and
   * cast [spells]] from the top of your library" (`zone` 'libraryTop': its top card only), "Once during each of your
   * turns, you may cast [a spell] from your graveyard" (`oncePerTurn` 'yours': during the controller's turns, one spell a
   * turn), "Once each turn, you may cast …" ('each': one spell each turn), "During your turn, you may play cards from
   * your graveyard" (`yourTurn`). `spells` absent: no spell may be cast this way (stack/static-play-permissions.ts).
   */
  | {
      readonly kind: 'playFromZone';
      readonly zone: 'libraryTop' | 'graveyard';
      readonly lands?: true;
      readonly spells?: ObjectMatch;
      readonly oncePerTurn?: 'yours' | 'each';
      readonly yourTurn?: true;
    }
  /** 601.3: "Cast [this spell] only …" — functions while the card is being cast (checked as casting begins). */
  | { readonly kind: 'castRestriction'; readonly restriction: CastRestriction }
  /** 702.8a / 601.3: "You may cast ~ as though it had flash [if you pay `extra` more to cast it]" (with the static's condition). */
  | { readonly kind: 'castAsThoughFlash'; readonly extra?: string }
  /**
   * 601.3 / 702.8a: "You may cast [spells] as though they had flash" / "Any player may cast …": the players `caster`
   * names (relative to the static's controller) may cast spells matching `spells` any time they could cast an instant
   * (stack/flash-permission.ts).
   */
  | { readonly kind: 'castSpellsAsThoughFlash'; readonly spells: ObjectMatch; readonly caster: PlayerRelation }
  /**
   * 601.3 / 113.6: "You may cast ~ from your graveyard [or from exile] [by `additional` in addition to paying its other
   * costs | by paying `instead` rather than paying its mana cost | using its `keyword` ability]" — the card's own
   * permission to be cast by its owner from those zones, with the static's condition (stack/zone-cast-permission.ts).
   */
  | {
      readonly kind: 'castFromZone';
      readonly zones: readonly ('graveyard' | 'exile')[];
      readonly additional?: readonly CostPart[];
      readonly instead?: CostSpec;
      readonly keyword?: 'mutate' | 'blitz';
    }
  /**
   * 601.2f: "[Spells matching `spells`] [you / your opponents / players] cast cost {N} more / {N} less to cast
   * [for each …]." `caster` is relative to the static's controller; `less` reduces only the generic part, `forEach`
   * times (an amount of the static's source, read as the total cost is determined). `ifTargets`: "… that target ~ /
   * that target a Merfolk you control …" — one of the targets chosen at 601.2c is the static's source (`self`) or an
   * object matching `filter` (read from the static's controller's side).
   */
  | {
      readonly kind: 'spellCost';
      readonly spells: ObjectMatch;
      readonly caster: PlayerRelation;
      readonly more?: ManaCostText;
      readonly less?: number;
      readonly forEach?: Amount;
      readonly ifTargets?: { readonly self?: true; readonly filter?: Filter };
    }
  /** 118.9: "[If …,] you may [cost] rather than pay this spell's mana cost." Chosen as the spell is cast (601.2b). */
  | { readonly kind: 'alternativeCost'; readonly cost: CostSpec; readonly condition?: Condition }
  /**
   * 601.2f: "This spell costs {N} less to cast [if … | for each …]" (functions on the stack, 113.6a). `ifTargets`:
   * "… if it targets a [filter]" — the reduction applies when one of the targets chosen at 601.2c matches.
   */
  | {
      readonly kind: 'selfCost';
      readonly less: number;
      readonly condition?: Condition;
      readonly forEach?: Amount;
      readonly ifTargets?: Filter;
    }
  /**
   * 601.2f: "This spell costs {N} more to cast for each target [beyond the first]" (strive, 207.2c): the increase is
   * counted from the targets chosen at 601.2c, before the total cost is determined.
   */
  | { readonly kind: 'selfCostPerTarget'; readonly more: ManaCostText; readonly beyondFirst: boolean }
  /** 614.1b / 614.10: "Skip your [step]" — the step doesn't happen in its controller's turns. */
  | { readonly kind: 'skipStep'; readonly step: 'upkeep' | 'draw' }
  /**
   * 707.9 / 614.1c: "You may have this [permanent] enter [tapped] as a copy of any [filter] on the battlefield [, except
   * …]" — `except`: 707.9b exceptions, part of the copy's copiable values; `tapped`: it enters tapped (614.1c).
   */
  | {
      readonly kind: 'entersAsCopy';
      readonly filter: Filter;
      readonly optional: boolean;
      readonly except?: CopyExceptions;
      readonly tapped?: boolean;
    }
  /**
   * 614.1a / 615.1a: "If a source would deal damage to [you | a permanent or player | …],
   * [prevent N of that damage | it deals double that damage instead | …]".
   */
  | {
      readonly kind: 'replaceDamage';
      /** 'self': the permanent with the ability ("to ~"); 'enchanted' / 'equipped': the permanent it is attached to; a player Filter: players. */
      readonly to: 'you' | 'any' | 'self' | 'enchanted' | 'equipped' | Filter;
      /** Only damage dealt by this object ("dealt by ~", "dealt by enchanted creature"). */
      readonly by?: 'self' | 'enchanted' | 'equipped';
      readonly mode: DamageMode;
      readonly combatOnly?: boolean;
      /** Only damage dealt by sources matching this ("… dealt by creatures"). */ readonly from?: Filter;
    }
  /** A general continuous effect with parts in one or more layers (613). */
  | { readonly kind: 'layered'; readonly affected: ObjectRef; readonly mods: readonly LayerMod[] }
  /** Layer 7c: "+N/+M". */
  | { readonly kind: 'modifyPT'; readonly affected: ObjectRef; readonly power: number; readonly toughness: number }
  /** Layer 6: "has [keywords]". */
  | { readonly kind: 'grantKeywords'; readonly affected: ObjectRef; readonly keywords: readonly SimpleKeyword[] }
  /** 508.1c / 509.1b restrictions. */
  | { readonly kind: 'cantAttack'; readonly affected: ObjectRef }
  | { readonly kind: 'cantBlock'; readonly affected: ObjectRef }
  | { readonly kind: 'cantAttackOrBlock'; readonly affected: ObjectRef }
  /** 508.1d requirement: "attacks each combat if able". */
  | { readonly kind: 'mustAttack'; readonly affected: ObjectRef }
  /** 508.1d requirement: "[affected] attacks [player] this turn if able" (702.141a encore; combat/attack.ts). */
  | { readonly kind: 'mustAttackPlayer'; readonly affected: ObjectRef; readonly player: number }
  /** 701.15a: "Enchanted creature … is goaded": goaded by this permanent's controller for as long as it's attached. */
  | { readonly kind: 'goaded'; readonly affected: ObjectRef }
  /** 702.3b: "[affected] can attack [this turn] as though it didn't have defender." */
  | { readonly kind: 'attackAsThoughNoDefender'; readonly affected: ObjectRef }
  /** 509.1c requirement: "All creatures [matching `blockers`] able to block [affected] do so" (combat/requirements.ts). */
  | { readonly kind: 'lure'; readonly affected: ObjectRef; readonly blockers?: Filter }
  /** 509.1c requirement: "[affected] must be blocked [this turn] if able." */
  | { readonly kind: 'mustBeBlocked'; readonly affected: ObjectRef }
  /**
   * 509.1c requirement: "[affected] blocks [each combat | this turn] if able"; with `attacker` 'source', "… blocks ~ this
   * turn if able", where ~ is the source of the resolved effect that granted it (grantStatic only).
   */
  | { readonly kind: 'mustBlock'; readonly affected: ObjectRef; readonly attacker?: 'source' }
  /**
   * 615.12: "Damage that would be dealt by ~ can't be prevented" (on a permanent: damage its object deals); granted with
   * no object by "Damage can't be prevented this turn" (effects/prevention.ts).
   */
  | { readonly kind: 'damageCantBePrevented' }
  /** 614.1a / 614.11: "If you would gain life, you gain twice that much life instead" / "If you would draw a card, draw two cards instead." */
  /**
   * `exceptFirstInDrawStep`: "If you would draw a card except the first one you draw in each of your draw steps, draw two
   * cards instead" (504.1; Player.drawsThisDrawStep).
   */
  | { readonly kind: 'doubleEvent'; readonly event: 'lifeGain' | 'draw'; readonly exceptFirstInDrawStep?: true }
  /**
   * 614.1a / 614.6: "If [you | an opponent | a player] would draw a card [except the first one they draw in each of their
   * draw steps], [instead] [effects] [instead]." The draw doesn't happen; the static's controller follows `effects` in
   * its place, before the next card is drawn (121.2), with "that player" the player who would have drawn
   * (events/draw-replacement.ts).
   */
  /**
   * 614.1a / 614.12: "If ~ would enter, sacrifice [count] [what] instead. If you do, put ~ onto the battlefield. If you
   * don't, put it into its owner's graveyard." (events/sacrifice-to-enter.ts)
   */
  | { readonly kind: 'enterBySacrificing'; readonly what: ObjectMatch; readonly count: number }
  | {
      readonly kind: 'drawInstead';
      readonly whose: 'you' | 'opponent' | 'any';
      readonly exceptFirstInDrawStep?: true;
      readonly effects: readonly Effect[];
      /**
       * "you may [effects] instead" (614.1a, 616.1): the drawing player (its controller) decides as it applies; if they
       * don't, they draw the card, and this effect doesn't apply to that draw again (614.5).
       */
      readonly optional?: true;
    }
  /** 614.1a: "If you would gain life, you gain that much life plus N instead." (events/static-replacements.ts) */
  | { readonly kind: 'lifeGainPlus'; readonly n: number }
  /**
   * 614.1a: "If a player / an opponent would gain life, that player gains no life instead" (`instead` none) / "…, that
   * player loses that much life instead" (loseLife) — on other players' life gain too (events/static-replacements.ts).
   */
  | { readonly kind: 'lifeGainInstead'; readonly whose: 'any' | 'opponent'; readonly instead: 'none' | 'loseLife' }
  /**
   * 614.1a: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead"
   * (`what` 'self'), or "If a [matching] card [or token] / a permanent would be put into [whose] graveyard [from
   * anywhere], exile it instead" (events/graveyard-replacement.ts).
   */
  | {
      readonly kind: 'graveyardReplacement';
      readonly what: 'self' | 'other';
      readonly match?: ObjectMatch;
      readonly whose?: 'you' | 'opponent';
      readonly tokens?: boolean;
      readonly permanentsOnly?: boolean;
    }
  /** 510.1a: "[affected] assigns no combat damage this turn" (grantStatic; it neither assigns nor deals combat damage). */
  | { readonly kind: 'assignsNoCombatDamage'; readonly affected: ObjectRef }
  /** 509.1b: "[affected] can't block ~ this turn", ~ being the source of the resolved effect that granted it (grantStatic only). */
  | { readonly kind: 'cantBlockSource'; readonly affected: ObjectRef }
  /** 614.1c: "[This] enters tapped." */
  | { readonly kind: 'entersTapped' }
  /** 614.12 / 614.1c: "As ~ enters, choose …" / "As ~ enters, you may pay 2 life. If you don't, it enters tapped." */
  | { readonly kind: 'asEnters'; readonly choice: EntryChoice }
  /**
   * 103.1 (Power Play): "You are the starting player. If multiple players would be the starting player, one of those
   * players is chosen at random." — read from the command zone as the starting player is chosen (casual/conspiracy.ts).
   */
  | { readonly kind: 'startingPlayer' }
  /** 402.2: "You have no maximum hand size." / "Players have no maximum hand size." (`players`: relative to the controller; default you). */
  | { readonly kind: 'noMaxHandSize'; readonly players?: PlayerRelation }
  /** 402.2: "Your / Each opponent's maximum hand size is increased / reduced by N" — `delta` for the players `players` (relative to the controller). */
  | { readonly kind: 'maxHandSize'; readonly players: PlayerRelation; readonly delta: number }
  /**
   * 702.11c / 702.18a: "You have hexproof." / "You have shroud." — keywords of the controller as a player (read by the
   * target checks, stack/targets.ts; the static's condition is checked there, 611.3b).
   */
  | { readonly kind: 'playerKeywords'; readonly keywords: readonly PlayerKeyword[] }
  /** 305.2: "You may play an additional land / N additional lands on each of your turns." */
  | { readonly kind: 'additionalLands'; readonly count: number }
  /**
   * 101.2 / 601.2: "Your opponents / Players can't cast [blue creature] spells [during your turn | during combat]",
   * "Each player can't cast more than one spell each turn" (`maxPerTurn`). `players` is relative to the controller;
   * `spells` is matched against the card as it would be cast.
   */
  | {
      readonly kind: 'cantCast';
      readonly players: PlayerRelation;
      readonly spells?: ObjectMatch;
      readonly during?: 'yourTurn' | 'combat';
      readonly maxPerTurn?: number;
    }
  /**
   * 601.2c: "[affected] can't be the target of [blue] spells [your opponents control] [or abilities from [blue]
   * sources]", "… of abilities your opponents control". A spell is matched by `spells`, an ability by `abilities`
   * against its source's characteristics; `controller` in either is the spell's or ability's controller, relative to
   * this static's controller. An absent field: that kind may target it (stack/targets.ts).
   */
  | {
      readonly kind: 'cantBeTargetedBy';
      readonly affected: ObjectRef;
      readonly spells?: ObjectMatch;
      readonly abilities?: ObjectMatch;
    }
  /** 509.1b: "[affected] can't be blocked." */
  | { readonly kind: 'cantBeBlocked'; readonly affected: ObjectRef }
  /** 509.1b: "[affected] can't be blocked by [creatures matching `by`]" (e.g. "with power 2 or greater"). */
  | { readonly kind: 'cantBeBlockedBy'; readonly affected: ObjectRef; readonly by: Filter }
  /** 509.1b: "[affected] can't be blocked except by [creatures matching `by`]". */
  | { readonly kind: 'canBeBlockedOnlyBy'; readonly affected: ObjectRef; readonly by: Filter }
  /** 509.1b: "[affected] can block only creatures with flying." */
  | { readonly kind: 'canBlockOnlyFlying'; readonly affected: ObjectRef }
  /** 502.3: "[affected] doesn't untap during its controller's untap step." */
  | { readonly kind: 'doesntUntap'; readonly affected: ObjectRef }
  /**
   * 614.1c: "[This] enters with N [kind] counters on it." With `amountOf`, the number is that value, determined as
   * the permanent would enter: X is the value chosen for the spell (107.3m; 0 if it didn't enter from the stack),
   * "where X is the number of …" is counted then.
   */
  | {
      readonly kind: 'entersWithCounters';
      readonly counter: string;
      readonly amount: number;
      readonly amountOf?: Amount;
    }
  /**
   * 614.1a: "If an effect would create one or more tokens under your control, it creates twice that many of those
   * tokens instead" (`whose` 'you'); "If one or more tokens would be created, twice that many …" ('any').
   */
  | { readonly kind: 'doubleTokens'; readonly whose: 'you' | 'any' }
  /**
   * 614.1a / 122.6: "If one or more [kind] counters would be put on [permanents matching `on` | ~ ('self')], that many
   * plus one / twice that many … are put on it instead"; a player filter: "If you would get one or more counters, …".
   * `counter` undefined: counters of any kind ("that many plus one of each of those kinds of counters").
   */
  | {
      readonly kind: 'modifyCounters';
      readonly counter?: string;
      readonly on: Filter | 'self';
      readonly mode: CounterMode;
    }
  /**
   * 614.1c / 614.12: "[Each other] [permanents matching `filter`] enter[s] tapped" (`tapped`) / "… enter[s] with an
   * additional N [kind] counter(s) on it [for each …]" (`counters`): a replacement effect on other permanents entering
   * the battlefield, checked against each as it would exist there (events/entering-others.ts). `filter` names no
   * more than characteristics, controller, token or nontoken, and "of the chosen type / color".
   */
  | {
      readonly kind: 'othersEnter';
      readonly filter: Filter;
      readonly tapped?: boolean;
      readonly counters?: { readonly counter: string; readonly amount: number; readonly amountOf?: Amount };
    }
  /**
   * 508.1c restriction: "[affected] can't attack unless defending player controls [filter]". In a multiplayer game it
   * may attack only those players (and their planeswalkers, and battles they protect) who control such a permanent.
   * With `monarch` (722.1): "can't attack unless defending player is the monarch" — only the monarch (`filter` unused).
   * With `none`: "[affected] can't attack if defending player controls [filter]" — only players who control none.
   */
  | {
      readonly kind: 'attackOnlyIfDefenderControls';
      readonly affected: ObjectRef;
      readonly filter: Filter;
      readonly monarch?: true;
      readonly none?: true;
    }
  /**
   * 614.1a / 615.1a: "If damage would be dealt to ~, [prevent that damage and] put that many [kind] counters on it /
   * remove a [kind] counter from it instead." `sign` +1 puts, -1 removes; `per` 'damage' = that many, 'event' = one.
   * With `onlyWithCounter`, only "while it has a [kind] counter on it".
   */
  | {
      readonly kind: 'damageToCounters';
      readonly counter: string;
      readonly sign: 1 | -1;
      readonly per: 'damage' | 'event';
      readonly onlyWithCounter?: string;
    }
  /** 509.1b: "[affected] can't block creatures [with power 2 or greater]" — attackers matching `filter`. */
  | { readonly kind: 'cantBlockCreatures'; readonly affected: ObjectRef; readonly filter: Filter }
  /**
   * 602.5 / 101.2: "[affected]'s activated abilities can't be activated" ("Activated abilities of artifacts can't be
   * activated"); with `exceptMana`, "… unless they're mana abilities". Applies to permanents on the battlefield.
   * With `players` (relative to the static's controller), only those players can't activate them: "Your opponents
   * can't … activate abilities of artifacts, creatures, or enchantments".
   */
  | {
      readonly kind: 'cantActivate';
      readonly affected: ObjectRef;
      readonly exceptMana?: boolean;
      readonly players?: PlayerRelation;
      /**
       * "Activated abilities of sources with the chosen name …": the sources `affected` names are matched in any zone
       * (a cycling ability in a hand, 602.5), not only on the battlefield.
       */
      readonly anyZone?: boolean;
    }
  /**
   * 509.1a: "[affected] can block an additional creature [N additional creatures] each combat" (`count` N, cumulative)
   * or "can block any number of creatures" (`count` 'any').
   */
  | { readonly kind: 'extraBlocks'; readonly affected: ObjectRef; readonly count: number | 'any' }
  /** 702.28b: "[affected] can block creatures with shadow as though [it had / they didn't have] shadow". */
  | { readonly kind: 'canBlockShadow'; readonly affected: ObjectRef }
  /**
   * 702.122a / 702.171a: "This creature [saddles Mounts and] crews Vehicles as though its power were N greater": as it
   * is tapped to pay a crew (or, with `saddles`, a saddle) cost, its power counts as N greater (stack/crew-power.ts).
   */
  | {
      readonly kind: 'crewsAsThoughPower';
      readonly affected: ObjectRef;
      readonly delta: number;
      readonly saddles: boolean;
    }
  /** 509.1b: "[affected] can't be blocked by more than `max` creature(s)". */
  | { readonly kind: 'maxBlockers'; readonly affected: ObjectRef; readonly max: number }
  /** 509.1b: "[affected] can't be blocked except by `min` or more creatures" (as menace, 702.111b, with two). */
  | { readonly kind: 'minBlockers'; readonly affected: ObjectRef; readonly min: number }
  /**
   * 510.1c: "You may have [affected] assign its combat damage as though it weren't blocked": as it assigns combat
   * damage while blocked, its controller may assign all of it to the player, planeswalker or battle it attacks.
   */
  | { readonly kind: 'assignAsUnblocked'; readonly affected: ObjectRef }
  /** 101.2: "This spell can't be countered." */
  | { readonly kind: 'cantBeCountered' }
  /**
   * 101.2: "Creature spells you control can't be countered", "Spells can't be countered": a spell on the stack matching
   * `spells` (its controller relative to this static's controller) isn't countered (effects/verbs/counter.ts).
   */
  | { readonly kind: 'spellsCantBeCountered'; readonly spells: ObjectMatch }
  /**
   * 614.1a / 702.84a (unearth): "If it would leave the battlefield, exile it instead of putting it anywhere else."
   * Only ever granted to an object by a resolved effect (grantStatic).
   */
  | { readonly kind: 'exileIfLeaves' }
  /** 701.15a: a regeneration shield (only ever created by a resolved "regenerate" effect). */
  | { readonly kind: 'regenerationShield' }
  /** Layer 2 (613.1b): "You control [affected]" (e.g. Mind Control's enchanted creature). */
  | { readonly kind: 'control'; readonly affected: ObjectRef }
  /** 614.1a: "If you would lose the game, instead [effects]." Applied as the loss would happen (104.3, 704.5a–c); never to a concession (104.3a). */
  | { readonly kind: 'replaceLoseGame'; readonly effects: readonly Effect[] };

/** The keywords a player can have from a static ability ("You have hexproof."): 702.11c, 702.18a. */
export type PlayerKeyword = 'hexproof' | 'shroud';

/** 614.1a: how a counter replacement changes the number of counters: "that many plus N" (minus: N < 0) or "twice that many". */
export type CounterMode = { readonly kind: 'plus'; readonly n: number } | { readonly kind: 'double' };

/**
 * 614.12: a choice made as a permanent enters the battlefield (from any zone), kept on the permanent as plain data
 * (GameObject.chosen) until it leaves (400.7). Abilities of the same object refer to it (607.2).
 */
/**
 * 201.3: which card names a "choose a [nonland / creature / …] card name" allows: a name of a card with one of
 * `types` (if given) and none of `notTypes`.
 */
export interface NameFilter {
  readonly types?: readonly CardType[];
  readonly notTypes?: readonly CardType[];
}

export type EntryChoice =
  | { readonly kind: 'color' }
  /** 201.3 / 607.2: "As ~ enters, choose a [nonland] card name" (kept on the permanent as `chosen.name`). */
  | { readonly kind: 'cardName'; readonly filter: NameFilter }
  | { readonly kind: 'creatureType' }
  /** "you may pay N life. If you don't, ~ enters tapped." (119.4: only a player whose life total is at least N may pay). */
  | { readonly kind: 'payLifeOrTapped'; readonly amount: number }
  /** "you may reveal a [filter] card from your hand. If you don't, ~ enters tapped." */
  | { readonly kind: 'revealOrTapped'; readonly filter: Filter }
  /** "You may have ~ enter with N [kind] counters on it" (702.98a unleash): 614.1c counters, placed as it enters if the controller chooses. */
  | {
      readonly kind: 'optionalCounters';
      readonly counter: string;
      readonly amount: number;
      /** 702.136a riot: "If you don't, it gains haste." — the refusal is kept on the permanent (GameObject.chosen). */
      readonly otherwise?: 'haste';
    }
  /** 614.1c / 614.12: "~ enters with your choice of a deathtouch counter or a lifelink counter on it": one of them. */
  | { readonly kind: 'counterChoice'; readonly counters: readonly string[] }
  /** 702.82a devour N: "you may sacrifice any number of creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed this way." */
  | { readonly kind: 'devour'; readonly multiplier: number }
  /** 702.38a amplify N: "put N +1/+1 counters on it for each card you reveal in your hand that shares a creature type with it." */
  | { readonly kind: 'amplify'; readonly multiplier: number };

export type StepName =
  | 'untap'
  | 'upkeep'
  | 'draw'
  | 'main1'
  | 'beginCombat'
  | 'declareAttackers'
  | 'declareBlockers'
  | 'firstStrikeDamage'
  | 'combatDamage'
  | 'endCombat'
  | 'main2'
  | 'end'
  | 'cleanup';

// ---------------------------------------------------------------------------
// Multiplayer (chapter 8) effects and statics; executed in effects/multiplayer-effects.ts
// ---------------------------------------------------------------------------

// ---------------------------------------------------------------------------
// One-shot damage shields (615.7, 609.7, 614.9); executed in effects/prevention.ts
// ---------------------------------------------------------------------------

export type PreventionEffect =
  /** 615.12: "Damage can't be prevented this turn." */
  | { readonly kind: 'damageUnpreventable' }
  /**
   * 615.7 / 609.7a / 614.9: "The next time [source] would deal [combat] damage [to recipient] this turn, [result]."
   * The shield applies once, to the next damage event it matches, and is then used up.
   */
  | {
      readonly kind: 'damageShield';
      readonly source: ShieldSource;
      readonly to: DamageRecipient | null;
      readonly combatOnly?: boolean;
      readonly result: ShieldResult;
      /** "[Prevent] all damage … this turn": it applies to every matching event this turn instead of only the next one. */
      readonly lasting?: boolean;
      /** "You gain life equal to the damage prevented this way": the shield's controller gains that much as it prevents damage. */
      readonly gainLife?: boolean;
      /** With `to` null: only damage to recipients matching this as it would be dealt ("to you and creatures you control"). */
      readonly toMatching?: Filter;
    }
  /**
   * 614.1a / 700.4: "If [that creature | a creature dealt damage this way | a creature] would die this turn, exile it
   * instead." `what` null: any creature; `dealtDamageThisWay`: the creatures this spell or ability has dealt damage to.
   */
  | { readonly kind: 'exileIfDies'; readonly what: ObjectRef | null; readonly dealtDamageThisWay?: boolean }
  /**
   * 608.2: "If this is the second time this ability has resolved this turn": the first instruction of such an ability
   * counts its resolution (TurnHistory.resolutions, by source object and ability text; a new object, 400.7, starts
   * over). The `resolvedThisTurn` condition reads the count.
   */
  | { readonly kind: 'noteResolution'; readonly ability: string };

/**
 * 614.9: "All [combat] damage that would be dealt to [you | you or another permanent you control | enchanted creature]
 * [by artifacts | by unblocked creatures] is dealt to [~ | enchanted creature | equipped creature | its controller]
 * instead." `by`: the sources whose damage is redirected (609.7b: their qualities as they would deal it); `combatOnly`:
 * combat damage only. (effects/prevention.ts)
 */
export interface RedirectAllStatic {
  readonly kind: 'redirectAllDamage';
  readonly from: 'you' | 'youAndOtherPermanents' | 'enchanted';
  readonly to: 'self' | 'enchanted' | 'equipped' | 'enchantedController';
  readonly by?: Filter;
  readonly combatOnly?: boolean;
}

/**
 * 614.1a / 700.4: a static "would die … instead": "If ~ would die, exile it / put it on top of / on the bottom of its
 * owner's library instead"; "If a creature dealt damage by ~ / by enchanted creature this turn would die, exile it instead."
 */
export interface DieReplacementStatic {
  readonly kind: 'dieReplacement';
  readonly who: 'self' | 'dealtDamageBySelf' | 'dealtDamageByEnchanted' | 'dealtDamageByEquipped';
  readonly to: 'exile' | 'libraryTop' | 'libraryBottom';
}

/** Which source a damage shield watches. */
export type ShieldSource =
  /** 609.7a: "a [quality] source of your choice": chosen as the effect is created; 609.7b: the quality is checked again when it would deal damage. */
  | { readonly kind: 'chosen'; readonly quality?: Filter }
  /** "target creature", "~", "that creature". */
  | { readonly kind: 'object'; readonly what: ObjectRef }
  /** "… by attacking creatures", "… by creatures without flying": any source matching this as it would deal damage. */
  | { readonly kind: 'matching'; readonly filter: Filter }
  /** "The next time damage would be dealt to …": any source. */
  | { readonly kind: 'any' };

/** What a damage shield does to the damage it applies to. */
export type ShieldResult =
  /** 615.1a: "prevent that damage". */
  | { readonly kind: 'prevent' }
  /** "prevent all but N of that damage". */
  | { readonly kind: 'preventAllBut'; readonly n: number }
  /** "prevent half that damage, rounded down". */
  | { readonly kind: 'preventHalf' }
  /** 614.9: "that damage is dealt to [R] instead" / "that source deals that damage to you instead"; 'source': to the source itself, 'sourceController': to its controller. */
  | { readonly kind: 'redirect'; readonly to: DamageRecipient | 'source' | 'sourceController' };

export type MultiplayerEffect =
  /** 104.2b / 104.3h: "[player] wins the game" (801.14: with limited range, opponents in range lose instead). */
  | { readonly kind: 'winGame'; readonly who: PlayerRef }
  /** 104.3e: "[player] loses the game". */
  | { readonly kind: 'loseGame'; readonly who: PlayerRef }
  /** 104.4c / 801.15: "the game is a draw". */
  | { readonly kind: 'drawGame' }
  /** 500.7: "[player] takes an extra turn after this one" (805.8 teams; 807.4i–j Grand Melee). */
  | { readonly kind: 'extraTurn'; readonly who: PlayerRef }
  /** "Exchange life totals" of two players (810.9e: not with a teammate in Two-Headed Giant). */
  | { readonly kind: 'exchangeLife'; readonly a: PlayerRef; readonly b: PlayerRef }
  /**
   * Fact or Fiction: "Reveal the top N cards of your library. An opponent separates those cards into two piles.
   * Put one pile into your hand and the other into your graveyard." (801.5a/801.5c: the opponent is in range,
   * else the closest appropriate player to the left.)
   */
  | { readonly kind: 'separatePiles'; readonly count: number }
  /**
   * 614.9 / 615: "The next N damage that would be dealt to [from] this turn is dealt to [to] instead" (Captain's
   * Maneuver). 801.13a: a part redirected outside the damage source's controller's range does nothing.
   */
  | {
      readonly kind: 'redirectDamage';
      readonly from: DamageRecipient;
      readonly to: DamageRecipient;
      readonly amount: Amount;
    }
  /** Reverse the Sands: "Redistribute any number of players' life totals" (810.9f: at most one member of each team). */
  | { readonly kind: 'redistributeLife' }
  /**
   * 723: "Restart the game[, leaving in exile …]. [Then …]" (Karn Liberated). Exiled cards matching `leaveInExile` stay
   * out of the new game (723.5); `then` is followed after the new game's setup, before its first turn (723.4), and
   * refers to those cards as `{ kind: 'created' }`.
   * 801.17: not limited by range of influence.
   */
  | { readonly kind: 'restartGame'; readonly leaveInExile?: Filter; readonly then?: readonly Effect[] };

export type MultiplayerStatic =
  /** 104.3 / 810.8a: "You can't lose the game" (Platinum Angel); with `lifeOnly`, "You don't lose the game for having 0 or less life" (Transcendence). */
  | { readonly kind: 'cantLoseGame'; readonly lifeOnly?: boolean }
  /** 104.2 / 810.8a: "Your opponents can't win the game." */
  | { readonly kind: 'opponentsCantWin' }
  /** 119.7 / 810.9g: "[players] can't gain life". */
  | { readonly kind: 'cantGainLife'; readonly players: PlayerRelation }
  /** 119.8 / 810.9h: "[players] can't lose life". */
  | { readonly kind: 'cantLoseLife'; readonly players: PlayerRelation }
  /** 810.10c: "[players] can't get poison counters". */
  | { readonly kind: 'cantGetPoison'; readonly players: PlayerRelation }
  /**
   * 103.6a / 805.3b: "If this card is in your opening hand, you may begin the game with it on the battlefield."
   * It functions only in the opening hand (113.6); game/mulligan.ts asks after all mulligans.
   */
  | { readonly kind: 'beginOnBattlefield' };
