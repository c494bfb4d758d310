/**
 * Issue 19: "up to three target cards from a single graveyard" (601.2c: the targets chosen must all be in one
 * player's graveyard), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ownObject, submitInPlace, type GameState, type TargetRef } from '@arbiter/engine';
import { act, id, landsFor, modernDef, modernScenario, resolveAll } from './helpers.js';

function cards(g: GameState, names: readonly [string, 'mine' | 'theirs'][]): TargetRef[] {
  return names.map(([n, whose]) => {
    const found = Object.values(g.objects).find(
      (o) => o.zone === 'graveyard' && g.cards[o.defKey]?.name === n && o.owner === (whose === 'mine' ? 0 : 1),
    );
    assert.ok(found, `${n} in ${whose} graveyard`);
    return { kind: 'object', id: found.id };
  });
}

function rapidDecay(): GameState {
  modernDef('Rapid Decay');
  const s = modernScenario();
  s.battlefield(0, landsFor('{1}{B}'));
  s.hand(0, ['Rapid Decay']);
  s.graveyard(0, ['Shock', 'Grizzly Bears']);
  s.graveyard(1, ['Shock', 'Divination', 'Island', 'Hill Giant']);
  return s.start({ active: 0, step: 'main1' });
}

test('601.2c: Rapid Decay — targets in two graveyards are refused, and the state is unchanged', () => {
  const g = rapidDecay();
  const before = JSON.stringify(g);
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: id(g, 'Rapid Decay', 'hand'),
      targets: [
        cards(g, [
          ['Shock', 'mine'],
          ['Divination', 'theirs'],
        ]),
      ],
    },
  });
  assert.equal(r.ok, false, 'one card from each graveyard is not "a single graveyard"');
  assert.equal(JSON.stringify(g), before);
});

test('601.2c: Rapid Decay — up to three cards of one graveyard are exiled; the other graveyard is untouched', () => {
  const g = rapidDecay();
  const chosen = cards(g, [
    ['Shock', 'theirs'],
    ['Divination', 'theirs'],
    ['Hill Giant', 'theirs'],
  ]);
  act(g, 0, { kind: 'cast', card: id(g, 'Rapid Decay', 'hand'), targets: [chosen] });
  resolveAll(g);
  for (const t of chosen) assert.equal(t.kind === 'object' && g.objects[t.id], undefined, 'moved (a new object)');
  assert.deepEqual(g.exile.map((o) => g.cards[g.objects[o]!.defKey]!.name).sort(), [
    'Divination',
    'Hill Giant',
    'Shock',
  ]);
  assert.equal(g.players[1]!.graveyard.length, 1, 'their Island stays');
  assert.equal(g.players[0]!.graveyard.length, 3, 'my Shock, Bears and the resolved Rapid Decay');
});

test('601.2c: Carrion Beetles — the activated ability takes its targets from one graveyard too', () => {
  modernDef('Carrion Beetles');
  const s = modernScenario();
  s.battlefield(0, ['Carrion Beetles', ...landsFor('{2}{B}')]);
  s.graveyard(0, ['Shock']);
  s.graveyard(1, ['Divination', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  const beetles = id(g, 'Carrion Beetles', 'battlefield');
  ownObject(g, beetles).summoningSick = false;
  const mixed = submitInPlace(g, 0, {
    kind: 'action',
    action: {
      kind: 'activate',
      source: beetles,
      ability: 0,
      targets: [[...cards(g, [['Shock', 'mine']]), ...cards(g, [['Island', 'theirs']])]],
    },
  });
  assert.equal(mixed.ok, false);
  act(g, 0, {
    kind: 'activate',
    source: beetles,
    ability: 0,
    targets: [
      cards(g, [
        ['Divination', 'theirs'],
        ['Island', 'theirs'],
      ]),
    ],
  });
  resolveAll(g);
  assert.equal(g.players[1]!.graveyard.length, 0);
  assert.equal(g.players[0]!.graveyard.length, 1, 'my Shock stays');
});
