/**
 * 113.6b: static abilities that function while their card is in its owner's graveyard — "As long as this card is in
 * your graveyard and you control a Mountain, creatures you control have haste" (Anger and the other Incarnations).
 * 108.4a: the card has no controller there; "you" is its owner. The effect begins and ends as the card enters and
 * leaves the graveyard, from any zone (611.3b, 613). Also "as long as a Warrior card is in your graveyard" (a
 * condition on the cards there). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test("113.6b: Anger in your graveyard with a Mountain gives creatures you control haste, not the opponent's", () => {
  modernDef('Anger');
  const t = cardGame(
    {
      players: [
        { graveyard: ['Anger'], battlefield: ['Grizzly Bears', 'Mountain'] },
        { battlefield: ['Hill Giant', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.ok(t.chars('Grizzly Bears').keywords.has('haste'));
  assert.ok(!t.chars('Hill Giant').keywords.has('haste'), "Anger's owner is P1: P2's creatures are not P1's");
});

test('113.6b: without a Mountain, Anger in the graveyard gives nothing', () => {
  const t = cardGame(
    {
      players: [{ graveyard: ['Anger'], battlefield: ['Grizzly Bears', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.ok(!t.chars('Grizzly Bears').keywords.has('haste'));
});

test('113.6b: Anger discarded from the hand starts giving haste; exiled from the graveyard, it stops', () => {
  const t = cardGame(
    {
      players: [
        {
          hand: ['Anger', 'Mind Rot'],
          battlefield: ['Grizzly Bears', "Tormod's Crypt", 'Mountain', 'Swamp', 'Swamp', 'Swamp'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.ok(!t.chars('Grizzly Bears').keywords.has('haste'), 'in the hand it does nothing');
  t.cast('Mind Rot', { targets: ['P1'] });
  t.resolve();
  assert.equal(t.zone('Anger'), 'graveyard');
  assert.ok(t.chars('Grizzly Bears').keywords.has('haste'), 'in the graveyard: haste');
  t.activate("Tormod's Crypt", { targets: ['P1'] });
  t.resolve();
  assert.equal(t.zone('Anger'), 'exile');
  assert.ok(!t.chars('Grizzly Bears').keywords.has('haste'), 'exiled: no more haste');
});

test('113.6b: Wonder dying on the battlefield gives the creatures you control flying from the graveyard', () => {
  modernDef('Wonder');
  const t = cardGame(
    {
      players: [{ hand: ['Lightning Bolt'], battlefield: ['Wonder', 'Grizzly Bears', 'Island', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.ok(!t.chars('Grizzly Bears').keywords.has('flying'), 'on the battlefield the ability does not function');
  t.cast('Lightning Bolt', { targets: ['Wonder'] });
  t.resolve();
  assert.equal(t.zone('Wonder'), 'graveyard');
  assert.ok(t.chars('Grizzly Bears').keywords.has('flying'));
});

test('611.3b: Vengeful Firebrand has haste as long as a Warrior card is in your graveyard', () => {
  modernDef('Vengeful Firebrand');
  const t = cardGame(
    {
      players: [{ battlefield: ['Vengeful Firebrand'], graveyard: ['Grizzly Bears'] }, { graveyard: ['Goblin Piker'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.ok(!t.chars('Vengeful Firebrand').keywords.has('haste'), "a Bear, and a Warrior in the opponent's graveyard");
  const u = cardGame(
    {
      players: [{ battlefield: ['Vengeful Firebrand'], graveyard: ['Goblin Piker'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.ok(u.chars('Vengeful Firebrand').keywords.has('haste'));
});
