/**
 * Issue 19: "Target opponent exiles a creature they control" (701.13a, 608.2d): the opponent chooses one of their own
 * permanents of that description, and it is exiled; "with the greatest mana value among …" limits the choice
 * (objects/greatest.ts). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('608.2d / 701.13a: Debt to the Kami — the target opponent chooses which of their creatures is exiled', () => {
  modernDef('Debt to the Kami');
  const t = cardGame(
    {
      players: [
        { hand: ['Debt to the Kami'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Grizzly Bears', 'Hill Giant', 'Glorious Anthem'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Debt to the Kami', { modes: [0], targets: ['P2'] });
  t.resolve();
  t.expect({ decision: { kind: 'chooseObjects', player: 'P2' } });
  t.choose(['Hill Giant'], { by: 'P2' });
  t.expect({ zones: { 'Hill Giant': 'exile', 'Grizzly Bears': 'battlefield', 'Glorious Anthem': 'battlefield' } });
});

test('608.2d: Blot Out — only a creature or planeswalker with the greatest mana value among theirs can be chosen', () => {
  modernDef('Blot Out');
  const t = cardGame(
    {
      players: [
        { hand: ['Blot Out'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Grizzly Bears', 'Serra Angel', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Blot Out', { targets: ['P2'] });
  t.resolve();
  const d = t.state.pending;
  if (d?.kind === 'chooseObjects') {
    assert.deepEqual(d.options, [t.id('Serra Angel')], 'mana value 5 is the greatest');
    t.choose(['Serra Angel'], { by: 'P2' });
  }
  t.expect({ zones: { 'Serra Angel': 'exile', 'Grizzly Bears': 'battlefield', 'Hill Giant': 'battlefield' } });
});
