/**
 * The HTTP side of the server protocol (/work docs/protocol.md). Every response is checked before
 * use: the client never trusts a shape it hasn't looked at.
 */
import type { Choice, GameView, LogEntry, PendingDecision, GameResult } from '@arbiter/engine';

export interface ApiError {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  readonly problems?: readonly { readonly line: number; readonly message: string }[];
  readonly status: number;
}

export type ApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

export interface VariantMeta {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly teams: boolean;
  /** The deck kinds a seat may use at this variant's tables (all three unless the server restricts them). */
  readonly decks: readonly DeckKind[];
}

export type DeckKind = 'starter' | 'list' | 'random';
const DECK_KINDS: readonly DeckKind[] = ['starter', 'list', 'random'];

function deckKinds(v: unknown): DeckKind[] {
  const known = Array.isArray(v) ? v.filter((k): k is DeckKind => DECK_KINDS.includes(k as DeckKind)) : [];
  const listed = [...new Set(known)]; // the server's order: the first is a seat's default
  return listed.length ? listed : [...DECK_KINDS];
}

/** One table option as the server describes it; unknown shapes fall back to a JSON field. */
export interface OptionMeta {
  readonly key: string;
  readonly type: 'boolean' | 'number' | 'enum' | 'json';
  readonly label: string;
  readonly values: readonly string[];
  readonly default: unknown;
  readonly min?: number;
  readonly max?: number;
  readonly variants?: readonly string[];
}

export interface Meta {
  readonly variants: readonly VariantMeta[];
  readonly options: readonly OptionMeta[];
  readonly starterDecks: readonly string[];
  readonly ai: readonly string[];
  /** 902.1: the vanguard cards a seat may name when the table has the Vanguard option. */
  readonly vanguards: readonly string[];
}

export type DeckSpec = { readonly starter: string } | { readonly list: string } | { readonly random: true };
export type SeatSpec =
  | {
      readonly kind: 'human';
      readonly name?: string;
      readonly deck?: DeckSpec;
      readonly vanguard?: string;
      /** 903.4b: the colour chosen before the game for the seat's commander. */
      readonly commanderColor?: string;
    }
  | {
      readonly kind: 'ai';
      readonly ai: string;
      readonly deck?: DeckSpec;
      readonly vanguard?: string;
      readonly commanderColor?: string;
    };

export interface CreateTableRequest {
  readonly variant: string;
  readonly players: number;
  readonly seed: number;
  readonly seats: readonly SeatSpec[];
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface CreatedTable {
  readonly id: string;
  readonly seats: readonly { readonly seat: number; readonly kind: string; readonly token?: string }[];
}

export interface TableSummary {
  readonly id: string;
  readonly variant: string;
  readonly players: number;
  readonly status: string;
  readonly decisions: number;
  readonly createdAt: string;
}

export interface TableInfo {
  readonly id: string;
  readonly status: 'waiting' | 'playing' | 'finished';
  readonly decisions: number;
  readonly result: GameResult | null;
  readonly variant: string;
  readonly seats: readonly {
    readonly seat: number;
    readonly kind: string;
    readonly name: string;
    readonly connected: boolean;
  }[];
}

export interface SeatView {
  readonly seat: number | null;
  readonly view: GameView;
  readonly pending: PendingDecision | null;
  readonly decisions: number;
}

export interface CardInfo {
  readonly name: string;
  readonly manaCost?: string;
  readonly typeLine?: string;
  readonly text?: string;
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  readonly status?: string;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: unknown, dflt = ''): string {
  return typeof v === 'string' ? v : dflt;
}

function num(v: unknown, dflt = 0): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : dflt;
}

/** Reads the server's error body, whatever it is. */
export function errorOf(status: number, body: unknown): ApiError {
  const e = isRecord(body) && isRecord(body['error']) ? body['error'] : {};
  const problems =
    isRecord(body) && Array.isArray(body['problems'])
      ? body['problems'].filter(isRecord).map((p) => ({ line: num(p['line']), message: str(p['message']) }))
      : undefined;
  const rule = typeof e['rule'] === 'string' ? e['rule'] : undefined;
  return {
    code: str(e['code'], 'HTTP_' + status),
    message: str(e['message'], `HTTP ${status}`),
    status,
    ...(rule !== undefined ? { rule } : {}),
    ...(problems ? { problems } : {}),
  };
}

