/** Issue 13 §3 / 107.4: the compiler reads every mana symbol the rules define and never throws on others. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardRecord } from '@arbiter/cards';
import { compileCard } from '../src/index.js';

function card(name: string, manaCost: string, text: string, extra: Partial<CardRecord> = {}): CardRecord {
  return {
    name,
    manaCost,
    manaValue: 0,
    colors: [],
    typeLine: 'Creature — Test',
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Test'],
    text,
    power: '2',
    toughness: '2',
    layout: 'normal',
    colorIdentity: [],
    printings: [],
    ...extra,
  };
}

test('107.4f: a creature costing {G/W/P} with a keyword compiles fully, colours green and white', () => {
  const c = compileCard(card('Compleat Cub', '{1}{G/W/P}', 'Vigilance'));
  assert.equal(c.status, 'full', c.failures.join('; '));
  assert.equal(c.definition.manaCost, '{1}{G/W/P}');
});

test('107.4e: a {C/W} activation cost compiles', () => {
  const c = compileCard(card('Hybrid Drone', '{2}', '{C/W}, {T}: You gain 1 life.'));
  assert.equal(c.status, 'full', c.failures.join('; '));
});

test('107.4: an unknown symbol in the mana cost makes the card none, naming the symbol', () => {
  const c = compileCard(card('Glyph Bear', '{1}{V}', 'Trample'));
  assert.equal(c.status, 'none');
  assert.equal(c.playable, false);
  assert.deepEqual(c.unreadable, ['Mana cost {1}{V}: unknown mana symbol {V}']);
  assert.equal(c.definition.abilities.length, 0);
  assert.equal(c.definition.manaCost, null, 'the engine never sees an unreadable cost');
});

test('107.4: an unknown symbol in one line makes the whole card none, naming that line', () => {
  const c = compileCard(card('Glyph Bear', '{1}{G}', 'Trample\n{T}: Add {∞}.'));
  assert.equal(c.status, 'none');
  assert.deepEqual(c.failures, ['{T}: Add {∞}. (unknown symbol {∞})']);
});

test('107.3i: a {Z} activation cost is a failed clause (only X is announced), the rest compiles', () => {
  const c = compileCard(card('Variable Bear', '{G}', 'Trample\n{1}{Z}: Put a +1/+1 counter on Variable Bear.'));
  assert.equal(c.status, 'partial');
  assert.deepEqual(c.failures, ['{1}{Z}: Put a +1/+1 counter on Variable Bear.']);
});

test('107.14 / 107.5: symbols the rules define outside 107.4 ({E}, {T}, {Q}, the pawprint {P}) are not unknown', () => {
  const c = compileCard(card('Energy Bear', '{G}', 'When Energy Bear enters, you get {E}{E}.'));
  assert.equal(c.unreadable, undefined);
});
