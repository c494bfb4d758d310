/**
 * 701.66a: "Earthbend N" means "Target land you control becomes a 0/0 land creature with haste in addition to its other
 * types. Put N +1/+1 counters on it. When that land dies or is put into exile, return it to the battlefield tapped under
 * your control." Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = Array(10).fill('Island');

function lessonGame(hand: string[], lands: string[]) {
  modernDef('Earthbending Lesson');
  return cardGame(
    {
      players: [
        {
          library: [...LIB],
          hand: ['Earthbending Lesson', ...hand],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Mountain', ...lands],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('701.66a: Earthbending Lesson — the Mountain becomes a 4/4 land creature with haste; destroyed, it returns tapped', () => {
  const t = lessonGame(['Doom Blade'], ['Swamp', 'Swamp']);
  t.cast('Earthbending Lesson', { targets: ['Mountain'] });
  t.resolve();
  const c = t.chars('Mountain');
  assert.deepEqual([...c.types].sort(), ['Creature', 'Land']);
  assert.deepEqual(t.pt('Mountain'), [4, 4]);
  assert.ok(c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'haste'));
  assert.equal(t.counters('Mountain', '+1/+1'), 4);
  t.expect({ log_cites: ['701.66a'] });
  t.advance('declareAttackers');
  t.attack({ Mountain: 'P2' }); // haste: it attacks the turn it became a creature
  t.advance('main2');
  t.expect({ life: { P2: 16 } });
  t.cast('Doom Blade', { targets: ['Mountain'] });
  t.resolve('all');
  assert.equal(t.zone('Mountain'), 'battlefield', 'the delayed ability returned it');
  assert.ok(t.tapped('Mountain'));
  assert.deepEqual(t.chars('Mountain').types, ['Land'], 'a new object (400.7): not a creature');
  assert.equal(t.counters('Mountain', '+1/+1'), 0);
  assert.equal(t.chars('Mountain').controller, t.player('P1'));
});

test('701.66a / 603.7: the return lasts beyond the turn — exiled on a later turn, the land returns tapped', () => {
  const t = lessonGame(['Swords to Plowshares'], ['Plains']);
  t.cast('Earthbending Lesson', { targets: ['Mountain'] });
  t.resolve();
  t.advance('main1', 4);
  t.cast('Swords to Plowshares', { targets: ['Mountain'] });
  t.resolve('all');
  assert.equal(t.zone('Mountain'), 'battlefield');
  assert.ok(t.tapped('Mountain'));
  t.expect({ life: { P1: 24 } });
});

test("701.66a: returned to its owner's hand, the earthbent land stays there (it neither died nor was exiled)", () => {
  const t = lessonGame(['Unsummon'], ['Island']);
  t.cast('Earthbending Lesson', { targets: ['Mountain'] });
  t.resolve();
  t.cast('Unsummon', { targets: ['Mountain'] });
  t.resolve('all');
  assert.equal(t.zone('Mountain'), 'hand');
  assert.deepEqual(t.state.delayedEventTriggers ?? [], [], 'the delayed ability ended as the land left');
});

test('701.66a: Avatar Kyoshi — at the beginning of combat, earthbend 8, then untap that land', () => {
  modernDef('Avatar Kyoshi, Earthbender');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Avatar Kyoshi, Earthbender', { card: 'Forest', tapped: true }] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('beginCombat');
  t.choose(['Forest']);
  t.resolve();
  assert.deepEqual(t.pt('Forest'), [8, 8]);
  assert.ok(!t.tapped('Forest'), 'untapped after it was earthbent');
});
