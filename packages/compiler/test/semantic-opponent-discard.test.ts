/**
 * 701.9: "a spell or ability an opponent controls causes you to discard ~" — the discard an opponent's spell or
 * ability makes (not one of your own, nor a cost): the card's replacement in the hand (614.1a: put it onto the
 * battlefield instead) and its trigger from where the discard put it. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = Array(8).fill('Swamp');

const gnomes = (t: CardGame): number => t.state.battlefield.filter((id) => chars(t.state, id).name === 'Gnome').length;

/** P2 casts Mind Rot ("Target player discards two cards") at the player `at`, whose hand is `hand` (P1's or P2's). */
function mindRot(hand: readonly string[], at: 'P1' | 'P2', p1Battlefield: readonly string[] = []): CardGame {
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: at === 'P1' ? [...hand] : [], battlefield: [...p1Battlefield] },
        {
          library: [...LIB],
          hand: ['Mind Rot', ...(at === 'P2' ? hand : [])],
          battlefield: ['Swamp', 'Swamp', 'Swamp'],
        },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Mind Rot', { targets: [at] });
  t.resolve();
  return t;
}

test("614.1a / 701.9: Obstinate Baloth discarded by an opponent's Mind Rot enters the battlefield instead (and its enters trigger gains 4 life)", () => {
  modernDef('Obstinate Baloth');
  const t = mindRot(['Obstinate Baloth', 'Island'], 'P1');
  assert.equal(t.zone('Obstinate Baloth'), 'battlefield');
  assert.equal(t.zone('Island'), 'graveyard');
  t.expect({ log_cites: ['701.9'] });
  t.resolve();
  assert.equal(t.life('P1'), 24);
});

test('614.1a / 701.9: Dodecapod discarded by an opponent enters with two +1/+1 counters', () => {
  modernDef('Dodecapod');
  const t = mindRot(['Dodecapod', 'Island'], 'P1');
  assert.equal(t.zone('Dodecapod'), 'battlefield');
  assert.equal(t.counters('Dodecapod', '+1/+1'), 2);
});

test("701.9: Obstinate Baloth discarded by its owner's own Mind Rot goes to the graveyard", () => {
  modernDef('Obstinate Baloth');
  const t = mindRot(['Obstinate Baloth', 'Island'], 'P2');
  assert.equal(t.zone('Obstinate Baloth'), 'graveyard');
});

test("701.9: Obstinate Baloth discarded to pay a cost (an opponent's card is not involved) goes to the graveyard", () => {
  modernDef('Obstinate Baloth');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Obstinate Baloth', 'Lightning Axe'], battlefield: ['Mountain'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Axe', { targets: ['Grizzly Bears'], additional_cost: 0, costs: ['Obstinate Baloth'] });
  assert.equal(t.zone('Obstinate Baloth'), 'graveyard');
});

test('701.9 / 603.6c: Guerrilla Tactics discarded by an opponent triggers from the graveyard: 4 damage to any target', () => {
  modernDef('Guerrilla Tactics');
  const t = mindRot(['Guerrilla Tactics', 'Island'], 'P1');
  assert.equal(t.zone('Guerrilla Tactics'), 'graveyard');
  t.choose(['P2']);
  t.resolve();
  assert.equal(t.life('P2'), 16);
});

test("701.9: Metrognome discarded by an opponent makes four Gnomes; Quagnoth returns to its owner's hand", () => {
  modernDef('Metrognome');
  modernDef('Quagnoth');
  const t = mindRot(['Metrognome', 'Quagnoth'], 'P1');
  t.choose([0, 1]); // P1 orders its two triggers (603.3b)
  t.resolve();
  t.resolve();
  assert.equal(t.zone('Quagnoth'), 'hand');
  assert.equal(gnomes(t), 4);
});

test('701.9: Spiritual Focus — an opponent making you discard two cards gains you 2 life for each', () => {
  modernDef('Spiritual Focus');
  const t = mindRot(['Island', 'Island'], 'P1', ['Spiritual Focus']);
  t.choose([0, 1]);
  t.resolve();
  t.choose(false);
  t.resolve();
  t.choose(false);
  assert.equal(t.life('P1'), 24);
});

test("701.9: Metrognome discarded by its owner's own spell does not trigger", () => {
  modernDef('Metrognome');
  const t = mindRot(['Metrognome', 'Island'], 'P2');
  assert.equal(gnomes(t), 0);
  t.expect({ log_not_contains: ['triggered ability'] });
});
