/**
 * Issue 19: "search your library for any number of cards named ~, reveal them, put them into your hand, then shuffle"
 * (701.23: the player finds as many of them as they choose, none included), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { act, id, landsFor, modernDef, modernScenario, ok } from './helpers.js';

function footSoldiers(): GameState {
  modernDef('Battalion Foot Soldier');
  const s = modernScenario();
  s.battlefield(0, landsFor('{2}{W}'));
  s.hand(0, ['Battalion Foot Soldier']);
  s.library(0, ['Battalion Foot Soldier', 'Grizzly Bears', 'Battalion Foot Soldier', 'Battalion Foot Soldier']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Battalion Foot Soldier', 'hand') });
  for (let i = 0; i < 30 && g.pending && g.pending.kind !== 'chooseObjects'; i++) {
    if (g.pending.kind === 'yesNo') ok(g, g.pending.player, { kind: 'yesNo', yes: true });
    else act(g, g.pending.player, { kind: 'pass' });
  }
  return g;
}

const inHand = (g: GameState): string[] => g.players[0]!.hand.map((o) => g.cards[g.objects[o]!.defKey]!.name).sort();

test('701.23: Battalion Foot Soldier — every card with its name may be found, and only those', () => {
  const g = footSoldiers();
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects', `expected the search, got ${d?.kind}`);
  const soldiers = g.players[0]!.library.filter(
    (o) => g.cards[g.objects[o]!.defKey]!.name === 'Battalion Foot Soldier',
  );
  assert.deepEqual([...d.options].sort(), [...soldiers].sort(), 'the three Foot Soldiers, not the Bears');
  assert.equal(d.max, 3, 'any number: all three');
  ok(g, 0, { kind: 'chooseObjects', objects: [...soldiers] });
  assert.deepEqual(inHand(g), ['Battalion Foot Soldier', 'Battalion Foot Soldier', 'Battalion Foot Soldier']);
  assert.equal(g.players[0]!.library.length, 1, 'the Bears stays');
});

test('701.23: Battalion Foot Soldier — finding fewer, or none, is allowed', () => {
  const g = footSoldiers();
  ok(g, 0, { kind: 'chooseObjects', objects: [] });
  assert.deepEqual(inHand(g), []);
  assert.equal(g.players[0]!.library.length, 4);
});
