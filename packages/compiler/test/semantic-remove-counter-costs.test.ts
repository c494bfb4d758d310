/**
 * 601.2h / 602.2b / 118.3: "Remove a counter / two counters from this creature" costs — counters of any kind, the kind
 * of each chosen as the cost is paid — and "Remove X +1/+1 counters from this creature" (107.3). Real modern cards in
 * engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('601.2h: Moonlit Lamenter removes a -1/-1 counter (any kind) to draw a card, and then has none left to remove', () => {
  modernDef('Moonlit Lamenter');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island'],
          battlefield: [{ card: 'Moonlit Lamenter', counters: { '-1/-1': 1 } }, 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const lamenter = t.id('Moonlit Lamenter');
  t.activate('Moonlit Lamenter');
  assert.equal(t.state.objects[lamenter]!.counters['-1/-1'] ?? 0, 0, 'the counter is removed as a cost (118.3)');
  t.resolve();
  assert.equal(t.cards('P1', 'hand').length, 1);
  t.activate('Moonlit Lamenter', { refused: { code: 'UNPAYABLE_COST' } });
});

test('601.2h: Loch Mare removes two counters of the kinds chosen for its cost', () => {
  modernDef('Loch Mare');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [{ card: 'Loch Mare', counters: { '-1/-1': 2, oil: 1 } }, 'Island', 'Island', 'Island'],
        },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const mare = t.id('Loch Mare');
  t.activate('Loch Mare', { ability: '{2}{U}', targets: ['Grizzly Bears'], counters: ['oil', '-1/-1'] });
  assert.deepEqual(
    [t.state.objects[mare]!.counters['oil'] ?? 0, t.state.objects[mare]!.counters['-1/-1'] ?? 0],
    [0, 1],
    'the oil counter and one -1/-1 counter removed',
  );
  t.resolve();
  assert.ok(t.object('Grizzly Bears').tapped);
  assert.equal(t.object('Grizzly Bears').counters['stun'], 1);
});

test('118.3: Loch Mare cannot remove a kind of counter it does not have', () => {
  const t = cardGame(
    {
      players: [{ battlefield: [{ card: 'Loch Mare', counters: { '-1/-1': 3 } }, 'Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Loch Mare', { ability: '{1}{U}', counters: ['+1/+1'], refused: { code: 'UNPAYABLE_COST' } });
});

test('107.3 / 118.3: Cruel Sadist removes X +1/+1 counters to deal X damage', () => {
  modernDef('Cruel Sadist');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [{ card: 'Cruel Sadist', counters: { '+1/+1': 3 } }, 'Swamp', 'Swamp', 'Swamp'],
        },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Cruel Sadist', { ability: '{2}{B}', x: 3, targets: ['Hill Giant'] });
  assert.equal(t.object('Cruel Sadist').counters['+1/+1'] ?? 0, 0);
  t.resolve();
  t.expect({ zones: { 'Hill Giant': 'graveyard' } });
});
