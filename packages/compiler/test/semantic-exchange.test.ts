/** Exchanging control of permanents (701.8 in the 2015 CR), compiled from Oracle text. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { act, def, id, resolveAll, scenario } from './helpers.js';

test('701.8b: Switcheroo exchanges control of two creatures controlled by different players', () => {
  def('Switcheroo');
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island', 'Grizzly Bears']);
  s.battlefield(1, ['Hill Giant']);
  s.hand(0, ['Switcheroo']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  const giant = id(g, 'Hill Giant');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Switcheroo'),
    targets: [
      [
        { kind: 'object', id: bears },
        { kind: 'object', id: giant },
      ],
    ],
  });
  resolveAll(g);
  assert.equal(chars(g, bears).controller, 1);
  assert.equal(chars(g, giant).controller, 0);
});

test('701.8b: exchanging two permanents one player controls has no effect', () => {
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island', 'Grizzly Bears', 'Hill Giant']);
  s.hand(0, ['Switcheroo']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  const giant = id(g, 'Hill Giant');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Switcheroo'),
    targets: [
      [
        { kind: 'object', id: bears },
        { kind: 'object', id: giant },
      ],
    ],
  });
  resolveAll(g);
  assert.deepEqual([chars(g, bears).controller, chars(g, giant).controller], [0, 0]);
});

test('701.8b: Political Trickery exchanges a land its caster controls and a land an opponent controls', () => {
  def('Political Trickery');
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Forest']);
  s.battlefield(1, ['Mountain', 'Volcanic Island']);
  s.hand(0, ['Political Trickery']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  const forest = id(g, 'Forest');
  const volcanic = id(g, 'Volcanic Island');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Political Trickery'),
    targets: [[{ kind: 'object', id: forest }], [{ kind: 'object', id: volcanic }]],
  });
  resolveAll(g);
  assert.equal(chars(g, forest).controller, 1);
  assert.equal(chars(g, volcanic).controller, 0);
});

test("701.8a: if one of the two creatures is gone when Switcheroo resolves, the other doesn't change control", () => {
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island', 'Grizzly Bears']);
  s.battlefield(1, ['Hill Giant', 'Mountain']);
  s.hand(0, ['Switcheroo']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  const giant = id(g, 'Hill Giant');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Switcheroo'),
    targets: [
      [
        { kind: 'object', id: bears },
        { kind: 'object', id: giant },
      ],
    ],
  });
  act(g, 0, { kind: 'pass' });
  act(g, 1, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.equal(chars(g, giant).controller, 1, 'the Giant stays with its controller');
});
