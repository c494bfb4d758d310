/**
 * Issue 19: conditions and quantities of modern Oracle text, each played with real cards of the modern pool in engine
 * games: whose turn it is (611.3b "during turns other than yours"), conditional cost reductions (601.2f), and what a
 * kicked spell does besides its unkicked effect (702.33d, "that creature also gains …"), historic spells (700.6) and
 * kicked spells (702.33d) as kinds of spell.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, hasKeyword, type GameState, type TargetRef } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { act, id, modernCompiled, modernDef, modernScenario, passUntilNextTurn, pt, resolveAll } from './helpers.js';

test('611.3b: Glory of Warfare — creatures you control get +2/+0 during your turn and +0/+2 during turns other than yours', () => {
  modernDef('Glory of Warfare');
  const s = modernScenario();
  const [bears] = s.battlefield(0, ['Grizzly Bears', 'Glory of Warfare']);
  for (const pl of [0, 1]) s.library(pl, ['Plains', 'Plains']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, bears!), [4, 2], 'your turn');
  passUntilNextTurn(g, 'main1');
  assert.deepEqual(g.turns[0]!.activePlayers, [1]);
  assert.deepEqual(pt(g, bears!), [2, 4], "the opponent's turn");
});

test('601.2f / 611.3b: Geyser Drake — during turns other than yours, spells you cast cost {1} less (Think Twice for {U})', () => {
  modernDef('Geyser Drake');
  for (const [active, castable] of [
    [1, true],
    [0, false],
  ] as const) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Geyser Drake', 'Island'], hand: ['Think Twice'], library: ['Island', 'Island'] },
          { library: ['Island', 'Island'] },
        ],
        position: { active: active === 0 ? 'P1' : 'P2', step: 'main1' },
      },
      modernCompiled,
    );
    if (castable) {
      t.cast('Think Twice', { by: 'P1' }).resolve();
      t.expect({ players: { P1: { hand_count: 1, graveyard: ['Think Twice'] } } });
    } else t.cast('Think Twice', { by: 'P1', refused: true });
  }
});

test('702.33d: Shell Shield gives +0/+3, and hexproof too only when kicked ("that creature also gains hexproof")', () => {
  modernDef('Shell Shield');
  for (const kick of [false, true]) {
    const s = modernScenario();
    const [bears] = s.battlefield(0, ['Grizzly Bears', 'Island', 'Island']);
    s.hand(0, ['Shell Shield']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, {
      kind: 'cast',
      card: id(g, 'Shell Shield', 'hand'),
      targets: [[{ kind: 'object', id: bears! }]],
      ...(kick ? { kicker: [0] } : {}),
    });
    resolveAll(g);
    assert.deepEqual(pt(g, bears!), [2, 5]);
    assert.equal(hasKeyword(g, bears!, 'hexproof'), kick, kick ? 'kicked: hexproof' : 'unkicked: no hexproof');
  }
});

test('700.6: Serra Disciple — a historic spell (legendary, artifact) triggers "gets +1/+1 until end of turn"; Grizzly Bears does not', () => {
  modernDef('Serra Disciple');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Serra Disciple', 'Plains', 'Forest', 'Forest'],
          hand: ['Isamaru, Hound of Konda', 'Ornithopter', 'Grizzly Bears'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears', { pay: ['Forest', 'Forest'] }).resolve('all');
  t.expect({ objects: { 'Serra Disciple': { power: 1, toughness: 1 } } });
  t.cast('Isamaru, Hound of Konda').resolve('all');
  t.expect({ objects: { 'Serra Disciple': { power: 2, toughness: 2 } } });
  t.cast('Ornithopter').resolve('all');
  t.expect({ objects: { 'Serra Disciple': { power: 3, toughness: 3 } } });
});

test("601.2f / 700.6: Jhoira's Familiar — historic spells you cast cost {1} less (Bottle Gnomes for {2}), other spells don't", () => {
  modernDef("Jhoira's Familiar");
  const t = cardGame(
    {
      players: [
        { battlefield: ["Jhoira's Familiar", 'Forest', 'Forest'], hand: ['Bottle Gnomes', 'Centaur Courser'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Centaur Courser', { refused: true }); // {2}{G}: not historic, no reduction
  t.cast('Bottle Gnomes').resolve();
  t.expect({ zones: { 'Bottle Gnomes': 'battlefield' } });
});

test("702.33d: Lullmage's Familiar — whenever you cast a kicked spell, you gain 2 life; an unkicked one gains nothing", () => {
  modernDef("Lullmage's Familiar");
  for (const kick of [false, true]) {
    const s = modernScenario();
    const [, bears] = s.battlefield(0, ["Lullmage's Familiar", 'Grizzly Bears', 'Island', 'Island']);
    s.hand(0, ['Shell Shield']);
    const g = s.start({ active: 0, step: 'main1' });
    const life = g.players[0]!.life;
    act(g, 0, {
      kind: 'cast',
      card: id(g, 'Shell Shield', 'hand'),
      targets: [[{ kind: 'object', id: bears! }]],
      ...(kick ? { kicker: [0] } : {}),
    });
    resolveAll(g);
    assert.equal(g.players[0]!.life, life + (kick ? 2 : 0));
  }
});

/** Casts `card` (kicked or not) in a fresh game with `lands` and `battlefield`; resolves it; returns the game. */
function castKicked(
  card: string,
  kick: boolean,
  battlefield: string[],
  targets: (g: GameState) => TargetRef[][] = () => [],
): GameState {
  const s = modernScenario();
  s.battlefield(0, battlefield);
  s.hand(0, [card]);
  for (const pl of [0, 1]) s.library(pl, ['Plains', 'Plains']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, card, 'hand'), targets: targets(g), ...(kick ? { kicker: [0] } : {}) });
  resolveAll(g);
  return g;
}

