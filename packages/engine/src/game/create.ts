/** 103: starting the game — decks, a random starting player, shuffles, life, opening hands. */
import { startingHandSize, startingLife } from '../objects/starting-values.js';
import type { CardDefinition } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { emptyPool } from '../mana/pool.js';
import type { Color } from '../cards/mana-symbols.js';
import { randomInt, seedRng, shuffleInPlace } from '../rng.js';
import type { GameOptions, GameState, PlayerId } from '../state/types.js';
import { createObject } from '../zones/move.js';
import { perform } from '../effects/perform.js';
import { run } from './loop.js';
import {
  arrangeSeats,
  checkVariant,
  emperorRanges,
  groupTeams,
  isVariant,
  presetOptions,
  VARIANT_IDS,
  type VariantId,
} from '../multiplayer/variants.js';
import { primaryPlayer, teamRun } from '../state/team.js';
import { snapshotRanges } from '../objects/range.js';
import { checkPlanarDeck, createPlanarDecks, shufflePlanarDecks } from '../casual/planechase.js';
import {
  checkCommanderColor,
  checkCommanders,
  choosesColorBeforeGame,
  registerCommander,
  setUpCommander,
} from '../casual/commander.js';
import { colorIdentityOf } from '../casual/color-identity.js';
import { ARCHENEMY_LIFE, checkArchenemyOptions, checkSchemeDeck, createSchemeDecks } from '../casual/archenemy.js';
import {
  checkConspiracies,
  checkConspiracyGame,
  putConspiracies,
  type ConspiracyChoice,
  startingPlayerClaims,
} from '../casual/conspiracy.js';

export interface PlayerSetup {
  readonly name?: string;
  /** Card names, one entry per card. */
  readonly deck: readonly string[];
  readonly team?: number;
  /** 801.2a: this player's own range of influence (809.3a: Emperor sets 2 for emperors and 1 for generals). */
  readonly rangeOfInfluence?: number | null;
  /** 902.3: Vanguard — the name of this player's vanguard card, put face up into the command zone. */
  readonly vanguard?: string;
  /** 901.3: this player's planar deck (plane and phenomenon names) in a Planechase game (`options.planechase`). */
  readonly planarDeck?: readonly string[];
  /**
   * 903.3 / 903.6: in a Commander game (`options.commander`), this player's commander — or two with partner
   * (702.124) — put face up into the command zone as the game starts. Not part of `deck` (the other cards).
   */
  readonly commanders?: readonly string[];
  /**
   * 903.4b: the colour chosen before the game begins for a commander whose static ability asks for one (The
   * Prismatic Piper, Faceless One); part of its colour identity, revealed as it goes to the command zone.
   */
  readonly commanderColor?: Color;
  /** 904.3: an archenemy's scheme deck (`options.archenemy`): scheme card names, face down in the command zone. */
  readonly schemeDeck?: readonly string[];
  /**
   * 905.4: in a Conspiracy Draft game (`options.conspiracy`), the conspiracy cards this player puts from their
   * sideboard into the command zone as the game starts; one with hidden agenda names a card (702.106a).
   */
  readonly conspiracies?: readonly ConspiracyChoice[];
  /**
   * 400.11a: the cards this player owns outside the game (their sideboard), which effects such as Burning Wish may
   * bring into the game (903.11 restricts them in Commander). Hidden from the other players.
   */
  readonly outside?: readonly string[];
}

export interface GameSetup {
  readonly players: readonly PlayerSetup[];
  readonly seed: number | string;
  /** Definitions of every card named in the decks. */
  readonly cards: Readonly<Record<string, CardDefinition>> | ((name: string) => CardDefinition | undefined);
  readonly options?: Partial<GameOptions>;
  /** 103.1: normally chosen at random; fixed here for scenarios and tests. */
  readonly startingPlayer?: PlayerId;
  /**
   * 800.5: 'given' keeps the players in the order listed (checked against the variant's seating rule);
   * 'rules' seats them as the variant prescribes: 806.3 / 807.3 at random, 808.2 / 809.2 / 810.3 teams
   * together, 811.3 alternating.
   */
  readonly seating?: 'given' | 'rules';
  /** 901.15: the single communal planar deck (`options.singlePlanarDeck`). */
  readonly planarDeck?: readonly string[];
}

