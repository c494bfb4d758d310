/**
 * 707.2 / 111.10: "For each creature target player controls, create a token that's a copy of that creature." — one
 * token copy for each object of the set, created together (603.2c); "For each of those creatures / of X target
 * permanents, create [X] token(s) …" over targets; 707.9b: "…, except it isn't legendary". Real modern cards in
 * engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type ObjectId } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function tokens(t: CardGame): ObjectId[] {
  return t.state.battlefield.filter((id) => t.state.objects[id]!.kind === 'token');
}

test("707.2: Clone Legion creates a token copy of each creature target player controls, under the caster's control", () => {
  modernDef('Clone Legion');
  const t = cardGame(
    {
      players: [
        { hand: ['Clone Legion'], battlefield: ['Grizzly Bears', ...Array(9).fill('Island')] },
        { battlefield: ['Hill Giant', 'Craw Wurm', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Clone Legion', { targets: ['P2'] });
  t.resolve();
  const made = tokens(t);
  assert.deepEqual(made.map((id) => chars(t.state, id).name).sort(), ['Craw Wurm', 'Hill Giant']);
  assert.ok(made.every((id) => chars(t.state, id).controller === 0));
  t.expect({ log_cites: ['707.2', '111.10'] });
});

test('707.9b: Multiversal Incursion copies each nontoken creature you control, and the copies are not legendary', () => {
  modernDef('Multiversal Incursion');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Multiversal Incursion'],
          battlefield: ['Isamaru, Hound of Konda', 'Grizzly Bears', ...Array(7).fill('Island')],
        },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Multiversal Incursion');
  t.resolve();
  const made = tokens(t);
  assert.deepEqual(made.map((id) => chars(t.state, id).name).sort(), ['Grizzly Bears', 'Isamaru, Hound of Konda']);
  assert.ok(
    made.every((id) => !chars(t.state, id).supertypes.includes('Legendary')),
    'not legendary (707.9b)',
  );
  assert.equal(t.state.battlefield.filter((id) => chars(t.state, id).name === 'Isamaru, Hound of Konda').length, 2);
});

test('707.2: Hate Mirage copies each of up to two targets; the tokens have haste and are exiled at the next end step', () => {
  modernDef('Hate Mirage');
  const t = cardGame(
    {
      players: [
        { hand: ['Hate Mirage'], battlefield: Array(4).fill('Mountain') },
        { battlefield: ['Hill Giant', 'Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Hate Mirage', { targets: ['Hill Giant', 'Craw Wurm'] });
  t.resolve();
  const made = tokens(t);
  assert.equal(made.length, 2);
  assert.ok(made.every((id) => chars(t.state, id).keywords.has('haste')));
  t.advance('end');
  t.resolve();
  assert.equal(tokens(t).length, 0, 'exiled at the beginning of the next end step');
});

test('107.3 / 707.2: Doppelgang with X=2 creates two token copies of each of two target permanents', () => {
  modernDef('Doppelgang');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Doppelgang'],
          battlefield: ['Grizzly Bears', ...Array(4).fill('Forest'), ...Array(4).fill('Island')],
        },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Doppelgang', { x: 2, targets: ['Grizzly Bears', 'Hill Giant'] });
  t.resolve();
  const names = tokens(t).map((id) => chars(t.state, id).name);
  assert.deepEqual(names.sort(), ['Grizzly Bears', 'Grizzly Bears', 'Hill Giant', 'Hill Giant']);
});
