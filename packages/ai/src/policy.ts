/**
 * The search's own playing policy: the engine's heuristic player with corrections for plans it gets wrong,
 * found in the search's lost games (README, AI). The search lists its candidates with this policy and plays its
 * rollouts with it, so a blunder the heuristic would make is neither a candidate nor assumed in the future:
 * - 701.14 / 613.1b "gain control of target creature until end of turn" (Act of Treason) is aimed at an
 *   opponent's creature of 3 or more power in its controller's own precombat main phase (the heuristic, seeing "untap" and
 *   "haste", aimed it at its own creature), and held otherwise;
 * - 602.2 / 701.21a an ability whose cost sacrifices its source and that deals damage to any target (Mogg
 *   Fanatic) is used for lethal damage, to kill a creature worth more than its source, and when its source is
 *   about to die anyway (an opponent's spell or ability targets it, or combat damage will kill it); the
 *   heuristic never activates an ability with a sacrifice cost;
 * - 601.2f a spell with "as an additional cost, sacrifice a creature" (Bone Splinters) is cast only when its
 *   target is worth more than the creature it costs, and (601.2h) that cost is paid with its creature of least worth;
 * - 120.3 / 104.3a damage that is lethal to an opponent goes to that player's face (the heuristic aims burn at
 *   creatures first), and X damage (Blaze) goes at a creature it kills or else at a player;
 * - 305.2 the land it plays is of the colour its hand needs most (the heuristic played the first in its hand);
 * - 303.4 a second copy of an Aura (Pacifism) goes on a creature that doesn't wear one already;
 * - 704.5j a legendary permanent whose name its caster already controls (a second Jace Beleren) is not cast;
 * - 602.2 / 508.1a "tap target creature" (Gideon's Lawkeeper) is used in an opponent's beginning of combat on
 *   their untapped creature of greatest power that could attack, and held otherwise (the heuristic used it in its
 *   own upkeep, twice on one creature);
 * - 606.3 a planeswalker's "−1: Target player draws a card" (Jace Beleren) is used on its controller while the
 *   loyalty allows, rather than "+2: Each player draws a card", which draws the opponent a card too;
 * - 702.2b a pump spell (Giant Growth) is not spent to save a creature from a deathtouch blocker (it dies anyway)
 *   unless it makes that creature kill one of its foes;
 * - 510.1a a pump spell on an unblocked attacker only when the extra damage is lethal (the heuristic cast two Giant
 *   Growths on one unblocked Raging Goblin for 6 damage);
 * - 701.6a a counterspell only at a spell of mana value 3 or more or one aimed at its caster's things;
 * - 120.3 burn that kills no creature and isn't lethal (Lightning Bolt) goes at a player only at 10 life or less,
 *   and (701.8a) "destroy target creature" (Murder) waits for a target worth more than a 1/1 token;
 * - 107.3 X damage that kills no creature goes at a player only for 4 or more (a Blaze for 1 wastes the card);
 * - 613.4b / 614.1a Humility only when the opponents' creatures lose more by it than its caster's, and Furnace of
 *   Rath (double damage) only when its caster's creatures have more power than any opponent's.
 * The policy sees only the state it is given (the search gives it determinizations of its own view).
 */
import {
  BASIC_LAND_TYPE_COLORS,
  chars,
  combatFoes,
  hasKeyword,
  creatureWorth,
  focusTurn,
  heuristicChoice,
  manaValue,
  parseManaCost,
  symbolColors,
  type Color,
  type ActivatedAbility,
  type Choice,
  type CostPart,
  type Effect,
  type GameState,
  type LegalAction,
  type ObjectId,
  type PendingDecision,
  type PlayerId,
  type Rng,
  type SpellAbility,
  type TargetRef,
} from '@arbiter/engine';

type Priority = Extract<PendingDecision, { kind: 'priority' }>;
type Cast = Extract<LegalAction, { kind: 'cast' }>;
type Activate = Extract<LegalAction, { kind: 'activate' }>;

/** Toughness left after the damage already marked on it (704.5g). */
function hp(state: GameState, id: ObjectId): number {
  return (chars(state, id).toughness ?? 0) - (state.objects[id]?.damage ?? 0);
}

