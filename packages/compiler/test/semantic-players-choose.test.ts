/**
 * 608.2d / 101.4: "Target opponent chooses a creature they control. Destroy that creature." / "Each player chooses a
 * creature they control. Destroy the rest." / "… Other creatures they control can't block this turn." — the players
 * choose as the spell resolves (no targets), in APNAP order; the chosen permanents and "the rest" are read by the
 * instructions after. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('608.2d: Imperial Edict — the target opponent chooses which of their creatures is destroyed', () => {
  modernDef('Imperial Edict');
  const t = cardGame(
    {
      players: [
        { hand: ['Imperial Edict'], battlefield: ['Swamp', 'Swamp', 'Grizzly Bears'] },
        { battlefield: ['Hill Giant', 'Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Imperial Edict', { targets: ['P2'] });
  t.pass(2);
  const d = t.pending;
  assert.equal(d?.kind, 'chooseObjects');
  assert.equal(d?.kind === 'chooseObjects' && d.player, 1, 'the opponent chooses, not the caster');
  t.choose(['Hill Giant']);
  assert.deepEqual(
    t.state.players[1]!.graveyard.map((id) => chars(t.state, id).name),
    ['Hill Giant'],
  );
  assert.ok(t.state.battlefield.includes(t.id('Craw Wurm')));
  assert.ok(t.state.battlefield.includes(t.id('Grizzly Bears')));
  t.expect({ log_cites: ['608.2d', '101.4'] });
});

test('608.2d / 101.4: Divine Reckoning — each player keeps the creature they chose; the rest are destroyed', () => {
  modernDef('Divine Reckoning');
  const t = cardGame(
    {
      players: [
        { hand: ['Divine Reckoning'], battlefield: [...Array(4).fill('Plains'), 'Grizzly Bears', 'Hill Giant'] },
        { battlefield: ['Craw Wurm', 'Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Divine Reckoning');
  t.pass(2);
  t.choose(['Hill Giant']); // the active player first (101.4)
  t.choose(['Llanowar Elves']);
  const names = t.state.battlefield.map((id) => chars(t.state, id).name).filter((n) => n !== 'Plains');
  assert.deepEqual(names.sort(), ['Hill Giant', 'Llanowar Elves']);
});

test('608.2d: Goblin War Cry — only the creature the opponent chose can block this turn', () => {
  modernDef('Goblin War Cry');
  const t = cardGame(
    {
      players: [
        { hand: ['Goblin War Cry'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Hill Giant'] },
        { battlefield: ['Craw Wurm', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Goblin War Cry', { targets: ['P2'] });
  t.pass(2);
  t.choose(['Grizzly Bears']);
  t.advance('declareAttackers');
  t.attack({ 'Hill Giant': 'P2' });
  t.advance('declareBlockers');
  t.block({ 'Craw Wurm': 'Hill Giant' }, { refused: { rule: '509.1a' } });
  t.block({ 'Grizzly Bears': 'Hill Giant' });
});
