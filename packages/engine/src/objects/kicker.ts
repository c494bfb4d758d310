/**
 * 702.33 kicker. "Kicker [cost]" means "You may pay an additional [cost] as you cast this spell" (702.33a); "Kicker
 * [cost 1] and/or [cost 2]" is two kicker abilities, each paid at most once (702.33b); "Multikicker [cost]" may be paid
 * any number of times (702.33c). Which costs are paid is announced with the spell (601.2b) and kept on it
 * (StackInfo.kicked), then on the permanent it becomes (GameObject.kicked): it "was kicked" (702.33d), and its linked
 * abilities ask which cost was paid (702.33e–f, 607.2h). A copy of a kicked spell is kicked too (707.10).
 */
import type { CostPart, CostSpec, TargetSpec } from '../cards/ability-tree.js';
import type { CharsReader } from './characteristics-reader.js';
import { err } from '../decisions/errors.js';
import type { EngineError } from '../decisions/types.js';
import type { GameState, ObjectId } from '../state/types.js';

/**
 * The card's kicker ability, if it has one, as `read` gives its abilities: `chars`, or `printedChars` — the card's own
 * (copiable, 707.2) characteristics without the layers — what a condition evaluated while the layers are being applied
 * must read, since "was kicked with its {…} kicker" asks about the costs linked to the card itself (702.33e, 607.2h).
 */
export function kickerOf(
  state: GameState,
  card: ObjectId,
  read: CharsReader,
): { readonly costs: readonly CostSpec[]; readonly multi: boolean } | null {
  const o = state.objects[card];
  if (!o) return null;
  const abilities = read(state, card).abilities;
  for (const a of abilities) {
    if (a.kind !== 'keyword') continue;
    if (a.keyword === 'kicker') return { costs: a.costs, multi: !!a.multi };
    // 702.175a offspring (paid at most once), 702.157a squad (any number of times): optional additional costs too.
    if (a.keyword === 'offspring' || a.keyword === 'squad') return { costs: [a.cost], multi: a.keyword === 'squad' };
    if (a.keyword === 'bargain') return { costs: [a.cost], multi: false }; // 702.166a: once
    if (a.keyword === 'collectEvidence') return { costs: [a.cost], multi: false }; // 701.59a
    if (a.keyword === 'casualty') return { costs: [a.cost], multi: false }; // 702.153a: once
  }
  return null;
}

/** 601.2f: the mana and other parts of paying the kicker costs `paid` (indexes), or an error for an impossible choice. */
export function kickerPayment(
  state: GameState,
  card: ObjectId,
  paid: readonly number[],
  read: CharsReader,
): EngineError | { mana: string; parts: CostPart[] } {
  const k = kickerOf(state, card, read);
  if (!k) return err('ILLEGAL_CHOICE', 'this spell has no kicker', '702.33a');
  if (paid.some((i) => !Number.isInteger(i) || i < 0 || i >= k.costs.length))
    return err('ILLEGAL_CHOICE', `no such kicker cost (it has ${k.costs.length})`, '702.33b');
  // 702.33b: each kicker cost once; 702.33c: a multikicker cost any number of times.
  if (!k.multi && new Set(paid).size !== paid.length)
    return err('ILLEGAL_CHOICE', 'each kicker cost may be paid only once', '702.33b');
  let mana = '';
  const parts: CostPart[] = [];
  for (const i of paid) {
    mana += k.costs[i]!.mana ?? '';
    parts.push(...k.costs[i]!.parts);
  }
  return { mana, parts };
}

/** 702.33d: the kicker costs paid for this spell, or for the spell this permanent was (empty: not kicked). */
export function kickedWith(state: GameState, id: ObjectId): readonly number[] {
  const o = state.objects[id];
  if (!o) return [];
  return o.kicked ?? (o.zone === 'stack' ? (o.stack?.kicked ?? []) : []);
}

/**
 * 702.33g / 601.2c: the spell's targets as cast kicked or not: a target only the other has is not chosen (its group
 * takes no targets, so the groups keep their places).
 */
export function kickerTargets(specs: readonly TargetSpec[], kicked: boolean): TargetSpec[] {
  return specs.map((s) => (s.kicked === undefined || s.kicked === kicked ? s : { ...s, count: { min: 0, max: 0 } }));
}
