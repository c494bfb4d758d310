/**
 * 510: combat damage. Unblocked attackers hit what they attack; a blocked attacker's
 * controller divides its damage among its blockers as they choose (510.1c, current
 * rules: no damage assignment order); trample lets excess over lethal go on (702.19).
 * All assigned combat damage is dealt at once (510.2). 510.4: a first-strike step exists
 * when any attacking or blocking creature has first strike or double strike.
 */
import type { Choice, EngineError, PendingDecision } from '../decisions/types.js';
import { performWithHooks } from '../effects/perform.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { chars } from '../objects/characteristics.js';
import { objName } from '../state/access.js';
import { hasStatic } from '../objects/statics.js';
import type { CombatState, GameState, ObjectId, TargetRef } from '../state/types.js';
import { sameTarget } from '../stack/targets.js';
import { defendingPlayerOf } from '../objects/defenders.js';
import { bandsWithOther, hasQuality } from './attack.js';

export function inCombat(combat: CombatState): ObjectId[] {
  return [...combat.attackers.map((a) => a.attacker), ...combat.blockers.map((b) => b.blocker)];
}

export function needsFirstStrikeStep(state: GameState, combat: CombatState): boolean {
  return inCombat(combat).some(
    (id) =>
      state.objects[id] &&
      (chars(state, id).keywords.has('first strike') || chars(state, id).keywords.has('double strike')),
  );
}

/** Does creature `id` deal combat damage in this damage step? (510.4, 702.4b, 702.7b) */
export function dealsDamageNow(state: GameState, combat: CombatState, id: ObjectId, firstStrikeStep: boolean): boolean {
  if (hasStatic(state, id, ['assignsNoCombatDamage'])) return false; // 510.1a: "assigns no combat damage this turn"
  const k = chars(state, id).keywords;
  if (firstStrikeStep) return k.has('first strike') || k.has('double strike');
  if (!combat.firstStrikeStep) return true;
  return k.has('double strike') || !combat.firstStrikeDealt.includes(id);
}

/** 702.19c: lethal damage, accounting for damage already marked and deathtouch (702.2c). */
export function lethalDamage(state: GameState, blocker: ObjectId, attacker: ObjectId): number {
  const c = chars(state, blocker);
  const remaining = Math.max(0, (c.toughness ?? 0) - state.objects[blocker]!.damage);
  if (remaining > 0 && chars(state, attacker).keywords.has('deathtouch')) return 1;
  return remaining;
}

export interface Assignment {
  source: ObjectId;
  to: TargetRef;
  amount: number;
}

/** The decision for a blocked attacker whose damage has more than one possible split, or null to auto-assign. */
export function assignmentDecision(state: GameState, combat: CombatState, attacker: ObjectId): PendingDecision | null {
  const a = combat.attackers.find((x) => x.attacker === attacker)!;
  if (!a.blocked) return null;
  const amount = Math.max(0, chars(state, attacker).power ?? 0);
  const blockers = a.blockedBy.filter((b) => state.objects[b]?.zone === 'battlefield');
  const trample = chars(state, attacker).keywords.has('trample');
  // 510.1c: "you may have it assign its combat damage as though it weren't blocked" — a choice even with one blocker or none left.
  const unblocked = hasStatic(state, attacker, ['assignAsUnblocked']);
  if (amount === 0 || (blockers.length === 0 && !unblocked)) return null;
  if (blockers.length === 1 && !trample && !unblocked) return null;
  const lethal = blockers.map((b) => lethalDamage(state, b, attacker));
  // 702.22j: if a creature blocking it has banding, or "bands with other [quality]" while another [quality] creature
  // blocks it too, the defending player (not the active player) divides its damage.
  const banded = bandedGroup(state, blockers);
  return {
    kind: 'assignCombatDamage',
    player: banded ? defendingPlayerOf(state, a, chars) : chars(state, attacker).controller,
    prompt: `Assign ${amount} combat damage from ${objName(state, attacker)}${banded ? ' (a blocker has banding, 702.22j)' : ''}`,
    attacker,
    amount,
    blockers,
    lethal,
    trampleTo: trample ? a.defender : null,
    ...(unblocked ? { unblockedTo: a.defender } : {}),
  };
}

