/**
 * The tables a server process serves: creates them (decks resolved, tokens issued, setup
 * checked by the engine), loads them from the store on demand, resumes unfinished ones at
 * start-up and resolves bearer tokens to seats.
 */
import { AiThinkers } from './ai-thinkers.js';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SetupError, aiRng, randomInt as randomIntOf, type PlayerId } from '@arbiter/engine';
import type { CardLibrary, DeckProblem } from './decks.js';
import { apiError, fail, ok, type ApiError, type Result } from './errors.js';
import { gameFromSetup, isCommanderVariant, playerIds } from './game-setup.js';
import type { AiKind, CreateTable, SeatInput } from './schemas.js';
import type { SeatSetup, Store, TableRow, TableSetup } from './store/types.js';
import { Table } from './table.js';
import type { DecisionTimings } from './timings.js';

export interface CreatedTable {
  readonly id: string;
  readonly seats: readonly { seat: number; kind: 'human' | 'ai'; name: string; token?: string }[];
}

export type CreateError = ApiError & { readonly problems?: readonly (DeckProblem & { seat: number })[] };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function seatKind(s: SeatInput): { kind: 'human' | 'ai'; ai?: AiKind; name?: string } {
  if (s === 'human' || s === 'ai') return s === 'ai' ? { kind: 'ai', ai: 'heuristic' } : { kind: 'human' };
  return s.kind === 'ai'
    ? { kind: 'ai', ai: s.ai ?? 'heuristic', ...(s.name ? { name: s.name } : {}) }
    : { kind: 'human', ...(s.name ? { name: s.name } : {}) };
}

/**
 * 902.3: each seat's vanguard card when the table has the Vanguard option — the one the seat chose, else one
 * picked from the table's seed (stored in the setup, so a replay gets the same) — or none without the option.
 */
function seatVanguards(cards: CardLibrary, input: CreateTable, seed: string): Result<(string | undefined)[]> {
  const chosen = input.seats.map((s) => (typeof s === 'string' ? undefined : s.vanguard));
  if (input.options?.vanguard !== true) {
    const i = chosen.findIndex((v) => v !== undefined);
    return i < 0
      ? ok(chosen)
      : fail(
          apiError(
            422,
            'BAD_VANGUARD',
            `seat ${i + 1} names a vanguard but the table's vanguard option is off`,
            '902.1',
          ),
        );
  }
  const known = cards.vanguards();
  const names = [...known.keys()];
  const bad = chosen.findIndex((v) => v !== undefined && !known.has(v));
  if (bad >= 0)
    return fail(
      apiError(
        422,
        'BAD_VANGUARD',
        `seat ${bad + 1}: "${chosen[bad]}" is not a playable vanguard card (/api/meta lists them)`,
        '902.1',
      ),
    );
  if (names.length === 0)
    return fail(apiError(422, 'BAD_VANGUARD', 'the card pool has no playable vanguard card', '902.1'));
  return ok(chosen.map((v, i) => v ?? names[randomIntOf(aiRng(`${seed}:vanguard:${i}`), names.length)]!));
}

function uniqueNames(wanted: readonly (string | undefined)[]): string[] {
  const used = new Set<string>();
  return wanted.map((w, i) => {
    let name = w ?? `P${i + 1}`;
    for (let k = 2; used.has(name); k++) name = `${w ?? `P${i + 1}`} (${k})`;
    used.add(name);
    return name;
  });
}

export class Lobby {
  private readonly tables = new Map<string, Promise<Table | null>>();

  constructor(
    readonly store: Store,
    readonly cards: CardLibrary,
    /** Where search-AI seats think (worker threads, started on first use). */
    readonly thinkers: AiThinkers = new AiThinkers(),
    /** Where decisions' timings go (`arbiter serve --timings`; timings.ts), or null: none kept. */
    readonly timings: DecisionTimings | null = null,
  ) {}

  /** The table, from memory or rebuilt from the store; null when unknown. */
  get(id: string): Promise<Table | null> {
    let t = this.tables.get(id);
    if (!t) {
      t = this.store
        .getTable(id)
        .then((row) => (row ? Table.load(row, this.store, this.cards, this.thinkers, this.timings) : null));
      this.tables.set(id, t);
      void t.then(
        (x) => {
          if (!x) this.tables.delete(id);
        },
        () => this.tables.delete(id),
      );
    }
    return t;
  }

  /** Loaded tables only (for pushes from other processes). */
  loaded(id: string): Promise<Table | null> | undefined {
    return this.tables.get(id);
  }

