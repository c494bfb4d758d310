/** Exchanging control of permanents (701.8 in the 2015 CR), compiled from Oracle text. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { compiled, act, def, id, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('701.8b: Switcheroo exchanges control of two creatures controlled by different players', () => {
  def('Switcheroo');
  const t = cardGame(
    {
      players: [
        { hand: ['Switcheroo'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Grizzly Bears'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  const giant = id(g, 'Hill Giant');
  t.cast('Switcheroo', { targets: ['Grizzly Bears', 'Hill Giant'] });
  resolveAll(g);
  assert.equal(chars(g, bears).controller, 1);
  assert.equal(chars(g, giant).controller, 0);
});

test('701.8b: exchanging two permanents one player controls has no effect', () => {
  const t = cardGame(
    {
      players: [
        {
          hand: ['Switcheroo'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Grizzly Bears', 'Hill Giant'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  const giant = id(g, 'Hill Giant');
  t.cast('Switcheroo', { targets: ['Grizzly Bears', 'Hill Giant'] });
  resolveAll(g);
  assert.deepEqual([chars(g, bears).controller, chars(g, giant).controller], [0, 0]);
});

test('701.8b: Political Trickery exchanges a land its caster controls and a land an opponent controls', () => {
  def('Political Trickery');
  const t = cardGame(
    {
      players: [
        { hand: ['Political Trickery'], battlefield: ['Island', 'Island', 'Island', 'Forest'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Volcanic Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const forest = id(g, 'Forest');
  const volcanic = id(g, 'Volcanic Island');
  t.cast('Political Trickery', { targets: [['Forest'], ['Volcanic Island']] });
  resolveAll(g);
  assert.equal(chars(g, forest).controller, 1);
  assert.equal(chars(g, volcanic).controller, 0);
});

test("701.8a: if one of the two creatures is gone when Switcheroo resolves, the other doesn't change control", () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Switcheroo'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Grizzly Bears'] },
        { hand: ['Lightning Bolt'], battlefield: ['Hill Giant', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  const giant = id(g, 'Hill Giant');
  t.cast('Switcheroo', { targets: ['Grizzly Bears', 'Hill Giant'] });
  t.pass();
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.equal(chars(g, giant).controller, 1, 'the Giant stays with its controller');
});
