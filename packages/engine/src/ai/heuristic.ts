/**
 * A simple heuristic player: plays a land, casts the most expensive useful spell, points
 * harmful effects at opponents and helpful ones at its own creatures, attacks when it is
 * safe or lethal, and blocks to kill attackers or to survive. Deterministic given its RNG.
 */
import type { ActivatedAbility, Effect, StaticAbility } from '../cards/ability-tree.js';
import type { Action, Choice, LegalAction, PendingDecision, TargetOption } from '../decisions/types.js';
import { chars, hasKeyword } from '../objects/characteristics.js';
import { focusTurn, isOpponent } from '../state/access.js';
import type { GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import { manaValue } from '../cards/mana-symbols.js';
import { activatedAbilities, spellAbility } from '../stack/abilities.js';
import { canBlockAttacker, legalizeBlocks } from '../combat/block.js';
import { lethalFirst, randomChoice, type Rng } from './random.js';
import type { Player } from './playout.js';
import { withFuse, withHalf } from '../stack/split.js';
import { fitTargetPlayers } from '../stack/targets.js';
import { firstOfEachName } from '../decisions/different-names.js';
import { withAlternateFace } from '../stack/alternate-faces.js';

type Intent = 'harm' | 'help';

/** The turn whose stack a priority decision is for (807.5: Grand Melee has several). */
function effectIntent(effects: readonly Effect[]): Intent {
  for (const e of effects) {
    switch (e.kind) {
      case 'pump':
      case 'grantKeyword':
      case 'attach':
      case 'untap':
      case 'gainLife':
      case 'draw':
      case 'addCounters':
        return 'help';
      default:
        break;
    }
  }
  return 'harm';
}

function staticIntent(abilities: readonly { kind: string }[]): Intent {
  for (const a of abilities) {
    if (a.kind !== 'static') continue;
    const k = (a as StaticAbility).effect.kind;
    if (k === 'cantAttack' || k === 'cantBlock' || k === 'cantAttackOrBlock') return 'harm';
    if (k === 'modifyPT' || k === 'grantKeywords') return 'help';
  }
  return 'harm';
}

/** A creature's worth to the heuristic: power twice, toughness, mana value, keywords. */
export function creatureWorth(state: GameState, id: ObjectId): number {
  const c = chars(state, id);
  return (c.power ?? 0) * 2 + (c.toughness ?? 0) + manaValue(c.manaCost) + c.keywords.size;
}

function ownerOf(state: GameState, t: TargetRef): PlayerId {
  if (t.kind === 'player') return t.player;
  const o = state.objects[t.id]!;
  return o.zone === 'battlefield' ? chars(state, t.id).controller : o.controller;
}

function scoreTarget(state: GameState, me: PlayerId, t: TargetRef, intent: Intent, damage: number | null): number {
  const mine = ownerOf(state, t) === me || !isOpponent(state, me, ownerOf(state, t));
  if (intent === 'help') {
    if (!mine) return -100;
    return t.kind === 'object' && state.objects[t.id]?.zone === 'battlefield' ? creatureWorth(state, t.id) : 1;
  }
  if (mine) return -100;
  if (t.kind === 'player') return 20 - state.players[t.player]!.life / 2 + (damage !== null ? 5 : 0);
  const o = state.objects[t.id]!;
  if (o.zone === 'stack') return 50;
  const c = chars(state, t.id);
  if (damage !== null && c.types.includes('Creature')) {
    const dies = (c.toughness ?? 0) - o.damage <= damage;
    return dies ? 30 + creatureWorth(state, t.id) : -10;
  }
  return 10 + creatureWorth(state, t.id);
}

function bestTargets(
  state: GameState,
  me: PlayerId,
  options: readonly TargetOption[],
  intent: Intent,
  damage: number | null,
): TargetRef[][] | null {
  const out: TargetRef[][] = [];
  const used = new Set<string>();
  for (const o of options) {
    const ranked = o.legal
      .map((t) => ({ t, s: scoreTarget(state, me, t, intent, damage) }))
      .filter((x) => !used.has(JSON.stringify(x.t)))
      .sort((a, b) => b.s - a.s);
    const good = ranked.filter((x) => x.s > 0);
    const pickN = Math.max(o.min, Math.min(o.max, good.length));
    if (ranked.length < o.min) return null;
    if (o.min > 0 && good.length === 0) return null; // nothing worth targeting
    const chosen = fitTargetPlayers(
      o,
      ranked.map((x) => x.t),
      out,
    ).slice(0, pickN); // 601.2c: one graveyard, one per opponent
    if (chosen.length < o.min) return null;
    for (const t of chosen) used.add(JSON.stringify(t));
    out.push(chosen);
  }
  return out;
}

/**
 * 701.14a: a fight between two targets (Prey Upon: one of its creatures and one it doesn't control): the pair where its
 * creature kills the other and loses least doing so, or null if no fight kills.
 */
function fightTargets(state: GameState, me: PlayerId, options: readonly TargetOption[]): TargetRef[][] | null {
  if (options.length !== 2) return null;
  let best: { pair: TargetRef[][]; score: number } | null = null;
  for (const x of options[0]!.legal)
    for (const y of options[1]!.legal) {
      if (x.kind !== 'object' || y.kind !== 'object') continue;
      const [mine, theirs] = [x, y].map((t) => ownerOf(state, t) === me);
      if (!mine || theirs) continue;
      const [cx, cy] = [chars(state, x.id), chars(state, y.id)];
      const hp = (c: typeof cx, id: ObjectId): number => (c.toughness ?? 0) - state.objects[id]!.damage;
      if ((cx.power ?? 0) < hp(cy, y.id)) continue;
      const score = creatureWorth(state, y.id) - ((cy.power ?? 0) >= hp(cx, x.id) ? creatureWorth(state, x.id) : 0);
      if (score > 0 && (!best || score > best.score)) best = { pair: [[x], [y]], score };
    }
  return best?.pair ?? null;
}

/**
 * The creatures `id` fights in this combat (509.1, 510.1): its blockers, or the attackers it blocks, still on the
 * battlefield (506.4: one that left it, say sacrificed, is removed from combat).
 */
export function combatFoes(state: GameState, id: ObjectId): ObjectId[] {
  const combat = focusTurn(state).combat;
  const attack = combat?.attackers.find((a) => a.attacker === id);
  const foes = attack ? attack.blockedBy : (combat?.blockers.find((b) => b.blocker === id)?.blocking ?? []);
  return foes.filter((f) => state.objects[f]?.zone === 'battlefield');
}

/** How much a pump of +p/+t on `id` changes its fight: the value it saves from dying plus the value it newly kills. */
function pumpGain(state: GameState, id: ObjectId, p: number, t: number): number {
  const foes = combatFoes(state, id);
  const c = chars(state, id);
  const hp = (x: ObjectId): number => (chars(state, x).toughness ?? 0) - state.objects[x]!.damage;
  if (foes.length === 0) {
    const unblocked = focusTurn(state).combat?.attackers.some((a) => a.attacker === id && !a.blocked);
    return unblocked ? 0.5 : 0; // 510.1a: extra damage to the player
  }
  const incoming = foes.reduce((sum, f) => sum + Math.max(0, chars(state, f).power ?? 0), 0);
  const saved = incoming >= hp(id) && incoming < hp(id) + t ? creatureWorth(state, id) : 0;
  const first = foes[0]!;
  const power = c.power ?? 0;
  return saved + (power < hp(first) && power + p >= hp(first) ? creatureWorth(state, first) : 0);
}

/**
 * 510.1: a combat pump (Giant Growth) goes on its creature whose fight it changes most, one saved from dying or one
 * that now kills its blocker or the attacker it blocks; with none, it waits.
 */
function pumpTargets(
  state: GameState,
  me: PlayerId,
  options: readonly TargetOption[],
  effects: readonly Effect[],
): TargetRef[][] | null | undefined {
  const pump = effects.find((e): e is Extract<Effect, { kind: 'pump' }> => e.kind === 'pump');
  if (!pump || options.length !== 1 || options[0]!.max !== 1) return undefined;
  const ranked = options[0]!.legal
    .filter((t): t is Extract<TargetRef, { kind: 'object' }> => t.kind === 'object' && ownerOf(state, t) === me)
    .map((t) => ({ t, gain: pumpGain(state, t.id, pump.power, pump.toughness) }))
    .filter((x) => x.gain > 0)
    .sort((a, b) => b.gain - a.gain);
  return ranked.length ? [[ranked[0]!.t]] : null;
}

function fixedDamage(effects: readonly Effect[]): number | null {
  for (const e of effects) if (e.kind === 'damage' && e.amount.kind === 'fixed') return e.amount.n;
  return null;
}

/** The heuristic value of the creatures on the battlefield: `me`'s and its opponents'. */
function creatureValues(state: GameState, me: PlayerId): { mine: number; theirs: number } {
  let mine = 0;
  let theirs = 0;
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (!c.types.includes('Creature')) continue;
    if (c.controller === me) mine += creatureWorth(state, id);
    else if (isOpponent(state, me, c.controller)) theirs += creatureWorth(state, id);
  }
  return { mine, theirs };
}

