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
import { checkCondition } from '../effects/conditions.js';
import { chars } from '../objects/characteristics.js';
import { matchesObject } from '../objects/filters.js';
import { isOpponent } from '../state/access.js';
import type { GameState } from '../state/types.js';
import type { GameEvent } from './types.js';
import { leftDuringEvent } from './simultaneous.js';

type MoveEvent = Extract<GameEvent, { kind: 'move' }>;
type GraveyardStatic = Extract<StaticEffect, { kind: 'graveyardReplacement' }>;

export function graveyardReplacement(state: GameState, ev: MoveEvent): { events: GameEvent[]; rules: string[] } | null {
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
      if (a.condition && !checkCondition(state, a.condition, sc.controller, undefined, id)) continue;
      if (applies(state, a.effect, ev, sc.controller, id)) found.push({ ts: state.objects[id]!.timestamp });
    }
  }
  // 614.1 / 704.3: a source that left the battlefield earlier in this same simultaneous event still applies.
  for (const { id, c: sc } of leftDuringEvent(state)) {
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
  return !e.match || matchesObject(state, e.match, ev.object, chars(state, ev.object), you, src);
}
