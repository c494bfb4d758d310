/**
 * Where each seat sits: the viewer at the bottom, the others clockwise in turn order around an
 * ellipse, and teams kept together (each team's seats are adjacent in turn order in the team variants).
 */
import type { PlayerView } from '@arbiter/engine';

export interface SeatPlace {
  readonly player: number;
  /** Angle in degrees, 90 = bottom (the viewer), increasing clockwise. */
  readonly angle: number;
  /** Position in percent of the table area. */
  readonly x: number;
  readonly y: number;
  readonly team: number;
  /** Index of this seat in turn order starting from the viewer. */
  readonly order: number;
}

/** Seats in turn order starting at `viewer` (or seat 0 for a spectator). */
export function turnOrderFrom(players: readonly PlayerView[], viewer: number | null): PlayerView[] {
  const start = Math.max(
    0,
    players.findIndex((p) => p.id === (viewer ?? players[0]?.id)),
  );
  return [...players.slice(start), ...players.slice(0, start)];
}

export function seatPlaces(players: readonly PlayerView[], viewer: number | null): SeatPlace[] {
  const ordered = turnOrderFrom(players, viewer);
  const n = ordered.length;
  return ordered.map((p, i) => {
    const angle = 90 + (360 * i) / n;
    const rad = (angle * Math.PI) / 180;
    return { player: p.id, angle, x: 50 + 42 * Math.cos(rad), y: 50 + 40 * Math.sin(rad), team: p.team, order: i };
  });
}

/** Groups of consecutive seats (in turn order from the viewer) that share a team. */
export function teamGroups(players: readonly PlayerView[], viewer: number | null): PlayerView[][] {
  const ordered = turnOrderFrom(players, viewer);
  const groups: PlayerView[][] = [];
  for (const p of ordered) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.team === p.team) last.push(p);
    else groups.push([p]);
  }
  // A team split by the wrap-around (last group and first group) is one team.
  if (groups.length > 1 && groups[0]![0]!.team === groups[groups.length - 1]![0]!.team) {
    const tail = groups.pop()!;
    groups[0] = [...groups[0]!, ...tail];
  }
  return groups;
}

/** Grid columns for the opponents' area: one row up to 4 seats, then two or three rows. */
export function gridColumns(count: number): number {
  if (count <= 3) return Math.max(1, count);
  if (count <= 8) return Math.ceil(count / 2);
  return Math.ceil(count / 3);
}