/** A player of another team still in the game (102.3). */
function isFoe(state: GameState, me: PlayerId, p: PlayerId): boolean {
  const pl = state.players[p]!;
  return pl.team !== state.players[me]!.team && pl.outcome !== 'lost' && !pl.left;
}

/** Whether `t` is a creature on the battlefield controlled by an opponent of `me`. */
function foeCreature(state: GameState, me: PlayerId, t: TargetRef): t is Extract<TargetRef, { kind: 'object' }> {
  if (t.kind !== 'object' || state.objects[t.id]?.zone !== 'battlefield') return false;
  const c = chars(state, t.id);
  return c.types.includes('Creature') && isFoe(state, me, c.controller);
}

function spellOf(state: GameState, card: ObjectId): SpellAbility | undefined {
  return chars(state, card).abilities.find((a): a is SpellAbility => a.kind === 'spell');
}

function abilityOf(state: GameState, a: Activate): ActivatedAbility | undefined {
  const ab = chars(state, a.source).abilities[a.ability];
  return ab?.kind === 'activated' ? ab : undefined;
}

/** The damage a single-target action deals to its target (120.3), or null: fixed N, or X at its most. */
function targetDamage(effects: readonly Effect[], a: Cast | Activate): number | null {
  if (a.targets.length !== 1 || a.targets[0]!.max !== 1) return null;
  for (const e of effects) {
    if (e.kind !== 'damage' || e.to.kind !== 'target' || e.to.target !== 0 || e.divided) continue;
    if (e.amount.kind === 'fixed') return e.amount.n;
    if (e.amount.kind === 'x' && a.hasX) return a.maxX;
  }
  return null;
}

/** The choice that takes `a` at `targets` (X at its most when it has one). */
function take(a: Cast | Activate, targets: TargetRef[][]): Choice {
  const x = a.hasX ? { x: a.maxX } : {};
  return a.kind === 'cast'
    ? { kind: 'action', action: { kind: 'cast', card: a.card, targets, ...x } }
    : { kind: 'action', action: { kind: 'activate', source: a.source, ability: a.ability, targets, ...x } };
}

function effectsOf(state: GameState, a: LegalAction): readonly Effect[] | null {
  if (a.kind === 'cast')
    return a.modes || a.half !== undefined || a.fuse ? null : (spellOf(state, a.card)?.effects ?? null);
  if (a.kind === 'activate' && !a.manaAbility) return abilityOf(state, a)?.effects ?? null;
  return null;
}

/** 104.3a / 120.3: damage at least an opponent's life total, aimed at that player (the lowest such life first). */
function lethalBurn(state: GameState, d: Priority): Choice | null {
  const me = d.player;
  for (const a of d.actions) {
    if (a.kind !== 'cast' && a.kind !== 'activate') continue;
    const effects = effectsOf(state, a);
    const n = effects ? targetDamage(effects, a) : null;
    if (n === null || n <= 0) continue;
    const face = a.targets[0]!.legal.filter(
      (t): t is Extract<TargetRef, { kind: 'player' }> => t.kind === 'player' && isFoe(state, me, t.player),
    )
      .filter((t) => state.players[t.player]!.life <= n)
      .sort((x, y) => state.players[x.player]!.life - state.players[y.player]!.life)[0];
    if (face) return take(a, [[face]]);
  }
  return null;
}

/** 701.21a: the ability's cost sacrifices its own source. */
function sacrificesSource(ab: ActivatedAbility): boolean {
  return ab.cost.parts.some((p) => p.kind === 'sacrifice' && p.self === true);
}

/**
 * Whether `id` is about to die anyway: an opponent's spell or ability on the stack targets it (608.2b), or, blockers
 * declared (509), its combat foes deal it lethal damage (510.1, 704.5g) while it kills none of them.
 */
