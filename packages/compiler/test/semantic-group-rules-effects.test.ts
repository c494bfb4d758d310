/**
 * 611.2c: a resolved effect that changes no characteristics and no control is a rule of the game, so an effect over a
 * group ("creatures without flying can't block this turn") also covers objects that join the group after it began.
 * Played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { id, modernCompiled, modernDef, pass, resolveAll } from './helpers.js';

const LIB = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

/** The creatures P2 may block with once the Bears attack: the declare-blockers options, or none if it isn't asked. */
function blockersOffered(g: GameState): number[] {
  while (g.pending?.kind === 'priority' && g.turns[0]!.step === 'declareAttackers') pass(g);
  const d = g.pending;
  return d?.kind === 'declareBlockers' ? d.options.map((o) => o.blocker) : [];
}

function bearsAttackAfter(falter: boolean) {
  modernDef('Falter');
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          hand: falter ? ['Falter'] : [],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'],
        },
        { library: [...LIB], hand: ['Ambush Viper'], battlefield: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  if (falter) t.cast('Falter');
  resolveAll(t.state);
  t.cast('Ambush Viper', { by: 'P2' }); // flash, after Falter resolved
  resolveAll(t.state);
  t.advance('declareAttackers');
  t.attack({ 'Grizzly Bears': 'P2' });
  return t;
}

test("611.2c: Falter — a creature without flying that entered after it resolved can't block this turn", () => {
  const t = bearsAttackAfter(true);
  assert.deepEqual(blockersOffered(t.state), [], 'the Viper may not block');
});

test('611.2c: without Falter the same Viper may block (the position offers it)', () => {
  const t = bearsAttackAfter(false);
  assert.deepEqual(blockersOffered(t.state), [id(t.state, 'Ambush Viper')]);
});
