/**
 * 800.4a: when a player leaves the game, all objects they own leave it too, effects that
 * give them control end, their abilities on the stack cease to exist, and anything they
 * still control is exiled. 104.2a / 104.3: the game ends when one player or team remains.
 */
import { log } from '../log/write.js';
import { touch } from '../objects/characteristics.js';
import { endEffects } from '../effects/continuous.js';
import { perform } from '../events/pipeline.js';
import { playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId, ZoneName } from '../state/types.js';
import { zoneList } from '../zones/move.js';

export function leaveGame(state: GameState, player: PlayerId, outcome: 'lost' | 'won' | 'drew', reason: string, rules: readonly string[]): void {
  const p = state.players[player]!;
  if (p.left) return;
  p.left = true;
  p.outcome = outcome;
  log(state, outcome === 'lost' ? 'lose' : 'leave', `${p.name} ${outcome === 'lost' ? 'loses the game' : 'leaves the game'}: ${reason}`, [...rules, '800.4a'], { player });

  // Owned objects leave the game (except in the ante zone, 800.4n).
  const remove = (id: ObjectId, zone: ZoneName, stackOf = 0): void => {
    const list = zoneList(state, zone, state.objects[id]!.owner, stackOf);
    list.splice(list.indexOf(id), 1);
    delete state.objects[id];
  };
  for (const id of Object.keys(state.objects).map(Number)) {
    const o = state.objects[id];
    if (!o || o.owner !== player || o.zone === 'ante') continue;
    if (o.kind === 'ability') continue;
    remove(id, o.zone, o.stack?.stackOf ?? 0);
  }
  // Effects giving the player control end.
  endEffects(state, (e) => e.modification.kind === 'control' && e.modification.controller === player);
  // Their abilities on the stack cease to exist.
  for (const t of state.turns) {
    for (const id of [...t.stack]) {
      const o = state.objects[id];
      if (o && o.kind === 'ability' && o.controller === player) { t.stack.splice(t.stack.indexOf(id), 1); delete state.objects[id]; }
    }
  }
  // Anything still controlled by them is exiled.
  for (const id of [...state.battlefield]) {
    const o = state.objects[id];
    if (o && o.controller === player) perform(state, { kind: 'move', object: id, to: 'exile', cause: 'leave' }, ['800.4a']);
  }
  for (const t of state.turns) {
    for (const id of [...t.stack]) {
      const o = state.objects[id];
      if (o && o.controller === player) perform(state, { kind: 'move', object: id, to: 'exile', cause: 'leave' }, ['800.4a']);
    }
  }
  state.pendingTriggers = state.pendingTriggers.filter((tr) => tr.controller !== player); // 800.4d
  for (const t of state.turns) t.passed = t.passed.filter((q) => q !== player);
  touch(state);
  checkGameOver(state);
}

/** 104.2a: a player (or team) still in the game when all opponents have left wins. */
export function checkGameOver(state: GameState): void {
  if (state.result) return;
  const live = state.players.filter((p) => !p.left);
  const teams = new Set(live.map((p) => p.team));
  if (live.length === 0) {
    endGame(state, [], true, 'all players left the game', ['104.4a']);
  } else if (teams.size === 1) {
    for (const p of live) p.outcome = 'won';
    endGame(state, live.map((p) => p.id), false, `${live.map((p) => p.name).join(' and ')} ${live.length > 1 ? 'win' : 'wins'}: no opponents remain`, ['104.2a']);
  }
}

export function endGame(state: GameState, winners: PlayerId[], draw: boolean, reason: string, rules: readonly string[]): void {
  state.result = { winners, draw, reason, turn: state.turns[0]?.number ?? 0 };
  state.phase = 'over';
  state.pending = null;
  if (draw) for (const p of state.players) if (!p.left) p.outcome = 'drew';
  log(state, 'game-over', draw ? `The game is a draw: ${reason}` : reason, rules, { winners, draw });
}

export function describePlayer(state: GameState, p: PlayerId): string {
  return playerName(state, p);
}
