/**
 * The `earthbend` effect. 701.66a: "Earthbend N" means "Target land you control becomes a 0/0 land creature with haste
 * in addition to its other types. Put N +1/+1 counters on it. When that land dies or is put into exile, return it to
 * the battlefield tapped under your control." The land (the ability's target) must still be on the battlefield; then
 * the three instructions follow in that order, each as the effect it is: a layered effect with no duration (613.1d,
 * 613.1f, 613.4b), the counters (122.1) and a delayed triggered ability watching that land until it leaves the battlefield (603.7). N is taken once.
 */
import type { Effect, TriggeredAbility } from '../../cards/ability-tree.js';
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

/** "When that land dies or is put into exile, return it to the battlefield tapped under your control." */
const RETURN_IT: TriggeredAbility = {
  kind: 'triggered',
  trigger: {
    kind: 'leavesBattlefield',
    what: { kind: 'filter', filter: { kind: 'object', match: {} } },
    toGraveyard: true,
    orExile: true,
  },
  targets: [],
  effects: [{ kind: 'putOntoBattlefield', what: { kind: 'triggeringObject' }, under: 'you', tapped: true }],
  text: 'When that land dies or is put into exile, return it to the battlefield tapped under your control.',
};

export function earthbendEffect(state: GameState, task: EffectsTask, e: EffectOf<'earthbend'>): Step {
  const ctx = task.ctx;
  const land = resolveObjects(state, ctx, e.what).find((id) => state.objects[id]?.zone === 'battlefield');
  if (land === undefined) return 'done';
  const n = Math.max(0, resolveAmount(state, ctx, e.amount));
  log(
    state,
    'effect',
    `${playerName(state, ctx.controller)} earthbends ${n}: ${objName(state, land)} becomes a 0/0 land creature with haste`,
    ['701.66a'],
  );
  const steps: Effect[] = [
    {
      kind: 'layered',
      what: e.what,
      duration: 'permanent',
      mods: [
        { kind: 'addTypes', types: ['Creature'] },
        { kind: 'setPT', power: { kind: 'fixed', n: 0 }, toughness: { kind: 'fixed', n: 0 } },
        { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'haste' }] },
      ],
    },
    { kind: 'addCounters', what: e.what, counter: '+1/+1', amount: { kind: 'fixed', n } },
    { kind: 'delayedEventTrigger', ability: RETURN_IT, once: false, watch: e.what, lasting: true },
  ];
  task.effects.splice(task.index + 1, 0, ...steps);
  return 'done';
}
