/** Driving a whole game with AI players: used by fuzzing, benchmarks and `arbiter play`. */
import { minimalTargets } from '../stack/targets.js';
import type { Choice, PendingDecision } from '../decisions/types.js';
import { submitInPlace } from '../game/submit.js';
import type { GameState, PlayerId } from '../state/types.js';
import { aiRng, randomChoice, type Rng } from './random.js';
import { legalizeBlocks } from '../combat/block.js';
import { defaultCardName } from '../decisions/card-names.js';

export interface Player {
  choose(state: GameState, d: PendingDecision, rng: Rng): Choice;
}

export const randomPlayer: Player = { choose: (s, d, r) => randomChoice(s, d, r) };

/** A safe fallback for when a player's choice is refused: the minimal legal answer (with the state: blocks that obey 509.1c requirements). */
export function fallbackChoice(d: PendingDecision, state?: GameState): Choice {
  switch (d.kind) {
    case 'mulligan':
      return { kind: 'keep' };
    case 'bottomCards':
      return { kind: 'bottomCards', cards: d.hand.slice(0, d.count) };
    case 'priority':
      return { kind: 'action', action: { kind: 'pass' } };
    case 'declareAttackers':
      return {
        kind: 'declareAttackers',
        attacks: d.options
          .filter((o) => o.mustAttack)
          .map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
      };
    case 'declareBlockers':
      return { kind: 'declareBlockers', blocks: state ? legalizeBlocks(state, d, []) : [] };
    case 'assignCombatDamage': {
      let left = d.amount;
      if (d.blockers.length === 0)
        return { kind: 'assignCombatDamage', assignment: d.unblockedTo ? [{ to: d.unblockedTo, amount: left }] : [] }; // 510.1c
      const out = d.blockers.map((b, i) => {
        const n = Math.min(left, d.lethal[i]!);
        left -= n;
        return { to: { kind: 'object' as const, id: b }, amount: n };
      });
      if (left > 0) {
        if (d.trampleTo) out.push({ to: d.trampleTo as { kind: 'object'; id: number }, amount: left });
        else out[out.length - 1]!.amount += left;
      }
      return { kind: 'assignCombatDamage', assignment: out };
    }
    case 'chooseObjects':
      return { kind: 'chooseObjects', objects: d.options.slice(0, d.min) };
    case 'orderObjects':
      return { kind: 'orderObjects', objects: [...d.objects] };
    case 'chooseTargets':
      return {
        kind: 'chooseTargets',
        targets: minimalTargets(d.targets) ?? d.targets.map((t) => t.legal.slice(0, t.min)),
      };
    case 'yesNo':
      return { kind: 'yesNo', yes: false };
    case 'chooseColor':
      return { kind: 'chooseColor', color: d.colors[0]! };
    case 'chooseName':
      return { kind: 'chooseName', name: state ? defaultCardName(state, d.player, d.filter) : 'Storm Crow' };
    case 'orderTriggers':
      return { kind: 'orderTriggers', order: d.triggers.map((_, i) => i) };
    case 'chooseOption':
      return { kind: 'chooseOption', chosen: Array.from({ length: d.min }, (_, i) => i) };
    case 'orderReplacements':
      return { kind: 'orderReplacements', order: d.effects.map((_, i) => i) };
  }
}

export interface PlayoutOptions {
  readonly players: readonly Player[];
  readonly aiSeed: number | string;
  /** Called after every accepted decision. */
  readonly afterEach?: (state: GameState, player: PlayerId, choice: Choice) => void;
  /** Called when a player's choice is refused (the state must be unchanged). */
  readonly onRefused?: (state: GameState, player: PlayerId, choice: Choice, message: string) => void;
  readonly maxDecisions?: number;
}

/** Plays `state` to the end in place. Returns the number of decisions made. */
export function playOut(state: GameState, opts: PlayoutOptions): number {
  const rng = aiRng(opts.aiSeed);
  const max = opts.maxDecisions ?? 200_000;
  let n = 0;
  while (state.pending && !state.result) {
    if (++n > max) throw new Error(`game did not finish within ${max} decisions`);
    const d = state.pending;
    const who = d.player;
    const player = opts.players[who] ?? opts.players[0]!;
    let choice = player.choose(state, d, rng);
    let r = submitInPlace(state, who, choice);
    if (!r.ok) {
      opts.onRefused?.(state, who, choice, r.error.message);
      choice = fallbackChoice(d, state);
      r = submitInPlace(state, who, choice);
      if (!r.ok) throw new Error(`fallback choice refused for ${d.kind}: ${r.error.message}`);
    }
    opts.afterEach?.(state, who, choice);
  }
  return n;
}