export class SetupError extends Error {
  override readonly name = 'SetupError';
  constructor(
    message: string,
    readonly rule?: string,
  ) {
    super(message);
  }
}

export const MAX_PLAYERS = 64;

/**
 * The options of a game: the variant's preset (multiplayer/variants.ts: the defaults its rules name),
 * then any overrides. `teamSizes` (in order of first appearance) sizes Two-Headed Giant life and poison (810.11).
 */
export function defaultOptions(
  playerCount: number,
  overrides: Partial<GameOptions> = {},
  teamSizes: readonly number[] = [],
): GameOptions {
  const variant = overrides.variant ?? (playerCount > 2 ? 'free-for-all' : 'two-player');
  const preset = isVariant(variant) ? presetOptions(variant, playerCount, teamSizes) : {};
  return {
    variant,
    startingLife: 20, // 103.4
    startingHandSize: 7, // 103.5
    maxHandSize: 7, // 402.2
    rangeOfInfluence: null,
    skipFirstDraw: playerCount === 2 ? 'startingPlayer' : 'none', // 103.8a / 800.7
    freeFirstMulligan: playerCount > 2, // 800.6
    attackMultiplePlayers: true, // 806.2 default for Free-for-All
    turnLimit: 500,
    autoPassWhenNoActions: false,
    ...preset,
    ...commanderPreset(overrides.commander, playerCount),
    ...overrides,
  };
}

/** 903.7: starting life 40; 903.12f: Brawl 25 (two players) or 30; 903.12g: Brawl's first mulligan is free. */
function commanderPreset(kind: GameOptions['commander'], playerCount: number): Partial<GameOptions> {
  if (kind === 'commander') return { startingLife: 40 };
  if (kind === 'brawl')
    return { startingLife: playerCount === 2 ? 25 : 30, freeFirstMulligan: true, commanderDamage: 0 };
  return {};
}

/** Variant ids the engine implements (chapter 8 and the two-player game). */
export const SUPPORTED_VARIANTS: readonly string[] = VARIANT_IDS;

/**
 * Seats the players and checks the variant (806–811). Returns the setup indexes in seat order and the
 * options. Throws SetupError naming the rule a forbidden setup breaks.
 */
export function planSeating(
  setup: Pick<GameSetup, 'players' | 'options' | 'seating'>,
  rand: (k: number) => number,
): { order: number[]; options: GameOptions } {
  const n = setup.players.length;
  const variant = setup.options?.variant ?? (n > 2 ? 'free-for-all' : 'two-player');
  if (!isVariant(variant))
    throw new SetupError(`unknown variant "${variant}"; known: ${VARIANT_IDS.join(', ')}`, '800.2');
  const teamIds = setup.players.map((p, i) => p.team ?? i);
  const teams = groupTeams(teamIds);
  const options = defaultOptions(
    n,
    setup.options,
    teams.map((t) => t.length),
  );
  const order =
    setup.seating === 'rules' ? arrangeSeats(variant as VariantId, teams, rand) : setup.players.map((_, i) => i);
  const v = checkVariant(
    variant as VariantId,
    options,
    teams,
    order.map((i) => teamIds[i]!),
    order.map((i) => setup.players[i]!.rangeOfInfluence),
  );
  if (v) throw new SetupError(v.message, v.rule);
  return { order, options };
}

