/** Applying `createToken` event. */
import { log } from '../../log/write.js';
import { touch } from '../../objects/characteristics.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { createObject } from '../../zones/move.js';
import { queueAsEnters } from '../as-enters.js';
import type { EventRules } from '../event-rules.js';
import { countersPut } from './counters.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';
import { ownObject } from '../../objects/copy-on-write.js';
import { noteEntered } from '../entry-history.js';

export function applyCreateToken(
  state: GameState,
  e: EventOf<'createToken'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  if (state.players[e.controller]?.left) return NOTHING; // 800.4b / 800.4d: no token is created for a player who left
  const id = createObject(state, e.defKey, e.controller, 'battlefield', 'token', null, {
    tapped: e.tapped,
    controller: e.controller,
  });
  const made = ownObject(state, id);
  made.enteredThisTurn = true; // power-up: "if it entered this turn"
  if (e.counters) {
    for (const [k, n] of Object.entries(e.counters)) if (n > 0) made.counters[k] = (made.counters[k] ?? 0) + n; // 614.1c, 122.6
    touch(state);
  }
  if (e.attachedTo !== undefined) made.attachedTo = e.attachedTo; // 303.4f
  log(
    state,
    'token',
    `${playerName(state, e.controller)} creates ${objName(state, id)}`,
    [...rules, '111.1', '701.7a'],
    { object: id, controller: e.controller },
  );
  if (e.attachedTo !== undefined)
    log(state, 'attach', `${objName(state, id)} enters attached to ${objName(state, e.attachedTo)}`, ['303.4f']);
  queueAsEnters(state, id); // 614.12: a token's "as enters" choices (a token copy of such a permanent, 707.9)
  noteEntered(state, id); // 603.6a: "entered … this turn"
  ctx.detectTriggers(state, { kind: 'enters', object: id, ...(e.batch !== undefined ? { batch: e.batch } : {}) });
  if (e.counters) countersPut(state, ctx, id, e.counters, e.controller); // 122.6a: it entered with them
  return { id, amount: 1 };
}
