/**
 * Teams: Two-Headed Giant's shared life total and poison counters (810.4, 810.9, 810.10), effects
 * that stop players gaining or losing life, winning or losing the game (810.8a, 810.9g–h, 810.10c),
 * and which hands teammates may review (808.5, 809.7, 810.5, 811.5).
 */
import { commandSources } from '../zones/command.js';
import type { MultiplayerStatic, PlayerRelation } from '../cards/ability-tree.js';
import { chars, touchLife, touchVolatile } from '../objects/characteristics.js';
import { matchesRelation } from '../objects/filters.js';
import type { GameState, PlayerId } from './types.js';
import { turnHistory } from './access.js';

/** 810.4: the players whose life total is p's (p's team with a shared life total, else p alone). */
export function lifeSharers(state: GameState, p: PlayerId): PlayerId[] {
  if (!state.options.sharedLife) return [p];
  const team = state.players[p]!.team;
  return state.players.filter((q) => q.team === team).map((q) => q.id);
}

/** 810.9: damage, life loss and life gain happen to a player; the result is applied to the team's shared total. */
export function changeLife(state: GameState, p: PlayerId, delta: number): void {
  for (const q of lifeSharers(state, p)) state.players[q]!.life += delta;
  // "This turn" history: "if an opponent lost life this turn" (119.3), on every turn in progress (807).
  // "if you gained life this turn" (119.3; 119.5: a life total set to a higher number is gained life) likewise.
  if (delta !== 0)
    for (const t of state.turns) {
      const h = turnHistory(t);
      const list = delta < 0 ? (h.lifeLost ??= []) : (h.lifeGained ??= []);
      if (!list.includes(p)) list.push(p);
      const amounts = delta < 0 ? (h.lifeLostAmount ??= {}) : (h.lifeGainedAmount ??= {});
      amounts[p] = (amounts[p] ?? 0) + Math.abs(delta);
    }
  touchLife(state, lifeSharers(state, p)); // life-total conditions ("as long as you have 30 or more life") read it
}

/** 810.10 / 810.10b: poison counters a player gets (or loses) are shared by the team. */
export function changePoison(state: GameState, p: PlayerId, delta: number): void {
  for (const q of lifeSharers(state, p)) {
    const pl = state.players[q]!;
    pl.poison = Math.max(0, pl.poison + delta);
  }
  touchVolatile(state);
}

/** 704.5c / 810.8d / 810.11: how many poison counters make a player (team) lose. */
export function poisonLimit(state: GameState): number {
  return state.options.poisonLimit ?? 10;
}

type StaticKind = MultiplayerStatic['kind'];

/** Static abilities of permanents on the battlefield of the given kinds, with their controllers. */
function statics<K extends StaticKind>(
  state: GameState,
  kind: K,
): { controller: PlayerId; effect: Extract<MultiplayerStatic, { kind: K }> }[] {
  const out: { controller: PlayerId; effect: Extract<MultiplayerStatic, { kind: K }> }[] = [];
  for (const id of state.command.length ? [...state.battlefield, ...commandSources(state)] : state.battlefield) {
    // 114.4, 902.7, 901.7
    const c = chars(state, id);
    for (const a of c.abilities) {
      if (a.kind === 'static' && a.effect.kind === kind)
        out.push({ controller: c.controller, effect: a.effect as Extract<MultiplayerStatic, { kind: K }> });
    }
  }
  return out;
}

/** Does a "[players] can't …" static apply to p? 810.9g / 810.9h / 810.10c: to one member of a team means to all. */
function playersStatic(
  state: GameState,
  kind: 'cantGainLife' | 'cantLoseLife' | 'cantGetPoison',
  p: PlayerId,
): boolean {
  if (state.battlefield.length === 0 && state.command.length === 0) return false;
  const found = statics(state, kind);
  if (found.length === 0) return false;
  const who = lifeSharers(state, p);
  return found.some((s) =>
    who.some((q) => matchesRelation(state, s.effect.players as PlayerRelation, s.controller, q)),
  );
}

export function cantGainLife(state: GameState, p: PlayerId): boolean {
  return playersStatic(state, 'cantGainLife', p);
}
export function cantLoseLife(state: GameState, p: PlayerId): boolean {
  return playersStatic(state, 'cantLoseLife', p);
}
export function cantGetPoison(state: GameState, p: PlayerId): boolean {
  return playersStatic(state, 'cantGetPoison', p);
}

