import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { chars, touch } from '../../objects/characteristics.js';
import { log } from '../../log/write.js';
import { isOpponent, objName } from '../../state/access.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { ownObject } from '../../objects/copy-on-write.js';

/** The resolutions of keyword triggers (see the `keywordEffect` node). */
export function keywordEffect(state: GameState, task: EffectsTask, e: EffectOf<'keywordEffect'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  const o = src === null ? undefined : state.objects[src];
  switch (e.keyword) {
    case 'fading': {
      // 702.32a: "remove a fade counter from this permanent. If you can't, sacrifice the permanent."
      if (!o || o.zone !== 'battlefield') return 'done';
      if ((o.counters['fade'] ?? 0) > 0)
        perform(state, { kind: 'counters', object: o.id, counter: 'fade', delta: -1 }, ['702.32a']);
      else task.effects.splice(task.index + 1, 0, { kind: 'sacrificeObject', what: { kind: 'self' } });
      return 'done';
    }
    case 'vanishing':
      // 702.63a / 603.4: the time counter is looked for again as it resolves.
      if (o && o.zone === 'battlefield' && (o.counters['time'] ?? 0) > 0)
        perform(state, { kind: 'counters', object: o.id, counter: 'time', delta: -1 }, ['702.63a']);
      return 'done';
    case 'evolve': {
      // 702.100a / 603.4: the comparison is made again as the ability resolves.
      const t = ctx.triggerObject;
      if (!o || o.zone !== 'battlefield' || t === null || !state.objects[t] || state.objects[t]!.zone !== 'battlefield')
        return 'done';
      const me = chars(state, o.id);
      const it = chars(state, t);
      if (!((it.power ?? 0) > (me.power ?? 0) || (it.toughness ?? 0) > (me.toughness ?? 0))) {
        log(
          state,
          'evolve',
          `${objName(state, o.id)}: the entering creature is no longer greater, so evolve does nothing`,
          ['702.100a', '603.4'],
        );
        return 'done';
      }
      perform(state, { kind: 'counters', object: o.id, counter: '+1/+1', delta: 1, by: ctx.controller }, ['702.100a']);
      return 'done';
    }
    case 'renown': {
      // 702.112a / 603.4: "if it isn't renowned" is checked again on resolution.
      if (!o || o.zone !== 'battlefield' || o.renowned) return 'done';
      perform(state, { kind: 'counters', object: o.id, counter: '+1/+1', delta: e.n, by: ctx.controller }, [
        '702.112a',
      ]);
      ownObject(state, o.id).renowned = true;
      touch(state); // "as long as ~ is renowned"
      log(state, 'renown', `${objName(state, o.id)} becomes renowned`, ['702.112b']);
      return 'done';
    }
    case 'ingest': {
      // 702.115a: "that player exiles the top card of their library".
      const p = ctx.triggerPlayer === null ? undefined : state.players[ctx.triggerPlayer];
      const top = p?.library[0];
      if (p && !p.left && top !== undefined)
        perform(state, { kind: 'move', object: top, to: 'exile', cause: 'exile' }, ['702.115a']);
      return 'done';
    }
    case 'extort': {
      // 702.101a: each opponent loses 1 life; you gain life equal to the total life lost this way.
      let lost = 0;
      for (const p of state.players) {
        if (p.left || !isOpponent(state, ctx.controller, p.id)) continue;
        lost += perform(state, { kind: 'lifeLoss', player: p.id, amount: 1 }, ['702.101a']).amount;
      }
      if (lost > 0) perform(state, { kind: 'lifeGain', player: ctx.controller, amount: lost }, ['702.101a']);
      return 'done';
    }
  }
}