function doomed(state: GameState, me: PlayerId, id: ObjectId): boolean {
  const turn = focusTurn(state);
  const aimed = turn.stack.some((s) => {
    const o = state.objects[s]!;
    return (
      isFoe(state, me, o.controller) && o.stack?.targets.some((g) => g.some((t) => t.kind === 'object' && t.id === id))
    );
  });
  if (aimed) return true;
  if (turn.step !== 'declareBlockers' || turn.stack.length > 0) return false;
  const foes = combatFoes(state, id);
  if (foes.length === 0) return false;
  const incoming = foes.reduce((s, f) => s + Math.max(0, chars(state, f).power ?? 0), 0);
  const power = chars(state, id).power ?? 0;
  return incoming >= hp(state, id) && !foes.some((f) => power >= hp(state, f));
}

/** The opponent with the lowest life among `legal` targets. */
function lowestFoe(state: GameState, me: PlayerId, legal: readonly TargetRef[]): TargetRef | undefined {
  return legal
    .filter((t): t is Extract<TargetRef, { kind: 'player' }> => t.kind === 'player' && isFoe(state, me, t.player))
    .sort((x, y) => state.players[x.player]!.life - state.players[y.player]!.life)[0];
}

/** The best opposing creature `n` damage kills (by worth), as a target. */
function killable(state: GameState, me: PlayerId, legal: readonly TargetRef[], n: number): TargetRef | undefined {
  return legal
    .filter((t) => foeCreature(state, me, t) && hp(state, (t as { id: ObjectId }).id) <= n)
    .sort(
      (x, y) => creatureWorth(state, (y as { id: ObjectId }).id) - creatureWorth(state, (x as { id: ObjectId }).id),
    )[0];
}

/**
 * 602.2: "Sacrifice this: it deals N damage to any target" (Mogg Fanatic), when it kills a creature worth more than
 * its source, or when its source is about to die: then at the best creature it kills, else at the opponent with the
 * lowest life.
 */
function sacrificePing(state: GameState, d: Priority): Choice | null {
  const me = d.player;
  for (const a of d.actions) {
    if (a.kind !== 'activate' || a.manaAbility) continue;
    const ab = abilityOf(state, a);
    const n = ab && sacrificesSource(ab) ? targetDamage(ab.effects, a) : null;
    if (n === null || n <= 0) continue;
    const legal = a.targets[0]!.legal;
    const kill = killable(state, me, legal, n);
    if (kill && creatureWorth(state, (kill as { id: ObjectId }).id) > creatureWorth(state, a.source))
      return take(a, [[kill]]);
    if (!doomed(state, me, a.source)) continue;
    const at = kill ?? lowestFoe(state, me, legal);
    if (at) return take(a, [[at]]);
  }
  return null;
}

/** 613.1b "gain control of … until end of turn": a threaten effect (Act of Treason). */
function threatens(effects: readonly Effect[]): boolean {
  return effects.some((e) => e.kind === 'gainControl' && e.duration === 'endOfTurn');
}

/**
 * A threaten spell in `me`'s own precombat main phase (505.1, before its attack, 506.1), at the opposing creature
 * with the greatest power, if that power is at least 3 (less is not worth the card); null if it should wait.
 */
function threatenPlan(state: GameState, me: PlayerId, a: Cast): Choice | null {
  const turn = focusTurn(state);
  if (!turn.activePlayers.includes(me) || turn.step !== 'main1' || turn.stack.length > 0) return null;
  if (a.targets.length !== 1) return null;
  const best = a.targets[0]!.legal.filter((t) => foeCreature(state, me, t))
    .map((t) => ({ t, p: chars(state, (t as { id: ObjectId }).id).power ?? 0 }))
    .sort((x, y) => y.p - x.p)[0];
  return best && best.p >= 3 ? take(a, [[best.t]]) : null;
}

/** 601.2f / 601.2h: `me`'s creature of least worth, which a "sacrifice a creature" additional cost should take. */
function cheapestCreature(state: GameState, me: PlayerId): ObjectId | null {
  let best: { id: ObjectId; worth: number } | null = null;
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (c.controller !== me || !c.types.includes('Creature')) continue;
    const worth = creatureWorth(state, id);
    if (!best || worth < best.worth) best = { id, worth };
  }
  return best?.id ?? null;
}

/** 601.2f: the worth of the creature a "sacrifice a creature" additional cost would take, if the cost asks one. */
function sacrificeCost(state: GameState, me: PlayerId, costs: readonly CostPart[]): number | null {
  if (!costs.some((p) => p.kind === 'sacrifice')) return null;
  const id = cheapestCreature(state, me);
  return id === null ? null : creatureWorth(state, id);
}

