import { perform } from '../perform.js';
import { log } from '../../log/write.js';
import { chars, touch } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { type EffectOf, type EffectsTask, type Step, takeAnswer } from '../verb.js';
import { attachEntered, auraStays, enteringHosts } from '../entering-auras.js';
import type { PendingDecision } from '../../decisions/types.js';

/** 701.23: search a library for cards matching a filter (a player may fail to find, 701.23b… for hidden qualities). */
export function search(state: GameState, task: EffectsTask, e: EffectOf<'search'>): Step {
  const [p] = resolvePlayers(state, task.ctx, e.who);
  if (p === undefined) return 'done';
  // "Search target opponent's library": whose library, when it isn't the searcher's own.
  const [libOwner] = e.library ? resolvePlayers(state, task.ctx, e.library) : [p];
  if (libOwner === undefined) return 'done';
  const searchLibrary = e.graveyard ? librarySearched(task) : true;
  if (searchLibrary === null) return { kind: 'yesNo', player: p, prompt: 'Search your library too (then shuffle it)?' };
  // The cards found are kept in task.memo (their count, then their ids) while what an Aura enchants is asked.
  if (task.memo.length === 0) {
    const found = findCards(state, task, e, p, libOwner, searchLibrary);
    if (!Array.isArray(found)) return found;
    if (e.to === 'libraryTop') return putOnTop(state, e, p, libOwner, found);
    task.memo.push(found.length, ...found);
  }
  const to = e.to;
  if (to === 'libraryTop') return 'done'; // put on top above
  const chosen = task.memo.slice(1, 1 + task.memo[0]!);
  // 303.4f: an Aura card found and put onto the battlefield enters attached to what its controller chooses.
  // 303.4i: "… attached to target creature" names it.
  const named = e.attachedTo !== undefined;
  const hosts =
    e.to === 'battlefield' ? enteringHosts(state, task, chosen, () => p, e.attachedTo, 1 + chosen.length) : null;
  if (hosts !== null && !(hosts instanceof Map)) return hosts;
  for (const id of chosen) {
    const host = hosts?.get(id);
    if (host === null) {
      auraStays(state, id, named);
      continue;
    }
    const r = perform(
      state,
      {
        kind: 'move',
        object: id,
        to,
        cause: 'search',
        tapped: e.tapped ?? false,
        controller: p,
        position: 'top',
      },
      ['701.23a'],
    );
    if (r.id !== null) task.ctx.created.push(r.id);
    if (r.id !== null && host !== undefined) attachEntered(state, r.id, host, named);
  }
  if (searchLibrary) perform(state, { kind: 'shuffle', player: libOwner }, ['701.23a']);
  return 'done';
}

/** 701.23a: the cards the searcher chooses among those that match (up to `e.count`), or the decision to choose them. */
function findCards(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'search'>,
  p: PlayerId,
  libOwner: PlayerId,
  searchLibrary: boolean,
): ObjectId[] | PendingDecision {
  const options = [
    ...(searchLibrary ? matching(state, task, e, p, 'library', state.players[libOwner]!.library) : []),
    ...(e.graveyard ? matching(state, task, e, p, 'graveyard', state.players[libOwner]!.graveyard) : []),
  ];
  let chosen: ObjectId[] = [];
  const count = e.upToAmount ? Math.max(0, resolveAmount(state, task.ctx, e.upToAmount)) : e.count;
  if (options.length > 0 && count > 0) {
    const ans = takeAnswer(task, 'chooseObjects');
    if (!ans)
      return {
        kind: 'chooseObjects',
        player: p,
        prompt: `Search ${libOwner === p ? 'your' : `${playerName(state, libOwner)}'s`} ${searchLibrary ? 'library' : ''}${searchLibrary && e.graveyard ? ' and ' : ''}${e.graveyard ? 'graveyard' : ''} for up to ${count} card(s)`,
        options,
        min: 0,
        max: Math.min(count, options.length),
        purpose: 'search',
        ...(e.differentNames ? { differentNames: true } : {}), // 201.2
      };
    chosen = [...ans.objects];
  }
  return chosen;
}

/**
 * "…, reveal it, then shuffle and put that card on top": the library (found card included) is shuffled, then the
 * found card is put back on top of it.
 */
function putOnTop(
  state: GameState,
  e: EffectOf<'search'>,
  p: PlayerId,
  libOwner: PlayerId,
  chosen: readonly ObjectId[],
): Step {
  perform(state, { kind: 'shuffle', player: libOwner }, ['701.23a']);
  const after = state.players[libOwner]!.library;
  for (const id of chosen) {
    if (e.reveal) log(state, 'reveal', `${playerName(state, p)} reveals ${objName(state, id)}`, ['701.20a']);
    const at = after.indexOf(id);
    if (at < 0) continue;
    after.splice(at, 1);
    after.unshift(id);
    log(state, 'library', `${objName(state, id)} is put on top of ${playerName(state, libOwner)}'s library`, [
      '701.23a',
    ]);
  }
  touch(state);
  return 'done';
}

/**
 * "Search your library and/or graveyard … If you search your library this way, shuffle.": the player chooses whether
 * the library is searched along with the graveyard (step 1: yes, step 2: no); null while the question is open.
 */
function librarySearched(task: EffectsTask): boolean | null {
  if (task.step === 0) {
    const a = takeAnswer(task, 'yesNo');
    if (!a) return null;
    task.step = a.yes ? 1 : 2;
  }
  return task.step === 1;
}

/** The cards of `cards` (in `zone`) the search may find. */
function matching(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'search'>,
  p: PlayerId,
  zone: 'library' | 'graveyard',
  cards: readonly ObjectId[],
): ObjectId[] {
  const f = e.filter.kind === 'object' ? { ...e.filter, zone } : e.filter;
  return cards.filter((id) => matchesObjectFilter(state, f, id, chars(state, id), p, task.ctx.source, chars));
}
