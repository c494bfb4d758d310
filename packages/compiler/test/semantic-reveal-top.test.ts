/**
 * Issue 19: "Each player reveals the top card of their library. For each nonland card revealed this way, …. Then each
 * player draws a card." (701.20a, parley), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

const count = (t: CardGame, name: string): number =>
  t.state.battlefield.filter((o) => chars(t.state, o).name === name).length;

test("701.20a: Selvala's Charge — one nonland card among the revealed cards: one Elephant; then each player draws it", () => {
  modernDef("Selvala's Charge");
  const t = game(
    {
      battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
      hand: ["Selvala's Charge"],
      library: ['Grizzly Bears', 'Island'],
    },
    { library: ['Forest', 'Island'] },
  );
  t.cast("Selvala's Charge").resolve('all');
  assert.equal(count(t, 'Elephant'), 1, 'the Grizzly Bears is the one nonland card revealed');
  t.expect({
    players: { P1: { hand: ['Grizzly Bears'] }, P2: { hand: ['Forest'] } },
    log_cites: ['701.20a'],
  });
});

test('701.20a: Rousing of Souls — two nonland cards revealed: two Spirits', () => {
  modernDef('Rousing of Souls');
  const t = game(
    { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Rousing of Souls'], library: ['Grizzly Bears'] },
    { library: ['Hill Giant'] },
  );
  t.cast('Rousing of Souls').resolve('all');
  assert.equal(count(t, 'Spirit'), 2);
});

test("701.20a: Selvala's Enforcer enters — a +1/+1 counter on it for each nonland card revealed, none for a land", () => {
  modernDef("Selvala's Enforcer");
  const t = game(
    {
      battlefield: ['Forest', 'Forest', 'Forest', 'Forest'],
      hand: ["Selvala's Enforcer"],
      library: ['Grizzly Bears'],
    },
    { library: ['Forest'] },
  );
  t.cast("Selvala's Enforcer").resolve('all');
  t.expect({ objects: { "Selvala's Enforcer": { counters: { '+1/+1': 1 } } } });
});
