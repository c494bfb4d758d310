/**
 * The no-cache oracle (issue 13 §1): a seeded game is played three times with the same random decision policy —
 * with the engine's caches (normal mode), with every cache disabled (oracle mode, option `noCache`: everything
 * recomputed on each read), and with the caches but saved and reloaded (a JSON round trip) at random decisions.
 * The three must stay byte-identical: the same decisions offered, the same JSON event log, the same final state
 * (apart from the `noCache` flag itself). A cache that goes stale after some mutation makes the normal game read
 * an old value where the oracle reads the new one, and the games diverge (invariants 2 and 3).
 */
import assert from 'node:assert/strict';
import {
  SUPPORTED_VARIANTS,
  aiRng,
  battlefieldCharacteristics,
  createGame,
  fallbackChoice,
  randomChoice,
  randomInt,
  seedRng,
  submit,
  submitInPlace,
  type Choice,
  type GameSetup,
  type GameState,
  type PlayerSetup,
} from '../src/index.js';

type Rng = ReturnType<typeof seedRng>;

export interface DifferentialStats {
  games: number;
  decisions: number;
  reloads: number;
  finished: number;
  concessions: number;
  maxPlayers: number;
}

export function emptyStats(): DifferentialStats {
  return { games: 0, decisions: 0, reloads: 0, finished: 0, concessions: 0, maxPlayers: 0 };
}

/** The state as JSON without the oracle flag (the one field the modes may differ in). */
export function comparable(state: GameState): string {
  const { noCache: _flag, ...options } = state.options;
  return JSON.stringify({ ...state, options });
}

/** The first permanent whose characteristics differ (JSON of characteristicsNow). */
function firstCharsDifference(a: string, b: string): string {
  const xs = JSON.parse(a) as unknown[];
  const ys = JSON.parse(b) as unknown[];
  for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
    const x = JSON.stringify(xs[i]);
    const y = JSON.stringify(ys[i]);
    if (x !== y) return `${x}\n  oracle: ${y}`;
  }
  return '(none)';
}

/** The first log entry where two games differ, for the failure message. */
function firstLogDifference(a: GameState, b: GameState): string {
  const n = Math.max(a.log.length, b.log.length);
  for (let i = 0; i < n; i++) {
    const x = JSON.stringify(a.log[i]);
    const y = JSON.stringify(b.log[i]);
    if (x !== y) return `log entry ${i}:\n  cached: ${x}\n  oracle: ${y}`;
  }
  return 'logs equal; states differ';
}

interface Lane {
  state: GameState;
  rng: Rng;
  readonly label: string;
}

/**
 * One random decision. In `verify` games the reloaded lane goes through `submit`, so each of its decisions starts
 * on a copy made by `cloneState`, which carries the original's caches over: a stale carried cache throws at once.
 */
function decide(lane: Lane, copying = false): void {
  const s = lane.state;
  const d = s.pending!;
  const play = (c: Choice): boolean => {
    if (!copying) return submitInPlace(s, d.player, c).ok;
    const r = submit(s, d.player, c);
    if (r.ok) lane.state = r.state;
    return r.ok;
  };
  if (play(randomChoice(s, d, lane.rng))) return;
  const choice = fallbackChoice(d, s);
  if (!play(choice)) throw new Error(`${lane.label}: fallback choice refused for ${d.kind}`);
}

function chance(rng: Rng, oneIn: number): boolean {
  return randomInt(rng, oneIn) === 0;
}

export interface DifferentialOptions {
  /** A label for failure messages. */
  readonly label: string;
  readonly aiSeed: number | string;
  /** About one decision in `reloadOneIn` is followed by a save/reload of the third game. */
  readonly reloadOneIn?: number;
  /** About one decision in `concedeOneIn` is followed by a random player's concession (104.3a, 800.4), in all three games. */
  readonly concedeOneIn?: number;
  readonly maxDecisions?: number;
  /** Play the saved-and-reloaded game with `noCache: 'verify'` (every cached read checked; costs about an oracle game). */
  readonly verify?: boolean;
}

/**
 * Plays `setup` in the three modes in lockstep and fails on the first divergence, naming the decision and the
 * first differing log entry. Returns the number of decisions and reloads.
 */