/** Players who win and lose together with p (810.8a): p's team in Two-Headed Giant, else p alone. */
export function outcomeSharers(state: GameState, p: PlayerId): PlayerId[] {
  if (state.options.teamOutcome !== 'team') return [p];
  const team = state.players[p]!.team;
  return state.players.filter((q) => q.team === team).map((q) => q.id);
}

/**
 * 104.3 / 810.8a: "You can't lose the game" (Platinum Angel) or "You don't lose the game for having 0 or less
 * life" (Transcendence, only for 704.5a). In Two-Headed Giant it protects the whole team.
 */
export function cantLose(state: GameState, p: PlayerId, rule: string): boolean {
  if (state.battlefield.length === 0 && state.command.length === 0) return false;
  const who = outcomeSharers(state, p);
  return statics(state, 'cantLoseGame').some(
    (s) => who.includes(s.controller) && (!s.effect.lifeOnly || rule === '704.5a'),
  );
}

/** "Your opponents can't win the game" (810.8a: a player who can't win makes their team unable to win). */
export function cantWin(state: GameState, p: PlayerId): boolean {
  if (state.battlefield.length === 0 && state.command.length === 0) return false;
  const who = outcomeSharers(state, p);
  return statics(state, 'opponentsCantWin').some((s) =>
    who.some((q) => q !== s.controller && state.players[q]!.team !== state.players[s.controller]!.team),
  );
}

/** 808.5 / 809.7 / 810.5: teammates may review each other's hands; 811.5: in Alternating Teams only when sitting next to each other. */
export function canSeeHand(state: GameState, viewer: PlayerId | null, owner: PlayerId): boolean {
  if (viewer === null) return false;
  if (viewer === owner) return true;
  const mode = state.options.teammatesSeeHands ?? 'none';
  if (mode === 'none' || state.players[viewer]!.team !== state.players[owner]!.team) return false;
  if (mode === 'all') return true;
  const n = state.players.length;
  const near = (a: PlayerId, dir: 1 | -1): PlayerId => {
    for (let k = 1; k < n; k++) {
      const q = (a + dir * k + n) % n;
      if (!state.players[q]!.left) return q;
    }
    return a;
  };
  return near(viewer, 1) === owner || near(viewer, -1) === owner;
}

// Teams at the table (805.2, 809.2): seat queries that turn order, setup, restart and leaving all use.

export function teamOf(state: GameState, p: PlayerId): number {
  return state.players[p]!.team;
}

/** Everyone on p's team (including p and players who left), in seat order. */
export function teamMembers(state: GameState, p: PlayerId): PlayerId[] {
  const t = state.players[p]!.team;
  return state.players.filter((q) => q.team === t).map((q) => q.id);
}

/** The team's seats as one run around the table, starting from its rightmost seat (805.2). */
export function teamRun(state: GameState, p: PlayerId): PlayerId[] {
  const n = state.players.length;
  const team = state.players[p]!.team;
  const members = teamMembers(state, p);
  if (members.length === n) return members;
  // The rightmost seat: a member whose right-hand neighbour (seat - 1) is not on the team.
  let start = members[0]!;
  for (const m of members)
    if (state.players[(m + n - 1) % n]!.team !== team) {
      start = m;
      break;
    }
  const out: PlayerId[] = [];
  for (let k = 0; k < n; k++) {
    const q = (start + k) % n;
    if (state.players[q]!.team === team) out.push(q);
  }
  return out;
}

/** 805.2: the primary player is seated in the team's rightmost seat from the team's perspective. */
export function primaryPlayer(state: GameState, p: PlayerId): PlayerId {
  return teamRun(state, p)[0]!;
}

/** 809.2: the emperor sits in the middle of the team. */
export function emperorOf(state: GameState, p: PlayerId): PlayerId {
  const run = teamRun(state, p);
  return run[Math.floor((run.length - 1) / 2)]!;
}

export function isEmperor(state: GameState, p: PlayerId): boolean {
  return state.options.teamOutcome === 'emperor' && emperorOf(state, p) === p;
}
