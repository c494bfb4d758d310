/**
 * The event log as one viewer may read it (invariant 5, 406.3 / 708.5 / 402.3): entries are
 * written public-safe by the pipeline (moves between hidden zones carry no name), and this
 * filter removes what remains: the identity of a card that went into a hand the viewer can't
 * see or into a library, and any "Name#id" of an object that is hidden from the viewer now.
 */
import type { LogEntry } from '../log/types.js';
import { canSeeHand } from '../state/team.js';
import { mayLookAtExiled } from '../objects/face-down-exile.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** Whether object `id` is hidden from `viewer` (null: a spectator) in the current state. */
export function hiddenFrom(state: GameState, id: ObjectId, viewer: PlayerId | null): boolean {
  const o = state.objects[id];
  if (!o) return false;
  if (o.zone === 'library') return true; // 401.2
  if (o.zone === 'hand') return !canSeeHand(state, viewer, o.owner); // 402.3
  if (o.zone === 'exile') return o.faceDown && !mayLookAtExiled(state, viewer, id); // 406.3
  return o.faceDown && (viewer === null || o.controller !== viewer); // 708.5
}

function redactText(state: GameState, text: string, viewer: PlayerId | null): string {
  if (!text.includes('#')) return text;
  let out = '';
  let from = 0;
  for (const m of text.matchAll(/#(\d+)/g)) {
    const id = Number(m[1]);
    if (!hiddenFrom(state, id, viewer)) continue;
    const name = state.cards[state.objects[id]!.defKey]?.name ?? '';
    const at = m.index;
    const named = name !== '' && at - name.length >= from && text.slice(at - name.length, at) === name;
    out += `${text.slice(from, named ? at - name.length : at)}a card`;
    from = at + m[0].length;
  }
  return out + text.slice(from);
}

/** One log entry as `viewer` may read it. */
export function logEntryFor(state: GameState, e: LogEntry, viewer: PlayerId | null): LogEntry {
  const data = e.data;
  const obj = data?.['object'];
  let out: LogEntry = e;
  if (data && typeof obj === 'number') {
    const to = data['to'];
    const intoHidden =
      e.type === 'move' &&
      (to === 'library' || (to === 'hand' && !canSeeHand(state, viewer, state.objects[obj]?.owner ?? -1)));
    if (intoHidden || hiddenFrom(state, obj, viewer)) {
      const { object: _o, card: _c, ...rest } = data;
      out = { ...e, data: intoHidden && typeof data['card'] === 'string' ? { ...rest, card: data['card'] } : rest };
    }
  }
  const text = redactText(state, out.text, viewer);
  return text === out.text ? out : { ...out, text };
}

/** The log entries from `since` on, filtered for `viewer`. */
export function logFor(state: GameState, viewer: PlayerId | null, since = 0): LogEntry[] {
  return state.log.slice(since).map((e) => logEntryFor(state, e, viewer));
}
