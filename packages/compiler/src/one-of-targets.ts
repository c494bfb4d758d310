/**
 * "Choose two target creatures controlled by the same player. Their controller chooses and sacrifices one of them.
 * Return the other to its owner's hand." / "Exile one of those creatures and put two +1/+1 counters on the other." /
 * "Destroy one of them at random.": one object of a group of exactly N targets (N ≥ 2) is picked as the instruction is
 * followed (608.2d) — by the targets' controller, by you, or at random — and "the other" is the rest (the engine's
 * oneOfTargets: the group's references are narrowed to the picked object, then to each other one).
 */
import type { Effect, PlayerRef } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';
import type { Token } from './tokens.js';

type Sentence = (p: Cursor, ctx: Ctx) => Effect[] | null;

const IT: Token = { kind: 'word', t: 'it', raw: 'it' };
const DOT: Token = { kind: 'punct', t: '.', raw: '.' };
const ONE_OF = [
  ['one', 'of', 'them'],
  ['one', 'of', 'those', 'creatures'],
];

/** The target group "them" / "those creatures" means here, if it is one of exactly N ≥ 2 objects. */
function group(ctx: Ctx): number | null {
  const it = ctx.it;
  if (it?.kind !== 'target' || it.index !== undefined) return null;
  const spec = ctx.targets[it.target];
  return spec && spec.count.min === spec.count.max && spec.count.min >= 2 && spec.filter.kind === 'object'
    ? it.target
    : null;
}

/** Where `words` starts in `toks` from `from`, or -1. */
function find(toks: readonly Token[], words: readonly string[], from = 0): number {
  for (let k = from; k + words.length <= toks.length; k++) if (words.every((w, j) => toks[k + j]!.t === w)) return k;
  return -1;
}

/** The tokens of the sentence at `p` (to its period, which is not included), or null if it has a quote. */
function sentenceToks(p: Cursor): Token[] | null {
  const end = p.toks.findIndex((t, k) => k >= p.i && t.t === '.');
  if (end < 0) return null;
  const toks = p.toks.slice(p.i, end);
  return toks.some((t) => t.t === '"') ? null : toks;
}

/** The instructions whose engine verbs act on one object of a target group when the reference names it (its index). */
const NARROWED: ReadonlySet<Effect['kind']> = new Set<Effect['kind']>([
  'sacrificeObject',
  'exile',
  'destroy',
  'returnToHand',
  'addCounters',
  'damage',
  'grantStatic',
  'layered',
  'pump',
  'grantKeyword',
  'tap',
  'untap',
]);

/** `toks` read as one whole sentence (with "it" the group) of instructions that can act on one of it, or null. */
function clause(p: Cursor, ctx: Ctx, toks: readonly Token[], sentence: Sentence): Effect[] | null {
  const q = new Cursor([...toks, DOT], p.card);
  const r = sentence(q, ctx);
  return r && q.done && r.length > 0 && r.every((e) => NARROWED.has(e.kind)) ? r : null;
}

/** `toks` with the words at `at` (of length `n`) replaced by "it". */
function asIt(toks: readonly Token[], at: number, n: number): Token[] {
  return [...toks.slice(0, at), IT, ...toks.slice(at + n)];
}

/**
 * "[That player | Their controller] [chooses and] sacrifices one of them." (the targets share a controller, who
 * chooses) / "[Verb] one of them [at random] [and [verb] … the other]." (you choose, or it is random) / "[That player]
 * chooses one of those creatures." (the next sentence says what happens to that creature and to the other).
 */
