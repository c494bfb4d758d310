/**
 * Issue 19: amounts of life in modern Oracle text, played in engine games — "loses life equal to [amount]" (119.3),
 * "the amount of life you gained this turn" (119.3, read from the turn's history), and "twice the number of …".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('119.3: Shaman of the Pack — target opponent loses life equal to the number of Elves you control (3, or 1 alone)', () => {
  modernDef('Shaman of the Pack');
  for (const [elves, loss] of [
    [['Llanowar Elves', 'Elvish Mystic'], 3],
    [[], 1],
  ] as const) {
    const t = game({ battlefield: [...elves, 'Swamp', 'Forest', 'Forest'], hand: ['Shaman of the Pack'] });
    t.cast('Shaman of the Pack').resolve();
    t.choose(['P2']);
    t.resolve('all');
    t.expect({ life: { P1: 20, P2: 20 - loss } });
  }
});

test("119.3 / 608.2h: Vendetta — you lose life equal to the destroyed creature's toughness (Craw Wurm 4, Grizzly Bears 2)", () => {
  modernDef('Vendetta');
  for (const [victim, loss] of [
    ['Craw Wurm', 4],
    ['Grizzly Bears', 2],
  ] as const) {
    const t = game({ battlefield: ['Swamp'], hand: ['Vendetta'] }, { battlefield: [victim] });
    t.cast('Vendetta', { targets: [victim] }).resolve();
    t.expect({ zones: { [victim]: 'graveyard' }, life: { P1: 20 - loss, P2: 20 } });
  }
});

test('119.3: Malakir Bloodwitch — each opponent loses life equal to your Vampires; you gain the life lost this way', () => {
  modernDef('Malakir Bloodwitch');
  const t = game({ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Malakir Bloodwitch'] });
  t.cast('Malakir Bloodwitch').resolve('all');
  t.expect({ life: { P1: 21, P2: 19 } });
});

test('119.3: Fortifying Draught gives +X/+X for the life you gained this turn — 2 alone, 5 after Healing Salve gained 3', () => {
  modernDef('Fortifying Draught');
  for (const salve of [false, true]) {
    const t = game({
      battlefield: ['Grizzly Bears', 'Forest', 'Plains'],
      hand: ['Fortifying Draught', 'Healing Salve'],
    });
    if (salve) t.cast('Healing Salve', { modes: [0], targets: ['P1'] }).resolve();
    t.cast('Fortifying Draught', { targets: ['Grizzly Bears'] }).resolve();
    t.expect({ objects: { 'Grizzly Bears': { pt: salve ? '7/7' : '4/4' } }, life: { P1: salve ? 25 : 22 } });
  }
});

test('119.3: Defiling Daemogoth — at your end step each opponent loses the life you gained this turn (3, or none)', () => {
  modernDef('Defiling Daemogoth');
  for (const salve of [true, false]) {
    const t = game(
      { battlefield: ['Defiling Daemogoth', 'Plains'], hand: ['Healing Salve'], library: ['Plains', 'Plains'] },
      { library: ['Plains', 'Plains'] },
    );
    if (salve) t.cast('Healing Salve', { modes: [0], targets: ['P1'] }).resolve();
    t.advance('end');
    t.resolve('all');
    t.expect({ life: { P1: salve ? 23 : 20, P2: salve ? 17 : 20 } });
  }
});

test('608.2h: Jovial Evil deals twice the number of white creatures target opponent controls (two Savannah Lions: 4; none: 0)', () => {
  modernDef('Jovial Evil');
  for (const [lions, dmg] of [
    [['Savannah Lions', 'Savannah Lions'], 4],
    [['Grizzly Bears'], 0],
  ] as const) {
    const t = game({ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Jovial Evil'] }, { battlefield: [...lions] });
    t.cast('Jovial Evil', { targets: ['P2'] }).resolve();
    t.expect({ life: { P2: 20 - dmg } });
  }
});

test('119.3 / 603.4: Angelic Accord — an Angel at the end step only if you gained 4 or more life this turn (6: yes, 3: no)', () => {
  modernDef('Angelic Accord');
  for (const salves of [2, 1]) {
    const t = game(
      {
        battlefield: ['Angelic Accord', 'Plains', 'Plains'],
        hand: ['Healing Salve', 'Healing Salve'],
        library: ['Plains', 'Plains'],
      },
      { library: ['Plains', 'Plains'] },
    );
    for (let i = 0; i < salves; i++) t.cast('Healing Salve', { modes: [0], targets: ['P1'] }).resolve();
    t.advance('end');
    if (t.state.turns[0]!.stack.length > 0) t.resolve('all');
    const angels = t.state.battlefield.filter((o) => t.chars(t.nameOf(o)).name === 'Angel').length;
    assert.equal(angels, salves === 2 ? 1 : 0, `${salves * 3} life gained`);
  }
});

test('119.3: Lunar Convocation — a Bat only if you both gained and lost life this turn', () => {
  modernDef('Lunar Convocation');
  for (const lose of [true, false]) {
    const t = game(
      {
        battlefield: ['Lunar Convocation', 'Plains', 'Swamp', 'Swamp', 'Swamp'],
        hand: ['Healing Salve'],
        library: ['Plains', 'Plains', 'Plains'],
      },
      { library: ['Plains', 'Plains'] },
    );
    t.cast('Healing Salve', { modes: [0], targets: ['P1'] }).resolve();
    if (lose) t.activate('Lunar Convocation').resolve(); // {1}{B}, Pay 2 life: Draw a card.
    t.advance('end');
    if (lose) t.choose([0, 1]); // both triggered: their order
    if (t.state.turns[0]!.stack.length > 0) t.resolve('all');
    const bats = t.state.battlefield.filter((o) => t.chars(t.nameOf(o)).name === 'Bat').length;
    assert.equal(bats, lose ? 1 : 0, lose ? 'gained and lost' : 'gained only');
    t.expect({ life: { P2: 19 } }); // the first ability: you gained life
  }
});

test('119.3: Sygg, River Cutthroat — draws at the end step if an opponent lost 3 or more life this turn (Lightning Bolt, not Shock)', () => {
  modernDef('Sygg, River Cutthroat');
  for (const spell of ['Lightning Bolt', 'Shock']) {
    const t = game(
      { battlefield: ['Sygg, River Cutthroat', 'Mountain'], hand: [spell], library: ['Plains', 'Plains'] },
      { library: ['Plains', 'Plains'] },
    );
    t.cast(spell, { targets: ['P2'] }).resolve();
    t.advance('end');
    if (spell === 'Lightning Bolt') {
      t.pass(2);
      t.choose(true);
    }
    if (t.state.turns[0]!.stack.length > 0) t.resolve('all');
    t.expect({ players: { P1: { hand_count: spell === 'Lightning Bolt' ? 1 : 0 } } }, spell);
  }
});
