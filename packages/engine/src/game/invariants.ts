/**
 * Consistency checks run after every action by the fuzz tests: each card is in exactly one
 * zone, no object is in two places, the objects table and the zone lists agree, and
 * counters and life are numbers that make sense.
 */
import type { GameState, ObjectId, TargetRef } from '../state/types.js';
import { objectInRange, playerInRange, rangeLimited } from '../objects/range.js';
import { chars } from '../objects/characteristics.js';

export interface InvariantOptions {
  /** Check the targets of spells and abilities put on a stack since this log index (801.4). */
  readonly sinceLog?: number;
}

export function checkInvariants(state: GameState, opts: InvariantOptions = {}): string[] {
  const problems: string[] = [];
  checkMultiplayer(state, problems, opts);
  // Zone lists: each entry is a live object in that zone, listed once (labels are built only for problems).
  const seen = new Map<ObjectId, number>();
  const labels: string[] = [];
  const place = (ids: readonly ObjectId[], zone: string, label: string, owner: number): void => {
    const li = labels.length;
    labels.push(label);
    for (const id of ids) {
      const prev = seen.get(id);
      if (prev !== undefined) problems.push(`object ${id} is in ${labels[prev]} and ${label}`);
      seen.set(id, li);
      const o = state.objects[id];
      if (!o) {
        problems.push(`${label} lists missing object ${id}`);
        continue;
      }
      if (o.zone !== zone) problems.push(`object ${id} says zone ${o.zone} but is listed in ${label}`);
      if (owner >= 0 && o.owner !== owner)
        problems.push(`object ${id} in ${zone} of ${owner} is owned by ${o.owner} (400.3)`);
    }
  };
  for (const p of state.players) {
    place(p.library, 'library', `library:${p.id}`, p.id);
    place(p.hand, 'hand', `hand:${p.id}`, p.id);
    place(p.graveyard, 'graveyard', `graveyard:${p.id}`, p.id);
    if (!Number.isInteger(p.life)) problems.push(`player ${p.id} life is ${p.life}`);
    if (!Number.isInteger(p.poison) || p.poison < 0) problems.push(`player ${p.id} poison is ${p.poison}`);
    const m = p.manaPool;
    for (const k of ['W', 'U', 'B', 'R', 'G', 'C'] as const)
      if (!Number.isInteger(m[k]) || m[k] < 0) problems.push(`player ${p.id} mana ${k} is ${m[k]}`);
  }
  place(state.battlefield, 'battlefield', 'battlefield', -1);
  place(state.exile, 'exile', 'exile', -1);
  place(state.command, 'command', 'command', -1);
  place(state.ante, 'ante', 'ante', -1);
  state.turns.forEach((t, i) => place(t.stack, 'stack', `stack:${i}`, -1));
  const anyLeft = state.players.some((p) => p.left);
  // Each physical card exists at most once.
  const cards = new Map<number, ObjectId>();
  for (const key in state.objects) {
    const id = Number(key);
    const o = state.objects[id]!;
    if (!seen.has(id)) problems.push(`object ${id} is in no zone`);
    if (o.id !== id) problems.push(`object key ${id} holds id ${o.id}`);
    for (const k in o.counters) {
      const v = o.counters[k]!;
      if (!Number.isInteger(v) || v <= 0) problems.push(`object ${id} has ${v} ${k} counters`);
    }
    if (o.damage < 0) problems.push(`object ${id} has negative damage`);
    if (o.zone !== 'battlefield' && (o.tapped || o.damage > 0 || o.attachedTo !== null))
      problems.push(`object ${id} off the battlefield keeps permanent status`);
    if (anyLeft && state.players[o.owner]?.left && o.zone !== 'ante' && o.kind !== 'ability')
      problems.push(`departed player ${o.owner} still owns object ${o.id} in ${o.zone} (800.4a)`);
    if (o.cardId !== null) {
      const prev = cards.get(o.cardId);
      if (prev !== undefined) problems.push(`card ${o.cardId} exists as objects ${prev} and ${o.id}`);
      cards.set(o.cardId, o.id);
    }
    // 729.2: a merged permanent's other cards are part of it, not objects of their own.
    for (const c of o.merged ?? []) {
      if (c.self || c.cardId === null) continue;
      if (o.zone !== 'battlefield') problems.push(`object ${id} off the battlefield is still merged`);
      const prev = cards.get(c.cardId);
      if (prev !== undefined) problems.push(`card ${c.cardId} exists as objects ${prev} and ${o.id}`);
      cards.set(c.cardId, o.id);
    }
  }
  return problems;
}

/**
 * Multiplayer invariants: 800.4a a departed player controls nothing on the battlefield or a stack (and owns
 * nothing, checked above); 801.4 no spell or ability targets outside its controller's range of influence;
 * 807.4 turn markers are held by different players, at most one turn per player is in progress, and every
 * active player is still in the game or their turn is finishing (800.4j); a shared life total is the same for
 * every member of the team (810.4).
 */
function checkMultiplayer(state: GameState, problems: string[], opts: InvariantOptions): void {
  const left = state.players.filter((p) => p.left).map((p) => p.id);
  if (left.length > 0) {
    for (const id of state.battlefield) {
      const o = state.objects[id];
      if (o && left.includes(chars(state, id).controller))
        problems.push(`departed player ${chars(state, id).controller} controls ${id} on the battlefield (800.4a)`);
    }
    state.turns.forEach((t, i) => {
      for (const id of t.stack) {
        const o = state.objects[id];
        if (o && left.includes(o.controller))
          problems.push(`departed player ${o.controller} controls ${id} on stack ${i} (800.4a)`);
      }
    });
  }
  if (opts.sinceLog !== undefined && rangeLimited(state)) {
    for (const e of state.log.slice(opts.sinceLog)) {
      if (e.type !== 'cast' && e.type !== 'activate') continue;
      const d = e.data as { player?: number; targets?: TargetRef[][] } | undefined;
      if (!d || d.player === undefined || !d.targets) continue;
      for (const t of d.targets.flat()) {
        if (
          t.kind === 'player'
            ? state.players[t.player]!.left || playerInRange(state, d.player, t.player)
            : !state.objects[t.id] || objectInRange(state, d.player, t.id, chars)
        )
          continue;
        problems.push(
          `log ${e.seq}: player ${d.player} targeted ${t.kind === 'player' ? `player ${t.player}` : `object ${t.id}`} outside their range of influence (801.4)`,
        );
      }
    }
  }
  const holders = new Map<number, number>();
  state.turns.forEach((t, i) => {
    if (t.removed) return;
    if (t.holder !== undefined) {
      if (holders.has(t.holder))
        problems.push(`player ${t.holder} holds turn markers ${holders.get(t.holder)} and ${i} (807.4)`);
      holders.set(t.holder, i);
    }
  });
  const activeIn = new Map<number, number>();
  state.turns.forEach((t, i) => {
    if (t.removed || t.waiting) return;
    for (const p of t.activePlayers) {
      if (activeIn.has(p)) problems.push(`player ${p} is active in two turns at once (807.4)`);
      activeIn.set(p, i);
    }
  });
  if (state.options.sharedLife) {
    for (const p of state.players) {
      const mate = state.players.find((q) => q.team === p.team && q.id !== p.id);
      if (mate && (mate.life !== p.life || mate.poison !== p.poison))
        problems.push(`team ${p.team} has two life totals or poison counts (810.4)`);
    }
  }
}
