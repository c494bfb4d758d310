/**
 * 614.1a / 614.11 replacement statics on a player's events:
 *   "If you would gain life, you gain twice that much life instead."   (doubleEvent lifeGain)
 *   "If you would gain life, you gain that much life plus 1 instead."  (lifeGainPlus)
 *   "If an opponent would gain life, that player loses that much life instead." (lifeGainInstead, any controller's)
 *   (A draw's replacements, doubleEvent draw and drawInstead, are in draw-replacement.ts.)
 * Each applies once to an event (616.1f). Effects of one kind commute with one another; when effects of different
 * kinds apply to one life gain, the affected player orders them (616.1; lifeGainOrderChoice), timestamp order otherwise.
 */
import { commandSources } from '../zones/command.js';
import { checkCondition } from '../objects/conditions.js';
import { chars } from '../objects/characteristics.js';
import type { StaticEffect } from '../cards/ability-tree.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { isOpponent } from '../state/access.js';
import { cantGainLife } from '../state/team.js';
import type { GameEvent } from './types.js';
import type { Replaced } from './types.js';

type PlayerStatic = Extract<StaticEffect, { kind: 'doubleEvent' | 'lifeGainPlus' | 'lifeGainInstead' | 'drawInstead' }>;
const KINDS: ReadonlySet<StaticEffect['kind']> = new Set([
  'doubleEvent',
  'lifeGainPlus',
  'lifeGainInstead',
  'drawInstead',
]);

/** One replacement static of `player`'s that functions now (611.3b), with its source. */
export interface Found {
  readonly key: string;
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly name: string;
  readonly text: string;
  readonly timestamp: number;
  readonly effect: PlayerStatic;
}

/** Whether a static controlled by `controller` applies to `player`'s events. */
function appliesTo(state: GameState, e: PlayerStatic, controller: PlayerId, player: PlayerId): boolean {
  if (e.kind !== 'lifeGainInstead' && e.kind !== 'drawInstead') return controller === player;
  if (e.whose === 'you') return controller === player;
  return e.whose === 'any' || isOpponent(state, controller, player);
}

/** The replacement statics that apply to `player`'s events now, from the battlefield and the command zone. */
export function playerStatics(state: GameState, player: PlayerId): Found[] {
  const out: Found[] = [];
  const ids = state.command.length ? [...state.battlefield, ...commandSources(state)] : state.battlefield;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    const c = chars(state, id);
    for (let i = 0; i < c.abilities.length; i++) {
      const a = c.abilities[i]!;
      if (a.kind !== 'static' || !KINDS.has(a.effect.kind)) continue;
      const effect = a.effect as PlayerStatic;
      if (!appliesTo(state, effect, c.controller, player)) continue;
      if (a.condition && !checkCondition(state, a.condition, c.controller, chars, id)) continue;
      const timestamp = state.objects[id]!.timestamp;
      out.push({
        key: `s:${id}:${i}`,
        source: id,
        controller: c.controller,
        name: c.name,
        text: a.text,
        timestamp,
        effect,
      });
    }
  }
  return out;
}

/**
 * The statics that would replace `player`'s gaining life, in timestamp order. 119.7: none does anything to a player
 * who can't gain life.
 */
function lifeGainStatics(state: GameState, player: PlayerId): Found[] {
  if (cantGainLife(state, player)) return [];
  return playerStatics(state, player)
    .filter((f) => (f.effect.kind === 'doubleEvent' ? f.effect.event === 'lifeGain' : f.effect.kind !== 'drawInstead'))
    .sort((a, b) => a.timestamp - b.timestamp);
}

function lifeGainText(f: Found): string {
  const e = f.effect;
  if (e.kind === 'lifeGainPlus') return `${f.name}: gain that much life plus ${e.n} instead`;
  if (e.kind === 'doubleEvent') return `${f.name}: gain twice that much life instead`;
  if (e.kind === 'drawInstead') return `${f.name}: ${f.text}`;
  return `${f.name}: ${e.instead === 'none' ? 'gain no life' : 'lose that much life'} instead`;
}

/** What makes effects commute: of one kind, any order gives the same. */
function kindOf(f: Found): string {
  return f.effect.kind === 'lifeGainInstead' ? f.effect.instead : f.effect.kind;
}

/** 616.1: a doubling and an addition both apply to one life gain: the affected player chooses their order. */
export function lifeGainOrderChoice(
  state: GameState,
  event: Extract<GameEvent, { kind: 'lifeGain' }>,
): { player: PlayerId; keys: string[]; texts: string[] } | null {
  if (event.amount <= 0) return null;
  const reps = lifeGainStatics(state, event.player);
  if (new Set(reps.map(kindOf)).size < 2) return null; // all of one kind: any order gives the same
  return { player: event.player, keys: reps.map((r) => r.key), texts: reps.map(lifeGainText) };
}

function lifeGainReplacement(
  state: GameState,
  event: Extract<GameEvent, { kind: 'lifeGain' }>,
  order: readonly string[] | undefined,
): Replaced | null {
  if (event.amount <= 0) return null;
  const reps = lifeGainStatics(state, event.player);
  if (reps.length === 0) return null;
  if (order) reps.sort((a, b) => rank(order, a.key) - rank(order, b.key));
  const rules = ['614.1a', ...(new Set(reps.map(kindOf)).size > 1 ? ['616.1'] : [])];
  let amount = event.amount;
  for (const r of reps) {
    const e = r.effect;
    if (e.kind === 'lifeGainPlus') amount += e.n;
    else if (e.kind === 'doubleEvent') amount *= 2;
    else if (e.kind === 'drawInstead')
      continue; // never found for a life gain (lifeGainStatics)
    // The gain is gone: the effects left don't apply (they modify a life gain); a life loss is its own event.
    else if (e.instead === 'none') return { events: [], rules };
    else return { events: [{ kind: 'lifeLoss', player: event.player, amount }], rules };
  }
  return { events: [{ ...event, amount }], rules };
}

export function rank(order: readonly string[], key: string): number {
  const i = order.indexOf(key);
  return i < 0 ? order.length : i;
}

export function playerEventReplacement(
  state: GameState,
  event: Extract<GameEvent, { kind: 'lifeGain' }>,
  order?: readonly string[],
): Replaced | null {
  return lifeGainReplacement(state, event, order);
}
