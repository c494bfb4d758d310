/**
 * 603.2 / 510.2: "Whenever ~ deals damage to a Dinosaur / a Goblin or Orc, destroy that creature." (the damaged
 * permanent has one of those subtypes; "that creature" is it) and "Whenever ~ deals combat damage to a player or
 * planeswalker, …" (either recipient, 306.8). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Plains', 'Plains', 'Plains', 'Plains'];
const combat = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame(
    {
      players: [
        { library: [...LIB], ...p1 },
        { library: [...LIB], ...p2 },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );

test('603.2: East-Mark Cavalier deals combat damage to a blocking Goblin — destroy that creature; a Bear survives', () => {
  modernDef('East-Mark Cavalier');
  for (const [blocker, dies] of [
    ['Stinkdrinker Daredevil', true],
    ['Hill Giant', false],
  ] as const) {
    const t = combat({ battlefield: ['East-Mark Cavalier'] }, { battlefield: [blocker] });
    t.attack({ 'East-Mark Cavalier': 'P2' });
    t.block({ [blocker]: 'East-Mark Cavalier' });
    t.advance('main2');
    t.expect({ zones: { [blocker]: dies ? 'graveyard' : 'battlefield' } });
  }
});

test('603.2: Dinosaur Hunter destroys the Dinosaur it dealt damage to (Colossal Dreadmaw survives 2 damage otherwise)', () => {
  modernDef('Dinosaur Hunter');
  const t = combat({ battlefield: ['Dinosaur Hunter'] }, { battlefield: ['Colossal Dreadmaw'] });
  t.attack({ 'Dinosaur Hunter': 'P2' });
  t.block({ 'Colossal Dreadmaw': 'Dinosaur Hunter' });
  t.advance('main2');
  t.expect({ zones: { 'Colossal Dreadmaw': 'graveyard', 'Dinosaur Hunter': 'graveyard' } });
});

test('603.2 / 306.8: Psychic Frog draws a card for combat damage to a player, and to a planeswalker', () => {
  modernDef('Psychic Frog');
  for (const defender of ['P2', 'Jace Beleren'] as const) {
    const t = combat({ battlefield: ['Psychic Frog'] }, { battlefield: ['Jace Beleren'] });
    const hand = t.state.players[0]!.hand.length;
    t.attack({ 'Psychic Frog': defender });
    t.advance('main2');
    assert.equal(t.state.players[0]!.hand.length, hand + 1, `a card drawn (attacking ${defender})`);
  }
});

test('603.2: Psychic Frog dealing combat damage to a blocking creature draws nothing', () => {
  const t = combat({ battlefield: ['Psychic Frog'] }, { battlefield: ['Hill Giant'] });
  const hand = t.state.players[0]!.hand.length;
  t.attack({ 'Psychic Frog': 'P2' });
  t.block({ 'Hill Giant': 'Psychic Frog' });
  t.advance('main2');
  assert.equal(t.state.players[0]!.hand.length, hand);
});
