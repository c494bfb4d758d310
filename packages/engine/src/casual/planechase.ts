/**
 * 901: the Planechase casual variant. Plane cards (311) and phenomenon cards (312) stay in the command
 * zone (901.4): the planar decks are face-down card objects there, and the face-up ones function from it
 * (901.7). This module holds the planar decks and controllers, the planar die (901.3a, 901.9), the
 * planeswalking ability (901.8), planeswalking (701.24 / 901.11), phenomena (312.5 and the 704.6f state-based
 * action), the player-leaves rules (800.4p, 901.10, 901.14b) and the range-of-influence exemption (801.18).
 *
 * Rule numbers follow the current Comprehensive Rules as chapter 9 of the seeds cites them: planes are 311,
 * phenomena 312, "Planeswalk" is 701.24 and the phenomenon state-based action is 704.6f.
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import type { Action, EngineError, LegalAction } from '../decisions/types.js';
import { log } from '../log/write.js';
import { touch } from '../objects/characteristics.js';
import { randomInt } from '../rng.js';
import { playerName } from '../state/access.js';
import type {
  GameObject,
  GameState,
  ObjectId,
  OwnedObject,
  PendingTrigger,
  PlanechaseState,
  PlayerId,
} from '../state/types.js';
import { payCost, planCost, type CostPlan } from '../stack/costs.js';
import { runEffectsTask } from '../effects/execute.js';
import { holdsPriority, priorityTurnIndex } from '../stack/timing.js';
import { detectTriggers } from '../triggers/detect.js';
import { createObject } from '../zones/move.js';
import { markerCount } from '../multiplayer/markers.js';
import { isPlanarCard, rangeExempt } from '../objects/range.js';
import { ownObject, removeObject } from '../objects/copy-on-write.js';

/** 901.3a: the six faces of the planar die. */
export type PlanarFace = 'planeswalker' | 'chaos' | 'blank';

/** Name used for the planeswalking ability (901.8) on the stack and in the log. */
export const PLANESWALKING_ABILITY = 'planeswalking ability';

function isPhenomenon(state: GameState, id: ObjectId): boolean {
  return state.cards[state.objects[id]!.defKey]!.types.includes('Phenomenon');
}

// ---------------------------------------------------------------------------
// Setup (901.3, 901.5, 901.15)
// ---------------------------------------------------------------------------

/** 901.3 / 901.15a: a planar deck the rules allow, or the rule it breaks. */
export function checkPlanarDeck(
  names: readonly string[],
  lookup: (name: string) => CardDefinition | undefined,
  players: number,
  shared: boolean,
  who: string,
): { message: string; rule: string } | null {
  const rule = shared ? '901.15a' : '901.3';
  const min = shared ? Math.min(40, 10 * players) : 10;
  if (names.length < min)
    return { message: `${who} planar deck has ${names.length} card(s); it needs at least ${min}`, rule };
  let phenomena = 0;
  const seen = new Set<string>();
  for (const n of names) {
    const def = lookup(n);
    if (!def) return { message: `${who} planar deck names an unknown card: "${n}"`, rule };
    if (!isPlanarCard(def))
      return { message: `${who} planar deck holds "${n}", which is neither a plane nor a phenomenon`, rule };
    if (seen.has(n))
      return {
        message: `${who} planar deck holds "${n}" more than once; each card must have a different English name`,
        rule,
      };
    seen.add(n);
    if (def.types.includes('Phenomenon')) phenomena++;
  }
  const maxPhen = shared ? 2 * players : 2;
  if (phenomena > maxPhen)
    return { message: `${who} planar deck holds ${phenomena} phenomenon cards; at most ${maxPhen} are allowed`, rule };
  return null;
}

/** Creates the planar decks in the command zone, face down, in the order given (shuffled with the libraries). */
export function createPlanarDecks(state: GameState, decks: readonly (readonly string[])[], shared: boolean): void {
  const pc: PlanechaseState = { shared, decks: [], faceUp: [], controllers: [null], rolls: state.players.map(() => 0) };
  state.planechase = pc;
  decks.forEach((names, owner) => {
    pc.decks.push(
      names.map((n) => createObject(state, n, owner, 'command', 'card', state.nextCardId++, { faceDown: true })),
    );
  });
}

function deckOf(state: GameState, player: PlayerId): ObjectId[] {
  const pc = state.planechase!;
  return pc.shared ? pc.decks[0]! : (pc.decks[player] ?? []);
}

