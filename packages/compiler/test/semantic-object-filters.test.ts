/**
 * Issue 19: object descriptions the frontier named, each played with real cards of the modern pool: "with a counter on
 * it" / "with counters on them" (122.1: a counter of any kind), "historic" (700.6), …
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef, resolveAll } from './helpers.js';

test('122.1: Hunter of Eyeblights — "target creature with a counter on it": a creature with any counter, never one without', () => {
  modernDef('Hunter of Eyeblights');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Hunter of Eyeblights', ...landsFor('{2}{B}')] },
        {
          battlefield: [
            { card: 'Grizzly Bears', counters: { '-1/-1': 1 } },
            { card: 'Hill Giant', counters: { time: 2 } },
            'Craw Wurm',
          ],
        },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Hunter of Eyeblights', { ability: 'Destroy', targets: ['Craw Wurm'], refused: true });
  t.activate('Hunter of Eyeblights', { ability: 'Destroy', targets: ['Hill Giant'] });
  resolveAll(t.state);
  assert.equal(t.zone('Hill Giant'), 'graveyard', 'a time counter is a counter');
  assert.equal(t.zone('Craw Wurm'), 'battlefield');
});

test('122.1 / 613.1f: Winged Hive Tyrant — other creatures you control with counters on them have flying and haste', () => {
  modernDef('Winged Hive Tyrant');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            { card: 'Winged Hive Tyrant', counters: { '+1/+1': 1 } },
            { card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
            'Hill Giant',
          ],
        },
        { battlefield: [{ card: 'Craw Wurm', counters: { '+1/+1': 2 } }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.ok(t.chars('Grizzly Bears').keywords.has('haste'), 'the Bears have a counter');
  assert.ok(!t.chars('Hill Giant').keywords.has('haste'), 'the Giant has none');
  assert.ok(!t.chars('Craw Wurm').keywords.has('haste'), "an opponent's creature is not one you control");
});

test('122.1 / 611.3a: Formation Breaker — +1/+2 as long as you control a creature with a counter on it', () => {
  modernDef('Formation Breaker');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Formation Breaker', 'Grizzly Bears', ...landsFor('{G}')], hand: ['Battlegrowth'] },
        { battlefield: [{ card: 'Craw Wurm', counters: { '+1/+1': 2 } }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.pt('Formation Breaker'), [2, 1], "an opponent's creature with counters doesn't count");
  t.cast('Battlegrowth', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  assert.deepEqual(t.pt('Formation Breaker'), [3, 3], 'now you control a creature with a counter on it');
});

test('122.1: Damning Verdict — "destroy all creatures with no counters on them" spares any creature with a counter', () => {
  modernDef('Damning Verdict');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Damning Verdict'],
          battlefield: [{ card: 'Grizzly Bears', counters: { '+1/+1': 1 } }, 'Hill Giant', ...landsFor('{3}{W}{W}')],
        },
        { battlefield: [{ card: 'Craw Wurm', counters: { stun: 1 } }, 'Serra Angel'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Damning Verdict');
  resolveAll(t.state);
  assert.equal(t.zone('Grizzly Bears'), 'battlefield', 'a +1/+1 counter');
  assert.equal(t.zone('Craw Wurm'), 'battlefield', 'a stun counter');
  assert.equal(t.zone('Hill Giant'), 'graveyard');
  assert.equal(t.zone('Serra Angel'), 'graveyard');
});

test('700.6: Jhoira, Weatherlight Captain — an artifact spell and a legendary spell are historic, a plain creature spell is not', () => {
  modernDef('Jhoira, Weatherlight Captain');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Ornithopter', 'Isamaru, Hound of Konda', 'Grizzly Bears'],
          battlefield: ['Jhoira, Weatherlight Captain', 'Plains', ...landsFor('{1}{G}')],
          library: ['Island', 'Island', 'Island', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const hand = (): number => t.cards('P1', 'hand').length;
  t.cast('Ornithopter');
  resolveAll(t.state);
  assert.equal(hand(), 3, 'an artifact: the trigger draws a card (2 left in hand + 1)');
  t.cast('Isamaru, Hound of Konda');
  resolveAll(t.state);
  assert.equal(hand(), 3, 'a legendary creature: another card');
  t.cast('Grizzly Bears');
  resolveAll(t.state);
  assert.equal(hand(), 2, 'a nonlegendary, nonartifact creature spell: no trigger');
});
