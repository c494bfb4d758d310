/** The log as one viewer may read it (invariant 5): logFor hides what viewFor hides. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { logEntryFor, logFor, type LogEntry } from '../src/index.js';
import { id, scenario } from './helpers.js';

function position() {
  const s = scenario(2);
  s.hand(0, ['Grizzly Bears']);
  s.library(1, ['Lightning Bolt']);
  s.battlefield(0, ['Forest']);
  return s.start({ active: 0, step: 'main1' });
}

test("402.3: an entry naming a card in a player's hand by its id is redacted for the other player and spectators, not for its owner", () => {
  const g = position();
  const bears = id(g, 'Grizzly Bears', 'hand');
  const e: LogEntry = {
    seq: 0,
    turn: 1,
    type: 'reveal',
    text: `P1 looks at Grizzly Bears#${bears}`,
    rules: ['402.3'],
    data: { object: bears, card: 'Grizzly Bears' },
  };
  assert.equal(logEntryFor(g, e, 0).text, e.text);
  assert.equal(logEntryFor(g, e, 0).data?.['card'], 'Grizzly Bears');
  for (const viewer of [1, null]) {
    const seen = logEntryFor(g, e, viewer);
    assert.equal(seen.text, 'P1 looks at a card');
    assert.equal(seen.data?.['card'], undefined);
    assert.equal(seen.data?.['object'], undefined);
  }
});

test('401.2: a card in a library is hidden from everyone, its owner included', () => {
  const g = position();
  const bolt = id(g, 'Lightning Bolt', 'library');
  const e: LogEntry = { seq: 0, turn: 1, type: 'effect', text: `Lightning Bolt#${bolt} is on top`, rules: ['401.2'] };
  for (const viewer of [0, 1, null]) assert.equal(logEntryFor(g, e, viewer).text, 'a card is on top');
});

test("400.7: a card returned to a hand from a public zone keeps its name, but its new identity is the owner's alone", () => {
  const g = position();
  const bears = id(g, 'Grizzly Bears', 'hand');
  const e: LogEntry = {
    seq: 0,
    turn: 1,
    type: 'move',
    text: "Grizzly Bears returns to P1's hand from the battlefield",
    rules: ['400.7'],
    data: { from: 'battlefield', to: 'hand', cause: 'bounce', object: bears, card: 'Grizzly Bears' },
  };
  assert.equal(logEntryFor(g, e, 0).data?.['object'], bears);
  const other = logEntryFor(g, e, 1);
  assert.equal(other.data?.['object'], undefined);
  assert.equal(other.data?.['card'], 'Grizzly Bears', 'the card was seen in a public zone');
  assert.equal(other.text, e.text);
});

test('invariant 5: public entries pass through logFor unchanged', () => {
  const g = position();
  const forest = id(g, 'Forest', 'battlefield');
  g.log = [
    ...g.log,
    {
      seq: g.log.length,
      turn: 1,
      type: 'tap',
      text: `Forest#${forest} taps`,
      rules: ['701.26a'],
      data: { object: forest },
    },
  ];
  const last = logFor(g, 1, g.log.length - 1);
  assert.deepEqual(last, [g.log.at(-1)]);
});
