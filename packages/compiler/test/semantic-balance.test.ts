/**
 * 608.2d / 101.4: "Each player chooses a number of lands they control equal to the number of lands controlled by the
 * player who controls the fewest, then sacrifices the rest. Players discard cards and sacrifice creatures the same way."
 * (Balance) — each step counts afresh: the players choose in APNAP order as many as the player with the fewest has
 * (no choice when they have no more), then the rest are sacrificed or discarded. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const names = (t: { state: Parameters<typeof chars>[0] }, ids: readonly number[]): string[] =>
  ids.map((id) => chars(t.state, id).name).sort();

test('608.2d / 101.4: Balance — lands, then cards in hand, then creatures, each down to the fewest', () => {
  modernDef('Balance');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Balance', 'Shock', 'Giant Growth', 'Duress'],
          battlefield: ['Plains', 'Plains', 'Forest', 'Island', 'Grizzly Bears', 'Hill Giant'],
        },
        { hand: ['Opt'], battlefield: ['Swamp', 'Mountain', 'Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Balance');
  t.pass(2);
  // Lands: 4 against 2 — P1 keeps two; P2 has no more than the fewest and chooses nothing.
  let d = t.pending;
  assert.equal(d?.kind === 'chooseObjects' && d.player, 0);
  assert.equal(d?.kind === 'chooseObjects' && d.min, 2);
  t.choose(['Forest', 'Island']);
  // Cards in hand: 3 against 1 — P1 keeps one.
  d = t.pending;
  assert.equal(d?.kind === 'chooseObjects' && d.min, 1);
  t.choose(['Duress']);
  // Creatures: 2 against 1 — P1 keeps one.
  t.choose(['Hill Giant']);
  const p1 = t.state.battlefield.filter((id) => chars(t.state, id).controller === 0);
  assert.deepEqual(names(t, p1), ['Forest', 'Hill Giant', 'Island']);
  assert.deepEqual(names(t, t.state.players[0]!.hand), ['Duress']);
  assert.deepEqual(names(t, t.state.players[1]!.hand), ['Opt']);
  assert.ok(t.state.battlefield.includes(t.id('Craw Wurm')));
  assert.deepEqual(names(t, t.state.players[0]!.graveyard), [
    'Balance',
    'Giant Growth',
    'Grizzly Bears',
    'Plains',
    'Plains',
    'Shock',
  ]);
  t.expect({ log_cites: ['608.2d', '101.4', '701.21a', '701.9a'] });
});

test('608.2d: Balancing Act — every permanent type counts; a player with none makes everyone sacrifice all', () => {
  modernDef('Balancing Act');
  const t = cardGame(
    {
      players: [
        { hand: ['Balancing Act', 'Shock'], battlefield: [...Array(4).fill('Plains'), 'Grizzly Bears'] },
        { battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Balancing Act');
  t.pass(2);
  assert.equal(t.pending?.kind, 'priority', 'keeping none needs no choice');
  assert.deepEqual(t.state.battlefield, []);
  assert.deepEqual(t.state.players[0]!.hand, []);
});
