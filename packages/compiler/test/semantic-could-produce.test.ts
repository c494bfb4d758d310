/**
 * 106.7: "Add one mana of any type / color that a land you control / a land an opponent controls could produce"
 * (Reflecting Pool, Sylvok Explorer), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const EMPTY = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };

test('106.7: Reflecting Pool with a Forest and an Island asks for green or blue and adds the one chosen', () => {
  modernDef('Reflecting Pool');
  const t = cardGame(
    {
      players: [{ battlefield: ['Reflecting Pool', 'Forest', 'Island'] }, { battlefield: ['Mountain'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  t.activate('Reflecting Pool', { ability: 'could produce' });
  const d = g.pending!;
  assert.ok(d.kind === 'chooseOption', `expected a choice of mana type, got ${d.kind}`);
  assert.deepEqual(d.options, ['U', 'G'], "the opponent's Mountain is not a land you control");
  t.choose('U');
  assert.deepEqual(g.players[0]!.manaPool, { ...EMPTY, U: 1 });
});

test('106.7: two Reflecting Pools and a Mountain pay {R}{R}{R} for Ball Lightning — each Pool could produce red', () => {
  modernDef('Reflecting Pool');
  const t = cardGame(
    {
      players: [
        { hand: ['Ball Lightning'], battlefield: ['Reflecting Pool', 'Reflecting Pool', 'Mountain'] },
        { battlefield: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Ball Lightning');
  t.resolve();
  t.expect({ battlefield: { contains: ['Ball Lightning'] } });
  const g = t.state;
  const lands = g.battlefield.filter(
    (x) => g.objects[x]!.defKey !== 'Ball Lightning' && g.objects[x]!.controller === 0,
  );
  assert.deepEqual(
    lands.map((x) => g.objects[x]!.tapped),
    [true, true, true],
    'both Pools and the Mountain tapped for it',
  );
});

test('106.7: two Reflecting Pools alone could produce no mana — tapping one adds nothing', () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Reflecting Pool', 'Reflecting Pool'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  t.activate('Reflecting Pool', { ability: 'could produce' });
  assert.equal(g.pending?.kind, 'priority');
  assert.deepEqual(g.players[0]!.manaPool, EMPTY);
});

test("106.7: Sylvok Explorer adds a color an opponent's land could produce, and never {C}", () => {
  modernDef('Sylvok Explorer');
  const t = cardGame(
    {
      players: [{ battlefield: ['Sylvok Explorer', 'Forest'] }, { battlefield: ['Swamp', 'Wastes'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  // The only colour among the opponent's lands is black ({C} from Wastes is not a color): nothing to choose.
  t.activate('Sylvok Explorer', { ability: 'could produce' });
  assert.equal(g.pending?.kind, 'priority');
  assert.deepEqual(g.players[0]!.manaPool, { ...EMPTY, B: 1 });
});