/** 103.2-like: each planar deck is shuffled at the start of the game (901.5 turns up "the top card"). */
export function shufflePlanarDecks(state: GameState, shuffle: (ids: ObjectId[]) => void): void {
  for (const d of state.planechase?.decks ?? []) shuffle(d);
}

/** 901.6 / 901.12b: whom the planar controller designation goes to as player `p`'s turn begins. */
function controllerFor(state: GameState, p: PlayerId): PlayerId {
  // 901.12b: with shared team turns, the primary player of the active team (805.2: the team's first seat).
  if (state.options.sharedTeamTurns) {
    const team = state.players[p]!.team;
    const first = state.players.find((q) => q.team === team && !q.left);
    return first ? first.id : p;
  }
  return p;
}

/** 901.5 / 901.14a: once all players have kept their hands, the starting plane(s) are set. No ability triggers. */
export function setStartingPlanes(state: GameState, setters: readonly PlayerId[]): void {
  const pc = state.planechase;
  if (!pc) return;
  pc.controllers = setters.map((p) => controllerFor(state, p));
  for (const p of pc.controllers) {
    if (p === null) continue;
    const deck = deckOf(state, p);
    for (let guard = deck.length; guard > 0; guard--) {
      const top = deck.shift();
      if (top === undefined) break;
      const id = turnFaceUp(state, top, p);
      if (!isPhenomenon(state, id)) {
        log(
          state,
          'planechase',
          `${playerName(state, p)} turns ${state.cards[state.objects[id]!.defKey]!.name} face up: the starting plane`,
          ['901.5'],
          { object: id },
        );
        break;
      }
      // 901.5: a phenomenon goes to the bottom of the planar deck and the process repeats.
      log(
        state,
        'planechase',
        `${playerName(state, p)} turns ${state.cards[state.objects[id]!.defKey]!.name} face up and puts it on the bottom of their planar deck`,
        ['901.5'],
      );
      toBottom(state, id);
    }
  }
}

/** Turns a planar deck card face up under `controller`: 901.7a, it is a new object. */
function turnFaceUp(state: GameState, id: ObjectId, controller: PlayerId): ObjectId {
  const old = state.objects[id]!;
  const i = state.command.indexOf(id);
  if (i >= 0) state.command.splice(i, 1);
  removeObject(state, id);
  const nid = createObject(state, old.defKey, old.owner, 'command', 'card', old.cardId, { controller });
  state.planechase!.faceUp.push(nid);
  touch(state);
  return nid;
}

/** 701.24b: a face-up plane or phenomenon goes face down to the bottom of its owner's planar deck (a new object, 901.7a). */
function toBottom(state: GameState, id: ObjectId): ObjectId {
  const pc = state.planechase!;
  const old = state.objects[id]!;
  pc.faceUp = pc.faceUp.filter((x) => x !== id);
  const i = state.command.indexOf(id);
  if (i >= 0) state.command.splice(i, 1);
  removeObject(state, id);
  const nid = createObject(state, old.defKey, old.owner, 'command', 'card', old.cardId, { faceDown: true });
  deckOf(state, old.owner).push(nid);
  touch(state);
  return nid;
}

// ---------------------------------------------------------------------------
// The planar controller (901.6, 800.4p)
// ---------------------------------------------------------------------------

export function planarControllers(state: GameState): PlayerId[] {
  return (state.planechase?.controllers ?? []).filter((p): p is PlayerId => p !== null);
}

/** Sets the planar controller of turn slot `ti`; the face-up planes it controlled follow (901.6). */
function designate(state: GameState, ti: number, p: PlayerId | null, rules: readonly string[]): void {
  const pc = state.planechase!;
  const old = pc.controllers[ti] ?? null;
  while (pc.controllers.length <= ti) pc.controllers.push(null);
  pc.controllers[ti] = p;
  if (old === p) return;
  for (const id of pc.faceUp) {
    const o = state.objects[id]!;
    if (old !== null ? o.controller === old : (state.options.turnMarkers ?? 0) === 0)
      ownObject(state, id).controller = p ?? o.controller;
  }
  if (pc.shared && p !== null)
    for (const id of [...pc.decks[0]!, ...pc.faceUp])
      if (state.objects[id]!.owner !== p) setOwner(ownObject(state, id), p); // 901.15b
  touch(state);
  if (p !== null) log(state, 'planechase', `${playerName(state, p)} is the planar controller`, rules);
}

