/** Applying `regenerate` event: 701.15a: the shield is used up; remove all damage from the permanent, tap it, remove it from combat. */
import { log } from '../../log/write.js';
import { touch } from '../../objects/characteristics.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import type { EventRules } from '../event-rules.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';
import { ownObject } from '../../objects/copy-on-write.js';
import { removeFromCombat } from '../../objects/combat-removal.js';

export function applyRegenerate(
  state: GameState,
  e: EventOf<'regenerate'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  // 701.15a: the shield is used up; remove all damage from the permanent, tap it, remove it from combat.
  if (state.objects[e.object]?.zone !== 'battlefield') return NOTHING;
  const o = ownObject(state, e.object);
  const shield = state.effects.find(
    (x) =>
      x.modification.kind === 'static' &&
      x.modification.effect.kind === 'regenerationShield' &&
      x.affected.includes(e.object),
  );
  if (shield) state.effects = state.effects.filter((x) => x !== shield);
  o.damage = 0;
  o.deathtouchDamaged = false;
  const wasUntapped = !o.tapped;
  o.tapped = true;
  removeFromCombat(state, e.object); // 506.4
  touch(state);
  log(state, 'regenerate', `${objName(state, e.object)} regenerates`, [...rules, '701.15a'], { object: e.object });
  if (wasUntapped) ctx.detectTriggers(state, { kind: 'tapped', object: e.object, untapped: false }); // 701.15a taps it
  return { id: e.object, amount: 0 };
}
