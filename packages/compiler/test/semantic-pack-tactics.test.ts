/**
 * Pack tactics (207.2c ability word): "Whenever ~ attacks, if you attacked with creatures with total power 6 or
 * greater this combat, …" — the power of the creatures declared as attackers, totalled as they were declared (508.1),
 * an intervening "if" (603.4). Real modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function attackWith(others: string[]) {
  const t = cardGame(
    { players: [{ battlefield: ['Gnoll Hunter', ...others] }, {}], position: { active: 'P1', step: 'main1' } },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack(['Gnoll Hunter', ...others]);
  if (t.state.turns.some((turn) => turn.stack.length > 0)) t.resolve('all'); // 603.4: no trigger when the total is too small
  return t;
}

test('603.4 / 508.1: Gnoll Hunter and Craw Wurm attack with total power 8: Gnoll Hunter gets a +1/+1 counter', () => {
  modernDef('Gnoll Hunter');
  attackWith(['Craw Wurm']).expect({ objects: { 'Gnoll Hunter': { counters: { '+1/+1': 1 } } } });
});

test('603.4 / 508.1: Gnoll Hunter and Hill Giant attack with total power 5: no counter', () => {
  modernDef('Gnoll Hunter');
  attackWith(['Hill Giant']).expect({ objects: { 'Gnoll Hunter': { counters: {} } } });
});

test('508.4: Battle Cry Goblin with Craw Wurm creates a Goblin token tapped and attacking', () => {
  modernDef('Battle Cry Goblin');
  const t = cardGame(
    { players: [{ battlefield: ['Battle Cry Goblin', 'Craw Wurm'] }, {}], position: { active: 'P1', step: 'main1' } },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack(['Battle Cry Goblin', 'Craw Wurm']);
  t.resolve('all');
  t.expect({ players: { P1: { battlefield: ['Battle Cry Goblin', 'Craw Wurm', 'Goblin'] } } });
  t.pass(2).pass(2);
  t.expect({ life: { P2: 20 - 2 - 6 - 1 } });
});