/**
 * Spells the heuristic keeps for their moment: a sweeper (701.8a "destroy all creatures") only when the opponents'
 * creatures are worth more than its own, and a fog (615.1 "prevent all combat damage") only in an opponent's
 * combat once blockers are declared, against 4 or more attacking power.
 */
function notNow(state: GameState, me: PlayerId, effects: readonly Effect[], combat: boolean): boolean {
  const t = focusTurn(state);
  return effects.some((e) => {
    if (e.kind === 'destroy' && e.what.kind === 'all' && e.what.filter.kind === 'object') {
      if (!e.what.filter.match.types?.includes('Creature')) return false;
      const { mine, theirs } = creatureValues(state, me);
      return theirs <= mine;
    }
    if (e.kind !== 'preventDamage' || !e.combatOnly || e.to !== null) return false;
    // 506.4: an attacker that left the battlefield (or ceased to exist) is out of combat.
    const attacking = (t.combat?.attackers ?? []).filter((a) => state.objects[a.attacker]?.zone === 'battlefield');
    const power = attacking.reduce((s, a) => s + Math.max(0, chars(state, a.attacker).power ?? 0), 0);
    return !combat || t.activePlayers.includes(me) || power < 4;
  });
}

function castPlan(
  state: GameState,
  me: PlayerId,
  a: Extract<LegalAction, { kind: 'cast' }>,
  combat: boolean,
): { action: Action; score: number } | null {
  // 709.3a: a split card's entry is judged as the half it casts.
  // 715.3a / 712.8: an Adventure's or a back face's entry is judged as that face.
  const view =
    a.half !== undefined
      ? withHalf(state, a.card, a.half)
      : a.fuse
        ? withFuse(state, a.card)
        : a.altFace
          ? withAlternateFace(state, me, a.card)
          : state;
  if ('code' in view) return null;
  const c = chars(view, a.card);
  const sa = spellAbility(view, a.card);
  const mv = manaValue(c.manaCost);
  const isCreature = c.types.includes('Creature');
  if (a.modes) return null; // modal spells: left to smarter players
  let intent: Intent = 'harm';
  let effects: readonly Effect[] = [];
  if (sa && (sa.effects.length > 0 || sa.modes)) {
    // (a permanent card's spell ability holds only its additional costs)
    effects = sa.effects;
    intent = effectIntent(effects);
  } else if (c.subtypes.includes('Aura') || a.alternative === 'bestow') intent = staticIntent(c.abilities); // 702.103b: bestowed, it is an Aura
  // Pump spells only in combat, counterspells only against a spell.
  if (effects.some((e) => e.kind === 'pump') && !combat) return null;
  if (notNow(state, me, effects, combat)) return null;
  // 707.9: a clone with nothing to copy enters as a 0/0 and dies (704.5f).
  const copies = c.abilities.some((x) => x.kind === 'static' && (x as StaticAbility).effect.kind === 'entersAsCopy');
  if (copies && !state.battlefield.some((id) => chars(state, id).types.includes('Creature'))) return null;
  if (
    effects.some((e) => e.kind === 'counter') &&
    !focusTurn(state).stack.some((id) => isOpponent(state, me, state.objects[id]!.controller))
  )
    return null;
  const fight = effects.some((e) => e.kind === 'fight');
  const pumped = combat ? pumpTargets(state, me, a.targets, effects) : undefined;
  const targets = fight
    ? fightTargets(state, me, a.targets)
    : pumped !== undefined
      ? pumped
      : a.targets.length
        ? bestTargets(state, me, a.targets, intent, fixedDamage(effects))
        : [];
  if (targets === null) return null;
  const x = a.hasX ? a.maxX : undefined;
  if (a.hasX && (x ?? 0) < 1) return null;
  const score = mv + (isCreature ? 2 : 0) + (effects.some((e) => e.kind === 'counter') ? 10 : 0);
  // An evoked creature is sacrificed as it enters: the heuristic player evokes only for the other effects' sake, rarely.
  if (a.alternative === 'evoke' && isCreature) return null;
  const bb = {
    ...(a.half !== undefined ? { half: a.half } : {}),
    ...(a.fuse ? { fuse: true } : {}),
    ...(a.altFace ? { altFace: true } : {}),
    ...(a.buyback ? { buyback: true } : {}),
    ...(a.alternative ? { alternative: a.alternative } : {}),
    ...(a.altCost !== undefined ? { altCost: a.altCost } : {}),
    ...(a.kicker ? { kicker: a.kicker } : {}),
    ...(a.costChoice !== undefined ? { costChoice: a.costChoice } : {}),
  };
  // A buyback cast keeps the card: worth a little more than casting it once.
  return {
    action:
      x === undefined
        ? { kind: 'cast', card: a.card, targets, ...bb }
        : { kind: 'cast', card: a.card, targets, x, ...bb },
    score: score + (a.buyback ? 1 : 0) + (a.kicker ? a.kicker.length : 0), // 702.33: a kicked spell does more
  };
}