/**
 * 601.2h: a spell whose one additional cost is "sacrifice a creature" (Bone Splinters) is paid with the caster's
 * creature of least worth; left to the engine, the cost took the first creature on the battlefield (a Vampire
 * Nighthawk beside a Mogg Fanatic).
 */
function payCheapest(state: GameState, me: PlayerId, h: Choice): Choice {
  if (h.kind !== 'action' || h.action.kind !== 'cast' || h.action.costObjects) return h;
  const costs = spellOf(state, h.action.card)?.additionalCosts ?? [];
  const sac = costs.filter((p) => p.kind === 'sacrifice');
  if (sac.length !== 1 || costs.length !== 1) return h;
  const part = sac[0]!;
  const plain = part.what.kind === 'object' && Object.keys(part.what.match).join() === 'types';
  if (part.self || part.count !== 1 || !plain || part.what.match.types?.join() !== 'Creature') return h;
  const id = cheapestCreature(state, me);
  return id === null ? h : { kind: 'action', action: { ...h.action, costObjects: [id] } };
}

/**
 * 601.2f: a spell that costs a creature is worth casting only at a target worth more than that creature; the
 * heuristic would pay with any.
 */
function badSacrifice(state: GameState, me: PlayerId, a: Cast): boolean {
  const sa = spellOf(state, a.card);
  const cost = sa?.additionalCosts ? sacrificeCost(state, me, sa.additionalCosts) : null;
  if (cost === null) return false;
  const best = Math.max(
    -Infinity,
    ...a.targets.flatMap((g) =>
      g.legal.filter((t) => foeCreature(state, me, t)).map((t) => creatureWorth(state, (t as { id: ObjectId }).id)),
    ),
  );
  return best <= cost;
}

/** 704.5j: a legendary permanent spell whose name `me` already controls on the battlefield would die to the legend rule. */
function legendTwin(state: GameState, me: PlayerId, a: Cast): boolean {
  const c = chars(state, a.card);
  if (!c.supertypes.includes('Legendary') || a.altFace || a.half !== undefined) return false;
  return state.battlefield.some((id) => {
    const b = chars(state, id);
    return b.controller === me && b.name === c.name;
  });
}

/** X damage that kills no creature goes at a player only for at least this much (107.3: a Blaze for 1 wastes a card). */
const MIN_FACE_X = 4;

/**
 * 107.3 / 120.3: X damage to any target (Blaze) at the best opposing creature X kills, else, for X of 4 or more, at
 * the opponent with the lowest life, else held ('hold'); the heuristic, not knowing the damage, aimed it at the best
 * creature even where X could not kill it. (Lethal damage went to the face before this, lethalBurn.)
 */
function aimX(state: GameState, me: PlayerId, d: Priority, h: Choice): Choice | 'hold' {
  if (h.kind !== 'action' || h.action.kind !== 'cast') return h;
  const card = h.action.card;
  const a = d.actions.find((x): x is Cast => x.kind === 'cast' && x.card === card && x.hasX && !x.modes);
  const effects = a ? effectsOf(state, a) : null;
  const damageX = effects?.some((e) => e.kind === 'damage' && e.amount.kind === 'x');
  if (!a || !damageX || targetDamage(effects!, a) === null) return h;
  const legal = a.targets[0]!.legal;
  const at = killable(state, me, legal, a.maxX) ?? (a.maxX >= MIN_FACE_X ? lowestFoe(state, me, legal) : undefined);
  return at ? take(a, [[at]]) : 'hold';
}

/** 305.6: the colours of mana a land's basic land types make. */
function landColors(state: GameState, id: ObjectId): Color[] {
  return chars(state, id).subtypes.flatMap((t) => BASIC_LAND_TYPE_COLORS[t] ?? []);
}

