/**
 * 509.1c: blocking requirements. A block declaration must obey the maximum possible number of requirements without
 * violating any restriction (509.1b). The requirements read here:
 *
 *   "All creatures [with flying] able to block [A] do so"   (lure)          one requirement per creature able to block A
 *   "[B] blocks [each combat | this turn] if able"          (mustBlock)     B blocks some attacker
 *   "[B] blocks ~ this turn if able"                        (mustBlock.attacker 'source')  B blocks ~
 *   "[A] must be blocked [this turn] if able"               (mustBeBlocked) A is blocked by at least one creature
 *
 * The maximum is found by trying the relevant creatures' blocks (a bounded search); 509.1c costs to block are not
 * modelled (no compiled card has one).
 */
import type { Choice, EngineError, PendingDecision } from '../decisions/types.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { effectAffects, staticsOn } from '../objects/statics.js';
import type { GameState, ObjectId } from '../state/types.js';
import { blockLimit } from './block-limits.js';

type BlockDecision = Extract<PendingDecision, { kind: 'declareBlockers' }>;
type Block = { readonly blocker: ObjectId; readonly attacker: ObjectId };

export type BlockRequirement =
  | { readonly kind: 'pair'; readonly blocker: ObjectId; readonly attacker: ObjectId }
  | { readonly kind: 'blocks'; readonly blocker: ObjectId }
  | { readonly kind: 'blocked'; readonly attacker: ObjectId };

/** 509.1c: every requirement on this block declaration (each creature's own, counted once). */
export function blockRequirements(state: GameState, d: BlockDecision): BlockRequirement[] {
  const out = new Map<string, BlockRequirement>();
  const attackers = [...new Set(d.options.flatMap((o) => o.attackers))];
  for (const a of attackers) {
    for (const e of staticsOn(state, a, ['lure', 'mustBeBlocked'])) {
      if (e.kind === 'mustBeBlocked') {
        out.set(`b:${a}`, { kind: 'blocked', attacker: a });
        continue;
      }
      if (e.kind !== 'lure') continue;
      for (const o of d.options) {
        if (!o.attackers.includes(a)) continue;
        if (
          e.blockers &&
          !matchesObjectFilter(
            state,
            e.blockers,
            o.blocker,
            chars(state, o.blocker),
            chars(state, a).controller,
            a,
            chars,
          )
        )
          continue;
        out.set(`p:${o.blocker}:${a}`, { kind: 'pair', blocker: o.blocker, attacker: a });
      }
    }
  }
  for (const o of d.options) {
    // Granted "blocks ~ this turn if able": ~ is the granting effect's source (611.2c: locked to this creature).
    for (const e of state.effects) {
      const m = e.modification;
      if (m.kind !== 'static' || m.effect.kind !== 'mustBlock' || !effectAffects(state, e, o.blocker)) continue;
      if (m.effect.attacker === 'source') {
        if (e.source !== null && o.attackers.includes(e.source))
          out.set(`p:${o.blocker}:${e.source}`, { kind: 'pair', blocker: o.blocker, attacker: e.source });
      }
    }
    if (staticsOn(state, o.blocker, ['mustBlock']).some((e) => e.kind === 'mustBlock' && !e.attacker))
      out.set(`k:${o.blocker}`, { kind: 'blocks', blocker: o.blocker });
  }
  return [...out.values()];
}

function obeyed(reqs: readonly BlockRequirement[], blocks: readonly Block[]): number {
  let n = 0;
  for (const r of reqs) {
    if (
      r.kind === 'pair'
        ? blocks.some((b) => b.blocker === r.blocker && b.attacker === r.attacker)
        : r.kind === 'blocks'
          ? blocks.some((b) => b.blocker === r.blocker)
          : blocks.some((b) => b.attacker === r.attacker)
    )
      n++;
  }
  return n;
}

const BUDGET = 20000;

/**
 * The most requirements a declaration obeying every restriction can obey, with such a declaration. Only creatures
 * that a requirement concerns, or that could block an attacker a requirement concerns, are tried (others blocking
 * can only add restrictions' trouble, never obey more); beyond the search budget the best found so far is used.
 */
export function bestBlocks(
  state: GameState,
  d: BlockDecision,
  reqs: readonly BlockRequirement[],
  restrictionsOk: (blocks: readonly Block[]) => boolean,
): { count: number; blocks: Block[] } {
  const involvedAttackers = new Set<ObjectId>();
  const involvedBlockers = new Set<ObjectId>();
  for (const r of reqs) {
    if (r.kind !== 'blocked') involvedBlockers.add(r.blocker);
    if (r.kind !== 'blocks') involvedAttackers.add(r.attacker);
    else for (const a of d.options.find((o) => o.blocker === r.blocker)?.attackers ?? []) involvedAttackers.add(a);
  }
  const relevant = d.options.filter(
    (o) => involvedBlockers.has(o.blocker) || o.attackers.some((a) => involvedAttackers.has(a)),
  );
  // Each creature's candidate blocks: none, each attacker alone, and (if it may block several) all the attackers it is required to block.
  const choices: Block[][][] = relevant.map((o) => {
    const c: Block[][] = [[], ...o.attackers.map((a) => [{ blocker: o.blocker, attacker: a }])];
    const pairs = reqs
      .filter((r): r is Extract<BlockRequirement, { kind: 'pair' }> => r.kind === 'pair' && r.blocker === o.blocker)
      .map((r) => r.attacker);
    const limit = blockLimit(state, o.blocker);
    if (limit > 1 && pairs.length > 1) c.push(pairs.slice(0, limit).map((a) => ({ blocker: o.blocker, attacker: a })));
    return c;
  });
  let best: { count: number; blocks: Block[] } = { count: restrictionsOk([]) ? 0 : -1, blocks: [] };
  let nodes = 0;
  const cur: Block[] = [];
  const walk = (i: number): void => {
    if (nodes++ > BUDGET || best.count === reqs.length) return;
    if (i === choices.length) {
      const n = obeyed(reqs, cur);
      if (n > best.count && restrictionsOk(cur)) best = { count: n, blocks: [...cur] };
      return;
    }
    for (const c of choices[i]!) {
      cur.push(...c);
      walk(i + 1);
      cur.length -= c.length;
    }
  };
  walk(0);
  return best;
}

/** 509.1c: null if `c` obeys as many requirements as possible, else why not. `c` already obeys every restriction. */
export function checkBlockRequirements(
  state: GameState,
  d: BlockDecision,
  c: Extract<Choice, { kind: 'declareBlockers' }>,
  restrictionsOk: (blocks: readonly Block[]) => boolean,
): EngineError | null {
  const reqs = blockRequirements(state, d);
  if (reqs.length === 0) return null;
  const n = obeyed(reqs, c.blocks);
  const best = bestBlocks(state, d, reqs, restrictionsOk);
  if (n >= best.count) return null;
  return {
    code: 'ILLEGAL_CHOICE',
    message: `this block obeys ${n} blocking requirement(s), but ${best.count} can be obeyed (e.g. "All creatures able to block it do so", "blocks this turn if able")`,
    rule: '509.1c',
  };
}
