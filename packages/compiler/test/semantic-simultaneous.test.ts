/**
 * 704.3 / 614.1 / 616.1: permanents that leave the battlefield together leave in one event, and every replacement
 * effect that existed immediately before that event applies to all of it — including one whose source leaves in
 * the same event. 603.10a: leaves-the-battlefield triggers look back at the same moment. Real cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { compiled, act, def, has, id, ok, pass, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test("614.1 / 616.1: Planar Cleansing destroys Leyline of the Void and an opponent's creature together: the creature is exiled", () => {
  def('Leyline of the Void');
  def('Planar Cleansing');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Planar Cleansing'],
          battlefield: ['Leyline of the Void', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Planar Cleansing');
  resolveAll(g);
  assert.ok(has(g, 'Leyline of the Void', 'graveyard'), "Leyline goes to its owner's (not an opponent's) graveyard");
  assert.ok(
    has(g, 'Grizzly Bears', 'exile') && has(g, 'Hill Giant', 'exile'),
    "the opponent's creatures destroyed in the same event are exiled",
  );
  assert.ok(!has(g, 'Grizzly Bears', 'graveyard'));
});

/** Player 0's `attacker` attacks; player 1 blocks with `blocker`; combat damage is dealt and SBAs checked. */
function trade(g: GameState, attacker: number, blocker: number): void {
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker, defender: { kind: 'player', player: 1 } }] });
  for (let k = 0; k < 60 && g.turns[0]!.step !== 'combatDamage'; k++) {
    const d: NonNullable<GameState['pending']> = g.pending!;
    if (d.kind === 'declareBlockers') ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker, attacker }] });
    else if (d.kind === 'priority') pass(g);
    else resolveAll(g);
  }
  for (let k = 0; k < 10 && g.pending?.kind !== 'priority'; k++) resolveAll(g);
}

test('704.3 / 614.1: Samurai of the Pale Curtain and its blocker die together to state-based actions: both are exiled', () => {
  def('Samurai of the Pale Curtain');
  const t = cardGame(
    {
      players: [{ battlefield: ['Samurai of the Pale Curtain'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  trade(g, id(g, 'Samurai of the Pale Curtain'), id(g, 'Hill Giant'));
  assert.ok(has(g, 'Samurai of the Pale Curtain', 'exile'));
  assert.ok(has(g, 'Hill Giant', 'exile'), "the Samurai's replacement applies to the whole event it leaves in");
});
