/**
 * 118.12: a cost paid while a spell or ability resolves ("… unless you sacrifice a land", "… unless you discard
 * a card") is paid by the player like any cost: they choose which objects pay each part that offers a choice
 * (601.2h applied to the payment). The choices are kept on the task (task.memo) between decisions.
 */
import type { PendingDecision } from '../decisions/types.js';
import { chars } from '../objects/characteristics.js';
import { manaValueOf } from '../objects/faces.js';
import { choosableCostPart, costCandidates, type CostRequest } from '../stack/costs.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId } from '../state/types.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;

/**
 * Walks the cost's parts from `task.step - 1`, asking the paying player to choose objects where there are more
 * candidates than the part needs. Returns the objects offered for the whole cost once every part is chosen.
 */
export function chooseCostObjects(
  state: GameState,
  task: EffectsTask,
  req: CostRequest,
  label: string,
): PendingDecision | ObjectId[] {
  while (task.step - 1 < req.parts.length) {
    const part = req.parts[task.step - 1]!;
    if (part.kind === 'collectEvidence') {
      const d = evidenceChoice(state, task, req, part.amount, label);
      if (d) return d;
    } else if (choosableCostPart(part)) {
      const candidates = costCandidates(state, req, part).filter((id) => !task.memo.includes(id));
      if (candidates.length > part.count) {
        const a = task.answer;
        if (!a || a.kind !== 'chooseObjects') {
          const purpose =
            part.kind === 'sacrifice'
              ? ('sacrifice' as const)
              : part.kind === 'discard'
                ? ('discard' as const)
                : ('other' as const);
          return {
            kind: 'chooseObjects',
            player: req.player,
            prompt: `${label}: choose ${part.count} to ${part.kind === 'returnToHand' ? 'return' : part.kind === 'tapUntapped' ? 'tap' : part.kind.startsWith('exile') ? 'exile' : part.kind}`,
            options: candidates,
            min: part.count,
            max: part.count,
            purpose,
          };
        }
        task.answer = null;
        task.memo.push(...a.objects);
      } else task.memo.push(...candidates);
    }
    task.step++;
  }
  return [...task.memo];
}

/**
 * 701.59a: collecting evidence N as a cost paid while resolving — the player chooses cards from their graveyard whose
 * total mana value is N or greater (checked as the choice is submitted).
 */
function evidenceChoice(
  state: GameState,
  task: EffectsTask,
  req: CostRequest,
  amount: number,
  label: string,
): PendingDecision | null {
  const options = costCandidates(state, req, { kind: 'collectEvidence', amount }).filter(
    (id) => !task.memo.includes(id),
  );
  const a = task.answer;
  if (!a || a.kind !== 'chooseObjects')
    return {
      kind: 'chooseObjects',
      player: req.player,
      prompt: `${label}: collect evidence ${amount} — choose cards with total mana value ${amount} or greater to exile from your graveyard`,
      options,
      min: 1,
      max: options.length,
      purpose: 'other',
      minTotalManaValue: amount,
      manaValues: options.map((id) => manaValueOf(chars(state, id))),
    };
  task.answer = null;
  task.memo.push(...a.objects);
  return null;
}