/** Cost parts that don't limit how often an ability can be activated in a turn. */
const UNLIMITED_PARTS: ReadonlySet<string> = new Set(['payLife', 'payHalfLife', 'addCountersSelf']);

/**
 * 602.1: an ability whose cost can be free (no mana or only {X}, which may be 0 (107.3); nothing tapped, nothing
 * spent but life) could be activated forever; the heuristic activates such an ability from one source once a turn
 * (the log says whether it has).
 */
function repeatedFreeActivation(state: GameState, source: ObjectId, ab: ActivatedAbility): boolean {
  const mana = ab.cost.mana ?? '';
  if (!/^(\{0\}|\{X\})*$/.test(mana) || ab.cost.parts.some((p) => !UNLIMITED_PARTS.has(p.kind))) return false;
  const turn = state.turns[0]!.number;
  for (let i = state.log.length - 1; i >= 0; i--) {
    const e = state.log[i]!;
    if (e.turn !== turn) return false;
    if (e.type === 'activate' && (e.data as { source?: ObjectId } | undefined)?.source === source) return true;
  }
  return false;
}

/**
 * 602.1: an ability that taps its source to untap a target ("{T}: Untap target permanent", Tidewater Minion) aimed
 * at that source only undoes its own cost; a player who keeps doing it never ends the game. Such an ability is
 * aimed elsewhere.
 */
