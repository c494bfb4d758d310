/**
 * 605.1b / 106.12a: triggered mana abilities in current Oracle wording — "Whenever enchanted land is tapped for mana,
 * its controller adds an additional {G}" (Wild Growth, Overgrowth, Wolfwillow Haven), "Whenever a Forest is tapped
 * for mana, its controller adds an additional {G}" (Vernal Bloom) — played with modern-pool cards in engine games:
 * the mana is added at once, without the stack (605.4a).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, modernDef, modernScenario } from './helpers.js';

for (const [card, land, attached, added] of [
  ['Wild Growth', 'Forest', true, 1],
  ['Overgrowth', 'Forest', true, 2],
  ['Wolfwillow Haven', 'Forest', true, 1],
  ['Vernal Bloom', 'Forest', false, 1],
  ['Gauntlet of Might', 'Mountain', false, 1],
] as const) {
  test(`605.1b: ${card} — tapping the ${land} for mana adds ${added} more at once, without the stack`, () => {
    modernDef(card);
    const s = modernScenario();
    const [tapped] = s.battlefield(0, [land]);
    s.battlefield(0, [attached ? { card, attachedTo: tapped! } : card]);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'activate', source: tapped!, ability: 0 });
    const type = land === 'Forest' ? 'G' : 'R';
    assert.equal(g.players[0]!.manaPool[type], 1 + added);
    assert.equal(g.turns[0]!.stack.length, 0);
    assert.equal(g.pendingTriggers.length, 0);
  });
}

test('605.1b: Vernal Bloom — an opponent’s Forest adds the extra {G} for its controller', () => {
  modernDef('Vernal Bloom');
  const s = modernScenario();
  s.battlefield(0, ['Vernal Bloom']);
  const [forest] = s.battlefield(1, ['Forest']);
  const g = s.start({ active: 1, step: 'main1' });
  act(g, 1, { kind: 'activate', source: forest!, ability: 0 });
  assert.equal(g.players[1]!.manaPool.G, 2);
  assert.equal(g.players[0]!.manaPool.G, 0);
});

/** The priority decision's entries of `kind` naming `name`. */
function offered(g: ReturnType<ReturnType<typeof modernScenario>['start']>, kind: string, name: string): number {
  const d = g.pending;
  assert.ok(d?.kind === 'priority');
  return d.actions.filter((a) => a.kind === kind && 'name' in a && a.name === name).length;
}

test('117.1 / 601.2g / 605.4a: one Forest enchanted by Wild Growth pays {1}{G}, so Grizzly Bears and an instant are offered', () => {
  for (const n of ['Wild Growth', 'Grizzly Bears', "Moment's Peace"]) modernDef(n);
  const s = modernScenario();
  const [forest] = s.battlefield(0, ['Forest']);
  s.battlefield(0, [{ card: 'Wild Growth', attachedTo: forest! }]);
  const [bears] = s.hand(0, ['Grizzly Bears', "Moment's Peace"]);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(offered(g, 'cast', 'Grizzly Bears'), 1);
  assert.equal(offered(g, 'cast', "Moment's Peace"), 1);
  act(g, 0, { kind: 'cast', card: bears!, targets: [] });
  assert.equal(g.turns[0]!.stack.length, 1);
});

test('117.1 / 602.2b / 605.4a: one Forest enchanted by Wild Growth pays the {1}{G} of Basking Rootwalla’s ability, so it is offered', () => {
  for (const n of ['Wild Growth', 'Basking Rootwalla']) modernDef(n);
  const s = modernScenario();
  const [forest] = s.battlefield(0, ['Forest']);
  s.battlefield(0, [{ card: 'Wild Growth', attachedTo: forest! }]);
  const [rootwalla] = s.battlefield(0, ['Basking Rootwalla']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(offered(g, 'activate', 'Basking Rootwalla'), 1);
  act(g, 0, { kind: 'activate', source: rootwalla!, ability: 0 });
  assert.equal(g.turns[0]!.stack.length, 1);
});
