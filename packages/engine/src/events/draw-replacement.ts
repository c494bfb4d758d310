/**
 * 614.1a / 614.11 / 614.6: replacement effects on a player's drawing a card (121.2: cards are drawn one at a time).
 *   "If you would draw a card, draw two cards instead."                 (static doubleEvent draw)
 *   "… except the first one you draw in each of your draw steps …"    (504.1: exceptFirstInDrawStep)
 *   "If an opponent would draw a card …, instead you create a Treasure token." / "… you win the game instead."
 *                                                                       (static drawInstead: the draw doesn't happen, 614.6)
 *   "The next time you would draw a card this turn, [effects] instead." (drawShield, made by a resolved effect; once)
 * An "instead"'s effects are followed by its controller as a task of their own ("that player": the player who would
 * have drawn), queued the moment the draw is replaced; a draw instruction waits for it before its next card
 * (effects/verbs/draw.ts). When effects that don't commute apply to one draw, the affected player orders them
 * (616.1; drawOrderChoice), timestamp order otherwise. Each applies once (616.1f): a doubling applies before an
 * "instead" replaces each of the two draws; once a draw is replaced, the effects left don't apply to it. 614.5: the
 * cards an "instead"'s own effects draw are not replaced by it again (EffectContext.drawReplacedBy).
 */
import type { Effect } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { playerName } from '../state/access.js';
import { firstDrawOfDrawStep } from '../state/draw-step.js';
import type { ContinuousEffect, GameState, ObjectId, PlayerId } from '../state/types.js';
import { playerStatics, rank } from './static-replacements.js';
import type { GameEvent, Replaced } from './types.js';
import { effectsTask } from '../state/tasks.js';

type DrawEvent = Extract<GameEvent, { kind: 'draw' }>;

/** One replacement effect that would apply to a draw. */
interface DrawRep {
  readonly key: string;
  readonly text: string;
  readonly timestamp: number;
  /** 504.1: not the first card its player draws in their own draw step. */
  readonly exceptFirst: boolean;
  /** null: "draw two cards instead" (614.11); otherwise the effects that happen instead (614.6). */
  readonly instead: {
    readonly effects: readonly Effect[];
    readonly controller: PlayerId;
    readonly source: ObjectId | null;
    readonly name: string;
    readonly x: number;
    /** A one-shot "next time" effect: used up as it applies. */
    readonly shield?: ContinuousEffect;
    /** "you may … instead": the drawing player decides; if not, they draw (614.5: not replaced by it again). */
    readonly optional?: boolean;
  } | null;
}

/** Every draw replacement that applies to `player`'s drawing a card now, before 504.1 and 614.5 leave some out. */
function allDrawReps(state: GameState, player: PlayerId): DrawRep[] {
  const out: DrawRep[] = [];
  for (const f of playerStatics(state, player)) {
    const e = f.effect;
    const text = `${f.name}: ${f.text}`;
    if (e.kind === 'doubleEvent' && e.event === 'draw')
      out.push({ key: f.key, text, timestamp: f.timestamp, exceptFirst: !!e.exceptFirstInDrawStep, instead: null });
    if (e.kind !== 'drawInstead') continue;
    const instead = {
      effects: e.effects,
      controller: f.controller,
      source: f.source,
      name: f.name,
      x: 0,
      ...(e.optional ? { optional: true } : {}),
    };
    out.push({ key: f.key, text, timestamp: f.timestamp, exceptFirst: !!e.exceptFirstInDrawStep, instead });
  }
  for (const c of state.effects) {
    const m = c.modification;
    if (m.kind !== 'drawShield' || m.used || m.player !== player) continue;
    const instead = { effects: m.effects, controller: c.controller, source: c.source, name: m.sourceName, x: m.x };
    const text = `${m.sourceName}: ${m.text}`;
    out.push({
      key: `e:${c.id}`,
      text,
      timestamp: c.timestamp,
      exceptFirst: false,
      instead: { ...instead, shield: c },
    });
  }
  return out;
}

