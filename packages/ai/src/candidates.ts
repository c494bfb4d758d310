/**
 * The choices worth searching at one decision. Only decisions that matter are searched —
 * priority with something to do, attacks and blocks — and each candidate is a whole choice the
 * heuristic player would build for one action (its targets, X and mode picks), so the search
 * compares plans rather than enumerating every target. Other decisions get the heuristic answer.
 * Attacks and blocks are widened around the heuristic's choice (one creature more or fewer, the all-in
 * attack with one creature kept home, two blockers on one attacker): on 300 tuning games these took
 * the search from 201 to 219 wins against the heuristic at 4 rollouts a decision (README, AI).
 */
import { chars, type Choice, type GameState, type LegalAction, type PendingDecision, type Rng } from '@arbiter/engine';
import { policyChoice } from './policy.js';

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

/** At most this many other targets are tried for one spell or ability (the heuristic's target stays first). */
const MAX_RETARGETS = 5;

/**
 * Target widening (601.2c / 602.2b): a spell or ability with one target group of one target is also tried
 * at each other legal target the engine listed, so the search can weigh, say, a burn spell at a creature
 * against the same spell at a player's face.
 */
function retargets(a: LegalAction, c: Choice): Choice[] {
  if (c.kind !== 'action' || (c.action.kind !== 'cast' && c.action.kind !== 'activate')) return [];
  if (a.kind !== 'cast' && a.kind !== 'activate') return [];
  const chosen = c.action.targets;
  if (a.targets.length !== 1 || a.targets[0]!.max !== 1 || chosen?.length !== 1 || chosen[0]!.length !== 1) return [];
  const picked = JSON.stringify(chosen[0]![0]);
  const action = c.action;
  return a.targets[0]!.legal.filter((t) => JSON.stringify(t) !== picked)
    .slice(0, MAX_RETARGETS)
    .map((t) => ({ kind: 'action', action: { ...action, targets: [[t]] } }));
}

/** Priority: pass, the heuristic's pick, and the heuristic's plan for each action taken alone (with `retarget`, at other targets). */
function priorityCandidates(state: GameState, d: Priority, rng: Rng, retarget: boolean): Choice[] {
  const pass: Choice = { kind: 'action', action: { kind: 'pass' } };
  const out: Choice[] = [policyChoice(state, d, rng), pass];
  const pass0 = d.actions.find((a) => a.kind === 'pass');
  for (const a of d.actions) {
    // 305.2: one land a turn, and the policy's pick (first) is the one its hand needs; other lands aren't weighed.
    if (a.kind === 'pass' || a.kind === 'playLand' || (a.kind === 'activate' && a.manaAbility)) continue;
    const alone: Priority = { ...d, actions: pass0 ? [a, pass0] : [a] };
    const c = policyChoice(state, alone, rng);
    if (c.kind === 'action' && c.action.kind !== 'pass') out.push(c, ...(retarget ? retargets(a, c) : []));
  }
  return dedupe(out);
}

type Attack = Extract<PendingDecision, { kind: 'declareAttackers' }>;

type AttackChoice = Extract<Choice, { kind: 'declareAttackers' }>;

/**
 * Progressive widening of the heuristic's attack (508.1a): the same attack with one more able
 * creature (at the heuristic's defender, or the creature's first) and with one of its attackers held
 * back (unless it must attack, 508.1d), so the search can weigh each creature alone.
 */
function attackNeighbours(d: Attack, h: AttackChoice): Choice[] {
  const used = new Set(h.attacks.map((a) => a.attacker));
  const aim = h.attacks[0]?.defender;
  const out: Choice[] = [];
  for (const o of d.options) {
    if (used.has(o.attacker)) continue;
    const defender = o.defenders.find((x) => JSON.stringify(x) === JSON.stringify(aim)) ?? o.defenders[0]!;
    out.push({ kind: 'declareAttackers', attacks: [...h.attacks, { attacker: o.attacker, defender }] });
  }
  for (const a of h.attacks) {
    if (d.options.find((o) => o.attacker === a.attacker)?.mustAttack) continue;
    out.push({ kind: 'declareAttackers', attacks: h.attacks.filter((x) => x !== a) });
  }
  return out;
}

/**
 * Holding one back (508.1a): the all-in attack at the heuristic's defender (or the first all-in) with one
 * creature kept home as a blocker, each able creature in turn.
 */
function holdBacks(d: Attack, h: AttackChoice, listed: readonly Choice[]): Choice[] {
  const aim = JSON.stringify(h.attacks[0]?.defender);
  const allIns = listed.filter(
    (c): c is AttackChoice => c.kind === 'declareAttackers' && c.attacks.length === d.options.length,
  );
  const allIn = allIns.find((c) => JSON.stringify(c.attacks[0]?.defender) === aim) ?? allIns[0];
  if (!allIn) return [];
  return allIn.attacks
    .filter((a) => !d.options.find((o) => o.attacker === a.attacker)?.mustAttack)
    .map((a) => ({ kind: 'declareAttackers', attacks: allIn.attacks.filter((x) => x !== a) }));
}

