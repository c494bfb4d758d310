/**
 * 708: face-down spells and permanents. 702.37 morph: a card with morph may be cast face
 * down as a 2/2 creature spell for {3}, and turned face up any time its controller has
 * priority by paying its morph cost (a special action, 116.2b). 701.40 manifest: a card put
 * onto the battlefield face down; a creature card manifested this way may be turned face up
 * for its mana cost.
 */
import type { CostSpec } from '../cards/ability-tree.js';
import type { Action, EngineError, LegalAction } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { chosenNames, objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { payCost, planCost, type CostPlan, type EffectsRunner } from './costs.js';
import { holdsPriority } from './timing.js';
import { detectTriggers } from '../triggers/detect.js';
import { perform } from '../effects/perform.js';
import { ownObject } from '../objects/copy-on-write.js';

/** 702.37a / 702.168a: the morph or disguise cost printed on a card, if it has morph or disguise. */
export function morphCost(state: GameState, id: ObjectId): CostSpec | null {
  const o = state.objects[id];
  const def = o ? state.cards[o.defKey] : undefined;
  for (const a of def?.abilities ?? [])
    if (a.kind === 'keyword' && (a.keyword === 'morph' || a.keyword === 'disguise')) return a.cost;
  return null;
}

/** 702.168a: the card has disguise (cast face down, it is a 2/2 creature with ward {2}). */
export function hasDisguise(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  const def = o ? state.cards[o.defKey] : undefined;
  return (def?.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === 'disguise');
}

/** The cost to turn a face-down permanent face up, or null if it can't be turned up this way. */
export function faceUpCost(state: GameState, id: ObjectId): CostSpec | null {
  const o = state.objects[id]!;
  const morph = morphCost(state, id);
  if (morph) return morph; // 702.37e (also for a manifested card with morph, 701.40c)
  const def = state.cards[o.defKey]!;
  if (o.faceDownKind === 'manifest' && def.types.includes('Creature') && def.manaCost)
    return { mana: def.manaCost, parts: [] }; // 701.40b
  return null;
}

type TurnUp = Extract<Action, { kind: 'turnFaceUp' }>;

function isMegamorph(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  const def = o ? state.cards[o.defKey] : undefined;
  return (def?.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === 'morph' && a.mega === true);
}

/** 313.5b / 905.4a: a face-down conspiracy card in the command zone (turned face up for no cost, 702.106c). */
function faceDownConspiracy(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  return !!o && o.zone === 'command' && o.faceDown && (state.cards[o.defKey]?.types.includes('Conspiracy') ?? false);
}

const NO_COST: CostSpec = { parts: [] };

/** 702.106c / 116.2h: any time they have priority, a player may turn a face-down conspiracy they control face up. */
function validateConspiracyUp(
  state: GameState,
  player: PlayerId,
  a: TurnUp,
): EngineError | { plan: CostPlan; cost: CostSpec } {
  if (state.objects[a.object]!.controller !== player)
    return { code: 'ILLEGAL_CHOICE', message: "you don't control that face-down conspiracy", rule: '702.106c' };
  if (!holdsPriority(state, player))
    return {
      code: 'WRONG_TIME',
      message: 'you can turn a conspiracy face up only while you hold priority',
      rule: '702.106c',
    };
  const plan = planCost(state, {
    player,
    source: null,
    mana: null,
    x: 0,
    parts: [],
    payment: a.payment,
    costObjects: undefined,
  });
  return 'code' in plan ? plan : { plan, cost: NO_COST };
}

export function validateTurnFaceUp(
  state: GameState,
  player: PlayerId,
  a: TurnUp,
): EngineError | { plan: CostPlan; cost: CostSpec } {
  if (faceDownConspiracy(state, a.object)) return validateConspiracyUp(state, player, a);
  const o = state.objects[a.object];
  if (!o || o.zone !== 'battlefield' || !o.faceDown)
    return { code: 'ILLEGAL_CHOICE', message: `object ${a.object} is not a face-down permanent`, rule: '708.2' };
  if (chars(state, a.object).controller !== player)
    return { code: 'ILLEGAL_CHOICE', message: "you don't control that face-down permanent", rule: '702.37e' };
  if (!holdsPriority(state, player))
    return {
      code: 'WRONG_TIME',
      message: 'you can turn a permanent face up only while you hold priority',
      rule: '116.2b',
    };
  const cost = faceUpCost(state, a.object);
  if (!cost) return { code: 'ILLEGAL_CHOICE', message: 'it has no way to be turned face up', rule: '702.37e' };
  const plan = planCost(state, {
    player,
    source: null,
    mana: cost.mana ?? null,
    x: 0,
    parts: cost.parts,
    payment: a.payment,
    costObjects: undefined,
  });
  if ('code' in plan) return plan;
  return { plan, cost };
}

/** 708.8: turning a permanent face up doesn't make it a new object; it keeps counters, damage and status. */
export function turnFaceUp(
  state: GameState,
  player: PlayerId,
  a: TurnUp,
  v: { plan: CostPlan },
  run: EffectsRunner,
): void {
  if (faceDownConspiracy(state, a.object)) return revealConspiracy(state, player, a.object);
  payCost(state, player, null, v.plan, run);
  const o = ownObject(state, a.object);
  const mega = isMegamorph(state, a.object);
  const disguised = o.faceDownKind === 'disguise';
  o.faceDown = false;
  delete o.faceDownKind;
  touch(state);
  log(
    state,
    'face-up',
    `${playerName(state, player)} turns ${objName(state, a.object)} face up`,
    disguised ? ['116.2b', '702.168d', '708.8'] : ['116.2b', '702.37e', '708.8'],
    { object: a.object },
  );
  // 702.37b: "As this permanent is turned face up, if its megamorph cost was paid to turn it face up, put a +1/+1 counter on it."
  // (faceUpCost prefers the morph cost, so a card with megamorph is always turned up for it.)
  if (mega) perform(state, { kind: 'counters', object: a.object, counter: '+1/+1', delta: 1, by: player }, ['702.37b']);
  detectTriggers(state, { kind: 'turnedFaceUp', object: a.object }); // 708.8: "when ~ is turned face up" abilities
}

/** 702.106c: the conspiracy turns face up and reveals the name its hidden agenda chose; its abilities now function (313.5). */
function revealConspiracy(state: GameState, player: PlayerId, id: ObjectId): void {
  const o = ownObject(state, id);
  o.faceDown = false;
  o.timestamp = state.nextTimestamp++;
  touch(state);
  const names = chosenNames(o.chosen); // 702.106f: a double agenda reveals both names
  const named = names.length > 0 ? names.join(' and ') : undefined;
  log(
    state,
    'face-up',
    `${playerName(state, player)} turns ${objName(state, id)} face up${named !== undefined ? `, revealing the chosen name${names.length > 1 ? 's' : ''}: ${named}` : ''}`,
    ['116.2h', '702.106c', '905.4a'],
    { object: id, ...(named !== undefined ? { named } : {}) },
  );
}

export function faceUpActions(state: GameState, player: PlayerId): LegalAction[] {
  const out: LegalAction[] = [];
  for (const id of state.command) {
    if (faceDownConspiracy(state, id) && state.objects[id]!.controller === player)
      out.push({ kind: 'turnFaceUp', object: id, name: state.cards[state.objects[id]!.defKey]!.name, cost: '' });
  }
  for (let i = 0; i < state.battlefield.length; i++) {
    const id = state.battlefield[i]!;
    const o = state.objects[id]!;
    if (!o.faceDown || chars(state, id).controller !== player) continue;
    const cost = faceUpCost(state, id);
    if (!cost) continue;
    const plan = planCost(state, {
      player,
      source: null,
      mana: cost.mana ?? null,
      x: 0,
      parts: cost.parts,
      payment: { kind: 'auto' },
      costObjects: undefined,
    });
    if ('code' in plan) continue;
    out.push({ kind: 'turnFaceUp', object: id, name: state.cards[o.defKey]!.name, cost: cost.mana ?? '' });
  }
  return out;
}
