/**
 * What one viewer receives: `viewFor` of the engine (hidden information replaced by
 * placeholders), its own pending decision only, and the log filtered for that viewer.
 * The view's own `log` field is sent empty: the log travels in `log` messages.
 */
import { logFor, viewFor, type GameView, type LogEntry, type PendingDecision, type PlayerId } from '@arbiter/engine';
import type { Table } from './table.js';

export interface SeatState {
  readonly seat: PlayerId | null;
  readonly view: GameView;
  readonly pending: PendingDecision | { readonly player: PlayerId } | null;
  readonly decisions: number;
  readonly status: string;
  readonly result: GameView['result'];
}

export function seatState(t: Table, viewer: PlayerId | null): SeatState {
  const view = viewFor(t.state, viewer, t.objectViewSource());
  const d = t.state.pending;
  const pending = viewer === null ? (d ? { player: d.player } : null) : d && d.player === viewer ? d : null;
  return {
    seat: viewer,
    view: { ...view, log: [] },
    pending,
    decisions: t.applied,
    status: t.status,
    result: t.state.result,
  };
}

export function seatLog(t: Table, viewer: PlayerId | null, since: number): { entries: LogEntry[]; next: number } {
  const from = Math.min(since, t.state.log.length);
  return { entries: logFor(t.state, viewer, from), next: t.state.log.length };
}
