/**
 * The `returnChosen` effect, chosen as the effect resolves (not targeted, 115.1): "Return a [permanent] you control to
 * its owner's hand", and "return a creature card from your graveyard to your hand / to the battlefield [tapped]"
 * (400.7: the card becomes a new object; a permanent put onto the battlefield is its owner's, tapped if the text says
 * so, 110.5b).
 */
import { perform } from '../perform.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function returnChosenEffect(state: GameState, task: EffectsTask, e: EffectOf<'returnChosen'>): Step {
  const ctx = task.ctx;
  const [p] = resolvePlayers(state, ctx, e.who);
  if (p === undefined) return 'done';
  const options = candidates(state, task, e, p);
  let chosen = options;
  if (options.length > e.count || (e.upTo && options.length > 0)) {
    const a = task.answer;
    const fromGraveyard = e.from !== undefined;
    if (!a || a.kind !== 'chooseObjects')
      return {
        kind: 'chooseObjects',
        player: p,
        prompt: fromGraveyard
          ? `${ctx.sourceName}: return ${e.upTo ? 'up to ' : ''}${e.count} card(s) from your graveyard ${e.to === 'battlefield' ? 'to the battlefield' : 'to your hand'}`
          : `${ctx.sourceName}: return ${e.count} permanent(s) to their owner's hand`,
        options,
        min: e.upTo ? 0 : Math.min(e.count, options.length),
        max: Math.min(e.count, options.length),
        purpose: fromGraveyard ? 'take' : 'other',
      };
    task.answer = null;
    chosen = [...a.objects];
  }
  const batch = state.log.length; // 603.2c: the chosen cards move together
  for (const id of chosen) {
    if (e.from === undefined) {
      perform(state, { kind: 'move', object: id, to: 'hand', cause: 'bounce' }, ['400.7']);
      continue;
    }
    const to = e.to ?? 'hand';
    const owner = state.objects[id]!.owner;
    const r = perform(
      state,
      {
        kind: 'move',
        object: id,
        to,
        cause: 'effect',
        batch,
        ...(to === 'battlefield' ? { controller: owner, ...(e.tapped ? { tapped: true } : {}) } : {}),
      },
      ['400.7'],
    );
    if (r.id !== null) ctx.created.push(r.id);
  }
  return 'done';
}

/** The permanents the player controls, or the cards in their graveyard, that the filter allows. */
function candidates(state: GameState, task: EffectsTask, e: EffectOf<'returnChosen'>, p: PlayerId): ObjectId[] {
  const ctx = task.ctx;
  if (e.from !== undefined) {
    const f = e.filter.kind === 'object' ? { ...e.filter, zone: 'graveyard' as const } : e.filter;
    // 608.2c: "from among them": the cards the mill just put there, still in that graveyard (400.7).
    const moved = new Set((ctx.movedThisWay ?? []).map((m) => m.id));
    return state.players[p]!.graveyard.filter(
      (id) =>
        (e.from === 'graveyard' || moved.has(id)) &&
        matchesObjectFilter(state, f, id, chars(state, id), p, ctx.source, chars),
    );
  }
  return state.battlefield.filter((id) => {
    const c = chars(state, id);
    return c.controller === p && matchesObjectFilter(state, e.filter, id, c, p, ctx.source, chars);
  });
}
