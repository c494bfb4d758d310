/** The scenario verbs from TypeScript (ScenarioSession): the same setup, steps and checks as a scenario file. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ScenarioError, scenarioSession } from '../src/index.js';

const SETUP = `
setup:
  players:
    - { name: Alex, battlefield: [Mountain, Mountain], hand: [Lightning Bolt, Shock] }
    - { name: Bianca, battlefield: [Grizzly Bears] }
position: { turn: 2, active: Alex, step: main1 }
`;

test('704.5g: Lightning Bolt kills Grizzly Bears, cast and checked through the scenario verbs', () => {
  const s = scenarioSession(SETUP);
  assert.deepEqual(s.do({ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] }), []);
  assert.deepEqual(s.check({ stack: ['Lightning Bolt'] }), []);
  s.do('resolve');
  assert.deepEqual(s.check('zones: { Grizzly Bears: graveyard }\nlog_cites: [704.5g]'), []);
  const wrong = s.check({ life: { Bianca: 17 } });
  assert.equal(wrong.length, 1);
  assert.match(wrong[0]!.message, /Bianca's life: expected 17, got 20/);
  assert.equal(s.state.players[1]!.graveyard.length, 1);
});

test('117.1a: a step the engine refuses throws the scenario error; with refused: it is expected', () => {
  const s = scenarioSession(SETUP);
  assert.deepEqual(s.do({ cast: 'Shock', targets: ['Alex'], by: 'Bianca', refused: true }), []);
  assert.throws(() => s.do({ cast: 'Shock', targets: ['Grizzly Bears'], by: 'Bianca' }), ScenarioError);
  assert.throws(() => s.do({ cast: 'Lightning Blot' }), /no object of that name/);
});
