/**
 * The state frames a table sends, by viewer. After each change the viewer's frame is made once and
 * shared by every socket of that viewer. A socket that asked for patches (`?patches=1`) and holds the
 * viewer's previous frame gets a `patch` frame (the engine's `diffView` of the two frames) instead of the
 * whole frame again; any other socket gets the whole frame.
 *
 * The previous frame is kept as a detached copy, never as a reference into the engine state, so a later
 * change to the state can't alter it. Only frozen values are shared rather than copied: the canonical
 * object views below, which nothing can change.
 */
import { diffView, type JsonValue, type ObjectId, type ObjectView, type ObjectViewSource } from '@arbiter/engine';

export interface StateFrame {
  /** The table version this frame shows. */
  readonly at: string;
  /** The whole frame as sent. */
  full(): string;
  /** The patch frame from the version before `at`, when this viewer had a frame at that version. */
  readonly patch: { readonly from: string; readonly text: string } | null;
}

interface Entry {
  readonly at: string;
  readonly snapshot: JsonValue;
  text: string | null;
  readonly patch: StateFrame['patch'];
}

export class ViewerFrames {
  private readonly byViewer = new Map<string, Entry>();

  /** The viewer's frame at version `at`, made by `make` (a `{type:'state',…}` message) unless made already. */
  frame(viewer: string, at: string, make: () => { readonly decisions: number }): StateFrame {
    const had = this.byViewer.get(viewer);
    const entry = had?.at === at ? had : had ? next(had, at, make()) : first(at, make());
    this.byViewer.set(viewer, entry);
    return {
      at,
      patch: entry.patch,
      full: () => (entry.text ??= JSON.stringify(entry.snapshot)),
    };
  }

  /** Forgets every frame (the table went back to its stored history). */
  clear(): void {
    this.byViewer.clear();
  }
}

function first(at: string, message: object): Entry {
  return { at, snapshot: detach(message), text: null, patch: null };
}

function next(had: Entry, at: string, message: { readonly decisions: number }): Entry {
  const patch = diffView(had.snapshot, message);
  const frame = { from: had.at, text: JSON.stringify({ type: 'patch', decisions: message.decisions, patch }) };
  if (patch === null) return { ...had, at, patch: frame };
  return { at, snapshot: detach(message), text: null, patch: frame };
}

/**
 * `v` as JSON would carry it (as JSON.parse(JSON.stringify(v)) but without the text), copying every object and
 * array except frozen ones, which are shared: nothing can change them.
 */
export function detach(v: unknown): JsonValue {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      return Number.isFinite(v) ? v : null;
    case 'object':
      if (v === null || Object.isFrozen(v)) return v as JsonValue;
      if (Array.isArray(v)) return v.map((x) => (x === undefined || typeof x === 'function' ? null : detach(x)));
      return detachObject(v as Readonly<Record<string, unknown>>);
    default:
      return null;
  }
}

function detachObject(o: Readonly<Record<string, unknown>>): JsonValue {
  const out: Record<string, JsonValue> = {};
  for (const key in o) {
    const x = o[key];
    if (x !== undefined && typeof x !== 'function') out[key] = detach(x);
  }
  return out;
}

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

/**
 * Equal as JSON, for values nested at most `depth` objects or arrays deep (an object view is 2 deep). Values
 * made by the engine's view never hold `undefined` or functions, so keys are compared as they are.
 */
function sameJson(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth === 0) return false;
  if (Array.isArray(a)) return Array.isArray(b) && sameList(a, b, depth - 1);
  if (Array.isArray(b)) return false;
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) if (!sameJson(x[key], y[key], depth - 1)) return false;
  return true;
}

function sameList(a: readonly unknown[], b: readonly unknown[], depth: number): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i], depth)) return false;
  return true;
}

/**
 * One table's object views, canonical across versions: an object whose view is the same as at the previous
 * version gets the very same (frozen) view object. Every viewer's view of one version shares them (an object's
 * view depends only on the state and whether it is visible: engine ObjectViewSource), so each object's view is
 * built and serialised once per change, not once per viewer; and a viewer's next frame is diffed against its
 * previous one by identity wherever an object did not change.
 */
export class CanonicalObjectViews implements ObjectViewSource {
  private version: string | null = null;
  /** The views handed out at `version`, by object and visibility (id when visible, -1 - id when hidden). */
  private used = new Map<number, ObjectView>();
  /** The views handed out at the version before. */
  private kept = new Map<number, ObjectView>();

  /** This source, for the state at `version` (a new version starts a new generation of views). */
  at(version: string): ObjectViewSource {
    if (version !== this.version) {
      this.version = version;
      if (this.used.size > 0) this.kept = this.used;
      this.used = new Map();
    }
    return this;
  }

  objectView(id: ObjectId, visible: boolean, make: () => ObjectView): ObjectView {
    const k = visible ? id : -1 - id;
    const had = this.used.get(k);
    if (had) return had;
    const view = make();
    const before = this.kept.get(k);
    const canon = before && sameJson(before, view, 3) ? before : deepFreeze(detach(view) as unknown as ObjectView);
    this.used.set(k, canon);
    return canon;
  }
}
