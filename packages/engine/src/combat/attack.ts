/** 508: declaring attackers, with restrictions (508.1c) and requirements (508.1d). */
import type { Choice, EngineError, PendingDecision } from '../decisions/types.js';
import { perform } from '../effects/perform.js';
import { log } from '../log/write.js';
import { battlefieldStaticsOf, chars, touchCombat } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import type { Filter, StaticEffect } from '../cards/ability-tree.js';
import { isOpponent, objName, playerName, turnHistory } from '../state/access.js';
import type { GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';
import { playerInRange } from '../objects/range.js';
import { sameTarget } from '../stack/targets.js';
import { grantedStatics, hasStatic, staticsOn } from '../objects/statics.js';
import { checkCondition } from '../objects/conditions.js';
import { battleProtector } from '../objects/defenders.js';
import { exert, mayExertAsAttacks, validateExert } from './exert.js';
import { enlist, enlistCount, validateEnlist } from './enlist.js';
import { ownObject } from '../objects/copy-on-write.js';

function staticRestriction(state: GameState, id: ObjectId, kinds: readonly string[]): boolean {
  // The battlefield's static abilities of these kinds, in battlefield order (objects/characteristics.ts).
  const field = battlefieldStaticsOf(state, kinds as readonly StaticEffect['kind'][]);
  for (let i = 0; i < field.length; i++) {
    const { source: src, chars: c, ability: a } = field[i]!;
    if (a.condition && !checkCondition(state, a.condition, c.controller, chars, src)) continue; // 611.3b
    const eff = a.effect as { affected: import('../cards/ability-tree.js').ObjectRef };
    const ref = eff.affected;
    const o = state.objects[src]!;
    if (ref.kind === 'self' && src === id) return true;
    if ((ref.kind === 'enchanted' || ref.kind === 'equipped') && o.attachedTo === id) return true;
    if (
      ref.kind === 'all' &&
      matchesObjectFilter(state, ref.filter, id, chars(state, id), c.controller, src, chars) &&
      playerInRange(state, c.controller, chars(state, id).controller)
    )
      return true; // 801.10
  }
  // 611.2: restrictions granted by resolved effects ("can't block this turn").
  return (
    grantedStatics(state, id, kinds as readonly import('../cards/ability-tree.js').StaticEffect['kind'][]).length > 0
  );
}

export function cantAttack(state: GameState, id: ObjectId): boolean {
  return staticRestriction(state, id, ['cantAttack', 'cantAttackOrBlock']);
}
export function cantBlock(state: GameState, id: ObjectId): boolean {
  // 702.147a: decayed means, among other things, "This creature can't block."
  return chars(state, id).keywords.has('decayed') || staticRestriction(state, id, ['cantBlock', 'cantAttackOrBlock']);
}

const GOADED: readonly StaticEffect['kind'][] = ['goaded'];

/**
 * 701.15a: the players goading `id`: those whose goad effects it has (until their next turn), and the controllers of
 * Auras and Equipment attached to it that say it "is goaded" (611.3b: while their conditions hold).
 */
export function goadersOf(state: GameState, id: ObjectId): PlayerId[] {
  const out = (state.objects[id]!.goadedBy ?? []).slice();
  // The battlefield's "enchanted / equipped creature is goaded" statics, in battlefield order (objects/characteristics.ts).
  const field = battlefieldStaticsOf(state, GOADED);
  for (let i = 0; i < field.length; i++) {
    const { source: src, chars: c, ability: a } = field[i]!;
    if (state.objects[src]!.attachedTo !== id) continue;
    if (a.effect.kind !== 'goaded' || out.includes(c.controller)) continue;
    if (a.condition && !checkCondition(state, a.condition, c.controller, chars, src)) continue;
    if (a.effect.affected.kind === 'enchanted' || a.effect.affected.kind === 'equipped') out.push(c.controller);
  }
  return out;
}

/**
 * 701.15b: a goaded creature attacks a player other than a goading player if able: when it may attack such a player,
 * those are its only choices. Only where creatures may attack several players (802); where all attack one player
 * (802.1 off), the requirements of several creatures would have to be weighed together (508.1d), and only "attacks
 * each combat if able" is enforced.
 */
function goadedDefenders(state: GameState, id: ObjectId, ok: TargetRef[]): TargetRef[] {
  const goaders = goadersOf(state, id);
  if (!goaders.length || !state.options.attackMultiplePlayers) return ok;
  const others = ok.filter((x) => x.kind === 'player' && !goaders.includes(x.player));
  return others.length > 0 ? others : ok;
}

const MUST_ATTACK_PLAYER: readonly StaticEffect['kind'][] = ['mustAttackPlayer'];

/**
 * 508.1d: an attacker's choices and whether it must attack: it attacks each combat if able ("mustAttack"), if goaded
 * (701.15b), or if it "attacks [player] this turn if able" (702.141a encore) and may attack that player — then that
 * player is its only choice. Where all creatures attack one player (802.1 off) and it may attack another player too,
 * the requirements of several creatures would have to be weighed together, and the player requirement is not enforced
 * (as goad's "a player other than", above).
 */
function requiredDefenders(
  state: GameState,
  id: ObjectId,
  ok: TargetRef[],
): { defenders: TargetRef[]; mustAttack: boolean } {
  const must = mustAttack(state, id) || goadersOf(state, id).length > 0; // 701.15b
  const players = grantedStatics(state, id, MUST_ATTACK_PLAYER).flatMap((e) =>
    e.kind === 'mustAttackPlayer' ? [e.player] : [],
  );
  const required = ok.filter((x) => x.kind === 'player' && players.includes(x.player));
  if (required.length === 0) return { defenders: ok, mustAttack: must };
  if (!state.options.attackMultiplePlayers && ok.some((x) => !players.includes(defenderPlayer(state, x))))
    return { defenders: ok, mustAttack: must };
  return { defenders: required, mustAttack: true };
}

/** The player a defender is or belongs to: a planeswalker's controller, a battle's protector (506.2). */
function defenderPlayer(state: GameState, x: TargetRef): PlayerId {
  if (x.kind === 'player') return x.player;
  if (x.kind !== 'object') return -1;
  return chars(state, x.id).types.includes('Battle')
    ? battleProtector(state, x.id, chars)
    : chars(state, x.id).controller;
}

export function mustAttack(state: GameState, id: ObjectId): boolean {
  return staticRestriction(state, id, ['mustAttack']);
}

/** The nearest player still in the game to p's left (dir 1) or right (dir -1). */
function neighbour(state: GameState, p: PlayerId, dir: 1 | -1): PlayerId | null {
  const n = state.players.length;
  for (let k = 1; k < n; k++) {
    const q = (p + dir * k + n) % n;
    if (!state.players[q]!.left) return q === p ? null : q;
  }
  return null;
}

/**
 * Which players `attacker` may attack at all. 506.2 / 802.2: opponents; 801.3: within range of influence;
 * 803.1a / 803.1b: only the opponent immediately to the left (right), and none if the nearest opponent that way
 * is more than one seat away; 809.3c / 811.4: only opponents seated immediately next to them.
 */
export function attackablePlayers(state: GameState, attacker: PlayerId): PlayerId[] {
  const o = state.options;
  let allowed: PlayerId[] | null = null;
  if (o.attackDirection === 'left' || o.attackDirection === 'right') {
    const q = neighbour(state, attacker, o.attackDirection === 'left' ? 1 : -1);
    allowed = q === null ? [] : [q];
  }
  if (o.attackNeighboursOnly) {
    const near = [neighbour(state, attacker, 1), neighbour(state, attacker, -1)].filter(
      (q): q is PlayerId => q !== null,
    );
    allowed = allowed ? allowed.filter((q) => near.includes(q)) : near;
  }
  return state.players
    .filter(
      (p) =>
        !p.left &&
        isOpponent(state, attacker, p.id) &&
        playerInRange(state, attacker, p.id) &&
        (!allowed || allowed.includes(p.id)),
    )
    .map((p) => p.id);
}

/** 506.3 / 802 / 803 / 809.3c / 811.4: whom `attackerController` may attack: those players, their planeswalkers and battles. */
export function attackableDefenders(state: GameState, attackerController: PlayerId): TargetRef[] {
  const players = attackablePlayers(state, attackerController);
  const out: TargetRef[] = players.map((p) => ({ kind: 'player' as const, player: p }));
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (c.types.includes('Planeswalker')) {
      if (players.includes(c.controller)) out.push({ kind: 'object', id });
    } else if (c.types.includes('Battle')) {
      // 310.8 / 508.1b: a battle can be attacked by anyone but its protector and the protector's teammates.
      const protector = battleProtector(state, id, chars);
      if (protector !== attackerController && players.includes(protector)) out.push({ kind: 'object', id });
    }
  }
  return out;
}

