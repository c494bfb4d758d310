/**
 * 100.2a: cards whose text changes the four-copy limit — "A deck can have any number of cards named ~" and "A deck can
 * have up to N cards named ~" — compile to a deck-construction rule that does nothing in a game, so the rest of the
 * card decides whether it is full.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, modernPool } from './helpers.js';

function deckLimit(name: string): unknown {
  const c = modernPool().pool.compiled(name);
  assert.equal(c?.status, 'full', `${name} compiles fully`);
  const rule = c!.definition.abilities.find((a) => a.kind === 'static' && a.effect.kind === 'deckLimit');
  return rule && rule.kind === 'static' && rule.effect.kind === 'deckLimit' ? rule.effect.limit : undefined;
}

test('100.2a: Relentless Rats — any number in a deck; in play each gets +1/+1 for each other Relentless Rats', () => {
  assert.equal(deckLimit('Relentless Rats'), 'any');
  modernDef('Relentless Rats');
  const t = cardGame(
    {
      players: [{ battlefield: ['Relentless Rats', 'Relentless Rats', 'Relentless Rats'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.expect({ objects: { 'Relentless Rats#1': { pt: '4/4' }, 'Relentless Rats#3': { pt: '4/4' } } });
});

test('100.2a: Seven Dwarves — up to seven in a deck', () => {
  assert.equal(deckLimit('Seven Dwarves'), 7);
});
