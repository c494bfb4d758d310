/** A table's setup → the engine game: the chapter 9 casual variants a table may ask for. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_DECKS, viewFor } from '@arbiter/engine';
import { CardLibrary, gameFromSetup } from '../src/index.js';
import { meta } from '../src/meta.js';
import type { TableSetup } from '../src/store/types.js';

const decks = Object.values(STARTER_DECKS);

function setup(variant: TableSetup['variant'], n: number): TableSetup {
  return {
    variant,
    seed: 5,
    options: {},
    seats: Array.from({ length: n }, (_, i) => ({
      kind: 'ai',
      ai: 'random',
      name: `P${i + 1}`,
      deck: decks[i % decks.length]!,
    })),
  };
}

test('904.2 / 904.5: an Archenemy table puts the first seat alone against the others, with 40 life and a face-down scheme deck', () => {
  const g = gameFromSetup(setup('archenemy', 4), new CardLibrary());
  const villain = g.players.find((p) => p.name === 'P1')!;
  assert.equal(villain.life, 40);
  assert.deepEqual(g.archenemy?.archenemies, [villain.id]);
  assert.equal(g.players.filter((p) => p.team === villain.team).length, 1, 'the archenemy is alone on a team');
  assert.ok(g.players.filter((p) => p.id !== villain.id).every((p) => p.life === 20));
  const v = viewFor(g, g.players.find((p) => p.name === 'P2')!.id);
  assert.ok(v.command.length >= 20 && v.command.every((o) => o.name === null), 'the scheme deck is hidden (904.3)');
  assert.ok(meta() && JSON.stringify(meta()).includes('"archenemy"'), '/api/meta lists Archenemy');
});

test('904.12a–c: a Supervillain Rumble table makes every seat an archenemy with 40 life', () => {
  const g = gameFromSetup(setup('supervillain-rumble', 3), new CardLibrary());
  assert.equal(g.archenemy?.kind, 'supervillain-rumble');
  assert.equal(g.archenemy?.archenemies.length, 3);
  assert.ok(g.players.every((p) => p.life === 40));
});

test('904.2: an Archenemy table of two seats is refused with a precise setup error', () => {
  assert.throws(
    () => gameFromSetup(setup('archenemy', 2), new CardLibrary()),
    (e: Error) => e.name === 'SetupError' && /more than two players/.test(e.message),
  );
});
