/**
 * 603.2c: "Whenever one or more tokens you control enter" / "one or more artifacts you control enter" — an ability
 * that triggers once for the objects one event puts onto the battlefield (the tokens one instruction creates), with
 * "that many" the number of them; 603.2 "This ability triggers only once each turn." Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('603.2c: Woodland Champion triggers once for the two Soldiers Raise the Alarm creates, and gets two counters', () => {
  modernDef('Woodland Champion');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Raise the Alarm', 'Raise the Alarm'],
          battlefield: ['Woodland Champion', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Raise the Alarm');
  t.resolve(); // the spell: two tokens enter in one event
  assert.equal(t.state.turns[0]!.stack.length, 1, 'one trigger for the two tokens');
  t.resolve();
  assert.equal(t.object('Woodland Champion').counters['+1/+1'], 2, '"that many": two counters');
  t.cast('Raise the Alarm');
  t.resolve();
  assert.equal(t.state.turns[0]!.stack.length, 1, 'another event, another trigger');
  t.resolve();
  assert.equal(t.object('Woodland Champion').counters['+1/+1'], 4);
});

test("603.2c: Woodland Champion does not trigger for a nontoken creature or an opponent's tokens", () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Grizzly Bears'], battlefield: ['Woodland Champion', 'Forest', 'Forest'] },
        { hand: ['Raise the Alarm'], battlefield: ['Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears');
  t.resolve();
  assert.equal(t.state.turns[0]!.stack.length, 0, 'a nontoken creature: no trigger');
  t.cast('Raise the Alarm', { by: 'P2' });
  t.resolve();
  assert.equal(t.state.turns[0]!.stack.length, 0, "the opponent's tokens: no trigger");
  assert.equal(t.object('Woodland Champion').counters['+1/+1'] ?? 0, 0);
});

test('603.2: Ingenious Smith triggers for the first artifact to enter each turn only', () => {
  modernDef('Ingenious Smith');
  const t = cardGame(
    {
      players: [{ hand: ['Ornithopter', 'Ornithopter'], battlefield: ['Ingenious Smith'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Ornithopter');
  t.resolve();
  assert.equal(t.state.turns[0]!.stack.length, 1);
  t.resolve();
  assert.equal(t.object('Ingenious Smith').counters['+1/+1'], 1);
  t.cast('Ornithopter');
  t.resolve();
  assert.equal(t.state.turns[0]!.stack.length, 0, 'triggers only once each turn');
  assert.equal(t.object('Ingenious Smith').counters['+1/+1'], 1);
});