/**
 * 508.1c: "can't attack unless defending player controls [a permanent]" / "… is the monarch" (722.1): the creature may
 * attack only those players (their planeswalkers, battles they protect) who control a matching permanent / the monarch;
 * "can't attack if defending player controls [a permanent]": only those who control none.
 */
function defendersFor(state: GameState, attacker: ObjectId, defenders: TargetRef[]): TargetRef[] {
  const limits = staticsOn(state, attacker, ['attackOnlyIfDefenderControls']);
  if (limits.length === 0) return defenders;
  const me = chars(state, attacker).controller;
  return defenders.filter((d) => {
    const player =
      d.kind === 'player'
        ? d.player
        : chars(state, d.id).types.includes('Battle')
          ? battleProtector(state, d.id, chars)
          : chars(state, d.id).controller;
    const controls = (filter: Filter): boolean =>
      state.battlefield.some((x) => {
        const c = chars(state, x);
        return c.controller === player && matchesObjectFilter(state, filter, x, c, me, attacker, chars);
      });
    return limits.every(
      (l) =>
        l.kind === 'attackOnlyIfDefenderControls' &&
        (l.monarch ? state.monarch === player : l.none ? !controls(l.filter) : controls(l.filter)),
    );
  });
}

/** Creatures that could attack: untapped, not summoning sick (302.6), no defender (702.3b), no restriction. */
export function potentialAttackers(state: GameState, player: PlayerId): ObjectId[] {
  return state.battlefield.filter((id) => {
    const o = state.objects[id]!;
    const c = chars(state, id);
    if (c.controller !== player || !c.types.includes('Creature') || o.tapped) return false;
    if (o.summoningSick && !c.keywords.has('haste')) return false;
    if (c.keywords.has('defender') && !hasStatic(state, id, ['attackAsThoughNoDefender'])) return false; // 702.3b
    return !cantAttack(state, id);
  });
}

