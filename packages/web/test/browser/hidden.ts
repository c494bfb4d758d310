/**
 * The hidden-information check (400.2, 402.3, 401.2): the frames one seat received never name an object
 * that is, at that moment, in another player's hand or library. The truth comes from the other seat's
 * own frames (its view lists its hand at each decision count) and from the final full library.
 */
import { applyViewPatch } from '@arbiter/engine';

interface Obj {
  id: number;
  name: string | null;
}
interface StateMsg {
  type: 'state';
  decisions: number;
  view: { players: { id: number; hand: Obj[] | null }[] };
}

/**
 * The frames as messages, each `patch` frame expanded into the `state` frame it stands for (the page's one
 * socket applies it to the state frame before it), so every state the seat was sent is checked.
 */
function parse(frames: readonly string[]): unknown[] {
  let last: unknown = null;
  const out: unknown[] = [];
  for (const f of frames) {
    let m: unknown;
    try {
      m = JSON.parse(f) as unknown;
    } catch {
      continue;
    }
    const msg = m as { type?: string; patch?: unknown };
    if (msg.type === 'patch') {
      const r = msg.patch === null ? { ok: true as const, value: last } : applyViewPatch(last, msg.patch);
      if (!r.ok) throw new Error(`a patch frame did not apply: ${r.error.message}`);
      m = r.value;
    }
    if ((m as { type?: string }).type === 'state') last = m;
    out.push(m);
  }
  return out;
}

/** Every (id, name) pair a frame names, anywhere in it. */
function namedObjects(msg: unknown, out: Map<number, string>): void {
  if (Array.isArray(msg)) {
    for (const x of msg) namedObjects(x, out);
    return;
  }
  if (typeof msg !== 'object' || msg === null) return;
  const o = msg as Record<string, unknown>;
  if (typeof o['id'] === 'number' && typeof o['name'] === 'string' && 'owner' in o) out.set(o['id'], o['name']);
  for (const v of Object.values(o)) namedObjects(v, out);
}

/** Returns descriptions of leaks: objects of `other`'s hand named in `mine` frames of seat `me`. */
export function hiddenInfoLeaks(
  mine: readonly string[],
  theirs: readonly string[],
  me: number,
  other: number,
): string[] {
  const handAt = new Map<number, Set<number>>();
  for (const m of parse(theirs)) {
    const s = m as StateMsg;
    if (s.type !== 'state') continue;
    const p = s.view.players.find((x) => x.id === other);
    if (p?.hand) handAt.set(s.decisions, new Set(p.hand.map((o) => o.id)));
  }
  // 401.2: a card first seen in their hand at decision D was in their library before D (a new object, 400.7, if it came from elsewhere).
  const firstInHand = new Map<number, number>();
  for (const [d, ids] of [...handAt.entries()].sort((x, y) => x[0] - y[0]))
    for (const id of ids) if (!firstInHand.has(id)) firstInHand.set(id, d);
  const leaks: string[] = [];
  for (const m of parse(mine)) {
    const s = m as StateMsg;
    if (s.type !== 'state') continue;
    const otherView = s.view.players.find((x) => x.id === other);
    if (otherView && otherView.hand !== null)
      leaks.push(`seat ${me} was sent seat ${other}'s hand at decision ${s.decisions}`);
    const named = new Map<number, string>();
    namedObjects(s.view, named);
    for (const [id, name] of named) {
      const d = firstInHand.get(id);
      if (d !== undefined && s.decisions < d - 1)
        leaks.push(
          `decision ${s.decisions}: seat ${me} was sent the name of card ${id} (${name}) still in seat ${other}'s library`,
        );
    }
    const hand = handAt.get(s.decisions);
    if (!hand) continue;
    for (const id of hand)
      if (named.has(id))
        leaks.push(
          `decision ${s.decisions}: seat ${me} was sent the name of card ${id} (${named.get(id)}) in seat ${other}'s hand`,
        );
  }
  void me;
  return leaks;
}

/**
 * Leaks visible in one seat's frames alone: another player's hand listed, or a log entry of another
 * player's private action (a draw, mulligan, scry, search…) naming a card.
 */
export function structuralLeaks(frames: readonly string[], me: number): string[] {
  const leaks: string[] = [];
  const named = new Set<string>();
  for (const m of parse(frames)) {
    const s = m as StateMsg;
    if (s.type !== 'state') continue;
    for (const p of s.view.players)
      if (p.id !== me && p.hand !== null)
        leaks.push(`seat ${me} was sent seat ${p.id}'s hand at decision ${s.decisions}`);
    const objs = new Map<number, string>();
    namedObjects(s.view, objs);
    for (const n of objs.values()) named.add(n);
  }
  for (const m of parse(frames)) {
    const l = m as { type: string; entries?: { type: string; text: string; data?: Record<string, unknown> }[] };
    if (l.type !== 'log' || !l.entries) continue;
    for (const e of l.entries) {
      if (!['draw', 'mulligan', 'bottom', 'search', 'scry', 'surveil'].includes(e.type)) continue;
      const who = e.data?.['player'];
      if (who === me) continue;
      for (const n of named) if (n.length > 3 && e.text.includes(n)) leaks.push(`log "${e.text}" names ${n}`);
    }
  }
  return leaks;
}
