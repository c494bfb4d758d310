/** Test helpers that read like the rules: set up a position, act, and look at the result. */
import assert from 'node:assert/strict';
import { lethalFirst } from '../src/ai/random.js';
import {
  Scenario,
  STARTER_BY_NAME,
  chars,
  submitInPlace,
  type Action,
  type CardDefinition,
  type Choice,
  type ErrorCode,
  type GameState,
  type ObjectId,
  type PlayerId,
  type ZoneName,
} from '../src/index.js';

export function scenario(players = 2, extra: Record<string, CardDefinition> = {}, options = {}): Scenario {
  return new Scenario({ players, cards: (n) => extra[n] ?? STARTER_BY_NAME[n], options });
}

/** Submits a choice that must be accepted. */
export function ok(state: GameState, player: PlayerId, choice: Choice): GameState {
  const r = submitInPlace(state, player, choice);
  if (!r.ok) assert.fail(`choice refused: ${r.error.code} ${r.error.message}`);
  return state;
}

export function act(state: GameState, player: PlayerId, action: Action): GameState {
  return ok(state, player, { kind: 'action', action });
}

/** Submits a choice that must be refused with `code`, and checks the state did not change at all. */
export function refused(state: GameState, player: PlayerId, choice: unknown, code: ErrorCode): string {
  const before = JSON.stringify(state);
  const r = submitInPlace(state, player, choice);
  assert.equal(r.ok, false, 'expected the choice to be refused');
  if (r.ok) return '';
  assert.equal(r.error.code, code, `expected ${code}, got ${r.error.code}: ${r.error.message}`);
  assert.equal(JSON.stringify(state), before, 'state changed after a refused choice');
  return r.error.message;
}

/** The current priority holder passes. */
export function pass(state: GameState): GameState {
  const d = state.pending;
  assert.ok(d && d.kind === 'priority', `expected a priority decision, got ${d?.kind}`);
  return act(state, d.player, { kind: 'pass' });
}

/** Everyone passes until the stack is empty (each object resolves). */
export function resolveAll(state: GameState, max = 50): GameState {
  for (let i = 0; i < max; i++) {
    const d = state.pending;
    // 603.3b: a player with several triggers orders them; tests that don't care keep the given order.
    if (d?.kind === 'orderTriggers') {
      ok(state, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
      continue;
    }
    if (state.turns[0]!.stack.length === 0 || d?.kind !== 'priority') break;
    pass(state);
  }
  return state;
}

/** Passes priority until the game reaches `step` (of any turn) with a priority decision pending. */
export function passUntil(state: GameState, step: string, max = 200): GameState {
  for (let i = 0; i < max; i++) {
    if (state.turns[0]!.step === step && state.pending?.kind === 'priority') return state;
    const d = state.pending;
    if (!d) assert.fail('no decision pending');
    if (d.kind === 'priority') pass(state);
    else if (d.kind === 'declareAttackers') ok(state, d.player, { kind: 'declareAttackers', attacks: [] });
    else if (d.kind === 'declareBlockers') ok(state, d.player, { kind: 'declareBlockers', blocks: [] });
    else if (d.kind === 'orderTriggers')
      ok(state, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
    else if (d.kind === 'assignCombatDamage')
      ok(state, d.player, { kind: 'assignCombatDamage', assignment: lethalFirst(d) });
    else assert.fail(`unexpected decision ${d.kind} while passing to ${step}`);
  }
  assert.fail(`never reached ${step}`);
}

/** The id of the (first) object with this name, optionally in a zone. */
export function id(state: GameState, name: string, zone?: ZoneName, nth = 0): ObjectId {
  const found = Object.values(state.objects)
    .filter((o) => o.kind !== 'ability' && state.cards[o.defKey]?.name === name && (!zone || o.zone === zone))
    .sort((a, b) => a.id - b.id);
  const o = found[nth];
  if (!o) assert.fail(`no ${name}${zone ? ` in ${zone}` : ''}`);
  return o.id;
}

export function names(state: GameState, ids: readonly ObjectId[]): string[] {
  return ids.map((i) => state.cards[state.objects[i]!.defKey]!.name);
}

export function zoneOf(state: GameState, name: string): ZoneName[] {
  return Object.values(state.objects)
    .filter((o) => o.kind !== 'ability' && state.cards[o.defKey]?.name === name)
    .map((o) => o.zone);
}

export function pt(state: GameState, obj: ObjectId): [number | null, number | null] {
  const c = chars(state, obj);
  return [c.power, c.toughness];
}

export function life(state: GameState, p: PlayerId): number {
  return state.players[p]!.life;
}

export function cites(state: GameState, rule: string): boolean {
  return state.log.some((e) => e.rules.includes(rule));
}

/** Passes for every player in turn until a decision other than priority is pending. */
export function passAll(state: GameState): GameState {
  for (let i = 0; i < 100 && state.pending?.kind === 'priority'; i++) pass(state);
  return state;
}
