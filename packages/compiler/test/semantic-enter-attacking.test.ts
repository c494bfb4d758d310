/**
 * 508.4: a creature put onto the battlefield attacking — "return target creature card from your graveyard to the
 * battlefield tapped and attacking", "create a … token that's tapped and attacking" from a source that isn't itself
 * attacking. Its controller chooses whom it attacks as it enters (asked only when there is a choice); it was never
 * declared as an attacker. Real modern cards in engine games.
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

test('508.4: Yore-Tiller Nephilim returns a creature card from the graveyard tapped and attacking', () => {
  modernDef('Yore-Tiller Nephilim');
  const t = cardGame(
    {
      players: [{ battlefield: ['Yore-Tiller Nephilim'], graveyard: ['Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Yore-Tiller Nephilim': 'P2' });
  t.choose(['Grizzly Bears']); // the attack trigger's target
  t.pass(2);
  assert.deepEqual(attacked(t, 'Grizzly Bears'), ['P2']);
  t.expect({ objects: { 'Grizzly Bears': { tapped: true } }, log_cites: ['508.4'] });
  t.advance('main2', 2);
  t.expect({ life: { P2: 16 } }); // 2 from the Nephilim, 2 from the Bears
});

test("508.4: Mardu Ascendancy's Goblin attacks the player or planeswalker its controller chooses", () => {
  modernDef('Mardu Ascendancy');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Mardu Ascendancy', 'Grizzly Bears'] },
        { battlefield: [{ card: 'Jace Beleren', counters: { loyalty: 3 } }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.pass(2);
  t.expect({ decision: 'chooseOption' }); // P2 or Jace Beleren
  t.choose([1]);
  assert.deepEqual(attacked(t, 'Goblin'), ['Jace Beleren']);
  t.advance('main2', 2);
  t.expect({ life: { P2: 18 }, objects: { 'Jace Beleren': { counters: { loyalty: 2 } } } });
});

test('508.4: with no planeswalker and one opponent the Goblin attacks that opponent, unasked', () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Mardu Ascendancy', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.pass(2);
  assert.deepEqual(attacked(t, 'Goblin'), ['P2']);
  t.advance('main2', 2);
  t.expect({ life: { P2: 17 } });
});

test("508.4: Captain's Claws — whenever equipped creature attacks, a Kor Ally token enters tapped and attacking", () => {
  modernDef("Captain's Claws");
  const t = cardGame(
    {
      players: [{ battlefield: ['Grizzly Bears', { card: "Captain's Claws", attached_to: 'Grizzly Bears' }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.pass(2);
  assert.deepEqual(attacked(t, 'Kor Ally'), ['P2']);
  t.advance('main2', 2);
  t.expect({ life: { P2: 16 } }); // 3 from the equipped Bears, 1 from the token
});
