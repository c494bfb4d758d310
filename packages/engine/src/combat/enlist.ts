/**
 * 702.154a enlist: "As this creature attacks, you may tap up to one untapped creature you control that you didn't
 * choose to attack with and that either has haste or has been under your control continuously since this turn began.
 * When you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's power." The choice is made
 * as attackers are declared (508.1); each instance of enlist on an attacker may tap one creature, and a
 * creature can be tapped for only one of them. The "when you do" ability is a reflexive triggered ability (603.12).
 */
import type { Choice, EngineError } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { perform } from '../effects/perform.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

type Enlisted = { readonly attacker: ObjectId; readonly creature: ObjectId };

/** How many instances of enlist `id` has. */
export function enlistCount(state: GameState, id: ObjectId): number {
  return chars(state, id).abilities.filter((a) => a.kind === 'keyword' && a.keyword === 'enlist').length;
}

/** 702.154a: whether `player` may tap `id` for an enlist ability (its attackers not counted here). */
function mayBeEnlisted(state: GameState, player: PlayerId, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o || o.zone !== 'battlefield' || o.tapped) return false;
  const c = chars(state, id);
  if (c.controller !== player || !c.types.includes('Creature')) return false;
  return !o.summoningSick || c.keywords.has('haste');
}

function bad(message: string): EngineError {
  return { code: 'ILLEGAL_CHOICE', message, rule: '702.154a' };
}

/** 702.154a: the creatures tapped for enlist are untapped, not attacking, and one per enlist instance of an attacker. */
export function validateEnlist(state: GameState, c: Extract<Choice, { kind: 'declareAttackers' }>): EngineError | null {
  if (c.enlist === undefined) return null;
  if (!Array.isArray(c.enlist)) return { code: 'MALFORMED', message: 'enlist must be a list of {attacker, creature}' };
  const attacking = new Set(c.attacks.map((a) => a.attacker));
  const used = new Set<ObjectId>();
  for (const e of c.enlist) {
    if (!attacking.has(e.attacker) || enlistCount(state, e.attacker) === 0)
      return bad(`object ${e.attacker} enlists but is not a declared attacker with enlist`);
    if (c.enlist.filter((x) => x.attacker === e.attacker).length > enlistCount(state, e.attacker))
      return bad(`${objName(state, e.attacker)} taps one creature for each instance of enlist`);
    const player = chars(state, e.attacker).controller;
    if (attacking.has(e.creature) || used.has(e.creature) || !mayBeEnlisted(state, player, e.creature))
      return bad(
        `object ${e.creature} can't be enlisted: an untapped creature you control, not attacking, with haste or under your control since the turn began, tapped once`,
      );
    used.add(e.creature);
  }
  return null;
}

/** 702.154a: taps the enlisted creature; "when you do", its power is added to the attacker's until end of turn (603.12). */
export function enlist(state: GameState, e: Enlisted): void {
  const player = chars(state, e.attacker).controller;
  if (!mayBeEnlisted(state, player, e.creature)) return;
  perform(state, { kind: 'tap', object: e.creature }, ['702.154a']);
  log(
    state,
    'enlist',
    `${playerName(state, player)} taps ${objName(state, e.creature)} for ${objName(state, e.attacker)}'s enlist`,
    ['702.154a'],
    { object: e.attacker, creature: e.creature },
  );
  const o = state.objects[e.attacker]!;
  const text = "Enlist: this creature gets +X/+0 until end of turn, where X is the tapped creature's power";
  state.pendingTriggers.push({
    controller: player,
    source: e.attacker,
    defKey: o.defKey,
    sourceName: chars(state, e.attacker).name,
    targets: [],
    effects: [
      {
        kind: 'pumpBy',
        what: { kind: 'self' },
        power: { kind: 'triggeringObjectPT', stat: 'power' },
        toughness: { kind: 'fixed', n: 0 },
        sign: { power: 1, toughness: 1 },
        duration: 'endOfTurn',
      },
    ],
    optional: false,
    text,
    triggerObject: e.creature,
    triggerPlayer: null,
  });
  log(state, 'trigger', `${chars(state, e.attacker).name}: reflexive ability triggers (${text})`, ['603.12']);
}
