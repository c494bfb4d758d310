/**
 * Consistency checks run after every action by the fuzz tests: each card is in exactly one
 * zone, no object is in two places, the objects table and the zone lists agree, and
 * counters and life are numbers that make sense.
 */
import type { GameState, ObjectId } from '../state/types.js';

export function checkInvariants(state: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<ObjectId, string>();
  const place = (id: ObjectId, where: string): void => {
    const prev = seen.get(id);
    if (prev) problems.push(`object ${id} is in ${prev} and ${where}`);
    seen.set(id, where);
    const o = state.objects[id];
    if (!o) { problems.push(`${where} lists missing object ${id}`); return; }
    const zone = where.split(':')[0];
    if (o.zone !== zone) problems.push(`object ${id} says zone ${o.zone} but is listed in ${where}`);
  };
  for (const p of state.players) {
    for (const id of p.library) place(id, `library:${p.id}`);
    for (const id of p.hand) place(id, `hand:${p.id}`);
    for (const id of p.graveyard) place(id, `graveyard:${p.id}`);
    for (const [z, ids] of [['library', p.library], ['hand', p.hand], ['graveyard', p.graveyard]] as const) {
      for (const id of ids) { const o = state.objects[id]; if (o && o.owner !== p.id) problems.push(`object ${id} in ${z} of ${p.id} is owned by ${o.owner} (400.3)`); }
    }
    if (!Number.isInteger(p.life)) problems.push(`player ${p.id} life is ${p.life}`);
    if (!Number.isInteger(p.poison) || p.poison < 0) problems.push(`player ${p.id} poison is ${p.poison}`);
    for (const [k, v] of Object.entries(p.manaPool)) if (!Number.isInteger(v) || v < 0) problems.push(`player ${p.id} mana ${k} is ${v}`);
    if (p.left) {
      for (const o of Object.values(state.objects)) if (o.owner === p.id && o.zone !== 'ante' && o.kind !== 'ability') problems.push(`departed player ${p.id} still owns object ${o.id} in ${o.zone} (800.4a)`);
    }
  }
  for (const id of state.battlefield) place(id, 'battlefield');
  for (const id of state.exile) place(id, 'exile');
  for (const id of state.command) place(id, 'command');
  for (const id of state.ante) place(id, 'ante');
  state.turns.forEach((t, i) => { for (const id of t.stack) place(id, `stack:${i}`); });
  for (const key of Object.keys(state.objects)) {
    const id = Number(key);
    if (!seen.has(id)) problems.push(`object ${id} is in no zone`);
    const o = state.objects[id]!;
    if (o.id !== id) problems.push(`object key ${id} holds id ${o.id}`);
    for (const [k, v] of Object.entries(o.counters)) if (!Number.isInteger(v) || v <= 0) problems.push(`object ${id} has ${v} ${k} counters`);
    if (o.damage < 0) problems.push(`object ${id} has negative damage`);
    if (o.zone !== 'battlefield' && (o.tapped || o.damage > 0 || o.attachedTo !== null)) problems.push(`object ${id} off the battlefield keeps permanent status`);
  }
  // Each physical card exists at most once.
  const cards = new Map<number, ObjectId>();
  for (const o of Object.values(state.objects)) {
    if (o.cardId === null) continue;
    const prev = cards.get(o.cardId);
    if (prev !== undefined) problems.push(`card ${o.cardId} exists as objects ${prev} and ${o.id}`);
    cards.set(o.cardId, o.id);
  }
  return problems;
}