  /** Restart: every unfinished table resumes by replaying its decisions. */
  async resumeAll(): Promise<number> {
    const rows = await this.store.unfinished();
    for (const r of rows) {
      const t = Table.load(r, this.store, this.cards, this.thinkers, this.timings);
      this.tables.set(r.id, t);
      await t;
    }
    return rows.length;
  }

  /** 401 without a valid token, 403 for a token of another table. */
  async seatOf(id: string, token: string): Promise<Result<PlayerId>> {
    const found = await this.store.tokenSeat(hashToken(token));
    if (!found) return fail(apiError(401, 'BAD_TOKEN', 'unknown token'));
    if (found.table !== id) return fail(apiError(403, 'WRONG_TABLE', 'this token belongs to another table'));
    return ok(found.player);
  }

  async create(input: CreateTable): Promise<Result<CreatedTable>> {
    const n = input.seats.length;
    if (input.players !== undefined && input.players !== n)
      return fail(apiError(422, 'BAD_SEATS', `players is ${input.players} but ${n} seats are listed`));
    const variant = input.variant ?? (n > 2 ? 'free-for-all' : 'two-player');
    const seed = input.seed ?? randomInt(2 ** 31);
    const kinds = input.seats.map(seatKind);
    const names = uniqueNames(kinds.map((k) => k.name));
    const vanguards = seatVanguards(this.cards, input, String(seed));
    if (!vanguards.ok) return vanguards;
    const problems: (DeckProblem & { seat: number })[] = [];
    const tokens: (string | undefined)[] = [];
    const seats: SeatSetup[] = [];
    input.seats.forEach((s, i) => {
      const commander = isCommanderVariant(variant) ? variant : undefined;
      const deck = this.cards.resolve(typeof s === 'string' ? undefined : s.deck, i, String(seed), commander);
      if (!deck.ok) {
        problems.push(
          ...(deck.problems.length ? deck.problems : [{ line: 0, message: deck.message }]).map((p) => ({
            ...p,
            seat: i,
          })),
        );
        return;
      }
      const k = kinds[i]!;
      const token = k.kind === 'human' ? randomBytes(24).toString('base64url') : undefined;
      tokens[i] = token;
      seats.push({
        kind: k.kind,
        ...(k.ai ? { ai: k.ai } : {}),
        name: names[i]!,
        deck: deck.cards,
        ...(deck.commanders ? { commanders: deck.commanders } : {}),
        ...(deck.outside ? { outside: deck.outside } : {}),
        ...(typeof s !== 'string' && s.commanderColor ? { commanderColor: s.commanderColor } : {}),
        ...(vanguards.value[i] ? { vanguard: vanguards.value[i] } : {}),
        ...(token ? { tokenHash: hashToken(token) } : {}),
      });
    });
    if (problems.length) return fail({ ...apiError(422, 'BAD_DECK', problems[0]!.message), problems } as CreateError);
    const setup: TableSetup = { variant, seed, options: input.options ?? {}, seats };
    let players: PlayerId[];
    try {
      players = playerIds(setup, gameFromSetup(setup, this.cards));
    } catch (err) {
      if (err instanceof SetupError) return fail(apiError(422, 'BAD_SETUP', err.message, err.rule));
      throw err;
    }
    const id = randomBytes(9).toString('base64url');
    const row: TableRow = {
      id,
      setup,
      createdAt: new Date().toISOString(),
      status: seats.every((s) => s.kind === 'ai') ? 'playing' : 'waiting',
      result: null,
      decisions: 0,
    };
    await this.store.createTable(
      row,
      seats.flatMap((s, i) => (s.tokenHash ? [{ hash: s.tokenHash, player: players[i]! }] : [])),
    );
    const table = Table.load(row, this.store, this.cards, this.thinkers, this.timings);
    this.tables.set(id, table);
    (await table).start();
    const out = seats.map((s, i) => ({
      seat: players[i]!,
      kind: s.kind,
      name: s.name,
      ...(tokens[i] ? { token: tokens[i] } : {}),
    }));
    return ok({ id, seats: out.sort((a, b) => a.seat - b.seat) });
  }

  async close(): Promise<void> {
    const closing = this.thinkers.close(); // a table waiting for a thought hears "shutting down" and stops
    for (const t of this.tables.values()) {
      const table = await t.catch(() => null);
      await table?.close();
    }
    await closing;
  }
}