/**
 * 508.1: the attack declaration. 805.10a–b: with shared team turns the active team declares one combined
 * attack, through `player` (805.2: the primary player), with every team member's creatures.
 */
export function attackDecision(
  state: GameState,
  player: PlayerId,
  team: readonly PlayerId[] = [player],
): PendingDecision | null {
  const options: { attacker: ObjectId; defenders: TargetRef[]; mustAttack: boolean; exert?: boolean }[] = [];
  for (const p of team) {
    if (state.players[p]!.left) continue;
    const defenders = attackableDefenders(state, p);
    if (defenders.length === 0) continue;
    for (const a of potentialAttackers(state, p)) {
      const ok = defendersFor(state, a, defenders);
      if (ok.length > 0)
        options.push({
          attacker: a,
          ...requiredDefenders(state, a, goadedDefenders(state, a, ok)),
          ...(chars(state, a).keywords.has('banding') || bandsWithOther(state, a).length > 0 ? { banding: true } : {}),
          ...(mayExertAsAttacks(state, a) ? { exert: true } : {}),
          ...(enlistCount(state, a) > 0 ? { enlist: enlistCount(state, a) } : {}), // 702.154a
        });
    }
  }
  if (options.length === 0) return null;
  return {
    kind: 'declareAttackers',
    player,
    prompt: team.length > 1 ? "Declare your team's attackers (805.10b)" : 'Declare attackers',
    options,
  };
}

