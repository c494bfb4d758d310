/**
 * 603.7a: a resolving spell or ability may create a delayed triggered ability that triggers on an event: "When you
 * next cast an instant or sorcery spell this turn, copy that spell" triggers only once (603.7c); "Until end of turn,
 * whenever …" triggers each time until the turn ends (514.2). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('603.7a / 603.7c / 707.10: Doublecast copies only the next instant its controller casts this turn', () => {
  modernDef('Doublecast');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Doublecast', 'Lightning Bolt', 'Shock'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Doublecast');
  t.pass(2);
  t.expect({ log_cites: ['603.7a', '603.7c'] });
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.pass(2); // the delayed trigger resolves: a copy of the Bolt
  t.choose([['P2']]);
  t.pass(2); // the copy
  t.pass(2); // the Bolt
  assert.equal(t.life('P2'), 14);
  t.cast('Shock', { targets: ['P2'] });
  assert.equal(t.state.pendingTriggers.length, 0);
  t.pass(2); // only the Shock: the delayed ability triggered once
  assert.equal(t.life('P2'), 12);
});

test('603.7a / 514.2: Mountain Titan gets a counter for each black spell this turn, and none the next turn', () => {
  modernDef('Mountain Titan');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Dark Ritual', 'Dark Ritual', 'Dark Ritual'],
          battlefield: ['Mountain Titan', 'Mountain', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'],
          library: ['Island', 'Island'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Mountain Titan', { pay: ['Mountain', 'Mountain', 'Mountain'] });
  t.pass(2);
  for (let i = 0; i < 2; i++) {
    t.cast('Dark Ritual');
    t.pass(2); // the trigger
    t.pass(2); // Dark Ritual
  }
  assert.equal(t.counters('Mountain Titan', '+1/+1'), 2);
  t.advance('upkeep', 4); // P1's next turn: the delayed ability ended with turn 2 (514.2)
  t.advance('main1', 4);
  t.cast('Dark Ritual');
  assert.equal(t.state.pendingTriggers.length, 0);
  assert.equal(t.counters('Mountain Titan', '+1/+1'), 2);
});

test('603.7c / 707.10: Rimefire Torque — "When you next cast an instant or sorcery spell this turn, copy it"', () => {
  modernDef('Rimefire Torque');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Lightning Bolt'],
          battlefield: [{ card: 'Rimefire Torque', counters: { charge: 3 } }, 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Rimefire Torque');
  t.pass(2);
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.pass(2); // the delayed trigger: a copy of the Bolt ("it" is the spell cast)
  t.choose([['P2']]);
  t.pass(2);
  t.pass(2);
  assert.equal(t.life('P2'), 14);
});
