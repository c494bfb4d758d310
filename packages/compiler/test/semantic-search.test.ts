/**
 * Counting conditions and amounts on real compiled cards, played in engine games: spell mastery
 * ("two or more instant and/or sorcery cards in your graveyard") and domain ("for each basic land type
 * among lands you control", 305.6).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compiled, act, def, id, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function unholyHunger(graveyard: string[]): number {
  def('Unholy Hunger');
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Unholy Hunger']);
  s.graveyard(0, graveyard);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Unholy Hunger'),
    targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
  });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  return g.players[0]!.life;
}

test('608.2c spell mastery: Unholy Hunger gains 2 life only with two instant and/or sorcery cards in your graveyard', () => {
  assert.equal(unholyHunger(['Lightning Bolt', 'Divination']), 22, 'an instant and a sorcery: spell mastery');
  assert.equal(
    unholyHunger(['Lightning Bolt', 'Kitchen Finks', 'Forest']),
    20,
    'only one instant or sorcery card: no life',
  );
});

test('305.6 domain: Drag Down gives -1/-1 for each basic land type among your lands (a dual land counts both, duplicates once)', () => {
  def('Drag Down');
  const s = scenario();
  // Swamp, Forest and Island, plus Savannah (Forest Plains): four basic land types.
  s.battlefield(0, ['Swamp', 'Forest', 'Forest', 'Island', 'Savannah']);
  s.hand(0, ['Drag Down']);
  s.battlefield(1, ['Colossal Dreadmaw', 'Plains', 'Mountain']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Drag Down'),
    targets: [[{ kind: 'object', id: id(g, 'Colossal Dreadmaw') }]],
  });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Colossal Dreadmaw', 'battlefield')), [2, 2]);
});

test('305.6 domain (layer 7c): Kavu Scout gets +1/+0 for each basic land type among lands you control, as lands change', () => {
  def('Kavu Scout');
  const t = cardGame(
    {
      players: [
        { hand: ['Island'], battlefield: ['Kavu Scout', 'Mountain', 'Mountain', 'Savannah'] },
        { battlefield: ['Swamp'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const scout = id(g, 'Kavu Scout');
  assert.deepEqual(pt(g, scout), [3, 2], 'Mountain, Forest, Plains: +3/+0');
  t.play('Island');
  assert.deepEqual(pt(g, scout), [4, 2], 'and Island: +4/+0');
});

test('601.2f domain: Stratadon costs {1} less for each basic land type among lands you control', () => {
  def('Stratadon');
  const s = scenario();
  // Five basic land types among five lands: {10} - 5 = {5}, which the lands pay only after the reduction.
  s.battlefield(0, ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
  s.hand(0, ['Stratadon']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Stratadon') });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Stratadon')]!.zone, 'battlefield');
});
