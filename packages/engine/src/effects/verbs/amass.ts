/**
 * The `amass` effect. 701.47a: "Amass [subtype] N" means "If you don't control an Army creature, create a 0/0 black
 * [subtype] Army creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature. If it
 * isn't a [subtype], it becomes a [subtype] in addition to its other types." The added subtype is a layer 4 effect
 * with no end (613.1d, 611.2a).
 */
import type { CardDefinition } from '../../cards/ability-tree.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { chars } from '../../objects/characteristics.js';
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { perform } from '../perform.js';
import { resolveAmount } from '../refs.js';
import { registerTokenDef } from '../tokens.js';
import { chooseOneObject, type EffectOf, type EffectsTask, type Step } from '../verb.js';

/** The Army creatures `player` controls. */
function armies(state: GameState, player: PlayerId): ObjectId[] {
  return state.battlefield.filter((id) => {
    const c = chars(state, id);
    return c.controller === player && c.types.includes('Creature') && c.subtypes.includes('Army');
  });
}

/** 701.47a: the 0/0 black [subtype] Army creature token. */
function armyToken(subtype: string): CardDefinition {
  return {
    name: `${subtype} Army`,
    manaCost: null,
    colorIndicator: ['B'],
    supertypes: [],
    types: ['Creature'],
    subtypes: [subtype, 'Army'],
    power: '0',
    toughness: '0',
    oracleText: '',
    abilities: [],
    token: true,
  };
}

export function amassEffect(state: GameState, task: EffectsTask, e: EffectOf<'amass'>): Step {
  const ctx = task.ctx;
  const who = ctx.controller;
  if (task.step === 0) {
    task.step = 1;
    if (armies(state, who).length === 0) {
      const key = registerTokenDef(state, armyToken(e.subtype));
      const r = perform(
        state,
        { kind: 'createToken', defKey: key, controller: who, tapped: false, batch: state.log.length },
        ['701.47a'],
      );
      if (r.id !== null) ctx.created.push(r.id);
    }
  }
  const options = armies(state, who);
  if (options.length === 0) return 'done'; // the token was not created (614): nothing to put counters on
  const army = chooseOneObject(task, who, `Amass ${e.subtype}: choose an Army creature you control`, options);
  if (typeof army !== 'number') return army;
  const n = resolveAmount(state, ctx, e.amount);
  log(state, 'effect', `${playerName(state, who)} amasses ${e.subtype} ${n}: ${objName(state, army)}`, ['701.47a']);
  perform(state, { kind: 'counters', object: army, counter: '+1/+1', delta: n, by: who }, ['701.47a']);
  if (state.objects[army]?.zone === 'battlefield' && !chars(state, army).subtypes.includes(e.subtype))
    addContinuousEffect(state, {
      controller: who,
      source: ctx.source,
      duration: 'permanent',
      affected: [army],
      modification: { kind: 'layered', mods: [{ kind: 'addTypes', subtypes: [e.subtype] }] },
    });
  return 'done';
}