function untapsAfterTapping(ab: ActivatedAbility): boolean {
  return ab.cost.parts.some((p) => p.kind === 'tap') && ab.effects.some((e) => e.kind === 'untap');
}

function withoutSource(options: readonly TargetOption[], source: ObjectId): TargetOption[] {
  return options.map((o) => ({ ...o, legal: o.legal.filter((t) => !(t.kind === 'object' && t.id === source)) }));
}

function activatePlan(
  state: GameState,
  me: PlayerId,
  a: Extract<LegalAction, { kind: 'activate' }>,
): { action: Action; score: number } | null {
  if (a.manaAbility) return null;
  const ab: ActivatedAbility | undefined = activatedAbilities(state, a.source).find(
    (x) => x.index === a.ability,
  )?.ability;
  if (!ab) return null;
  if (ab.cost.parts.some((p) => p.kind === 'sacrifice')) return null; // keep creatures around
  if (repeatedFreeActivation(state, a.source, ab)) return null;
  if (ab.loyalty) {
    const first = activatedAbilities(state, a.source).find((x) => x.ability.loyalty);
    if (first?.index !== a.ability) return null; // use the first (usually "+") loyalty ability
  }
  const attach = ab.effects.some((e) => e.kind === 'attach');
  if (attach && state.objects[a.source]!.attachedTo !== null) return null;
  const intent = effectIntent(ab.effects);
  const options = untapsAfterTapping(ab) ? withoutSource(a.targets, a.source) : a.targets;
  const targets = options.length ? bestTargets(state, me, options, intent, fixedDamage(ab.effects)) : [];
  if (targets === null) return null;
  return { action: { kind: 'activate', source: a.source, ability: a.ability, targets }, score: 1 };
}

