/**
 * Issue 19: amounts read from the controller's side of the game in modern Oracle text, played in engine games — "the
 * greatest mana value among permanents you control", "the number of colors among permanents you control" (105.2),
 * "the number of opponents you have" (102.3) and "your life total" (119.1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (players: PlayerSetup[]) =>
  cardGame({ players, position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('608.2h: Accelerated Mutation gives +X/+X for the greatest mana value among your permanents (Juggernaut 4, not its power 5; else Bears 2)', () => {
  modernDef('Accelerated Mutation');
  for (const [wurm, pt] of [
    [true, '6/6'],
    [false, '4/4'],
  ] as const) {
    const t = game([
      {
        battlefield: [
          'Grizzly Bears',
          ...(wurm ? ['Juggernaut'] : []),
          'Forest',
          'Forest',
          'Forest',
          'Forest',
          'Forest',
        ],
        hand: ['Accelerated Mutation'],
      },
      { battlefield: ['Colossal Dreadmaw'] },
    ]);
    t.cast('Accelerated Mutation', { targets: ['Grizzly Bears'] }).resolve();
    t.expect({ objects: { 'Grizzly Bears': { pt } } });
  }
});

test('105.2: Shimmercreep drains X for the colors among your permanents (black and green: 2; black only: 1)', () => {
  modernDef('Shimmercreep');
  for (const [bears, n] of [
    [true, 2],
    [false, 1],
  ] as const) {
    const t = game([
      {
        battlefield: [...(bears ? ['Grizzly Bears'] : []), 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
        hand: ['Shimmercreep'],
      },
      { battlefield: ['Savannah Lions'] },
    ]);
    t.cast('Shimmercreep').resolve('all');
    t.expect({ life: { P1: 20 + n, P2: 20 - n } });
  }
});

test('102.3: Inspired Sphinx draws a card for each opponent you have (two in a three-player game, one in two-player)', () => {
  modernDef('Inspired Sphinx');
  for (const players of [3, 2]) {
    const others: PlayerSetup[] = Array.from({ length: players - 1 }, () => ({}));
    const t = game([
      {
        battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
        hand: ['Inspired Sphinx'],
        library: ['Plains', 'Plains', 'Plains'],
      },
      ...others,
    ]);
    t.cast('Inspired Sphinx').resolve('all');
    t.expect({ players: { P1: { hand_count: players - 1, library_count: 3 - (players - 1) } } });
  }
});

test('119.1: Storm Herd creates a Pegasus for each point of your life total (20, or 7)', () => {
  modernDef('Storm Herd');
  for (const life of [20, 7]) {
    const lands = Array.from({ length: 8 }, () => 'Plains').concat(['Plains', 'Plains']);
    const t = game([{ life, battlefield: lands, hand: ['Storm Herd'] }, {}]);
    t.cast('Storm Herd').resolve();
    assert.equal(t.zones('Pegasus').length, life);
  }
});

test('601.2f / 700.5: Marshmist Titan costs {X} less where X is your devotion to black (Vampire Nighthawk: 2), else full price', () => {
  modernDef('Marshmist Titan');
  for (const nighthawk of [true, false]) {
    const t = game([
      {
        battlefield: [...(nighthawk ? ['Vampire Nighthawk'] : []), 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
        hand: ['Marshmist Titan'],
      },
      {},
    ]);
    if (nighthawk) {
      t.cast('Marshmist Titan').resolve();
      t.expect({ objects: { 'Marshmist Titan': { zone: 'battlefield' } } });
    } else t.cast('Marshmist Titan', { refused: true });
  }
});

test('614.1c: Squad Captain enters with a +1/+1 counter for each other creature you control (two, or none alone)', () => {
  modernDef('Squad Captain');
  for (const others of [['Grizzly Bears', 'Llanowar Elves'], []]) {
    const t = game([
      { battlefield: [...others, 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Squad Captain'] },
      { battlefield: ['Savannah Lions'] },
    ]);
    t.cast('Squad Captain').resolve();
    assert.equal(t.counters('Squad Captain', '+1/+1'), others.length, `${others.length} other creature(s)`);
  }
});