/** The coloured mana symbols (107.4) in the costs of the nonland cards in `me`'s hand, by colour. */
function handPips(state: GameState, me: PlayerId): Map<Color, number> {
  const out = new Map<Color, number>();
  for (const id of state.players[me]!.hand) {
    const c = chars(state, id);
    if (c.types.includes('Land') || !c.manaCost) continue;
    try {
      for (const sym of parseManaCost(c.manaCost))
        for (const col of symbolColors(sym)) out.set(col, (out.get(col) ?? 0) + 1);
    } catch {
      // a cost the parser refuses counts for nothing here
    }
  }
  return out;
}

/**
 * 305.2: which land to play: the one of the colour its hand's spells need most for the sources it has (coloured
 * symbols in hand per land of that colour already on the battlefield, plus one); the heuristic played whichever
 * land came first in its hand. Null when there is no choice.
 */
function landChoice(state: GameState, d: Priority): Choice | null {
  const lands = d.actions.filter((a): a is Extract<LegalAction, { kind: 'playLand' }> => a.kind === 'playLand');
  if (lands.length < 2) return null;
  const me = d.player;
  const need = handPips(state, me);
  const sources = new Map<Color, number>();
  for (const id of state.battlefield)
    if (chars(state, id).controller === me)
      for (const col of landColors(state, id)) sources.set(col, (sources.get(col) ?? 0) + 1);
  const score = (id: ObjectId): number =>
    Math.max(0, ...landColors(state, id).map((col) => (need.get(col) ?? 0) / (1 + (sources.get(col) ?? 0))));
  let best = lands[0]!;
  for (const a of lands) if (score(a.card) > score(best.card)) best = a;
  return { kind: 'action', action: { kind: 'playLand', card: best.card, ...(best.altFace ? { altFace: true } : {}) } };
}

/** Whether `target` already wears an Aura named `name` that `me` controls (303.4). */
function wears(state: GameState, me: PlayerId, target: ObjectId, name: string): boolean {
  return state.battlefield.some((id) => {
    if (state.objects[id]!.attachedTo !== target) return false;
    const c = chars(state, id);
    return c.controller === me && c.name === name && c.subtypes.includes('Aura');
  });
}

/**
 * 303.4: an Aura spell aimed at a creature already wearing the same Aura of its caster (a second Pacifism on the
 * pacified creature) goes to the best opposing creature without one, or waits; the heuristic, scoring creatures by
 * worth alone, put every copy on the same one.
 */
function auraTwin(state: GameState, me: PlayerId, d: Priority, h: Choice): Choice | 'hold' {
  if (h.kind !== 'action' || h.action.kind !== 'cast') return h;
  const card = h.action.card;
  const t = h.action.targets?.[0]?.[0];
  const name = chars(state, card).name;
  if (!chars(state, card).subtypes.includes('Aura') || t?.kind !== 'object' || !wears(state, me, t.id, name)) return h;
  const a = d.actions.find((x): x is Cast => x.kind === 'cast' && x.card === card && x.targets.length === 1);
  const other = a?.targets[0]!.legal.filter(
    (x) => foeCreature(state, me, x) && !wears(state, me, (x as { id: ObjectId }).id, name),
  ).sort(
    (x, y) => creatureWorth(state, (y as { id: ObjectId }).id) - creatureWorth(state, (x as { id: ObjectId }).id),
  )[0];
  return a && other ? take(a, [[other]]) : 'hold';
}

/** 602.2: an ability whose only effect taps its first target ("{W}, {T}: Tap target creature."). */
function tapsTarget(effects: readonly Effect[]): boolean {
  return effects.length === 1 && effects[0]!.kind === 'tap' && effects[0]!.what.kind === 'target';
}

/**
 * 506.1 / 508.1a: in an opponent's beginning of combat step, "tap target creature" at the untapped creature of theirs
 * with the greatest power that could attack (302.6: not summoning sick unless it has haste).
 */
