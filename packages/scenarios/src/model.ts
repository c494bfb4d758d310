/**
 * A scenario file, parsed and checked for shape (docs/scenarios.md). Names of players and
 * objects stay text (with their line) until the game exists and they can be resolved.
 */
import type { CardDefinition, GameOptions, StepName } from '@arbiter/engine';

/** A name in the file that refers to a player or an object, with its line. */
export interface Ref {
  readonly text: string;
  readonly line: number;
}

export interface ScenarioDoc {
  readonly name: string;
  /** The rules the scenario is about (CR numbers). */
  readonly rules: readonly string[];
  /** The CR Example it encodes, if any (e.g. "800.4a, first Example"). */
  readonly example: string | null;
  readonly description: string | null;
  /** Known-unsupported: the scenario is expected to fail, for this reason. */
  readonly expectFail: string | null;
  readonly expectFailLine: number;
  readonly seed: number | string;
  readonly cards: readonly { readonly def: CardDefinition; readonly line: number }[];
  /** The default setup and position (cases may each give their own). */
  readonly setup: SetupDoc | null;
  readonly position: PositionDoc | null;
  readonly cases: readonly CaseDoc[];
}

export interface SetupDoc {
  readonly line: number;
  readonly format: { readonly name: string; readonly line: number } | null;
  readonly options: Partial<GameOptions>;
  /** 800.5: 'rules' lets the engine seat the players as the variant says; default: as listed. */
  readonly seating: 'given' | 'rules';
  readonly players: readonly PlayerDoc[];
}

export interface PlayerDoc {
  readonly name: string;
  readonly line: number;
  readonly team: number | null;
  readonly life: number | null;
  readonly poison: number | null;
  readonly counters: Readonly<Record<string, number>>;
  readonly rangeOfInfluence: { readonly value: number | null; readonly line: number } | null;
  readonly hand: readonly CardEntry[];
  readonly library: readonly CardEntry[];
  readonly graveyard: readonly CardEntry[];
  readonly exile: readonly CardEntry[];
  readonly command: readonly CardEntry[];
  readonly battlefield: readonly PermanentEntry[];
  /** 901.3: the player's planar deck, top first (Planechase, `options: planechase: true`). */
  readonly planarDeck?: readonly CardEntry[];
  /** 400.11a: cards the player owns outside the game (their sideboard), for the wishes. */
  readonly outside?: readonly CardEntry[];
  /** 903.11: the names of the cards the player's deck began the game with (a position has no starting deck). */
  readonly startingDeck?: readonly string[];
}

export interface CardEntry {
  readonly card: string;
  readonly line: number;
  readonly label: string | null;
  readonly faceDown: boolean;
  /** Only meaningful in shared zones; in a hand, library or graveyard it is an error (400.3). */
  readonly owner: Ref | null;
  readonly token: boolean;
  /** 903.3: the card is its owner's commander (in a commander or brawl format; cards listed in `command:` are anyway). */
  readonly commander?: boolean;
  /** 903.8: times its owner has cast it from the command zone (the tax is {2} each). */
  readonly commanderCasts?: number;
  /** 903.10a: combat damage it has dealt to each named player this game. */
  readonly commanderDamage?: Readonly<Record<string, number>>;
  /** 702.106a: a hidden agenda conspiracy's secretly chosen card name (702.106f double agenda: two names; format: conspiracy, in `command:`). */
  readonly named?: string | readonly string[];
  /** 702.106c: the hidden agenda conspiracy has already been turned face up. */
  readonly faceUp?: boolean;
}

export interface PermanentEntry extends CardEntry {
  readonly tapped: boolean;
  readonly counters: Readonly<Record<string, number>> | null;
  readonly damage: number;
  readonly attachedTo: Ref | null;
  readonly controller: Ref | null;
  readonly summoningSick: boolean;
}

export interface PositionDoc {
  readonly line: number;
  readonly turn: number | null;
  readonly active: readonly Ref[];
  readonly step: StepName;
  readonly priority: Ref | null;
  readonly landsPlayed: number | null;
  readonly beginStep: boolean;
  readonly mulligan: boolean;
  readonly stack: readonly StackEntry[];
}

export type StackEntry =
  | {
      readonly kind: 'spell';
      readonly line: number;
      readonly card: string;
      readonly by: Ref | null;
      readonly owner: Ref | null;
      readonly targets: Targets | null;
      readonly x: number | null;
      readonly modes: readonly number[] | null;
      readonly label: string | null;
    }
  | {
      readonly kind: 'ability';
      readonly line: number;
      readonly source: Ref;
      readonly index: number | string | null;
      readonly by: Ref | null;
      readonly targets: Targets | null;
      readonly x: number | null;
      readonly triggerObject: Ref | null;
      readonly triggerPlayer: Ref | null;
    };

/** Targets as written: a flat list (distributed over the target requirements) or explicit groups. */
export interface Targets {
  readonly grouped: boolean;
  readonly groups: readonly (readonly Ref[])[];
  readonly line: number;
}

