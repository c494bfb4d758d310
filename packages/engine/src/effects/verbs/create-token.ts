/** The `createToken` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { registerTokenDef } from '../tokens.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function createTokenEffect(state: GameState, task: EffectsTask, e: EffectOf<'createToken'>): Step {
  const ctx = task.ctx;
  const n = resolveAmount(state, ctx, e.count);
  const xpt = e.xPT ? String(resolveAmount(state, ctx, e.xPT)) : null;
  const key = registerTokenDef(state, xpt === null ? e.token : { ...e.token, power: xpt, toughness: xpt });
  const controllers = e.controller ? resolvePlayers(state, ctx, e.controller) : [ctx.controller];
  for (const p of controllers) {
    if (state.players[p]!.left) continue; // 800.4b
    for (let i = 0; i < n; i++) {
      const r = perform(state, { kind: 'createToken', defKey: key, controller: p, tapped: e.tapped ?? false });
      if (r.id !== null) ctx.created.push(r.id);
    }
  }
  return 'done';
}
