/** 310: battles — attacked by anyone but their protector, defended by the protector. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardDefinition } from '../src/index.js';
import { ok, passAll, passUntil, scenario, zoneOf, cites } from './helpers.js';
import { ownObject } from '../src/index.js';

const SIEGE: CardDefinition = {
  name: 'Test Siege',
  manaCost: '{2}{R}',
  supertypes: [],
  types: ['Battle'],
  subtypes: ['Siege'],
  defense: 3,
  oracleText: '',
  abilities: [],
};

test('310.8 / 508.1b / 120.3h / 704.5v: a Siege is attacked by its controller, defended by its protector, and defeated at 0 defense', () => {
  const s = scenario(2, { 'Test Siege': SIEGE });
  const [siege] = s.battlefield(0, [{ card: 'Test Siege', counters: { defense: 3 } }]);
  const [giant] = s.battlefield(0, ['Hill Giant']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  ownObject(g, siege!).protector = 1;
  passUntil(g, 'beginCombat');
  passAll(g);
  const d = g.pending!;
  assert.ok(d.kind === 'declareAttackers');
  if (d.kind !== 'declareAttackers') return;
  assert.ok(
    d.options[0]!.defenders.some((x) => x.kind === 'object' && x.id === siege),
    'the controller may attack its own Siege',
  );
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant!, defender: { kind: 'object', id: siege! } }] });
  passAll(g);
  assert.equal(g.pending?.kind, 'declareBlockers');
  assert.equal(g.pending?.player, 1, 'the protector defends the battle');
  ok(g, 1, { kind: 'declareBlockers', blocks: [] });
  passUntil(g, 'main2');
  assert.deepEqual(zoneOf(g, 'Test Siege'), ['graveyard']);
  assert.ok(cites(g, '704.5v'));
});

test("310.8: the protector can't attack the battle it protects", () => {
  const s = scenario(2, { 'Test Siege': SIEGE });
  const [siege] = s.battlefield(1, [{ card: 'Test Siege', counters: { defense: 3 } }]);
  s.battlefield(0, ['Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  ownObject(g, siege!).protector = 0;
  passUntil(g, 'beginCombat');
  passAll(g);
  const d = g.pending!;
  if (d.kind !== 'declareAttackers') return assert.fail('expected declareAttackers');
  assert.ok(!d.options[0]!.defenders.some((x) => x.kind === 'object' && x.id === siege));
});