/** 702.22j–k: one of these creatures has banding, or has "bands with other [quality]" and another of them has the quality. */
function bandedGroup(state: GameState, ids: readonly ObjectId[]): boolean {
  return ids.some(
    (x) =>
      chars(state, x).keywords.has('banding') ||
      bandsWithOther(state, x).some((q) => ids.some((y) => y !== x && hasQuality(state, q, y, x))),
  );
}

/** The attacking creatures a blocker blocks that are still on the battlefield and attacking. */
function blockedNow(state: GameState, combat: CombatState, b: CombatState['blockers'][number]): ObjectId[] {
  return b.blocking.filter(
    (x) => state.objects[x]?.zone === 'battlefield' && combat.attackers.some((a) => a.attacker === x),
  );
}

/**
 * 510.1d: a creature blocking several attacking creatures (only possible here by blocking a band, 702.22h) has its
 * damage divided among them by its controller, or 702.22k by the active player if one of them has banding.
 */
export function blockerAssignmentDecision(
  state: GameState,
  combat: CombatState,
  blocker: ObjectId,
): PendingDecision | null {
  const b = combat.blockers.find((x) => x.blocker === blocker);
  if (!b) return null;
  const amount = Math.max(0, chars(state, blocker).power ?? 0);
  const targets = blockedNow(state, combat, b);
  if (amount === 0 || targets.length < 2) return null;
  const banded = bandedGroup(state, targets); // 702.22k
  return {
    kind: 'assignCombatDamage',
    player: banded ? chars(state, targets[0]!).controller : chars(state, blocker).controller,
    prompt: `Assign ${amount} combat damage from ${objName(state, blocker)} among the creatures it blocks${banded ? ' (an attacker has banding, 702.22k)' : ''}`,
    attacker: blocker,
    amount,
    blockers: targets,
    lethal: targets.map((x) => lethalDamage(state, x, blocker)),
    trampleTo: null,
    byBlocker: true,
  };
}

export function validateAssignment(
  state: GameState,
  d: Extract<PendingDecision, { kind: 'assignCombatDamage' }>,
  c: Extract<Choice, { kind: 'assignCombatDamage' }>,
): EngineError | null {
  if (!Array.isArray(c.assignment)) return { code: 'MALFORMED', message: 'assignment must be a list' };
  // 510.1c: all of it to the attacked player or permanent, as though it weren't blocked (or, with no blocker left, none).
  if (d.unblockedTo && c.assignment.every((x) => sameTarget(x.to, d.unblockedTo!))) {
    const sum = c.assignment.reduce((s, x) => s + (Number.isInteger(x.amount) && x.amount >= 0 ? x.amount : NaN), 0);
    if (sum === d.amount || (sum === 0 && d.blockers.length === 0)) return null;
    return {
      code: 'ILLEGAL_CHOICE',
      message: `assign all ${d.amount} damage as though it weren't blocked`,
      rule: '510.1c',
    };
  }
  let total = 0;
  let toDefender = 0;
  const perBlocker = new Map<ObjectId, number>();
  for (const x of c.assignment) {
    if (!Number.isInteger(x.amount) || x.amount < 0)
      return { code: 'MALFORMED', message: 'amounts must be non-negative integers' };
    total += x.amount;
    if (x.to.kind === 'object' && d.blockers.includes(x.to.id))
      perBlocker.set(x.to.id, (perBlocker.get(x.to.id) ?? 0) + x.amount);
    else if (d.trampleTo && sameTarget(x.to, d.trampleTo)) toDefender += x.amount;
    else
      return {
        code: 'ILLEGAL_TARGET',
        message: `${objName(state, d.attacker)} can't assign damage there`,
        rule: '510.1c',
      };
  }
  if (total !== d.amount)
    return {
      code: 'ILLEGAL_CHOICE',
      message: `assign exactly ${d.amount} damage (got ${total})`,
      rule: d.byBlocker ? '510.1d' : '510.1c',
    };
  if (toDefender > 0) {
    // 702.19c: lethal damage must be assigned to every blocker before any goes to the player or permanent.
    for (let i = 0; i < d.blockers.length; i++) {
      if ((perBlocker.get(d.blockers[i]!) ?? 0) < d.lethal[i]!)
        return {
          code: 'ILLEGAL_CHOICE',
          message: `assign lethal damage to ${objName(state, d.blockers[i]!)} before trampling over`,
          rule: '702.19c',
        };
    }
  }
  return null;
}

