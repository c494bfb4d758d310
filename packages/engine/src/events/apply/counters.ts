/** Applying `counters` event. */
import { log } from '../../log/write.js';
import { chars, touch } from '../../objects/characteristics.js';
import { objName } from '../../state/access.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';
import { ownObject } from '../../objects/copy-on-write.js';
import type { EventRules } from '../event-rules.js';

export function applyCounters(
  state: GameState,
  e: EventOf<'counters'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  if (!state.objects[e.object] || e.delta === 0) return NOTHING;
  const o = ownObject(state, e.object);
  const before = o.counters[e.counter] ?? 0;
  const now = Math.max(0, before + e.delta);
  if (now === 0) delete o.counters[e.counter];
  else o.counters[e.counter] = now;
  touch(state);
  log(
    state,
    'counters',
    `${objName(state, e.object)} ${e.delta > 0 ? 'gets' : 'loses'} ${Math.abs(e.delta)} ${e.counter} counter(s)`,
    [...rules, '122.1'],
    { object: e.object, counter: e.counter, delta: e.delta },
  );
  if (e.counter === 'time' && before > 0 && now === 0) lastTimeCounterRemoved(state, e.object);
  if (e.delta > 0 && o.zone === 'battlefield')
    countersPut(state, ctx, e.object, { [e.counter]: e.delta }, e.by ?? null);
  return { id: e.object, amount: e.delta };
}

/**
 * 122.6: counters were put on a permanent (or it entered with them): "whenever one or more +1/+1 counters are put on
 * …" looks at each kind; the permanent remembers the kinds put on it this turn ("for the first time each turn").
 */
export function countersPut(
  state: GameState,
  ctx: EventRules,
  id: number,
  put: Readonly<Record<string, number>>,
  by: PlayerId | null,
): void {
  for (const [counter, amount] of Object.entries(put)) {
    if (amount <= 0 || !state.objects[id]) continue;
    const before = state.objects[id]!.countersPutThisTurn ?? [];
    if (!before.includes(counter)) ownObject(state, id).countersPutThisTurn = [...before, counter];
    ctx.detectTriggers(state, { kind: 'countersPut', object: id, counter, amount, before, by });
  }
}

/**
 * 702.63a vanishing: "When the last time counter is removed from this permanent, sacrifice it." It triggers however
 * the counter is removed (its own upkeep ability or any other effect).
 */
function lastTimeCounterRemoved(state: GameState, id: number): void {
  const o = state.objects[id]!;
  if (o.zone !== 'battlefield') return;
  const c = chars(state, id);
  if (!c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'vanishing')) return;
  state.pendingTriggers.push({
    controller: c.controller,
    source: id,
    defKey: o.defKey,
    sourceName: c.name,
    targets: [],
    optional: false,
    effects: [{ kind: 'sacrificeObject', what: { kind: 'self' } }],
    text: 'Vanishing (702.63a): the last time counter was removed — sacrifice it',
    triggerObject: id,
    triggerPlayer: null,
  });
}