export function differentialGame(setup: GameSetup, opts: DifferentialOptions, stats: DifferentialStats): void {
  const make = (noCache: boolean | 'verify'): GameState =>
    createGame({ ...setup, options: { ...setup.options, ...(noCache ? { noCache } : {}) } });
  const cached: Lane = { state: make(false), rng: aiRng(opts.aiSeed), label: 'cached' };
  const oracle: Lane = { state: make(true), rng: aiRng(opts.aiSeed), label: 'oracle' };
  // With `verify`, the reloaded game also checks every cached read against a fresh computation (a stale read
  // throws at once, even one that a later invalidation would hide from the log).
  const reloaded: Lane = { state: make(opts.verify ? 'verify' : false), rng: aiRng(opts.aiSeed), label: 'reloaded' };
  assert.equal(comparable(cached.state), comparable(oracle.state), `${opts.label}: the setups differ`);
  const events = seedRng(`oracle-events:${opts.label}`);
  const max = opts.maxDecisions ?? 20_000;
  let seen = 0;
  let n = 0;
  stats.games++;
  stats.maxPlayers = Math.max(stats.maxPlayers, cached.state.players.length);
  while (cached.state.pending && !cached.state.result) {
    if (++n > max) throw new Error(`${opts.label}: no result within ${max} decisions`);
    for (const lane of [cached, oracle]) decide(lane);
    decide(reloaded, opts.verify === true);
    if (chance(events, opts.concedeOneIn ?? 800) && !cached.state.result && cached.state.phase === 'playing') {
      const live = cached.state.players.filter((p) => !p.left);
      const who = live[randomInt(events, live.length)]!.id;
      for (const lane of [cached, oracle, reloaded])
        assert.ok(submitInPlace(lane.state, who, { kind: 'concede' }).ok, `${opts.label}: concession refused`);
      stats.concessions++;
    }
    if (chance(events, opts.reloadOneIn ?? 40)) {
      reloaded.state = JSON.parse(JSON.stringify(reloaded.state)) as GameState;
      stats.reloads++;
    }
    compareStep(opts.label, cached.state, oracle.state, reloaded.state, seen);
    seen = cached.state.log.length;
  }
  stats.decisions += n;
  if (cached.state.result) stats.finished++;
  const c = comparable(cached.state);
  if (c !== comparable(oracle.state))
    assert.fail(
      `${opts.label}: final states differ (cached vs oracle)\n${firstLogDifference(cached.state, oracle.state)}`,
    );
  if (c !== comparable(reloaded.state))
    assert.fail(
      `${opts.label}: final states differ (uninterrupted vs saved and reloaded)\n${firstLogDifference(cached.state, reloaded.state)}`,
    );
}

/** Every battlefield object's characteristics as the engine would read them now (cached or recomputed), as JSON. */
function characteristicsNow(state: GameState): string {
  const out: unknown[] = [];
  for (const [id, c] of battlefieldCharacteristics(state))
    out.push([
      id,
      c.name,
      c.controller,
      c.power,
      c.toughness,
      c.types,
      c.subtypes,
      c.colors,
      [...c.keywords].sort(),
      c.abilities.length,
    ]);
  return JSON.stringify(out);
}

/**
 * After each decision: the same new log entries, the same pending decision, and the same characteristics of every
 * permanent (a stale cache shows here even before it changes an outcome) in all three games.
 */
function compareStep(label: string, a: GameState, b: GameState, c: GameState, from: number): void {
  const where = `${label}, decision ${a.decisionCount}`;
  const ca = characteristicsNow(a);
  const cb = characteristicsNow(b);
  if (ca !== cb) assert.fail(`${where}: cached characteristics are stale\n  cached: ${firstCharsDifference(ca, cb)}`);
  const la = JSON.stringify(a.log.slice(from));
  if (
    a.log.length !== b.log.length ||
    la !== JSON.stringify(b.log.slice(from)) ||
    JSON.stringify(a.pending) !== JSON.stringify(b.pending)
  ) {
    assert.fail(
      `${where}: cached and oracle games diverge (a stale cache)\n${firstLogDifference(a, b)}\n  cached pending: ${JSON.stringify(a.pending)?.slice(0, 400)}\n  oracle pending: ${JSON.stringify(b.pending)?.slice(0, 400)}`,
    );
  }
  if (
    a.log.length !== c.log.length ||
    la !== JSON.stringify(c.log.slice(from)) ||
    JSON.stringify(a.pending) !== JSON.stringify(c.pending)
  ) {
    assert.fail(
      `${where}: the saved-and-reloaded game diverges from the uninterrupted one\n${firstLogDifference(a, c)}`,
    );
  }
}

