/**
 * 614.1a / 700.4: "would die … instead" replacements — a creature that would be put into a graveyard from the
 * battlefield goes somewhere else instead: "If a creature dealt damage this way would die this turn, exile it
 * instead" (a continuous effect from a resolved spell), "If ~ would die, exile it instead", "If a creature dealt
 * damage by ~ this turn would die, exile it instead" (statics).
 */
import type { Effect } from '../cards/ability-tree.js';
import type { GameEvent } from '../events/types.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { objName } from '../state/access.js';
import type { EffectContext } from '../state/tasks.js';
import type { GameState, ObjectId } from '../state/types.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';
import { resolveObjects } from './refs.js';
import { leftDuringEvent } from '../events/simultaneous.js';

type MoveEvent = Extract<GameEvent, { kind: 'move' }>;

/** Creates the "if … would die this turn, exile it instead" effect (locked to the objects it names, 611.2c). */
export function executeExileIfDies(
  state: GameState,
  ctx: EffectContext,
  e: Extract<Effect, { kind: 'exileIfDies' }>,
): void {
  let objects: ObjectId[] = [];
  if (e.dealtDamageThisWay) {
    // "dealt damage this way": the permanents this resolving object has dealt damage to (120.3, damagedBy).
    const src = ctx.source;
    objects = src === null ? [] : state.battlefield.filter((id) => state.objects[id]!.damagedBy?.includes(src));
  } else if (e.what) objects = resolveObjects(state, ctx, e.what);
  if (e.what === null && !e.dealtDamageThisWay) {
    addContinuousEffect(state, {
      controller: ctx.controller,
      source: ctx.source,
      duration: 'endOfTurn',
      affected: [],
      modification: { kind: 'dieReplacement', anyCreature: true },
    });
  } else {
    if (objects.length === 0) return;
    addContinuousEffect(state, {
      controller: ctx.controller,
      source: ctx.source,
      duration: 'endOfTurn',
      affected: objects,
      modification: { kind: 'dieReplacement', anyCreature: false },
    });
  }
  log(
    state,
    'effect',
    `${ctx.sourceName}: if ${objects.length ? objects.map((o) => objName(state, o)).join(', ') : 'a creature'} would die this turn, it is exiled instead`,
    ['614.1a'],
  );
}

/**
 * The replacement for a creature that would die, if any applies (earliest timestamp first; 616.1 would let the
 * creature's controller choose among several, which only matters when their destinations differ).
 */
export function dieReplacement(state: GameState, ev: MoveEvent): { events: GameEvent[]; rules: string[] } | null {
  const o = state.objects[ev.object];
  if (!o || o.zone !== 'battlefield' || ev.to !== 'graveyard') return null;
  if (!chars(state, ev.object).types.includes('Creature')) return null; // 700.4: "dies" is a creature's
  let best: { ts: number; to: 'exile' | 'libraryTop' | 'libraryBottom' } | null = null;
  const offer = (ts: number, to: 'exile' | 'libraryTop' | 'libraryBottom'): void => {
    if (!best || ts < best.ts) best = { ts, to };
  };
  for (const e of state.effects) {
    const m = e.modification;
    if (m.kind === 'dieReplacement' && (m.anyCreature || e.affected.includes(ev.object))) offer(e.timestamp, 'exile');
  }
  for (const id of state.battlefield) {
    const c = chars(state, id);
    for (const a of c.abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'dieReplacement') continue;
      const w = a.effect.who;
      const dealer = w === 'self' || w === 'dealtDamageBySelf' ? id : state.objects[id]!.attachedTo;
      const applies = w === 'self' ? ev.object === id : dealer !== null && (o.damagedBy ?? []).includes(dealer);
      if (applies) offer(state.objects[id]!.timestamp, a.effect.to);
    }
  }
  // 614.1 / 704.3: "If a creature dealt damage by ~ this turn would die, exile it instead" still applies when ~ left
  // earlier in the same simultaneous event (a creature and its blocker dying together to state-based actions).
  for (const { id, c } of leftDuringEvent(state)) {
    for (const a of c.abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'dieReplacement' || a.effect.who !== 'dealtDamageBySelf') continue;
      if ((o.damagedBy ?? []).includes(id)) offer(0, a.effect.to);
    }
  }
  const r = best as { ts: number; to: 'exile' | 'libraryTop' | 'libraryBottom' } | null;
  if (!r) return null;
  const moved: MoveEvent =
    r.to === 'exile'
      ? { ...ev, to: 'exile' }
      : { ...ev, to: 'library', position: r.to === 'libraryTop' ? 'top' : 'bottom' };
  return { events: [moved], rules: ['614.1a', '700.4'] };
}
