/**
 * 608.2d: choices a spell or ability makes while it resolves — "Choose a color. Creatures you control gain protection
 * from the chosen color until end of turn", "… gains protection from the color of your choice …", "Choose a creature
 * type. Draw a card for each permanent you control of that type." The answer is kept in the resolution's context
 * (EffectContext.chosen); every later instruction of the same resolution sees "the chosen color / type" as that value
 * (`bindChosen`), so what an effect locks in (a protection ability, a continuous effect's affected set) is the
 * concrete colour or type, not a reference.
 */
import type { Effect, ObjectMatch } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { COLOR_NAMES, COLORS, creatureTypeOptions } from '../events/as-enters.js';
import { log } from '../log/write.js';
import { BASIC_LAND_TYPES } from '../objects/domain.js';
import { playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;

export function executeChoose(
  state: GameState,
  task: EffectsTask,
  e: Extract<Effect, { kind: 'choose' }>,
): 'done' | PendingDecision {
  const ctx = task.ctx;
  const player = ctx.controller;
  const a = task.answer;
  if (e.what === 'color') {
    if (!a || a.kind !== 'chooseColor')
      return { kind: 'chooseColor', player, prompt: `${ctx.sourceName}: choose a color`, colors: COLORS };
    task.answer = null;
    ctx.chosen = { ...ctx.chosen, color: a.color };
    log(state, 'choose', `${playerName(state, player)} chooses ${COLOR_NAMES[a.color]} for ${ctx.sourceName}`, [
      '608.2d',
    ]);
    return 'done';
  }
  if (e.what === 'basicLandType') {
    const options = e.among ?? BASIC_LAND_TYPES;
    if (!a || a.kind !== 'chooseOption')
      return {
        kind: 'chooseOption',
        player,
        prompt: `${ctx.sourceName}: choose a basic land type`,
        options,
        min: 1,
        max: 1,
      };
    task.answer = null;
    const t = options[a.chosen[0] ?? 0]!;
    ctx.chosen = { ...ctx.chosen, basicLandType: t };
    log(state, 'choose', `${playerName(state, player)} chooses ${t} for ${ctx.sourceName}`, ['608.2d', '305.6']);
    return 'done';
  }
  const options = creatureTypeOptions(state, player);
  if (!a || a.kind !== 'chooseOption')
    return {
      kind: 'chooseOption',
      player,
      prompt: `${ctx.sourceName}: choose a creature type`,
      options,
      min: 1,
      max: 1,
    };
  task.answer = null;
  const t = options[a.chosen[0] ?? 0]!;
  ctx.chosen = { ...ctx.chosen, creatureType: t };
  log(state, 'choose', `${playerName(state, player)} chooses ${t} for ${ctx.sourceName}`, ['608.2d', '205.3m']);
  return 'done';
}

/**
 * An effect with "the chosen color / type" of this resolution made concrete: `chosen: 'color'` becomes that colour
 * (together with any colours already required: both must hold), `chosen: 'creatureType'` that subtype.
 */
export function bindChosen(e: Effect, chosen: NonNullable<EffectContextChosen>): Effect {
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (x === null || typeof x !== 'object') return x;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) out[k] = walk(v);
    // 305.7: "becomes the basic land type of your choice" — the chosen type replaces the land's land types.
    if (out['kind'] === 'setLandSubtypes' && out['chosen'] === 'basicLandType' && chosen.basicLandType !== undefined) {
      delete out['chosen'];
      out['subtypes'] = [chosen.basicLandType];
      return out;
    }
    const m = out as { -readonly [K in keyof ObjectMatch]: ObjectMatch[K] };
    if (m.chosen === 'color' && chosen.color !== undefined) {
      delete m.chosen;
      m.colors = !m.colors ? [chosen.color] : m.colors.includes(chosen.color) ? [chosen.color] : [];
    } else if (m.chosen === 'creatureType' && chosen.creatureType !== undefined) {
      delete m.chosen;
      m.subtypes = !m.subtypes
        ? [chosen.creatureType]
        : m.subtypes.includes(chosen.creatureType)
          ? [chosen.creatureType]
          : [];
    }
    return out;
  };
  return walk(e) as Effect;
}

type EffectContextChosen = EffectsTask['ctx']['chosen'];
