/** Applying `totemArmor` event: 702.89a: "remove all damage marked on it and destroy this Aura" instead. */
import { log } from '../../log/write.js';
import { touch } from '../../objects/characteristics.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';
import { ownObject } from '../../objects/copy-on-write.js';

export function applyTotemArmor(
  state: GameState,
  e: EventOf<'totemArmor'>,
  rules: readonly string[],
  perform: Perform,
): Outcome {
  // 702.89a: "remove all damage marked on it and destroy this Aura" instead.
  if (state.objects[e.object]?.zone !== 'battlefield') return NOTHING;
  const o = ownObject(state, e.object);
  o.damage = 0;
  o.deathtouchDamaged = false;
  touch(state);
  log(
    state,
    'totem-armor',
    `${objName(state, e.aura)}'s totem armor: all damage is removed from ${objName(state, e.object)} and ${objName(state, e.aura)} is destroyed instead`,
    [...rules, '702.89a'],
    { object: e.object },
  );
  perform(state, { kind: 'destroy', object: e.aura }, ['702.89a']);
  return { id: e.object, amount: 0 };
}