/** 901.15b: with the single planar deck, the planar controller is considered to own every card in it. */
function setOwner(o: OwnedObject, p: PlayerId): void {
  (o as { owner: PlayerId }).owner = p;
}

/** 901.6 / 901.12b / 901.9: as a turn begins its active player becomes the planar controller; roll counts start over. */
export function planarTurnBegins(state: GameState, ti: number, active: readonly PlayerId[]): void {
  const pc = state.planechase;
  if (!pc || active.length === 0) return;
  for (const p of active) pc.rolls[p] = 0;
  if ((state.options.turnMarkers ?? 0) === 0) pc.rolls = pc.rolls.map(() => 0);
  designate(
    state,
    (state.options.turnMarkers ?? 0) > 0 ? ti : 0,
    controllerFor(state, active[0]!),
    state.options.sharedTeamTurns ? ['901.12b'] : ['901.6'],
  );
}

/**
 * 800.4p / 901.6 / 901.12b: if a planar controller would leave, the next player in turn order who isn't leaving
 * becomes the planar controller first. 901.14b: in Grand Melee, when the marker count drops, they just stop being one.
 * 901.10b: abilities of planes and phenomena on the stack that they controlled go to the new planar controller.
 */
export function planarControllerLeaves(state: GameState, gone: readonly PlayerId[]): void {
  const pc = state.planechase;
  if (!pc) return;
  const n = state.players.length;
  // 901.14b: does their leaving reduce the number of turn markers (807.4e–g)?
  const gm = (state.options.turnMarkers ?? 0) > 0;
  const liveAfter = state.players.filter((p) => !p.left && !gone.includes(p.id)).length;
  const markersNow = state.turns.filter((t) => !t.removed).length;
  const reduces = gm && Math.max(1, markerCount(liveAfter)) < markersNow;
  pc.controllers.forEach((c, ti) => {
    if (c === null || !gone.includes(c)) return;
    let next: PlayerId | null = null;
    for (let k = 1; k < n; k++) {
      const q = (c + k) % n;
      if (!state.players[q]!.left && !gone.includes(q)) {
        next = q;
        break;
      }
    }
    if (reduces) {
      // 901.14b: the leaving player stops being a planar controller; their face-up planes go to the bottom.
      pc.controllers[ti] = null;
      for (const id of [...pc.faceUp])
        if (state.objects[id]!.controller === c && !gone.includes(state.objects[id]!.owner)) toBottom(state, id);
      log(state, 'planechase', `${playerName(state, c)} stops being a planar controller; no one planeswalks`, [
        '901.14b',
      ]);
      return;
    }
    if (next === null) return;
    designate(state, ti, controllerFor(state, next), ['800.4p', '901.6']);
    for (const t of state.turns) {
      for (const id of t.stack) {
        const o = state.objects[id]!;
        if (
          o.kind === 'ability' &&
          o.controller === c &&
          o.stack?.sourceName !== PLANESWALKING_ABILITY &&
          rangeExempt(state, id)
        )
          ownObject(state, id).controller = next;
      }
    }
    for (const tr of state.pendingTriggers)
      if (tr.controller === c && isPlanarCard(state.cards[tr.defKey]))
        (tr as { controller: PlayerId }).controller = next;
  });
}

/**
 * 901.10: after players leave, their planar cards have left the game with their other objects. If a face-up one
 * was among them, the planar controller turns the top card of their planar deck face up (they planeswalk,
 * 901.11a); a planeswalking ability whose plane left ceases to exist (901.10a).
 */
export function planarCardsLeft(state: GameState, gone: readonly PlayerId[]): void {
  const pc = state.planechase;
  if (!pc || gone.length === 0) return;
  const hadFaceUp = pc.faceUp.length;
  pc.faceUp = pc.faceUp.filter((id) => state.objects[id] !== undefined);
  pc.decks = pc.decks.map((d) => d.filter((id) => state.objects[id] !== undefined));
  for (const t of state.turns) {
    for (const id of [...t.stack]) {
      const o = state.objects[id];
      if (
        o?.kind === 'ability' &&
        o.stack?.sourceName === PLANESWALKING_ABILITY &&
        o.stack.source !== null &&
        !state.objects[o.stack.source]
      ) {
        t.stack.splice(t.stack.indexOf(id), 1);
        removeObject(state, id);
        log(state, 'planechase', 'The planeswalking ability ceases to exist: its plane left the game', ['901.10a']);
      }
    }
  }
  if (pc.faceUp.length < hadFaceUp && (state.options.turnMarkers ?? 0) === 0) {
    const c = planarControllers(state)[0];
    if (c !== undefined && !state.players[c]!.left) {
      log(state, 'planechase', 'A face-up planar card left the game with its owner', ['901.10']);
      turnUpNext(state, c, ['901.10', '901.11a']);
    }
  }
  touch(state);
}