function priority(state: GameState, d: Extract<PendingDecision, { kind: 'priority' }>): Choice {
  const me = d.player;
  const t = focusTurn(state);
  const mine = t.activePlayers.includes(me);
  const land = d.actions.find((a) => a.kind === 'playLand');
  if (land)
    return {
      kind: 'action',
      action: {
        kind: 'playLand',
        card: (land as Extract<LegalAction, { kind: 'playLand' }>).card,
        ...((land as Extract<LegalAction, { kind: 'playLand' }>).altFace ? { altFace: true } : {}), // 712.8
      },
    };
  const combat = t.phase === 'combat' && t.combat !== null && t.step === 'declareBlockers';
  const plans: { action: Action; score: number }[] = [];
  for (const a of d.actions) {
    if (a.kind === 'cast') {
      const p = castPlan(state, me, a, combat);
      if (p) plans.push(p);
    }
    if (a.kind === 'activate' && mine && t.stack.length === 0) {
      const p = activatePlan(state, me, a);
      if (p) plans.push(p);
    }
  }
  // Sorcery-speed things are only offered at sorcery speed; instants wait for a reason.
  const usable = plans.filter((p) => {
    if (p.action.kind !== 'cast') return true;
    const c = chars(state, p.action.card);
    const instant = c.types.includes('Instant') || c.keywords.has('flash');
    if (!instant) return true;
    const sa = spellAbility(state, p.action.card);
    const reactive = sa?.effects.some((e) => e.kind === 'counter' || e.kind === 'pump');
    return reactive || !mine || t.step === 'main2' || t.step === 'end' || t.stack.length > 0 || t.step === 'main1';
  });
  usable.sort((a, b) => b.score - a.score);
  // 901.9: the first roll of the planar die each turn is free; take it when there's nothing better to do.
  if (usable.length === 0 && d.actions.some((a) => a.kind === 'rollPlanarDie' && a.cost === '{0}'))
    return { kind: 'action', action: { kind: 'rollPlanarDie' } };
  const best = usable[0];
  return { kind: 'action', action: best ? best.action : { kind: 'pass' } };
}

