/**
 * 601.2f: the total cost of a spell is its mana cost (or alternative cost) plus cost increases,
 * minus cost reductions (static abilities, "costs {N} less" of the card itself, affinity 702.41). Increases come first; a reduction of generic mana can't reduce the
 * cost below its coloured part, and never makes it negative.
 */
import type { Filter, StaticEffect } from '../cards/ability-tree.js';
import { resolveAmount } from '../effects/refs.js';
import { checkCondition } from '../objects/conditions.js';
import { parseManaCost, symbolText, type ManaCostText } from '../cards/mana-symbols.js';
import { chars, type Characteristics } from '../objects/characteristics.js';
import { matchesObject, matchesObjectFilter, matchesRelation } from '../objects/filters.js';
import { staticSources } from '../objects/statics.js';
import type { GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import { objectInRange } from '../objects/range.js';
import { affinityReduction } from './cost-keywords.js';
import { plainContext } from '../state/tasks.js';

type SpellCost = Extract<StaticEffect, { kind: 'spellCost' }>;
type SelfCost = Extract<StaticEffect, { kind: 'selfCost' }>;

/** 708.2: a face-down spell is a 2/2 creature with no name, colour or mana cost. */
function faceDownChars(c: Characteristics): Characteristics {
  return {
    ...c,
    name: '',
    manaCost: null,
    colors: [],
    supertypes: [],
    types: ['Creature'],
    subtypes: [],
    power: 2,
    toughness: 2,
    abilities: [],
    keywords: new Set(),
  };
}

/**
 * The spell's targets chosen at 601.2c, for "costs {N} less if it targets …" and "costs {N} more for each target";
 * 'any' while listing the ways to cast it, before targets are chosen (a reduction is then assumed and no increase
 * per target, so the cheapest way is offered).
 */
export type ChosenTargets = readonly TargetRef[] | 'any';

/**
 * The mana part of the total cost of casting `card` (601.2f), with X folded into generic mana when
 * a modifier applies (107.3: X is chosen before the total cost is determined). Without modifiers
 * the cost and X come back unchanged.
 */
export function totalSpellCost(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  mana: ManaCostText | null,
  x: number,
  faceDown = false,
  targets: ChosenTargets = [],
): { mana: ManaCostText | null; x: number; modified: boolean } {
  const raw = chars(state, card);
  const c = faceDown ? faceDownChars(raw) : raw;
  const increases: string[] = [];
  let less = 0;
  for (const { source: id, chars: pc, ability: a } of staticSources(state, ['spellCost'])) {
    if (a.effect.kind !== 'spellCost') continue;
    const e: SpellCost = a.effect;
    // 801.7 (limited range of influence): a static affects only players within its controller's range.
    if (!objectInRange(state, player, id, chars)) continue;
    // 611.3b: "As long as it's not your turn, spells you cast cost {1} less": only while the condition holds.
    if (a.condition && !checkCondition(state, a.condition, pc.controller, chars, id)) continue;
    if (!matchesRelation(state, e.caster, pc.controller, player)) continue;
    if (!matchesObject(state, e.spells, card, c, pc.controller, id, chars)) continue;
    if (e.ifTargets && !targetsNamed(state, e.ifTargets, targets, e.more !== undefined, pc.controller, id)) continue;
    if (e.more) increases.push(e.more);
    if (e.less)
      less += e.less * (e.forEach ? resolveAmount(state, plainContext(pc.controller, id, pc.name), e.forEach) : 1);
  }
  if (!faceDown) {
    less += affinityReduction(state, player, card); // 702.41a
    const own = ownModifiers(state, player, card, c, targets);
    increases.push(...own.increases);
    less += own.less;
  }
  if (increases.length === 0 && less === 0) return { mana, x, modified: false };
  let generic = 0;
  let rest = '';
  for (const text of [mana ?? '', ...increases]) {
    for (const s of parseManaCost(text)) {
      if (s.kind === 'generic') generic += s.n;
      else if (s.kind === 'x') generic += x;
      else rest += symbolText(s);
    }
  }
  generic = Math.max(0, generic - less);
  const out = (generic > 0 || rest === '' ? `{${generic}}` : '') + rest;
  return { mana: out, x: 0, modified: true };
}

/** "If it targets a [filter]": one of the chosen target objects matches (601.2f, after the targets of 601.2c). */
function targetsMatch(state: GameState, f: Filter, targets: ChosenTargets, player: PlayerId, card: ObjectId): boolean {
  if (targets === 'any') return true;
  return targets.some(
    (t) =>
      t.kind === 'object' &&
      !!state.objects[t.id] &&
      matchesObjectFilter(state, f, t.id, chars(state, t.id), player, card, chars),
  );
}

/**
 * 601.2f: "Spells your opponents cast that target ~ / that target a Merfolk you control": one of the chosen targets is
 * the static's source or matches, seen from its controller. While listing the ways to cast ('any'), an increase is
 * assumed not to apply and a reduction to apply (the cheapest way is offered).
 */
function targetsNamed(
  state: GameState,
  t: NonNullable<SpellCost['ifTargets']>,
  targets: ChosenTargets,
  increase: boolean,
  perspective: PlayerId,
  source: ObjectId,
): boolean {
  if (targets === 'any') return !increase;
  return targets.some(
    (r) =>
      r.kind === 'object' &&
      ((t.self === true && r.id === source) ||
        (t.filter !== undefined &&
          !!state.objects[r.id] &&
          matchesObjectFilter(state, t.filter, r.id, chars(state, r.id), perspective, source, chars))),
  );
}

/** The card's own cost modifiers (113.6a: they function while it is being cast): "costs {N} less [if … | for each …]" and "costs {N} more for each target". */
function ownModifiers(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  c: Characteristics,
  targets: ChosenTargets,
): { increases: string[]; less: number } {
  const increases: string[] = [];
  let less = 0;
  for (const a of c.abilities) {
    if (a.kind !== 'static') continue;
    if (a.effect.kind === 'selfCostPerTarget') {
      // 601.2f: one increase per target chosen at 601.2c (none while listing: the fewest targets are assumed).
      const n = targets === 'any' ? 0 : targets.length - (a.effect.beyondFirst ? 1 : 0);
      for (let i = 0; i < n; i++) increases.push(a.effect.more);
      continue;
    }
    if (a.effect.kind !== 'selfCost') continue;
    const e: SelfCost = a.effect;
    if (e.condition && !checkCondition(state, e.condition, player, chars, card)) continue;
    if (e.ifTargets && !targetsMatch(state, e.ifTargets, targets, player, card)) continue;
    const times = e.forEach ? resolveAmount(state, plainContext(player, card, c.name), e.forEach) : 1;
    less += e.less * times;
  }
  return { increases, less };
}
