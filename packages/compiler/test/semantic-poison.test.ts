/** Poison counters given by effects (122.1), compiled from Oracle text; ten or more lose the game (704.5c). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, type GameState } from '@arbiter/engine';
import { compiled, act, def, id, ok, pass, resolveAll, scenario, modernDef, modernPool } from './helpers.js';
import { cardGame, type GameSources } from '@arbiter/scenarios';

test('122.1: Ichor Rats — each player gets a poison counter as it enters', () => {
  def('Ichor Rats');
  const t = cardGame(
    {
      players: [{ hand: ['Ichor Rats'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, {}, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Ichor Rats');
  resolveAll(g);
  assert.deepEqual(
    g.players.map((p) => p.poison),
    [1, 1, 1],
  );
});

test('122.1 / 704.5c: Caress of Phyrexia gives three poison counters; a player at seven loses the game', () => {
  def('Caress of Phyrexia');
  const t = cardGame(
    {
      players: [
        { hand: ['Caress of Phyrexia'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        { poison: 7, library: ['Island', 'Island', 'Island', 'Island'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Caress of Phyrexia', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.poison, 10);
  assert.equal(g.players[1]!.life, 17);
  assert.ok(g.players[1]!.left, 'ten poison counters: the player has lost (704.5c)');
  assert.equal(g.players[2]!.left, false);
});

const modern: GameSources = {
  sources: [{ label: 'modern cards', get: (n) => modernPool().pool.definition(n) ?? STARTER_BY_NAME[n] }],
};
const LIB = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

/** Passes priority (answering blocks with `blocks`) until turn 0 reaches the second main phase. */
function toMain2(g: GameState, blocks: { blocker: number; attacker: number }[] = []): void {
  for (let i = 0; i < 60; i++) {
    const d = g.pending!;
    if (g.turns[0]!.step === 'main2' && d.kind === 'priority') return;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
  assert.fail('never reached main2');
}

test('702.164a toxic: Jawbone Duelist (double strike, toxic 1) unblocked deals 2 damage and gives 2 poison counters', () => {
  modernDef('Jawbone Duelist');
  const t = cardGame(
    {
      players: [{ library: [...LIB], battlefield: ['Jawbone Duelist'] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modern,
  );
  const g = t.state;
  t.attack({ 'Jawbone Duelist': 'P2' });
  toMain2(g);
  assert.equal(g.players[1]!.life, 18, 'the damage is still dealt (120.3a)');
  assert.equal(g.players[1]!.poison, 2, 'one poison counter with each combat damage step');
});

test('702.164a toxic: only combat damage to a player — Ichorspit Basilisk blocked gives no poison counters', () => {
  modernDef('Ichorspit Basilisk');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Ichorspit Basilisk'] },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modern,
  );
  const g = t.state;
  t.attack({ 'Ichorspit Basilisk': 'P2' });
  toMain2(g, [{ blocker: id(g, 'Grizzly Bears'), attacker: id(g, 'Ichorspit Basilisk') }]);
  assert.equal(g.players[1]!.poison, 0);
  assert.equal(g.players[1]!.life, 20);
});