/** Attacks: the heuristic's, none (plus forced attackers), and every able creature at each opposing player in turn. */
function attackCandidates(state: GameState, d: Attack, rng: Rng, opts: CandidateOptions): Choice[] {
  const h = policyChoice(state, d, rng);
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
  if (opts.widen && h.kind === 'declareAttackers' && !h.bands) out.push(...attackNeighbours(d, h));
  if (opts.holdBack && h.kind === 'declareAttackers') out.push(...holdBacks(d, h, out));
  return dedupe(out);
}

type Block = Extract<PendingDecision, { kind: 'declareBlockers' }>;
type BlockChoice = Extract<Choice, { kind: 'declareBlockers' }>;

/**
 * Progressive widening of the heuristic's blocks (509.1a): the same blocks with one more block on an
 * attacker it left unblocked (each free blocker in turn) and with one of its blocks dropped. A block
 * the engine refuses (509.1c) scores nothing and is never picked.
 */
function blockNeighbours(d: Block, h: BlockChoice): Choice[] {
  const used = new Set(h.blocks.map((b) => b.blocker));
  const blocked = new Set(h.blocks.map((b) => b.attacker));
  const out: Choice[] = [];
  for (const o of d.options) {
    if (used.has(o.blocker)) continue;
    for (const attacker of o.attackers)
      if (!blocked.has(attacker))
        out.push({ kind: 'declareBlockers', blocks: [...h.blocks, { blocker: o.blocker, attacker }] });
  }
  for (const b of h.blocks) out.push({ kind: 'declareBlockers', blocks: h.blocks.filter((x) => x !== b) });
  return out;
}

/**
 * Gang blocks (509.1a, 510.1c): an attacker the heuristic left unblocked, blocked by the two free creatures of
 * greatest power that can block it, so two small creatures may kill a big one.
 */
function gangBlocks(state: GameState, d: Block, h: BlockChoice): Choice[] {
  const used = new Set(h.blocks.map((b) => b.blocker));
  const blocked = new Set(h.blocks.map((b) => b.attacker));
  const attackers = [...new Set(d.options.flatMap((o) => o.attackers))].filter((a) => !blocked.has(a));
  const power = (id: number): number => chars(state, id).power ?? 0;
  return attackers.flatMap((attacker) => {
    const two = d.options
      .filter((o) => !used.has(o.blocker) && o.attackers.includes(attacker))
      .map((o) => o.blocker)
      .sort((a, b) => power(b) - power(a) || a - b)
      .slice(0, 2);
    if (two.length < 2) return [];
    return [{ kind: 'declareBlockers', blocks: [...h.blocks, ...two.map((blocker) => ({ blocker, attacker }))] }];
  });
}

/** Blocks: the heuristic's, none, and (widened) its neighbours and gang blocks. */
function blockCandidates(state: GameState, d: Block, rng: Rng, opts: CandidateOptions): Choice[] {
  const h = policyChoice(state, d, rng);
  const out: Choice[] = [h, policyChoice(state, { ...d, options: [] }, rng)];
  if (opts.widen && h.kind === 'declareBlockers') out.push(...blockNeighbours(d, h));
  if (opts.gang && h.kind === 'declareBlockers') out.push(...gangBlocks(state, d, h));
  return dedupe(out);
}

/** How the candidates are listed. */
export interface CandidateOptions {
  /** Add the neighbours of the heuristic's attack and blocks (one creature more or fewer). */
  readonly widen?: boolean;
  /** Try a single-target spell or ability at other legal targets too. */
  readonly retarget?: boolean;
  /** Try two creatures blocking one attacker the heuristic left unblocked. */
  readonly gang?: boolean;
  /** Try the all-in attack with one creature held back. */
  readonly holdBack?: boolean;
}

/** The candidates for `d`: a single one means the decision isn't searched. */
export function candidates(state: GameState, d: PendingDecision, rng: Rng, opts: CandidateOptions = {}): Choice[] {
  switch (d.kind) {
    case 'priority':
      return d.actions.some((a) => a.kind !== 'pass' && !(a.kind === 'activate' && a.manaAbility))
        ? priorityCandidates(state, d, rng, opts.retarget ?? false)
        : [policyChoice(state, d, rng)];
    case 'declareAttackers':
      return d.options.length ? attackCandidates(state, d, rng, opts) : [policyChoice(state, d, rng)];
    case 'declareBlockers':
      return d.options.length ? blockCandidates(state, d, rng, opts) : [policyChoice(state, d, rng)];
    case 'mulligan':
    case 'bottomCards':
    case 'assignCombatDamage':
    case 'chooseObjects':
    case 'orderObjects':
    case 'chooseTargets':
    case 'yesNo':
    case 'chooseColor':
    case 'chooseName':
    case 'orderTriggers':
    case 'chooseOption':
    case 'orderReplacements':
      return [policyChoice(state, d, rng)];
  }
}
