/**
 * "with the greatest power / toughness / mana value among …" as a description of objects (objects/greatest.ts): a
 * target (Topple), what each opponent sacrifices (Crackling Doom, Soul Shatter), what "you control" asks for
 * (Triumph of Ferocity: "or tied for the greatest power"); not yet what a static ability affects (Favor of the Mighty).
 * Each of several tied for the greatest is one of them (the cards' rulings).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, modernPool } from './helpers.js';

const { pool } = modernPool();

type Player = Parameters<typeof cardGame>[0]['players'] extends readonly (infer P)[] | number ? P : never;
const game = (p1: Player, p2: Player, step = 'main1') =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step } }, modernCompiled);

test('115.1: Topple can target only a creature with the greatest power among creatures on the battlefield', () => {
  modernDef('Topple');
  const setup = (): ReturnType<typeof game> =>
    game(
      { hand: ['Topple'], battlefield: ['Hill Giant', 'Plains', 'Plains', 'Plains'] },
      { battlefield: ['Craw Wurm', 'Grizzly Bears'] },
    );
  assert.throws(() => setup().cast('Topple', { targets: ['Hill Giant'] }), /target/i);
  const t = setup();
  t.cast('Topple', { targets: ['Craw Wurm'] }).resolve();
  t.expect({ zones: { 'Craw Wurm': 'exile', 'Grizzly Bears': 'battlefield', 'Hill Giant': 'battlefield' } });
});

test('701.21a: Crackling Doom — each opponent sacrifices a creature with the greatest power among creatures they control', () => {
  modernDef('Crackling Doom');
  const t = game(
    { hand: ['Crackling Doom'], battlefield: ['Craw Wurm', 'Mountain', 'Plains', 'Swamp'] },
    { battlefield: ['Grizzly Bears', 'Hill Giant'] },
  );
  t.cast('Crackling Doom').resolve('all');
  t.expect({
    zones: { 'Hill Giant': 'graveyard', 'Grizzly Bears': 'battlefield', 'Craw Wurm': 'battlefield' },
    life: { P2: 18 },
  });
});

test('603.4: Triumph of Ferocity draws at upkeep if you control the creature with the greatest power or one tied for it', () => {
  modernDef('Triumph of Ferocity');
  for (const [theirs, draws] of [
    ['Hill Giant', 1],
    ['Craw Wurm', 0],
  ] as const) {
    const t = game(
      { battlefield: ['Triumph of Ferocity', 'Hill Giant'], library: ['Plains', 'Plains', 'Plains'] },
      { battlefield: [theirs], library: ['Plains', 'Plains', 'Plains'] },
    );
    t.advance('upkeep', 4);
    t.resolve('all');
    t.expect({ players: { P1: { hand_count: draws } } }); // the turn-4 draw step is still ahead
  }
});

test('613: Favor of the Mighty (a static ability affecting the creature with the greatest mana value) is refused', () => {
  assert.notEqual(pool.compiled('Favor of the Mighty')?.status, 'full');
});

test("604.3 / 613.4a: Towering Gibbon's power is the greatest mana value among creatures you control (its own 4, or Craw Wurm's 6)", () => {
  modernDef('Towering Gibbon');
  for (const [mine, pt] of [
    [[], '4/4'],
    [['Craw Wurm'], '6/4'],
  ] as const) {
    const t = game({ battlefield: ['Towering Gibbon', ...mine] }, { battlefield: ['Sphinx of the Steel Wind'] });
    t.expect({ objects: { 'Towering Gibbon': { pt } } });
  }
});

test('613.4c: Emissary Escort gets +X/+0, X the greatest mana value among other artifacts you control (Bottle Gnomes: 3)', () => {
  modernDef('Emissary Escort');
  for (const [mine, pt] of [
    [['Ornithopter'], '0/4'],
    [['Ornithopter', 'Bottle Gnomes'], '3/4'],
  ] as const) {
    const t = game({ battlefield: ['Emissary Escort', ...mine] }, { battlefield: ['Sphinx of the Steel Wind'] });
    t.expect({ objects: { 'Emissary Escort': { pt } } });
  }
});