test('702.33e: Burst Lightning deals 2 damage, or 4 damage to the same target instead when kicked', () => {
  modernDef('Burst Lightning');
  for (const kick of [false, true]) {
    const g = castKicked('Burst Lightning', kick, Array(5).fill('Mountain'), () => [[{ kind: 'player', player: 1 }]]);
    assert.equal(g.players[1]!.life, 20 - (kick ? 4 : 2));
  }
});

test('702.33e: Saproling Migration creates two Saprolings, or four of those tokens instead when kicked', () => {
  modernDef('Saproling Migration');
  for (const kick of [false, true]) {
    const g = castKicked('Saproling Migration', kick, Array(6).fill('Forest'));
    const saprolings = g.battlefield.filter((o) => chars(g, o).subtypes.includes('Saproling'));
    assert.equal(saprolings.length, kick ? 4 : 2);
    for (const o of saprolings) assert.deepEqual(pt(g, o), [1, 1]);
  }
});

test('702.33e: Dauntless Unity gives creatures you control +1/+1, or +2/+1 instead when kicked', () => {
  modernDef('Dauntless Unity');
  for (const kick of [false, true]) {
    const g = castKicked('Dauntless Unity', kick, ['Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Plains']);
    assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), kick ? [4, 3] : [3, 3]);
  }
});

test('702.33d / 614.1c: Kavu Titan kicked enters with three +1/+1 counters and with trample (a 5/5 trampler); unkicked a 2/2 without', () => {
  modernDef('Kavu Titan');
  for (const kick of [false, true]) {
    const g = castKicked('Kavu Titan', kick, Array(5).fill('Forest'));
    const titan = id(g, 'Kavu Titan', 'battlefield');
    assert.deepEqual(pt(g, titan), kick ? [5, 5] : [2, 2]);
    assert.equal(hasKeyword(g, titan, 'trample'), kick);
    passUntilNextTurn(g, 'main1');
    assert.equal(hasKeyword(g, titan, 'trample'), kick, 'it keeps trample while on the battlefield');
  }
});

test("608.2c: Stolen Vitality — +3/+1, and trample if it's your turn; otherwise first strike", () => {
  modernDef('Stolen Vitality');
  for (const mine of [true, false]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Grizzly Bears', 'Mountain', 'Mountain'], hand: ['Stolen Vitality'], library: ['Mountain'] },
          { library: ['Mountain'] },
        ],
        position: { active: mine ? 'P1' : 'P2', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Stolen Vitality', { by: 'P1', targets: ['Grizzly Bears'] }).resolve();
    const bears = t.id('Grizzly Bears');
    assert.deepEqual(pt(t.state, bears), [5, 3]);
    assert.equal(hasKeyword(t.state, bears, 'trample'), mine, 'trample on your turn');
    assert.equal(hasKeyword(t.state, bears, 'first strike'), !mine, 'first strike on the other turns');
  }
});

test("608.2c: Gimli's Fury — +3/+2, and trample only if the target is legendary", () => {
  modernDef("Gimli's Fury");
  for (const creature of ['Isamaru, Hound of Konda', 'Grizzly Bears']) {
    const s = modernScenario();
    const [target] = s.battlefield(0, [creature, 'Mountain', 'Mountain']);
    s.hand(0, ["Gimli's Fury"]);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'cast', card: id(g, "Gimli's Fury", 'hand'), targets: [[{ kind: 'object', id: target! }]] });
    resolveAll(g);
    assert.deepEqual(pt(g, target!), [5, 4]);
    assert.equal(hasKeyword(g, target!, 'trample'), creature !== 'Grizzly Bears', creature);
  }
});

test('608.2c: Rending Flame — 5 damage, and 2 to its controller only if the target is a Spirit', () => {
  modernDef('Rending Flame');
  for (const creature of ['Kami of Old Stone', 'Craw Wurm']) {
    const s = modernScenario();
    s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
    const [target] = s.battlefield(1, [creature]);
    s.hand(0, ['Rending Flame']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'cast', card: id(g, 'Rending Flame', 'hand'), targets: [[{ kind: 'object', id: target! }]] });
    resolveAll(g);
    assert.equal(g.players[1]!.life, creature === 'Kami of Old Stone' ? 18 : 20, creature);
  }
});
