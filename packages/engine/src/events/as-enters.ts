/**
 * 614.12: choices made "as [this permanent] enters" — "As ~ enters, choose a color", "As ~ enters, you may pay 2 life.
 * If you don't, it enters tapped." They apply however the permanent enters (cast, played, put onto the battlefield
 * by an effect; 614.12 looks at the permanent as it would exist on the battlefield, so a copy entering as a copy of
 * such a permanent chooses too, 707.9). The choice is plain data on the permanent (GameObject.chosen) and goes away
 * with the object when it leaves (400.7); statics of the same object refer to it ("of the chosen color", 607.2).
 *
 * The engine never calls a player: the choice is a task (Task 'asEnters') queued the moment the permanent enters,
 * run before anything else can happen — before any player receives priority, before state-based actions are checked
 * and before triggered abilities are put on the stack (and, inside a resolving spell, before its next instruction,
 * effects/execute.ts; the task runs in effects/entry-choices.ts). "If you don't, it enters tapped" sets the permanent's tapped status as part of entering: it
 * doesn't "become tapped" (no tap event, no trigger).
 */
import type { EntryChoice } from '../cards/ability-tree.js';
import type { Color } from '../cards/mana-symbols.js';
import { chars } from '../objects/characteristics.js';
import { CREATURE_TYPES } from '../objects/creature-types.js';
import type { GameState, ObjectId } from '../state/types.js';

export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
export const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** The "as enters" choices of a permanent, in the order its abilities are printed. */
export function entryChoices(state: GameState, id: ObjectId): EntryChoice[] {
  const o = state.objects[id];
  if (!o || o.zone !== 'battlefield' || o.faceDown) return [];
  const out: EntryChoice[] = [];
  for (const a of chars(state, id).abilities)
    if (a.kind === 'static' && a.effect.kind === 'asEnters') out.push(a.effect.choice);
  return out;
}

/** Called as a permanent enters the battlefield (events/pipeline.ts): queue its "as enters" choices, if it has any. */
export function queueAsEnters(state: GameState, id: ObjectId): void {
  if (entryChoices(state, id).length > 0) state.tasks.push({ kind: 'asEnters', object: id, index: 0, answer: null });
}

/**
 * 205.3m: creature types, those among the chooser's own cards and permanents first (most common first), so that the
 * first option is a sensible default for a simple player.
 */
export function creatureTypeOptions(state: GameState, player: number): string[] {
  const count = new Map<string, number>();
  const mine = [
    ...state.battlefield.filter((x) => state.objects[x]!.controller === player),
    ...state.players[player]!.hand,
    ...state.players[player]!.library,
  ];
  for (const x of mine)
    for (const t of chars(state, x).subtypes) if (CREATURE_TYPES.includes(t)) count.set(t, (count.get(t) ?? 0) + 1);
  const first = [...count].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
  return [...first, ...CREATURE_TYPES.filter((t) => !count.has(t))];
}
