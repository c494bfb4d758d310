/**
 * 614.1a: "would be put into a graveyard … instead" statics:
 *   "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead."
 *     (functions from every zone, 113.6: the card's own ability, read from the card wherever it is)
 *   "If a card [or token] would be put into [a | an opponent's | your] graveyard from anywhere, exile it instead."
 *   "If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead."
 *   "If a permanent would be put into a graveyard, exile it instead."
 * With several applying, the card's own shuffle is used first, then the earliest exile (616.1 would let the affected
 * player choose; only the destination differs).
 */
import { commandSources } from '../zones/command.js';
import type { StaticEffect } from '../cards/ability-tree.js';
import { checkCondition } from '../objects/conditions.js';
import { chars } from '../objects/characteristics.js';
import { matchesObject } from '../objects/filters.js';
import { isOpponent } from '../state/access.js';
import type { GameState } from '../state/types.js';
import type { EventOf, GameEvent } from './types.js';
import { leftDuringEvent, type LookBackEntry } from './simultaneous.js';

type MoveEvent = Extract<GameEvent, { kind: 'move' }>;
type GraveyardStatic = Extract<StaticEffect, { kind: 'graveyardReplacement' }>;

export function graveyardReplacement(
  state: GameState,
  ev: MoveEvent,
  lookBack: readonly LookBackEntry[] | null,
): { events: GameEvent[]; rules: string[] } | null {
  const o = state.objects[ev.object];
  if (!o || o.kind === 'ability' || o.kind === 'emblem' || o.stack?.isCopy) return null;
  const c = chars(state, ev.object);
  // The card's own "If ~ would be put into a graveyard from anywhere" (not a face-down permanent's: it has no abilities).
  if (
    o.kind === 'card' &&
    c.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'graveyardReplacement' && a.effect.what === 'self')
  ) {
    // The event is otherwise the same (a discarded card is still discarded, 701.9a).
    return {
      events: [
        { kind: 'move', object: ev.object, to: 'library', cause: ev.cause },
        { kind: 'shuffle', player: o.owner },
      ],
      rules: ['614.1a', '701.19a'],
    };
  }
  const sources = state.command.length ? [...state.battlefield, ...commandSources(state)] : state.battlefield;
  const found: { ts: number }[] = [];
  for (const id of sources) {
    const sc = chars(state, id);
    for (const a of sc.abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'graveyardReplacement' || a.effect.what === 'self') continue;
      if (a.condition && !checkCondition(state, a.condition, sc.controller, chars, id)) continue;
      if (applies(state, a.effect, ev, sc.controller, id)) found.push({ ts: state.objects[id]!.timestamp });
    }
  }
  // 614.1 / 704.3: a source that left the battlefield earlier in this same simultaneous event still applies.
  for (const { id, c: sc } of leftDuringEvent(state, lookBack)) {
    for (const a of sc.abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'graveyardReplacement' || a.effect.what === 'self' || a.condition)
        continue;
      if (applies(state, a.effect, ev, sc.controller, id)) found.push({ ts: 0 });
    }
  }
  if (found.length === 0) return null;
  return { events: [{ ...ev, to: 'exile' }], rules: ['614.1a'] };
}

function applies(state: GameState, e: GraveyardStatic, ev: MoveEvent, you: number, src: number): boolean {
  const o = state.objects[ev.object]!;
  if (e.what === 'self') return false;
  if (e.permanentsOnly && o.zone !== 'battlefield') return false;
  if (!e.tokens && o.kind !== 'card' && !e.permanentsOnly) return false; // "a card": a token isn't one
  // The graveyard it would go to is its owner's (404.2).
  if (e.whose === 'you' && o.owner !== you) return false;
  if (e.whose === 'opponent' && !isOpponent(state, you, o.owner)) return false;
  return !e.match || matchesObject(state, e.match, ev.object, chars(state, ev.object), you, src, chars);
}

/**
 * The replacement for a creature that would die, if any applies (earliest timestamp first; 616.1 would let the
 * creature's controller choose among several, which only matters when their destinations differ).
 */
export function dieReplacement(
  state: GameState,
  ev: EventOf<'move'>,
  lookBack: readonly LookBackEntry[] | null,
): { events: GameEvent[]; rules: string[] } | null {
  const o = state.objects[ev.object];
  if (!o || o.zone !== 'battlefield' || ev.to !== 'graveyard') return null;
  // 700.4: any permanent put into a graveyard from the battlefield dies; "a creature [dealt damage …]" names creatures.
  const creature = chars(state, ev.object).types.includes('Creature');
  let best: { ts: number; to: 'exile' | 'libraryTop' | 'libraryBottom' } | null = null;
  const offer = (ts: number, to: 'exile' | 'libraryTop' | 'libraryBottom'): void => {
    if (!best || ts < best.ts) best = { ts, to };
  };
  for (const e of state.effects) {
    const m = e.modification;
    if (m.kind === 'dieReplacement' && (m.anyCreature ? creature : e.affected.includes(ev.object)))
      offer(e.timestamp, 'exile');
  }
  for (const id of state.battlefield) {
    const c = chars(state, id);
    for (const a of c.abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'dieReplacement') continue;
      const w = a.effect.who;
      const dealer = w === 'self' || w === 'dealtDamageBySelf' ? id : state.objects[id]!.attachedTo;
      const applies =
        w === 'self' ? ev.object === id : creature && dealer !== null && (o.damagedBy ?? []).includes(dealer);
      if (applies) offer(state.objects[id]!.timestamp, a.effect.to);
    }
  }
  // 614.1 / 704.3: "If a creature dealt damage by ~ this turn would die, exile it instead" still applies when ~ left
  // earlier in the same simultaneous event (a creature and its blocker dying together to state-based actions).
  for (const { id, c } of leftDuringEvent(state, lookBack)) {
    for (const a of c.abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'dieReplacement' || a.effect.who !== 'dealtDamageBySelf') continue;
      if (creature && (o.damagedBy ?? []).includes(id)) offer(0, a.effect.to);
    }
  }
  const r = best as { ts: number; to: 'exile' | 'libraryTop' | 'libraryBottom' } | null;
  if (!r) return null;
  const moved: EventOf<'move'> =
    r.to === 'exile'
      ? { ...ev, to: 'exile' }
      : { ...ev, to: 'library', position: r.to === 'libraryTop' ? 'top' : 'bottom' };
  return { events: [moved], rules: ['614.1a', '700.4'] };
}
