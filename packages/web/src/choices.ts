/**
 * Pure builders from what the player picked to a Choice, and the checks that keep illegal
 * choices from being sent where the decision lists the legal options.
 */
import type {
  Action,
  Choice,
  CostObjectChoice,
  GameView,
  LegalAction,
  ObjectView,
  Payment,
  PendingDecision,
  TargetOption,
  TargetRef,
} from '@arbiter/engine';
import { refKey } from './board.js';

export type CastLike = Extract<LegalAction, { kind: 'cast' } | { kind: 'activate' }>;

/** The target groups an action asks for, given the chosen modes (modal spells: the chosen modes' groups in order). */
export function targetGroups(a: CastLike, modes: readonly number[]): readonly TargetOption[] {
  if (a.kind === 'cast' && a.modes) return modes.flatMap((m) => a.modes![m]?.targets ?? []);
  return a.targets;
}

export interface ActionDraft {
  readonly modes: readonly number[];
  readonly x: number;
  readonly targets: readonly (readonly TargetRef[])[];
  readonly payment: 'auto' | 'pool' | 'sources';
  readonly sources: readonly number[];
  readonly costObjects: readonly number[];
  /** 601.2d: one amount per chosen target of the divided group, in order (empty: divided evenly by the engine). */
  readonly divide: readonly number[];
}

export const EMPTY_DRAFT: ActionDraft = {
  modes: [],
  x: 0,
  targets: [],
  payment: 'auto',
  sources: [],
  costObjects: [],
  divide: [],
};

/**
 * The index of `a` among the viewer's priority entries (the `action` the view's per-entry lists name), or -1. The
 * builder's entry may come from an earlier frame of the same decision, so it is matched by value.
 */
function priorityIndex(view: GameView, a: LegalAction): number {
  const p = view.pending;
  if (!p || p.kind !== 'priority') return -1;
  const key = JSON.stringify(a);
  return p.actions.findIndex((y) => y === a || JSON.stringify(y) === key);
}

/** 601.2d: how this priority entry divides damage (GameView.divisions), with the amount for the draft's X. */
export function divisionOf(view: GameView, a: LegalAction, x: number): { group: number; total: number } | null {
  if (!view.divisions) return null;
  const index = priorityIndex(view, a);
  const d = view.divisions.find((v) => v.action === index);
  return d ? { group: d.group, total: d.amount === 'x' ? x : d.amount } : null;
}

/** 601.2h: the object choices the view gives this priority entry's cost (GameView.costChoices), or none. */
export function costChoicesOf(view: GameView, a: LegalAction): readonly CostObjectChoice[] {
  if (!view.costChoices) return [];
  const index = priorityIndex(view, a);
  return view.costChoices.find((c) => c.action === index)?.choices ?? [];
}

/** The chosen objects of one cost choice, and whether they pay it (its count, or its total reached). */
export function costChoiceState(
  c: CostObjectChoice,
  chosen: readonly number[],
  x: number,
): { readonly picked: readonly number[]; readonly total: number; readonly paid: boolean } {
  const picked = c.candidates.filter((id) => chosen.includes(id));
  const total = c.minTotal ? picked.reduce((n, id) => n + (c.minTotal!.values[c.candidates.indexOf(id)] ?? 0), 0) : 0;
  const paid = c.minTotal ? total >= c.minTotal.amount : picked.length === (c.xCount ? x : (c.count ?? 0));
  return { picked, total, paid };
}

