/**
 * 704: state-based actions. Checked whenever a player would receive priority (704.3);
 * all applicable actions happen at once, then the check repeats until none apply.
 */
import type { VariantHooks } from '../turn/variant-hooks.js';
import { perform, simultaneously } from '../effects/perform.js';
import { log } from '../log/write.js';
import {
  battlefieldCharacteristics,
  battlefieldReadsVolatile,
  cachesEnabled,
  chars,
  structuralEpochOf,
  touch,
  type Characteristics,
} from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { hasProtectionFrom } from '../events/replacement.js';
import { objName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { ceaseToExist } from '../zones/move.js';
import { losePlayers } from '../players/leave.js';
import { cantLose, poisonLimit } from '../state/team.js';
import { objectInRange, worldRuleVictims } from '../objects/range.js';
import { endLapsedDurations, pruneEffects } from '../objects/continuous-effects.js';
import { grantCityBlessings } from '../players/city-blessing.js';
import { startEngines } from '../players/speed.js';
import { endLapsedRingBearers } from '../players/ring.js';
import { completeFinishedDungeons } from '../players/dungeons.js';
import { checkStateTriggers } from '../triggers/state.js';
import type { Effect } from '../cards/ability-tree.js';
import { ownObject } from '../objects/copy-on-write.js';
import { besideSlot } from '../state/beside.js';
import { supersededRoles } from './roles.js';
import { effectsTask, plainContext } from '../state/tasks.js';

/**
 * A check that found nothing stays valid until the epoch (any mutation a rule can read, see `touch`) or a
 * player's life, poison or draw flag changes; remembering that skips identical re-checks (not in oracle mode).
 * While nothing on the battlefield reads volatile state (`battlefieldReadsVolatile`), the structural epoch and the
 * characteristics map stand for the epoch: tapping a land or starting a new decision doesn't repeat the check.
 */
const quiet = besideSlot<Quiet>('quiet');

/** What a quiet check was made at: the epoch it stands on, each player's flags, the characteristics map. */
interface Quiet {
  /** Whether `epoch` is the epoch (the battlefield may read volatile state) or the structural epoch. */
  readonly volatile: boolean;
  readonly epoch: number;
  /** Per player: life, poison, drew from an empty library (0/1), left (0/1). */
  readonly players: readonly number[];
  /** 704.6c: commander damage, when the game has commanders. */
  readonly commander: string;
  readonly chars: ReadonlyMap<ObjectId, Characteristics>;
}

function commanderDamage(state: GameState): string {
  return state.commander ? Object.values(state.commander.damage).join(',') : '';
}

function quietNow(state: GameState): Quiet {
  const volatile = battlefieldReadsVolatile(state);
  const players: number[] = [];
  for (const p of state.players) players.push(p.life, p.poison, p.drewFromEmptyLibrary ? 1 : 0, p.left ? 1 : 0);
  return {
    volatile,
    epoch: volatile ? state.epoch : structuralEpochOf(state),
    players,
    commander: commanderDamage(state),
    chars: battlefieldCharacteristics(state),
  };
}

/** Carries the quiet-check memo over to `to`, a fresh copy of `from` (cloneState; see inheritDerived). */
export function inheritQuiet(from: GameState, to: GameState): void {
  const q = quiet.get(from);
  if (q) quiet.set(to, q);
}

/** Whether the last check found nothing and nothing it read has changed since (compared without building a record). */
function isQuiet(state: GameState): boolean {
  const q = quiet.get(state);
  if (q === undefined) return false;
  const volatile = battlefieldReadsVolatile(state);
  if (q.volatile !== volatile || q.epoch !== (volatile ? state.epoch : structuralEpochOf(state))) return false;
  if (q.players.length !== 4 * state.players.length) return false;
  let i = 0;
  for (const p of state.players) {
    if (q.players[i] !== p.life || q.players[i + 1] !== p.poison) return false;
    if (q.players[i + 2] !== (p.drewFromEmptyLibrary ? 1 : 0) || q.players[i + 3] !== (p.left ? 1 : 0)) return false;
    i += 4;
  }
  return q.commander === commanderDamage(state) && q.chars === battlefieldCharacteristics(state);
}

/** Performs one round of state-based actions (with the variants' through `hooks`). Returns true if any happened. */
export function checkStateBasedActions(state: GameState, hooks: VariantHooks): boolean {
  // 704.6f (Planechase): a face-up phenomenon with no ability waiting or on the stack makes its controller planeswalk.
  if (hooks.stateBasedActions(state)) return true; // and 904.10 (Archenemy)
  // 704.5t: a dungeon whose bottommost room's ability has left the stack is completed (309.7). Checked before the
  // quiet-state memo: an ability leaving the stack isn't a change that memo watches.
  if (completeFinishedDungeons(state)) return true;
  endLapsedDurations(state); // 611.2b (not itself a state-based action)
  grantCityBlessings(state); // 702.131b (ascend's static ability, not a state-based action)
  endLapsedRingBearers(state); // 701.54a (a designation's end, not a state-based action)
  // 903.9a: commanders put into a graveyard or exile since the last check: their owners may move them (a choice each).
  const commanderMoves = hooks.commanderZoneChoices(state);
  for (const c of commanderMoves.reverse())
    state.tasks.push({ kind: 'commanderZone', object: c.object, owner: c.owner, answer: null });
  if (commanderMoves.length > 0) return true;
  const memo = cachesEnabled(state);
  if (memo && state.tokensLeftBattlefield.length === 0 && isQuiet(state)) return false;
  const found = checkOnce(state, hooks);
  if (!found) {
    checkStateTriggers(state); // 603.8: state triggers are noticed at the same moments
    if (memo) quiet.set(state, quietNow(state));
  }
  return found;
}

function checkOnce(state: GameState, hooks: VariantHooks): boolean {
  let any = false;
  const losers = findLosers(state, hooks);

  const toGraveyard: { id: ObjectId; rule: string; also?: string }[] = [];
  const toDestroy: { id: ObjectId; rule: string }[] = [];
  const unattach: { id: ObjectId; rules: string[] }[] = [];
  const cease: ObjectId[] = [];
  const counterFix: { id: ObjectId; n: number }[] = [];

  // 704.5d / 704.5e: tokens outside the battlefield and copies of cards outside the stack and the battlefield cease to
  // exist (moveObject lists every one that left).
  for (const id of state.tokensLeftBattlefield) if (state.objects[id]) cease.push(id);
  state.tokensLeftBattlefield = [];

  for (const id of state.battlefield) checkPermanent(state, id, toGraveyard, toDestroy, unattach, counterFix);
  // 704.5k / 801.12: the world rule.
  for (const id of worldRuleVictims(state, chars)) toGraveyard.push({ id, rule: '704.5k' });
  for (const id of supersededRoles(state)) toGraveyard.push({ id, rule: '704.5y' }); // 303.7
  // 704.5j: legend rule — handled as a choice task per player and name.
  const legends = legendViolations(state);
  if (startEngines(state)) any = true; // 702.179a

  if (
    losers.length ||
    toGraveyard.length ||
    toDestroy.length ||
    unattach.length ||
    cease.length ||
    counterFix.length ||
    legends.length
  )
    any = true;
  if (!any) return false;

  const replacedLoss = replaceLosses(state, losers, toDestroy);
  for (const id of cease) {
    log(state, 'sba', `${objName(state, id)} ceases to exist`, [
      state.objects[id]!.kind === 'token' ? '704.5d' : '704.5e',
    ]);
    ceaseToExist(state, id);
  }
  for (const { id, rules } of unattach) becomeUnattached(state, id, rules);
  for (const { id, n } of counterFix) {
    perform(state, { kind: 'counters', object: id, counter: '+1/+1', delta: -n }, ['704.5q']);
    perform(state, { kind: 'counters', object: id, counter: '-1/-1', delta: -n }, ['704.5q']);
  }
  simultaneously(state, (perform) => {
    const moved = new Set<ObjectId>();
    for (const { id, rule, also } of toGraveyard) {
      if (moved.has(id) || !state.objects[id]) continue;
      moved.add(id);
      perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sba' }, also ? [rule, also] : [rule]);
    }
    for (const { id, rule } of toDestroy) {
      if (moved.has(id) || !state.objects[id]) continue;
      moved.add(id);
      perform(state, { kind: 'destroy', object: id }, [rule]);
    }
  });
  for (const l of legends) state.tasks.push({ kind: 'legendRule', player: l.player, name: l.name, answer: null });
  losePlayers(
    state,
    losers.filter((l) => !replacedLoss.has(l.p)).map((l) => ({ player: l.p, reason: l.why, rule: l.rule })),
    hooks,
  );
  pruneEffects(state);
  return true;
}

type Loser = { p: PlayerId; why: string; rule: string };

/** 704.5a–c, 704.6c: the players who lose (104.3 / 810.8a: not one who can't lose the game). */
function findLosers(state: GameState, hooks: VariantHooks): Loser[] {
  // 704.5a–c: players who lose.
  const losers: Loser[] = [];
  for (let i = 0; i < state.players.length; i++) {
    const p = state.players[i]!;
    if (p.left) continue;
    // 704.5c / 810.8d: poison counters at the variant's limit (Two-Headed Giant: 15, shared by the team).
    // 104.3 / 810.8a: a player (team) that can't lose the game doesn't (Platinum Angel, Transcendence).
    if (p.life <= 0 && !cantLose(state, p.id, '704.5a'))
      losers.push({ p: p.id, why: `life total is ${p.life}`, rule: '704.5a' });
    else if (p.drewFromEmptyLibrary && !cantLose(state, p.id, '704.5b'))
      losers.push({ p: p.id, why: 'attempted to draw from an empty library', rule: '704.5b' });
    else if (p.poison >= poisonLimit(state) && !cantLose(state, p.id, '704.5c'))
      losers.push({ p: p.id, why: `${p.poison} poison counters`, rule: '704.5c' });
    p.drewFromEmptyLibrary = false;
  }
  // 704.6c / 903.10a: 21 or more combat damage from the same commander (a player who can't lose doesn't).
  for (const l of hooks.losers(state))
    if (!losers.some((x) => x.p === l.p) && !cantLose(state, l.p, l.rule)) losers.push(l);

  return losers;
}

/** 704.5f–i, 704.5m–q, 704.5v: the state-based actions that look at one permanent. */
function checkPermanent(
  state: GameState,
  id: ObjectId,
  toGraveyard: { id: ObjectId; rule: string; also?: string }[],
  toDestroy: { id: ObjectId; rule: string }[],
  unattach: { id: ObjectId; rules: string[] }[],
  counterFix: { id: ObjectId; n: number }[],
): void {
  const o = state.objects[id]!;
  const c = chars(state, id);
  if (c.types.includes('Creature')) {
    const tough = c.toughness ?? 0;
    if (tough <= 0) toGraveyard.push({ id, rule: '704.5f' });
    // 702.12b: an indestructible creature isn't destroyed, so these SBAs don't apply to it.
    else if (c.keywords.has('indestructible')) {
      /* survives lethal and deathtouch damage */
    } else if (o.damage >= tough && o.damage > 0) toDestroy.push({ id, rule: '704.5g' });
    else if (o.deathtouchDamaged && o.damage > 0) toDestroy.push({ id, rule: '704.5h' });
  }
  if (c.types.includes('Planeswalker') && (o.counters['loyalty'] ?? 0) <= 0) toGraveyard.push({ id, rule: '704.5i' });
  if (c.types.includes('Battle') && (o.counters['defense'] ?? 0) <= 0) toGraveyard.push({ id, rule: '704.5v' });
  // 704.5m: an Aura attached to an illegal object or player, or not attached, goes to the graveyard.
  if (c.subtypes.includes('Aura')) {
    // 702.103f: a bestowed Aura becomes unattached and stops being bestowed instead (an exception to 704.5m).
    const illegal = auraIllegal(state, id);
    if (illegal) {
      if (o.bestowed) unattach.push({ id, rules: ['702.103f'] });
      else toGraveyard.push({ id, rule: '704.5m', ...(illegal === true ? {} : { also: illegal }) });
    }
  } else if (o.attachedTo !== null) {
    const rules = attachmentIllegal(state, id, o.attachedTo);
    if (rules) unattach.push({ id, rules });
  }
  // 704.5q: +1/+1 and -1/-1 counters annihilate in pairs.
  const plus = o.counters['+1/+1'] ?? 0;
  const minus = o.counters['-1/-1'] ?? 0;
  if (plus > 0 && minus > 0) counterFix.push({ id, n: Math.min(plus, minus) });
}

/**
 * 614.1a: "If you would lose the game, instead …" replaces the loss. 400.6: if the replacement would move an
 * object that these same state-based actions also move, its controller chooses which happens.
 */
function replaceLosses(
  state: GameState,
  losers: readonly Loser[],
  toDestroy: { id: ObjectId; rule: string }[],
): Set<PlayerId> {
  const replacedLoss = new Set<PlayerId>();
  for (const l of losers) {
    const r = loseReplacement(state, l.p);
    if (!r) continue;
    replacedLoss.add(l.p);
    log(state, 'replaced', `${state.players[l.p]!.name} would lose the game (${l.why}); instead: ${r.text}`, [
      l.rule,
      '614.1a',
      '614.6',
    ]);
    const movesSelf = (e: Effect): boolean =>
      (e.kind === 'exile' || e.kind === 'returnToHand' || e.kind === 'destroy') && e.what.kind === 'self';
    let effects: Effect[] = [...r.effects];
    // (A conflict with a put-into-graveyard action such as 704.5f is not offered: that move happens first.)
    const di = toDestroy.findIndex((x) => x.id === r.source);
    if (di >= 0 && effects.some(movesSelf)) {
      const rule = toDestroy[di]!.rule;
      toDestroy.splice(di, 1);
      const name = objName(state, r.source).replace(/#\d+$/, '');
      log(
        state,
        'conflict',
        `${name} would be both exiled by the replacement and destroyed (${rule}): ${state.players[l.p]!.name} chooses which`,
        ['400.6', rule],
      );
      effects = [
        {
          kind: 'optional',
          who: { kind: 'you' },
          effects: effects.filter(movesSelf),
          text: `${name} would both be moved by "${r.text}" and be destroyed (${rule}): apply the replacement's move (yes) or let it be destroyed (no) — 400.6`,
        },
        { kind: 'destroy', what: { kind: 'self' } },
        ...effects.filter((e) => !movesSelf(e)),
      ];
    }
    state.tasks.push(effectsTask(plainContext(l.p, r.source, r.name), effects));
  }
  return replacedLoss;
}

/** 704.5m–n: an illegally attached permanent becomes unattached (702.103f: a bestowed Aura stops being bestowed). */
function becomeUnattached(state: GameState, id: ObjectId, rules: string[]): void {
  const o = state.objects[id] ? ownObject(state, id) : undefined;
  if (o?.bestowed) {
    // 702.103f: it is no longer bestowed: an enchantment creature again (702.103b's effect ends).
    o.attachedTo = null;
    delete o.bestowed;
    touch(state);
    log(
      state,
      'sba',
      `${objName(state, id)} becomes unattached and stops being bestowed: it is an enchantment creature`,
      ['702.103f'],
    );
  } else if (o) {
    o.attachedTo = null;
    touch(state);
    log(state, 'sba', `${objName(state, id)} becomes unattached`, rules);
  }
}

/** The first (by timestamp) "if you would lose the game" replacement among permanents `player` controls. */
function loseReplacement(
  state: GameState,
  player: PlayerId,
): { source: ObjectId; name: string; text: string; effects: readonly Effect[] } | null {
  let best: { source: ObjectId; name: string; text: string; effects: readonly Effect[]; ts: number } | null = null;
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (c.controller !== player) continue;
    for (const a of c.abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'replaceLoseGame') continue;
      const ts = state.objects[id]!.timestamp;
      if (!best || ts < best.ts) best = { source: id, name: c.name, text: a.text, effects: a.effect.effects, ts };
    }
  }
  return best;
}

