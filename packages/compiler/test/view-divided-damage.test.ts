/**
 * 601.2d with a person at the table: the view of a player holding priority says which of their casts and activations
 * divide damage among targets, which target group and how much (GameView.divisions), so a client can ask for the
 * division; the action's `divide` then deals it as given.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('601.2d: Arc Lightning is listed as dividing 3 damage among its one target group, and a given division is dealt', () => {
  modernDef('Arc Lightning');
  const t = cardGame(
    {
      players: [
        { hand: ['Arc Lightning', 'Shock'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const v = viewFor(t.state, 0);
  const p = v.pending;
  assert.equal(p?.kind, 'priority');
  if (p?.kind !== 'priority') return;
  const arc = p.actions.findIndex((a) => a.kind === 'cast' && a.name === 'Arc Lightning');
  const shock = p.actions.findIndex((a) => a.kind === 'cast' && a.name === 'Shock');
  assert.deepEqual(
    v.divisions?.find((d) => d.action === arc),
    { action: arc, group: 0, amount: 3 },
  );
  assert.equal(
    v.divisions?.find((d) => d.action === shock),
    undefined,
    'Shock divides nothing',
  );
  assert.equal(viewFor(t.state, 1).divisions, undefined, 'only the deciding player is told');
  const bears = t.id('Grizzly Bears');
  const giant = t.id('Hill Giant');
  t.cast('Arc Lightning', { targets: [['Grizzly Bears', 'Hill Giant']], divide: [1, 2] });
  t.resolve();
  assert.equal(t.state.objects[bears]?.damage, 1);
  assert.equal(t.state.objects[giant]?.damage, 2);
});
