/**
 * 608.2d / 701.20a: "Target opponent reveals their hand. You may choose a [kind of] card from it. [If you do,] that
 * player discards that card." — the choice is the caster's and may be none. Played with Extract the Truth (modern pool).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('608.2d: Extract the Truth — you may choose a creature, enchantment or planeswalker card; that player discards it', () => {
  modernDef('Extract the Truth');
  for (const take of [true, false]) {
    const t = cardGame(
      {
        players: [
          { hand: ['Extract the Truth'], battlefield: ['Swamp', 'Swamp'] },
          { hand: ['Grizzly Bears', 'Forest', 'Shock'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Extract the Truth', { modes: [0], targets: ['P2'] });
    t.resolve();
    const d = t.pending;
    assert.equal(d?.kind, 'chooseObjects');
    assert.equal(d?.player, t.player('P1'), 'the caster chooses');
    if (d?.kind === 'chooseObjects') {
      assert.deepEqual(
        d.options.map((id) => t.nameOf(id)),
        ['Grizzly Bears'],
        'not the land or the instant',
      );
      assert.equal(d.min, 0, '"you may choose": none is allowed');
    }
    t.choose(take ? ['Grizzly Bears'] : []);
    assert.deepEqual(t.cards('P2', 'hand').sort(), take ? ['Forest', 'Shock'] : ['Forest', 'Grizzly Bears', 'Shock']);
  }
});