async function call<T>(
  method: string,
  path: string,
  body: unknown,
  token: string | null,
  parse: (v: unknown) => T | null,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers['Authorization'] = `Bearer ${token}`;
    res = await fetch(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  } catch (e) {
    return { ok: false, error: { code: 'NETWORK', message: e instanceof Error ? e.message : String(e), status: 0 } };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (!res.ok) return { ok: false, error: errorOf(res.status, json) };
  const v = parse(json);
  if (v === null)
    return {
      ok: false,
      error: { code: 'BAD_RESPONSE', message: `unexpected response from ${path}`, status: res.status },
    };
  return { ok: true, value: v };
}

/** Turns the server's option descriptions (an object keyed by option, or a list) into a list. */
export function parseOptions(raw: unknown): OptionMeta[] {
  const entries: [string, unknown][] = Array.isArray(raw)
    ? raw.filter(isRecord).map((o) => [str(o['key'] ?? o['id'] ?? o['name']), o])
    : isRecord(raw)
      ? Object.entries(raw)
      : [];
  return entries
    .filter(([k]) => k !== '')
    .map(([key, d]) => {
      const o = isRecord(d) ? d : { default: d };
      const dflt = o['default'];
      const values = Array.isArray(o['values'])
        ? o['values']
        : Array.isArray(o['choices'])
          ? o['choices']
          : Array.isArray(o['enum'])
            ? o['enum']
            : null;
      const declared = str(o['type']);
      const type: OptionMeta['type'] = values
        ? 'enum'
        : declared === 'boolean' || typeof dflt === 'boolean'
          ? 'boolean'
          : /\b(number|integer)\b/.test(declared) || typeof dflt === 'number'
            ? 'number'
            : 'json';
      const min = typeof o['min'] === 'number' ? o['min'] : undefined;
      const max = typeof o['max'] === 'number' ? o['max'] : undefined;
      const variants = Array.isArray(o['variants']) ? o['variants'].map((x) => String(x)) : undefined;
      return {
        key,
        type,
        label: str(o['label'] ?? o['description'] ?? o['name'], key),
        values: values ? values.map((x) => (x === null ? 'null' : String(x))) : [],
        default: dflt,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(variants ? { variants } : {}),
      };
    });
}

export function parseMeta(v: unknown): Meta | null {
  if (!isRecord(v) || !Array.isArray(v['variants'])) return null;
  const variants = v['variants']
    .filter(isRecord)
    .map((x) => ({
      id: str(x['id']),
      name: str(x['name'], str(x['id'])),
      minPlayers: num(x['minPlayers'], 2),
      maxPlayers: num(x['maxPlayers'], 12),
      teams: x['teams'] === true,
      decks: deckKinds(x['decks']),
    }))
    .filter((x) => x.id !== '');
  const strs = (a: unknown): string[] => (Array.isArray(a) ? a.filter((s): s is string => typeof s === 'string') : []);
  return {
    variants,
    options: parseOptions(v['options']),
    starterDecks: strs(v['starterDecks']),
    ai: strs(v['ai']),
    vanguards: strs(v['vanguards']),
  };
}

const pass = <T>(v: unknown): T | null => (v === undefined ? null : (v as T));

export const api = {
  meta: () => call('GET', '/api/meta', undefined, null, parseMeta),
  validateDeck: (list: string, variant?: string) =>
    call('POST', '/api/decks/validate', { list, ...(variant ? { variant } : {}) }, null, (v) =>
      isRecord(v) ? { cards: num(v['cards']) } : null,
    ),
  createTable: (req: CreateTableRequest) =>
    call('POST', '/api/tables', req, null, (v) =>
      isRecord(v) && typeof v['id'] === 'string' && Array.isArray(v['seats']) ? (v as unknown as CreatedTable) : null,
    ),
  tables: () =>
    call('GET', '/api/tables', undefined, null, (v) =>
      isRecord(v) && Array.isArray(v['tables']) ? (v['tables'] as TableSummary[]) : null,
    ),
  table: (id: string) =>
    call('GET', `/api/tables/${encodeURIComponent(id)}`, undefined, null, (v) =>
      isRecord(v) && Array.isArray(v['seats']) ? (v as unknown as TableInfo) : null,
    ),
  view: (id: string, token: string | null) =>
    call('GET', `/api/tables/${encodeURIComponent(id)}/view`, undefined, token, (v) =>
      isRecord(v) && isRecord(v['view']) ? (v as unknown as SeatView) : null,
    ),
  log: (id: string, token: string | null, since: number) =>
    call('GET', `/api/tables/${encodeURIComponent(id)}/log?since=${since}`, undefined, token, (v) =>
      isRecord(v) && Array.isArray(v['entries']) ? (v as unknown as { entries: LogEntry[]; next: number }) : null,
    ),
  act: (id: string, token: string, choice: Choice) =>
    call('POST', `/api/tables/${encodeURIComponent(id)}/actions`, choice, token, pass<{ ok: true; decisions: number }>),
  concede: (id: string, token: string) =>
    call('POST', `/api/tables/${encodeURIComponent(id)}/concede`, {}, token, pass<unknown>),
  card: (name: string) =>
    call('GET', `/api/cards/${encodeURIComponent(name)}`, undefined, null, (v) =>
      isRecord(v) && typeof v['name'] === 'string' ? (v as unknown as CardInfo) : null,
    ),
  /** 201.3: card names of the server's index close to `q` (for naming a card). */
  cardNames: (q: string) =>
    call('GET', `/api/card-names?q=${encodeURIComponent(q)}`, undefined, null, (v) =>
      isRecord(v) && Array.isArray(v['names']) ? (v as unknown as { names: string[] }) : null,
    ),
  judge: (text: string) =>
    call('POST', '/api/judge', { scenario: text }, null, (v) =>
      isRecord(v) && Array.isArray(v['events']) ? (v as unknown as JudgeResponse) : null,
    ),
};

export interface JudgeEventView {
  readonly seq: number;
  readonly turn: number;
  readonly step: string;
  readonly type: string;
  readonly text: string;
  readonly rules: readonly string[];
  readonly board: string;
  readonly view?: GameView;
  readonly scriptLine: number | null;
  readonly scriptText: string | null;
  readonly caseName: string | null;
}

export interface JudgeResponse {
  readonly pass: boolean;
  readonly status: string;
  readonly failures: readonly string[];
  readonly events: readonly JudgeEventView[];
}
