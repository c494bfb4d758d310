/**
 * 702.189a: "Firebending N" means "Whenever this creature attacks, add N {R}. Until end of combat, you don't lose this
 * mana as steps and phases end." — as a creature's keyword line, granted by an effect, and on a token. Real modern cards
 * in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = Array(10).fill('Island');

function red(t: CardGame, player = 0): number {
  return t.state.players[player]!.manaPool.R;
}

test('702.189a: Fire Sages attacks — firebending adds {R} that lasts through the combat steps and empties as combat ends', () => {
  modernDef('Fire Sages');
  const t = cardGame(
    {
      players: [{ library: [...LIB], battlefield: ['Fire Sages'] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers');
  t.attack({ 'Fire Sages': 'P2' });
  t.resolve();
  assert.equal(red(t), 1);
  t.expect({ log_cites: ['702.189a'] });
  t.advance('declareBlockers');
  assert.equal(red(t), 1, 'kept as the declare attackers step ends');
  t.advance('combatDamage');
  t.advance('endCombat');
  assert.equal(red(t), 1, 'kept until end of combat');
  t.advance('main2');
  assert.equal(red(t), 0, 'lost as the combat phase ends (500.4)');
});

test('702.189a: Fire Nation Palace gives Grizzly Bears firebending 4 — four {R} kept through combat', () => {
  modernDef('Fire Nation Palace');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Fire Nation Palace', 'Mountain', 'Mountain', 'Grizzly Bears'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Fire Nation Palace', { ability: '{1}{R}', targets: ['Grizzly Bears'] });
  t.resolve();
  t.advance('declareAttackers');
  t.attack({ 'Grizzly Bears': 'P2' });
  t.resolve();
  assert.equal(red(t), 4);
  t.advance('combatDamage');
  assert.equal(red(t), 4);
  t.advance('main2');
  assert.equal(red(t), 0);
});

test('702.189a: Fire Nation Attacks — each Soldier token with firebending 1 adds {R} as it attacks', () => {
  modernDef('Fire Nation Attacks');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Fire Nation Attacks'], battlefield: Array(5).fill('Mountain') },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Fire Nation Attacks');
  t.resolve();
  t.advance('main1', 4);
  t.advance('declareAttackers');
  t.attack(['Soldier#1', 'Soldier#2']);
  t.choose([0, 1]); // 603.3b: the order of the two triggers
  t.resolve('all');
  assert.equal(red(t), 2);
  t.advance('declareBlockers');
  assert.equal(red(t), 2);
});

test("702.189a / 611.3a: Fire Nation Cadets has firebending 2 only as long as there's a Lesson card in your graveyard", () => {
  modernDef('Fire Nation Cadets');
  const game = (graveyard: string[]) =>
    cardGame(
      {
        players: [{ library: [...LIB], graveyard, battlefield: ['Fire Nation Cadets'] }, { library: [...LIB] }],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
  const t = game(['Earthbending Lesson']);
  t.advance('declareAttackers');
  t.attack({ 'Fire Nation Cadets': 'P2' });
  t.resolve();
  assert.equal(red(t), 2);
  const u = game(['Grizzly Bears']);
  u.advance('declareAttackers');
  u.attack({ 'Fire Nation Cadets': 'P2' });
  assert.equal(u.state.turns[0]!.stack.length, 0, 'no firebending: nothing triggered');
  assert.equal(red(u), 0);
});
