/** The CLI's result line reports each player's recorded outcome (104.4a: players who all lose at once drew). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Scenario,
  STARTER_BY_NAME,
  build,
  fallbackChoice,
  submitInPlace,
  type CardDefinition,
  type GameState,
} from '@arbiter/engine';
import { resultLine, resultRecord } from '../src/commands/play.js';

const FLAME_RIFT: CardDefinition = build.spell(
  'Sorcery',
  'Flame Rift',
  '{1}{R}',
  'Flame Rift deals 4 damage to each player.',
  [],
  [{ kind: 'damage', amount: { kind: 'fixed', n: 4 }, to: { kind: 'each', relation: 'any' } }],
);

function playOut(g: GameState): GameState {
  for (let i = 0; i < 200 && !g.result; i++) {
    const d = g.pending!;
    const r = submitInPlace(g, d.player, fallbackChoice(d));
    assert.ok(r.ok);
  }
  return g;
}

test('104.4a: the CLI result line and JSON record say draw, and every player drew, when all players lose at once', () => {
  const s = new Scenario({ players: 2, cards: (n) => (n === 'Flame Rift' ? FLAME_RIFT : STARTER_BY_NAME[n]) });
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Flame Rift']);
  s.life(0, 3).life(1, 4);
  const g = s.start({ active: 0, step: 'main1' });
  const id = g.players[0]!.hand[0]!;
  assert.ok(submitInPlace(g, 0, { kind: 'action', action: { kind: 'cast', card: id } }).ok);
  playOut(g);
  assert.match(resultLine(g), /^Result: draw on turn \d+ \(every player still in the game lost at the same time\)/);
  const rec = resultRecord(g).result;
  assert.equal(rec['draw'], true);
  assert.deepEqual(Object.values(rec['outcomes'] as Record<string, string>), ['drew', 'drew']);
});
