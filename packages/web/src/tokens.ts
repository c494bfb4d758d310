/**
 * The seats this browser holds, kept in localStorage so games can be resumed after a reload.
 * Storage is untrusted too: anything malformed is dropped.
 */
export interface HeldSeat {
  readonly table: string;
  readonly seat: number;
  readonly token: string;
  readonly variant: string;
  readonly savedAt: number;
}

const KEY = 'arbiter.seats';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readSeats(store: KeyValueStore): HeldSeat[] {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (s): s is HeldSeat =>
      typeof s === 'object' &&
      s !== null &&
      typeof s.table === 'string' &&
      typeof s.token === 'string' &&
      Number.isInteger(s.seat) &&
      typeof s.variant === 'string' &&
      typeof s.savedAt === 'number',
  );
}

export function holdSeat(store: KeyValueStore, seat: HeldSeat): HeldSeat[] {
  const rest = readSeats(store).filter((s) => !(s.table === seat.table && s.seat === seat.seat));
  const next = [seat, ...rest].slice(0, 200);
  store.setItem(KEY, JSON.stringify(next));
  return next;
}

export function forgetTable(store: KeyValueStore, table: string): HeldSeat[] {
  const next = readSeats(store).filter((s) => s.table !== table);
  store.setItem(KEY, JSON.stringify(next));
  return next;
}

export function seatsAt(store: KeyValueStore, table: string): HeldSeat[] {
  return readSeats(store)
    .filter((s) => s.table === table)
    .sort((a, b) => a.seat - b.seat);
}

/** The invite link for a seat: opening it stores the token and opens the table. */
export function inviteLink(origin: string, table: string, seat: number, token: string): string {
  return `${origin}/table/${encodeURIComponent(table)}?seat=${seat}&token=${encodeURIComponent(token)}`;
}
