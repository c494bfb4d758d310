/**
 * "Look at the top N cards of [a] library …" (401.2 overridden by the effect, 101.1): the
 * controller of the effect looks at the cards, takes some of them as the instructions say
 * (each "put N of them …" in order), and the rest go where the text says; cards put into a
 * library together are ordered by their owner (401.4) or randomly.
 *
 * Resumable: task.step 0 looks (and remembers the cards in task.memo); step 1 + k is the k-th
 * pick; step 1 + picks.length puts the rest away.
 */
import type { Effect, LookPick } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform } from './perform.js';
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { randomInt } from '../rng.js';
import { resolveAmount, resolvePlayers } from './refs.js';
import { revealUntil } from './verbs/reveal-until.js';
import { letLookAtExiled } from '../objects/face-down-exile.js';
import { attachEntered, auraStays, enteringAuraHosts, isAuraCard } from './entering-auras.js';
import { takeAnswer } from './verb.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type LookAtTop = Extract<Effect, { kind: 'lookAtTop' }>;

export function lookAtTop(state: GameState, task: EffectsTask, e: LookAtTop): 'done' | PendingDecision {
  const ctx = task.ctx;
  const me = ctx.controller;
  const [owner] = resolvePlayers(state, ctx, e.library);
  if (owner === undefined) return 'done';
  const lib = state.players[owner]!.library;
  if (task.step === 0) startLooking(state, task, e, owner);
  // The looked-at cards (task.memo: their count, then their ids) still in that library (a card that left is a new
  // object, 400.7). After them, while an Aura's host is asked, the cards of the current pick (count, ids) and answers.
  const looked = 1 + task.memo[0]!;
  const remaining = (): ObjectId[] => task.memo.slice(1, looked).filter((id) => lib.includes(id));
  while (task.step <= e.picks.length) {
    const pick = e.picks[task.step - 1]!;
    const chosen = task.memo.length > looked ? task.memo.slice(looked + 1, looked + 1 + task.memo[looked]!) : null;
    const picked = chosen ?? pickCards(state, task, pick, remaining());
    if (!Array.isArray(picked)) return picked;
    const put = putPicked(state, task, picked, pick, looked);
    if (put !== 'done') return put;
    task.memo.length = looked;
    task.step++;
  }
  const rest = remaining();
  if (rest.length === 0 || e.rest === 'stay') return 'done';
  if (e.restOptional) {
    // "If you don't put it into your hand, you may put it on the bottom of your library": else it stays on top.
    const a = takeAnswer(task, 'yesNo');
    if (!a) return { kind: 'yesNo', player: me, prompt: `${ctx.sourceName}: put the rest ${REST_WORDS[e.rest]}?` };
    if (!a.yes) return 'done';
  }
  if (e.rest === 'top' || e.rest === 'bottom') return orderRest(state, task, e, e.rest, owner, rest);
  const to = e.rest;
  for (const id of rest) perform(state, { kind: 'move', object: id, to, cause: 'effect' }, ['401.2']);
  return 'done';
}

