/**
 * Modern keyword abilities, ability words and wordings (issue 19, the keyword frontier), each played with a real
 * card of the modern pool in an engine game: "first / second main phase" (505.1), …
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { modernDef, modernScenario, pass, resolveAll } from './helpers.js';

/** Passes priority (no attacks) until `step` of the current turn begins with priority. */
function passTo(g: GameState, step: string, max = 40): GameState {
  for (let i = 0; i < max; i++) {
    if (g.turns[0]!.step === step && g.pending?.kind === 'priority') return g;
    const d = g.pending;
    assert.ok(d, 'a decision is pending');
    if (d.kind === 'declareAttackers') {
      resolveAll(g);
      continue;
    }
    pass(g);
  }
  assert.fail(`never reached ${step}`);
}

test('505.1: Cautious Survivor — "at the beginning of your second main phase, if this creature is tapped, you gain 2 life"', () => {
  modernDef('Cautious Survivor');
  for (const tapped of [true, false]) {
    const s = modernScenario();
    s.battlefield(0, [{ card: 'Cautious Survivor', tapped }]);
    const g = s.start({ active: 0, step: 'endCombat' });
    const life = g.players[0]!.life;
    passTo(g, 'main2');
    resolveAll(g);
    assert.equal(g.players[0]!.life, life + (tapped ? 2 : 0), tapped ? 'tapped: 2 life' : 'untapped: no life');
  }
});

test('505.1: Black Market — "at the beginning of your first main phase, add {B} for each charge counter"', () => {
  modernDef('Black Market');
  const s = modernScenario();
  s.battlefield(0, [{ card: 'Black Market', counters: { charge: 3 } }]);
  const g = s.start({ active: 0, step: 'draw' });
  passTo(g, 'main1');
  resolveAll(g);
  assert.equal(g.turns[0]!.step, 'main1');
  assert.equal(g.players[0]!.manaPool.B, 3, 'three black mana in the first main phase');
});
