/**
 * Issue 19, the keyword frontier: keywords that stand before an activated ability and restrict it, each played with
 * real cards of the modern pool — boast (702.142a), exhaust (702.177a), power-up (its reminder text; the cost
 * reduction by the mana cost follows 118.7a) — and the ability word renew (207.2c).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const LIB = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

test('702.177a: Stampeding Scurryfoot — its exhaust ability can be activated only once, this turn or later', () => {
  modernDef('Stampeding Scurryfoot');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Stampeding Scurryfoot', ...Array(8).fill('Forest')] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Stampeding Scurryfoot', { ability: 'Exhaust' });
  resolveAll(t.state);
  t.expect({
    objects: { 'Stampeding Scurryfoot': { counters: { '+1/+1': 1 } } },
    battlefield: { contains: ['Elephant'] },
  });
  // Four Forests are still untapped: the cost could be paid, but the ability was activated before.
  t.activate('Stampeding Scurryfoot', { ability: 'Exhaust', refused: { code: 'WRONG_TIME', rule: '702.177a' } });
  t.advance('main1', 4); // P1's next turn
  t.activate('Stampeding Scurryfoot', { ability: 'Exhaust', refused: { rule: '702.177a' } });
});

test('702.142a: Duskwielder — boast only after it attacked this turn, and only once each turn', () => {
  modernDef('Duskwielder');
  const t = cardGame(
    {
      players: [{ library: [...LIB], battlefield: ['Duskwielder', 'Swamp', 'Swamp', 'Swamp'] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Duskwielder', { targets: ['P2'], refused: { code: 'WRONG_TIME', rule: '702.142a' } });
  t.advance('declareAttackers');
  t.attack({ Duskwielder: 'P2' });
  t.activate('Duskwielder', { targets: ['P2'] });
  resolveAll(t.state);
  t.expect({ life: { P1: 21, P2: 19 } });
  t.activate('Duskwielder', { targets: ['P2'], refused: { code: 'WRONG_TIME', rule: '602.5b' } });
});

test('Power-up: Serpent Specialist entered this turn — {3}{G} less its mana cost {G}: three Mountains pay for it, once', () => {
  modernDef('Serpent Specialist');
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          hand: ['Serpent Specialist'],
          battlefield: ['Forest', 'Mountain', 'Mountain', 'Mountain', 'Forest', 'Mountain', 'Mountain', 'Mountain'],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Serpent Specialist', { pay: ['Forest'] });
  resolveAll(t.state);
  t.activate('Serpent Specialist', { pay: ['Mountain', 'Mountain', 'Mountain'] });
  resolveAll(t.state);
  t.expect({ objects: { 'Serpent Specialist': { counters: { '+1/+1': 2 } } } });
  t.activate('Serpent Specialist', { refused: { rule: '702.177a' } });
});

test('Power-up: Serpent Specialist that entered on an earlier turn pays the full {3}{G}', () => {
  modernDef('Serpent Specialist');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Serpent Specialist', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Serpent Specialist', { refused: 'UNPAYABLE_COST' });
  t.expect({ objects: { 'Serpent Specialist': { counters: {} } } });
});

test('207.2c: Adorned Crocodile — renew is an ability word: {B}, exile it from your graveyard, a +1/+1 counter, as a sorcery', () => {
  modernDef('Adorned Crocodile');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], graveyard: ['Adorned Crocodile'], battlefield: ['Grizzly Bears', 'Swamp'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Adorned Crocodile', { from: 'graveyard', targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.expect({ objects: { 'Grizzly Bears': { counters: { '+1/+1': 1 } }, 'Adorned Crocodile': 'exile' } });
});
