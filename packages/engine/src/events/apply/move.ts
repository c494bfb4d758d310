/** Applying `move` event: 702.34a: a spell cast with flashback is exiled instead of going anywhere else when it leaves the stack. */
import { noteTurnCount } from '../../objects/turn-counts.js';
import { endSourceDurations } from '../../objects/continuous-effects.js';
import { log } from '../../log/write.js';
import { chars, rememberLastKnown, type Characteristics } from '../../objects/characteristics.js';
import { objName, playerName, turnHistory } from '../../state/access.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { moveObject, objectOfCard } from '../../zones/move.js';
import { queueAsEnters } from '../as-enters.js';
import { dayNightAsEnters, enterTransformedAtNight } from '../day-night.js';
import { noteArrival } from '../card-zone-rules.js';
import type { EventRules } from '../event-rules.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf, MoveCause } from '../types.js';
import { ownObject } from '../../objects/copy-on-write.js';
import { countersPut } from './counters.js';
import { deathRecord } from '../../objects/deaths-this-turn.js';
import { noteEntered } from '../entry-history.js';
import { noteDescended } from '../../objects/descended.js';
import { doorName, lockedDoors } from '../../objects/doors.js';

const MOVE_RULES: Record<MoveCause, string> = {
  play: '305.1',
  cast: '601.2a',
  resolve: '608.3',
  counter: '701.5a',
  destroy: '701.8a',
  sacrifice: '701.21a',
  discard: '701.9a',
  mill: '701.17a',
  draw: '121.1',
  exile: '701.13a',
  bounce: '400.7',
  sba: '704.3',
  search: '701.23a',
  effect: '400.7',
  fizzle: '608.2b',
  mulligan: '103.5',
  leave: '800.4a',
};

