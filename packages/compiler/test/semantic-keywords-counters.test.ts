/**
 * Keyword abilities (702) expanded by the compiler, on real compiled cards played in engine games: graft (and more as
 * they land).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compiled, act, def, has, id, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('702.58a graft: Simic Initiate enters with a +1/+1 counter and moves it onto a creature that enters later (122.5)', () => {
  for (const yes of [true, false]) {
    def('Simic Initiate');
    const t = cardGame(
      {
        players: [{ hand: ['Simic Initiate', 'Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest'] }, {}],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    t.cast('Simic Initiate');
    resolveAll(g);
    const initiate = id(g, 'Simic Initiate', 'battlefield');
    assert.deepEqual(pt(g, initiate), [1, 1], 'a 0/0 with one +1/+1 counter');
    t.cast('Grizzly Bears');
    resolveAll(g, { yes });
    const bears = id(g, 'Grizzly Bears', 'battlefield');
    if (yes) {
      assert.deepEqual(pt(g, bears), [3, 3], 'the counter was moved onto the Bears');
      assert.ok(has(g, 'Simic Initiate', 'graveyard'), 'the Initiate, now 0/0, died (704.5f)');
    } else {
      assert.deepEqual(pt(g, bears), [2, 2]);
      assert.deepEqual(pt(g, initiate), [1, 1]);
    }
  }
});

test('702.44a sunburst: Suntouched Myr gets a +1/+1 counter and Baton of Courage a charge counter for each color spent to cast it', () => {
  def('Suntouched Myr');
  def('Baton of Courage');
  const s = scenario();
  s.battlefield(0, ['Plains', 'Island', 'Forest']);
  s.hand(0, ['Suntouched Myr']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Suntouched Myr') });
  resolveAll(g);
  assert.deepEqual(
    pt(g, id(g, 'Suntouched Myr', 'battlefield')),
    [3, 3],
    'white, blue and green mana: three +1/+1 counters',
  );
  const s2 = scenario();
  s2.battlefield(0, ['Mountain', 'Mountain', 'Island']);
  s2.hand(0, ['Baton of Courage']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  act(g2, 0, { kind: 'cast', card: id(g2, 'Baton of Courage') });
  resolveAll(g2);
  const baton = g2.objects[id(g2, 'Baton of Courage', 'battlefield')]!;
  assert.deepEqual(
    baton.counters,
    { charge: 2 },
    'red and blue: two charge counters (not +1/+1: it is not a creature)',
  );
});
