/**
 * A random-legal-move player, for fuzzing and benchmarks. It has its own seeded PRNG
 * (never the game's), so the game's shuffles don't depend on how the AI is seeded.
 * Every choice it makes is drawn from the options the pending decision lists.
 */
import { sameTarget, fitTargetPlayers } from '../stack/targets.js';
import { firstOfEachName } from '../decisions/different-names.js';
import type { Action, Choice, LegalAction, PendingDecision, TargetOption } from '../decisions/types.js';
import { randomInt, seedRng } from '../rng.js';
import type { GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import { hasKeyword } from '../objects/characteristics.js';
import { legalizeBlocks } from '../combat/block.js';
import { defaultCardName } from '../decisions/card-names.js';

function menace(state: GameState, id: number): boolean {
  return hasKeyword(state, id, 'menace');
}

export type Rng = [number, number, number, number];

/**
 * 702.22c: sometimes band attackers that attack the same thing: all of them with banding plus at most one without.
 * Draws from the AI's generator only when a band is possible, so games without banding are unchanged.
 */
function withBands(
  state: GameState,
  d: Extract<PendingDecision, { kind: 'declareAttackers' }>,
  attacks: { attacker: number; defender: TargetRef }[],
  rng: Rng,
): Choice {
  // Only creatures with banding itself ("bands with other" bands aren't formed by this AI).
  const banding = new Set(
    d.options.filter((o) => o.banding && hasKeyword(state, o.attacker, 'banding')).map((o) => o.attacker),
  );
  if (!attacks.some((a) => banding.has(a.attacker))) return { kind: 'declareAttackers', attacks };
  const bands: number[][] = [];
  for (const key of new Set(attacks.map((a) => JSON.stringify(a.defender)))) {
    const same = attacks.filter((a) => JSON.stringify(a.defender) === key).map((a) => a.attacker);
    const withB = same.filter((x) => banding.has(x));
    const without = same.filter((x) => !banding.has(x));
    if (withB.length === 0 || withB.length + without.length < 2 || randomInt(rng, 2) === 0) continue;
    const band = [...withB, ...(without.length ? [pick(rng, without)] : [])];
    if (band.length >= 2) bands.push(band);
  }
  return bands.length ? { kind: 'declareAttackers', attacks, bands } : { kind: 'declareAttackers', attacks };
}

export function aiRng(seed: number | string): Rng {
  return seedRng(`ai:${seed}`);
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[randomInt(rng, items.length)]!;
}

export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

export function randomTargets(rng: Rng, options: readonly TargetOption[]): TargetRef[][] {
  const out: TargetRef[][] = [];
  for (const [g, o] of options.entries()) {
    // "another target": leave out what the groups just before it took (115.3).
    const taken = out.slice(Math.max(0, g - (o.distinctFromPrevious ?? 0)), g).flat();
    const legal = taken.length === 0 ? o.legal : o.legal.filter((t) => !taken.some((u) => sameTarget(u, t)));
    const max = Math.min(o.max, legal.length);
    const n = Math.min(max, o.min + randomInt(rng, Math.max(0, max - o.min) + 1));
    out.push(fitTargetPlayers(o, shuffled(rng, legal), out).slice(0, n)); // 601.2c: one graveyard, one per opponent
  }
  return out;
}

export function randomAction(rng: Rng, a: LegalAction): Action {
  switch (a.kind) {
    case 'pass':
      return { kind: 'pass' };
    case 'playLand':
      return { kind: 'playLand', card: a.card, ...(a.altFace ? { altFace: true } : {}) }; // 712.8
    case 'turnFaceUp':
      return { kind: 'turnFaceUp', object: a.object };
    case 'rollPlanarDie':
      return { kind: 'rollPlanarDie' };
    case 'suspend':
      return { kind: 'suspend', card: a.card };
    case 'plot':
      return { kind: 'plot', card: a.card };
    case 'foretell':
      return { kind: 'foretell', card: a.card };
    case 'unlock':
      return { kind: 'unlock', permanent: a.permanent, door: a.door }; // 116.2m
    case 'cast': {
      if (a.faceDown) return { kind: 'cast', card: a.card, faceDown: true };
      // 709.3, 702.102a; 715.3, 712.8: the half, fused halves or other face the entry casts.
      const half = {
        ...(a.half !== undefined ? { half: a.half } : {}),
        ...(a.fuse ? { fuse: true } : {}),
        ...(a.altFace ? { altFace: true } : {}),
      };
      if (a.modes && a.entwine)
        return {
          kind: 'cast',
          card: a.card,
          modes: a.modes.map((_, i) => i),
          targets: a.modes.flatMap((m) => randomTargets(rng, m.targets)),
          entwine: true,
          ...half,
        }; // 702.42a
      if (a.modes && a.chooseModes) {
        const usable = a.modes
          .map((m, i) => ({ m, i }))
          .filter(({ m }) => m.targets.every((t) => t.legal.length >= t.min));
        const n = Math.max(a.chooseModes.min, Math.min(a.chooseModes.max, usable.length));
        const chosen = shuffled(rng, usable)
          .slice(0, n)
          .sort((x, y) => x.i - y.i);
        return {
          kind: 'cast',
          card: a.card,
          modes: chosen.map((c) => c.i),
          targets: chosen.flatMap((c) => randomTargets(rng, c.m.targets)),
          ...(a.buyback ? { buyback: true } : {}),
          ...(a.alternative ? { alternative: a.alternative } : {}),
          ...(a.altCost !== undefined ? { altCost: a.altCost } : {}),
          ...(a.kicker ? { kicker: a.kicker } : {}),
          ...(a.costChoice !== undefined ? { costChoice: a.costChoice } : {}),
          ...half,
        };
      }
      const x = a.hasX ? (a.minX ?? 0) + randomInt(rng, a.maxX - (a.minX ?? 0) + 1) : undefined;
      const bb = {
        ...half,
        ...(a.replicate ? { replicate: a.replicate } : {}),
        ...(a.kicker ? { kicker: a.kicker } : {}),
        ...(a.costChoice !== undefined ? { costChoice: a.costChoice } : {}),
        ...(a.splice ? { splice: a.splice } : {}),
        ...(a.conspire ? { conspire: true } : {}),
        ...(a.buyback ? { buyback: true } : {}),
        ...(a.alternative ? { alternative: a.alternative } : {}),
        ...(a.altCost !== undefined ? { altCost: a.altCost } : {}),
      };
      return x === undefined
        ? { kind: 'cast', card: a.card, targets: randomTargets(rng, a.targets), ...bb }
        : { kind: 'cast', card: a.card, targets: randomTargets(rng, a.targets), x, ...bb };
    }
    case 'activate': {
      const x = a.hasX ? (a.minX ?? 0) + randomInt(rng, a.maxX - (a.minX ?? 0) + 1) : undefined;
      return x === undefined
        ? { kind: 'activate', source: a.source, ability: a.ability, targets: randomTargets(rng, a.targets) }
        : { kind: 'activate', source: a.source, ability: a.ability, targets: randomTargets(rng, a.targets), x };
    }
  }
}

/** A uniformly random legal-looking choice for any decision. */
export function randomChoice(state: GameState, d: PendingDecision, rng: Rng): Choice {
  switch (d.kind) {
    case 'mulligan':
      return randomInt(rng, 5) === 0 && d.mulligansTaken < 2 ? { kind: 'mulligan' } : { kind: 'keep' };
    case 'bottomCards':
      return { kind: 'bottomCards', cards: shuffled(rng, d.hand).slice(0, d.count) };
    case 'priority':
      return randomPriorityAction(state, d, rng);
    case 'declareAttackers':
      return randomAttacks(state, d, rng);
    case 'declareBlockers':
      return randomBlocks(state, d, rng);
    case 'assignCombatDamage':
      return { kind: 'assignCombatDamage', assignment: lethalFirst(d) };
    case 'chooseObjects': {
      const n = d.min + randomInt(rng, d.max - d.min + 1);
      const options = shuffled(rng, d.options);
      return {
        kind: 'chooseObjects',
        objects: (d.differentNames ? firstOfEachName(state, options) : options).slice(0, n),
      };
    }
    case 'orderObjects':
      return { kind: 'orderObjects', objects: shuffled(rng, d.objects) };
    case 'chooseTargets':
      return { kind: 'chooseTargets', targets: randomTargets(rng, d.targets) };
    case 'yesNo':
      return { kind: 'yesNo', yes: randomInt(rng, 2) === 0 };
    case 'chooseColor':
      return { kind: 'chooseColor', color: pick(rng, d.colors) };
    case 'chooseName':
      return { kind: 'chooseName', name: defaultCardName(state, d.player, d.filter) }; // 201.3
    case 'orderTriggers':
      return {
        kind: 'orderTriggers',
        order: shuffled(
          rng,
          d.triggers.map((_, i) => i),
        ),
      };
    case 'chooseOption': {
      const n = d.min + randomInt(rng, d.max - d.min + 1);
      return {
        kind: 'chooseOption',
        chosen: shuffled(
          rng,
          d.options.map((_, i) => i),
        ).slice(0, n),
      };
    }
    case 'orderReplacements':
      return {
        kind: 'orderReplacements',
        order: shuffled(
          rng,
          d.effects.map((_, i) => i),
        ),
      };
  }
}

function randomPriorityAction(state: GameState, d: Extract<PendingDecision, { kind: 'priority' }>, rng: Rng): Choice {
  // Mana abilities alone just float mana; the random player prefers doing something real.
  // It also doesn't activate an ability of a source that already has an ability waiting on the stack: free,
  // repeatable abilities ("{0}: Regenerate …") would otherwise pile up without end in fuzzed games.
  // (The list of real actions is made only when the player doesn't pass: it draws nothing from `rng`.)
  const deep = state.turns.reduce((n, t) => n + t.stack.length, 0) >= 12;
  if (deep || randomInt(rng, 3) === 0) return { kind: 'action', action: randomAction(rng, { kind: 'pass' }) };
  let onStack: Set<ObjectId | null | undefined> | null = null;
  const stackSources = (): Set<ObjectId | null | undefined> =>
    (onStack ??= new Set(state.turns.flatMap((t) => t.stack).map((id) => state.objects[id]?.stack?.source)));
  const real = d.actions.filter((a) => !(a.kind === 'activate' && (a.manaAbility || stackSources().has(a.source))));
  return { kind: 'action', action: randomAction(rng, pick(rng, real)) };
}

function randomAttacks(state: GameState, d: Extract<PendingDecision, { kind: 'declareAttackers' }>, rng: Rng): Choice {
  const attacks = d.options
    .filter((o) => o.mustAttack || randomInt(rng, 4) !== 0)
    .map((o) => ({ attacker: o.attacker, defender: pick(rng, o.defenders) }));
  if (!state.options.attackMultiplePlayers && attacks.length > 1) {
    const first = attacks[0]!.defender;
    const one = attacks
      .map((a) => ({
        ...a,
        defender: d.options
          .find((o) => o.attacker === a.attacker)!
          .defenders.some((x) => JSON.stringify(x) === JSON.stringify(first))
          ? first
          : a.defender,
      }))
      .filter((a) => JSON.stringify(a.defender) === JSON.stringify(first));
    return withBands(state, d, one, rng);
  }
  return withBands(state, d, attacks, rng);
}

function randomBlocks(state: GameState, d: Extract<PendingDecision, { kind: 'declareBlockers' }>, rng: Rng): Choice {
  const blocks = d.options
    .filter(() => randomInt(rng, 2) === 0)
    .map((o) => ({ blocker: o.blocker, attacker: pick(rng, o.attackers) }));
  // 702.111b: drop lone blocks on attackers with menace so the random choice stays legal. 702.22h: a block on any
  // creature in a band blocks the whole band, so count blocks per band.
  const combat = state.turns.find((t) =>
    t.combat?.attackers.some((a) => blocks.some((b) => b.attacker === a.attacker)),
  )?.combat;
  const group = (id: number): number[] => {
    const band = combat?.attackers.find((a) => a.attacker === id)?.band;
    return band === undefined ? [id] : combat!.attackers.filter((a) => a.band === band).map((a) => a.attacker);
  };
  const count = new Map<number, number>();
  for (const b of blocks) for (const m of group(b.attacker)) count.set(m, (count.get(m) ?? 0) + 1);
  // 509.1c: blocking requirements ("All creatures able to block it do so") obeyed as far as possible.
  return {
    kind: 'declareBlockers',
    blocks: legalizeBlocks(
      state,
      d,
      blocks.filter((b) => group(b.attacker).every((m) => count.get(m)! > 1 || !menace(state, m))),
    ),
  };
}

/** Lethal damage to each blocker in turn, the rest to the last blocker or (with trample) the defender. */
export function lethalFirst(
  d: Extract<PendingDecision, { kind: 'assignCombatDamage' }>,
): { to: TargetRef; amount: number }[] {
  let left = d.amount;
  const out: { to: TargetRef; amount: number }[] = [];
  if (d.blockers.length === 0) return d.unblockedTo ? [{ to: d.unblockedTo, amount: left }] : []; // 510.1c
  d.blockers.forEach((b, i) => {
    const n = Math.min(left, d.lethal[i]!);
    out.push({ to: { kind: 'object', id: b }, amount: n });
    left -= n;
  });
  if (left > 0) {
    if (d.trampleTo) out.push({ to: d.trampleTo, amount: left });
    else out[out.length - 1]!.amount += left;
  }
  return out;
}