/** The draw replacements that apply to `player`'s next draw, in timestamp order; whether 504.1 / 614.5 left any out. */
function drawReps(
  state: GameState,
  player: PlayerId,
  notBy: readonly string[] = [],
): { reps: DrawRep[]; excepted: boolean; exempted: boolean } {
  const all = allDrawReps(state, player);
  const fresh = all.filter((r) => !notBy.includes(r.key)); // 614.5
  const first = firstDrawOfDrawStep(state, player); // 504.1: "except the first one you draw in each of your draw steps"
  const reps = fresh.filter((r) => !(first && r.exceptFirst)).sort((a, b) => a.timestamp - b.timestamp);
  return { reps, excepted: reps.length < fresh.length, exempted: fresh.length < all.length };
}

/** 616.1: a doubling and an "instead" (or two "instead"s) apply to one draw: the drawing player chooses their order. */
export function drawOrderChoice(
  state: GameState,
  player: PlayerId,
  notBy?: readonly string[],
): { player: PlayerId; keys: string[]; texts: string[] } | null {
  const { reps } = drawReps(state, player, notBy);
  if (!reps.some((r) => r.instead) || reps.length < 2) return null; // doublings commute
  return { player, keys: reps.map((r) => r.key), texts: reps.map((r) => r.text) };
}

/** What the draw replacements make of one draw: that many draws, or none (their effects queued). */
export function drawReplacement(
  state: GameState,
  event: DrawEvent,
  order: readonly string[] | undefined,
): Replaced | null {
  const { reps, excepted, exempted } = drawReps(state, event.player, event.notBy);
  if (reps.length === 0) return exempted ? { events: [event], rules: ['614.5'] } : null;
  if (order) reps.sort((a, b) => rank(order, a.key) - rank(order, b.key));
  const rules = ['614.1a', ...(excepted ? ['504.1', '121.2'] : []), ...(exempted ? ['614.5'] : [])];
  let draws = 1;
  for (const r of reps) {
    if (!r.instead) {
      draws *= 2; // 614.11: each "draw two cards instead" replaces one draw with two
      rules.push('614.11');
      continue;
    }
    // Each of the draws is replaced; a "next time" effect replaces only one of them.
    const n = r.instead.shield ? 1 : draws;
    const applied = reps.slice(0, reps.indexOf(r) + 1).map((x) => x.key); // 614.5: for a declined "you may"
    for (let i = 0; i < n; i++) queueInstead(state, r, event, applied);
    draws -= n;
    if (!rules.includes('614.6')) rules.push('614.6', ...(reps.length > 1 ? ['616.1'] : []));
    if (draws === 0) break;
  }
  return { events: Array.from({ length: draws }, () => ({ ...event })), rules };
}

/** 614.6: the replaced draw doesn't happen; the effect's controller follows its effects, "that player" the drawer. */
function queueInstead(state: GameState, r: DrawRep, event: DrawEvent, applied: readonly string[]): void {
  const i = r.instead;
  if (!i) return;
  // "You may … instead": declined, the player draws the card; the effects that already applied don't again (614.5).
  const declined: Effect = { kind: 'draw', who: { kind: 'triggeringPlayer' }, amount: { kind: 'fixed', n: 1 } };
  const effects: Effect[] = i.optional
    ? [
        {
          kind: 'optional',
          who: { kind: 'triggeringPlayer' },
          effects: i.effects,
          otherwise: [declined],
          text: r.text.slice(i.name.length + 2),
        },
      ]
    : [...i.effects];
  if (i.shield?.modification.kind === 'drawShield') i.shield.modification.used = true; // "the next time": once
  const player = event.player;
  log(state, 'replaced', `${playerName(state, player)} would draw a card; instead — ${r.text}`, ['614.1a', '614.6']);
  state.tasks.push(
    effectsTask(
      {
        controller: i.controller,
        source: i.source,
        sourceName: i.name,
        targets: [],
        x: i.x,
        triggerObject: null,
        triggerPlayer: player,
        turnIndex: 0,
        created: [],
        drawReplacedBy: [...(event.notBy ?? []), ...(i.optional ? applied : [r.key])], // 614.5
      },
      effects,
    ),
  );
}
