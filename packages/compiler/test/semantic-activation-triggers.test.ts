/**
 * 602.2b: "Whenever you activate an ability of [an object] that isn't a mana ability" / "Whenever you activate a loyalty
 * ability of [a planeswalker]" — the ability triggers once the activated ability is on the stack, its source read as it
 * was activated (a cost that sacrificed it doesn't matter); a mana ability (605.1a), another player's activation, or
 * an ability of another kind of object doesn't trigger it. Compiled modern cards in real engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { chars } from '@arbiter/engine';
import { modernCompiled, modernDef } from './helpers.js';

function construct(): ReturnType<typeof cardGame> {
  modernDef('Crackdown Construct');
  return cardGame(
    {
      players: [
        {
          battlefield: ['Crackdown Construct', 'Mind Stone', 'Prodigal Pyromancer', 'Llanowar Elves', 'Island'],
          library: ['Island', 'Island', 'Island'],
        },
        { battlefield: ['Prodigal Pyromancer'], library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

const power = (t: ReturnType<typeof cardGame>): number => chars(t.state, t.id('Crackdown Construct')).power ?? 0;

test('602.2b: Crackdown Construct gets +1/+1 when its controller activates a creature’s ability, and again for an artifact sacrificed to pay its own cost', () => {
  const t = construct();
  t.activate('Prodigal Pyromancer', { targets: ['P2'] });
  t.resolve();
  assert.equal(power(t), 3);
  t.resolve();
  t.activate('Mind Stone', { ability: 1 });
  t.resolve();
  t.resolve();
  assert.equal(power(t), 4);
  t.expect({ life: { P2: 19 }, zones: { 'Mind Stone': 'graveyard' }, log_cites: ['602.2', '603.3'] });
});

test('605.1a: a mana ability doesn’t trigger Crackdown Construct, nor does an opponent’s activation', () => {
  const t = construct();
  t.activate('Llanowar Elves');
  t.activate('Mind Stone', { ability: 0 });
  t.pass(1);
  t.activate('Prodigal Pyromancer', { by: 'P2', targets: ['P1'] });
  t.resolve();
  assert.equal(power(t), 2);
  assert.equal(t.state.pendingTriggers.length, 0);
});

test('602.2b / 606.3: Keral Keep Disciples deals 1 damage to each opponent when a Chandra’s loyalty ability is activated', () => {
  modernDef('Keral Keep Disciples');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Keral Keep Disciples', 'Chandra, the Firebrand', 'Prodigal Pyromancer'],
          library: ['Island', 'Island'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Chandra, the Firebrand', { ability: 0, targets: ['P2'] });
  t.resolve();
  t.resolve();
  t.expect({ life: { P2: 18 } });
  t.activate('Prodigal Pyromancer', { targets: ['P2'] });
  t.resolve();
  t.expect({ life: { P2: 17 } });
});

test('602.2b: Elspeth’s Talent — activating a loyalty ability of the enchanted planeswalker gives creatures +2/+2 and vigilance', () => {
  modernDef("Elspeth's Talent");
  const t = cardGame(
    {
      players: [
        {
          hand: ["Elspeth's Talent"],
          battlefield: ['Chandra, the Firebrand', 'Llanowar Elves', 'Plains', 'Plains', 'Plains', 'Plains'],
          library: ['Island', 'Island'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Elspeth's Talent", { targets: ['Chandra, the Firebrand'] });
  t.resolve();
  t.activate('Chandra, the Firebrand', { ability: 0, targets: ['P2'] });
  t.resolve();
  const elves = chars(t.state, t.id('Llanowar Elves'));
  assert.equal(elves.power, 3);
  assert.ok(elves.keywords.has('vigilance'));
});