function describeMove(
  state: GameState,
  name: string,
  from: string,
  to: string,
  owner: string,
  newId: ObjectId,
): string {
  const plain = name.startsWith('face-down') ? 'a face-down permanent' : name.replace(/#\d+$/, '');
  if (to === 'battlefield')
    return `${plain} enters the battlefield under ${playerName(state, state.objects[newId]!.controller)}'s control`;
  if (from === 'battlefield' && to === 'graveyard')
    return `${plain} is put into ${owner}'s graveyard from the battlefield`;
  if (to === 'graveyard') return `${plain} goes to ${owner}'s graveyard from the ${from}`;
  if (to === 'exile') return `${plain} is exiled from the ${from}`;
  if (to === 'hand') return `${plain} returns to ${owner}'s hand from the ${from}`;
  if (to === 'library') return `${plain} is put into ${owner}'s library from the ${from}`;
  return `${plain} moves from the ${from} to the ${to}`;
}

/**
 * A spell exiled instead of going anywhere else as it leaves the stack: cast with flashback (702.34a) or jump-start
 * (702.133a), or an aftermath half cast from a graveyard (702.127a); one going to a graveyard that an effect exiles
 * instead (614.1a). The rule, or null when the move is not replaced.
 */
function exiledInsteadRule(state: GameState, o: GameObject, e: EventOf<'move'>): string | null {
  if (o.zone !== 'stack' || e.to === 'exile') return null;
  if (o.stack?.flashback) return '702.34a';
  if (o.stack?.jumpStart) return '702.133a';
  if (o.stack?.exileInstead && e.to === 'graveyard') return '614.1a';
  const half = o.castHalf !== undefined ? state.cards[o.defKey]?.halves?.[o.castHalf] : undefined;
  if (half?.aftermath && o.stack?.castFrom === 'graveyard') return '702.127a';
  return null;
}

export function applyMove(
  state: GameState,
  e: EventOf<'move'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  const o = state.objects[e.object];
  if (!o) return NOTHING;
  const instead = exiledInsteadRule(state, o, e);
  if (instead) return applyMove(state, { ...e, to: 'exile', cause: 'exile' }, [...rules, instead], perform, ctx);
  if ((e.to === 'battlefield' || e.to === 'stack') && e.controller !== undefined && state.players[e.controller]?.left) {
    // 800.4b: an object that would enter under the control of a player who left stays where it is.
    log(
      state,
      'move-refused',
      `${objName(state, e.object)} would be put onto the ${e.to} under the control of a player who has left the game: it stays in its zone`,
      [...rules, '800.4b'],
    );
    return NOTHING;
  }
  const from = o.zone;
  const lki = from === 'battlefield' ? chars(state, e.object) : null;
  const graveyardLki = from === 'graveyard' ? chars(state, e.object) : null; // 603.10a: as it was there
  // 608.2h: a spell's own LKI too (e.g. reflexive "this spell deals …"), and a card's that leaves a graveyard ("Exile
  // target card from a graveyard. If it was a creature card, …").
  if (lki || from === 'stack' || from === 'graveyard') rememberLastKnown(state, e.object);
  const name = objName(state, e.object);
  const countersAsItLeft = { ...o.counters };
  // 708.2 / 406.3: a card moved face down (manifest, morph) stays hidden in the log.
  const hidden =
    ((from === 'library' || from === 'hand') && (e.to === 'library' || e.to === 'hand')) ||
    (e.faceDown === true && !o.faceDown && (from === 'library' || from === 'hand'));
  // 603.10a: what was attached to it, for "when enchanted creature dies" (moving detaches them).
  const attached = lki ? state.battlefield.filter((x) => state.objects[x]!.attachedTo === e.object) : [];
  const damagedBy = lki ? (o.damagedBy ?? []) : [];
  const newId = moveObject(state, e.object, e.to, e);
  const cite = [...rules, e.cause === 'resolve' && e.to !== 'battlefield' ? '608.2n' : MOVE_RULES[e.cause], '400.7'];
  if (newId === null) {
    log(state, 'move-refused', `${name} can't move to ${e.to}`, [...rules, '400.4a']);
    return NOTHING;
  }
  if (e.to === 'battlefield') entersWith(state, newId, e);
  const owner = playerName(state, o.owner);
  const to = state.objects[newId]!.zone; // 903.9c: a melded or merged commander's card may go elsewhere than `e.to`
  const text = hidden
    ? `${owner}: a card moves from ${from} to ${to}`
    : describeMove(state, name, from, to, owner, newId);
  log(
    state,
    'move',
    text,
    cite,
    hidden
      ? { from, to, cause: e.cause }
      : {
          from,
          to,
          cause: e.cause,
          object: newId,
          ...(o.faceDown || e.faceDown ? {} : { card: state.cards[o.defKey]!.name }),
        },
  );
  if (lki) noteLeftBattlefield(state, e, lki, o.kind === 'token');
  noteArrival(state, newId); // 903.9a
  if (to === 'graveyard') noteDescended(state, newId); // 700.11
  if (from === 'battlefield') logComponents(state, o, cite); // 712.4, 729.3
  if (lki)
    ctx.detectTriggers(state, {
      kind: 'leaves',
      oldId: e.object,
      defKey: o.defKey,
      lki,
      to: e.to,
      newId,
      counters: countersAsItLeft,
      ...(attached.length ? { attached } : {}),
      ...(damagedBy.length ? { damagedBy: [...damagedBy] } : {}),
      ...(o.kind === 'token' ? { token: true } : {}),
      ...(e.cause === 'sacrifice' ? { sacrificed: true } : {}),
      ...(ctx.lookBack ? { lookBack: ctx.lookBack } : {}),
    });
  if (lki) ctx.leftBattlefield(state, e.object, perform); // 610.3
  if (lki || from === 'exile') endSourceDurations(state, e.object); // 611.2b; 702.99c: a card leaving exile is no longer encoded
  if (from === 'stack' && e.to === 'battlefield') ctx.spellBecamePermanent(state, e.object, newId); // 609.7a
  if (e.to === 'battlefield') queueAsEnters(state, newId); // 614.12: its "as enters" choices
  if (e.to === 'battlefield') dayNightAsEnters(state, newId, perform, ctx.detectTriggers); // 702.145, 726.2
  if (e.to === 'battlefield') noteEntered(state, newId); // 603.6a: "entered … this turn"
  if (e.to === 'battlefield')
    ctx.detectTriggers(state, { kind: 'enters', object: newId, ...(e.batch !== undefined ? { batch: e.batch } : {}) });
  if (e.to === 'battlefield' && e.unlockedDoor !== undefined) enteredUnlocked(state, ctx, newId, e.unlockedDoor);
  if (e.to === 'battlefield' && e.counters) countersPut(state, ctx, newId, e.counters, chars(state, newId).controller); // 122.6a
  if (e.cause === 'discard' && from === 'hand') discarded(state, ctx, e, newId, o.owner); // 701.9a
  if (e.cause === 'discard' && from === 'hand') noteTurnCount(state, 'discarded', o.owner); // 701.9a "this turn"
  if (graveyardLki) leftGraveyard(state, ctx, e, newId, o.owner, graveyardLki); // 603.10a
  if (graveyardLki && o.kind === 'card') noteTurnCount(state, 'leftGraveyard', o.owner); // 603.10a "this turn"
  return { id: newId, amount: 0 };
}

/** 709.5d / 709.5h: a Room entered with the door that was cast unlocked — its controller unlocked that door. */
function enteredUnlocked(state: GameState, ctx: EventRules, id: ObjectId, door: number): void {
  const o = state.objects[id];
  if (!o?.unlocked?.includes(door)) return;
  log(state, 'unlock', `${doorName(state, id, door)} is unlocked as the Room enters`, ['709.5d', '709.5h'], {
    object: id,
    door,
  });
  const player = chars(state, id).controller;
  ctx.detectTriggers(state, {
    kind: 'doorUnlocked',
    object: id,
    door,
    player,
    fully: lockedDoors(state, id).length === 0,
  });
}

/** "This turn" history (e.g. "if a creature died this turn"), on every turn in progress (807). */
function noteLeftBattlefield(state: GameState, e: EventOf<'move'>, lki: Characteristics, token: boolean): void {
  for (const t of state.turns) {
    const h = turnHistory(t);
    if (e.to === 'graveyard' && lki.types.includes('Creature')) {
      h.creaturesDied++;
      (h.died ??= []).push(deathRecord(lki, token));
    }
    if (e.cause === 'sacrifice') (h.sacrificed ??= []).push(deathRecord(lki, token)); // 701.17a: by its controller
    if (!h.permanentLeft.includes(lki.controller)) h.permanentLeft.push(lki.controller);
    if (!lki.types.includes('Land')) h.nonlandLeft = true;
  }
}

/** 603.10a: a card left its owner's graveyard (`batch`: the cards one event moves, 603.2c). */
function leftGraveyard(
  state: GameState,
  ctx: EventRules,
  e: EventOf<'move'>,
  newId: ObjectId,
  owner: PlayerId,
  lki: Characteristics,
): void {
  ctx.detectTriggers(state, {
    kind: 'leftGraveyard',
    card: e.object,
    newId,
    owner,
    lki,
    ...(e.batch !== undefined ? { batch: e.batch } : {}),
  });
}

/** 701.9a: a card was discarded (`batch`: the cards one event discards, 603.2c). */
function discarded(state: GameState, ctx: EventRules, e: EventOf<'move'>, card: ObjectId, player: PlayerId): void {
  ctx.detectTriggers(state, {
    kind: 'discarded',
    card,
    player,
    ...(e.batch !== undefined ? { batch: e.batch } : {}),
    ...(e.by !== undefined ? { by: e.by } : {}),
  });
}

/** How a permanent enters: with counters (614.1c, 122.6); transformed, if it has daybound and it's night (702.145). */
function entersWith(state: GameState, id: ObjectId, e: EventOf<'move'>): void {
  if (e.counters) {
    const moved = ownObject(state, id);
    for (const [k, n] of Object.entries(e.counters)) if (n > 0) moved.counters[k] = (moved.counters[k] ?? 0) + n;
  }
  enterTransformedAtNight(state, id);
}

/** 712.4 / 729.3: the other cards of a melded or merged permanent that left the battlefield. */
function logComponents(state: GameState, o: GameObject, cite: readonly string[]): void {
  if (o.melded) logComponent(state, o.melded.cardId, cite, '712.4');
  for (const c of o.merged ?? []) if (!c.self && c.cardId !== null) logComponent(state, c.cardId, cite, '729.3');
}

/**
 * 712.4 / 729.3 / 903.9c: another card of a melded or merged permanent that left the battlefield, now an object of its
 * own.
 */
function logComponent(state: GameState, cardId: number, cite: readonly string[], rule: '712.4' | '729.3'): void {
  const id = objectOfCard(state, cardId);
  if (id === undefined) return;
  const p = state.objects[id]!;
  log(
    state,
    'move',
    `${state.cards[p.defKey]!.name} leaves the battlefield with it and goes to ${p.zone === 'command' ? 'the command zone' : p.zone}`,
    [...cite, rule],
    { from: 'battlefield', to: p.zone, cause: 'effect', object: id, card: state.cards[p.defKey]!.name },
  );
  noteArrival(state, id); // 903.9a / 903.9c
}
