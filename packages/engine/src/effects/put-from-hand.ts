/**
 * "You may put a creature card from your hand onto the battlefield [tapped [and attacking]]." The player chooses, as
 * the effect resolves, up to `count` cards matching the filter from their own hand and puts them onto the battlefield
 * under their control (a land put this way is not played, 305.4). The cards put are "that creature" afterwards.
 * 508.4: "tapped and attacking" — after choosing the cards, the player chooses whom each attacks as it enters.
 * 303.4f–g: an Aura card enters attached to a permanent the player chooses, or stays in the hand.
 */
import type { Effect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform } from './perform.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { putIntoCombat } from '../combat/enter-attacking.js';
import { objName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { enteringDefenders } from './entering-attackers.js';
import { attachEntered, auraStays, enteringHosts } from './entering-auras.js';
import { resolvePlayers } from './refs.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type PutFromHand = Extract<Effect, { kind: 'putFromHand' }>;

export function putFromHand(state: GameState, task: EffectsTask, e: PutFromHand): 'done' | PendingDecision {
  const ctx = task.ctx;
  const [p] = resolvePlayers(state, ctx, e.who);
  if (p === undefined) return 'done';
  // The cards chosen are kept in `task.memo` (their count, then their ids) while whom they attack is asked.
  if (task.memo.length === 0) {
    const chosen = chooseCards(state, task, e, p);
    if (!Array.isArray(chosen)) return chosen;
    if (chosen.length === 0) return 'done';
    task.memo.push(chosen.length, ...chosen);
  }
  const ids = task.memo.slice(1, 1 + task.memo[0]!);
  const from = 1 + ids.length;
  const defenders = e.attacking
    ? enteringDefenders(state, task, p, ids.length, objName(state, ids[task.memo.length - from] ?? ids[0]!), from)
    : [];
  if (!Array.isArray(defenders)) return defenders;
  // 303.4f: what each Aura card enchants is chosen as it enters (one entering attacking isn't asked: 506.3a).
  const named = e.attachedTo !== undefined; // 303.4i: "… attached to CARDNAME"
  const hosts = e.attacking ? null : enteringHosts(state, task, ids, () => p, e.attachedTo, from);
  if (hosts !== null && !(hosts instanceof Map)) return hosts;
  ids.forEach((id, k) => {
    const host = hosts?.get(id);
    if (host === null) return auraStays(state, id, named);
    const r = perform(
      state,
      { kind: 'move', object: id, to: 'battlefield', cause: 'effect', controller: p, tapped: e.tapped ?? false },
      ['305.4'],
    );
    if (r.id !== null) ctx.created.push(r.id);
    if (r.id !== null && host !== undefined) attachEntered(state, r.id, host, named);
    const defender = defenders[k];
    if (r.id !== null && defender) putIntoCombat(state, ctx.turnIndex, r.id, defender);
  });
  return 'done';
}

/** The cards `p` chooses to put from their hand (none: nothing matches or they chose none), or the decision. */
function chooseCards(state: GameState, task: EffectsTask, e: PutFromHand, p: PlayerId): ObjectId[] | PendingDecision {
  const ctx = task.ctx;
  const filter = e.filter.kind === 'object' ? { ...e.filter, zone: 'hand' as const } : e.filter;
  const options = state.players[p]!.hand.filter((id) =>
    matchesObjectFilter(state, filter, id, chars(state, id), p, ctx.source, chars),
  );
  if (options.length === 0) return [];
  const a = task.answer;
  if (!a || a.kind !== 'chooseObjects') {
    return {
      kind: 'chooseObjects',
      player: p,
      prompt: `${ctx.sourceName}: you may put up to ${e.count} card(s) from your hand onto the battlefield`,
      options,
      min: 0,
      max: Math.min(e.count, options.length),
      purpose: 'take',
    };
  }
  task.answer = null;
  return [...a.objects];
}
