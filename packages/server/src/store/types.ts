/**
 * The one storage interface behind a server: a table is its setup (variant, seed, seats with
 * their resolved decks and token hashes) plus the list of accepted decisions. SQLite and
 * PostgreSQL implement it; the server never holds anything the store can't rebuild.
 */
import type { Choice, GameResult } from '@arbiter/engine';
import type { AiKind, TableOptions, VariantId } from '../schemas.js';

export type TableStatus = 'waiting' | 'playing' | 'finished';

export interface SeatSetup {
  readonly kind: 'human' | 'ai';
  readonly ai?: AiKind;
  readonly name: string;
  readonly deck: readonly string[];
  /** 903.3: the seat's commander(s), stored with the deck (Commander and Brawl tables). */
  readonly commanders?: readonly string[];
  /** 400.11a: the seat's cards outside the game (its list's sideboard), which wishes may bring in (903.11). */
  readonly outside?: readonly string[];
  /** 903.4b: the colour chosen before the game for the seat's commander (The Prismatic Piper, Faceless One). */
  readonly commanderColor?: 'W' | 'U' | 'B' | 'R' | 'G';
  /** 902.3: the seat's vanguard card (tables with the Vanguard option). */
  readonly vanguard?: string;
  /** sha256 of the seat's secret token (human seats). */
  readonly tokenHash?: string;
}

export interface TableSetup {
  readonly variant: VariantId;
  readonly seed: number | string;
  readonly options: TableOptions;
  readonly seats: readonly SeatSetup[];
}

export interface TableRow {
  readonly id: string;
  readonly setup: TableSetup;
  readonly createdAt: string;
  readonly status: TableStatus;
  readonly result: GameResult | null;
  readonly decisions: number;
}

export interface DecisionRow {
  readonly index: number;
  readonly seat: number;
  readonly choice: Choice;
}
export interface ChatRow {
  readonly seat: number;
  readonly name: string;
  readonly text: string;
  readonly at: string;
}

/** What changed at a table, pushed between processes sharing one database. */
export type ChangeKind = 'decision' | 'chat' | 'status';

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Stores a new table and its seats' token hashes (token hash → engine player id). */
  createTable(row: TableRow, tokens: readonly { readonly hash: string; readonly player: number }[]): Promise<void>;
  /** The table and player a token hash belongs to. */
  tokenSeat(hash: string): Promise<{ readonly table: string; readonly player: number } | null>;
  /**
   * Durably stores decisions `first`, `first + 1`, … in one transaction; false (and nothing
   * stored) if one of those indexes is already taken: another process was first.
   */
  appendDecisions(
    table: string,
    first: number,
    rows: readonly { readonly seat: number; readonly choice: Choice }[],
  ): Promise<boolean>;
  decisions(table: string, since: number): Promise<DecisionRow[]>;
  setStatus(table: string, status: TableStatus, result: GameResult | null): Promise<void>;
  getTable(table: string): Promise<TableRow | null>;
  listTables(limit: number): Promise<TableRow[]>;
  unfinished(): Promise<TableRow[]>;
  /** Records that a human seat has been seen; returns every player seen so far at that table. */
  markJoined(table: string, player: number): Promise<number[]>;
  appendChat(table: string, chat: ChatRow): Promise<void>;
  chats(table: string, limit: number): Promise<ChatRow[]>;
  /** Calls `fn` for changes made by other processes (PostgreSQL LISTEN/NOTIFY; a no-op for SQLite). */
  listen(fn: (table: string, kind: ChangeKind) => void): Promise<void>;
  notify(table: string, kind: ChangeKind): Promise<void>;
  close(): Promise<void>;
}
