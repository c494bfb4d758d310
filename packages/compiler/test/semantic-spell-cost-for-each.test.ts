/**
 * 601.2f: "[Spells] you cast cost {1} less to cast for each …" — a static cost reduction counted from the static's
 * source as each total cost is determined (reducing only generic mana), with the static's condition (611.3b). Real
 * modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('601.2f: Animar with two +1/+1 counters makes Hill Giant cost {1}{R}; a noncreature spell is not reduced', () => {
  modernDef('Animar, Soul of Elements');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Hill Giant', 'Divination'],
          battlefield: [{ card: 'Animar, Soul of Elements', counters: { '+1/+1': 2 } }, 'Mountain', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Divination', { refused: { rule: '601.2h' } }); // {2}{U}: two lands can't pay it
  t.cast('Hill Giant', { pay: ['Mountain', 'Island'] });
  t.resolve('all'); // Animar's cast trigger, then Hill Giant
  t.expect({ players: { P1: { battlefield: ['Animar, Soul of Elements', 'Hill Giant', 'Mountain', 'Island'] } } });
});

test('601.2f / 611.3b: Temur Battlecrier reduces each spell by {1} per creature with power 4 or greater, on your turn', () => {
  modernDef('Temur Battlecrier');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Divination'],
          battlefield: ['Temur Battlecrier', 'Craw Wurm', 'Island'],
          library: ['Island', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Divination', { pay: ['Island'] }); // {2}{U} less {2}: the Battlecrier and Craw Wurm
  t.resolve();
  t.expect({ players: { P1: { hand_count: 2 } } });
});
