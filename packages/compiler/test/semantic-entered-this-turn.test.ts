/**
 * Issue 19, 603.6a: "[N or more] [another] [permanents] entered the battlefield under your control this turn", read from
 * the turn's history of entries (TurnHistory.entered: each permanent as it entered, its "as enters" choices included,
 * 614.12), as a static ability's condition (611.3b), an intervening "if" (603.4) and an activation restriction (602.5b);
 * played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island'];
const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame(
    {
      players: [
        { library: [...LIB], ...p1 },
        { library: [...LIB], ...p2 },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );

test('603.6a / 611.3b celebration: Armory Mice gets +0/+2 once two nonland permanents entered under your control this turn — a land is not one; the next turn, none has', () => {
  modernDef('Armory Mice');
  const t = game({ battlefield: ['Armory Mice'], hand: ['Forest', 'Ornithopter', 'Ornithopter'] });
  t.play('Forest');
  t.cast('Ornithopter').resolve();
  assert.equal(t.chars('Armory Mice').toughness, 1, 'a land and one nonland permanent');
  t.cast('Ornithopter').resolve();
  assert.equal(t.chars('Armory Mice').toughness, 3, 'two nonland permanents');
  t.advance('upkeep', 3);
  assert.equal(t.chars('Armory Mice').toughness, 1, 'a new turn');
});

test('603.6a / 602.5b: Fixer, Techno Terror draws only after an artifact entered under your control this turn', () => {
  modernDef('Fixer, Techno Terror');
  const t = game({ battlefield: ['Fixer, Techno Terror'], hand: ['Ornithopter'] });
  t.activate('Fixer, Techno Terror', { refused: true });
  t.cast('Ornithopter').resolve();
  t.activate('Fixer, Techno Terror').resolve();
  t.expect({ life: { P1: 18 } });
  assert.equal(t.state.players[0]!.hand.length, 1, 'it drew a card');
});

test('603.6a: Bellowing Elk — "another creature": its own entering does not count, an Ornithopter entering does', () => {
  modernDef('Bellowing Elk');
  const t = game({ battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Bellowing Elk', 'Ornithopter'] });
  t.cast('Bellowing Elk').resolve();
  assert.equal(t.chars('Bellowing Elk').keywords.has('trample'), false, 'only the Elk itself entered');
  t.cast('Ornithopter').resolve();
  assert.equal(t.chars('Bellowing Elk').keywords.has('indestructible'), true, 'another creature entered');
});

test('603.6a / 614.12: Swordsworn Cavalier gets first strike when Metallic Mimic enters as a Knight — the type chosen as it entered', () => {
  modernDef('Swordsworn Cavalier');
  const t = game({ battlefield: ['Swordsworn Cavalier', 'Plains', 'Plains'], hand: ['Metallic Mimic'] });
  t.cast('Metallic Mimic').resolve();
  t.choose('Knight');
  resolveAll(t.state);
  assert.equal(t.chars('Swordsworn Cavalier').keywords.has('first strike'), true);
});

test('603.6a / 603.4: Oath of Liliana makes a Zombie at the end step only if a planeswalker entered under your control this turn', () => {
  modernDef('Oath of Liliana');
  for (const walker of [false, true]) {
    const t = game({
      battlefield: ['Oath of Liliana', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
      hand: walker ? ['Ajani, Caller of the Pride'] : [],
    });
    if (walker) t.cast('Ajani, Caller of the Pride').resolve();
    t.advance('end');
    resolveAll(t.state);
    const zombies = t.state.battlefield.filter((id) => t.state.objects[id]!.kind === 'token');
    assert.equal(zombies.length, walker ? 1 : 0, walker ? 'Ajani entered' : 'no planeswalker entered');
  }
});
