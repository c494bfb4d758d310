/**
 * 605.1a / 605.3b: an activated ability with no target that could add mana, and isn't a loyalty ability, is a mana
 * ability even when it does something else — a painland's damage, a Chromatic Sphere's draw, Exploding Barrel's
 * counter. It doesn't use the stack: all of it happens as it is activated. Played with modern-pool cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island'];

function game(battlefield: string[]) {
  return cardGame(
    {
      players: [{ library: [...LIB], battlefield }, { library: [...LIB] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('605.3b: Adarkar Wastes — "Add {W} or {U}. It deals 1 damage to you." adds the mana and deals the damage at once, without the stack', () => {
  assert.equal(modernDef('Adarkar Wastes').abilities.filter((a) => a.kind === 'activated' && a.manaAbility).length, 2);
  const t = game(['Adarkar Wastes']);
  t.activate('Adarkar Wastes', { ability: 1 });
  if (t.state.pending?.kind === 'chooseColor') t.choose('W');
  assert.equal(t.state.turns[0]!.stack.length, 0, 'nothing went on the stack');
  assert.equal(t.state.players[0]!.manaPool.W, 1);
  t.expect({ life: { P1: 19 } });
});

test('605.3b: Chromatic Sphere — its controller draws a card as the mana is added', () => {
  modernDef('Chromatic Sphere');
  const t = game(['Chromatic Sphere', 'Island']);
  const hand = t.state.players[0]!.hand.length;
  t.activate('Chromatic Sphere', { ability: 0 });
  while (t.state.pending?.kind === 'chooseColor') t.choose('R');
  assert.equal(t.state.turns[0]!.stack.length, 0, 'nothing went on the stack');
  assert.equal(t.state.players[0]!.manaPool.R, 1);
  assert.equal(t.state.players[0]!.hand.length, hand + 1);
  t.expect({ zones: { 'Chromatic Sphere': 'graveyard' } });
});

test('605.3b: Exploding Barrel — the pressure counter is put on it as its mana is added', () => {
  modernDef('Exploding Barrel');
  const t = game(['Exploding Barrel']);
  t.activate('Exploding Barrel', { ability: 0 });
  while (t.state.pending?.kind === 'chooseColor') t.choose('G');
  assert.equal(t.state.turns[0]!.stack.length, 0, 'nothing went on the stack');
  assert.equal(t.state.players[0]!.manaPool.G, 1);
  t.expect({ objects: { 'Exploding Barrel': { counters: { pressure: 1 } } } });
});