// ---------------------------------------------------------------------------
// Planeswalking (701.24, 901.11)
// ---------------------------------------------------------------------------

/** Can `player` planeswalk (701.24a: only a planar controller; 901.12c: a teammate's "you")? Returns the slot. */
function planarSlot(state: GameState, player: PlayerId): number {
  const pc = state.planechase!;
  const i = pc.controllers.indexOf(player);
  if (i >= 0) return i;
  if (state.options.sharedTeamTurns)
    return pc.controllers.findIndex((c) => c !== null && state.players[c]!.team === state.players[player]!.team);
  return -1;
}

/**
 * 701.24b: put each face-up plane and phenomenon card on the bottom of its owner's planar deck face down, then
 * move the top card of your planar deck off it and turn it face up. 901.11c: with several face-up planes the
 * player planeswalks away from all of them (in Grand Melee, 901.14: from those they control).
 */
export function planeswalk(state: GameState, player: PlayerId, rules: readonly string[] = ['701.24b']): void {
  const pc = state.planechase;
  if (!pc) return; // 701.24a: only in a Planechase game
  const slot = planarSlot(state, player);
  if (slot < 0) {
    log(state, 'planechase', `${playerName(state, player)} isn't a planar controller and can't planeswalk`, [
      '701.24a',
    ]);
    return;
  }
  const walker = pc.controllers[slot]!;
  const grandMelee = (state.options.turnMarkers ?? 0) > 0;
  const away = pc.faceUp.filter((id) => !grandMelee || state.objects[id]!.controller === walker);
  for (const id of away) {
    const o = state.objects[id]!;
    const name = state.cards[o.defKey]!.name;
    const controller = o.controller;
    const nid = toBottom(state, id);
    log(state, 'planeswalk', `${playerName(state, walker)} planeswalks away from ${name}`, [...rules, '901.11b'], {
      object: nid,
    });
    detectTriggers(state, { kind: 'planeswalkedFrom', oldId: id, defKey: o.defKey, name, controller }); // 901.11
  }
  turnUpNext(state, walker, rules);
}

/** Moves the top card of `player`'s planar deck off it and turns it face up (a plane: planeswalked to; a phenomenon: encountered). */
function turnUpNext(state: GameState, player: PlayerId, rules: readonly string[]): void {
  const deck = deckOf(state, player);
  const top = deck.shift();
  if (top === undefined) {
    log(state, 'planechase', `${playerName(state, player)}'s planar deck is empty`, rules);
    return;
  }
  const id = turnFaceUp(state, top, player);
  const name = state.cards[state.objects[id]!.defKey]!.name;
  if (isPhenomenon(state, id)) {
    log(state, 'planeswalk', `${playerName(state, player)} planeswalks and encounters ${name}`, [...rules, '312.5'], {
      object: id,
    });
    detectTriggers(state, { kind: 'encountered', object: id });
  } else {
    log(state, 'planeswalk', `${playerName(state, player)} planeswalks to ${name}`, [...rules, '901.11b'], {
      object: id,
    });
    detectTriggers(state, { kind: 'planeswalkedTo', object: id });
  }
}

/**
 * 704.6f (312.7): if a phenomenon card is face up in the command zone and it isn't the source of a triggered
 * ability that has triggered but not yet left the stack, the planar controller planeswalks. Returns true if it acted.
 */
