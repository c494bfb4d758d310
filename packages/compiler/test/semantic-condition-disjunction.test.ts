/**
 * 603.4 / 611.3a: a condition made of two joined by "or" holds when either does — "if you control a Desert or there is
 * a Desert card in your graveyard" (Amonkhet block), as an intervening "if" of a triggered ability and as the
 * "as long as" of a static ability. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef, resolveAll } from './helpers.js';

test('611.3a: Sidewinder Naga gets +1/+0 and has trample while you control a Desert or one is in your graveyard', () => {
  modernDef('Sidewinder Naga');
  for (const [where, boosted] of [
    ['nowhere', false],
    ['battlefield', true],
    ['graveyard', true],
  ] as const) {
    const desert = ['Desert of the True'];
    const t = cardGame(
      {
        players: [
          {
            battlefield: ['Sidewinder Naga', ...(where === 'battlefield' ? desert : [])],
            graveyard: where === 'graveyard' ? [...desert] : [],
          },
          { graveyard: ['Desert of the True'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    assert.deepEqual(t.pt('Sidewinder Naga'), boosted ? [4, 2] : [3, 2], `Desert: ${where}`);
    assert.equal(t.chars('Sidewinder Naga').keywords.has('trample'), boosted, `Desert: ${where}`);
  }
});

test("603.4: Desert's Hold gains you 3 life only if you control a Desert or a Desert card is in your graveyard", () => {
  modernDef("Desert's Hold");
  for (const [where, gain] of [
    ['nowhere', 0],
    ['graveyard', 3],
    ['battlefield', 3],
  ] as const) {
    const desert = where === 'nowhere' ? [] : ['Desert of the True'];
    const t = cardGame(
      {
        players: [
          {
            hand: ["Desert's Hold"],
            battlefield: [...landsFor('{2}{W}'), ...(where === 'battlefield' ? desert : [])],
            graveyard: where === 'graveyard' ? [...desert] : [],
          },
          { battlefield: ['Grizzly Bears'], graveyard: ['Desert of the True'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast("Desert's Hold", { targets: ['Grizzly Bears'] });
    resolveAll(t.state);
    assert.equal(t.zone("Desert's Hold"), 'battlefield');
    assert.equal(t.life('P1'), 20 + gain, `Desert: ${where} (the opponent's graveyard Desert doesn't count)`);
  }
});