/** The engine must refuse the step: with this error code (and rule, and message text) if given. */
export interface Refusal {
  readonly line: number;
  readonly code: string | null;
  readonly rule: string | null;
  readonly message: string | null;
}

export interface CaseDoc {
  readonly name: string | null;
  readonly line: number;
  /** The case's own setup and position (else the scenario's). */
  readonly setup: SetupDoc | null;
  readonly position: PositionDoc | null;
  readonly steps: readonly Step[];
  readonly expect: readonly Check[];
}

interface StepBase {
  readonly line: number;
  readonly by: Ref | null;
  readonly refused: Refusal | null;
}

export type Step =
  | (StepBase & {
      readonly kind: 'cast';
      readonly card: Ref;
      readonly targets: Targets | null;
      readonly modes: readonly number[] | null;
      readonly x: number | null;
      readonly costs: readonly Ref[] | null;
      readonly pay: readonly Ref[] | null;
      readonly options: CastOptions;
    })
  | (StepBase & {
      readonly kind: 'activate';
      readonly source: Ref;
      readonly ability: number | string | null;
      readonly targets: Targets | null;
      readonly x: number | null;
      readonly costs: readonly Ref[] | null;
      readonly pay: readonly Ref[] | null;
      /** 601.2h: the kinds of the counters a "Remove a counter" cost removes, in order. */
      readonly counters: readonly string[] | null;
      /** The zone the source is in (602.2: cycling from the hand, unearth from the graveyard); default: wherever the engine allows. */
      readonly from: ActivationZone | null;
    })
  /** 400.7: remembers the object each named card is now, for `new_object` checks later. */
  | (StepBase & { readonly kind: 'remember'; readonly refs: readonly Ref[] })
  | (StepBase & { readonly kind: 'play'; readonly card: Ref })
  /** 702.106c / 116.2h: turns a face-down conspiracy (or a face-down permanent, 702.37e) face up. */
  | (StepBase & { readonly kind: 'turnFaceUp'; readonly card: Ref })
  | (StepBase & { readonly kind: 'pass' })
  | (StepBase & { readonly kind: 'resolve'; readonly all: boolean })
  | (StepBase & { readonly kind: 'advance'; readonly step: StepName; readonly turn: number | null })
  | (StepBase & {
      readonly kind: 'attack';
      readonly attacks: readonly { readonly attacker: Ref; readonly at: Ref | null }[];
    })
  | (StepBase & {
      readonly kind: 'block';
      readonly blocks: readonly { readonly blocker: Ref; readonly attacker: Ref }[];
    })
  | (StepBase & {
      readonly kind: 'assign';
      readonly assignment: readonly { readonly to: Ref; readonly amount: number }[];
    })
  | (StepBase & { readonly kind: 'choose'; readonly value: ChooseValue })
  | (StepBase & { readonly kind: 'keep' | 'mulligan' | 'concede' })
  | (StepBase & { readonly kind: 'bottom'; readonly cards: readonly Ref[] })
  | (StepBase & { readonly kind: 'expect'; readonly checks: readonly Check[] })
  | (StepBase & { readonly kind: 'note'; readonly text: string });

export type ActivationZone = 'battlefield' | 'hand' | 'graveyard' | 'exile' | 'command';

/** A cast option of the engine named in `with:` (118.9 alternative costs, 601.2b/f additional costs, 702 keyword abilities). */
export type CastOptionWord =
  | 'bestow'
  | 'mutate'
  | 'overload'
  | 'evoke'
  | 'dash'
  | 'blitz'
  | 'warp'
  | 'awaken'
  | 'buyback'
  | 'entwine'
  | 'conspire'
  | 'face_down'
  | 'fuse'
  | 'flashback'
  | 'retrace'
  | 'kicker';

/** How a spell is cast beyond targets, modes and X. */
export interface CastOptions {
  readonly line: number;
  readonly with: readonly CastOptionWord[];
  /** 702.56a: pay the replicate cost this many times. */
  readonly replicate: number | null;
  /** 702.47a: cards spliced onto the spell from the hand. */
  readonly splice: readonly Ref[] | null;
  /** 709.3: the half of a split card cast (index or name). */
  readonly half: number | string | null;
  /** 118.9: the card's printed alternative cost ("You may … rather than pay this spell's mana cost"), by number or text. */
  readonly alternativeCost: number | string | null;
  /** 601.2b: the additional cost chosen from the spell's "[cost] or [cost]", by number or text. */
  readonly additionalCost: number | string | null;
  /** 601.2d: how divided damage is divided among the targets, in order. */
  readonly divide: readonly number[] | null;
}

/** What `choose:` answers with; its meaning depends on the pending decision. */
export type ChooseValue =
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'refs'; readonly refs: readonly Ref[]; readonly grouped: readonly (readonly Ref[])[] | null }
  | { readonly kind: 'numbers'; readonly values: readonly number[] }
  | { readonly kind: 'text'; readonly value: string; readonly line: number }
  | { readonly kind: 'amounts'; readonly assignment: readonly { readonly to: Ref; readonly amount: number }[] };

