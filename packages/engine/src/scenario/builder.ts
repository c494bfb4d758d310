/**
 * Setting up any position directly: "put these cards here, at this step, with this life".
 * Used by rule tests and by scenario files (docs/scenarios.md). The result is an ordinary
 * game state, waiting at the first decision of the chosen step.
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import { initialState, SetupError } from '../game/create.js';
import { run } from '../game/loop.js';
import { touch } from '../objects/characteristics.js';
import type { GameOptions, GameState, ObjectId, PlayerId, StepName, ZoneName } from '../state/types.js';
import { STEP_PHASE } from '../turn/steps.js';
import { createObject } from '../zones/move.js';

export interface PermanentSpec {
  readonly card: string;
  readonly tapped?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
  readonly damage?: number;
  /** Index (into the same player's battlefield list) or object id is resolved by the caller; here: object id. */
  readonly attachedTo?: ObjectId;
  readonly faceDown?: boolean;
  readonly controller?: PlayerId;
  readonly summoningSick?: boolean;
  readonly token?: boolean;
}

export interface ScenarioSetup {
  readonly players: number | readonly { readonly name?: string; readonly team?: number }[];
  readonly cards: Readonly<Record<string, CardDefinition>> | ((name: string) => CardDefinition | undefined);
  readonly seed?: number | string;
  readonly options?: Partial<GameOptions>;
}

export class Scenario {
  readonly state: GameState;
  private readonly lookup: (name: string) => CardDefinition | undefined;

  constructor(setup: ScenarioSetup) {
    const players = typeof setup.players === 'number' ? Array.from({ length: setup.players }, () => ({})) : setup.players;
    this.lookup = typeof setup.cards === 'function' ? setup.cards : (n: string) => (setup.cards as Record<string, CardDefinition>)[n];
    this.state = initialState({
      players: players.map((p) => ({ ...p, deck: [] })), seed: setup.seed ?? 1, cards: {}, options: setup.options ?? {},
    }, true);
    this.state.phase = 'playing';
  }

  private def(name: string): string {
    if (!this.state.cards[name]) {
      const d = this.lookup(name);
      if (!d) throw new SetupError(`unknown card "${name}"`);
      this.state.cards[name] = d;
    }
    return name;
  }

  private seat(p: PlayerId): void {
    if (!Number.isInteger(p) || !this.state.players[p]) throw new SetupError(`no player ${p}`);
  }

  /** Adds cards to a player's zone (library: first listed = top). Returns the new object ids. */
  put(player: PlayerId, zone: Exclude<ZoneName, 'battlefield' | 'stack'>, cards: readonly string[]): ObjectId[] {
    this.seat(player);
    return cards.map((c) => createObject(this.state, this.def(c), player, zone, 'card', this.state.nextCardId++));
  }

  /** Puts a permanent onto the battlefield (owned by `owner`). Returns its id. */
  permanent(owner: PlayerId, spec: PermanentSpec | string): ObjectId {
    this.seat(owner);
    const s: PermanentSpec = typeof spec === 'string' ? { card: spec } : spec;
    const def = this.lookup(s.card);
    if (def && (def.types.includes('Instant') || def.types.includes('Sorcery'))) throw new SetupError(`${s.card} is an ${def.types.includes('Instant') ? 'instant' : 'sorcery'} and can't be on the battlefield (400.4a)`);
    const id = createObject(this.state, this.def(s.card), owner, 'battlefield', s.token ? 'token' : 'card', s.token ? null : this.state.nextCardId++, {
      tapped: s.tapped ?? false, controller: s.controller ?? owner, faceDown: s.faceDown ?? false,
    });
    const o = this.state.objects[id]!;
    o.summoningSick = s.summoningSick ?? false;
    if (s.counters) for (const [k, v] of Object.entries(s.counters)) o.counters[k] = v;
    if (s.damage) o.damage = s.damage;
    if (s.attachedTo !== undefined) {
      if (!this.state.objects[s.attachedTo] || this.state.objects[s.attachedTo]!.zone !== 'battlefield') throw new SetupError(`${s.card} is attached to ${s.attachedTo}, which is not on the battlefield`);
      o.attachedTo = s.attachedTo;
    }
    touch(this.state);
    return id;
  }

  battlefield(owner: PlayerId, cards: readonly (string | PermanentSpec)[]): ObjectId[] {
    return cards.map((c) => this.permanent(owner, c));
  }
  hand(player: PlayerId, cards: readonly string[]): ObjectId[] { return this.put(player, 'hand', cards); }
  library(player: PlayerId, cards: readonly string[]): ObjectId[] { return this.put(player, 'library', cards); }
  graveyard(player: PlayerId, cards: readonly string[]): ObjectId[] { return this.put(player, 'graveyard', cards); }

  life(player: PlayerId, life: number): this { this.seat(player); this.state.players[player]!.life = life; return this; }
  poison(player: PlayerId, n: number): this { this.seat(player); this.state.players[player]!.poison = n; return this; }

  /**
   * Starts play at `step` of turn `turn`, with `active` as the active player. The step's
   * turn-based actions are considered done unless `beginStep` is true.
   */
  start(at: { readonly active: PlayerId; readonly step: StepName; readonly turn?: number; readonly beginStep?: boolean; readonly landsPlayed?: number }): GameState {
    this.seat(at.active);
    const t = this.state.turns[0]!;
    t.number = at.turn ?? 2;
    t.activePlayers = [at.active];
    t.step = at.step;
    t.phase = STEP_PHASE[at.step];
    t.stepBegun = !(at.beginStep ?? false);
    t.priority = null;
    t.passed = [];
    this.state.startingPlayer = at.active;
    this.state.players[at.active]!.landsPlayedThisTurn = at.landsPlayed ?? 0;
    for (const p of this.state.players) p.keptHand = true;
    run(this.state);
    return this.state;
  }
}
