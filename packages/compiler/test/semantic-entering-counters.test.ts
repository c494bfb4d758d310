/**
 * 614.1c / 614.12: "This creature enters with a number of +1/+1 counters on it equal to the number of …" — the
 * number is counted as the creature would enter (Rhizome Lurcher, Undergrowth Scavenger), played with real cards
 * of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { id, modernCompiled, modernDef } from './helpers.js';

test('614.1c: Rhizome Lurcher enters with a +1/+1 counter for each creature card in your graveyard', () => {
  modernDef('Rhizome Lurcher');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Rhizome Lurcher'],
          battlefield: ['Swamp', 'Forest', 'Forest', 'Forest'],
          graveyard: ['Grizzly Bears', 'Hill Giant', 'Island', 'Lightning Bolt'],
        },
        { graveyard: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  t.cast('Rhizome Lurcher');
  t.resolve();
  const x = id(g, 'Rhizome Lurcher', 'battlefield');
  assert.equal(g.objects[x]!.counters['+1/+1'], 2, "two creature cards in its controller's graveyard");
  assert.deepEqual([chars(g, x).power, chars(g, x).toughness], [4, 4]);
});

test('614.1c: Undergrowth Scavenger counts the creature cards in all graveyards', () => {
  modernDef('Undergrowth Scavenger');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Undergrowth Scavenger'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest'],
          graveyard: ['Grizzly Bears', 'Forest'],
        },
        { graveyard: ['Llanowar Elves', 'Hill Giant', 'Shock'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  t.cast('Undergrowth Scavenger');
  t.resolve();
  const x = id(g, 'Undergrowth Scavenger', 'battlefield');
  assert.equal(g.objects[x]!.counters['+1/+1'], 3);
  assert.deepEqual([chars(g, x).power, chars(g, x).toughness], [3, 3]);
});
