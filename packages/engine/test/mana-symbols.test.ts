/**
 * 107.4 (current rules) and 107.3i: every mana symbol the rules define is read, valued, coloured
 * and paid; anything else is a typed error, never a crash (issue 13 §3).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkManaCost,
  colorsOfCost,
  findPayment,
  manaValue,
  parseManaCost,
  symbolText,
  ManaParseError,
  type CardDefinition,
} from '../src/index.js';
import { act, id, life, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const pool0 = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
const src = (id: number, types: ('W' | 'U' | 'B' | 'R' | 'G' | 'C')[]) => ({ id, ability: 0, types, snow: false });

test('107.4: hybrid Phyrexian, colourless hybrid, half mana and {Y}/{Z} are read, and print back as written', () => {
  const cost = '{1}{G}{G/W/P}{C/W}{HW}{½}{X}{Y}{Z}{W}';
  const syms = parseManaCost(cost);
  assert.deepEqual(
    syms.map((s) => s.kind),
    [
      'generic',
      'colored',
      'hybridPhyrexian',
      'colorlessHybrid',
      'half',
      'half',
      'x',
      'variable',
      'variable',
      'colored',
    ],
  );
  assert.equal(syms.map(symbolText).join(''), cost);
  assert.equal(parseManaCost('{2} {R}').length, 2, 'whitespace between symbols is ignored');
  assert.deepEqual(
    parseManaCost('{g/w/p}'),
    [{ kind: 'hybridPhyrexian', a: 'G', b: 'W' }],
    'letters may be lower case',
  );
});

test('202.3: mana value of the new symbols — hybrid counts its largest part, half mana ½, Y and Z 0 off the stack', () => {
  assert.equal(manaValue('{1}{G}{G/W/P}{W}'), 4, 'Ajani, Sleeper Agent');
  assert.equal(manaValue('{C/W}{C/U}{C/B}{C/R}{C/G}'), 5, 'Ulalek, Fused Atrocity');
  assert.equal(manaValue('{HW}'), 0.5, 'Little Girl');
  assert.equal(manaValue('{X}{Y}{Z}{R}{R}'), 2, '107.3f / 107.3i');
});

test('202.2 / 107.4e–f: a hybrid Phyrexian symbol is both its colours; a colourless hybrid symbol only its colour', () => {
  assert.deepEqual(colorsOfCost('{G/W/P}'), ['W', 'G']);
  assert.deepEqual(colorsOfCost('{C/U}'), ['U']);
  assert.deepEqual(colorsOfCost('{HR}'), ['R']);
  assert.deepEqual(colorsOfCost('{Y}{½}'), []);
});

test('107.4: a symbol the rules do not define is a typed error naming it, not a crash', () => {
  const r = checkManaCost('{1}{V}');
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.equal(r.error.symbol, '{V}');
    assert.match(r.error.message, /unknown mana symbol \{V\}/);
  }
  for (const bad of ['{T}', '{E}', '{Q}', '{W/W}', '{G/W/U}', '{2/P}', '{∞}', '{HX}']) {
    assert.equal(checkManaCost(bad).ok, false, bad);
    assert.throws(() => parseManaCost(bad), ManaParseError, bad);
  }
  assert.equal(checkManaCost('{2').ok, false);
});

test('107.4f: hybrid Phyrexian {G/W/P} is paid with green, with white, or with 2 life', () => {
  assert.equal(findPayment('{G/W/P}', 0, pool0, [src(1, ['G'])], 20)!.life, 0);
  const white = findPayment('{G/W/P}', 0, pool0, [src(1, ['W'])], 20)!;
  assert.deepEqual([white.life, white.taps.map((t) => t.type)], [0, ['W']]);
  assert.equal(findPayment('{G/W/P}', 0, pool0, [src(1, ['R'])], 20)!.life, 2, "red mana can't pay it: 2 life");
  assert.equal(findPayment('{G/W/P}{G/W/P}', 0, pool0, [], 3), null, '119.4: not 4 life from 3');
});

test('107.4e: colourless hybrid {C/W} is paid with colourless or white mana, nothing else', () => {
  assert.deepEqual(
    findPayment('{C/W}', 0, pool0, [src(1, ['C'])], 20)!.taps.map((t) => t.type),
    ['C'],
  );
  assert.deepEqual(
    findPayment('{C/W}', 0, pool0, [src(1, ['W'])], 20)!.taps.map((t) => t.type),
    ['W'],
  );
  assert.equal(findPayment('{C/W}', 0, pool0, [src(1, ['G'])], 20), null);
  // Ulalek: with no green and no colourless source, {C/G} can't be paid; one Wastes pays any one of them.
  const five = [src(1, ['W']), src(2, ['W']), src(3, ['U']), src(4, ['B']), src(5, ['R'])];
  assert.equal(findPayment('{C/W}{C/U}{C/B}{C/R}{C/G}', 0, pool0, five, 20), null);
  assert.ok(findPayment('{C/W}{C/U}{C/B}{C/R}{C/G}', 0, pool0, [...five.slice(1), src(6, ['C'])], 20));
});

test("half mana (Un-cards): two halves of a colour take one mana of it; a half can't be paid with another colour", () => {
  assert.equal(findPayment('{HW}{HW}', 0, pool0, [src(1, ['W'])], 20)!.taps.length, 1);
  assert.equal(findPayment('{HW}', 0, pool0, [src(1, ['R'])], 20), null);
  assert.ok(findPayment('{3}{½}', 0, pool0, [src(1, ['R']), src(2, ['R']), src(3, ['R']), src(4, ['G'])], 20));
  assert.equal(findPayment('{3}{½}', 0, pool0, [src(1, ['R']), src(2, ['R']), src(3, ['R'])], 20), null);
});

test('107.3i: {Y} follows the rules of X, but only X is announced, so a cost with {Y} is never payable', () => {
  assert.equal(findPayment('{Y}{R}', 0, pool0, [src(1, ['R']), src(2, ['R'])], 20), null);
});

const AJANI_CUB: CardDefinition = {
  name: 'Compleat Cub',
  manaCost: '{G/W/P}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Cat'],
  power: '2',
  toughness: '2',
  oracleText: '',
  abilities: [],
};
const ULALEK_SPAWN: CardDefinition = {
  name: 'Hybrid Spawn',
  manaCost: '{C/W}{C/G}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Eldrazi'],
  power: '3',
  toughness: '3',
  oracleText: '',
  abilities: [],
};

test('107.4f / 601.2h: casting a {G/W/P} spell with only a Plains taps it; with no source it costs 2 life', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Compleat Cub', 'Compleat Cub'], battlefield: ['Plains'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Compleat Cub': AJANI_CUB } },
  );
  const g = t.state;
  t.cast('Compleat Cub');
  assert.equal(life(g, 0), 20, 'white mana paid it');
  assert.equal(g.objects[id(g, 'Plains')]!.tapped, true);
  t.pass();
  t.pass();
  t.cast('Compleat Cub');
  assert.equal(life(g, 0), 18, 'no source left: 2 life');
});

test('107.4e / 601.2h: casting a {C/W}{C/G} spell with a Wastes and a Forest', () => {
  const s = scenario(2, {
    'Hybrid Spawn': ULALEK_SPAWN,
    Wastes: {
      name: 'Wastes',
      manaCost: null,
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: [],
      oracleText: '{T}: Add {C}.',
      abilities: [
        {
          kind: 'activated',
          cost: { parts: [{ kind: 'tap' }] },
          targets: [],
          effects: [{ kind: 'addMana', mana: '{C}' }],
          manaAbility: true,
          text: '{T}: Add {C}.',
        },
      ],
    },
  });
  s.battlefield(0, ['Wastes', 'Forest']);
  s.hand(0, ['Hybrid Spawn']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Hybrid Spawn') });
  assert.equal(g.objects[id(g, 'Wastes')]!.tapped && g.objects[id(g, 'Forest')]!.tapped, true);
  assert.equal(life(g, 0), 20);
});
