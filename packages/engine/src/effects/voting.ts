/**
 * Voting (701.29 in the 2015 CR that the seeds carry; "Will of the council", "Council's dilemma").
 * 701.29a: starting with a specified player and proceeding in turn order, each player chooses one of
 * the listed choices. The counts are kept in the resolving effect's context (plain data), so later
 * instructions of the same spell or ability can read them: "If A gets more votes, …",
 * "… for each B vote". 801: in a limited range of influence only players within the controller's
 * range vote ("each player" means each player in range, 801.7).
 */
import type { Effect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { log } from '../log/write.js';
import { playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, PlayerId } from '../state/types.js';
import { playerInRange } from '../objects/range.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type Vote = Extract<Effect, { kind: 'vote' }>;
type VoteOutcome = Extract<Effect, { kind: 'voteOutcome' }>;

/** The voters: the controller first, then each other player in turn order (seat order from the controller). */
export function voters(state: GameState, controller: PlayerId): PlayerId[] {
  const n = state.players.length;
  const out: PlayerId[] = [];
  for (let k = 0; k < n; k++) {
    const p = (controller + k) % n;
    if (!state.players[p]!.left && playerInRange(state, controller, p)) out.push(p);
  }
  return out;
}

export function voteEffect(state: GameState, task: EffectsTask, e: Vote): 'done' | PendingDecision {
  const ctx = task.ctx;
  const order = voters(state, ctx.controller);
  if (task.step === 0 && task.memo.length === 0) ctx.votes = e.options.map(() => 0);
  while (task.step < order.length) {
    const voter = order[task.step]!;
    const a = task.answer;
    task.answer = null;
    const chosen = a && a.kind === 'chooseOption' && a.chosen.length === 1 ? a.chosen[0]! : -1;
    if (!(chosen >= 0 && chosen < e.options.length && Number.isInteger(chosen))) {
      return {
        kind: 'chooseOption',
        player: voter,
        min: 1,
        max: 1,
        options: [...e.options],
        prompt: `${ctx.sourceName}: vote for ${e.options.join(' or ')}`,
      };
    }
    const votes = ctx.votes ?? e.options.map(() => 0);
    votes[chosen] = (votes[chosen] ?? 0) + 1;
    ctx.votes = votes;
    task.memo.push(chosen);
    log(state, 'vote', `${playerName(state, voter)} votes for ${e.options[chosen]}`, ['701.29a']);
    task.step++;
  }
  log(state, 'vote', `${ctx.sourceName}: ${e.options.map((o, i) => `${o} ${ctx.votes?.[i] ?? 0}`).join(', ')}`, [
    '701.29a',
  ]);
  return 'done';
}

/** "If A gets more votes[ or the vote is tied], …": A has strictly the most votes (or, with orTied, shares the most). */
export function voteOutcomeHolds(state: GameState, votes: readonly number[] | undefined, e: VoteOutcome): boolean {
  if (!votes) return false;
  const mine = votes[e.option] ?? 0;
  const best = Math.max(...votes);
  const leaders = votes.filter((v) => v === best).length;
  return mine === best && (leaders === 1 || e.orTied === true);
}
