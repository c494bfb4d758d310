/** Compiled multi-face and Vanguard cards played in real engine games (712 / 701.28, 902). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { compiled, pass, pool, record, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function full(name: string): void {
  const c = pool.compiled(name);
  assert.ok(c, `no card ${name}`);
  assert.equal(c.status, 'full', `${name}: ${c.failures.join(' | ')}`);
}

test('712 / 701.28: Village Ironsmith compiles with its back face and transforms at upkeep when no spells were cast last turn', () => {
  full('Village Ironsmith');
  const t = cardGame(
    { players: [{ battlefield: ['Village Ironsmith'] }, {}], position: { active: 'P2', step: 'end' } },
    compiled,
  );
  const g = t.state;
  const w = g.battlefield.find((x) => chars(g, x).name === 'Village Ironsmith')!;
  // Player 1's end step passes with no spells cast this turn; at player 0's upkeep the trigger resolves.
  for (let i = 0; i < 10 && g.turns[0]!.step !== 'upkeep'; i++) pass(g);
  resolveAll(g);
  assert.equal(chars(g, w).name, 'Ironfang');
  assert.deepEqual([chars(g, w).power, chars(g, w).toughness], [3, 1]);
  assert.ok(chars(g, w).keywords.has('first strike'));
});

test('902: compiled vanguard cards are full and carry their modifiers (Maraxus: hand +1, life +2)', () => {
  full('Maraxus');
  const d = pool.compiled('Maraxus')!.definition;
  assert.equal(d.handModifier, record('Maraxus').hand);
  assert.equal(d.lifeModifier, record('Maraxus').life);
});
