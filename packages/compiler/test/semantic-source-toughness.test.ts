/**
 * 608.2h: "its toughness" / "~'s toughness" of the ability's source, as it last existed if it has left the
 * battlefield — Dinosaur Egg's "When this creature dies, you may discover X, where X is its toughness" (701.57a),
 * Armored Armadillo's "+X/+0, where X is its toughness". Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef, resolveAll } from './helpers.js';

test('701.57a / 608.2h: Dinosaur Egg dies and discovers X, X its last known toughness (3): Hill Giant is passed over for Centaur Courser', () => {
  modernDef('Dinosaur Egg');
  const t = cardGame(
    {
      players: [
        {
          library: ['Plains', 'Hill Giant', 'Centaur Courser', 'Island'],
          hand: ['Lightning Bolt'],
          battlefield: ['Dinosaur Egg', ...landsFor('{R}')],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['Dinosaur Egg'] });
  resolveAll(t.state, { yes: true });
  t.expect({
    zones: { 'Dinosaur Egg': 'graveyard', 'Centaur Courser': 'battlefield', 'Hill Giant': 'library' },
    log_cites: ['701.57a'],
  });
  const lib = t.state.players[0]!.library.map((o) => t.nameOf(o).replace(/#\d+$/, ''));
  assert.equal(lib[0], 'Island', 'the rest went to the bottom');
});

test('608.2h: Armored Armadillo gets +X/+0, X its toughness', () => {
  modernDef('Armored Armadillo');
  const t = cardGame(
    {
      players: [{ battlefield: ['Armored Armadillo', ...landsFor('{3}{W}')] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const [power, toughness] = t.pt('Armored Armadillo');
  t.activate('Armored Armadillo', { ability: '{3}{W}' });
  resolveAll(t.state);
  assert.deepEqual(t.pt('Armored Armadillo'), [power! + toughness!, toughness]);
});
