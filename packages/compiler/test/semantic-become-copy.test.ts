/**
 * 707.2 / 613.1a: "[permanent] becomes a copy of [object] [until end of turn] [, except …]" — a copy effect of a
 * resolved ability (layer 1) with a duration (611.2a); copy effects are copied (707.2, 707.3); "except it has this
 * ability" (707.9a) keeps the ability that made the copy. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type ObjectId } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** The permanents whose characteristics (613) name them `name`. */
function named(t: CardGame, name: string): ObjectId[] {
  return t.state.battlefield.filter((id) => chars(t.state, id).name === name);
}

test('707.2 / 611.2a: Mirage Mirror becomes a copy of Grizzly Bears until end of turn, then is Mirage Mirror again', () => {
  modernDef('Mirage Mirror');
  const t = cardGame(
    {
      players: [{ battlefield: ['Mirage Mirror', 'Island', 'Island'] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Mirage Mirror', { targets: ['Grizzly Bears'] });
  t.resolve();
  const mirror = t.id('Mirage Mirror');
  assert.deepEqual(
    named(t, 'Grizzly Bears'),
    [t.id('Grizzly Bears'), mirror].sort((a, b) => a - b),
  );
  assert.deepEqual([chars(t.state, mirror).power, chars(t.state, mirror).toughness], [2, 2]);
  assert.deepEqual(chars(t.state, mirror).types, ['Creature']);
  t.expect({ log_cites: ['707.2', '613.1a'] });
  t.advance('main1', 3); // P2's turn: the cleanup step of P1's turn is over (514.2)
  assert.equal(chars(t.state, mirror).name, 'Mirage Mirror');
  assert.deepEqual(chars(t.state, mirror).types, ['Artifact']);
});

test('707.2 / 707.3: Mirage Mirror copying a Clone that copies Grizzly Bears becomes Grizzly Bears', () => {
  modernDef('Mirage Mirror');
  const t = cardGame(
    {
      players: [
        { hand: ['Clone'], battlefield: ['Mirage Mirror', ...Array(6).fill('Island')] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Clone');
  t.pass(2);
  t.choose(['Grizzly Bears']);
  t.activate('Mirage Mirror', { targets: ['Clone'] });
  t.resolve();
  assert.equal(named(t, 'Grizzly Bears').length, 3, 'the Mirror copies what the Clone copies, not the Clone card');
});

test('707.9a: Unstable Shapeshifter becomes a copy of each creature that enters, and keeps this ability', () => {
  modernDef('Unstable Shapeshifter');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Grizzly Bears', 'Hill Giant'],
          battlefield: ['Unstable Shapeshifter', 'Forest', 'Forest', ...Array(4).fill('Mountain')],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const shifter = t.id('Unstable Shapeshifter');
  t.cast('Grizzly Bears');
  t.resolve('all');
  assert.equal(chars(t.state, shifter).name, 'Grizzly Bears');
  t.cast('Hill Giant');
  t.resolve('all');
  assert.equal(chars(t.state, shifter).name, 'Hill Giant', 'the copy has the ability that made it a copy (707.9a)');
});

test('608.2h / 707.2: Identity Thief exiling a Clone that copies Hill Giant becomes a copy of Hill Giant (as it last existed)', () => {
  modernDef('Identity Thief');
  const t = cardGame(
    {
      players: [
        { hand: ['Clone'], battlefield: ['Identity Thief', ...Array(4).fill('Island')] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Clone');
  t.pass(2);
  t.choose(['Hill Giant']);
  const thief = t.id('Identity Thief');
  t.attack(['Identity Thief']);
  t.choose(['Clone']);
  t.pass(2);
  t.choose(true);
  assert.equal(chars(t.state, thief).name, 'Hill Giant');
  assert.deepEqual([chars(t.state, thief).power, chars(t.state, thief).toughness], [3, 3]);
  t.expect({ objects: { Clone: 'exile' } });
});
