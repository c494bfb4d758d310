/**
 * Deep copies of plain JSON data exactly as a JSON round trip makes them, without the text in between (invariant 3:
 * the state is plain data). Used by `cloneState` (game/submit.ts) and by copy on write of object records
 * (objects/copy-on-write.ts).
 */

/**
 * A deep copy of plain JSON data, as a JSON round trip makes it (undefined properties left out, -0 → 0, NaN and
 * ±Infinity → null). Arrays and records are first copied whole (`slice`, a spread: V8 copies a record's shape in
 * one step, far cheaper than adding its keys one by one; the key order is the one a round trip keeps), then only
 * the nested values are replaced. A record holding a value JSON would change is rare: it is rebuilt key by key.
 */
export function copyJson(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return typeof v === 'number' ? jsonNumber(v) : v;
  if (Array.isArray(v)) {
    const a: unknown[] = v.slice();
    for (let i = 0; i < a.length; i++) {
      const x = a[i];
      if (x === undefined) a[i] = null;
      else if (typeof x === 'object') a[i] = copyJson(x);
      else if (typeof x === 'number' && !plainNumber(x)) a[i] = jsonNumber(x); // most arrays are of object ids
    }
    return a;
  }
  const o: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const k in o) {
    const x = o[k];
    if (typeof x === 'object') {
      if (x !== null) o[k] = copyJson(x);
    } else if (x === undefined || (typeof x === 'number' && !plainNumber(x)))
      return copyRecordByKey(v as Record<string, unknown>);
  }
  return o;
}

/**
 * A game object's record copied as `copyJson` would: the same code, kept apart so that its spread sees only the few
 * shapes of `GameObject` and stays fast where the general one in `copyJson` sees every shape of the state.
 */
export function copyObjectRecord(v: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = { ...v };
  for (const k in o) {
    const x = o[k];
    if (typeof x === 'object') {
      if (x !== null) o[k] = copyJson(x);
    } else if (x === undefined || (typeof x === 'number' && !plainNumber(x))) return copyRecordByKey(v);
  }
  return o;
}

/** A number JSON keeps as it is: finite and not -0. */
function plainNumber(x: number): boolean {
  return x - x === 0 && (x !== 0 || 1 / x > 0);
}

function jsonNumber(x: number): number | null {
  return Number.isFinite(x) ? x + 0 : null;
}

/** A record copied key by key, leaving out undefined values (the slow path of `copyJson` and `copyObjectRecord`). */
function copyRecordByKey(v: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x !== undefined) o[k] = copyJson(x);
  }
  return o;
}

/**
 * `r` without the properties `keys` (the record itself when it has none of them). Used instead of `delete` on records
 * read on every decision (a player's "this turn" values): V8 keeps a record a property was deleted from in its slow
 * dictionary mode for the rest of its life, and so every copy of it (`cloneState`). The key order of what is left is
 * unchanged, and so is the JSON. The caller replaces its reference to `r` with the result.
 */
export function recordWithout<T extends object>(r: T, keys: readonly (keyof T)[]): T {
  let any = false;
  for (let i = 0; i < keys.length && !any; i++) any = Object.prototype.hasOwnProperty.call(r, keys[i]!);
  if (!any) return r;
  return Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k as keyof T))) as T;
}
