/**
 * View patches (README.md invariant 5): what changed in one viewer's view between two decisions, so a
 * server sends each seat a small patch instead of its whole view after every change. `diffView(prev, next)`
 * describes `next` relative to `prev`; `applyViewPatch(prev, patch)` rebuilds `next`, sharing every
 * unchanged part of `prev`. Both work on any JSON value (a `GameView`, or a server message holding one).
 *
 * The patch only ever carries parts of `next`: it reveals nothing the full view would not. Values are
 * compared as JSON: a key whose value is `undefined` is absent, as `JSON.stringify` would send it.
 * Arrays whose elements all carry a unique `id` (objects, players) are patched by id, so a permanent
 * entering or leaving doesn't shift every later element; other arrays are patched by index.
 */

export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [k: string]: JsonValue };

export type ViewPatch =
  /** The new value replaces the old one whole. */
  | { readonly k: 'set'; readonly v: JsonValue }
  /** An object: patches for changed or new keys, and the keys that are gone. */
  | { readonly k: 'obj'; readonly at: Readonly<Record<string, ViewPatch>>; readonly drop?: readonly string[] }
  /** An array by position: its new length, and patches for changed positions (new positions are `set`). */
  | { readonly k: 'arr'; readonly n: number; readonly at: Readonly<Record<string, ViewPatch>> }
  /** An array of objects with unique ids: the new order of ids, and patches for changed or new ids. */
  | { readonly k: 'ids'; readonly ids: readonly (string | number)[]; readonly at: Readonly<Record<string, ViewPatch>> };

export interface ViewPatchError {
  readonly code: 'BAD_PATCH';
  readonly message: string;
}

export type ViewPatchResult =
  { readonly ok: true; readonly value: JsonValue } | { readonly ok: false; readonly error: ViewPatchError };

type Obj = { readonly [k: string]: unknown };

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The value as JSON would carry it (undefined and functions become absent, as in JSON.stringify). A frozen
 * object is taken to be plain JSON already (a server's canonical views are detached, then frozen) and is
 * shared rather than copied: nothing can change it.
 */
function plain(v: unknown): JsonValue {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      return Number.isFinite(v) ? v : null;
    case 'object':
      if (v === null) return null;
      return Object.isFrozen(v) ? (v as JsonValue) : (JSON.parse(JSON.stringify(v)) as JsonValue);
    default:
      return null;
  }
}

/** The patch turning `prev` into `next`, or null when they are equal as JSON. One pass over both values. */
export function diffView(prev: unknown, next: unknown): ViewPatch | null {
  if (prev === next) return null;
  if (Array.isArray(prev) && Array.isArray(next)) {
    if (sameElements(prev, next)) return null;
    const before = idsOf(prev);
    const after = before && idsOf(next);
    return before && after ? diffById(prev, before, next, after) : diffByIndex(prev, next);
  }
  if (isObj(prev) && isObj(next)) return diffObject(prev, next);
  if (typeof next === 'number' && typeof prev === 'number' && Number.isNaN(prev) && Number.isNaN(next)) return null;
  return { k: 'set', v: plain(next) };
}

function diffObject(prev: Obj, next: Obj): ViewPatch | null {
  let at: Record<string, ViewPatch> | null = null;
  for (const key in next) {
    const v = next[key];
    if (v === undefined || typeof v === 'function') continue;
    const old = prev[key];
    const p = old === undefined ? { k: 'set' as const, v: plain(v) } : diffView(old, v);
    if (p) (at ??= {})[key] = p;
  }
  let drop: string[] | null = null;
  for (const key in prev) if (prev[key] !== undefined && next[key] === undefined) (drop ??= []).push(key);
  if (!at && !drop) return null;
  return drop ? { k: 'obj', at: at ?? {}, drop } : { k: 'obj', at: at ?? {} };
}

/** Same length and the very same elements (shared, unchanged views): equal without looking inside. */
function sameElements(prev: readonly unknown[], next: readonly unknown[]): boolean {
  if (prev.length !== next.length) return false;
  for (let i = 0; i < next.length; i++) if (prev[i] !== next[i]) return false;
  return true;
}

function diffByIndex(prev: readonly unknown[], next: readonly unknown[]): ViewPatch | null {
  let at: Record<string, ViewPatch> | null = null;
  for (let i = 0; i < next.length; i++) {
    const p = i < prev.length ? diffView(prev[i], next[i]) : { k: 'set' as const, v: plain(next[i]) };
    if (p) (at ??= {})[i] = p;
  }
  if (!at && prev.length === next.length) return null;
  return { k: 'arr', n: next.length, at: at ?? {} };
}

