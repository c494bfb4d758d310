/** The `addMana` effect: 106.1 / 608.2h: the number is taken once; then the mana is added that many times (each colour of a */
import type { Effect } from '../../cards/ability-tree.js';
import { log } from '../../log/write.js';
import { addRestricted } from '../../mana/restricted.js';
import { type Color, type ManaType, parseManaCost } from '../../cards/mana-symbols.js';
import { tappedForMana } from '../../mana/triggered.js';
import { commanderColors, couldProduce } from '../../mana/could-produce.js';
import { playerName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function addManaEffect(state: GameState, task: EffectsTask, e: EffectOf<'addMana'>): Step {
  const ctx = task.ctx;
  if (e.times) {
    // 106.1 / 608.2h: the number is taken once; then the mana is added that many times (each colour of a
    // combination chosen separately).
    const n = Math.max(0, resolveAmount(state, ctx, e.times));
    const { times: _t, combination, ...one } = e;
    const each: Effect[] = combination
      ? Array.from({ length: n }, () => ({ ...one, mana: '', anyColor: 1 }))
      : n > 0
        ? [{ ...one, mana: one.mana.repeat(n), ...(one.anyColor ? { anyColor: one.anyColor * n } : {}) }]
        : [];
    task.effects.splice(task.index + 1, 0, ...each);
    return 'done';
  }
  const adder = e.who ? resolvePlayers(state, ctx, e.who)[0] : ctx.controller;
  if (adder === undefined) return 'done';
  const pool = state.players[adder]!.manaPool;
  // 106.6: restricted mana is kept apart in the pool, with its restriction.
  const produced: ManaType[] = [];
  const add = (t: ManaType, n: number): void => {
    if (e.spendOnly) addRestricted(pool, t, n, e.spendOnly);
    else pool[t] += n;
    // 702.189a: kept from emptying as steps end until end of combat (mana/pool.ts).
    if (e.untilEndOfCombat && !e.spendOnly)
      pool.untilEndOfCombat = { ...pool.untilEndOfCombat, [t]: (pool.untilEndOfCombat?.[t] ?? 0) + n };
    for (let k = 0; k < n; k++) produced.push(t);
  };
  if (e.producedType) {
    // 106.12a: "one mana of any type that land produced" — a choice only if it produced several types.
    const types = [...new Set(ctx.triggerMana ?? [])];
    if (types.length > 1) {
      const ans = takeAnswer(task, 'chooseOption');
      if (!ans)
        return {
          kind: 'chooseOption',
          player: adder,
          prompt: `${ctx.sourceName}: choose a type of mana that land produced`,
          options: types,
          min: 1,
          max: 1,
        };
      add(types[ans.chosen[0] ?? 0]!, e.producedType);
    } else if (types.length === 1) add(types[0]!, e.producedType);
  }
  if (e.couldProduce) {
    // 106.7: one mana of a type the matching permanents could produce — a choice only if there are several.
    const all = couldProduce(state, e.couldProduce.permanents, ctx.controller, ctx.source);
    const types = e.couldProduce.kind === 'color' ? all.filter((t) => t !== 'C') : all;
    const ans = types.length > 1 ? takeAnswer(task, 'chooseOption') : null;
    if (types.length > 1 && !ans)
      return {
        kind: 'chooseOption',
        player: adder,
        prompt: `${ctx.sourceName}: choose a type of mana`,
        options: types,
        min: 1,
        max: 1,
      };
    const t = types[ans?.chosen[0] ?? 0];
    if (t !== undefined) add(t, e.anyColor ?? 1);
  }
  const colors = e.couldProduce
    ? []
    : e.commanderIdentity
      ? commanderColors(state, adder)
      : e.chosen === 'color'
        ? chosenColors(state, ctx.source)
        : (e.colors ?? ['W', 'U', 'B', 'R', 'G']);
  if (e.anyColor && e.chosen === 'color') {
    // 607.2: the colour is the one chosen as the source entered (614.12): no choice now; none chosen, no mana.
    if (colors[0] !== undefined) add(colors[0], e.anyColor);
  } else if (e.anyColor && colors.length > 0) {
    const ans = takeAnswer(task, 'chooseColor');
    if (!ans)
      return {
        kind: 'chooseColor',
        player: ctx.controller,
        prompt: `${ctx.sourceName}: choose a colour of mana`,
        colors,
      };
    add(ans.color, e.anyColor);
  }
  for (const s of parseManaCost(e.mana)) {
    if (s.kind === 'colored') add(s.color, 1);
    else if (s.kind === 'colorless') add('C', 1);
    else if (s.kind === 'generic') add('C', s.n);
  }
  log(
    state,
    'mana',
    `${playerName(state, adder)} adds ${produced.length ? produced.map((t) => `{${t}}`).join('') : e.mana}${e.spendOnly ? ' (restricted)' : ''}${e.untilEndOfCombat ? ', which lasts until end of combat' : ''}`,
    ['106.3', '605.3b', ...(e.spendOnly ? ['106.6'] : []), ...(e.untilEndOfCombat ? ['702.189a'] : [])],
  );
  if (ctx.manaFrom !== undefined && produced.length) tappedForMana(state, ctx.manaFrom, adder, produced, null); // 605.1b
  return 'done';
}

/** 607.2: the colour `source` chose as it entered (614.12; GameObject.chosen, which goes away as it leaves, 400.7). */
function chosenColors(state: GameState, source: ObjectId | null): Color[] {
  const c = source !== null ? state.objects[source]?.chosen?.color : undefined;
  return c !== undefined ? [c] : [];
}
