/** The `createEmblem` effect: 114.1–114.2: an emblem is created in its owner's command zone. */
import { log } from '../../log/write.js';
import { playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { createObject } from '../../zones/move.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { putCardDefinition } from '../../objects/copy-on-write.js';

export function createEmblemEffect(state: GameState, task: EffectsTask, e: EffectOf<'createEmblem'>): Step {
  const ctx = task.ctx;
  // 114.1–114.2: an emblem is created in its owner's command zone.
  const key = `emblem:${e.name}:${e.text}`;
  if (!state.cards[key])
    putCardDefinition(state, key, {
      name: e.name,
      manaCost: null,
      supertypes: [],
      types: [],
      subtypes: [],
      oracleText: e.text,
      abilities: e.abilities,
    });
  const idE = createObject(state, key, ctx.controller, 'command', 'emblem', null);
  log(state, 'emblem', `${playerName(state, ctx.controller)} gets an emblem: ${e.text}`, ['114.1'], {
    object: idE,
  });
  return 'done';
}
