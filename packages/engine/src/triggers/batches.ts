/**
 * 603.2c: "Whenever you discard one or more cards" triggers once for the cards one event discards (the discard
 * instruction, a cost, the cleanup step's discard: they share a `batch` number), and "that many" is how many matching
 * cards it discarded. A card discarded with no batch was discarded alone.
 */
import type { AbilityNode } from '../cards/ability-tree.js';
import type { TriggerEvent } from '../events/trigger-events.js';
import type { GameState, ObjectId } from '../state/types.js';

type Triggered = Extract<AbilityNode, { kind: 'triggered' }>;

function isOneOrMoreDiscard(a: Triggered): boolean {
  return a.trigger.kind === 'discards' && a.trigger.oneOrMore === true;
}

/** The fields a "one or more cards" discard trigger starts with: one card so far, and its event. */
export function discardBatchFields(a: Triggered, ev: TriggerEvent): { triggerAmount?: number; discardBatch?: number } {
  if (ev.kind !== 'discarded' || !isOneOrMoreDiscard(a)) return {};
  return { triggerAmount: 1, ...(ev.batch !== undefined ? { discardBatch: ev.batch } : {}) };
}

/** Adds a card of the same discard event to the trigger already waiting for it; true if there was one. */
export function mergeDiscardTrigger(state: GameState, a: Triggered, source: ObjectId, ev: TriggerEvent): boolean {
  if (ev.kind !== 'discarded' || ev.batch === undefined || !isOneOrMoreDiscard(a)) return false;
  const i = state.pendingTriggers.findIndex(
    (p) => p.source === source && p.text === a.text && p.discardBatch === ev.batch,
  );
  if (i < 0) return false;
  const p = state.pendingTriggers[i]!;
  state.pendingTriggers[i] = { ...p, triggerAmount: (p.triggerAmount ?? 0) + 1 };
  return true;
}
