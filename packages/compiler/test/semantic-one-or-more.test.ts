/**
 * 603.2c: "Whenever one or more [creatures] you control deal combat damage to a player" — one trigger for each player
 * dealt combat damage in one combat damage step (510.2), however many of the creatures dealt it; a second combat
 * damage step (510.4, first strike) is another event. Played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState } from '@arbiter/engine';
import { cardGame, type GameSources } from '@arbiter/scenarios';
import { STARTER_BY_NAME } from '@arbiter/engine';
import { modernDef, modernPool, ok, pass } from './helpers.js';

const modern: GameSources = {
  sources: [{ label: 'modern cards', get: (n) => modernPool().pool.definition(n) ?? STARTER_BY_NAME[n] }],
};
const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

/** Passes priority (no blocks) until turn 0 reaches its second main phase. */
function toMain2(g: GameState): void {
  for (let i = 0; i < 80; i++) {
    const d = g.pending!;
    if (g.turns[0]!.step === 'main2' && d.kind === 'priority') return;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks: [] });
    else if (d.kind === 'orderTriggers') ok(g, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
  assert.fail('never reached main2');
}

test('603.2c: Grazilaxx, Illithid Scholar — three creatures deal combat damage to one player: one trigger, one card', () => {
  modernDef('Grazilaxx, Illithid Scholar');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Grazilaxx, Illithid Scholar', 'Grizzly Bears', 'Hill Giant'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modern,
  );
  const g = t.state;
  const hand = g.players[0]!.hand.length;
  t.attack({ 'Grazilaxx, Illithid Scholar': 'P2', 'Grizzly Bears': 'P2', 'Hill Giant': 'P2' });
  toMain2(g);
  assert.equal(g.players[1]!.life, 20 - 3 - 2 - 3);
  assert.equal(g.players[0]!.hand.length, hand + 1, 'the ability triggered once');
});

test('603.2c / 510.4: Grazilaxx — a first-strike damage step and a regular one are two events: two cards', () => {
  modernDef('Grazilaxx, Illithid Scholar');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Grazilaxx, Illithid Scholar', 'White Knight', 'Grizzly Bears'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modern,
  );
  const g = t.state;
  const hand = g.players[0]!.hand.length;
  t.attack({ 'White Knight': 'P2', 'Grizzly Bears': 'P2' });
  toMain2(g);
  assert.equal(g.players[1]!.life, 20 - 2 - 2);
  assert.equal(g.players[0]!.hand.length, hand + 2, 'once in the first-strike step, once in the regular step');
});

test('603.2c: Faerie Bladecrafter — only Faeries count: a non-Faerie dealing damage to another player adds nothing', () => {
  modernDef('Faerie Bladecrafter');
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          battlefield: ['Faerie Bladecrafter', 'Zephyr Sprite', 'Faerie Miscreant', 'Grizzly Bears'],
        },
        { library: [...LIB] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modern,
  );
  t.attack({ 'Zephyr Sprite': 'P2', 'Faerie Miscreant': 'P2', 'Grizzly Bears': 'P3' });
  toMain2(t.state);
  assert.equal(t.counters('Faerie Bladecrafter', '+1/+1'), 1, 'once for P2, dealt damage by two Faeries');
  assert.equal(t.life('P3'), 18);
});

test('603.2c: Faerie Bladecrafter — Faeries dealing combat damage to two players: once for each player', () => {
  modernDef('Faerie Bladecrafter');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Faerie Bladecrafter', 'Zephyr Sprite', 'Faerie Miscreant'] },
        { library: [...LIB] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modern,
  );
  t.attack({ 'Zephyr Sprite': 'P2', 'Faerie Miscreant': 'P3' });
  toMain2(t.state);
  assert.equal(t.counters('Faerie Bladecrafter', '+1/+1'), 2);
});

test("603.2c: Nature's Will — 'that player' is the player dealt the damage: their lands are tapped, yours untapped", () => {
  modernDef("Nature's Will");
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ["Nature's Will", 'Grizzly Bears', { card: 'Forest', tapped: true }] },
        { library: [...LIB], battlefield: ['Island'] },
        { library: [...LIB], battlefield: ['Island'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modern,
  );
  t.attack({ 'Grizzly Bears': 'P3' });
  toMain2(t.state);
  assert.equal(t.life('P3'), 18);
  const islands = t.state.battlefield.filter((o) => chars(t.state, o).name === 'Island');
  assert.deepEqual(
    islands.map((o) => [t.state.objects[o]!.controller, t.state.objects[o]!.tapped]),
    [
      [1, false],
      [2, true],
    ],
  );
  assert.equal(t.tapped('Forest'), false);
});
