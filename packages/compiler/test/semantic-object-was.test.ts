/**
 * 608.2c / 608.2h: "[move target]. If it was a creature card, …" — the condition reads the target as it last existed
 * in the zone it left: a graveyard (Scavenging Ooze, Cling to Dust) or the battlefield (Rescue, Pepper Potts), played
 * with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('608.2h: Scavenging Ooze exiles a creature card from a graveyard — a +1/+1 counter and 1 life', () => {
  modernDef('Scavenging Ooze');
  const t = cardGame(
    {
      players: [{ battlefield: ['Scavenging Ooze', 'Forest'] }, { graveyard: ['Grizzly Bears', 'Island'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const life = t.life('P1');
  t.activate('Scavenging Ooze', { targets: ['Grizzly Bears'] });
  t.resolve();
  assert.equal(t.zone('Grizzly Bears'), 'exile');
  assert.equal(t.counters('Scavenging Ooze', '+1/+1'), 1);
  assert.equal(t.life('P1'), life + 1);
});

test('608.2h: Scavenging Ooze exiles a land card — no counter, no life', () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Scavenging Ooze', 'Forest'] }, { graveyard: ['Grizzly Bears', 'Island'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const life = t.life('P1');
  t.activate('Scavenging Ooze', { targets: ['Island'] });
  t.resolve();
  assert.equal(t.zone('Island'), 'exile');
  assert.equal(t.counters('Scavenging Ooze', '+1/+1'), 0);
  assert.equal(t.life('P1'), life);
});

test('608.2h: Cling to Dust — a creature card exiled: 3 life; otherwise a card drawn', () => {
  modernDef('Cling to Dust');
  const t = cardGame(
    {
      players: [
        { hand: ['Cling to Dust', 'Cling to Dust'], battlefield: ['Swamp', 'Swamp'], library: ['Island'] },
        { graveyard: ['Grizzly Bears', 'Shock'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const life = t.life('P1');
  t.cast('Cling to Dust', { targets: ['Grizzly Bears'] });
  t.resolve();
  assert.equal(t.life('P1'), life + 3);
  assert.equal(t.cards('P1', 'hand').length, 1, 'no card drawn');
  t.cast('Cling to Dust', { targets: ['Shock'] });
  t.resolve();
  assert.equal(t.life('P1'), life + 3);
  assert.deepEqual(t.cards('P1', 'hand'), ['Island'], 'Shock was not a creature card: a card is drawn');
});

test('608.2h: Rescue, Pepper Potts returns an artifact — a +1/+1 counter on Rescue', () => {
  modernDef('Rescue, Pepper Potts');
  const t = cardGame(
    {
      players: [
        { hand: ['Rescue, Pepper Potts'], battlefield: ['Ornithopter', 'Grizzly Bears', 'Island', 'Island'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Rescue, Pepper Potts');
  t.resolve();
  t.choose(['Ornithopter']);
  t.resolve();
  assert.equal(t.zone('Ornithopter'), 'hand');
  assert.equal(t.counters('Rescue, Pepper Potts', '+1/+1'), 1);
});

test('608.2h: Rescue, Pepper Potts returns a creature that is not an artifact — no counter', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Rescue, Pepper Potts'], battlefield: ['Ornithopter', 'Grizzly Bears', 'Island', 'Island'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Rescue, Pepper Potts');
  t.resolve();
  t.choose(['Grizzly Bears']);
  t.resolve();
  assert.equal(t.zone('Grizzly Bears'), 'hand');
  assert.equal(t.counters('Rescue, Pepper Potts', '+1/+1'), 0);
});
