/** 106, 107.4, 118, 202: mana, mana symbols and paying costs. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPayment, manaValue, parseManaCost, colorsOfCost, ManaParseError } from '../src/index.js';

const pool0 = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
const src = (id: number, types: ('W' | 'U' | 'B' | 'R' | 'G' | 'C')[], snow = false) => ({
  id,
  ability: 0,
  types,
  snow,
});

test('107.4 / 202.3: parsing symbols and mana value', () => {
  assert.equal(parseManaCost('{2}{W}{U/P}{X}{R/G}{2/B}{C}{S}').length, 8);
  assert.equal(manaValue('{2}{W}{U/P}{R/G}{2/B}{C}'), 8);
  assert.equal(manaValue('{X}{R}', 3), 4, '202.3e: X on the stack');
  assert.deepEqual(colorsOfCost('{W/U}{2/B}'), ['W', 'U', 'B']);
  assert.throws(() => parseManaCost('{Q}'), ManaParseError);
  assert.throws(() => parseManaCost('{2'), ManaParseError);
});

test('601.2h: generic mana can be paid with any type; coloured needs its colour', () => {
  assert.ok(findPayment('{1}{R}', 0, pool0, [src(1, ['R']), src(2, ['G'])], 20));
  assert.equal(findPayment('{R}{R}', 0, pool0, [src(1, ['R']), src(2, ['G'])], 20), null);
});

test('106.1b / 107.4c: {C} can be paid only with colourless mana', () => {
  assert.equal(findPayment('{C}', 0, pool0, [src(1, ['G'])], 20), null);
  assert.ok(findPayment('{C}', 0, pool0, [src(1, ['C'])], 20));
});

test('107.4e: hybrid mana can be paid with either colour; the search backtracks to find a payment', () => {
  // {W/U}{W}: the Plains must pay {W}, so the hybrid must use the Island.
  const plan = findPayment('{W/U}{W}', 0, pool0, [src(1, ['W']), src(2, ['U'])], 20);
  assert.ok(plan);
  assert.equal(plan!.taps.length, 2);
  assert.equal(findPayment('{W/U}{W}', 0, pool0, [src(1, ['W'])], 20), null);
});

test('107.4e: monocoloured hybrid {2/B} can be paid with {B} or two generic', () => {
  assert.ok(findPayment('{2/B}', 0, pool0, [src(1, ['B'])], 20));
  assert.ok(findPayment('{2/B}', 0, pool0, [src(1, ['R']), src(2, ['G'])], 20));
  assert.equal(findPayment('{2/B}', 0, pool0, [src(1, ['R'])], 20), null);
});

test("107.4f / 119.4: Phyrexian mana uses mana when it can, else 2 life, and can't use life you don't have", () => {
  assert.equal(findPayment('{G/P}', 0, pool0, [src(1, ['G'])], 20)!.life, 0);
  assert.equal(findPayment('{G/P}', 0, pool0, [], 20)!.life, 2);
  assert.equal(findPayment('{G/P}{G/P}', 0, pool0, [], 3), null);
});

test('107.4h: snow mana must come from a snow source', () => {
  assert.equal(findPayment('{S}', 0, pool0, [src(1, ['G'])], 20), null);
  assert.ok(findPayment('{S}', 0, pool0, [src(1, ['G'], true)], 20));
});

test('107.3: {X} adds X generic', () => {
  assert.ok(findPayment('{X}{R}', 2, pool0, [src(1, ['R']), src(2, ['G']), src(3, ['G'])], 20));
  assert.equal(findPayment('{X}{R}', 3, pool0, [src(1, ['R']), src(2, ['G']), src(3, ['G'])], 20), null);
});

test('106.4: mana in the pool is spent before new sources are tapped', () => {
  const plan = findPayment('{1}{G}', 0, { ...pool0, G: 1, C: 1 }, [src(1, ['G'])], 20)!;
  assert.equal(plan.taps.length, 0);
  assert.equal(plan.fromPool.G + plan.fromPool.C, 2);
});
