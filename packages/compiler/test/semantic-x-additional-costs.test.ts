/**
 * 601.2b / 107.3: "As an additional cost to cast this spell, pay X life / discard X cards." — X is not in the mana
 * cost: the caster announces it as the spell is cast, pays it with the other costs (601.2h), and the spell's
 * instructions read the same X. Only a payable X is offered (118.3, 119.4). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function game(hand: string[], battlefield: string[], life = 20, theirs: string[] = ['Hill Giant']): CardGame {
  for (const n of hand) modernDef(n);
  return cardGame(
    {
      players: [
        { hand, battlefield, life, library: ['Island', 'Island'] },
        { battlefield: theirs, library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

/** The largest X the priority decision offers for casting `name` (targets depending on X: one entry per X). */
function offeredX(t: CardGame, name: string): number | undefined {
  const p = t.state.pending;
  if (p?.kind !== 'priority') return undefined;
  const xs = p.actions.flatMap((a) => (a.kind === 'cast' && a.name === name && a.hasX ? [a.maxX] : []));
  return xs.length > 0 ? Math.max(...xs) : undefined;
}

test('601.2b / 119.4: Toxic Deluge with X = 3 costs 3 life and gives all creatures -3/-3 until end of turn', () => {
  const t = game(['Toxic Deluge'], ['Swamp', 'Swamp', 'Swamp', 'Craw Wurm']);
  t.cast('Toxic Deluge', { x: 3 });
  assert.equal(t.state.players[0]!.life, 17);
  t.resolve();
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Craw Wurm': 'battlefield' } });
  const wurm = chars(t.state, t.id('Craw Wurm'));
  assert.deepEqual([wurm.power, wurm.toughness], [3, 1]);
});

test('601.2b / 119.4: X for "pay X life" is offered up to the life total, and a larger X is refused unchanged', () => {
  const t = game(['Toxic Deluge'], ['Swamp', 'Swamp', 'Swamp'], 5);
  assert.equal(offeredX(t, 'Toxic Deluge'), 5);
  t.cast('Toxic Deluge', { x: 6, refused: { code: 'UNPAYABLE_COST' } });
  assert.equal(t.state.players[0]!.life, 5);
  t.cast('Toxic Deluge', { x: 5 });
  assert.equal(t.state.players[0]!.life, 0);
});

test('107.3: Vicious Rivalry with X = 3 destroys only the artifacts and creatures with mana value 3 or less', () => {
  const t = game(['Vicious Rivalry'], ['Swamp', 'Swamp', 'Forest', 'Forest', 'Ornithopter'], 20, [
    'Grizzly Bears',
    'Hill Giant',
    'Craw Wurm',
  ]);
  t.cast('Vicious Rivalry', { x: 3 });
  assert.equal(t.state.players[0]!.life, 17);
  t.resolve();
  t.expect({ zones: { Ornithopter: 'graveyard', 'Grizzly Bears': 'graveyard', 'Hill Giant': 'battlefield' } });
});

test('601.2b / 118.3: Turbulent Dreams discards X cards for X targets, and X is at most the other cards in hand', () => {
  const t = game(['Turbulent Dreams', 'Forest', 'Plains'], ['Island', 'Island'], 20, ['Grizzly Bears', 'Hill Giant']);
  assert.equal(offeredX(t, 'Turbulent Dreams'), 2);
  t.cast('Turbulent Dreams', { x: 3, targets: [['Grizzly Bears', 'Hill Giant']], refused: true });
  t.cast('Turbulent Dreams', { x: 2, targets: [['Grizzly Bears', 'Hill Giant']], costs: ['Forest', 'Plains'] });
  t.expect({ zones: { Forest: 'graveyard', Plains: 'graveyard' } });
  t.resolve();
  t.expect({ zones: { 'Grizzly Bears': 'hand', 'Hill Giant': 'hand' } });
});

test('107.3: Bond of Agony announces one X for {X} and "pay X life": offered up to the mana it can pay', () => {
  const t = game(['Bond of Agony'], ['Swamp', 'Swamp', 'Swamp'], 20);
  assert.equal(offeredX(t, 'Bond of Agony'), 2);
  const u = game(['Bond of Agony'], ['Swamp', 'Swamp', 'Swamp'], 1);
  assert.equal(offeredX(u, 'Bond of Agony'), 1);
  t.cast('Bond of Agony', { x: 2 });
  assert.equal(t.state.players[0]!.life, 18);
  t.resolve();
  assert.equal(t.state.players[1]!.life, 18);
});

test('601.2b / 118.3: Devastating Summons sacrifices X lands for two X/X Elementals, X at most the lands it has', () => {
  const t = game(['Devastating Summons'], ['Mountain', 'Mountain', 'Mountain', 'Mountain']);
  assert.equal(offeredX(t, 'Devastating Summons'), 3); // (the Mountain tapped for {R} is not also sacrificed)
  t.cast('Devastating Summons', { x: 4, refused: true });
  t.cast('Devastating Summons', { x: 2 });
  assert.equal(t.state.battlefield.filter((id) => chars(t.state, id).name === 'Mountain').length, 2);
  t.resolve();
  const tokens = t.state.battlefield.filter((id) => chars(t.state, id).name === 'Elemental');
  assert.deepEqual(
    tokens.map((id) => [chars(t.state, id).power, chars(t.state, id).toughness]),
    [
      [2, 2],
      [2, 2],
    ],
  );
});

test('601.2b: Harvest Pyre exiles X cards from the graveyard and deals X damage to target creature', () => {
  modernDef('Harvest Pyre');
  const t = cardGame(
    {
      players: [
        { hand: ['Harvest Pyre'], battlefield: ['Mountain', 'Mountain'], graveyard: ['Forest', 'Island', 'Plains'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(offeredX(t, 'Harvest Pyre'), 3);
  t.cast('Harvest Pyre', { x: 3, targets: ['Hill Giant'], costs: ['Forest', 'Island', 'Plains'] });
  t.expect({ zones: { Forest: 'exile', Island: 'exile', Plains: 'exile' } });
  t.resolve();
  t.expect({ zones: { 'Hill Giant': 'graveyard' } });
});
