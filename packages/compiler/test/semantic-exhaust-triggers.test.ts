/**
 * 702.177a exhaust / 602.2: "Whenever you activate an exhaust ability" triggers as its controller activates one. Real
 * modern cards: Rangers' Refueler (its own exhaust ability; "draw a card"), Afterburner Expert (in the graveyard: it
 * returns to the battlefield, 113.6b), Rangers' Aetherhive (a Thopter); an opponent's activation is not yours.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

test("702.177a: activating Rangers' Refueler's exhaust ability draws a card and returns Afterburner Expert from the graveyard", () => {
  modernDef("Rangers' Refueler");
  modernDef('Afterburner Expert');
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          graveyard: ['Afterburner Expert'],
          battlefield: ["Rangers' Refueler", ...landsFor('{4}')],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const hand = t.state.players[0]!.hand.length;
  t.activate("Rangers' Refueler", { ability: 'Exhaust' });
  t.choose([0, 1]); // both "whenever you activate an exhaust ability" triggers
  t.resolve('all');
  assert.equal(t.state.players[0]!.hand.length, hand + 1, 'drew a card');
  assert.ok(
    t.state.battlefield.some((id) => t.nameOf(id) === 'Afterburner Expert'),
    'Afterburner Expert returned to the battlefield',
  );
  t.activate("Rangers' Refueler", { ability: 'Exhaust', refused: true }); // activate only once
});

test("702.177a: Rangers' Aetherhive — an opponent's exhaust activation is not yours", () => {
  modernDef("Rangers' Aetherhive");
  modernDef("Rangers' Refueler");
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ["Rangers' Aetherhive"] },
        { library: [...LIB], battlefield: ["Rangers' Refueler", ...landsFor('{4}')] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate("Rangers' Refueler", { ability: 'Exhaust' });
  t.resolve('all');
  assert.equal(t.state.battlefield.filter((id) => t.nameOf(id) === 'Thopter').length, 0, 'no Thopter for P1');
  assert.equal(t.state.players[1]!.hand.length, 1, "P2's Refueler drew a card");
});