export function oneOfTargetsSentence(p: Cursor, ctx: Ctx, out: Effect[], sentence: Sentence): boolean {
  const g = group(ctx);
  const toks = g === null ? null : sentenceToks(p);
  if (g === null || !toks) return false;
  const words = ONE_OF.find((w) => find(toks, w) >= 0);
  if (!words) return false;
  const at = find(toks, words);
  const head = toks
    .slice(0, at)
    .map((t) => t.t)
    .join(' ');
  const same = ctx.targets[g]!.controllers === 'same';
  const controller: PlayerRef = { kind: 'controllerOfTarget', target: g };
  const whole = at + words.length === toks.length;
  let e: Effect | null;
  if (same && whole && /^(that player|their controller) (chooses and sacrifices|sacrifices)$/.test(head)) {
    // 701.21a: only a permanent's controller can sacrifice it.
    const one: Effect = { kind: 'sacrificeObject', what: { kind: 'target', target: g }, byController: true };
    e = { kind: 'oneOfTargets', target: g, chooser: controller, one: [one], other: [] };
  } else if (whole && /^(that player|their controller|you) chooses?$/.test(head)) {
    const chooser: PlayerRef = head === 'you choose' ? { kind: 'you' } : controller;
    if (chooser.kind !== 'you' && !same) return false;
    return chosenThenSentence(p, ctx, g, chooser, toks.length + 1, out, sentence);
  } else e = instructionOneOf(p, ctx, g, toks, at, words.length, sentence);
  if (!e) return false;
  out.push(e);
  p.i += toks.length + 1;
  return true;
}

/** "Destroy one of them at random." / "Exile one of those creatures and put two +1/+1 counters on the other." */
function instructionOneOf(
  p: Cursor,
  ctx: Ctx,
  g: number,
  toks: readonly Token[],
  at: number,
  n: number,
  sentence: Sentence,
): Effect | null {
  if (at === 0) return null; // "one of them" is not the subject here
  const random = find(toks, ['at', 'random'], at + n) === at + n;
  const rest = toks.slice(at + n + (random ? 2 : 0));
  const before = toks.slice(0, at);
  if (rest.length === 0) {
    const one = clause(p, ctx, [...before, IT], sentence);
    return one
      ? { kind: 'oneOfTargets', target: g, chooser: random ? 'random' : { kind: 'you' }, one, other: [] }
      : null;
  }
  // "… and [instruction] the other": only with two targets, "the other" being the one not picked.
  const other = find(rest, ['the', 'other']);
  if (random || rest[0]?.t !== 'and' || other < 0 || ctx.targets[g]!.count.max !== 2) return null;
  const one = clause(p, ctx, [...before, IT], sentence);
  const two = clause(p, ctx, asIt(rest.slice(1), other - 1, 2), sentence);
  return one && two ? { kind: 'oneOfTargets', target: g, chooser: { kind: 'you' }, one, other: two } : null;
}

/**
 * "That player chooses one of those creatures. ~ deals 5 damage to that creature, and the other can't block this
 * turn.": the sentence after the choice says what happens to the picked creature and to the other (two targets only).
 */
function chosenThenSentence(
  p: Cursor,
  ctx: Ctx,
  g: number,
  chooser: PlayerRef,
  skip: number,
  out: Effect[],
  sentence: Sentence,
): boolean {
  if (ctx.targets[g]!.count.max !== 2) return false;
  const q = new Cursor(p.toks, p.card);
  q.i = p.i + skip;
  const toks = sentenceToks(q);
  const other = toks ? find(toks, [',', 'and', 'the', 'other']) : -1;
  if (!toks || other < 1) return false;
  const one = clause(p, ctx, toks.slice(0, other), sentence);
  const two = clause(p, ctx, asIt(toks.slice(other + 2), 0, 2), sentence);
  if (!one || !two) return false;
  out.push({ kind: 'oneOfTargets', target: g, chooser, one, other: two });
  p.i = q.i + toks.length + 1;
  return true;
}

/**
 * After "… one of them." (oneOfTargetsSentence): "Return the other to its owner's hand." / "Put a -1/-1 counter on the
 * other." — what happens to the target not picked (two targets only).
 */
export function theOtherSentence(p: Cursor, ctx: Ctx, out: Effect[], sentence: Sentence): boolean {
  const last = out[out.length - 1];
  if (last?.kind !== 'oneOfTargets' || last.other.length > 0 || ctx.targets[last.target]!.count.max !== 2) return false;
  const toks = sentenceToks(p);
  const other = toks ? find(toks, ['the', 'other']) : -1;
  if (!toks || other < 0) return false;
  const two = clause(p, ctx, asIt(toks, other, 2), sentence);
  if (!two) return false;
  out[out.length - 1] = { ...last, other: two };
  p.i += toks.length + 1;
  return true;
}