function tapPlan(state: GameState, d: Priority): Choice | null {
  const me = d.player;
  const turn = focusTurn(state);
  if (turn.activePlayers.includes(me) || turn.step !== 'beginCombat' || turn.stack.length > 0) return null;
  for (const a of d.actions) {
    if (a.kind !== 'activate' || a.manaAbility || a.targets.length !== 1) continue;
    const ab = abilityOf(state, a);
    if (!ab || !tapsTarget(ab.effects)) continue;
    const best = a.targets[0]!.legal.filter((t): t is Extract<TargetRef, { kind: 'object' }> => {
      if (!foeCreature(state, me, t) || !turn.activePlayers.includes(chars(state, t.id).controller)) return false;
      const o = state.objects[t.id]!;
      return !o.tapped && (!o.summoningSick || hasKeyword(state, t.id, 'haste')) && (chars(state, t.id).power ?? 0) > 0;
    }).sort(
      (x, y) =>
        (chars(state, y.id).power ?? 0) - (chars(state, x.id).power ?? 0) ||
        creatureWorth(state, y.id) - creatureWorth(state, x.id),
    )[0];
    if (best) return take(a, [[best]]);
  }
  return null;
}

/** A tap-target ability, held for an opponent's combat (tapPlan). */
function heldTapper(state: GameState, a: LegalAction): boolean {
  if (a.kind !== 'activate' || a.manaAbility) return false;
  const ab = abilityOf(state, a);
  return !!ab && tapsTarget(ab.effects);
}

/** 606.3: a loyalty ability's loyalty cost (negative for "−N"), or null. */
function loyaltyCost(ab: ActivatedAbility): number | null {
  const part = ab.cost.parts.find((p) => p.kind === 'loyalty');
  return part && 'amount' in part ? (part.amount as number) : null;
}

/**
 * 606.3: where the heuristic uses a planeswalker's first loyalty ability ("+2: Each player draws a card"), the same
 * planeswalker's "−N: Target player draws a card" on its controller, while its loyalty stays above N.
 */
function loyaltyDraw(state: GameState, d: Priority, h: Choice): Choice {
  if (h.kind !== 'action' || h.action.kind !== 'activate') return h;
  const source = h.action.source;
  const loyalty = state.objects[source]?.counters?.['loyalty'] ?? 0;
  const me = d.player;
  for (const a of d.actions) {
    if (a.kind !== 'activate' || a.source !== source || a.ability === h.action.ability || a.targets.length !== 1)
      continue;
    const ab = abilityOf(state, a);
    const cost = ab ? loyaltyCost(ab) : null;
    if (!ab || cost === null || cost >= 0 || loyalty + cost < 1) continue;
    const draws = ab.effects.length === 1 && ab.effects[0]!.kind === 'draw' && ab.effects[0]!.who.kind === 'target';
    const self = a.targets[0]!.legal.find((t) => t.kind === 'player' && t.player === me);
    if (draws && self) return take(a, [[self]]);
  }
  return h;
}

/**
 * 702.2b: a pump on a creature one of whose combat foes has deathtouch saves nothing (any damage from it is lethal),
 * so it is worth casting only if it makes the creature kill a foe it would not kill otherwise.
 */
function pumpIntoDeathtouch(state: GameState, h: Choice): boolean {
  if (h.kind !== 'action' || h.action.kind !== 'cast') return false;
  const pump = (spellOf(state, h.action.card)?.effects ?? []).find(
    (e): e is Extract<Effect, { kind: 'pump' }> => e.kind === 'pump',
  );
  const t = h.action.targets?.[0]?.[0];
  if (!pump || t?.kind !== 'object') return false;
  const foes = combatFoes(state, t.id);
  if (!foes.some((f) => hasKeyword(state, f, 'deathtouch'))) return false;
  const power = chars(state, t.id).power ?? 0;
  return !foes.some((f) => power < hp(state, f) && power + pump.power >= hp(state, f));
}

/** The attackers of the focus turn's combat that are unblocked (509.1h) and still on the battlefield (506.4). */
function unblockedAttackers(state: GameState): ObjectId[] {
  return (focusTurn(state).combat?.attackers ?? [])
    .filter((a) => !a.blocked && state.objects[a.attacker]?.zone === 'battlefield')
    .map((a) => a.attacker);
}

/**
 * 510.1a: a pump on an unblocked attacker only adds damage to a player; the heuristic cast it for that (two Giant
 * Growths on one Raging Goblin), which spends a combat trick for a few life. The policy does so only when the unblocked
 * attackers' damage with the pump is lethal to an opponent (104.3a).
 */
