/**
 * The one rules pipeline (README.md invariant 7): an event is proposed, replacement
 * and prevention effects modify it (614/615), it is applied, and triggers are detected
 * (603.2). State-based actions are checked later, whenever a player would receive
 * priority (704.3). Every applied event is logged with the rules it used.
 */
import { log } from '../log/write.js';
import { objName } from '../state/access.js';
import type { GameState } from '../state/types.js';
import { applyReplacements } from './replacement.js';
import type { EventOf, GameEvent } from './types.js';
import { NOTHING, type Outcome, type Perform } from './outcome.js';
import type { EventRules } from './event-rules.js';
import { applyCounters } from './apply/counters.js';
import { applyCreateToken } from './apply/create-token.js';
import { applyDamage } from './apply/damage.js';
import { applyDestroy } from './apply/destroy.js';
import { applyDraw } from './apply/draw.js';
import { applyLifeGain } from './apply/life-gain.js';
import { applyLifeLoss } from './apply/life-loss.js';
import { applyMove } from './apply/move.js';
import { applyPlayerCounters } from './apply/player-counters.js';
import { applyRegenerate } from './apply/regenerate.js';
import { applyShuffle } from './apply/shuffle.js';
import { applyTap } from './apply/tap.js';
import { applyTotemArmor } from './apply/totem-armor.js';
import { applyTransform } from './apply/transform.js';

export type { Outcome } from './outcome.js';

/**
 * Proposes an event and carries it through the pipeline. `rules` cites why it happens; `ctx` is the rules the
 * event calls as it happens (events/event-rules.ts). The rules layer calls it as `perform` (effects/perform.ts).
 */
export function performWith(
  ctx: EventRules,
  state: GameState,
  event: GameEvent,
  rules: readonly string[] = [],
  opts: { readonly replacementOrder?: readonly string[] } = {},
): Outcome {
  const perform: Perform = (s, ev, r, o) => performWith(ctx, s, ev, r, o);
  const replaced = applyReplacements(ctx, state, event, perform, opts.replacementOrder);
  if (replaced.events.length === 0) {
    log(state, 'prevented', describePrevented(state, event), [...rules, ...replaced.rules]);
    return NOTHING;
  }
  let first: Outcome | null = null;
  const more: number[] = [];
  for (const e of replaced.events) {
    const out = apply(ctx, state, e, [...rules, ...replaced.rules], perform);
    if (first === null) first = out;
    else if (out.id !== null) more.push(out.id); // 614.1a: twice that many tokens
  }
  return first === null ? NOTHING : more.length > 0 ? { ...first, more } : first;
}

function describePrevented(state: GameState, e: GameEvent): string {
  return e.kind === 'damage' ? `damage from ${objName(state, e.source)} is prevented` : `${e.kind} is replaced`;
}

/** One applier per event kind (apply/*.ts); the mapped type makes the table exhaustive. */
type Applier<K extends GameEvent['kind']> = (
  state: GameState,
  e: EventOf<K>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
) => Outcome;
const APPLY: { readonly [K in GameEvent['kind']]: Applier<K> } = {
  move: applyMove,
  damage: applyDamage,
  lifeGain: applyLifeGain,
  lifeLoss: applyLifeLoss,
  draw: applyDraw,
  transform: applyTransform,
  flip: applyTransform,
  tap: applyTap,
  untap: applyTap,
  counters: applyCounters,
  playerCounters: applyPlayerCounters,
  createToken: applyCreateToken,
  destroy: applyDestroy,
  totemArmor: applyTotemArmor,
  regenerate: applyRegenerate,
  shuffle: applyShuffle,
};

function apply(ctx: EventRules, state: GameState, e: GameEvent, rules: readonly string[], perform: Perform): Outcome {
  return (APPLY[e.kind] as Applier<GameEvent['kind']>)(state, e, rules, perform, ctx);
}