/** Why the draft can't be sent yet (a message key and parameters), or null when it is complete. */
export function draftProblem(
  a: CastLike,
  d: ActionDraft,
  costChoices: readonly CostObjectChoice[] = [],
  division: { group: number; total: number } | null = null,
): string | null {
  if (a.kind === 'cast' && a.modes && a.chooseModes && !a.entwine) {
    if (d.modes.length < a.chooseModes.min || d.modes.length > a.chooseModes.max) return 'modes';
  }
  if (a.hasX && (d.x < (a.minX ?? 0) || d.x > a.maxX)) return 'x';
  const groups = targetGroups(a, d.modes);
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    const chosen = d.targets[i] ?? [];
    if (chosen.length < g.min || chosen.length > g.max) return 'targets';
    const legal = new Set(g.legal.map(refKey));
    if (chosen.some((r) => !legal.has(refKey(r)))) return 'targets';
  }
  // 601.2h: objects chosen for the cost pay every part that offers a choice (none chosen: the engine picks them).
  if (d.costObjects.length > 0 && costChoices.some((c) => !costChoiceState(c, d.costObjects, d.x).paid)) return 'costs';
  // 601.2d: a division given names each chosen target of the group, at least 1 each, and adds up to the amount.
  if (d.divide.length > 0) {
    const chosen = division ? (d.targets[division.group] ?? []) : [];
    const sum = d.divide.reduce((n, v) => n + v, 0);
    if (!division || d.divide.length !== chosen.length || d.divide.some((v) => !Number.isInteger(v) || v < 1))
      return 'divide';
    if (sum !== division.total) return 'divide';
  }
  return null;
}

function paymentOf(d: ActionDraft): Payment {
  if (d.payment === 'sources') return { kind: 'sources', sources: [...d.sources] };
  return d.payment === 'pool' ? { kind: 'pool' } : { kind: 'auto' };
}

/** The Action for a legal action and a draft. */
export function buildAction(a: LegalAction, d: ActionDraft = EMPTY_DRAFT): Action {
  switch (a.kind) {
    case 'pass':
      return { kind: 'pass' };
    case 'playLand':
      return { kind: 'playLand', card: a.card, ...(a.altFace ? { altFace: true } : {}) };
    case 'turnFaceUp':
      return { kind: 'turnFaceUp', object: a.object, payment: paymentOf(d) };
    case 'rollPlanarDie':
      return { kind: 'rollPlanarDie', payment: paymentOf(d) };
    case 'suspend':
      return { kind: 'suspend', card: a.card, payment: paymentOf(d) };
    case 'plot':
      return { kind: 'plot', card: a.card, payment: paymentOf(d) };
    case 'foretell':
      return { kind: 'foretell', card: a.card, payment: paymentOf(d) };
    case 'unlock':
      return { kind: 'unlock', permanent: a.permanent, door: a.door, payment: paymentOf(d) };
    case 'activate': {
      const groups = targetGroups(a, d.modes);
      return {
        kind: 'activate',
        source: a.source,
        ability: a.ability,
        payment: paymentOf(d),
        ...(groups.length ? { targets: groups.map((_, i) => [...(d.targets[i] ?? [])]) } : {}),
        ...(a.hasX ? { x: d.x } : {}),
        ...(d.costObjects.length ? { costObjects: [...d.costObjects] } : {}),
        ...(d.divide.length ? { divide: [...d.divide] } : {}),
      };
    }
    case 'cast': {
      const groups = targetGroups(a, d.modes);
      return {
        kind: 'cast',
        card: a.card,
        payment: paymentOf(d),
        ...(groups.length ? { targets: groups.map((_, i) => [...(d.targets[i] ?? [])]) } : {}),
        ...(a.modes && !a.entwine ? { modes: [...d.modes] } : {}),
        ...(a.hasX ? { x: d.x } : {}),
        ...(d.costObjects.length ? { costObjects: [...d.costObjects] } : {}),
        ...(d.divide.length ? { divide: [...d.divide] } : {}),
        ...(a.faceDown ? { faceDown: true } : {}),
        ...(a.buyback ? { buyback: true } : {}),
        ...(a.alternative ? { alternative: a.alternative } : {}),
        ...(a.altCost !== undefined ? { altCost: a.altCost } : {}),
        ...(a.entwine ? { entwine: true } : {}),
        ...(a.conspire ? { conspire: true } : {}),
        ...(a.replicate !== undefined ? { replicate: a.replicate } : {}),
        ...(a.splice ? { splice: [...a.splice] } : {}),
        ...(a.half !== undefined ? { half: a.half } : {}),
        ...(a.fuse ? { fuse: true } : {}),
        ...(a.kicker?.length ? { kicker: [...a.kicker] } : {}),
        ...(a.costChoice !== undefined ? { costChoice: a.costChoice } : {}),
        ...(a.altFace ? { altFace: true } : {}),
      };
    }
  }
}

