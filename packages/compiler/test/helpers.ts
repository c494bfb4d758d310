/** Test helpers: the real card index, compiled cards, and engine games set up with the Scenario builder. */
import assert from 'node:assert/strict';
import { loadCardDatabase } from '@arbiter/cards/node';
import { isCounted, type CardRecord } from '@arbiter/cards';
import {
  Scenario,
  STARTER_BY_NAME,
  chars,
  submitInPlace,
  type Action,
  type CardDefinition,
  type Choice,
  type GameState,
  type ObjectId,
  type PlayerId,
  type ZoneName,
} from '@arbiter/engine';
import type { GameSources } from '@arbiter/scenarios';
import { compileCard, CompiledPool, type CompiledCard } from '../src/index.js';

// The semantic tests were written against the January-2017 pool and its Oracle wording; modern cards: modernDb.
export const db = loadCardDatabase({ pool: '2017' });
export const pool = new CompiledPool(db);

let allCompiled: CompiledCard[] | null = null;
/** Every counted card, compiled (cached). */
export function compiledAll(): CompiledCard[] {
  allCompiled ??= db
    .all()
    .filter(isCounted)
    .map((c) => compileCard(c));
  return allCompiled;
}
export function record(name: string): CardRecord {
  const r = db.get(name);
  assert.ok(r, `no card ${name}`);
  return r;
}

/** The compiled definition of a card that must compile fully. */
export function def(name: string): CardDefinition {
  const c = pool.compiled(name);
  assert.ok(c, `no card ${name}`);
  assert.equal(c.status, 'full', `${name} should compile fully; failed: ${c.failures.join(' | ')}`);
  return c.definition;
}

/** A two-player scenario whose cards are compiled from the index (starter cards as a fallback for nothing). */
export function scenario(players = 2): Scenario {
  return new Scenario({ players, cards: (n) => pool.definition(n) ?? STARTER_BY_NAME[n] });
}

export function ok(state: GameState, player: PlayerId, choice: Choice): GameState {
  const r = submitInPlace(state, player, choice);
  if (!r.ok) assert.fail(`choice refused: ${r.error.code} ${r.error.message}`);
  return state;
}
export function act(state: GameState, player: PlayerId, action: Action): GameState {
  return ok(state, player, { kind: 'action', action });
}
export function pass(state: GameState): GameState {
  const d = state.pending;
  assert.ok(d && d.kind === 'priority', `expected priority, got ${d?.kind}`);
  return act(state, d.player, { kind: 'pass' });
}

/**
 * Passes priority until the stack is empty, answering other decisions with a default:
 * targets for triggers (`triggerTargets` if given, else the first legal ones), "yes" to
 * optional effects, the first options for objects/colours.
 */
export function resolveAll(
  state: GameState,
  opts: { triggerTargets?: Choice; yes?: boolean } = {},
  max = 60,
): GameState {
  for (let i = 0; i < max; i++) {
    const d = state.pending;
    if (!d || state.result) return state;
    if (d.kind === 'priority') {
      if (state.turns[0]!.stack.length === 0 && state.pendingTriggers.length === 0) return state;
      pass(state);
    } else if (d.kind === 'chooseTargets')
      ok(
        state,
        d.player,
        opts.triggerTargets ?? {
          kind: 'chooseTargets',
          targets: d.targets.map((t) => t.legal.slice(0, Math.max(t.min, 1))),
        },
      );
    else if (d.kind === 'yesNo') ok(state, d.player, { kind: 'yesNo', yes: opts.yes ?? true });
    else if (d.kind === 'chooseObjects')
      ok(state, d.player, { kind: 'chooseObjects', objects: d.options.slice(0, d.min) });
    else if (d.kind === 'orderObjects') ok(state, d.player, { kind: 'orderObjects', objects: [...d.objects] });
    else if (d.kind === 'chooseColor') ok(state, d.player, { kind: 'chooseColor', color: d.colors[0]! });
    else if (d.kind === 'orderTriggers')
      ok(state, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
  return state;
}

export function id(state: GameState, name: string, zone?: ZoneName, nth = 0): ObjectId {
  const found = Object.values(state.objects)
    .filter((o) => o.kind !== 'ability' && state.cards[o.defKey]?.name === name && (!zone || o.zone === zone))
    .sort((a, b) => a.id - b.id);
  const o = found[nth];
  if (!o) assert.fail(`no ${name}${zone ? ` in ${zone}` : ''}`);
  return o.id;
}
export function has(state: GameState, name: string, zone: ZoneName): boolean {
  return Object.values(state.objects).some(
    (o) => o.kind !== 'ability' && state.cards[o.defKey]?.name === name && o.zone === zone,
  );
}
export function pt(state: GameState, obj: ObjectId): [number | null, number | null] {
  const c = chars(state, obj);
  return [c.power, c.toughness];
}

const BASIC: Record<string, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };
/** Basic lands that pay a mana cost (generic paid with Wastes-like extra basics of the first colour). */
export function landsFor(cost: string | null, extra = 0): string[] {
  const out: string[] = [];
  let generic = extra;
  for (const m of (cost ?? '').matchAll(/\{([^}]+)\}/g)) {
    const s = m[1]!;
    if (/^\d+$/.test(s)) generic += Number(s);
    else if (BASIC[s]) out.push(BASIC[s]!);
    else if (/^[WUBRG]\/[WUBRGP]$/.test(s)) out.push(BASIC[s[0]!]!);
    else if (/^2\/[WUBRG]$/.test(s)) out.push(BASIC[s[2]!]!);
    else if (s === 'C') out.push('Wastes');
    else if (s === 'X') generic += 0;
    else generic += 1;
  }
  for (let i = 0; i < generic; i++) out.push(out[0] && out[0] !== 'Wastes' ? out[0] : 'Wastes');
  return out;
}

