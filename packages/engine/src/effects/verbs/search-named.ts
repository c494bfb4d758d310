/**
 * The `chooseCardName` and `searchNamed` effects: "Choose a nonland card name. Search target player's graveyard, hand,
 * and library for any number of cards with that name and exile them." (201.3, 607.2, 701.23a–b).
 */
import { log } from '../../log/write.js';
import { describeNameFilter } from '../../decisions/card-names.js';
import { chars } from '../../objects/characteristics.js';
import { ownObject } from '../../objects/copy-on-write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { perform } from '../perform.js';
import { resolveObjects, resolvePlayers } from '../refs.js';
import { type EffectOf, type EffectsTask, type Step, takeAnswer } from '../verb.js';

/** 201.3: the controller names a card; the source keeps the name (607.2: "that name", "the chosen name"). */
export function chooseCardNameEffect(state: GameState, task: EffectsTask, e: EffectOf<'chooseCardName'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  if (src === null || !state.objects[src]) return 'done';
  const a = takeAnswer(task, 'chooseName'); // (submit refuses a name that breaks the filter, 201.3)
  if (!a)
    return {
      kind: 'chooseName',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: choose a ${describeNameFilter(e.filter)}`,
      filter: e.filter,
    };
  const name = a.name.trim();
  ownObject(state, src).chosen = { ...state.objects[src]!.chosen, name };
  log(state, 'choose', `${playerName(state, ctx.controller)} chooses the name ${name}`, ['201.3', '607.2']);
  return 'done';
}

/** 701.23a–b: the cards with the name in the player's graveyard (all of them, public) and hand and library (chosen). */
export function searchNamedEffect(state: GameState, task: EffectsTask, e: EffectOf<'searchNamed'>): Step {
  const [p] = resolvePlayers(state, task.ctx, e.who);
  const name = nameToFind(state, task, e);
  if (p === undefined || name === null) return 'done';
  const pl = state.players[p]!;
  const named = (ids: readonly ObjectId[]): ObjectId[] => ids.filter((id) => chars(state, id).name === name);
  const inGraveyard = named(pl.graveyard);
  const hidden = [...named(pl.hand), ...named(pl.library)];
  const all = e.count === 'all';
  const options = all ? hidden : [...inGraveyard, ...hidden];
  const max = typeof e.count === 'number' ? Math.min(e.count, options.length) : options.length;
  let chosen: ObjectId[] = [];
  if (max > 0) {
    const ans = takeAnswer(task, 'chooseObjects');
    if (!ans)
      return {
        kind: 'chooseObjects',
        player: task.ctx.controller,
        prompt: `Search ${playerName(state, p)}'s graveyard, hand and library for ${all ? 'all' : `up to ${max}`} card(s) named ${name}${all && inGraveyard.length ? ' (those in the graveyard are exiled)' : ''}`,
        options,
        min: 0,
        max,
        purpose: 'search',
      };
    chosen = [...ans.objects];
  }
  for (const id of all ? [...inGraveyard, ...chosen] : chosen) {
    const what = objName(state, id);
    const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'effect' }, ['701.23a']);
    if (r.id !== null) task.ctx.created.push(r.id);
    else log(state, 'search', `${what} can't be exiled`, ['701.23a']);
  }
  return 'done';
}

function nameToFind(state: GameState, task: EffectsTask, e: EffectOf<'searchNamed'>): string | null {
  if (e.name.kind === 'chosen') {
    const src = task.ctx.source;
    return (src !== null ? state.objects[src]?.chosen?.name : undefined) ?? null;
  }
  // 608.2h: a target that has left ("Counter target spell. Search its controller's … for all cards with the same name
  // as that spell") is read from its last known information.
  const what = e.name.what;
  const gone = what.kind === 'target' ? task.ctx.targets[what.target]?.[0] : undefined;
  const [id] = resolveObjects(state, task.ctx, what);
  if (id !== undefined) return chars(state, id).name;
  return gone?.kind === 'object' && state.lki[gone.id] ? chars(state, gone.id).name : null;
}
