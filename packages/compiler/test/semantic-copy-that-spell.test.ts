/**
 * 707.10 / 608.2h: "Whenever you cast an instant or sorcery spell, [you may] copy that spell" copies the triggering
 * spell; the copy is made even if that spell has left the stack by the time the ability resolves (its last known
 * information); 707.10c: its controller may choose new targets. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('707.10: Swarm Intelligence copies the instant its controller casts', () => {
  modernDef('Swarm Intelligence');
  const t = cardGame(
    {
      players: [{ hand: ['Lightning Bolt'], battlefield: ['Swarm Intelligence', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.pass(2); // the trigger resolves
  t.choose(true);
  t.choose([['P2']]);
  t.pass(2); // the copy resolves
  t.pass(2); // the Bolt resolves
  assert.equal(t.life('P2'), 14);
  t.expect({ log_cites: ['707.10'] });
});

test('707.10 / 608.2h: the copy is made even after the spell was countered in response to the trigger', () => {
  modernDef('Swarm Intelligence');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Swarm Intelligence', 'Mountain'] },
        { hand: ['Counterspell'], battlefield: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.pass(); // P2 holds priority with the trigger above the Bolt
  t.cast('Counterspell', { by: 'P2', targets: ['Lightning Bolt'] });
  t.pass(2); // Counterspell resolves: the Bolt is countered
  assert.deepEqual(t.cards('P1', 'graveyard'), ['Lightning Bolt']);
  t.pass(2); // the trigger resolves
  t.choose(true);
  t.choose([['P2']]);
  t.pass(2); // the copy resolves
  assert.equal(t.life('P2'), 17);
});
