/**
 * 614.1a / 614.11 / 614.6: replacement statics on a player's drawing a card (121.2: cards are drawn one at a time).
 *   "If you would draw a card, draw two cards instead."                 (doubleEvent draw)
 *   "… except the first one you draw in each of your draw steps …"    (504.1: exceptFirstInDrawStep)
 *   "If an opponent would draw a card …, instead you create a Treasure token." / "… you win the game instead."
 *                                                                       (drawInstead: the draw doesn't happen, 614.6)
 * A drawInstead's effects are followed by its controller as a task of their own ("that player": the player who would
 * have drawn), queued the moment the draw is replaced; a draw instruction waits for it before its next card
 * (effects/verbs/draw.ts). When effects that don't commute apply to one draw, the affected player orders them
 * (616.1; drawOrderChoice), timestamp order otherwise. Each applies once (616.1f): a doubling applies before a
 * drawInstead replaces each of the two draws; once a draw is replaced, the effects left don't apply to it. 614.5: the
 * cards a drawInstead's own effects draw are not replaced by it again (EffectContext.drawReplacedBy).
 */
import { log } from '../log/write.js';
import { playerName } from '../state/access.js';
import { firstDrawOfDrawStep } from '../state/draw-step.js';
import type { GameState, PlayerId } from '../state/types.js';
import { playerStatics, rank, type Found } from './static-replacements.js';
import type { GameEvent, Replaced } from './types.js';

/** The draw replacements that apply to `player`'s next draw, in timestamp order; whether 504.1's exception left any out. */
function drawStatics(
  state: GameState,
  player: PlayerId,
  notBy: readonly string[] = [],
): { reps: Found[]; excepted: boolean; exempted: boolean } {
  const first = firstDrawOfDrawStep(state, player); // 504.1: "except the first one you draw in each of your draw steps"
  const all = playerStatics(state, player).filter(
    (f) => f.effect.kind === 'drawInstead' || (f.effect.kind === 'doubleEvent' && f.effect.event === 'draw'),
  );
  const fresh = all.filter((f) => !notBy.includes(f.key)); // 614.5
  const reps = fresh.filter(
    (f) =>
      !(
        first &&
        (f.effect.kind === 'doubleEvent' || f.effect.kind === 'drawInstead') &&
        f.effect.exceptFirstInDrawStep
      ),
  );
  const sorted = reps.sort((a, b) => a.timestamp - b.timestamp);
  return { reps: sorted, excepted: reps.length < fresh.length, exempted: fresh.length < all.length };
}

/** 616.1: a doubling and an "instead" (or two "instead"s) apply to one draw: the drawing player chooses their order. */
export function drawOrderChoice(
  state: GameState,
  player: PlayerId,
  notBy?: readonly string[],
): { player: PlayerId; keys: string[]; texts: string[] } | null {
  const { reps } = drawStatics(state, player, notBy);
  if (!reps.some((r) => r.effect.kind === 'drawInstead') || reps.length < 2) return null; // doublings commute
  return { player, keys: reps.map((r) => r.key), texts: reps.map((r) => `${r.name}: ${r.text}`) };
}

/** What the draw replacements make of one draw: that many draws, or none (their effects queued). */
export function drawReplacement(
  state: GameState,
  event: Extract<GameEvent, { kind: 'draw' }>,
  order: readonly string[] | undefined,
): Replaced | null {
  const { reps, excepted, exempted } = drawStatics(state, event.player, event.notBy);
  if (reps.length === 0) return exempted ? { events: [event], rules: ['614.5'] } : null;
  if (order) reps.sort((a, b) => rank(order, a.key) - rank(order, b.key));
  const rules = ['614.1a', ...(excepted ? ['504.1', '121.2'] : []), ...(exempted ? ['614.5'] : [])];
  let draws = 1;
  for (const r of reps) {
    if (r.effect.kind === 'drawInstead') {
      for (let i = 0; i < draws; i++) queueInstead(state, r, event);
      return { events: [], rules: [...rules, '614.6', ...(reps.length > 1 ? ['616.1'] : [])] };
    }
    draws *= 2; // 614.11: each "draw two cards instead" replaces one draw with two
    rules.push('614.11');
  }
  return { events: Array.from({ length: draws }, () => ({ ...event })), rules };
}

/** 614.6: the replaced draw doesn't happen; the static's controller follows its effects, "that player" the drawer. */
function queueInstead(state: GameState, r: Found, event: Extract<GameEvent, { kind: 'draw' }>): void {
  if (r.effect.kind !== 'drawInstead') return;
  const player = event.player;
  log(state, 'replaced', `${playerName(state, player)} would draw a card; instead — ${r.name}: ${r.text}`, [
    '614.1a',
    '614.6',
  ]);
  state.tasks.push({
    kind: 'effects',
    effects: [...r.effect.effects],
    index: 0,
    step: 0,
    memo: [],
    answer: null,
    ctx: {
      controller: r.controller,
      source: r.source,
      sourceName: r.name,
      targets: [],
      x: 0,
      triggerObject: null,
      triggerPlayer: player,
      turnIndex: 0,
      created: [],
      drawReplacedBy: [...(event.notBy ?? []), r.key], // 614.5
    },
  });
}
