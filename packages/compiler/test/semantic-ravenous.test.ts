/**
 * 702.156a ravenous: "This permanent enters with X +1/+1 counters on it" and "When this permanent enters, if X is 5 or
 * more, draw a card". 107.3m: an enters triggered ability of a permanent uses the X of the spell that became it (the
 * permanent's own X is 0). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const forests = (n: number): string[] => Array(n).fill('Forest') as string[];

test('702.156a: Termagant Swarm cast with X = 5 enters with five +1/+1 counters and its controller draws a card', () => {
  modernDef('Termagant Swarm');
  const t = cardGame(
    {
      players: [{ hand: ['Termagant Swarm'], battlefield: forests(6), library: ['Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Termagant Swarm', { x: 5 });
  t.resolve();
  const swarm = t.id('Termagant Swarm');
  assert.equal(t.state.objects[swarm]!.counters['+1/+1'], 5);
  assert.equal(t.state.players[0]!.hand.length, 0, 'nothing drawn before the trigger resolves');
  t.resolve();
  assert.equal(t.state.players[0]!.hand.length, 1, 'X is 5: a card is drawn');
  t.expect({ log_cites: ['614.1c', '107.3m'] });
});

test('702.156a / 603.4: Termagant Swarm cast with X = 4 enters with four counters and draws nothing', () => {
  modernDef('Termagant Swarm');
  const t = cardGame(
    {
      players: [{ hand: ['Termagant Swarm'], battlefield: forests(5), library: ['Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Termagant Swarm', { x: 4 });
  t.resolve();
  assert.equal(t.state.objects[t.id('Termagant Swarm')]!.counters['+1/+1'], 4);
  assert.equal(t.state.turns[0]!.stack.length, 0, 'the intervening "if" is false: the ability does not trigger');
  assert.equal(t.state.players[0]!.hand.length, 0);
});

test('107.3m: Zoanthrope cast with X = 3 deals 3 damage as it enters (the X of the spell that became it)', () => {
  modernDef('Zoanthrope');
  const t = cardGame(
    {
      players: [
        { hand: ['Zoanthrope'], battlefield: ['Island', 'Mountain', 'Island', 'Mountain', 'Island'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Zoanthrope', { x: 3 });
  t.resolve();
  const z = t.id('Zoanthrope');
  assert.equal(t.state.objects[z]!.counters['+1/+1'], 3);
  t.choose(['Hill Giant']);
  t.resolve();
  assert.equal(
    t.state.objects[t.id('Hill Giant')]?.zone ?? 'graveyard',
    'graveyard',
    'Hill Giant (3/3) is dealt 3 damage',
  );
});

test('107.3m: Gadwick, the Wizened cast with X = 2 draws two cards as it enters', () => {
  modernDef('Gadwick, the Wizened');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Gadwick, the Wizened'],
          battlefield: Array(5).fill('Island') as string[],
          library: ['Forest', 'Forest', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Gadwick, the Wizened', { x: 2 });
  t.resolve();
  t.resolve();
  assert.equal(t.state.players[0]!.hand.length, 2);
});
