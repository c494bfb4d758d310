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
import {
  applyViewPatch,
  diffView,
  type JsonValue,
  type ObjectId,
  type ObjectView,
  type ObjectViewSource,
} from '@arbiter/engine';

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
 * Equal as JSON, for two object views (built by the engine: no `undefined` or functions). Their values are
 * primitives, arrays of primitives (types) and flat records of numbers (counters); for anything nested deeper this
 * answers "not the same", which only costs a fresh frozen view, never a wrong one.
 */
type Obj = Readonly<Record<string, unknown>>;

function sameView(a: Obj, b: Obj): boolean {
  let keys = 0;
  for (const key in a) {
    keys++;
    const x = a[key];
    const y = b[key];
    if (x !== y && !sameFlat(x, y)) return false;
  }
  for (const key in b) if (b[key] !== undefined) keys--;
  return keys === 0;
}

/** Equal arrays of primitives, or equal records of primitives (not the same object); false for anything else. */
function sameFlat(x: unknown, y: unknown): boolean {
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i] || typeof x[i] === 'object') return false;
    return true;
  }
  if (Array.isArray(y)) return false;
  const r = x as Obj;
  const q = y as Obj;
  let keys = 0;
  for (const key in r) {
    keys++;
    if (r[key] !== q[key] || typeof r[key] === 'object') return false;
  }
  for (const key in q) if (q[key] !== undefined) keys--;
  return keys === 0;
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
    const canon =
      before && sameView(before as unknown as Obj, view as unknown as Obj)
        ? before
        : deepFreeze(detach(view) as unknown as ObjectView);
    this.used.set(k, canon);
    return canon;
  }
}