export function validateAttack(
  state: GameState,
  d: Extract<PendingDecision, { kind: 'declareAttackers' }>,
  c: Extract<Choice, { kind: 'declareAttackers' }>,
): EngineError | null {
  if (!Array.isArray(c.attacks)) return { code: 'MALFORMED', message: 'attacks must be a list' };
  const seen = new Set<ObjectId>();
  for (const a of c.attacks) {
    const opt = d.options.find((o) => o.attacker === a.attacker);
    if (!opt) return { code: 'ILLEGAL_CHOICE', message: `${objName(state, a.attacker)} can't attack`, rule: '508.1a' };
    if (seen.has(a.attacker))
      return { code: 'ILLEGAL_CHOICE', message: `${objName(state, a.attacker)} is declared twice`, rule: '508.1a' };
    seen.add(a.attacker);
    if (!a.defender || !opt.defenders.some((x) => sameTarget(x, a.defender)))
      return state.objects[a.attacker] && goadersOf(state, a.attacker).length
        ? {
            code: 'ILLEGAL_TARGET',
            message: `${objName(state, a.attacker)} is goaded: it attacks a player who didn't goad it if able`,
            rule: '701.15b',
          }
        : { code: 'ILLEGAL_TARGET', message: `${objName(state, a.attacker)} can't attack that`, rule: '508.1b' };
  }
  if (!state.options.attackMultiplePlayers) {
    // 803.1 / 802: without the attack-multiple-players option, all attacks go to one player (and their permanents).
    const players = new Set(
      c.attacks.map((a) => (a.defender.kind === 'player' ? a.defender.player : chars(state, a.defender.id).controller)),
    );
    if (players.size > 1)
      return { code: 'ILLEGAL_CHOICE', message: 'you may attack only one player this combat', rule: '802.1' };
  }
  const bandError = validateBands(state, c) ?? validateExert(state, c) ?? validateEnlist(state, c);
  if (bandError) return bandError;
  // 508.1d: requirements are obeyed as far as possible without breaking restrictions.
  for (const o of d.options)
    if (o.mustAttack && !seen.has(o.attacker))
      return {
        code: 'ILLEGAL_CHOICE',
        message: `${objName(state, o.attacker)} attacks each combat if able`,
        rule: '508.1d',
      };
  return null;
}

/** 702.22c: the qualities of a creature's "bands with other [quality]" abilities. */
export function bandsWithOther(state: GameState, id: ObjectId): Filter[] {
  const out: Filter[] = [];
  for (const a of chars(state, id).abilities)
    if (a.kind === 'keyword' && a.keyword === 'bandsWithOther') out.push(a.what);
  return out;
}

/** Does `id` match the quality `what` of a "bands with other" ability of `source`'s? */
export function hasQuality(state: GameState, what: Filter, id: ObjectId, source: ObjectId): boolean {
  return matchesObjectFilter(state, what, id, chars(state, id), chars(state, source).controller, source, chars);
}

/**
 * 702.22c: a band of creatures with "bands with other [quality]" and other [quality] creatures: some member has the
 * ability, and every other member has the same ability or has the quality.
 */
function bandsWithOtherBand(state: GameState, band: readonly ObjectId[]): boolean {
  for (const m of band) {
    for (const q of bandsWithOther(state, m)) {
      const key = JSON.stringify(q);
      if (
        band.every(
          (x) =>
            x === m || hasQuality(state, q, x, m) || bandsWithOther(state, x).some((f) => JSON.stringify(f) === key),
        )
      )
        return true;
    }
  }
  return false;
}

/**
 * 702.22c: any number of attacking creatures with banding and up to one without it may attack as a band; each
 * creature is in at most one band. 702.22d / 802.3b: all creatures in a band attack the same player, planeswalker or
 * battle (so a band can't attack different players even with the attack-multiple-players option).
 */
function validateBands(state: GameState, c: Extract<Choice, { kind: 'declareAttackers' }>): EngineError | null {
  if (c.bands === undefined) return null;
  if (!Array.isArray(c.bands)) return { code: 'MALFORMED', message: 'bands must be a list of lists of attackers' };
  const inBand = new Set<ObjectId>();
  for (const band of c.bands) {
    if (band.length < 2)
      return { code: 'ILLEGAL_CHOICE', message: 'a band is two or more attacking creatures', rule: '702.22c' };
    let without = 0;
    let target: TargetRef | null = null;
    for (const id of band) {
      const attack = c.attacks.find((a) => a.attacker === id);
      if (!attack)
        return {
          code: 'ILLEGAL_CHOICE',
          message: `${objName(state, id)} is not declared as an attacker, so it can't be in a band`,
          rule: '702.22c',
        };
      if (inBand.has(id))
        return { code: 'ILLEGAL_CHOICE', message: `${objName(state, id)} can be in only one band`, rule: '702.22c' };
      inBand.add(id);
      if (!chars(state, id).keywords.has('banding')) without++;
      if (target && !sameTarget(target, attack.defender)) {
        const playerOf = (t: TargetRef): PlayerId =>
          t.kind === 'player'
            ? t.player
            : t.kind === 'object'
              ? chars(state, t.id).types.includes('Battle')
                ? battleProtector(state, t.id, chars)
                : chars(state, t.id).controller
              : -1;
        const differentPlayers = playerOf(target) !== playerOf(attack.defender);
        return {
          code: 'ILLEGAL_CHOICE',
          rule: differentPlayers ? '802.3b' : '702.22d',
          message: differentPlayers
            ? "creatures in a band can't attack different players"
            : 'all creatures in a band must attack the same player, planeswalker or battle',
        };
      }
      target = attack.defender;
    }
    if (without > 1 && !bandsWithOtherBand(state, band))
      return {
        code: 'ILLEGAL_CHOICE',
        message:
          'a band may include at most one creature without banding (or creatures with "bands with other [quality]" and other [quality] creatures)',
        rule: '702.22c',
      };
  }
  return null;
}