/**
 * 704.5m: is the Aura attached illegally (or not at all)? `true` for an ordinary illegal attachment; the rule's
 * number when a more specific rule makes it illegal (702.16c / 303.4d: the object has protection from the Aura).
 */
function auraIllegal(state: GameState, id: ObjectId): boolean | string {
  const o = state.objects[id]!;
  if (o.attachedTo === null) return true;
  const host = state.objects[o.attachedTo];
  if (!host || host.zone !== 'battlefield') return true;
  for (const a of chars(state, id).abilities) {
    if (a.kind === 'keyword' && a.keyword === 'enchant') {
      // 801.8: an Aura can't enchant an object outside its controller's range of influence.
      if (!objectInRange(state, chars(state, id).controller, o.attachedTo, chars)) return true;
      if (
        !matchesObjectFilter(
          state,
          a.what,
          o.attachedTo,
          chars(state, o.attachedTo),
          chars(state, id).controller,
          id,
          chars,
        )
      )
        return true;
      break;
    }
  }
  // 702.16c / 303.4d: a permanent with protection can't be enchanted by Auras with the stated quality.
  return hasProtectionFrom(state, o.attachedTo, id) ? '702.16c' : false;
}

/**
 * 704.5n: Equipment attached to an illegal permanent (not a creature, or itself a creature) or a Fortification
 * attached to something other than a land becomes unattached; 704.5p: other permanents attached to something.
 * 801.9: also one attached to a permanent outside its controller's range. 702.16d: also one with a quality the
 * permanent has protection from. Returns the rules that apply, or null if the attachment is legal.
 */
