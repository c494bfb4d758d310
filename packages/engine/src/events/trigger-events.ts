/**
 * 603.2: the game events that trigger abilities ("whenever …", "when …"), as the event pipeline and the rules report
 * them to trigger detection (triggers/detect.ts). `leaves` carries the object as it last existed (603.10a).
 */
import type { DungeonName } from '../cards/dungeons.js';
import type { ManaType } from '../cards/mana-symbols.js';
import type { StepName } from '../cards/ability-tree.js';
import type { Characteristics } from '../objects/characteristics.js';
import type { ObjectId, PlayerId, ZoneName } from '../state/types.js';
import type { LookBackEntry } from './simultaneous.js';

export type TriggerEvent =
  /** `batch`: the objects one event puts onto the battlefield share it (603.2c, "one or more … enter"). */
  | { readonly kind: 'enters'; readonly object: ObjectId; readonly batch?: number }
  /** `attached`: the Auras and Equipment that were attached to it as it left (603.10a). */
  | {
      readonly kind: 'leaves';
      readonly oldId: ObjectId;
      readonly defKey: string;
      readonly lki: Characteristics;
      readonly to: ZoneName;
      readonly newId: ObjectId | null;
      /** Counters on it as it left (persist, undying). */ readonly counters?: Readonly<Record<string, number>>;
      readonly attached?: readonly ObjectId[];
      readonly damagedBy?: readonly ObjectId[];
      /** 111.1: it was a token ("whenever a nontoken creature you control dies" looks back at it). */
      readonly token?: boolean;
      /** 701.21a: it was sacrificed (by its controller, `lki.controller`: "whenever you sacrifice a …"). */
      readonly sacrificed?: boolean;
      /** 603.10a: it left in a simultaneous event: the battlefield as it was just before that event began. */
      readonly lookBack?: readonly LookBackEntry[];
    }
  /** `count`: how many creatures were declared as attackers in the same declaration (508.1). */
  | { readonly kind: 'attacks'; readonly attacker: ObjectId; readonly count?: number }
  | { readonly kind: 'blocks'; readonly blocker: ObjectId }
  | { readonly kind: 'attacksAlone'; readonly attacker: ObjectId }
  /** 508.1 / 603.2c: attackers were declared (once per declaration, for "whenever one or more creatures attack"). */
  | { readonly kind: 'attackersDeclared'; readonly attackers: readonly ObjectId[] }
  | { readonly kind: 'becameBlocked'; readonly attacker: ObjectId }
  /** 106.12a: `player` activated a mana ability of `object` with {T} in its cost, which produced `produced`. */
  | {
      readonly kind: 'tappedForMana';
      readonly object: ObjectId;
      readonly player: PlayerId;
      readonly produced: readonly ManaType[];
    }
  | { readonly kind: 'blockedBy'; readonly attacker: ObjectId; readonly blocker: ObjectId }
  | {
      readonly kind: 'combatDamageToPlayer';
      readonly source: ObjectId;
      readonly player: PlayerId;
      readonly amount?: number;
      /** 510.2: the combat damage step's one damage event (shared by every source dealing damage in it). */
      readonly batch?: number;
    }
  | { readonly kind: 'turnedFaceUp'; readonly object: ObjectId }
  /** 726.2: day became night or night became day (events/day-night.ts). */
  | { readonly kind: 'dayNightChanged'; readonly to: 'day' | 'night' }
  /** 700.13: `player` committed a crime (triggers/crime.ts). */
  | { readonly kind: 'crime'; readonly player: PlayerId }
  /** 701.54a: the Ring tempted `player`, who chose `bearer` as their Ring-bearer (null: they controlled no creature). */
  | { readonly kind: 'ringTempted'; readonly player: PlayerId; readonly bearer: ObjectId | null }
  /** 701.49: `player` ventured into the dungeon (players/dungeons.ts). */
  | { readonly kind: 'ventured'; readonly player: PlayerId }
  /** 309.7: `player` completed `dungeon` (players/dungeons.ts). */
  | { readonly kind: 'dungeonCompleted'; readonly player: PlayerId; readonly dungeon: DungeonName }
  /** 722.3: `player` became the monarch (players/monarch.ts). */
  | { readonly kind: 'becameMonarch'; readonly player: PlayerId }
  /** 702.140d: a mutating creature spell merged with this permanent. */
  | { readonly kind: 'mutated'; readonly object: ObjectId }
  /** 701.28: a permanent transformed; `from` is its name just before (701.28e "transforms into [name]"). */
  | { readonly kind: 'transformed'; readonly object: ObjectId; readonly from: string }
  /** 701.37a–b: a permanent became monstrous (its monstrosity ability resolved). */
  | { readonly kind: 'becameMonstrous'; readonly object: ObjectId }
  /** 702.110b: the permanent whose exploit ability is resolving exploited a creature (its controller sacrificed one). */
  | { readonly kind: 'exploited'; readonly object: ObjectId }
  /** 701.43a: a player exerted a permanent (as it attacked, or paying a cost). */
  | { readonly kind: 'exerted'; readonly object: ObjectId; readonly player: PlayerId }
  | {
      readonly kind: 'damageDealt';
      readonly source: ObjectId;
      readonly player: PlayerId | null;
      readonly object: ObjectId | null;
      readonly combat: boolean;
      readonly amount?: number;
      readonly batch?: number;
    }
  /**
   * 122.6: `amount` counters of kind `counter` were put on a permanent (on the battlefield, or as it entered); `before`:
   * the kinds of counters put on it earlier this turn ("for the first time each turn").
   */
  | {
      readonly kind: 'countersPut';
      readonly object: ObjectId;
      readonly counter: string;
      readonly amount: number;
      readonly before: readonly string[];
      /** 122.6 / 122.6a: the player who put them (null: none known). */
      readonly by: PlayerId | null;
    }
  /** 701.26a–b: a permanent became tapped or untapped. */
  | { readonly kind: 'tapped'; readonly object: ObjectId; readonly untapped: boolean }
  /** 509.3f: after blockers are declared, an attacking creature no creature blocks. */
  | { readonly kind: 'unblocked'; readonly attacker: ObjectId }
  /** 115.1 / 601.2c / 602.2b / 603.3d: an object became a target of a spell or ability put on the stack. */
  | {
      readonly kind: 'becameTarget';
      readonly object: ObjectId;
      readonly stackObject: ObjectId;
      readonly controller: PlayerId;
      readonly spell: boolean;
      /** The first time this turn it became the target of a spell or ability that player controls. */
      readonly firstThisTurn: boolean;
    }
  /** 701.9a: a player discarded a card (`card`: it in the graveyard, or wherever it went). */
  /** `batch`: the cards discarded by one event share it (603.2c, "one or more"); absent, the card was discarded alone. */
  /** `by`: the controller of the spell or ability whose effect discarded it (701.9; absent: a cost or a rule). */
  | {
      readonly kind: 'discarded';
      readonly card: ObjectId;
      readonly player: PlayerId;
      readonly batch?: number;
      readonly by?: PlayerId;
    }
  /**
   * 603.10a: a card left its owner's graveyard (`card`: the card as it was there, `lki` its characteristics there;
   * `newId` the object it became). `batch`: the cards one event moves share it (603.2c, "one or more").
   */
  | {
      readonly kind: 'leftGraveyard';
      readonly card: ObjectId;
      readonly newId: ObjectId | null;
      readonly owner: PlayerId;
      readonly lki: Characteristics;
      readonly batch?: number;
    }
  /** 702.29c–d: a player cycled a card; `card` is the card in the graveyard it was discarded to. */
  | { readonly kind: 'cycled'; readonly card: ObjectId; readonly player: PlayerId }
  /**
   * 709.5e–h: `player` unlocked door `door` of the split permanent `object` (709.5d: or it entered with that door
   * unlocked, cast as that half); `fully`: it has no locked door now (709.5i).
   */
  | {
      readonly kind: 'doorUnlocked';
      readonly object: ObjectId;
      readonly door: number;
      readonly player: PlayerId;
      readonly fully: boolean;
    }
  /** 700.14: `player` spent mana to cast a spell: their total spent to cast spells this turn went from `from` to `to`. */
  | { readonly kind: 'expended'; readonly player: PlayerId; readonly from: number; readonly to: number }
  /** 702.177a / 602.2: `player` activated an exhaust ability of `source`. */
  | { readonly kind: 'exhaustActivated'; readonly player: PlayerId; readonly source: ObjectId }
  /** 305.1: `player` played a land (`land`: it on the battlefield, null if a replacement effect sent it elsewhere). */
  | { readonly kind: 'landPlayed'; readonly player: PlayerId; readonly land: ObjectId | null }
  /**
   * 602.2b: `player` activated an ability that isn't a mana ability (605.1a) of `source` — `ability` is the ability on
   * the stack ("that ability"), `lki` the source as it was as the ability was activated (a cost may have moved it),
   * `loyalty` whether it is a loyalty ability (606.3). Mana abilities make no such event: no trigger reads them.
   */
  | {
      readonly kind: 'abilityActivated';
      readonly player: PlayerId;
      readonly source: ObjectId;
      readonly ability: ObjectId;
      readonly lki: Characteristics;
      readonly token: boolean;
      /** 109.2: the source was a permanent ("an ability of an artifact"), not a card in a hand or graveyard. */
      readonly onBattlefield: boolean;
      readonly loyalty: boolean;
    }
  /** 701.22a / 701.25a: `player` scried or surveilled (a number more than 0, 701.22b). */
  | { readonly kind: 'scried'; readonly player: PlayerId; readonly surveil: boolean }
  | { readonly kind: 'cast'; readonly spell: ObjectId; readonly controller: PlayerId }
  /** 707.10: a copy of a spell was put on the stack (`controller` controls the copy); copying isn't casting. */
  | { readonly kind: 'copied'; readonly spell: ObjectId; readonly controller: PlayerId }
  | { readonly kind: 'stepBegins'; readonly step: StepName; readonly activePlayers: readonly PlayerId[] }
  | { readonly kind: 'lifeGain'; readonly player: PlayerId }
  /** 119.3: the player lost life (damage, life loss, life paid); read by the speed ability (702.179d, triggers/speed.ts). */
  | { readonly kind: 'lifeLost'; readonly player: PlayerId }
  | { readonly kind: 'draw'; readonly player: PlayerId }
  /** 901.9b / 311.7: a player rolled {CHAOS} on the planar die. */
  | { readonly kind: 'rolledChaos'; readonly player: PlayerId }
  /** 901.11: a player planeswalked to this plane; 312.5: encountered this phenomenon. */
  | { readonly kind: 'planeswalkedTo'; readonly object: ObjectId }
  | { readonly kind: 'encountered'; readonly object: ObjectId }
  /** 904.9: the archenemy set this scheme in motion. */
  | { readonly kind: 'setInMotion'; readonly object: ObjectId }
  /** 901.11b: the plane or phenomenon planeswalked away from (now a face-down card: its abilities are looked back on). */
  | {
      readonly kind: 'planeswalkedFrom';
      readonly oldId: ObjectId;
      readonly defKey: string;
      readonly name: string;
      readonly controller: PlayerId;
    };
