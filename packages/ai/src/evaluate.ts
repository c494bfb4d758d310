/**
 * Static evaluation at the end of a truncated rollout, from one seat's team's point of view
 * (free-for-all: every player is their own team; 808–811: the team's outcome counts).
 * A finished game scores 1 (the team won), 0.5 (draw) or 0; otherwise a logistic of the team's
 * material lead over the other teams: life, poison, creatures on the battlefield (by power,
 * toughness and evasion), other permanents, and cards in hand. A player whose life the untapped
 * creatures of their opponents could take next turn counts as in danger (a clock term), so a
 * race that is about to be lost scores below one that is merely behind on material.
 */
import { chars, type Characteristics, type GameState, type PlayerId } from '@arbiter/engine';

/** Evasion makes a creature's power count closer to its face value (702.9 flying, 702.111 menace, 702.19 trample). */
function evasion(c: Characteristics): number {
  const k = c.keywords;
  if (k.has('defender')) return 0.3; // 702.3b: it can't attack
  if (k.has('flying') || k.has('shadow') || k.has('horsemanship') || k.has('fear') || k.has('intimidate')) return 1.4;
  if (k.has('menace') || k.has('trample') || k.has('skulk')) return 1.2;
  return 1;
}

interface Board {
  /** Material from permanents. */
  value: number;
  /** Power the player's creatures could attack with next turn. */
  power: number;
}

function boards(state: GameState): Board[] {
  const out: Board[] = state.players.map(() => ({ value: 0, power: 0 }));
  for (const id of state.battlefield) {
    const c = chars(state, id);
    const b = out[c.controller];
    if (!b) continue;
    if (c.types.includes('Creature')) {
      const p = Math.max(0, c.power ?? 0);
      b.value += 1 + evasion(c) * p + 0.5 * Math.max(0, c.toughness ?? 0) + 0.3 * c.keywords.size;
      if (!c.keywords.has('defender')) b.power += p;
    } else if (c.types.includes('Land')) b.value += 0.6;
    else b.value += 1.5;
  }
  return out;
}

/** The evaluation's weights: material per life point is 1. */
export interface EvalWeights {
  /** Per point of board value (permanents). */
  readonly board: number;
  /** Per card in hand. */
  readonly hand: number;
  /** In lethal range of the strongest opposing board. */
  readonly lethal: number;
  /** The logistic's scale: a material lead of this much scores about 0.73. */
  readonly scale: number;
}

export const EVAL_WEIGHTS: EvalWeights = { board: 1.2, hand: 0.8, lethal: 6, scale: 10 };

function playerMaterial(state: GameState, p: PlayerId, board: Board, threat: number, w: EvalWeights): number {
  const pl = state.players[p]!;
  if (pl.outcome === 'lost' || pl.left) return -40;
  const life = Math.min(pl.life, 30);
  // The clock: life the strongest opposing board could take next turn; lethal range costs extra.
  const danger = threat >= pl.life ? w.lethal : threat >= pl.life / 2 ? w.lethal / 3 : 0;
  return life - 2 * pl.poison + w.board * board.value + w.hand * pl.hand.length - danger;
}

/** The strongest opposing attack each player faces: the largest board power among players of other teams. */
function threats(state: GameState, bs: readonly Board[]): number[] {
  return state.players.map((me) =>
    state.players.reduce(
      (m, o) => (o.team === me.team || o.outcome === 'lost' || o.left ? m : Math.max(m, bs[o.id]!.power)),
      0,
    ),
  );
}

/** One player's material: what the evaluation counts for them. */
export function material(state: GameState, p: PlayerId): number {
  const bs = boards(state);
  return playerMaterial(state, p, bs[p]!, threats(state, bs)[p]!, EVAL_WEIGHTS);
}

/** The value of `state` for `seat`'s team, in [0, 1]. */
export function evaluate(state: GameState, seat: PlayerId, w: EvalWeights = EVAL_WEIGHTS): number {
  const team = state.players[seat]!.team;
  if (state.result) {
    if (state.result.winners.some((w) => state.players[w]!.team === team)) return 1;
    return state.result.draw ? 0.5 : 0;
  }
  const bs = boards(state);
  const th = threats(state, bs);
  const byTeam = new Map<number, number>();
  for (const p of state.players)
    byTeam.set(p.team, (byTeam.get(p.team) ?? 0) + playerMaterial(state, p.id, bs[p.id]!, th[p.id]!, w));
  const mine = byTeam.get(team) ?? 0;
  let best = -Infinity;
  for (const [t, v] of byTeam) if (t !== team && v > best) best = v;
  if (best === -Infinity) return 1;
  return 1 / (1 + Math.exp(-(mine - best) / w.scale));
}
