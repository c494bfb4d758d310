/**
 * Rules for the moves of some cards that a variant puts on the state as data when the game is set up
 * (`GameState.cardZoneRules`: Commander's, 903.9a and 903.9b). The core applies them to every move, from any caller
 * of the pipeline, without importing the variant: the replacement with the other replacement effects of a move
 * (events/replacement.ts), the note as the move happens (events/apply/move.ts).
 */
import type { CardZoneRules, GameObject, GameState, ObjectId } from '../state/types.js';
import { representingCards } from '../state/access.js';
import type { EventOf, Replaced } from './types.js';

/** The card of `rules` that the object is or represents (903.3b / 903.3c: melded or merged), or null. */
function followedCard(rules: CardZoneRules, o: GameObject): number | null {
  if (o.kind === 'ability' || o.kind === 'emblem') return null;
  const cards = representingCards(o);
  return rules.cards.find((c) => cards.includes(c)) ?? null;
}

/**
 * 614.1a: the registered replacement of a move (903.9b: a commander that would be put into a hand or library goes to
 * the command zone instead, if its owner chooses; the move event carries the answer, and without one the default,
 * yes, applies). 903.9c: of a melded or merged permanent, only that card goes there; the others go to `to`.
 */
export function cardZoneReplacement(state: GameState, event: EventOf<'move'>): Replaced | null {
  const rules = state.cardZoneRules;
  if (!rules || !rules.replace.into.includes(event.to)) return null;
  const { instead } = rules.replace;
  const o = state.objects[event.object];
  if (!o || o.zone === instead) return null;
  const card = followedCard(rules, o);
  if (card === null || !(event.ownerChoice ?? true)) return null;
  if (o.melded || o.merged)
    return {
      events: [{ ...event, componentZones: { ...event.componentZones, [card]: instead }, ownerChoice: false }],
      rules: [...rules.replace.componentRules],
    };
  return {
    events: [{ kind: 'move', object: event.object, to: instead, cause: event.cause }],
    rules: [...rules.replace.rules],
  };
}

/** 903.9a: notes the object `id` (which just arrived in its zone) if it is one of the cards, arriving in a noted zone. */
export function noteArrival(state: GameState, id: ObjectId): void {
  const rules = state.cardZoneRules;
  const o = state.objects[id];
  if (!rules || !o || !rules.note.includes(o.zone) || followedCard(rules, o) === null) return;
  rules.arrived.push(id);
}