/** Automatic assignments for everything that has only one possible split. */
export function autoAssignments(
  state: GameState,
  combat: CombatState,
  firstStrikeStep: boolean,
  decided: ReadonlySet<ObjectId>,
): Assignment[] {
  const out: Assignment[] = [];
  for (const a of combat.attackers) {
    const id = a.attacker;
    if (!state.objects[id] || state.objects[id]!.zone !== 'battlefield' || decided.has(id)) continue;
    if (!dealsDamageNow(state, combat, id, firstStrikeStep)) continue;
    const amount = Math.max(0, chars(state, id).power ?? 0);
    if (amount === 0) continue;
    if (!a.blocked) {
      out.push({ source: id, to: a.defender, amount }); // 510.1a
      continue;
    }
    const blockers = a.blockedBy.filter((b) => state.objects[b]?.zone === 'battlefield');
    if (blockers.length === 0) {
      // 702.19e: a blocked trampler with no blockers left assigns all its damage to the defender.
      if (chars(state, id).keywords.has('trample')) out.push({ source: id, to: a.defender, amount });
      continue; // 510.1c: otherwise a blocked creature with no blockers assigns no damage
    }
    if (blockers.length === 1) out.push({ source: id, to: { kind: 'object', id: blockers[0]! }, amount });
  }
  for (const b of combat.blockers) {
    const id = b.blocker;
    if (!state.objects[id] || state.objects[id]!.zone !== 'battlefield' || decided.has(id)) continue;
    if (!dealsDamageNow(state, combat, id, firstStrikeStep)) continue;
    const amount = Math.max(0, chars(state, id).power ?? 0);
    const target = blockedNow(state, combat, b)[0];
    if (amount > 0 && target !== undefined) out.push({ source: id, to: { kind: 'object', id: target }, amount }); // 510.1d
  }
  return out;
}

/** 510.2: deal all assigned combat damage at once. */
export function dealCombatDamage(
  state: GameState,
  combat: CombatState,
  assignments: readonly Assignment[],
  firstStrikeStep: boolean,
  hooks: VariantHooks,
): void {
  const batch = state.log.length; // 510.2 / 603.2c: one damage event (a number no other event shares)
  for (const x of assignments) {
    if (!state.objects[x.source]) continue;
    if (x.to.kind === 'player' && state.players[x.to.player]!.left) continue; // 800.4e
    performWithHooks(
      hooks,
      state,
      { kind: 'damage', source: x.source, target: x.to, amount: x.amount, combat: true, batch },
      ['510.2'],
    );
  }
  if (firstStrikeStep)
    for (const x of assignments)
      if (!combat.firstStrikeDealt.includes(x.source)) combat.firstStrikeDealt.push(x.source);
}

/** Which attackers need a player to divide their damage this step. */
export function attackersNeedingAssignment(
  state: GameState,
  combat: CombatState,
  firstStrikeStep: boolean,
): ObjectId[] {
  return combat.attackers
    .filter(
      (a) =>
        state.objects[a.attacker]?.zone === 'battlefield' && dealsDamageNow(state, combat, a.attacker, firstStrikeStep),
    )
    .filter((a) => assignmentDecision(state, combat, a.attacker) !== null)
    .map((a) => a.attacker);
}

/** Which blockers need a player to divide their damage among several attackers this step (510.1d, 702.22k). */
export function blockersNeedingAssignment(state: GameState, combat: CombatState, firstStrikeStep: boolean): ObjectId[] {
  return combat.blockers
    .filter(
      (b) =>
        state.objects[b.blocker]?.zone === 'battlefield' && dealsDamageNow(state, combat, b.blocker, firstStrikeStep),
    )
    .filter((b) => blockerAssignmentDecision(state, combat, b.blocker) !== null)
    .map((b) => b.blocker);
}
