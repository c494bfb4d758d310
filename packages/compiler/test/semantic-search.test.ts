/**
 * Counting conditions and amounts on real compiled cards, played in engine games: spell mastery
 * ("two or more instant and/or sorcery cards in your graveyard") and domain ("for each basic land type
 * among lands you control", 305.6).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import {
  compiled,
  act,
  def,
  has,
  id,
  modernDef,
  modernScenario,
  ok,
  pass,
  pt,
  resolveAll,
  scenario,
} from './helpers.js';
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

const pendingOf = (g: GameState): GameState['pending'] => g.pending;

/** Casts Grasping Current at the opponent's creature and passes until the spell asks its first question. */
function graspingCurrent(library: string[], graveyard: string[]): GameState {
  modernDef('Grasping Current');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island']);
  s.battlefield(1, ['Grizzly Bears']);
  s.hand(0, ['Grasping Current']);
  s.library(0, library);
  s.graveyard(0, graveyard);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, { kind: 'cast', card: id(g, 'Grasping Current', 'hand'), targets: [[{ kind: 'object', id: bears }]] });
  while (g.pending?.kind === 'priority') pass(g);
  assert.ok(has(g, 'Grizzly Bears', 'hand'), "the creature is returned to its owner's hand");
  return g;
}

test('701.23: Grasping Current — search your library and graveyard for a card named Jace, Ingenious Mind-Mage; the library is shuffled', () => {
  const g = graspingCurrent(['Island', 'Jace, Ingenious Mind-Mage', 'Island', 'Island'], []);
  assert.equal(g.pending?.kind, 'yesNo', 'the player chooses whether the library is searched too');
  ok(g, 0, { kind: 'yesNo', yes: true });
  const d = pendingOf(g);
  assert.ok(d && d.kind === 'chooseObjects');
  const chandra = id(g, 'Jace, Ingenious Mind-Mage', 'library');
  assert.deepEqual(d.options, [chandra], 'only the named card may be found (not the Islands)');
  ok(g, 0, { kind: 'chooseObjects', objects: [chandra] });
  resolveAll(g);
  assert.ok(has(g, 'Jace, Ingenious Mind-Mage', 'hand'));
  assert.ok(
    g.log.some((e) => e.rules.includes('701.23a') && /shuffle/i.test(e.text)),
    'the searched library is shuffled',
  );
});

test('701.23: Grasping Current — searching the graveyard alone finds the card there and shuffles nothing', () => {
  const g = graspingCurrent(
    ['Island', 'Forest', 'Swamp', 'Plains', 'Mountain', 'Wastes'],
    ['Jace, Ingenious Mind-Mage'],
  );
  const before = [...g.players[0]!.library];
  ok(g, 0, { kind: 'yesNo', yes: false });
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects');
  const chandra = id(g, 'Jace, Ingenious Mind-Mage', 'graveyard');
  assert.deepEqual(d.options, [chandra]);
  ok(g, 0, { kind: 'chooseObjects', objects: [chandra] });
  resolveAll(g);
  assert.ok(has(g, 'Jace, Ingenious Mind-Mage', 'hand'), 'from the graveyard to the hand');
  assert.deepEqual(g.players[0]!.library, before, 'the library was not searched: it keeps its order');
});