// ---------------------------------------------------------------------------
// Setups: every variant the engine lists, 2 to 6 players
// ---------------------------------------------------------------------------

/** Player/team shapes with 2 to 6 players; each variant uses those the engine accepts for it. */
const SHAPES: readonly (readonly number[])[] = [
  [1, 1],
  [1, 1, 1],
  [1, 1, 1, 1],
  [1, 1, 1, 1, 1],
  [1, 1, 1, 1, 1, 1],
  [2, 2],
  [3, 3],
  [2, 2, 2],
  [2, 2, 1],
];

/** A team layout: `sizes[i]` players on team i (all 1: individuals). */
function playersOf(sizes: readonly number[], deckOf: (i: number) => readonly string[]): PlayerSetup[] {
  const out: PlayerSetup[] = [];
  const teams = sizes.some((s) => s > 1);
  sizes.forEach((size, t) => {
    for (let k = 0; k < size; k++) out.push({ deck: deckOf(out.length), ...(teams ? { team: t } : {}) });
  });
  return out;
}

/**
 * The setups of `variant` (an id from the engine's own SUPPORTED_VARIANTS list) that the engine accepts with
 * 2 to 6 players. A variant for which none is accepted fails the test: a new variant must be added here.
 */
export function shapesFor(variant: string, cards: GameSetup['cards'], deck: readonly string[]): (readonly number[])[] {
  const ok: (readonly number[])[] = [];
  const seen = new Set<string>();
  for (const shape of SHAPES) {
    if (seen.has(shape.join())) continue;
    seen.add(shape.join());
    try {
      createGame({ seed: 0, cards, seating: 'rules', options: { variant }, players: playersOf(shape, () => deck) });
      ok.push(shape);
    } catch {
      /* the variant's rules forbid this shape (800.1, 807.4a, 809.1 …) */
    }
  }
  if (ok.length === 0)
    assert.fail(`variant ${variant}: no 2–6 player setup accepted; teach test/oracle-differential.ts how to set it up`);
  return ok;
}

export interface VariantGame {
  readonly variant: string;
  readonly setup: GameSetup;
}

/**
 * `games` seeded setups spread over every variant of SUPPORTED_VARIANTS (round robin), each with a random
 * accepted player/team shape and `deckOf(seed, seat)` decks. `extra` adds options (Planechase, Vanguard …).
 */
export function variantGames(
  games: number,
  prefix: string,
  cards: GameSetup['cards'],
  deckOf: (rng: Rng, seat: number) => readonly string[],
  extra: (
    rng: Rng,
    players: PlayerSetup[],
  ) => { options?: GameSetup['options']; players?: PlayerSetup[]; planarDeck?: readonly string[] } = () => ({}),
  turnLimit = 5,
): VariantGame[] {
  const variants = [...SUPPORTED_VARIANTS];
  const probe = deckOf(seedRng('probe'), 0);
  const shapes = new Map(variants.map((v) => [v, shapesFor(v, cards, probe)] as const));
  const out: VariantGame[] = [];
  for (let i = 0; i < games; i++) {
    const variant = variants[i % variants.length]!;
    const rng = seedRng(`${prefix}:${variant}:${i}`);
    const vs = shapes.get(variant)!;
    const shape = vs[randomInt(rng, vs.length)]!;
    const players = playersOf(shape, (seat) => deckOf(rng, seat));
    const more = extra(rng, players);
    out.push({
      variant,
      setup: {
        seed: `${prefix}-${variant}-${i}`,
        cards,
        seating: 'rules',
        players: more.players ?? players,
        ...(more.planarDeck ? { planarDeck: more.planarDeck } : {}),
        options: { variant, turnLimit, autoPassWhenNoActions: randomInt(rng, 4) !== 0, ...more.options },
      },
    });
  }
  return out;
}
