/**
 * 601.2g / 605.1b / 605.4a: while casting a spell its controller may activate mana abilities, and triggered mana
 * abilities (Wild Growth, Overgrowth, Mana Flare) add their mana at once; automatic payment counts that mana, so a
 * spell payable only with it is cast. Real cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compiled, act, def, has, id, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

for (const [aura, cost, spell] of [
  ['Wild Growth', 'Forest', 'Grizzly Bears'],
  ['Overgrowth', 'Forest', 'Centaur Courser'],
] as const) {
  test(`601.2g: one Forest enchanted by ${aura} pays for ${spell} with the triggered mana`, () => {
    def(aura);
    def(spell);
    const s = scenario();
    const forest = s.permanent(0, cost);
    s.permanent(0, { card: aura, attachedTo: forest });
    s.hand(0, [spell]);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'cast', card: id(g, spell, 'hand') });
    resolveAll(g);
    assert.ok(has(g, spell, 'battlefield'));
    assert.equal(g.objects[forest]!.tapped, true);
    assert.deepEqual([g.players[0]!.manaPool.G, g.players[0]!.manaPool.C], [0, 0]);
  });
}

test('601.2g: two Mountains and Mana Flare pay for Hill Giant ({3}{R}); the unused mana of an over-tap stays in the pool', () => {
  def('Mana Flare');
  const t = cardGame(
    {
      players: [{ hand: ['Hill Giant'], battlefield: ['Mountain', 'Mountain', 'Mana Flare'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Hill Giant');
  resolveAll(g);
  assert.ok(has(g, 'Hill Giant', 'battlefield'));
  assert.equal(g.players[0]!.manaPool.R, 0);
});

test('601.2g / 605.4a: with Wild Growth, a one-mana spell taps the Forest once; the triggered {G} stays in the pool', () => {
  const s = scenario();
  const forest = s.permanent(0, 'Forest');
  s.permanent(0, { card: 'Wild Growth', attachedTo: forest });
  s.hand(0, ['Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Llanowar Elves', 'hand') });
  resolveAll(g);
  assert.ok(has(g, 'Llanowar Elves', 'battlefield'));
  assert.equal(
    g.players[0]!.manaPool.G,
    1,
    "the Forest was tapped for {G}; Wild Growth's {G} stays in the pool (605.4a)",
  );
});
