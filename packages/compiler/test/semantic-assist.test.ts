/**
 * 702.132a assist: the caster of a spell with assist may choose another player, who may pay any amount of the generic
 * mana in the spell's total cost before the caster pays the rest. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Action } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { act, modernCompiled, modernDef, ok } from './helpers.js';

function game(): CardGame {
  modernDef('Bring Down');
  return cardGame(
    {
      players: [
        { hand: ['Bring Down', 'Grizzly Bears'], battlefield: ['Plains', 'Forest'] },
        { battlefield: ['Craw Wurm', 'Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

function bringDown(t: CardGame, assist?: number): Action {
  return {
    kind: 'cast',
    card: t.id('Bring Down'),
    targets: [[{ kind: 'object', id: t.id('Craw Wurm') }]],
    ...(assist !== undefined ? { assist } : {}),
  };
}

/** How many of the permanents `player` controls are tapped. */
const tapped = (t: CardGame, player: number): number =>
  t.state.battlefield.filter((id) => t.state.objects[id]!.controller === player && t.state.objects[id]!.tapped).length;

test('702.132a: the assisting player pays {2} of Bring Down, the caster pays {1}{W}; the spell is cast and resolves', () => {
  const t = game();
  assert.throws(() => act(t.state, 0, bringDown(t)), /cost|mana/i, 'alone, P1 cannot pay {3}{W}');
  act(t.state, 0, bringDown(t, 1));
  const d = t.pending;
  assert.ok(d?.kind === 'chooseOption' && d.player === 1, 'P2 is asked how much to pay');
  assert.deepEqual(d.options, ['{0}', '{1}', '{2}', '{3}']);
  ok(t.state, 1, { kind: 'chooseOption', chosen: [2] });
  t.expect({ log_cites: ['702.132a', '601.2'] });
  assert.equal(tapped(t, 1), 2, 'P2 paid {2}');
  assert.equal(tapped(t, 0), 2, 'P1 paid {1}{W}');
  t.resolve();
  assert.equal(t.zone('Craw Wurm'), 'graveyard');
  assert.equal(t.zone('Bring Down'), 'graveyard');
});

test('702.132a: if the caster cannot pay what the assisting player leaves, the cast is reversed and nothing is paid', () => {
  const t = game();
  act(t.state, 0, bringDown(t, 1));
  ok(t.state, 1, { kind: 'chooseOption', chosen: [0] });
  t.expect({ log_cites: ['702.132a'] });
  assert.equal(t.zone('Bring Down'), 'hand');
  assert.equal(tapped(t, 0) + tapped(t, 1), 0);
  assert.equal(t.pending?.kind, 'priority');
  assert.equal(t.pending?.player, 0, 'the caster holds priority again');
});

test('702.132a: assist names another player, and only a spell with assist has it', () => {
  const t = game();
  assert.throws(() => act(t.state, 0, bringDown(t, 0)), /another player/);
  assert.throws(() => act(t.state, 0, { kind: 'cast', card: t.id('Grizzly Bears'), assist: 1 }), /no assist/);
});