function attack(state: GameState, d: Extract<PendingDecision, { kind: 'declareAttackers' }>): Choice {
  const me = d.player;
  // Aim at the opponent with the lowest life (multiplayer-safe: never "the" opponent).
  const players = d.options[0]?.defenders.filter((x) => x.kind === 'player') ?? [];
  if (players.length === 0) return { kind: 'declareAttackers', attacks: [] };
  const target = [...players].sort(
    (a, b) =>
      state.players[(a as { player: number }).player]!.life - state.players[(b as { player: number }).player]!.life,
  )[0]!;
  const defender = (target as { player: number }).player;
  const blockers = state.battlefield.filter((id) => {
    const c = chars(state, id);
    return c.controller === defender && c.types.includes('Creature') && !state.objects[id]!.tapped;
  });
  const totalPower = d.options.reduce((s, o) => s + Math.max(0, chars(state, o.attacker).power ?? 0), 0);
  const lethal = totalPower >= state.players[defender]!.life + blockers.length * 2;
  const attacks = d.options
    .filter((o) => {
      if (o.mustAttack || lethal) return true;
      const c = chars(state, o.attacker);
      const p = c.power ?? 0;
      if (p <= 0) return false;
      // Safe if no untapped blocker can block it and kill it while surviving.
      return !blockers.some((b) => {
        if (!canBlockAttacker(state, b, o.attacker)) return false;
        const bc = chars(state, b);
        const kills = (bc.power ?? 0) >= (c.toughness ?? 0) || hasKeyword(state, b, 'deathtouch');
        const survives = (bc.toughness ?? 0) > p && !hasKeyword(state, o.attacker, 'deathtouch');
        return (kills && survives) || (kills && creatureWorth(state, b) < creatureWorth(state, o.attacker));
      });
    })
    .filter(
      (o) =>
        state.options.attackMultiplePlayers || o.defenders.some((x) => x.kind === 'player' && x.player === defender),
    )
    .map((o) => ({
      attacker: o.attacker,
      defender: o.defenders.find((x) => x.kind === 'player' && x.player === defender) ?? o.defenders[0]!,
    }));
  if (!me && me !== 0) return { kind: 'declareAttackers', attacks: [] };
  return { kind: 'declareAttackers', attacks };
}

function block(state: GameState, d: Extract<PendingDecision, { kind: 'declareBlockers' }>): Choice {
  const me = d.player;
  // 807.5: the combat of the turn whose attackers this defender is blocking.
  const combat = state.turns.find((x) =>
    x.combat?.attackers.some((a) => d.options.some((o) => o.attackers.includes(a.attacker))),
  )?.combat;
  if (!combat) return { kind: 'declareBlockers', blocks: legalizeBlocks(state, d, []) };
  const attackers = combat.attackers
    .filter((a) => d.options.some((o) => o.attackers.includes(a.attacker)))
    .map((a) => a.attacker)
    .sort((a, b) => (chars(state, b).power ?? 0) - (chars(state, a).power ?? 0));
  const incoming = attackers.reduce((s, a) => s + Math.max(0, chars(state, a).power ?? 0), 0);
  const danger = incoming >= state.players[me]!.life;
  const used = new Set<ObjectId>();
  const blocks: { blocker: ObjectId; attacker: ObjectId }[] = [];
  for (const a of attackers) {
    // 702.111b (with 702.22h: a block on a band blocks all of it): no lone blocks where menace is involved.
    const band = combat.attackers.find((x) => x.attacker === a)?.band;
    const group = band === undefined ? [a] : combat.attackers.filter((x) => x.band === band).map((x) => x.attacker);
    if (group.some((m) => hasKeyword(state, m, 'menace'))) continue;
    const ac = chars(state, a);
    const candidates = d.options.filter((o) => !used.has(o.blocker) && o.attackers.includes(a)).map((o) => o.blocker);
    const good = candidates.find((b) => {
      const bc = chars(state, b);
      const kills = (bc.power ?? 0) >= (ac.toughness ?? 0) || hasKeyword(state, b, 'deathtouch');
      const survives =
        (bc.toughness ?? 0) > (ac.power ?? 0) &&
        !hasKeyword(state, a, 'deathtouch') &&
        !hasKeyword(state, a, 'first strike');
      return (
        (kills && survives) ||
        (kills && creatureWorth(state, b) <= creatureWorth(state, a)) ||
        (survives && !ac.keywords.has('trample'))
      );
    });
    const chump = danger
      ? [...candidates].sort((x, y) => creatureWorth(state, x) - creatureWorth(state, y))[0]
      : undefined;
    const pickB = good ?? chump;
    if (pickB !== undefined) {
      used.add(pickB);
      blocks.push({ blocker: pickB, attacker: a });
    }
  }
  return { kind: 'declareBlockers', blocks: legalizeBlocks(state, d, blocks) }; // 509.1c
}

