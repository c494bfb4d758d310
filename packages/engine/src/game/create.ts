/** 103: starting the game — decks, a random starting player, shuffles, life, opening hands. */
import type { CardDefinition } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { emptyPool } from '../mana/pool.js';
import { randomInt, seedRng, shuffleInPlace } from '../rng.js';
import type { GameOptions, GameState, PlayerId } from '../state/types.js';
import { createObject } from '../zones/move.js';
import { perform } from '../events/pipeline.js';
import { run } from './loop.js';

export interface PlayerSetup {
  readonly name?: string;
  /** Card names, one entry per card. */
  readonly deck: readonly string[];
  readonly team?: number;
}

export interface GameSetup {
  readonly players: readonly PlayerSetup[];
  readonly seed: number | string;
  /** Definitions of every card named in the decks. */
  readonly cards: Readonly<Record<string, CardDefinition>> | ((name: string) => CardDefinition | undefined);
  readonly options?: Partial<GameOptions>;
  /** 103.1: normally chosen at random; fixed here for scenarios and tests. */
  readonly startingPlayer?: PlayerId;
}

export class SetupError extends Error {
  override readonly name = 'SetupError';
  constructor(message: string, readonly rule?: string) { super(message); }
}

export const MAX_PLAYERS = 64;

export function defaultOptions(playerCount: number, overrides: Partial<GameOptions> = {}): GameOptions {
  return {
    variant: playerCount > 2 ? 'free-for-all' : 'two-player',
    startingLife: 20,                // 103.4
    startingHandSize: 7,             // 103.5
    maxHandSize: 7,                  // 402.2
    rangeOfInfluence: null,
    skipFirstDraw: playerCount === 2 ? 'startingPlayer' : 'none', // 103.8a / 800.7
    freeFirstMulligan: playerCount > 2, // 800.6
    attackMultiplePlayers: true,      // 806.2 default for Free-for-All
    turnLimit: 500,
    autoPassWhenNoActions: false,
    ...overrides,
  };
}

/** Builds the state before any card is drawn: players, libraries in deck order, options. */
export function initialState(setup: GameSetup, allowEmptyDecks = false): GameState {
  const n = setup.players.length;
  if (!Number.isInteger(n) || n < 2) throw new SetupError(`a game needs at least 2 players, got ${n}`, '100.1');
  if (n > MAX_PLAYERS) throw new SetupError(`at most ${MAX_PLAYERS} players are supported, got ${n}`);
  const lookup = typeof setup.cards === 'function' ? setup.cards : (name: string) => (setup.cards as Record<string, CardDefinition>)[name];
  const options = defaultOptions(n, setup.options);
  const cards: Record<string, CardDefinition> = {};
  setup.players.forEach((p, i) => {
    if (!Array.isArray(p.deck) || (p.deck.length === 0 && !allowEmptyDecks)) throw new SetupError(`player ${i + 1} has an empty deck`, '100.2');
    for (const name of p.deck) {
      if (cards[name]) continue;
      const def = lookup(name);
      if (!def) throw new SetupError(`player ${i + 1}'s deck names an unknown card: "${name}"`);
      cards[name] = def;
    }
  });
  const state: GameState = {
    schema: 1,
    options,
    rng: seedRng(setup.seed),
    nextObjectId: 1,
    nextTimestamp: 1,
    nextEffectId: 1,
    nextCardId: 1,
    epoch: 0,
    cards,
    players: setup.players.map((p, i) => ({
      id: i, name: p.name ?? `P${i + 1}`, team: p.team ?? i, life: options.startingLife, poison: 0, counters: {},
      library: [], hand: [], graveyard: [], manaPool: emptyPool(), landsPlayedThisTurn: 0, drewFromEmptyLibrary: false,
      left: false, outcome: 'playing', mulligans: 0, keptHand: false,
    })),
    objects: {},
    lki: {},
    tokensLeftBattlefield: [],
    battlefield: [], exile: [], command: [], ante: [],
    turns: [{
      marker: 0, number: 0, activePlayers: [], phase: 'beginning', step: 'untap', stepBegun: false, priority: null, passed: [],
      stack: [], combat: null, extraPhases: [], repeatCleanup: false,
    }],
    extraTurns: [],
    startingPlayer: 0,
    effects: [],
    pendingTriggers: [],
    tasks: [],
    pending: null,
    decisionCount: 0,
    log: [],
    result: null,
    phase: 'mulligan',
  };
  state.players.forEach((p, i) => {
    for (const name of setup.players[i]!.deck) createObject(state, name, p.id, 'library', 'card', state.nextCardId++);
  });
  return state;
}

/** Creates a game and runs it to the first decision (the first mulligan choice). */
export function createGame(setup: GameSetup): GameState {
  const state = initialState(setup);
  const n = state.players.length;
  const options = state.options;
  // 103.1: the starting player is chosen at random (or given, for scenarios).
  const sp = setup.startingPlayer;
  if (sp !== undefined && (!Number.isInteger(sp) || sp < 0 || sp >= n)) throw new SetupError(`starting player ${sp} is not a seat`);
  state.startingPlayer = sp ?? randomInt(state.rng, n);
  state.turns[0]!.activePlayers = [state.startingPlayer];
  log(state, 'setup', `${n} players; ${state.players[state.startingPlayer]!.name} plays first`, ['103.1', '103.4'], { players: n, startingPlayer: state.startingPlayer, seed: String(setup.seed) });
  // 103.2: shuffle; 103.5: draw opening hands.
  for (const p of state.players) {
    shuffleInPlace(state.rng, p.library);
    for (let i = 0; i < options.startingHandSize; i++) perform(state, { kind: 'draw', player: p.id }, ['103.5']);
  }
  state.tasks.push({ kind: 'mulligan', index: 0, phase: 'decide', mulled: [], answer: null });
  run(state);
  return state;
}