/** A list expectation: exact contents, or some that must be present/absent. */
export interface ListCheck {
  readonly exact: readonly string[] | null;
  readonly contains: readonly string[];
  readonly excludes: readonly string[];
  readonly ordered: boolean;
}

export type Check =
  | { readonly kind: 'turn'; readonly line: number; readonly value: number }
  | { readonly kind: 'step'; readonly line: number; readonly value: StepName }
  | { readonly kind: 'active'; readonly line: number; readonly players: readonly Ref[] }
  | { readonly kind: 'priority'; readonly line: number; readonly player: Ref | null }
  | { readonly kind: 'decision'; readonly line: number; readonly decision: string | null; readonly player: Ref | null }
  | { readonly kind: 'stack'; readonly line: number; readonly list: ListCheck }
  | {
      readonly kind: 'result';
      readonly line: number;
      readonly value: 'none' | 'draw' | { readonly winners: readonly Ref[] };
    }
  | {
      readonly kind: 'player';
      readonly line: number;
      readonly player: Ref;
      readonly field: PlayerField;
      readonly value: number | boolean | string;
    }
  | {
      readonly kind: 'playerCounters';
      readonly line: number;
      readonly player: Ref;
      readonly counters: Readonly<Record<string, number>>;
    }
  | {
      readonly kind: 'playerZone';
      readonly line: number;
      readonly player: Ref;
      readonly zone: 'hand' | 'library' | 'graveyard';
      readonly list: ListCheck;
    }
  | {
      readonly kind: 'zone';
      readonly line: number;
      readonly zone: 'battlefield' | 'exile' | 'command';
      readonly list: ListCheck;
      readonly controller: Ref | null;
    }
  | {
      readonly kind: 'object';
      readonly line: number;
      readonly ref: Ref;
      readonly field: ObjectField;
      readonly value: unknown;
    }
  | {
      readonly kind: 'log';
      readonly line: number;
      readonly what: 'cites' | 'contains';
      readonly value: string;
      readonly negate: boolean;
    }
  /** 801.2: the players within a player's range of influence (including themselves). */
  | { readonly kind: 'inRange'; readonly line: number; readonly player: Ref; readonly players: readonly Ref[] }
  /** 807.4: how many turn markers (turns in progress at once) there are. */
  | { readonly kind: 'turnMarkers'; readonly line: number; readonly value: number }
  /** Seating (turn) order of the players still in the game. */
  | { readonly kind: 'seating'; readonly line: number; readonly players: readonly Ref[] }
  /** 807.5: the stack of one turn marker (named by its holder, or its number), bottom first. */
  | { readonly kind: 'markerStack'; readonly line: number; readonly marker: Ref; readonly list: ListCheck }
  /** Invariant 5: what one player's view (viewFor) shows and hides. */
  | { readonly kind: 'view'; readonly line: number; readonly viewer: Ref; readonly check: ViewCheck };

/** One thing checked in a player's view. */
export type ViewCheck =
  /** These objects are shown to the viewer with their names. */
  | { readonly kind: 'sees'; readonly refs: readonly Ref[] }
  /** These objects are not identified to the viewer (absent, or shown without a name). */
  | { readonly kind: 'hides'; readonly refs: readonly Ref[] }
  /** A player's hand as the viewer sees it: its cards, or `hidden`. */
  | { readonly kind: 'hand'; readonly player: Ref; readonly list: ListCheck | 'hidden' }
  /** A count the view shows for a player. */
  | {
      readonly kind: 'count';
      readonly player: Ref;
      readonly field: 'hand_count' | 'library_count';
      readonly value: number;
    }
  /** The pending decision as the viewer sees it: its kind, or none when it is someone else's. */
  | { readonly kind: 'decision'; readonly decision: string | null }
  /** Whom the view says the game is waiting for. */
  | { readonly kind: 'waitingFor'; readonly player: Ref | null };

export type PlayerField = 'life' | 'poison' | 'left' | 'outcome' | 'hand_count' | 'library_count' | 'graveyard_count';

export type ObjectField =
  | 'zone'
  | 'controller'
  | 'owner'
  | 'power'
  | 'toughness'
  | 'pt'
  | 'tapped'
  | 'counters'
  | 'damage'
  | 'attached_to'
  | 'summoning_sick'
  | 'face_down'
  | 'keywords'
  | 'types'
  | 'subtypes'
  | 'colors'
  | 'name'
  /** 903.4: the engine's colour identity (for Commander scenarios). */
  | 'color_identity'
  /** 903.3: whether the object is a commander. */
  | 'commander'
  /** 807.5: the turn marker whose stack the object is on (its holder's name, or its number). */
  | 'stack_of'
  /** 400.7: whether the card is a new object since the setup (or since it was last remembered). */
  | 'new_object';