function pumpAtFace(state: GameState, me: PlayerId, h: Choice): boolean {
  if (h.kind !== 'action' || h.action.kind !== 'cast') return false;
  const pump = (spellOf(state, h.action.card)?.effects ?? []).find(
    (e): e is Extract<Effect, { kind: 'pump' }> => e.kind === 'pump',
  );
  const t = h.action.targets?.[0]?.[0];
  const unblocked = unblockedAttackers(state);
  if (!pump || t?.kind !== 'object' || !unblocked.includes(t.id)) return false;
  const damage = unblocked.reduce((s, id) => s + Math.max(0, chars(state, id).power ?? 0), pump.power);
  const lowest = Math.min(...state.players.filter((p) => isFoe(state, me, p.id)).map((p) => p.life));
  return damage < lowest;
}

/** Burn that isn't lethal goes at a player only at this life or less (in reach of finishing them); else it waits. */
const FACE_LIFE = 10;

/**
 * 120.3: a spell dealing fixed damage to a player (Lightning Bolt at the face, aimed there by the heuristic when it
 * kills no creature) is kept for a creature while that player's life is above FACE_LIFE. (Lethal damage went to the
 * face before this, lethalBurn.)
 */
function earlyFaceBurn(state: GameState, me: PlayerId, d: Priority, h: Choice): boolean {
  if (h.kind !== 'action' || h.action.kind !== 'cast') return false;
  const card = h.action.card;
  const t = h.action.targets?.[0]?.[0];
  const a = d.actions.find((x): x is Cast => x.kind === 'cast' && x.card === card);
  const effects = a ? effectsOf(state, a) : null;
  if (!a || !effects || a.hasX || t?.kind !== 'player' || !isFoe(state, me, t.player)) return false;
  return targetDamage(effects, a) !== null && state.players[t.player]!.life > FACE_LIFE;
}

/** 701.8a: "destroy target creature" is kept for a creature worth more than a 1/1 token (creature worth below 4). */
function removalOnToken(state: GameState, me: PlayerId, h: Choice): boolean {
  if (h.kind !== 'action' || h.action.kind !== 'cast') return false;
  const effects = spellOf(state, h.action.card)?.effects ?? [];
  const t = h.action.targets?.[0]?.[0];
  if (!effects.some((e) => e.kind === 'destroy') || t === undefined || !foeCreature(state, me, t)) return false;
  return creatureWorth(state, t.id) < 4;
}

/** A spell below this mana value is countered only when it targets its counterer or the counterer's permanents. */
const COUNTER_MIN_MV = 3;

/**
 * 701.6a: a counterspell is kept for a spell that matters: one of mana value 3 or more, or one aimed at its caster or
 * the caster's permanents (115.1); the heuristic countered whatever an opponent cast first (a Raging Goblin).
 */
function cheapCounter(state: GameState, me: PlayerId, h: Choice): boolean {
  if (h.kind !== 'action' || h.action.kind !== 'cast') return false;
  if (!(spellOf(state, h.action.card)?.effects ?? []).some((e) => e.kind === 'counter')) return false;
  const t = h.action.targets?.[0]?.[0];
  const o = t?.kind === 'object' ? state.objects[t.id] : undefined;
  if (!o || o.zone !== 'stack') return false;
  const mine = (x: TargetRef): boolean =>
    x.kind === 'player'
      ? x.player === me
      : state.objects[x.id]?.zone === 'battlefield' && chars(state, x.id).controller === me;
  if ((o.stack?.targets ?? []).some((g) => g.some(mine))) return false;
  return manaValue(chars(state, o.id).manaCost) < COUNTER_MIN_MV;
}

/** What `me`'s creatures and each opponent's lose to "all creatures … are 1/1 and lose all abilities" (Humility). */
function humbled(state: GameState, me: PlayerId): { mine: number; theirs: number } {
  let mine = 0;
  let theirs = 0;
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (!c.types.includes('Creature')) continue;
    const loss = 2 * ((c.power ?? 0) - 1) + ((c.toughness ?? 0) - 1) + c.keywords.size;
    if (c.controller === me) mine += loss;
    else if (isFoe(state, me, c.controller)) theirs += loss;
  }
  return { mine, theirs };
}

