/**
 * 603.2c / 701.9: "Whenever you discard one or more [land / artifact] cards" (issue 19), with real cards of the modern
 * pool: the cards one event discards trigger the ability once, and "that many" is how many it discarded.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island', 'Island'], ...p1 },
        { library: ['Island', 'Island', 'Island', 'Island'], ...p2 },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );

/** How many times `name`'s triggered ability was put on the stack. */
const triggered = (t: CardGame, name: string): number =>
  t.state.log.filter((e) => e.text.includes(`${name}'s triggered ability on the stack`)).length;

test('603.2c: Scrounging Skyray — Faithless Looting discards two cards at once: one trigger, two +1/+1 counters', () => {
  modernDef('Scrounging Skyray');
  const t = game({ battlefield: ['Scrounging Skyray', 'Mountain'], hand: ['Faithless Looting', 'Lightning Bolt'] });
  t.cast('Faithless Looting');
  resolveAll(t.state);
  t.expect({ objects: { 'Scrounging Skyray': { counters: { '+1/+1': 2 } } } });
  assert.equal(triggered(t, 'Scrounging Skyray'), 1);
});

test('603.2c: Cryptcaller Chariot — "create that many" Zombies for the two cards one event discards', () => {
  modernDef('Cryptcaller Chariot');
  const t = game({ battlefield: ['Cryptcaller Chariot', 'Mountain'], hand: ['Faithless Looting', 'Lightning Bolt'] });
  t.cast('Faithless Looting');
  resolveAll(t.state);
  assert.equal(t.state.battlefield.filter((id) => t.nameOf(id).startsWith('Zombie')).length, 2);
});

test('701.9: Doctor Doom — discarding a land card with another card triggers once; discarding only nonland cards, never', () => {
  modernDef('Doctor Doom, King of Latveria');
  for (const [hand, loss] of [
    [['Forest', 'Lightning Bolt'], 2],
    [['Lightning Bolt', 'Lightning Bolt'], 0],
  ] as const) {
    const t = game({
      battlefield: ['Doctor Doom, King of Latveria', 'Mountain'],
      hand: ['Faithless Looting', ...hand],
    });
    t.cast('Faithless Looting'); // draws two Islands; the first two cards offered (the hand's own) are discarded
    resolveAll(t.state);
    assert.deepEqual(t.cards('P1', 'graveyard').sort(), ['Faithless Looting', ...hand].sort());
    assert.equal(t.life('P2'), 20 - loss);
  }
});

test('603.2c: Hostile Investigator — its own enters trigger makes the opponent discard: investigate', () => {
  modernDef('Hostile Investigator');
  const t = game(
    { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Hostile Investigator'] },
    { hand: ['Grizzly Bears', 'Grizzly Bears'] },
  );
  t.cast('Hostile Investigator');
  resolveAll(t.state);
  t.expect({ players: { P2: { hand_count: 1 } } });
  assert.equal(t.state.battlefield.filter((id) => t.nameOf(id) === 'Clue').length, 1);
});

test('514.1: discarding down to the maximum hand size at cleanup is one event — Marauding Mako gets that many counters', () => {
  modernDef('Marauding Mako');
  const nine = Array.from({ length: 9 }, () => 'Island');
  const t = game({ battlefield: ['Marauding Mako'], hand: nine });
  t.advance('upkeep', 3);
  resolveAll(t.state);
  t.expect({ objects: { 'Marauding Mako': { counters: { '+1/+1': 2 } } } });
  assert.equal(triggered(t, 'Marauding Mako'), 1);
});
