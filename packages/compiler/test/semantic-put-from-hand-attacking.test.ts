/**
 * 508.4: "you may put a … creature card from your hand onto the battlefield tapped and attacking" — the card chosen
 * enters attacking the player or planeswalker its controller chooses as it enters (asked only when there is a choice);
 * it was never declared as an attacker. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** Whom each attacking creature named `name` attacks: "P2", or a planeswalker's name. */
function attacked(t: CardGame, name: string): string[] {
  const combat = t.state.turns[0]!.combat!;
  return combat.attackers
    .filter((a) => chars(t.state, a.attacker).name === name)
    .map((a) => (a.defender.kind === 'player' ? `P${a.defender.player + 1}` : chars(t.state, a.defender.id).name));
}

test('508.4: Preeminent Captain puts a Soldier from your hand onto the battlefield attacking the planeswalker chosen', () => {
  modernDef('Preeminent Captain');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Preeminent Captain'], hand: ['Elite Vanguard', 'Grizzly Bears'] },
        { battlefield: [{ card: 'Jace Beleren', counters: { loyalty: 3 } }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Preeminent Captain': 'P2' });
  t.pass(2);
  const p = t.pending;
  assert.ok(p?.kind === 'chooseObjects');
  assert.deepEqual(
    p.options.map((id) => t.nameOf(id)),
    ['Elite Vanguard'], // only a Soldier
  );
  t.choose(['Elite Vanguard']);
  t.expect({ decision: 'chooseOption' }); // P2 or Jace Beleren
  t.choose([1]);
  assert.deepEqual(attacked(t, 'Elite Vanguard'), ['Jace Beleren']);
  t.expect({ objects: { 'Elite Vanguard': { tapped: true } }, log_cites: ['508.4'] });
  t.advance('main2', 2);
  t.expect({ life: { P2: 18 }, objects: { 'Jace Beleren': { counters: { loyalty: 1 } } } });
});

test('508.4: Kinscaer Sentry puts a creature card with mana value X or less, X the attacking creatures you control', () => {
  modernDef('Kinscaer Sentry');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Kinscaer Sentry', 'Grizzly Bears'],
          hand: ['Hill Giant', 'Elite Vanguard', 'Centaur Courser'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Kinscaer Sentry': 'P2', 'Grizzly Bears': 'P2' });
  t.pass(2);
  const p = t.pending;
  assert.ok(p?.kind === 'chooseObjects');
  assert.deepEqual(p.options.map((id) => t.nameOf(id)).sort(), ['Elite Vanguard']); // X = 2: not the 3- and 4-drops
  t.choose(['Elite Vanguard']); // one opponent, no planeswalker: not asked whom it attacks
  assert.deepEqual(attacked(t, 'Elite Vanguard'), ['P2']);
  t.advance('main2', 2);
  t.expect({ life: { P2: 14 } }); // the Sentry, the Bears and the Vanguard, 2 each
});
