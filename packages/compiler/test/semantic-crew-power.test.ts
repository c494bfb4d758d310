/**
 * 702.122a crew / 702.171a saddle: "Tap any number of other untapped creatures you control with total power N or
 * greater". A creature that "[saddles Mounts and] crews Vehicles as though its power were 2 greater" counts its power
 * as 2 greater toward that total. Real modern cards: Cloudspire Captain and Hotshot Mechanic (power 2), Aradara
 * Express (crew 4), Brightfield Glider (saddle 3).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { chars } from '@arbiter/engine';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Plains', 'Plains', 'Plains', 'Plains'];

function game(battlefield: string[]) {
  for (const n of battlefield) modernDef(n);
  return cardGame(
    {
      players: [{ library: [...LIB], battlefield }, { library: [...LIB] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.122a: Cloudspire Captain (power 2) alone crews Aradara Express (crew 4), its power counting as 2 greater', () => {
  const t = game(['Cloudspire Captain', 'Aradara Express']);
  t.activate('Aradara Express', { ability: 'Crew', costs: ['Cloudspire Captain'] });
  t.resolve();
  assert.ok(t.tapped('Cloudspire Captain'), 'tapped to pay the crew cost');
  assert.ok(chars(t.state, t.id('Aradara Express')).types.includes('Creature'), 'the Vehicle became a creature');
});

test('702.171a: Cloudspire Captain (power 2) alone saddles Brightfield Glider (saddle 3)', () => {
  const t = game(['Cloudspire Captain', 'Brightfield Glider']);
  t.activate('Brightfield Glider', { ability: 'Saddle', costs: ['Cloudspire Captain'] });
  t.resolve();
  assert.equal(t.object('Brightfield Glider').saddled, true);
});

test('702.171a: Hotshot Mechanic crews as though its power were 2 greater, but saddles with its own power (2 < saddle 3)', () => {
  const t = game(['Hotshot Mechanic', 'Brightfield Glider', 'Aradara Express']);
  const before = JSON.stringify(t.state);
  t.activate('Brightfield Glider', { ability: 'Saddle', costs: ['Hotshot Mechanic'], refused: { rule: '702.171a' } });
  assert.equal(JSON.stringify(t.state), before, 'the refused activation changes nothing');
  t.activate('Aradara Express', { ability: 'Crew', costs: ['Hotshot Mechanic'] });
  t.resolve();
  assert.ok(chars(t.state, t.id('Aradara Express')).types.includes('Creature'));
});

test('702.122a: a creature without the ability counts its own power: Grizzly Bears (power 2) cannot crew 4', () => {
  const t = game(['Grizzly Bears', 'Aradara Express']);
  t.activate('Aradara Express', { ability: 'Crew', costs: ['Grizzly Bears'], refused: { rule: '702.122a' } });
});
