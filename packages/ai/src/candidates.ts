/**
 * The choices worth searching at one decision. Only decisions that matter are searched —
 * priority with something to do, attacks and blocks — and each candidate is a whole choice the
 * heuristic player would build for one action (its targets, X and mode picks), so the search
 * compares plans rather than enumerating every target. Other decisions get the heuristic answer.
 */
import { heuristicChoice, type Choice, type GameState, type PendingDecision, type Rng } from '@arbiter/engine';

function key(c: Choice): string {
  return JSON.stringify(c);
}

function dedupe(choices: readonly Choice[]): Choice[] {
  const seen = new Set<string>();
  return choices.filter((c) => {
    const k = key(c);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

type Priority = Extract<PendingDecision, { kind: 'priority' }>;

/** Priority: pass, the heuristic's pick, and the heuristic's plan for each action taken alone. */
function priorityCandidates(state: GameState, d: Priority, rng: Rng): Choice[] {
  const pass: Choice = { kind: 'action', action: { kind: 'pass' } };
  const out: Choice[] = [heuristicChoice(state, d, rng), pass];
  const pass0 = d.actions.find((a) => a.kind === 'pass');
  for (const a of d.actions) {
    if (a.kind === 'pass' || (a.kind === 'activate' && a.manaAbility)) continue;
    const alone: Priority = { ...d, actions: pass0 ? [a, pass0] : [a] };
    const c = heuristicChoice(state, alone, rng);
    if (c.kind === 'action' && c.action.kind !== 'pass') out.push(c);
  }
  return dedupe(out);
}

type Attack = Extract<PendingDecision, { kind: 'declareAttackers' }>;

/** Attacks: the heuristic's, none (plus forced attackers), and every able creature at each opposing player in turn. */
function attackCandidates(state: GameState, d: Attack, rng: Rng): Choice[] {
  const h = heuristicChoice(state, d, rng);
  const forced = d.options
    .filter((o) => o.mustAttack)
    .map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! }));
  const out: Choice[] = [h, { kind: 'declareAttackers', attacks: forced }];
  const players = new Set<number>();
  for (const o of d.options) for (const x of o.defenders) if (x.kind === 'player') players.add(x.player);
  // All-in at one player (506.2: in multiplayer each attacker may choose; 802/803 limits are in its defenders).
  for (const p of [...players].sort((a, b) => a - b)) {
    const attacks = d.options.map((o) => ({
      attacker: o.attacker,
      defender: o.defenders.find((x) => x.kind === 'player' && x.player === p) ?? o.defenders[0]!,
    }));
    if (
      state.options.attackMultiplePlayers ||
      attacks.every((a) => a.defender.kind === 'player' && a.defender.player === p)
    )
      out.push({ kind: 'declareAttackers', attacks });
  }
  return dedupe(out);
}

/** The candidates for `d`: a single one means the decision isn't searched. */
export function candidates(state: GameState, d: PendingDecision, rng: Rng): Choice[] {
  switch (d.kind) {
    case 'priority':
      return d.actions.some((a) => a.kind !== 'pass' && !(a.kind === 'activate' && a.manaAbility))
        ? priorityCandidates(state, d, rng)
        : [heuristicChoice(state, d, rng)];
    case 'declareAttackers':
      return d.options.length ? attackCandidates(state, d, rng) : [heuristicChoice(state, d, rng)];
    case 'declareBlockers':
      return d.options.length
        ? dedupe([heuristicChoice(state, d, rng), heuristicChoice(state, { ...d, options: [] }, rng)])
        : [heuristicChoice(state, d, rng)];
    case 'mulligan':
    case 'bottomCards':
    case 'assignCombatDamage':
    case 'chooseObjects':
    case 'orderObjects':
    case 'chooseTargets':
    case 'yesNo':
    case 'chooseColor':
    case 'orderTriggers':
    case 'chooseOption':
    case 'orderReplacements':
      return [heuristicChoice(state, d, rng)];
  }
}
