/**
 * Voting (701.29a in the 2015 CR): "Will of the council" and "Council's dilemma" cards in
 * multiplayer games. Each player votes in turn order starting with the controller; later
 * instructions read the counts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import type { GameState, ObjectId, PlayerId } from '@arbiter/engine';
import { compiled, act, def, id, ok, pass, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

/** Answers the vote decisions in order; returns who was asked, in order. */
function vote(g: GameState, choices: number[]): PlayerId[] {
  const asked: PlayerId[] = [];
  for (const c of choices) {
    const d = g.pending;
    assert.ok(d && d.kind === 'chooseOption', `expected a vote, got ${d?.kind}`);
    asked.push(d.player);
    ok(g, d.player, { kind: 'chooseOption', chosen: [c] });
  }
  return asked;
}

function passUntilVote(g: GameState): void {
  for (let i = 0; i < 10 && g.pending?.kind === 'priority'; i++) pass(g);
}

test("701.29a: Tyrant's Choice — players vote from the caster in turn order; torture wins, each opponent loses 4 life", () => {
  def("Tyrant's Choice");
  const s = scenario(4);
  s.battlefield(1, ['Swamp', 'Swamp']);
  s.hand(1, ["Tyrant's Choice"]);
  for (const p of [0, 2, 3]) s.battlefield(p, ['Grizzly Bears']);
  const g = s.start({ active: 1, step: 'main1' });
  act(g, 1, { kind: 'cast', card: id(g, "Tyrant's Choice") });
  passUntilVote(g);
  // Options: 0 death, 1 torture. Votes: torture, death, torture, death → tied → torture (or the vote is tied).
  const asked = vote(g, [1, 0, 1, 0]);
  assert.deepEqual(asked, [1, 2, 3, 0], 'the caster votes first, then the others in turn order');
  assert.deepEqual(
    [0, 1, 2, 3].map((p) => g.players[p]!.life),
    [16, 20, 16, 16],
  );
  assert.equal([0, 2, 3].filter((p) => g.players[p]!.graveyard.length > 0).length, 0, 'nobody sacrificed');
});

test("701.29a: Tyrant's Choice — death gets more votes, each opponent sacrifices a creature", () => {
  const s = scenario(3);
  s.battlefield(0, ['Swamp', 'Swamp']);
  s.hand(0, ["Tyrant's Choice"]);
  for (const p of [1, 2]) s.battlefield(p, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, "Tyrant's Choice") });
  passUntilVote(g);
  vote(g, [0, 0, 1]);
  for (let i = 0; i < 6 && g.pending && g.pending.kind !== 'priority'; i++) {
    const d = g.pending;
    if (d.kind === 'chooseObjects') ok(g, d.player, { kind: 'chooseObjects', objects: d.options.slice(0, d.min) });
  }
  assert.deepEqual(
    [1, 2].map((p) => g.players[p]!.life),
    [20, 20],
  );
  assert.deepEqual(
    [1, 2].map((p) => g.players[p]!.graveyard.length),
    [1, 1],
    'each opponent sacrificed its Bears',
  );
});

test("701.29a council's dilemma: Lieutenants of the Guard gets a counter per strength vote and a Soldier per numbers vote", () => {
  def('Lieutenants of the Guard');
  const t = cardGame(
    {
      players: [
        { hand: ['Lieutenants of the Guard'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'] },
        {},
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lieutenants of the Guard');
  passUntilVote(g);
  vote(g, [0, 1, 0]); // strength, numbers, strength
  const lt = id(g, 'Lieutenants of the Guard', 'battlefield');
  assert.equal(g.objects[lt]!.counters['+1/+1'], 2);
  const soldiers: ObjectId[] = Object.values(g.objects)
    .filter((o) => o.zone === 'battlefield' && o.kind === 'token' && chars(g, o.id).name === 'Soldier')
    .map((o) => o.id);
  assert.equal(soldiers.length, 1);
});
