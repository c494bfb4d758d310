import { perform } from '../perform.js';
import { log } from '../../log/write.js';
import { playerName } from '../../state/access.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { detectTriggers } from '../../triggers/detect.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { type EffectOf, type EffectsTask, type Step, takeAnswer } from '../verb.js';

/** 701.22 scry / 701.25 surveil: look at the top N, choose which go to the bottom (or graveyard), order the rest. */
export function scryOrSurveil(state: GameState, task: EffectsTask, e: EffectOf<'scry' | 'surveil'>): Step {
  const [p] = resolvePlayers(state, task.ctx, e.who);
  if (p === undefined) return 'done';
  const lib = state.players[p]!.library;
  const amount = resolveAmount(state, task.ctx, e.amount);
  const n = Math.min(amount, lib.length);
  if (amount <= 0) return 'done'; // 701.22b: scrying 0 is no scry event
  if (n === 0) return scried(state, p, e);
  const looked = lib.slice(0, n);
  const rule = e.kind === 'scry' ? '701.22a' : '701.25a';
  if (task.step === 0) {
    const ans = takeAnswer(task, 'chooseObjects');
    if (!ans) {
      return {
        kind: 'chooseObjects',
        player: p,
        prompt:
          e.kind === 'scry'
            ? `Scry ${n}: choose cards to put on the bottom`
            : `Surveil ${n}: choose cards to put into your graveyard`,
        options: looked,
        min: 0,
        max: n,
        purpose: e.kind === 'scry' ? 'scryBottom' : 'surveilGraveyard',
      };
    }
    task.memo = [...ans.objects];
    task.step = 1;
  }
  const away = task.memo;
  const stay = looked.filter((id) => !away.includes(id));
  if (stay.length > 1) {
    const ans = takeAnswer(task, 'orderObjects');
    if (!ans)
      return { kind: 'orderObjects', player: p, prompt: 'Order the cards to keep on top (first = top)', objects: stay };
    stay.splice(0, stay.length, ...ans.objects);
  }
  // Rearrange: the kept cards on top in the chosen order; the rest to the bottom (scry)
  // or, still on top for the moment, then into the graveyard (surveil).
  if (e.kind === 'scry') {
    lib.splice(0, n, ...stay);
    lib.push(...away);
  } else {
    lib.splice(0, n, ...away, ...stay);
    for (const id of away) perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'effect' }, [rule]);
  }
  log(
    state,
    e.kind,
    `${playerName(state, p)} ${e.kind === 'scry' ? 'scries' : 'surveils'} ${n}: ${stay.length} on top, ${away.length} ${e.kind === 'scry' ? 'on the bottom' : 'into the graveyard'}`,
    [rule],
  );
  return scried(state, p, e);
}

/** 603.2: "Whenever you scry / surveil" triggers once the cards are where they go. */
function scried(state: GameState, p: PlayerId, e: EffectOf<'scry' | 'surveil'>): Step {
  detectTriggers(state, { kind: 'scried', player: p, surveil: e.kind === 'surveil' });
  return 'done';
}