/** The power of `p`'s creatures (702.3b: defenders don't attack). */
function boardPower(state: GameState, p: PlayerId): number {
  return state.battlefield.reduce((s, id) => {
    const c = chars(state, id);
    return c.controller === p && c.types.includes('Creature') && !c.keywords.has('defender')
      ? s + Math.max(0, c.power ?? 0)
      : s;
  }, 0);
}

/**
 * Symmetric permanents that favour one side: 613.4b "all creatures have base power and toughness 1/1 and lose all
 * abilities" (Humility) is cast only when the opponents' creatures lose more than its caster's; 614.1a "double that
 * damage" to any permanent or player (Furnace of Rath) only when its caster's creatures have more power than any
 * opponent's. The heuristic cast both whenever it could.
 */
function badSymmetric(state: GameState, me: PlayerId, a: Cast): boolean {
  for (const ab of chars(state, a.card).abilities) {
    if (ab.kind !== 'static') continue;
    const e = ab.effect;
    if (e.kind === 'layered' && e.affected.kind === 'all' && e.mods.some((m) => m.kind === 'setPT')) {
      const { mine, theirs } = humbled(state, me);
      if (theirs <= mine) return true;
    }
    if (e.kind === 'replaceDamage' && e.to === 'any' && e.mode.kind === 'double') {
      const foes = state.players.filter((p) => isFoe(state, me, p.id)).map((p) => boardPower(state, p.id));
      if (boardPower(state, me) <= Math.max(0, ...foes)) return true;
    }
  }
  return false;
}

/** The card a priority choice casts, or null. */
function castCard(h: Choice): ObjectId | null {
  return h.kind === 'action' && h.action.kind === 'cast' ? h.action.card : null;
}

/** The heuristic's plan with the policy's corrections to it; 'hold' when the plan's card should wait. */
function corrected(state: GameState, d: Priority, h: Choice): Choice | 'hold' {
  const aura = auraTwin(state, d.player, d, h);
  if (aura === 'hold') return 'hold';
  const me = d.player;
  const holds = [
    pumpIntoDeathtouch(state, aura),
    pumpAtFace(state, me, aura),
    earlyFaceBurn(state, me, d, aura),
    removalOnToken(state, me, aura),
    cheapCounter(state, me, aura),
  ];
  if (holds.some(Boolean)) return 'hold';
  const x = aimX(state, d.player, d, loyaltyDraw(state, d, aura));
  return x === 'hold' ? x : payCheapest(state, d.player, x);
}

/** The policy's answer at priority: lethal damage, a timely sacrifice ping or tap, else the heuristic's plan without its known blunders. */
function priorityChoice(state: GameState, d: Priority, rng: Rng): Choice {
  const urgent = lethalBurn(state, d) ?? sacrificePing(state, d) ?? tapPlan(state, d);
  if (urgent) return urgent;
  const me = d.player;
  const threats: Cast[] = [];
  let actions = d.actions.filter((a) => {
    if (a.kind !== 'cast') return !heldTapper(state, a);
    const effects = effectsOf(state, a);
    if (effects && threatens(effects)) {
      threats.push(a);
      return false;
    }
    return !badSacrifice(state, me, a) && !legendTwin(state, me, a) && !badSymmetric(state, me, a);
  });
  // Each held card leaves the heuristic's options, and it plans again without it.
  let c: Choice | 'hold' = 'hold';
  while (c === 'hold') {
    const h = heuristicChoice(state, actions.length === d.actions.length ? d : { ...d, actions }, rng);
    if (h.kind === 'action' && h.action.kind === 'playLand') return landChoice(state, d) ?? h;
    c = corrected(state, d, h);
    const card = castCard(h);
    if (c === 'hold') actions = actions.filter((a) => !(a.kind === 'cast' && a.card === card));
    if (c === 'hold' && card === null) c = { kind: 'action', action: { kind: 'pass' } };
  }
  for (const a of threats) {
    const t = threatenPlan(state, me, a);
    if (t) return t;
  }
  return c;
}

/** The policy's choice at `d`: the heuristic's, corrected at priority (see above). */
export function policyChoice(state: GameState, d: PendingDecision, rng: Rng): Choice {
  return d.kind === 'priority' ? priorityChoice(state, d, rng) : heuristicChoice(state, d, rng);
}
