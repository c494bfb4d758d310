/**
 * The `playersChooseObjects` effect. 608.2d / 101.4: "Each player chooses a creature they control. Destroy the rest."
 * (Divine Reckoning), "Target opponent chooses a creature they control. Destroy that creature." (Imperial Edict): each
 * of the players, in APNAP order, chooses as many permanents matching the description (read as theirs: "they control")
 * as the instruction says, or all of them if they have fewer; no choice is needed then. The chosen permanents are
 * "that creature" and not "the rest" for the later instructions of the resolution (EffectContext.chosenObjects).
 * Balance: "Each player chooses a number of lands they control equal to the number of lands controlled by the player
 * who controls the fewest" (count 'fewest': the least of the players' option counts) and "discard cards the same way"
 * (inHand: the cards in each player's hand).
 */
import { log } from '../../log/write.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function playersChooseObjectsEffect(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'playersChooseObjects'>,
): Step {
  const ctx = task.ctx;
  const players = resolvePlayers(state, ctx, e.who);
  const optionsOf = (p: PlayerId): ObjectId[] =>
    e.inHand
      ? [...state.players[p]!.hand]
      : state.battlefield.filter((id) =>
          matchesObjectFilter(state, e.filter, id, chars(state, id), p, ctx.source, chars),
        );
  // Choosing changes nothing, so the fewest is the same however often the resolution resumes.
  const count = e.count === 'fewest' ? Math.min(...players.map((p) => optionsOf(p).length)) : e.count;
  // task.step: how many of the players have chosen (101.4: in APNAP order, each seeing the choices before).
  while (task.step < players.length) {
    const p = players[task.step]!;
    const options = optionsOf(p);
    const n = Math.min(count, options.length);
    let chosen: readonly ObjectId[] = n === 0 ? [] : options; // choosing none or all needs no decision
    if (n > 0 && options.length > n) {
      const a = takeAnswer(task, 'chooseObjects');
      if (!a) return decision(ctx.sourceName, p, options, n, e.inHand);
      chosen = a.objects;
    }
    // A new choice starts a new set: "the rest" of Balance's creatures is not read against the lands chosen before.
    ctx.chosenObjects = [...(task.step === 0 ? [] : (ctx.chosenObjects ?? [])), ...chosen];
    log(state, 'choose', `${playerName(state, p)} chooses ${described(state, chosen, e.inHand)}`, ['608.2d', '101.4']);
    task.step++;
  }
  return 'done';
}

/** The chosen permanents by name; cards in a hand by number only (they stay hidden, 402.3). */
function described(state: GameState, chosen: readonly ObjectId[], inHand?: true): string {
  if (inHand) return `${chosen.length} card(s) in their hand`;
  return chosen.length ? chosen.map((id) => objName(state, id)).join(', ') : 'nothing';
}

function decision(source: string, player: PlayerId, options: ObjectId[], n: number, inHand?: true): Step {
  const prompt = `${source}: choose ${n} of these ${inHand ? 'cards in your hand' : 'permanents you control'}`;
  return { kind: 'chooseObjects', player, prompt, options, min: n, max: n, purpose: 'other' };
}
