/**
 * 702.33g / 601.2c: a target only a kicked spell has is chosen only if the spell is kicked ("If this spell was kicked,
 * return another target …"), and with "If this spell was kicked, instead [B]" the replaced text's targets are chosen
 * only if it isn't: otherwise the spell is cast as though it didn't have those targets.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { submitInPlace, type GameState } from '@arbiter/engine';
import { act, has, id, modernDef, modernScenario, resolveAll } from './helpers.js';

const obj = (g: GameState, name: string, zone?: string) => ({
  kind: 'object' as const,
  id: id(g, name, zone as never),
});

test('702.33g: Blood Beckoning returns one target creature card, or two other targets instead when kicked', () => {
  modernDef('Blood Beckoning');
  for (const kick of [false, true]) {
    const s = modernScenario();
    s.battlefield(0, ['Swamp', 'Swamp', 'Swamp', 'Swamp']);
    s.hand(0, ['Blood Beckoning']);
    s.graveyard(0, ['Grizzly Bears', 'Llanowar Elves']);
    const g = s.start({ active: 0, step: 'main1' });
    const d = g.pending;
    assert.ok(d?.kind === 'priority');
    const listed = d.actions.find((a) => a.kind === 'cast' && a.name === 'Blood Beckoning' && !!a.kicker === kick);
    assert.ok(listed && listed.kind === 'cast', 'the cast is listed');
    assert.deepEqual(
      listed.targets.map((t) => [t.min, t.max]),
      kick
        ? [
            [0, 0],
            [2, 2],
          ]
        : [
            [1, 1],
            [0, 0],
          ],
      '601.2c: only the targets of the text that applies are chosen',
    );
    const bears = obj(g, 'Grizzly Bears', 'graveyard');
    const elves = obj(g, 'Llanowar Elves', 'graveyard');
    // Kicked, the unkicked text's target can't be chosen as well (the state is unchanged).
    if (kick) {
      const before = JSON.stringify(g);
      const r = submitInPlace(g, 0, {
        kind: 'action',
        action: { kind: 'cast', card: id(g, 'Blood Beckoning'), targets: [[bears], [bears, elves]], kicker: [0] },
      });
      assert.ok(!r.ok);
      assert.equal(JSON.stringify(g), before);
    }
    act(g, 0, {
      kind: 'cast',
      card: id(g, 'Blood Beckoning'),
      targets: kick ? [[], [bears, elves]] : [[bears], []],
      ...(kick ? { kicker: [0] } : {}),
    });
    resolveAll(g);
    assert.ok(has(g, 'Grizzly Bears', 'hand'));
    assert.equal(has(g, 'Llanowar Elves', 'hand'), kick, kick ? 'kicked: both returned' : 'unkicked: one returned');
  }
});

test("702.33g: Bloodchief's Thirst kicked destroys any creature; unkicked it can't target one with mana value 5", () => {
  modernDef("Bloodchief's Thirst");
  const s = modernScenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ["Bloodchief's Thirst"]);
  s.battlefield(1, ['Serra Angel']);
  const g = s.start({ active: 0, step: 'main1' });
  const angel = obj(g, 'Serra Angel');
  const before = JSON.stringify(g);
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, "Bloodchief's Thirst"), targets: [[angel], []] },
  });
  assert.ok(!r.ok, 'unkicked: mana value 2 or less');
  assert.equal(JSON.stringify(g), before);
  act(g, 0, { kind: 'cast', card: id(g, "Bloodchief's Thirst"), targets: [[], [angel]], kicker: [0] });
  resolveAll(g);
  assert.ok(has(g, 'Serra Angel', 'graveyard'));
});

test('702.33g: Rushing River returns another target nonland permanent only when kicked', () => {
  modernDef('Rushing River');
  for (const kick of [false, true]) {
    const s = modernScenario();
    s.battlefield(0, ['Island', 'Island', 'Island', 'Island']);
    s.hand(0, ['Rushing River']);
    s.battlefield(1, ['Grizzly Bears', 'Serra Angel']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, {
      kind: 'cast',
      card: id(g, 'Rushing River'),
      targets: [[obj(g, 'Grizzly Bears')], kick ? [obj(g, 'Serra Angel')] : []],
      ...(kick ? { kicker: [0] } : {}),
    });
    resolveAll(g);
    assert.ok(has(g, 'Grizzly Bears', 'hand'));
    assert.equal(has(g, 'Serra Angel', 'hand'), kick);
  }
});
