/**
 * Issue 19: "The owner of target nonland permanent puts it on their choice of the top or bottom of their library."
 * (401.3: the owner, not the caster, chooses), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, landsFor, modernDef, modernScenario, ok } from './helpers.js';

for (const top of [true, false]) {
  test(`401.3: Run Out of Town — the creature's owner chooses the ${top ? 'top' : 'bottom'} of their library`, () => {
    modernDef('Run Out of Town');
    const s = modernScenario();
    s.battlefield(0, landsFor('{3}{U}'));
    s.hand(0, ['Run Out of Town']);
    s.battlefield(1, ['Craw Wurm']);
    s.library(1, ['Island', 'Island']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, {
      kind: 'cast',
      card: id(g, 'Run Out of Town', 'hand'),
      targets: [[{ kind: 'object', id: id(g, 'Craw Wurm') }]],
    });
    for (let i = 0; i < 10 && g.pending?.kind === 'priority'; i++) act(g, g.pending.player, { kind: 'pass' });
    const d = g.pending;
    assert.ok(d && d.kind === 'yesNo', `expected the owner's choice, got ${d?.kind}`);
    assert.equal(d.player, 1, "the Wurm's owner chooses, not the caster");
    ok(g, 1, { kind: 'yesNo', yes: top });
    const lib = g.players[1]!.library;
    assert.equal(lib.length, 3);
    const at = lib.findIndex((o) => g.cards[g.objects[o]!.defKey]!.name === 'Craw Wurm');
    assert.equal(at, top ? 0 : 2);
  });
}