export function heuristicChoice(state: GameState, d: PendingDecision, rng: Rng): Choice {
  switch (d.kind) {
    case 'mulligan': {
      const hand = state.players[d.player]!.hand;
      const lands = hand.filter((id) => chars(state, id).types.includes('Land')).length;
      return d.mulligansTaken >= 1 || (lands >= 2 && lands <= 5) ? { kind: 'keep' } : { kind: 'mulligan' };
    }
    case 'bottomCards': {
      const sorted = [...d.hand].sort(
        (a, b) => manaValue(chars(state, b).manaCost) - manaValue(chars(state, a).manaCost),
      );
      return { kind: 'bottomCards', cards: sorted.slice(0, d.count) };
    }
    case 'priority':
      return priority(state, d);
    case 'declareAttackers':
      return attack(state, d);
    case 'declareBlockers':
      return block(state, d);
    case 'assignCombatDamage':
      return { kind: 'assignCombatDamage', assignment: lethalFirst(d) };
    case 'chooseObjects': {
      const byValue = [...d.options].sort((a, b) => valueAnywhere(state, a) - valueAnywhere(state, b));
      if (d.purpose === 'search' || d.purpose === 'take') {
        const options = d.differentNames ? firstOfEachName(state, d.options) : d.options; // 201.2
        return { kind: 'chooseObjects', objects: options.slice(0, d.max) };
      }
      if (d.purpose === 'scryBottom' || d.purpose === 'surveilGraveyard') {
        const lands = state.battlefield.filter(
          (id) => chars(state, id).controller === d.player && chars(state, id).types.includes('Land'),
        ).length;
        return {
          kind: 'chooseObjects',
          objects: lands >= 5 ? d.options.filter((id) => chars(state, id).types.includes('Land')).slice(0, d.max) : [],
        };
      }
      // 103.6a: beginning the game with a card on the battlefield is free card advantage.
      if (d.purpose === 'beginOnBattlefield') return { kind: 'chooseObjects', objects: [...d.options] };
      if (d.purpose === 'legendRule') return { kind: 'chooseObjects', objects: [d.options[0]!] };
      // 707.9: a clone copies the best creature it may (entering as nothing, a 0/0 dies, 704.5f).
      if (d.purpose === 'copy')
        return {
          kind: 'chooseObjects',
          objects: [...d.options].sort((a, b) => creatureWorth(state, b) - creatureWorth(state, a)).slice(0, 1),
        };
      return { kind: 'chooseObjects', objects: byValue.slice(0, d.min) };
    }
    case 'chooseTargets': {
      const t = bestTargets(state, d.player, d.targets, 'harm', null);
      return t ? { kind: 'chooseTargets', targets: t } : randomChoice(state, d, rng);
    }
    case 'yesNo':
      return { kind: 'yesNo', yes: true };
    case 'orderObjects':
      return { kind: 'orderObjects', objects: [...d.objects] };
    case 'orderTriggers':
      return { kind: 'orderTriggers', order: d.triggers.map((_, i) => i) };
    // Prevention before doubling keeps damage to itself lowest; the engine lists them in timestamp order.
    case 'chooseOption':
      return { kind: 'chooseOption', chosen: Array.from({ length: d.min }, (_, i) => i) };
    case 'orderReplacements':
      return {
        kind: 'orderReplacements',
        order: d.effects
          .map((_, i) => i)
          .sort((a, b) => Number(/prevent/i.test(d.effects[b]!)) - Number(/prevent/i.test(d.effects[a]!))),
      };
    case 'chooseColor':
    case 'chooseName':
      return randomChoice(state, d, rng);
  }
}

function valueAnywhere(state: GameState, id: ObjectId): number {
  const c = chars(state, id);
  return c.types.includes('Land') ? 0 : manaValue(c.manaCost) + (c.power ?? 0);
}

export const heuristicPlayer: Player = { choose: heuristicChoice };