/** Builds the state before any card is drawn: players, libraries in deck order, options. */
export function initialState(setup: GameSetup, allowEmptyDecks = false): GameState {
  const n = setup.players.length;
  if (!Number.isInteger(n) || n < 2) throw new SetupError(`a game needs at least 2 players, got ${n}`, '100.1');
  if (n > MAX_PLAYERS) throw new SetupError(`at most ${MAX_PLAYERS} players are supported, got ${n}`);
  const lookup =
    typeof setup.cards === 'function'
      ? setup.cards
      : (name: string) => (setup.cards as Record<string, CardDefinition>)[name];
  const rng = seedRng(setup.seed);
  const { order, options } = planSeating(setup, (k) => randomInt(rng, k));
  const seated = order.map((i) => setup.players[i]!);
  const cards = collectCards(seated, lookup, allowEmptyDecks);
  const state: GameState = {
    schema: 1,
    options,
    rng,
    nextObjectId: 1,
    nextTimestamp: 1,
    nextEffectId: 1,
    nextCardId: 1,
    epoch: 0,
    cards,
    players: seated.map((p, i) => ({
      id: i,
      name: p.name ?? `P${order[i]! + 1}`,
      team: p.team ?? order[i]!,
      life: options.startingLife,
      poison: 0,
      counters: {},
      library: [],
      hand: [],
      graveyard: [],
      manaPool: emptyPool(),
      landsPlayedThisTurn: 0,
      drewFromEmptyLibrary: false,
      left: false,
      outcome: 'playing',
      mulligans: 0,
      keptHand: false,
      ...(p.rangeOfInfluence !== undefined ? { rangeOfInfluence: p.rangeOfInfluence } : {}),
    })),
    objects: {},
    lki: {},
    tokensLeftBattlefield: [],
    battlefield: [],
    exile: [],
    command: [],
    ante: [],
    turns: [
      {
        marker: 0,
        number: 0,
        activePlayers: [],
        phase: 'beginning',
        step: 'untap',
        stepBegun: false,
        priority: null,
        passed: [],
        stack: [],
        combat: null,
        extraPhases: [],
        repeatCleanup: false,
      },
    ],
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
  if (options.variant === 'emperor') setupEmperorRanges(state, setup);
  snapshotRanges(state); // 801.2c: the seats ranges are measured on
  state.players.forEach((p, i) => {
    // 902.3 / 902.6: the vanguard card starts face up in its owner's command zone; 902.4: it modifies starting life.
    const vanguard = seated[i]!.vanguard;
    if (vanguard !== undefined) {
      createObject(state, vanguard, p.id, 'command', 'card', state.nextCardId++);
      p.life = startingLife(state, p.id);
    }
    for (const name of seated[i]!.deck) createObject(state, name, p.id, 'library', 'card', state.nextCardId++);
  });
  if (options.commander) setupCommanders(state, seated, lookup, cards, allowEmptyDecks);
  if (options.archenemy) setupArchenemy(state, seated, lookup, cards, allowEmptyDecks);
  setupConspiracies(state, seated, lookup, cards);
  seated.forEach((p, i) => setupOutside(state, i, p, lookup, cards));
  // (Scenario positions start mid-game: their builder sets up planar decks itself.)
  if ((options.planechase || options.singlePlanarDeck) && !allowEmptyDecks)
    setupPlanechase(state, setup, seated, lookup, cards);
  if (order.some((x, i) => x !== i))
    log(state, 'seating', `Seating: ${state.players.map((p) => p.name).join(', ')}`, [seatingRule(options.variant)]);
  return state;
}

/** Every card the seated players' decks and vanguards name, looked up once (unknown names are setup errors). */
function collectCards(
  seated: readonly PlayerSetup[],
  lookup: (name: string) => CardDefinition | undefined,
  allowEmptyDecks: boolean,
): Record<string, CardDefinition> {
  const cards: Record<string, CardDefinition> = {};
  seated.forEach((p, i) => {
    if (p.vanguard !== undefined) {
      const def = cards[p.vanguard] ?? lookup(p.vanguard);
      if (!def) throw new SetupError(`player ${i + 1}'s vanguard is an unknown card: "${p.vanguard}"`);
      if (!def.types.includes('Vanguard'))
        throw new SetupError(`player ${i + 1}'s vanguard "${p.vanguard}" is not a vanguard card`, '902.3');
      cards[p.vanguard] = def;
    }
    if (!Array.isArray(p.deck) || (p.deck.length === 0 && !allowEmptyDecks))
      throw new SetupError(`player ${i + 1} has an empty deck`, '100.2');
    for (const name of p.deck) {
      if (cards[name]) continue;
      const def = lookup(name);
      if (!def) throw new SetupError(`player ${i + 1}'s deck names an unknown card: "${name}"`);
      cards[name] = def;
    }
  });
  return cards;
}

/**
 * 809.3a / 809.6a: emperors and generals get the ranges of influence the rules name, unless given (an explicit
 * range of influence in the options gives every player that range instead); emperors begin out of each other's range.
 */
function setupEmperorRanges(state: GameState, setup: GameSetup): void {
  // 809.3a / 809.6a: emperors and generals get the ranges of influence the rules name, unless given.
  // (An explicit range of influence in the options gives every player that range instead.)
  const ranges = emperorRanges(state.players.map((p) => p.team));
  if (setup.options?.rangeOfInfluence === undefined)
    for (const p of state.players) if (p.rangeOfInfluence === undefined) p.rangeOfInfluence = ranges[p.id]!;
  const emperors = state.players
    .filter((p) => teamRun(state, p.id)[Math.floor((teamRun(state, p.id).length - 1) / 2)] === p.id)
    .map((p) => p.id);
  snapshotRanges(state);
  for (const e of emperors) {
    for (const f of emperors) {
      if (e !== f && rangeReaches(state, e, f))
        throw new SetupError(
          `emperors ${state.players[e]!.name} and ${state.players[f]!.name} would begin within each other's range of influence`,
          '809.6a',
        );
    }
  }
}

/** 904.2–904.5 / 904.12: checks the setup and scheme decks, creates them face down in the command zone, sets life. */
function setupArchenemy(
  state: GameState,
  seated: readonly PlayerSetup[],
  lookup: (name: string) => CardDefinition | undefined,
  cards: Record<string, CardDefinition>,
  scenario: boolean,
): void {
  const kind = state.options.archenemy!;
  const teams = groupTeams(state.players.map((p) => p.team));
  const v = checkArchenemyOptions(state.options, teams);
  if (v) throw new SetupError(v.message, v.rule);
  const decks = new Map<PlayerId, readonly string[]>();
  seated.forEach((p, i) => {
    const alone = teams.find((t) => t.includes(state.players[i]!.team))?.length === 1;
    const must = kind === 'supervillain-rumble' || alone; // 904.2a / 904.12b
    const deck = p.schemeDeck ?? [];
    if (deck.length === 0 && scenario) return;
    if (!must) {
      if (deck.length > 0)
        throw new SetupError(`${state.players[i]!.name} is not the archenemy and has no scheme deck`, '904.3');
      return;
    }
    const e = checkSchemeDeck(deck, (n) => cards[n] ?? lookup(n), `${state.players[i]!.name}'s`);
    if (e) throw new SetupError(e.message, e.rule);
    for (const n of deck) cards[n] ??= lookup(n)!;
    decks.set(i, deck);
  });
  if (kind === 'archenemy' && !scenario && decks.size !== 1)
    throw new SetupError('exactly one player, alone on a team, is the archenemy', '904.2a');
  createSchemeDecks(state, kind, decks);
  for (const p of decks.keys()) state.players[p]!.life = ARCHENEMY_LIFE; // 904.5 / 904.12c
  log(
    state,
    'setup',
    kind === 'archenemy'
      ? `Archenemy: ${[...decks.keys()].map((p) => state.players[p]!.name).join(', ')} (40 life) against everyone else`
      : 'Supervillain Rumble: every player is an archenemy',
    kind === 'archenemy' ? ['904.2', '904.5'] : ['904.12a', '904.12b'],
  );
}

/** 905.3 / 905.4: checks the game and each player's conspiracies, and puts them into the command zone (before the shuffle, 905.4). */
function setupConspiracies(
  state: GameState,
  seated: readonly PlayerSetup[],
  lookup: (name: string) => CardDefinition | undefined,
  cards: Record<string, CardDefinition>,
): void {
  const any = seated.some((p) => (p.conspiracies ?? []).length > 0);
  if (!state.options.conspiracy) {
    if (any) throw new SetupError('conspiracy cards are played only in a Conspiracy Draft game', '313.1');
    return;
  }
  const g = checkConspiracyGame(seated.length);
  if (g) throw new SetupError(g.message, g.rule);
  const find = (n: string): CardDefinition | undefined => cards[n] ?? lookup(n);
  seated.forEach((p, i) => {
    const choices = p.conspiracies ?? [];
    if (!Array.isArray(choices)) throw new SetupError(`player ${i + 1}'s conspiracies are not a list`, '905.4');
    const v = checkConspiracies(`${state.players[i]!.name}'s`, p.deck, choices, find);
    if (v) throw new SetupError(v.message, v.rule);
    for (const c of choices) cards[c.card] ??= find(c.card)!;
    putConspiracies(state, i, choices, cards);
  });
}

/**
 * 400.11a: the player's cards outside the game (names checked like deck cards), each with its colour identity (903.4)
 * and whether its name was in the starting deck, which 903.11 reads in a Commander game.
 */
function setupOutside(
  state: GameState,
  i: number,
  p: PlayerSetup,
  lookup: (name: string) => CardDefinition | undefined,
  cards: Record<string, CardDefinition>,
): void {
  if (p.outside === undefined) return;
  if (!Array.isArray(p.outside))
    throw new SetupError(`player ${i + 1}'s cards outside the game are not a list`, '400.11a');
  const deck = new Set(p.deck);
  state.players[i]!.outside = p.outside.map((name) => {
    const def = typeof name === 'string' ? (cards[name] ?? lookup(name)) : undefined;
    if (!def)
      throw new SetupError(
        `player ${i + 1}'s cards outside the game name an unknown card: "${String(name)}"`,
        '400.11a',
      );
    cards[name] = def;
    return { name, identity: colorIdentityOf(def), inStartingDeck: deck.has(name) };
  });
}

/** 903.3 / 903.6: checks each player's commanders and puts them face up into the command zone. */
function setupCommanders(
  state: GameState,
  seated: readonly PlayerSetup[],
  lookup: (name: string) => CardDefinition | undefined,
  cards: Record<string, CardDefinition>,
  scenario: boolean,
): void {
  const brawl = state.options.commander === 'brawl';
  setUpCommander(state, brawl);
  seated.forEach((p, i) => {
    const names = p.commanders ?? [];
    if (names.length === 0 && scenario) return; // a scenario position may give commanders itself
    const defs: CardDefinition[] = [];
    for (const name of names) {
      const def = cards[name] ?? lookup(name);
      if (!def) throw new SetupError(`player ${i + 1}'s commander is an unknown card: "${name}"`);
      cards[name] = def;
      defs.push(def);
    }
    const v =
      checkCommanders(defs, brawl, state.players[i]!.name) ??
      checkCommanderColor(defs, p.commanderColor, state.players[i]!.name);
    if (v) throw new SetupError(v.message, v.rule);
    names.forEach((name, k) => {
      const cardId = state.nextCardId++;
      const chosen = choosesColorBeforeGame(defs[k]!) ? p.commanderColor : undefined;
      registerCommander(state, i, name, cardId, createObject(state, name, i, 'command', 'card', cardId), chosen);
    });
  });
}

/** 901.3 / 901.15: checks and creates the planar decks (face down in the command zone, 901.4). */
function setupPlanechase(
  state: GameState,
  setup: GameSetup,
  seated: readonly PlayerSetup[],
  lookup: (name: string) => CardDefinition | undefined,
  cards: Record<string, CardDefinition>,
): void {
  const n = seated.length;
  const shared = !!state.options.singlePlanarDeck;
  const decks: (readonly string[])[] = shared ? [setup.planarDeck ?? []] : seated.map((p) => p.planarDeck ?? []);
  decks.forEach((d, i) => {
    const v = checkPlanarDeck(d, lookup, n, shared, shared ? 'the communal' : `${state.players[i]!.name}'s`);
    if (v) throw new SetupError(v.message, v.rule);
    for (const name of d) cards[name] ??= lookup(name)!;
  });
  createPlanarDecks(state, decks, shared);
  log(
    state,
    'setup',
    shared ? 'Planechase with a single communal planar deck' : 'Planechase: every player has a planar deck',
    [shared ? '901.15a' : '901.3', '901.4'],
  );
}

function rangeReaches(state: GameState, from: PlayerId, to: PlayerId): boolean {
  const r = state.players[from]!.rangeOfInfluence ?? state.options.rangeOfInfluence;
  if (r === null || r === undefined) return true;
  const n = state.players.length;
  const d = Math.abs(from - to);
  return Math.min(d, n - d) <= r;
}

function seatingRule(variant: string): string {
  switch (variant) {
    case 'free-for-all':
      return '806.3';
    case 'grand-melee':
      return '807.3';
    case 'team-vs-team':
      return '808.2';
    case 'emperor':
      return '809.2';
    case 'two-headed-giant':
      return '810.3';
    case 'alternating-teams':
      return '811.3';
    default:
      return '800.5';
  }
}

/**
 * Who plays first. 103.1: at random. 808.4: a random team; its centre player, or with an even number the
 * player to the left of its midpoint. 809.4: a random emperor. 805.3: with shared team turns, a random team
 * (its primary player holds the first seat of the turn).
 */
export function chooseStartingPlayer(state: GameState): { player: PlayerId; rules: string[] } {
  const n = state.players.length;
  const variant = state.options.variant;
  const teams = [...new Set(state.players.map((p) => p.team))];
  const teamRunOf = (team: number): PlayerId[] => teamRun(state, state.players.find((p) => p.team === team)!.id);
  // Power Play (313.5): "You are the starting player. If multiple players would be …, one … is chosen at random."
  const claims = startingPlayerClaims(state);
  if (claims.length > 0) return { player: claims[randomInt(state.rng, claims.length)]!, rules: ['103.1', '313.5'] };
  // 904.6: the archenemy takes the first turn (904.12c: in Supervillain Rumble it is random, 103.1).
  if (state.archenemy?.kind === 'archenemy' && state.archenemy.archenemies.length === 1)
    return { player: state.archenemy.archenemies[0]!, rules: ['904.6'] };
  if (variant === 'team-vs-team') {
    const run = teamRunOf(teams[randomInt(state.rng, teams.length)]!);
    const k = run.length;
    return { player: k % 2 === 1 ? run[(k - 1) / 2]! : run[k / 2]!, rules: ['808.4'] };
  }
  if (variant === 'emperor') {
    const run = teamRunOf(teams[randomInt(state.rng, teams.length)]!);
    return { player: run[Math.floor((run.length - 1) / 2)]!, rules: ['809.4'] };
  }
  if (state.options.sharedTeamTurns) {
    const run = teamRunOf(teams[randomInt(state.rng, teams.length)]!);
    return { player: primaryPlayer(state, run[0]!), rules: ['805.3', '103.1'] };
  }
  return { player: randomInt(state.rng, n), rules: ['103.1'] };
}

/** Creates a game and runs it to the first decision (the first mulligan choice). */
export function createGame(setup: GameSetup): GameState {
  const state = initialState(setup);
  const n = state.players.length;
  const options = state.options;
  // 103.1: the starting player is chosen at random (or given, for scenarios).
  const sp = setup.startingPlayer;
  if (sp !== undefined && (!Number.isInteger(sp) || sp < 0 || sp >= n))
    throw new SetupError(`starting player ${sp} is not a seat`);
  const start =
    sp !== undefined
      ? { player: state.options.sharedTeamTurns ? primaryPlayer(state, sp) : sp, rules: ['103.1'] }
      : chooseStartingPlayer(state);
  state.startingPlayer = start.player;
  state.turns[0]!.activePlayers = [state.startingPlayer];
  const who = state.options.sharedTeamTurns
    ? `${teamRun(state, start.player)
        .map((p) => state.players[p]!.name)
        .join(' & ')} play`
    : `${state.players[state.startingPlayer]!.name} plays`;
  log(state, 'setup', `${n} players (${options.variant}); ${who} first`, [...start.rules, '103.4'], {
    players: n,
    startingPlayer: state.startingPlayer,
    seed: String(setup.seed),
    variant: options.variant,
  });
  // 103.2: shuffle; 103.5: draw opening hands.
  shufflePlanarDecks(state, (ids) => shuffleInPlace(state.rng, ids)); // 901.5 turns up the top of a shuffled planar deck
  for (const d of Object.values(state.archenemy?.decks ?? {})) shuffleInPlace(state.rng, d); // 904.3: a shuffled scheme deck
  for (const p of state.players) {
    shuffleInPlace(state.rng, p.library);
    for (let i = 0; i < startingHandSize(state, p.id); i++) perform(state, { kind: 'draw', player: p.id }, ['103.5']); // 902.5
  }
  state.tasks.push({ kind: 'mulligan', index: 0, phase: 'decide', mulled: [], answer: null });
  run(state);
  return state;
}
