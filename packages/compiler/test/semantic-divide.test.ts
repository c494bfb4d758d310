/**
 * 601.2d divided damage, compiled from Oracle text: the division is announced as the spell is cast (or the
 * ability activated), each target gets at least 1, and an illegal target's share is not dealt (608.2b).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import type { GameState } from '@arbiter/engine';
import { compiled, act, def, id, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function setup(): { g: GameState; bears: number; giant: number } {
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Arc Lightning']);
  s.battlefield(1, ['Grizzly Bears', 'Hill Giant', 'Island']);
  s.hand(1, ['Unsummon']);
  const g = s.start({ active: 0, step: 'main1' });
  return { g, bears: id(g, 'Grizzly Bears'), giant: id(g, 'Hill Giant') };
}

test('601.2d: Arc Lightning divides 3 damage as announced: 2 to Grizzly Bears, 1 to the player', () => {
  def('Arc Lightning');
  const { g, bears } = setup();
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Arc Lightning'),
    targets: [
      [
        { kind: 'object', id: bears },
        { kind: 'player', player: 1 },
      ],
    ],
    divide: [2, 1],
  });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19);
  assert.ok(g.players[1]!.graveyard.some((o) => chars(g, o).name === 'Grizzly Bears'));
});

test('601.2d: a division must give each target at least 1 and add up to the amount; a refused cast changes nothing', () => {
  const { g, bears, giant } = setup();
  const card = id(g, 'Arc Lightning');
  for (const divide of [[3, 0], [1, 1], [2, 2], [3]]) {
    const r = submitInPlace(g, 0, {
      kind: 'action',
      action: {
        kind: 'cast',
        card,
        targets: [
          [
            { kind: 'object', id: bears },
            { kind: 'object', id: giant },
          ],
        ],
        divide,
      },
    });
    assert.equal(r.ok, false, `division ${JSON.stringify(divide)} is refused`);
    if (!r.ok) assert.equal(r.error.rule, '601.2d');
  }
  assert.equal(g.objects[card]!.zone, 'hand');
});

test('608.2b: a target that became illegal gets nothing; its share is not moved to the other target', () => {
  const { g, bears, giant } = setup();
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Arc Lightning'),
    targets: [
      [
        { kind: 'object', id: giant },
        { kind: 'object', id: bears },
      ],
    ],
    divide: [1, 2],
  });
  act(g, 0, { kind: 'pass' });
  act(g, 1, { kind: 'cast', card: id(g, 'Unsummon'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.equal(g.objects[giant]!.damage, 1, 'the Giant gets only its own share');
});

test('601.2d / 602.2b: Arc Mage divides 2 damage between two targets as the ability is activated', () => {
  def('Arc Mage');
  const t = cardGame(
    {
      players: [
        { hand: ['Island'], battlefield: ['Arc Mage', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const mage = id(g, 'Arc Mage');
  act(g, 0, {
    kind: 'activate',
    source: mage,
    ability: chars(g, mage).abilities.findIndex((a) => a.kind === 'activated'),
    targets: [
      [
        { kind: 'object', id: id(g, 'Llanowar Elves') },
        { kind: 'player', player: 1 },
      ],
    ],
    divide: [1, 1],
    costObjects: [id(g, 'Island')],
  });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19);
  assert.ok(g.players[1]!.graveyard.some((o) => chars(g, o).name === 'Llanowar Elves'));
});