/**
 * An action that needs nothing more from the player (no modes, X, targets or objects to choose for its cost) can be
 * sent on one click.
 */
export function isImmediate(a: LegalAction, costChoices: readonly CostObjectChoice[] = []): boolean {
  if (costChoices.length > 0) return false;
  switch (a.kind) {
    case 'pass':
    case 'playLand':
    case 'turnFaceUp':
    case 'rollPlanarDie':
    case 'suspend':
    case 'plot':
    case 'foretell':
    case 'unlock':
      return true;
    case 'activate':
      return !a.hasX && a.targets.length === 0;
    case 'cast':
      return !a.hasX && a.targets.length === 0 && (a.modes === null || a.entwine === true);
  }
}

/** The object a legal action is "about" (the card clicked to take it). */
export function actionObject(a: LegalAction): number | null {
  switch (a.kind) {
    case 'playLand':
    case 'cast':
    case 'suspend':
    case 'plot':
    case 'foretell':
      return a.card;
    case 'activate':
      return a.source;
    case 'turnFaceUp':
      return a.object;
    case 'unlock':
      return a.permanent;
    case 'pass':
    case 'rollPlanarDie':
      return null;
  }
}

/** Toggles `id` in a selection capped at `max`. */
export function toggle<T>(list: readonly T[], item: T, max: number): T[] {
  if (list.includes(item)) return list.filter((x) => x !== item);
  if (list.length >= max) return max === 1 ? [item] : [...list];
  return [...list, item];
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x!);
  return out;
}

/** 510.1c: a damage assignment is complete when it sums to the amount and no amount is negative. */
export function damageProblem(
  d: Extract<PendingDecision, { kind: 'assignCombatDamage' }>,
  amounts: readonly number[],
  extra: number,
): boolean {
  const total = amounts.reduce((a, b) => a + b, 0) + extra;
  return total !== d.amount || amounts.some((n) => n < 0 || !Number.isInteger(n)) || extra < 0;
}

/** The default damage assignment: lethal to each blocker in order, the rest to the last (or trample target). */
export function defaultDamage(d: Extract<PendingDecision, { kind: 'assignCombatDamage' }>): {
  amounts: number[];
  extra: number;
} {
  let left = d.amount;
  const amounts = d.blockers.map((_, i) => {
    const n = Math.min(left, d.lethal[i] ?? 0);
    left -= n;
    return n;
  });
  if (left > 0) {
    if (d.trampleTo) return { amounts, extra: left };
    if (amounts.length) amounts[amounts.length - 1]! += left;
  }
  return { amounts, extra: 0 };
}

export function damageChoice(
  d: Extract<PendingDecision, { kind: 'assignCombatDamage' }>,
  amounts: readonly number[],
  extra: number,
  unblocked: boolean,
): Choice {
  if (unblocked && d.unblockedTo)
    return { kind: 'assignCombatDamage', assignment: [{ to: d.unblockedTo, amount: d.amount }] };
  const assignment = d.blockers
    .map((b, i) => ({ to: { kind: 'object', id: b } as TargetRef, amount: amounts[i] ?? 0 }))
    .filter((x) => x.amount > 0);
  if (extra > 0 && d.trampleTo) assignment.push({ to: d.trampleTo, amount: extra });
  return { kind: 'assignCombatDamage', assignment };
}

/**
 * 605.3: what a player may tap for mana by hand: every permanent with a mana ability the engine lists as
 * activatable now (creatures and artifacts too, not only lands), else their untapped lands.
 */
export function manaSources(view: GameView): ObjectView[] {
  const pending = view.pending;
  const listed = new Set(
    pending?.kind === 'priority'
      ? pending.actions.flatMap((a) => (a.kind === 'activate' && a.manaAbility ? [a.source] : []))
      : [],
  );
  return view.battlefield.filter((o) =>
    listed.size ? listed.has(o.id) : o.controller === view.viewer && !o.tapped && o.types.includes('Land'),
  );
}
