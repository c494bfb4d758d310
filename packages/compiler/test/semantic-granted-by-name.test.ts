/**
 * 201.5 / 613.1f: inside an ability an Equipment grants to the equipped creature, the Equipment's own name means the
 * Equipment ("Equipped creature has \"{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target.\""):
 * the creature has the ability, the Equipment is sacrificed and deals the damage. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('201.5: the equipped Grizzly Bears tap and sacrifice Blazing Torch; the Torch deals 2 damage to P2', () => {
  modernDef('Blazing Torch');
  const t = cardGame(
    {
      players: [{ battlefield: ['Grizzly Bears', { card: 'Blazing Torch', attached_to: 'Grizzly Bears' }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Grizzly Bears', { ability: 'Sacrifice', targets: ['P2'] });
  assert.equal(t.zone('Blazing Torch'), 'graveyard', 'the cost sacrificed the Torch itself');
  assert.equal(t.tapped('Grizzly Bears'), true);
  t.pass(2);
  t.expect({ life: { P2: 18 } });
  const dealt = t.state.log.find((l) => /deals 2 damage to P2/.test(l.text));
  assert.match(dealt?.text ?? '', /^Blazing Torch/, 'the Torch (as it last existed) is the source of the damage');
});

test("201.5: with two Ninja's Kunai attached, each granted ability sacrifices its own Kunai", () => {
  modernDef("Ninja's Kunai");
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            'Grizzly Bears',
            'Island',
            { card: "Ninja's Kunai", label: 'K1', attached_to: 'Grizzly Bears' },
            { card: "Ninja's Kunai", label: 'K2', attached_to: 'Grizzly Bears' },
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const abilities = chars(t.state, t.id('Grizzly Bears')).abilities.filter((a) => a.kind === 'activated');
  assert.equal(abilities.length, 2, 'one ability from each Kunai');
  const bound = abilities.map((a) => JSON.stringify(a).match(/"grantor","id":(\d+)/)?.[1]);
  assert.deepEqual(bound.sort(), [t.id('K1'), t.id('K2')].map(String).sort());
  t.activate('Grizzly Bears', { ability: 1, targets: ['P2'] });
  const left = [t.state.objects[t.id('K1')], t.state.objects[t.id('K2')]].filter((o) => o?.zone === 'battlefield');
  assert.equal(left.length, 1, 'exactly one Kunai was sacrificed');
  t.pass(2);
  t.expect({ life: { P2: 17 } });
});

test("201.5: Trusty Boomerang — tap target creature, then the Boomerang returns to its owner's hand", () => {
  modernDef('Trusty Boomerang');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Grizzly Bears', 'Island', { card: 'Trusty Boomerang', attached_to: 'Grizzly Bears' }] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Grizzly Bears', { ability: 'Tap target creature', targets: ['Craw Wurm'] });
  t.pass(2);
  assert.equal(t.tapped('Craw Wurm'), true);
  assert.equal(t.zone('Trusty Boomerang'), 'hand');
});

test('201.5: Sunfire Torch — as the equipped creature attacks, its controller may sacrifice the Torch; when they do, 2 damage', () => {
  modernDef('Sunfire Torch');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Grizzly Bears', { card: 'Sunfire Torch', attached_to: 'Grizzly Bears' }] },
        { battlefield: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.pass(2);
  t.expect({ decision: 'yesNo' });
  t.choose(true);
  assert.equal(t.zone('Sunfire Torch'), 'graveyard');
  t.choose([['Llanowar Elves']]);
  t.pass(2);
  assert.equal(t.zone('Llanowar Elves'), 'graveyard');
});

test('701.3d: Heartseeker — "{T}, Unattach Heartseeker": the Equipment stays on the battlefield, attached to nothing', () => {
  modernDef('Heartseeker');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Grizzly Bears', { card: 'Heartseeker', attached_to: 'Grizzly Bears' }] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.pt('Grizzly Bears'), [4, 3]);
  t.activate('Grizzly Bears', { ability: 'Unattach', targets: ['Craw Wurm'] });
  t.expect({ log_cites: ['701.3d'] });
  assert.equal(t.zone('Heartseeker'), 'battlefield');
  assert.equal(t.object('Heartseeker').attachedTo, null);
  assert.deepEqual(t.pt('Grizzly Bears'), [2, 2], 'no longer equipped');
  t.pass(2);
  assert.equal(t.zone('Craw Wurm'), 'graveyard');
});
