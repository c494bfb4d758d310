/**
 * 701.41a support: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N other target creatures";
 * 701.41b: on an instant or sorcery, "… each of up to N target creatures". Modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('701.41b: Lead by Example puts a +1/+1 counter on each of two target creatures', () => {
  modernDef('Lead by Example');
  const t = cardGame(
    {
      players: [
        { hand: ['Lead by Example'], battlefield: ['Forest', 'Forest', 'Grizzly Bears'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lead by Example', { targets: ['Grizzly Bears', 'Hill Giant'] });
  t.resolve();
  assert.equal(t.state.objects[t.id('Grizzly Bears')]!.counters['+1/+1'], 1);
  assert.equal(t.state.objects[t.id('Hill Giant')]!.counters['+1/+1'], 1);
});

test('701.41a: Expedition Raptor supports up to two other creatures — it is not a legal target of its own support', () => {
  modernDef('Expedition Raptor');
  const t = cardGame(
    {
      players: [
        { hand: ['Expedition Raptor'], battlefield: [...Array(5).fill('Plains'), 'Grizzly Bears'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Expedition Raptor');
  t.resolve();
  t.choose(['Expedition Raptor', 'Grizzly Bears'], { refused: true });
  t.choose(['Grizzly Bears']);
  t.resolve();
  assert.equal(t.state.objects[t.id('Grizzly Bears')]!.counters['+1/+1'], 1);
  assert.equal(t.state.objects[t.id('Expedition Raptor')]!.counters['+1/+1'] ?? 0, 0);
});
