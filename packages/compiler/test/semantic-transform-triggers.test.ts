/**
 * 701.28e: "When this creature transforms into [name]" triggers when the permanent transforms and has that name just
 * after (and didn't just before); "enters or transforms into [name]" also triggers as it enters. Played with real
 * double-faced cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

test('701.28e: Captive Weird transforms into Compleated Conjurer, whose trigger exiles the top card of the library', () => {
  modernDef('Captive Weird');
  const t = cardGame(
    {
      players: [
        {
          library: ['Mountain', ...LIB],
          battlefield: ['Captive Weird', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Captive Weird');
  t.resolve(); // the transform ability resolves; the new face's ability triggers
  assert.equal(t.state.turns[0]!.stack.length + t.state.pendingTriggers.length, 1, 'one trigger, from the new face');
  resolveAll(t.state);
  t.expect({
    objects: { 'Captive Weird': { pt: '3/3' } },
    exile: ['Mountain'],
  });
});

test('701.28e: Brutal Cathar entering triggers "enters or transforms into Brutal Cathar" and exiles an opposing creature', () => {
  modernDef('Brutal Cathar');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Brutal Cathar'], battlefield: ['Plains', 'Plains', 'Plains'] },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Brutal Cathar');
  resolveAll(t.state);
  t.expect({ objects: { 'Grizzly Bears': { zone: 'exile' } } });
});
