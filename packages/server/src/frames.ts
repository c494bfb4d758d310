/**
 * The state frames a table sends, by viewer. After each change the viewer's frame is made once and
 * shared by every socket of that viewer. A socket that asked for patches (`?patches=1`) and holds the
 * viewer's previous frame gets a `patch` frame (the engine's `diffView` of the two frames) instead of the
 * whole frame again; any other socket gets the whole frame. The previous frame is kept as a JSON snapshot,
 * never as a reference into the engine state, so a later change to the state can't alter it.
 */
import { applyViewPatch, diffView, type JsonValue } from '@arbiter/engine';

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
  const text = JSON.stringify(message);
  return { at, snapshot: JSON.parse(text) as JsonValue, text, patch: null };
}

function next(had: Entry, at: string, message: { readonly decisions: number }): Entry {
  const patch = diffView(had.snapshot, message);
  const frame = { from: had.at, text: JSON.stringify({ type: 'patch', decisions: message.decisions, patch }) };
  if (patch === null) return { ...had, at, patch: frame };
  const applied = applyViewPatch(had.snapshot, patch);
  if (!applied.ok) return first(at, message); // cannot happen for a patch diffView made; the whole frame is safe
  return { at, snapshot: applied.value, text: null, patch: frame };
}