function attachmentIllegal(state: GameState, id: ObjectId, hostId: ObjectId): string[] | null {
  const c = chars(state, id);
  const host = state.objects[hostId];
  if (!host || host.zone !== 'battlefield' || c.types.includes('Creature')) return ['704.5n', '704.5p'];
  const equipment = c.subtypes.includes('Equipment');
  const fortification = c.subtypes.includes('Fortification');
  const hostTypes = chars(state, hostId).types;
  if (!(equipment && hostTypes.includes('Creature')) && !(fortification && hostTypes.includes('Land')))
    return ['704.5n', '704.5p'];
  if (!objectInRange(state, c.controller, hostId, chars)) return ['704.5n', '704.5p'];
  if (hasProtectionFrom(state, hostId, id)) return ['704.5n', '702.16d'];
  return null;
}

export function legendViolations(state: GameState): { player: PlayerId; name: string; ids: ObjectId[] }[] {
  const groups = new Map<string, ObjectId[]>();
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (!c.supertypes.includes('Legendary') || c.name === '') continue;
    const key = `${c.controller}\u0000${c.name}`;
    const g = groups.get(key);
    if (g) g.push(id);
    else groups.set(key, [id]);
  }
  const out: { player: PlayerId; name: string; ids: ObjectId[] }[] = [];
  for (const [key, ids] of groups) {
    if (ids.length < 2) continue;
    const [p, name] = key.split('\u0000') as [string, string];
    out.push({ player: Number(p), name, ids });
  }
  return out;
}
