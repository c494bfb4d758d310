/**
 * 601.2c / 608.2d: "Choose two target creatures [controlled by the same player | by different players]. [Their
 * controller chooses and sacrifices] one of them. [Return] the other …" — a group of targets with a controller
 * requirement, one of which is picked as the spell resolves (by the targets' controller, by you, or at random), "the
 * other" being the rest. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, hasKeyword } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const SPITE_LANDS = ['Island', 'Island', 'Swamp', 'Swamp'];

test("608.2d / 701.21a: Barrin's Spite — their controller sacrifices the one they choose; the other returns to hand", () => {
  modernDef("Barrin's Spite");
  const t = cardGame(
    {
      players: [
        { hand: ["Barrin's Spite"], battlefield: SPITE_LANDS },
        { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Barrin's Spite", { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.pass(2);
  t.expect({ decision: 'chooseObjects' });
  t.choose(['Hill Giant']); // P2, the creatures' controller, chooses
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Grizzly Bears': 'hand' }, log_cites: ['608.2d', '701.21a'] });
});

test("601.2c: Barrin's Spite can't target two creatures with different controllers", () => {
  const t = cardGame(
    {
      players: [
        { hand: ["Barrin's Spite"], battlefield: [...SPITE_LANDS, 'Savannah Lions'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Barrin's Spite", { targets: [['Savannah Lions', 'Grizzly Bears']], refused: true });
});

test('608.2d: Cannibalize — you exile the one you choose and put two +1/+1 counters on the other', () => {
  modernDef('Cannibalize');
  const t = cardGame(
    {
      players: [
        { hand: ['Cannibalize'], battlefield: ['Swamp', 'Swamp'] },
        { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Cannibalize', { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.pass(2);
  t.choose(['Hill Giant']); // P1, the caster, chooses
  t.expect({ zones: { 'Hill Giant': 'exile', 'Grizzly Bears': 'battlefield' } });
  const bears = chars(t.state, t.id('Grizzly Bears'));
  assert.deepEqual([bears.power, bears.toughness], [4, 4]);
});

test('601.2c: Run Away Together needs creatures of different controllers and returns both', () => {
  modernDef('Run Away Together');
  const setup = {
    players: [
      { hand: ['Run Away Together'], battlefield: ['Island', 'Island', 'Savannah Lions'] },
      { battlefield: ['Grizzly Bears', 'Hill Giant'] },
    ],
    position: { active: 'P1', step: 'main1' },
  } as const;
  cardGame(setup, modernCompiled).cast('Run Away Together', {
    targets: [['Grizzly Bears', 'Hill Giant']],
    refused: true,
  });
  const t = cardGame(setup, modernCompiled);
  t.cast('Run Away Together', { targets: [['Savannah Lions', 'Hill Giant']] });
  t.pass(2);
  t.expect({ zones: { 'Savannah Lions': 'hand', 'Hill Giant': 'hand', 'Grizzly Bears': 'battlefield' } });
});

test('608.2d: Wild Swing destroys exactly one of its three targets, picked at random', () => {
  modernDef('Wild Swing');
  for (const seed of [1, 2, 3, 4]) {
    const t = cardGame(
      {
        players: [
          { hand: ['Wild Swing'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
          { battlefield: ['Grizzly Bears', 'Hill Giant', 'Savannah Lions'] },
        ],
        position: { active: 'P1', step: 'main1' },
        seed,
      },
      modernCompiled,
    );
    t.cast('Wild Swing', { targets: [['Grizzly Bears', 'Hill Giant', 'Savannah Lions']] });
    t.pass(2);
    assert.equal(t.state.players[1]!.graveyard.length, 1, `seed ${seed}: one permanent destroyed`);
    assert.equal(t.state.battlefield.length, 6, `seed ${seed}: the other two stay`);
  }
});

test("608.2d: Trial of Agony — that player's choice is dealt 5 damage and the other can't block this turn", () => {
  modernDef('Trial of Agony');
  const t = cardGame(
    {
      players: [
        { hand: ['Trial of Agony'], battlefield: ['Mountain', 'Savannah Lions'] },
        { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Trial of Agony', { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.pass(2);
  t.choose(['Hill Giant']);
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Grizzly Bears': 'battlefield' } });
  t.advance('declareAttackers', 2);
  t.attack({ 'Savannah Lions': 'P2' });
  t.pass(2);
  // 509.1a: P2's only untapped creature can't block, so P2 has no blockers to declare.
  assert.notEqual(t.pending?.kind, 'declareBlockers');
  t.advance('main2', 2);
  t.expect({ life: { P2: 18 } });
});

test('608.2b: Incriminate with one target gone — the remaining one is sacrificed', () => {
  modernDef('Incriminate');
  const t = cardGame(
    {
      players: [
        { hand: ['Incriminate'], battlefield: ['Swamp', 'Swamp'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Grizzly Bears', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Incriminate', { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.pass(1);
  t.cast('Lightning Bolt', { by: 'P2', targets: ['Grizzly Bears'] });
  t.pass(2); // the Bolt resolves
  t.pass(2); // Incriminate resolves: only Hill Giant is still a legal target
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Grizzly Bears': 'graveyard' } });
});

test('601.2c: Cauldron Haze — any number of target creatures each gain persist until end of turn', () => {
  modernDef('Cauldron Haze');
  const t = cardGame(
    {
      players: [
        { hand: ['Cauldron Haze'], battlefield: ['Plains', 'Plains', 'Savannah Lions', 'Grizzly Bears'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Cauldron Haze', { targets: [['Savannah Lions', 'Hill Giant']] });
  t.pass(2);
  const has = (name: string): boolean => hasKeyword(t.state, t.id(name), 'persist');
  assert.deepEqual([has('Savannah Lions'), has('Hill Giant'), has('Grizzly Bears')], [true, true, false]);
});
