/**
 * 603.2c: "Whenever you discard one or more cards" / "Whenever one or more cards leave your graveyard" / "Whenever one or
 * more tokens you control enter" (the tokens one instruction creates, the permanents one instruction moves) trigger once for
 * the cards one event moves (the discard instruction, a cost, the cleanup step's discard; an exile or return
 * instruction, delve: they share a `batch` number), and "that many" is how many matching cards it moved. A card moved
 * with no batch was moved alone.
 */
import type { AbilityNode, TriggerSpec } from '../cards/ability-tree.js';
import type { TriggerEvent } from '../events/trigger-events.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { lkiFilterMatch } from './lki-match.js';

type Triggered = Extract<AbilityNode, { kind: 'triggered' }>;

/** A "one or more" trigger of a batched event kind, and the event's batch number (undefined: the card moved alone). */
function grouped(a: Triggered, ev: TriggerEvent): { batch: number | undefined } | null {
  if (ev.kind === 'discarded' && a.trigger.kind === 'discards' && a.trigger.oneOrMore === true)
    return { batch: ev.batch };
  if (ev.kind === 'leftGraveyard' && a.trigger.kind === 'leavesGraveyard') return { batch: ev.batch };
  if (ev.kind === 'enters' && a.trigger.kind === 'entersBattlefield' && a.trigger.oneOrMore === true)
    return { batch: ev.batch };
  return null;
}

/** The fields a "one or more cards" trigger starts with: one card so far, and its event. */
export function batchFields(a: Triggered, ev: TriggerEvent): { triggerAmount?: number; eventBatch?: number } {
  const g = grouped(a, ev);
  if (!g) return {};
  return { triggerAmount: 1, ...(g.batch !== undefined ? { eventBatch: g.batch } : {}) };
}

/** Adds a card of the same event to the trigger already waiting for it; true if there was one. */
export function mergeBatchTrigger(state: GameState, a: Triggered, source: ObjectId, ev: TriggerEvent): boolean {
  const g = grouped(a, ev);
  if (g?.batch === undefined) return false;
  const i = state.pendingTriggers.findIndex(
    (p) => p.source === source && p.text === a.text && p.eventBatch === g.batch,
  );
  if (i < 0) return false;
  const p = state.pendingTriggers[i]!;
  state.pendingTriggers[i] = { ...p, triggerAmount: (p.triggerAmount ?? 0) + 1 };
  return true;
}

/**
 * 603.10a: "one or more [creature] cards leave your graveyard [during your turn]" — a card left the graveyard of the
 * ability's controller, matching as it was there; a permanent it became is not yet a source (it looks back in time).
 */
export function matchesLeftGraveyard(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'leavesGraveyard' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (ev.kind !== 'leftGraveyard' || ev.owner !== controller || ev.newId === self) return false;
  if (t.duringYourTurn && !(state.turns[0]?.activePlayers.includes(controller) ?? false)) return false;
  return !t.filter || lkiFilterMatch(t.filter, ev.lki, controller, ev.card, self, false);
}
