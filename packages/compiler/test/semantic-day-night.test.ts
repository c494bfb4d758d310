/**
 * Day and night (726) with the modern pool's daybound / nightbound cards (702.145) and the cards that name day and
 * night, played in engine games: it becomes day as the first daybound permanent enters, the untap step's check
 * (502.2), transforming as it becomes night or day, entering transformed at night, "whenever day becomes night or
 * night becomes day", and "If it's night, it becomes day. Otherwise, it becomes night."
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const library = (): string[] => Array.from({ length: 10 }, () => 'Forest');

function game(hand: string[], battlefield: string[]) {
  for (const n of [...hand, ...battlefield]) if (!['Forest', 'Mountain'].includes(n)) modernDef(n);
  return cardGame(
    {
      players: [
        { hand, battlefield, library: library() },
        { library: library(), battlefield: ['Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

const SIX_FORESTS = Array.from({ length: 6 }, () => 'Forest');

test("702.145: Avabruck Caretaker enters while it's neither day nor night — it becomes day, front face up", () => {
  const t = game(['Avabruck Caretaker'], SIX_FORESTS);
  assert.equal(t.state.dayNight, undefined, '726.1: a game starts with neither');
  t.cast('Avabruck Caretaker').resolve();
  assert.equal(t.state.dayNight, 'day');
  t.expect({ objects: { 'Avabruck Caretaker': { zone: 'battlefield', name: 'Avabruck Caretaker', pt: '4/4' } } });
  assert.ok(t.cites('702.145') && t.cites('726.2'));
});

test("502.2: day, and the previous turn's active player cast no spells — it becomes night; the daybound creature transforms", () => {
  const t = game(['Avabruck Caretaker'], SIX_FORESTS);
  const turn = t.state.turns[0]!.number;
  t.cast('Avabruck Caretaker').resolve();
  t.advance('main1', turn + 1); // P1 cast a spell during turn 1: still day
  assert.equal(t.state.dayNight, 'day');
  t.expect({ objects: { 'Avabruck Caretaker': { pt: '4/4' } } });
  t.advance('main1', turn + 2); // P2 cast nothing during turn 2
  assert.equal(t.state.dayNight, 'night');
  t.expect({ objects: { 'Avabruck Caretaker': { zone: 'battlefield', name: 'Hollowhenge Huntmaster', pt: '6/6' } } });
});

test('702.145 / 502.2: a daybound card cast at night enters transformed; two spells in a turn make it day again', () => {
  const t = game(
    ['Avabruck Caretaker', 'Llanowar Elves'],
    ['The Celestus', ...SIX_FORESTS, 'Forest', 'Forest', 'Forest', 'Forest'],
  );
  t.activate('The Celestus', { ability: '{3}' }).resolve(); // neither counts as not night: it becomes night
  assert.equal(t.state.dayNight, 'night');
  t.cast('Avabruck Caretaker').resolve();
  t.expect({ objects: { 'Avabruck Caretaker': { zone: 'battlefield', name: 'Hollowhenge Huntmaster', pt: '6/6' } } });
  t.cast('Llanowar Elves').resolve(); // P1's second spell this turn
  t.advance('main1', t.state.turns[0]!.number + 1);
  assert.equal(t.state.dayNight, 'day', 'night, and the previous active player cast two spells');
  // Front face up again: 4/4, with the two +1/+1 counters the Huntmaster put on it at P1's beginning of combat.
  t.expect({
    objects: { 'Avabruck Caretaker': { name: 'Avabruck Caretaker', pt: '6/6', counters: { '+1/+1': 2 } } },
  });
});

test('726.2: Brimstone Vandal — "whenever day becomes night or night becomes day", not as it first becomes day', () => {
  const t = game(['Brimstone Vandal'], ['The Celestus', ...SIX_FORESTS, 'Mountain', 'Mountain', 'Mountain']);
  t.cast('Brimstone Vandal', { pay: ['Mountain', 'Mountain', 'Mountain'] }).resolve('all');
  assert.equal(t.state.dayNight, 'day', "if it's neither day nor night, it becomes day as it enters");
  t.expect({ players: { P2: { life: 20 } } });
  t.activate('The Celestus', { ability: '{3}' }).resolve();
  resolveAll(t.state); // the Vandal's and the Celestus's own triggers, in either order
  assert.equal(t.state.dayNight, 'night', "it's not night: it becomes night");
  t.expect({ players: { P2: { life: 19 } } });
});