export function phenomenonSBA(state: GameState): boolean {
  const pc = state.planechase;
  if (!pc || pc.faceUp.length === 0) return false;
  for (const id of pc.faceUp) {
    if (!isPhenomenon(state, id)) continue;
    if (state.pendingTriggers.some((t) => t.source === id)) continue;
    if (state.turns.some((t) => t.stack.some((s) => state.objects[s]?.stack?.source === id))) continue;
    const c = state.objects[id]!.controller;
    if (state.players[c]?.left) continue;
    log(
      state,
      'sba',
      `${state.cards[state.objects[id]!.defKey]!.name} has no ability waiting or on the stack: ${playerName(state, c)} planeswalks`,
      ['704.6f', '312.7'],
    );
    planeswalk(state, c, ['704.6f', '701.24b']);
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------
// The planar die (901.9): a special action
// ---------------------------------------------------------------------------

/** 901.9: {0}, then {1} more for each earlier time this turn. */
export function rollCost(state: GameState, player: PlayerId): number {
  return state.planechase?.rolls[player] ?? 0;
}

/** Why `player` can't roll the planar die now, or null. 901.9 / 901.12d. */
export function rollTimingError(state: GameState, player: PlayerId): string | null {
  if (!state.planechase) return "this isn't a Planechase game";
  if (!holdsPriority(state, player)) return 'you can roll the planar die only while you hold priority';
  const t = state.turns[priorityTurnIndex(state, player)]!;
  if (!t.activePlayers.includes(player)) return 'only an active player may roll the planar die';
  if (t.phase !== 'precombatMain' && t.phase !== 'postcombatMain')
    return 'the planar die may be rolled only in a main phase';
  if (t.stack.length > 0) return 'the planar die may be rolled only while the stack is empty';
  return null;
}

type Roll = Extract<Action, { kind: 'rollPlanarDie' }>;

export function validateRoll(state: GameState, player: PlayerId, a: Roll): EngineError | { plan: CostPlan } {
  const why = rollTimingError(state, player);
  if (why) return { code: why.startsWith('this') ? 'ILLEGAL_CHOICE' : 'WRONG_TIME', message: why, rule: '901.9' };
  const cost = rollCost(state, player);
  const plan = planCost(state, {
    player,
    source: null,
    mana: cost > 0 ? `{${cost}}` : null,
    x: 0,
    parts: [],
    payment: a.payment,
    costObjects: undefined,
  });
  if ('code' in plan) return plan;
  return { plan };
}

/** 901.9: pay, roll, and act on the face. The player keeps priority (116.2). */
export function rollPlanarDie(state: GameState, player: PlayerId, v: { plan: CostPlan }): PlanarFace {
  const pc = state.planechase!;
  const cost = rollCost(state, player);
  payCost(state, player, null, v.plan, runEffectsTask);
  pc.rolls[player] = cost + 1;
  return rollDie(state, player, `for {${cost}}`);
}

/** 901.3a: one face planeswalker, one chaos, four blank. */
export function rollDie(state: GameState, player: PlayerId, how: string): PlanarFace {
  const k = randomInt(state.rng, 6);
  const face: PlanarFace = k === 0 ? 'planeswalker' : k === 1 ? 'chaos' : 'blank';
  const who = playerName(state, player);
  switch (face) {
    case 'blank':
      log(state, 'planar-die', `${who} rolls the planar die ${how}: blank`, ['901.9', '901.9a'], { player, face });
      break;
    case 'chaos':
      log(state, 'planar-die', `${who} rolls the planar die ${how}: {CHAOS}`, ['901.9', '901.9b', '311.7'], {
        player,
        face,
      });
      detectTriggers(state, { kind: 'rolledChaos', player });
      break;
    case 'planeswalker': {
      log(state, 'planar-die', `${who} rolls the planar die ${how}: the Planeswalker symbol`, ['901.9', '901.9c'], {
        player,
        face,
      });
      // 901.8: the planeswalking ability has no source and is controlled by the player who rolled.
      const plane = pc0(state);
      if (plane === undefined) break; // no face-up plane to planeswalk away from (cannot happen after 901.5)
      const trig: PendingTrigger = {
        controller: player,
        source: plane,
        defKey: state.objects[plane]!.defKey,
        sourceName: PLANESWALKING_ABILITY,
        targets: [],
        effects: [{ kind: 'planeswalk' }],
        optional: false,
        text: 'Whenever you roll the Planeswalker symbol on the planar die, planeswalk.',
        triggerObject: null,
        triggerPlayer: player,
      };
      state.pendingTriggers.push(trig);
      break;
    }
  }
  return face;
}

function pc0(state: GameState): ObjectId | undefined {
  return state.planechase?.faceUp[0];
}

export function rollActions(state: GameState, player: PlayerId): LegalAction[] {
  if (!state.planechase || rollTimingError(state, player)) return [];
  const cost = rollCost(state, player);
  const plan = planCost(state, {
    player,
    source: null,
    mana: cost > 0 ? `{${cost}}` : null,
    x: 0,
    parts: [],
    payment: { kind: 'auto' },
    costObjects: undefined,
  });
  if ('code' in plan) return [];
  return [{ kind: 'rollPlanarDie', cost: `{${cost}}` }];
}
