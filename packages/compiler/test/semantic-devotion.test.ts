/**
 * 700.5 devotion, compiled from Oracle text: "equal to your devotion to green", "a number of … equal to",
 * "where X is your devotion to black". Hybrid symbols count toward each of their colours (700.5a).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { compiled, act, def, id, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test("700.5: Nylea's Disciple gains life equal to devotion to green, counting itself and each hybrid {G/W}", () => {
  def("Nylea's Disciple");
  const t = cardGame(
    {
      players: [
        {
          hand: ["Nylea's Disciple"],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Kitchen Finks', 'Grizzly Bears', 'Plains'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast("Nylea's Disciple");
  resolveAll(g);
  // {2}{G}{G} (2) + Kitchen Finks {1}{G/W}{G/W} (2) + Grizzly Bears {1}{G} (1); lands have no mana cost.
  assert.equal(g.players[0]!.life, 25);
});

test('700.5a: Evangel of Heliod creates a number of Soldiers equal to devotion to white (a hybrid {G/W} counts)', () => {
  def('Evangel of Heliod');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Evangel of Heliod'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Kitchen Finks', 'Grizzly Bears'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Evangel of Heliod');
  resolveAll(g);
  const soldiers = Object.values(g.objects).filter(
    (o) => o.zone === 'battlefield' && o.kind === 'token' && chars(g, o.id).name === 'Soldier',
  );
  assert.equal(soldiers.length, 4, '{4}{W}{W} (2) + Kitchen Finks (2); Grizzly Bears is green only');
});

test('700.5: Reverent Hunter enters with a number of +1/+1 counters equal to devotion to green', () => {
  def('Reverent Hunter');
  const t = cardGame(
    {
      players: [
        { hand: ['Reverent Hunter'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'] },
        { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Reverent Hunter');
  resolveAll(g);
  const hunter = id(g, 'Reverent Hunter', 'battlefield');
  assert.equal(
    g.objects[hunter]!.counters['+1/+1'],
    2,
    "its own {G} and the Bears' {G}; the opponent's permanents don't count",
  );
});