/** 401.2: the controller looks at (or reveals, 701.20a) the top N cards; they are remembered in task.memo. */
function startLooking(state: GameState, task: EffectsTask, e: LookAtTop, owner: PlayerId): void {
  const me = task.ctx.controller;
  const lib = state.players[owner]!.library;
  task.step = 1;
  if (e.until) {
    const found = revealUntil(state, task.ctx, e.until, owner);
    task.memo = [found.length, ...found];
    return;
  }
  const n = Math.min(resolveAmount(state, task.ctx, e.count), lib.length);
  task.memo = [n, ...lib.slice(0, n)];
  if (e.reveal)
    log(
      state,
      'reveal',
      `${playerName(state, me)} reveals the top ${n} card(s) of ${owner === me ? 'their' : `${playerName(state, owner)}'s`} library: ${
        task.memo
          .slice(1)
          .map((id) => objName(state, id))
          .join(', ') || 'nothing'
      }`,
      ['701.20a'],
    );
  else
    log(
      state,
      'look',
      `${playerName(state, me)} looks at the top ${n} card(s) of ${owner === me ? 'their' : `${playerName(state, owner)}'s`} library`,
      ['401.2', '101.1'],
    );
}

/** The cards one pick takes from `options` (all of them for "put all …"), or the decision to choose them. */
function pickCards(
  state: GameState,
  task: EffectsTask,
  pick: LookPick,
  looked: readonly ObjectId[],
): ObjectId[] | PendingDecision {
  const ctx = task.ctx;
  const me = ctx.controller;
  const f = pick.filter && (pick.filter.kind === 'object' ? { ...pick.filter, zone: 'library' as const } : pick.filter);
  const options = looked.filter(
    (id) => !f || matchesObjectFilter(state, f, id, chars(state, id), me, ctx.source, chars),
  );
  const max = pick.n === 'any' || pick.n === 'all' ? options.length : Math.min(pick.n, options.length);
  const min = pick.n === 'any' || pick.upTo ? 0 : max;
  // "Put all creature cards revealed this way into your hand": no choice to make.
  if (max === 0 || pick.n === 'all') return options.slice(0, max);
  const a = task.answer;
  if (!a || a.kind !== 'chooseObjects') {
    const what = pick.n === 'any' ? 'any number of' : `${pick.upTo ? 'up to ' : ''}${pick.n}`;
    return {
      kind: 'chooseObjects',
      player: me,
      prompt: `${ctx.sourceName}: choose ${what} card(s) to put ${PUT_WORDS[pick.to]}`,
      options,
      min,
      max,
      purpose: pick.to === 'hand' || pick.to === 'battlefield' ? 'take' : 'other',
    };
  }
  task.answer = null;
  if (pick.reveal)
    for (const id of a.objects)
      log(state, 'reveal', `${playerName(state, me)} reveals ${objName(state, id)}`, ['701.20a']);
  return [...a.objects];
}

const REST_WORDS: Record<LookAtTop['rest'], string> = {
  top: 'on top of the library',
  bottom: 'on the bottom of the library',
  graveyard: 'into the graveyard',
  exile: 'into exile',
  hand: 'into the hand',
  stay: 'where they are',
};

const PUT_WORDS: Record<LookPick['to'], string> = {
  hand: 'into your hand',
  battlefield: 'onto the battlefield',
  graveyard: 'into the graveyard',
  exile: 'into exile',
};

/**
 * Puts the picked cards where the pick says; 303.4f–g: an Aura card put onto the battlefield enters attached to a
 * permanent its controller chooses (asked first, the picked cards kept in task.memo from `at`), or stays in the library.
 */
function putPicked(
  state: GameState,
  task: EffectsTask,
  picked: readonly ObjectId[],
  pick: LookPick,
  at: number,
): 'done' | PendingDecision {
  const me = task.ctx.controller;
  let hosts = new Map<ObjectId, ObjectId | null>();
  if (pick.to === 'battlefield' && picked.some((id) => isAuraCard(state, id))) {
    if (task.memo.length === at) task.memo.push(picked.length, ...picked);
    const h = enteringAuraHosts(state, task, picked, () => me, at + 1 + picked.length);
    if (!(h instanceof Map)) return h;
    hosts = h;
  }
  for (const id of picked) {
    const host = hosts.get(id);
    if (host === null) {
      auraStays(state, id);
      continue;
    }
    const r = putLooked(state, task, id, pick);
    if (r !== null && host !== undefined) attachEntered(state, r, host);
  }
  return 'done';
}

/**
 * Puts a looked-at card where the instruction says (401.2); a card put onto the battlefield is the controller's, tapped
 * when the text says so (110.5b).
 */
function putLooked(state: GameState, task: EffectsTask, id: ObjectId, pick: LookPick): ObjectId | null {
  const me = task.ctx.controller;
  const to = pick.to;
  const r = perform(
    state,
    {
      kind: 'move',
      object: id,
      to,
      cause: 'effect',
      ...(to === 'battlefield' ? { controller: me } : {}),
      ...(to === 'battlefield' && pick.tapped ? { tapped: true } : {}),
      ...(to === 'battlefield' && pick.counters ? { counters: pick.counters } : {}),
      ...(to === 'exile' && pick.faceDown ? { faceDown: true } : {}),
    },
    pick.faceDown ? ['401.2', '406.3'] : ['401.2'],
  );
  if (r.id === null) return null;
  task.ctx.created.push(r.id);
  if (pick.faceDown) letLookAtExiled(state, me, r.id); // 406.3: looked at, then exiled face down
  return r.id;
}

/** 401.4: the rest go on the top or bottom of the library, in an order chosen (or random). */
function orderRest(
  state: GameState,
  task: EffectsTask,
  e: LookAtTop,
  where: 'top' | 'bottom',
  owner: PlayerId,
  rest: ObjectId[],
): 'done' | PendingDecision {
  const me = task.ctx.controller;
  const lib = state.players[owner]!.library;
  let order = rest;
  if (rest.length > 1 && e.restOrder !== 'random') {
    const a = task.answer;
    // "In any order": the player following the instruction; otherwise 401.4: the cards' owner.
    const orderer = e.restOrder === 'any' ? me : state.objects[rest[0]!]!.owner;
    if (!a || a.kind !== 'orderObjects')
      return {
        kind: 'orderObjects',
        player: orderer,
        prompt: `Order the cards to put on the ${where} of the library (first = topmost)`,
        objects: rest,
      };
    task.answer = null;
    order = [...a.objects];
  } else if (rest.length > 1) {
    const pool = [...rest];
    order = [];
    while (pool.length) order.push(pool.splice(randomInt(state.rng, pool.length), 1)[0]!);
  }
  for (const id of order) lib.splice(lib.indexOf(id), 1);
  if (where === 'top') lib.unshift(...order);
  else lib.push(...order);
  touch(state);
  log(
    state,
    'library',
    `${playerName(state, owner)}'s library: ${order.length} card(s) put on the ${where}${e.restOrder === 'random' ? ' in a random order' : ''}`,
    ['401.4'],
  );
  return 'done';
}
