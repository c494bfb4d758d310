/**
 * The heuristic player's timing of spells whose worth depends on the moment: a clone copies the best creature
 * (707.9) and waits while there is none, a sweeper (701.8 "destroy all creatures") waits while its own creatures are
 * worth more than its opponents', and a fog (615.1 "prevent all combat damage") waits for an opponent's attack.
 * A fight spell (701.14a) pits its creature that kills and survives; a combat pump goes where it changes a fight. The search AI's candidate plans are the heuristic's, so these are its plans too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, heuristicChoice, seedRng, type GameState, type PendingDecision, type PlayerId } from '../src/index.js';
import { act, ok, pass, scenario } from './helpers.js';

/** Both seats play the heuristic until `done` holds (or the turn after next begins); the spells player 0 cast, with the step. */
function playOn(g: GameState, done: (g: GameState) => boolean): string[] {
  const rng = seedRng('timing');
  const cast: string[] = [];
  const last = g.turns[0]!.number + 1;
  for (let n = 0; n < 500 && g.pending && !done(g) && g.turns[0]!.number <= last; n++) {
    const d = g.pending;
    const c = heuristicChoice(g, d, rng);
    if (d.player === 0 && c.kind === 'action' && c.action.kind === 'cast')
      cast.push(`${chars(g, c.action.card).name} (${g.turns[0]!.step})`);
    ok(g, d.player, c);
  }
  return cast;
}

function creatures(g: GameState, p: PlayerId): string[] {
  return g.battlefield
    .filter((id) => chars(g, id).controller === p && chars(g, id).types.includes('Creature'))
    .map((id) => chars(g, id).name)
    .sort();
}

test('707.9: the heuristic has its Clone enter as a copy of the best creature on the battlefield', () => {
  const s = scenario(2);
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Savannah Lions']);
  s.battlefield(1, ['Serra Angel']);
  s.hand(0, ['Clone']);
  const g = s.start({ active: 0, step: 'main1' });
  const cast = playOn(g, (x) => x.players[0]!.hand.length === 0 && x.turns[0]!.stack.length === 0);
  assert.deepEqual(cast, ['Clone (main1)']);
  assert.deepEqual(creatures(g, 0), ['Savannah Lions', 'Serra Angel'], 'the Clone is a Serra Angel, not a dead 0/0');
});

test('707.9 / 704.5f: the heuristic keeps its Clone while there is no creature to copy', () => {
  const s = scenario(2);
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Clone']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(
    playOn(g, (x) => x.turns[0]!.step === 'end'),
    [],
  );
});

test('701.8: the heuristic casts Wrath of God only when the opponents’ creatures are worth more than its own', () => {
  const ahead = scenario(2);
  ahead.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains', 'Serra Angel']);
  ahead.battlefield(1, ['Savannah Lions']);
  ahead.hand(0, ['Wrath of God']);
  const g1 = ahead.start({ active: 0, step: 'main1' });
  assert.deepEqual(
    playOn(g1, (x) => x.turns[0]!.step === 'end'),
    [],
    'its Serra Angel is worth more: no Wrath',
  );
  const behind = scenario(2);
  behind.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains', 'Savannah Lions']);
  behind.battlefield(1, ['Serra Angel']);
  behind.hand(0, ['Wrath of God']);
  const g2 = behind.start({ active: 0, step: 'main1' });
  assert.deepEqual(
    playOn(g2, (x) => x.turns[0]!.step === 'end'),
    ['Wrath of God (main1)'],
  );
});

test('615.1: the heuristic keeps Holy Day for an opponent’s attack, after blockers are declared', () => {
  const s = scenario(2);
  s.battlefield(0, ['Plains']);
  s.battlefield(1, ['Serra Angel', 'Savannah Lions']);
  s.hand(0, ['Holy Day']);
  s.library(0, ['Plains', 'Plains']);
  s.library(1, ['Plains', 'Plains']);
  const g = s.start({ active: 0, step: 'main1' });
  const cast = playOn(g, (x) => x.players[0]!.hand.every((id) => chars(x, id).name !== 'Holy Day'));
  assert.deepEqual(cast, ['Holy Day (declareBlockers)'], 'not in its own main phase: in the opponent’s combat');
  assert.equal(g.players[0]!.life, 20, 'the attack dealt no damage');
});

test('701.14a: the heuristic casts Prey Upon with the creature of its that kills the other and survives', () => {
  const s = scenario(2);
  s.battlefield(0, ['Forest', 'Raging Goblin', 'Hill Giant']);
  s.battlefield(1, ['Savannah Lions']);
  s.hand(0, ['Prey Upon']);
  const g = s.start({ active: 0, step: 'main1' });
  const cast = playOn(g, (x) => x.players[0]!.hand.length === 0 && x.turns[0]!.stack.length === 0);
  assert.deepEqual(cast, ['Prey Upon (main1)']);
  assert.deepEqual(creatures(g, 1), [], 'the Lions died');
  assert.deepEqual(creatures(g, 0), ['Hill Giant', 'Raging Goblin'], 'the Hill Giant fought and survived');
});

test('510.1: the heuristic pumps the creature whose fight Giant Growth changes, not merely its best one', () => {
  const s = scenario(2);
  s.battlefield(0, ['Forest', 'Serra Angel', 'Hill Giant']);
  s.battlefield(1, ['Horned Turtle']);
  s.hand(0, ['Giant Growth']);
  const g = s.start({ active: 0, step: 'main1' });
  const cast = playOn(g, (x) => x.turns[0]!.step === 'end');
  assert.deepEqual(cast, ['Giant Growth (declareBlockers)']);
  assert.deepEqual(creatures(g, 1), [], 'the blocking Horned Turtle died to the pumped Hill Giant');
  assert.equal(g.players[1]!.life, 16, 'the unblocked Serra Angel dealt its own 4');
});

test('506.4: the heuristic weighs Giant Growth against the blockers still in combat, not one that was sacrificed', () => {
  const s = scenario(2);
  const [, giant] = s.battlefield(0, ['Forest', 'Hill Giant']);
  const [fanatic] = s.battlefield(1, ['Mogg Fanatic']);
  s.hand(0, ['Giant Growth']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant!, defender: { kind: 'player', player: 1 } }] });
  while (g.pending?.kind === 'priority') pass(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: fanatic!, attacker: giant! }] });
  pass(g); // the attacking player passes; the defender sacrifices its blocker
  act(g, 1, { kind: 'activate', source: fanatic!, ability: 0, targets: [[{ kind: 'player', player: 0 }]] });
  pass(g); // 117.3c: it has priority again, and passes
  const d = g.pending as PendingDecision; // submitInPlace moved it on
  assert.ok(d.kind === 'priority' && d.player === 0, `the attacking player has priority, not ${d.kind}`);
  const c = heuristicChoice(g, d, seedRng('timing'));
  assert.deepEqual(c, { kind: 'action', action: { kind: 'pass' } }, 'no fight is left for Giant Growth to change');
});