export function declareAttackers(
  state: GameState,
  turnIndex: number,
  player: PlayerId,
  attacks: readonly { attacker: ObjectId; defender: TargetRef }[],
  bands: readonly (readonly ObjectId[])[] = [],
  exerted: readonly ObjectId[] = [],
  enlisted: readonly { readonly attacker: ObjectId; readonly creature: ObjectId }[] = [],
): void {
  const t = state.turns[turnIndex]!;
  // 508.1: the players attacked this combat are remembered even if an attacker later leaves combat ("you've been attacked this step").
  const attackedPlayers = [
    ...new Set(attacks.flatMap((a) => (a.defender.kind === 'player' ? [a.defender.player] : []))),
  ];
  t.combat = {
    attackers: [],
    blockers: [],
    firstStrikeDealt: [],
    firstStrikeStep: false,
    ...(attackedPlayers.length > 0 ? { attackedPlayers } : {}),
  };
  for (const a of attacks) {
    const band = bands.findIndex((b) => b.includes(a.attacker));
    t.combat.attackers.push({
      attacker: a.attacker,
      defender: a.defender,
      blocked: false,
      blockedBy: [],
      ...(band >= 0 ? { band } : {}),
    });
    // 506.4: it is an attacking creature from now on ("attacking creatures get …"): the attacking player's own thing
    // for the kept legal-action lists (others read combat only through volatile reads: priority/kept-actions.ts).
    touchCombat(state, player);
    ownObject(state, a.attacker).attackedThisTurn = true; // 702.142a: boast
    // 508.1f: attacking causes the creature to tap unless it has vigilance.
    if (!chars(state, a.attacker).keywords.has('vigilance'))
      perform(state, { kind: 'tap', object: a.attacker }, ['508.1f']);
    const what = a.defender.kind === 'player' ? playerName(state, a.defender.player) : objName(state, a.defender.id);
    log(state, 'attack', `${objName(state, a.attacker)} attacks ${what}`, ['508.1'], {
      attacker: a.attacker,
      defender: a.defender,
    });
  }
  if (attacks.length > 0) {
    const h = turnHistory(t);
    if (!h.attacked.includes(player)) h.attacked.push(player);
  }
  // The combat record and "this turn" history (raid conditions) changed — unless no creature attacks: an empty
  // combat record reads as none (no attacking creature, no player attacked).
  if (attacks.length > 0) touchCombat(state, player);
  // Their total power as declared, with the bonuses that apply while attacking (no "whenever … attacks" trigger yet).
  const power: Record<PlayerId, number> = {};
  for (const { attacker } of attacks) {
    const c = chars(state, attacker);
    power[c.controller] = (power[c.controller] ?? 0) + (c.power ?? 0);
  }
  if (attacks.length > 0) t.combat.declaredPower = power;
  if (attacks.length === 0) log(state, 'attack', `${playerName(state, player)} declares no attackers`, ['508.1']);
  for (const b of bands)
    log(state, 'band', `${b.map((id) => objName(state, id)).join(', ')} attack as a band`, ['508.1g', '702.22c'], {
      band: [...b],
    });
  for (const id of exerted) exert(state, chars(state, id).controller, id); // 701.43a: "you may exert ~ as it attacks"
  for (const e of enlisted) enlist(state, e); // 702.154a: "as this creature attacks, you may tap …"
  for (const a of attacks) detectTriggers(state, { kind: 'attacks', attacker: a.attacker, count: attacks.length }); // 508.3a
  // 702.83a: a creature "attacks alone" if it is the only creature declared as an attacker.
  if (attacks.length === 1) detectTriggers(state, { kind: 'attacksAlone', attacker: attacks[0]!.attacker });
  // 603.2c: "whenever one or more creatures attack" triggers once for the declaration.
  if (attacks.length > 0)
    detectTriggers(state, { kind: 'attackersDeclared', attackers: attacks.map((a) => a.attacker) });
}
