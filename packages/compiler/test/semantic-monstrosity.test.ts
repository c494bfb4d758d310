/**
 * 701.37 monstrosity (issue 19, the keyword frontier), played with real cards of the modern pool in engine games:
 * "Monstrosity N" puts N +1/+1 counters on its source unless it is already monstrous (701.37a), "When ~ becomes
 * monstrous" triggers, and "as long as ~ is monstrous" holds while it stays monstrous (701.37b).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const forests = (n: number): string[] => Array.from({ length: n }, () => 'Forest');

test('701.37a: Nessian Asp — {6}{G}: Monstrosity 4 makes the 4/5 an 8/9; activated again, nothing happens', () => {
  modernDef('Nessian Asp');
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], battlefield: ['Nessian Asp', ...forests(14)] },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Nessian Asp');
  t.pass(2);
  t.expect({ objects: { 'Nessian Asp': { pt: '8/9', counters: { '+1/+1': 4 } } }, log_cites: ['701.37a', '701.37b'] });
  assert.equal(t.object('Nessian Asp').monstrous, true);
  t.activate('Nessian Asp');
  t.pass(2);
  t.expect({ objects: { 'Nessian Asp': { pt: '8/9', counters: { '+1/+1': 4 } } } }, 'already monstrous: no counters');
});

test('701.37b: Arbor Colossus — "When ~ becomes monstrous, destroy target creature with flying an opponent controls"', () => {
  modernDef('Arbor Colossus');
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], battlefield: ['Arbor Colossus', ...forests(6)] },
        { library: ['Forest', 'Forest'], battlefield: ['Serra Angel', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Arbor Colossus');
  t.pass(2); // monstrosity resolves: the trigger goes on the stack
  t.choose(['Serra Angel']);
  t.pass(2);
  t.expect({
    objects: { 'Arbor Colossus': { pt: '9/9' } },
    zones: { 'Serra Angel': 'graveyard', 'Grizzly Bears': 'battlefield' },
  });
});

test('701.37b: Fleecemane Lion — "As long as ~ is monstrous, it has hexproof and indestructible"', () => {
  modernDef('Fleecemane Lion');
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], battlefield: ['Fleecemane Lion', ...forests(3), 'Plains', 'Plains'] },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.expect({ objects: { 'Fleecemane Lion': { pt: '3/3', keywords: [] } } }, 'not monstrous yet');
  t.activate('Fleecemane Lion');
  t.pass(2);
  t.expect({ objects: { 'Fleecemane Lion': { pt: '4/4', keywords: ['hexproof', 'indestructible'] } } });
});
