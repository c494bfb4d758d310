/**
 * "where X is that spell's mana value": in a cast trigger, the triggering spell's (603.2, read on the stack); after
 * "counter target spell", the countered spell's as it last existed on the stack (608.2h) — with the value of X
 * (202.3e). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('603.2 / 202.3: Manaplasm gets +X/+X, X the mana value of the spell whose casting triggered it', () => {
  modernDef('Manaplasm');
  const t = cardGame(
    {
      players: [
        { hand: ['Hill Giant'], battlefield: ['Manaplasm', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const [p, tg] = t.pt('Manaplasm');
  t.cast('Hill Giant');
  t.resolve(); // the trigger, above the spell
  assert.deepEqual(t.pt('Manaplasm'), [Number(p) + 4, Number(tg) + 4]);
});

test('608.2h / 202.3e: Draining Whelk countering Blaze with X = 3 gets four +1/+1 counters', () => {
  modernDef('Draining Whelk');
  const t = cardGame(
    {
      players: [
        { hand: ['Draining Whelk'], battlefield: [...Array(6).fill('Island')] },
        { hand: ['Blaze'], battlefield: [...Array(4).fill('Mountain')] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Blaze', { x: 3, targets: ['P1'] });
  t.cast('Draining Whelk', { by: 'P1' });
  t.resolve(); // the Whelk enters; its trigger targets Blaze
  t.choose(['Blaze']);
  t.resolve('all');
  assert.equal(t.zone('Blaze'), 'graveyard');
  assert.equal(t.object('Draining Whelk').counters['+1/+1'], 4, 'the spell on the stack had mana value 3 + 1');
  assert.equal(t.state.players[0]!.life, 20, 'countered');
});
