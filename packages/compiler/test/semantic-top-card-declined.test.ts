/**
 * 401.2 / 608.2c: "Look at the top card of your library. If it's a [type] card, you may put it [into your hand / onto
 * the battlefield]. If you don't put the card [there], [you may] put it [on the bottom of your library / into your
 * hand / into your graveyard]." — a card that doesn't match, or that the player declines to take, goes where the last
 * sentence says (if the player chooses, when it says "you may"). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const forests = (n: number) => Array.from({ length: n }, () => 'Forest');

function grizzly(top: string) {
  modernDef("Vivien's Grizzly");
  return cardGame(
    {
      players: [{ battlefield: ["Vivien's Grizzly", ...forests(4)], library: [top, 'Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test("401.2: Vivien's Grizzly — a creature card taken goes to the hand", () => {
  const t = grizzly('Craw Wurm');
  t.activate("Vivien's Grizzly");
  t.resolve();
  t.choose(['Craw Wurm']);
  t.expect({ zones: { 'Craw Wurm': 'hand' } });
});

test("401.2: Vivien's Grizzly — a creature card not taken goes to the bottom of the library", () => {
  const t = grizzly('Craw Wurm');
  t.activate("Vivien's Grizzly");
  t.resolve();
  t.choose([]);
  const lib = t.state.players[t.state.objects[t.id('Craw Wurm')]!.owner]!.library;
  assert.equal(lib[lib.length - 1], t.id('Craw Wurm'));
});

test("401.2: Vivien's Grizzly — a land card goes to the bottom of the library (no choice)", () => {
  const t = grizzly('Plains');
  t.activate("Vivien's Grizzly");
  t.resolve();
  const lib = t.state.players[t.state.objects[t.id('Plains')]!.owner]!.library;
  assert.equal(lib[lib.length - 1], t.id('Plains'));
});

function ranch() {
  modernDef('Bucolic Ranch');
  return cardGame(
    {
      players: [{ battlefield: ['Bucolic Ranch', ...forests(3)], library: ['Plains', 'Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('608.2d: Bucolic Ranch — the card not put into the hand may go to the bottom, if the player chooses', () => {
  for (const yes of [true, false]) {
    const t = ranch();
    t.activate('Bucolic Ranch', { ability: '{3}, {T}' });
    t.resolve();
    t.expect({ decision: 'yesNo' }); // Plains is no Mount card: put it on the bottom?
    t.choose(yes);
    const lib = t.state.players[t.state.objects[t.id('Plains')]!.owner]!.library;
    assert.equal(lib.indexOf(t.id('Plains')), yes ? lib.length - 1 : 0);
  }
});

test('401.2 / 110.5b: Risen Reef — a land card not put onto the battlefield goes to the hand', () => {
  modernDef('Risen Reef');
  for (const take of [true, false]) {
    const t = cardGame(
      {
        players: [
          { hand: ['Risen Reef'], battlefield: ['Forest', 'Island', 'Island'], library: ['Plains', 'Island'] },
          {},
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Risen Reef');
    t.resolve();
    t.resolve(); // its own enters trigger
    t.choose(take ? ['Plains'] : []);
    t.expect({ zones: { Plains: take ? 'battlefield' : 'hand' } });
    if (take) assert.equal(t.state.objects[t.id('Plains')]!.tapped, true);
  }
});