// ---------------------------------------------------------------- the modern pool (current Oracle wording)

let modern: { db: ReturnType<typeof loadCardDatabase>; pool: CompiledPool } | undefined;
/** The default (modern, through June 2026) pool and its compiled cards, loaded on first use. */
export function modernPool(): { db: ReturnType<typeof loadCardDatabase>; pool: CompiledPool } {
  if (!modern) {
    const mdb = loadCardDatabase({ pool: 'modern' });
    modern = { db: mdb, pool: new CompiledPool(mdb) };
  }
  return modern;
}
/** The compiled definition of a modern card that must compile fully. */
export function modernDef(name: string): CardDefinition {
  const c = modernPool().pool.compiled(name);
  assert.ok(c, `no card ${name}`);
  assert.equal(c.status, 'full', `${name} should compile fully; failed: ${c.failures.join(' | ')}`);
  return c.definition;
}
/** A scenario whose cards come from the modern pool. */
export function modernScenario(players = 2): Scenario {
  const { pool: p } = modernPool();
  return new Scenario({ players, cards: (n) => p.definition(n) ?? STARTER_BY_NAME[n] });
}

/** Card sources for the card-name test language (cardGame): compiled cards of the modern pool, starter cards after. */
export const modernCompiled: GameSources = {
  sources: [{ label: 'modern compiled cards', get: (n) => modernPool().pool.definition(n) ?? STARTER_BY_NAME[n] }],
};

/** Card sources for the card-name test language (cardGame): compiled cards of the 2017 pool, starter cards after. */
export const compiled: GameSources = {
  sources: [{ label: 'compiled cards', get: (n) => pool.definition(n) ?? STARTER_BY_NAME[n] }],
};

/**
 * Passes priority (no attacks, no blocks; triggers in the given order, the first objects when asked) until `step`
 * of a later turn with priority. (In the card-name test language: `advance(step, turn)`.)
 */
export function passUntilNextTurn(state: GameState, step: string, max = 200): GameState {
  const startTurn = state.turns[0]!.number;
  for (let i = 0; i < max; i++) {
    if (state.turns[0]!.number !== startTurn && state.turns[0]!.step === step && state.pending?.kind === 'priority')
      return state;
    const d = state.pending;
    if (!d) assert.fail('no decision pending');
    if (d.kind === 'priority') pass(state);
    else if (d.kind === 'declareAttackers') ok(state, d.player, { kind: 'declareAttackers', attacks: [] });
    else if (d.kind === 'declareBlockers') ok(state, d.player, { kind: 'declareBlockers', blocks: [] });
    else if (d.kind === 'orderTriggers')
      ok(state, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
    else if (d.kind === 'chooseObjects')
      ok(state, d.player, { kind: 'chooseObjects', objects: d.options.slice(0, d.min) });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
  assert.fail(`never reached ${step}`);
}
