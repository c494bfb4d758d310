/**
 * Static evaluation at the end of a truncated rollout, from one seat's team's point of view
 * (free-for-all: every player is their own team; 808–811: the team's outcome counts).
 * A finished game scores 1 (the team won), 0.5 (draw) or 0; otherwise a logistic of the team's
 * material lead over the strongest other team: life, poison, creatures on the battlefield,
 * other permanents, and cards in hand.
 */
import { chars, type GameState, type PlayerId } from '@arbiter/engine';

/** One player's material: what the evaluation counts for them. */
export function material(state: GameState, p: PlayerId): number {
  const pl = state.players[p]!;
  if (pl.outcome === 'lost' || pl.left) return -40;
  let board = 0;
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (c.controller !== p) continue;
    if (c.types.includes('Creature')) board += 1 + Math.max(0, c.power ?? 0) + 0.5 * Math.max(0, c.toughness ?? 0);
    else if (c.types.includes('Land')) board += 0.6;
    else board += 1.5;
  }
  return Math.min(pl.life, 30) - 2 * pl.poison + 1.2 * board + 0.8 * pl.hand.length;
}

/** The value of `state` for `seat`'s team, in [0, 1]. */
export function evaluate(state: GameState, seat: PlayerId): number {
  const team = state.players[seat]!.team;
  if (state.result) {
    if (state.result.winners.some((w) => state.players[w]!.team === team)) return 1;
    return state.result.draw ? 0.5 : 0;
  }
  const byTeam = new Map<number, number>();
  for (const p of state.players) byTeam.set(p.team, (byTeam.get(p.team) ?? 0) + material(state, p.id));
  const mine = byTeam.get(team) ?? 0;
  let best = -Infinity;
  for (const [t, v] of byTeam) if (t !== team && v > best) best = v;
  if (best === -Infinity) return 1;
  return 1 / (1 + Math.exp(-(mine - best) / 10));
}
