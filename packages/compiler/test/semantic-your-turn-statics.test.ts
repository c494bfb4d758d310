/**
 * 611.3a / 611.3b: statics that apply only "as long as it's your turn" (or "during turns other than yours") — the
 * effect exists while the condition holds and stops when it doesn't. 101.2 / 602.5: "your opponents can't cast spells
 * or activate abilities of artifacts, creatures, or enchantments" binds only the opponents. 604.3a(5) / 613.4b: a
 * conditional "power and toughness are each …" sets them in layer 7b. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test("611.3a / 101.2 / 602.5: during its controller's turn, Grand Abolisher's opponents can't cast spells or activate a creature's ability", () => {
  modernDef('Grand Abolisher');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Grand Abolisher', 'Prodigal Sorcerer'] },
        { hand: ['Lightning Bolt'], battlefield: ['Prodigal Pyromancer', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  // Only the opponents are bound: the Abolisher's controller activates their own Pyromancer.
  t.activate('Prodigal Sorcerer', { by: 'P1', targets: ['P2'] });
  t.pass(); // P2 holds priority with the ability on the stack
  t.cast('Lightning Bolt', { by: 'P2', targets: ['P1'], refused: { code: 'WRONG_TIME' } });
  t.activate('Prodigal Pyromancer', { by: 'P2', targets: ['P1'], refused: { rule: '602.5' } });
  t.pass();
  assert.equal(t.life('P2'), 19);
  // 611.3a: on the opponent's own turn the condition is false, and the same actions are legal.
  t.advance('upkeep', 3);
  t.activate('Prodigal Pyromancer', { by: 'P2', targets: ['P1'] });
  t.resolve();
  assert.equal(t.life('P1'), 19);
});

test("611.3a / 613.1d: Warden of the Wall is a 2/3 flying Gargoyle artifact creature only during turns other than its controller's", () => {
  modernDef('Warden of the Wall');
  const t = cardGame(
    { players: [{ battlefield: ['Warden of the Wall'] }, {}], position: { active: 'P1', step: 'main1' } },
    modernCompiled,
  );
  const warden = t.id('Warden of the Wall');
  assert.deepEqual(chars(t.state, warden).types, ['Artifact']);
  t.advance('main1', 3);
  const c = chars(t.state, warden);
  assert.deepEqual([c.types, c.subtypes, c.power, c.toughness], [['Artifact', 'Creature'], ['Gargoyle'], 2, 3]);
  assert.ok(c.keywords.has('flying'));
});

test("604.3a / 613.4b: Angry Mob is 2 plus the opponents' Swamps during its controller's turn and 2/2 otherwise", () => {
  modernDef('Angry Mob');
  const t = cardGame(
    {
      players: [{ battlefield: ['Angry Mob'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.pt('Angry Mob'), [5, 5]);
  t.advance('main1', 3);
  assert.deepEqual(t.pt('Angry Mob'), [2, 2]);
});
