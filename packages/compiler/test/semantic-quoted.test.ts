/**
 * Granted quoted abilities (613.1f layer 6) and targets restricted by a player the trigger names
 * (506.2 defending player, 603.2 "that player"), on real compiled cards played in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { act, def, id, resolveAll, scenario } from './helpers.js';

test('613.1f layer 6: Lightning Prowess gives haste and "{T}: ~ deals 1 damage to any target" (~ = the enchanted creature)', () => {
  def('Lightning Prowess');
  const s = scenario();
  const [bears] = s.battlefield(0, [{ card: 'Grizzly Bears', summoningSick: true }]);
  s.battlefield(0, [{ card: 'Lightning Prowess', attachedTo: bears! }]);
  const g = s.start({ active: 0, step: 'main1' });
  const c = chars(g, bears!);
  assert.ok(c.keywords.has('haste'));
  const ability = c.abilities.findIndex((a) => a.kind === 'activated');
  assert.ok(ability >= 0, 'the enchanted creature has the tap ability');
  // Haste lets the summoning-sick creature use {T} (302.6).
  act(g, 0, { kind: 'activate', source: bears!, ability, targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19);
  assert.ok(g.objects[bears!]!.tapped, 'the creature (not the Aura) was tapped');
});

test('613.1f layer 6: Thornbite Staff grants two quoted abilities; "untap ~" untaps the equipped creature', () => {
  def('Thornbite Staff');
  const s = scenario();
  const [elf] = s.battlefield(0, [{ card: 'Llanowar Elves', tapped: true }]);
  s.battlefield(0, [{ card: 'Thornbite Staff', attachedTo: elf! }]);
  s.hand(0, ['Lightning Bolt']);
  s.battlefield(0, ['Mountain']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  const kinds = chars(g, elf!).abilities.map((a) => a.kind);
  assert.ok(kinds.includes('triggered') && kinds.filter((k) => k === 'activated').length >= 1);
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] });
  resolveAll(g);
  assert.equal(g.objects[elf!]!.tapped, false, 'a creature died: the equipped creature untapped');
});