/** The elements' ids when every element is an object with a unique `id`, all numbers or all strings. */
function idsOf(list: readonly unknown[]): (string | number)[] | null {
  if (list.length === 0) return [];
  const first = isObj(list[0]) ? typeof list[0]['id'] : 'none';
  if (first !== 'number' && first !== 'string') return null;
  const ids: (string | number)[] = new Array<string | number>(list.length);
  const seen = new Set<string | number>();
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    const id = isObj(v) ? v['id'] : undefined;
    if (typeof id !== first || seen.has(id as string | number)) return null;
    seen.add(id as string | number);
    ids[i] = id as string | number;
  }
  return ids;
}

function diffById(
  prev: readonly unknown[],
  prevIds: readonly (string | number)[],
  next: readonly unknown[],
  ids: readonly (string | number)[],
): ViewPatch | null {
  const before = new Map<string | number, unknown>();
  for (let i = 0; i < prevIds.length; i++) before.set(prevIds[i]!, prev[i]);
  let at: Record<string, ViewPatch> | null = null;
  let sameOrder = prevIds.length === ids.length;
  for (let i = 0; i < next.length; i++) {
    const id = ids[i]!;
    if (sameOrder && id !== prevIds[i]) sameOrder = false;
    const old = before.get(id);
    const p = old === undefined ? { k: 'set' as const, v: plain(next[i]) } : diffView(old, next[i]);
    if (p) (at ??= {})[String(id)] = p;
  }
  if (!at && sameOrder) return null;
  return { k: 'ids', ids: [...ids], at: at ?? {} };
}

/** `prev` with the patch applied; unchanged parts are shared with `prev`. A malformed patch is an error. */
export function applyViewPatch(prev: unknown, patch: unknown): ViewPatchResult {
  try {
    return { ok: true, value: applyOne(prev, patch, '$') };
  } catch (e) {
    if (e instanceof PatchFault) return { ok: false, error: { code: 'BAD_PATCH', message: e.message } };
    throw e;
  }
}

class PatchFault extends Error {}

function fault(path: string, what: string): never {
  throw new PatchFault(`view patch at ${path}: ${what}`);
}

function applyOne(prev: unknown, patch: unknown, path: string): JsonValue {
  if (!isObj(patch)) fault(path, 'not a patch object');
  const k = patch['k'];
  switch (k) {
    case 'set':
      if (!('v' in patch)) fault(path, '"set" without a value');
      return patch['v'] as JsonValue;
    case 'obj':
      return applyObject(prev, patch, path);
    case 'arr':
      return applyByIndex(prev, patch, path);
    case 'ids':
      return applyById(prev, patch, path);
    default:
      return fault(path, `unknown patch kind ${JSON.stringify(k)}`);
  }
}

function patchesOf(patch: Obj, path: string): Obj {
  const at = patch['at'];
  if (!isObj(at)) fault(path, '"at" is not an object');
  return at;
}

function applyObject(prev: unknown, patch: Obj, path: string): JsonValue {
  if (!isObj(prev)) fault(path, 'an object patch for a value that is not an object');
  const out: Record<string, JsonValue> = { ...(prev as Record<string, JsonValue>) };
  for (const [key, p] of Object.entries(patchesOf(patch, path))) {
    if (key === '__proto__') fault(path, 'the key "__proto__" is not allowed');
    out[key] = applyOne(prev[key], p, `${path}.${key}`);
  }
  const drop = patch['drop'] ?? [];
  if (!Array.isArray(drop)) fault(path, '"drop" is not a list');
  for (const key of drop) delete out[String(key)];
  return out;
}

function applyByIndex(prev: unknown, patch: Obj, path: string): JsonValue {
  if (!Array.isArray(prev)) fault(path, 'an array patch for a value that is not an array');
  const n = patch['n'];
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 1_000_000) fault(path, 'bad array length');
  const at = patchesOf(patch, path);
  const out: JsonValue[] = [];
  for (let i = 0; i < n; i++) {
    const p = at[String(i)];
    if (p !== undefined) out.push(applyOne(prev[i], p, `${path}[${i}]`));
    else if (i < prev.length) out.push(prev[i] as JsonValue);
    else fault(path, `position ${i} is new but has no value`);
  }
  return out;
}

function applyById(prev: unknown, patch: Obj, path: string): JsonValue {
  if (!Array.isArray(prev)) fault(path, 'an id patch for a value that is not an array');
  const ids = patch['ids'];
  if (!Array.isArray(ids)) fault(path, '"ids" is not a list');
  const at = patchesOf(patch, path);
  const before = new Map<string, unknown>();
  for (const v of prev) if (isObj(v)) before.set(String(v['id']), v);
  return ids.map((id) => {
    const key = String(id);
    const p = at[key];
    if (p !== undefined) return applyOne(before.get(key), p, `${path}[id ${key}]`);
    if (!before.has(key)) fault(path, `id ${key} is new but has no value`);
    return before.get(key) as JsonValue;
  });
}
