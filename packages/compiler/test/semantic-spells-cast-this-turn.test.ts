/**
 * Issue 19: the spells cast this turn as a condition (601.2i: a spell becomes cast once its costs are paid; the turn
 * keeps each one with its characteristics then), played with real cards of the modern pool: intervening "if" clauses
 * (603.4), static abilities (611.3b), activation and casting restrictions (602.5b, 601.3), conditional cost
 * reductions (601.2f), "enters with … if" (614.1c) and "another" (not the spell itself).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

const named = (t: CardGame, name: string): number =>
  t.state.battlefield.filter((o) => chars(t.state, o).name === name).length;

test('603.4 / 601.2i: Invisible Woman makes a Wall at the beginning of combat only if you cast a noncreature spell this turn', () => {
  modernDef('Invisible Woman');
  for (const spell of ['Shock', 'Raging Goblin']) {
    const t = game({ battlefield: ['Invisible Woman', 'Mountain'], hand: [spell] });
    if (spell === 'Shock') t.cast('Shock', { targets: ['P2'] }).resolve();
    else t.cast('Raging Goblin').resolve();
    t.advance('beginCombat');
    resolveAll(t.state);
    assert.equal(named(t, 'Wall'), spell === 'Shock' ? 1 : 0, `after casting ${spell}`);
  }
});

test('611.3b / 601.2i: Lyse Hext has double strike once two noncreature spells were cast this turn, not after one', () => {
  modernDef('Lyse Hext');
  const t = game({ battlefield: ['Lyse Hext', 'Mountain', 'Mountain'], hand: ['Shock', 'Shock'] });
  t.cast('Shock', { targets: ['P2'] }).resolve();
  assert.equal(t.chars('Lyse Hext').keywords.has('double strike'), false, 'one noncreature spell');
  t.cast('Shock', { targets: ['P2'] }).resolve();
  assert.equal(t.chars('Lyse Hext').keywords.has('double strike'), true, 'two noncreature spells');
  t.advance('upkeep', 3);
  assert.equal(t.chars('Lyse Hext').keywords.has('double strike'), false, 'a new turn');
});

test('602.5b / 601.2i: Xerex Strobe-Knight can be activated only after two spells this turn', () => {
  modernDef('Xerex Strobe-Knight');
  const t = game({ battlefield: ['Xerex Strobe-Knight', 'Mountain', 'Mountain'], hand: ['Shock', 'Shock'] });
  t.cast('Shock', { targets: ['P2'] }).resolve();
  t.activate('Xerex Strobe-Knight', { refused: true });
  t.cast('Shock', { targets: ['P2'] }).resolve();
  t.activate('Xerex Strobe-Knight').resolve();
  assert.equal(named(t, 'Knight'), 1, 'a Knight token after the second spell');
});

test('601.2i: Dream Thief draws only if another blue spell was cast this turn — itself does not count', () => {
  modernDef('Dream Thief');
  for (const first of [false, true]) {
    const t = game({
      battlefield: ['Island', 'Island', 'Island', 'Island'],
      hand: ['Dream Thief', ...(first ? ['Opt'] : [])],
      library: ['Island', 'Island', 'Island'],
    });
    if (first) {
      t.cast('Opt').resolve();
      resolveAll(t.state);
    }
    const before = t.state.players[0]!.hand.length;
    t.cast('Dream Thief').resolve('all');
    assert.equal(t.state.players[0]!.hand.length, before - 1 + (first ? 1 : 0), first ? 'after Opt' : 'alone');
  }
});

test('601.3: Illusory Angel can be cast only if another spell was cast this turn', () => {
  modernDef('Illusory Angel');
  const t = game({ battlefield: ['Island', 'Island', 'Island', 'Mountain'], hand: ['Illusory Angel', 'Shock'] });
  t.cast('Illusory Angel', { refused: true });
  t.cast('Shock', { targets: ['P2'] }).resolve();
  t.cast('Illusory Angel').resolve();
  t.expect({ zones: { 'Illusory Angel': 'battlefield' } });
});

test('614.1c / 601.2i: Effortless Master counts itself — two counters after one other spell, none when cast alone', () => {
  modernDef('Effortless Master');
  for (const first of [false, true]) {
    const t = game({
      battlefield: ['Island', 'Island', 'Mountain', 'Mountain', 'Mountain'],
      hand: ['Effortless Master', 'Shock'],
    });
    if (first) t.cast('Shock', { targets: ['P2'] }).resolve();
    t.cast('Effortless Master').resolve();
    assert.equal(t.counters('Effortless Master', '+1/+1'), first ? 2 : 0, first ? 'after Shock' : 'alone');
  }
});

test('508.1c: Goblin Cohort can attack only after a creature spell this turn', () => {
  modernDef('Goblin Cohort');
  for (const creature of [false, true]) {
    const t = game({ battlefield: ['Goblin Cohort', 'Mountain'], hand: [creature ? 'Raging Goblin' : 'Shock'] });
    if (creature) t.cast('Raging Goblin').resolve();
    else t.cast('Shock', { targets: ['P2'] }).resolve();
    t.advance('declareAttackers');
    const d = t.state.pending; // with no creature able to attack, no declaration is asked for (508.1a)
    const offered = d?.kind === 'declareAttackers' && d.options.some((o) => o.attacker === t.id('Goblin Cohort'));
    assert.equal(offered, creature, creature ? 'after Raging Goblin' : 'after Shock only');
  }
});
