/**
 * 117.1: a player's legal actions are kept from one of their priority decisions to the next while nothing the list
 * reads has changed (priority/kept-actions.ts). Each test is a position where the kept list would be wrong after one
 * kind of change, so it fails if that change stops reaching the key.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { STARTER_BY_NAME, chars, type CardDefinition, type GameState } from '../src/index.js';

/** The names of the cards (and, for each, the targets) the player holding priority is offered to cast. */
function castOffers(g: GameState): string[] {
  const d = g.pending;
  assert.ok(d?.kind === 'priority', `expected a priority decision, got ${d?.kind}`);
  return d.actions.flatMap((a) =>
    a.kind === 'cast'
      ? [
          `${a.name} → ${a.targets.flatMap((t) => t.legal.map((x) => (x.kind === 'object' ? chars(g, x.id).name : `P${x.player + 1}`))).join(', ')}`,
        ]
      : [],
  );
}

test("117.1 / 504.1: the card drawn in the draw step is offered at once (the drawing player's own change ends their kept list)", () => {
  const t = cardGame({
    players: [{ library: ['Shock'], battlefield: ['Mountain'] }, {}],
    position: { turn: 2, active: 'P1', step: 'upkeep' },
  });
  const g = t.state;
  assert.deepEqual(castOffers(g), [], 'nothing to cast in the upkeep');
  t.pass(2); // both players pass: the draw step begins and P1 draws Shock
  assert.equal(g.turns[0]!.step, 'draw');
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 0);
  assert.deepEqual(castOffers(g), ['Shock → P1, P2'], 'Shock, drawn this step, can be cast');
});

test('117.1 / 510.2: a creature that died in combat is no longer offered as a target (a shared change ends the kept list)', () => {
  const t = cardGame({
    players: [{ battlefield: ['Hill Giant'] }, { hand: ['Giant Growth'], battlefield: ['Grizzly Bears', 'Forest'] }],
    position: { turn: 2, active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.advance('declareAttackers');
  t.attack(['Hill Giant']);
  t.pass(); // P1 passes in the declare attackers step
  assert.deepEqual(castOffers(g), ['Giant Growth → Hill Giant, Grizzly Bears']);
  t.pass();
  t.block({ 'Grizzly Bears': 'Hill Giant' });
  t.pass(); // P1 passes in the declare blockers step
  assert.deepEqual(castOffers(g), ['Giant Growth → Hill Giant, Grizzly Bears']);
  t.pass(2); // combat damage: the Bears die; P1 passes again
  assert.equal(g.turns[0]!.step, 'combatDamage');
  assert.deepEqual(castOffers(g), ['Giant Growth → Hill Giant']);
});

/** A test card: Shock that may be cast only during combat. */
const COMBAT_SHOCK: CardDefinition = {
  ...STARTER_BY_NAME['Shock']!,
  name: 'Combat Shock',
  oracleText: 'Cast this spell only during combat.\nCombat Shock deals 2 damage to any target.',
  abilities: [
    ...STARTER_BY_NAME['Shock']!.abilities,
    {
      kind: 'static',
      effect: { kind: 'castRestriction', restriction: { duringCombat: true } },
      text: 'Cast this spell only during combat.',
    },
  ],
};

test('117.1 / 506.1: "cast this spell only during combat" is offered once combat begins (a list that reads the step is kept only within it)', () => {
  const t = cardGame(
    {
      players: [{}, { hand: ['Combat Shock'], battlefield: ['Mountain'] }],
      position: { turn: 2, active: 'P1', step: 'main1' },
    },
    { cards: { 'Combat Shock': COMBAT_SHOCK } },
  );
  const g = t.state;
  t.pass(); // P1 passes in the main phase
  assert.deepEqual(castOffers(g), [], 'not during combat');
  t.pass(2); // P2 passes, then P1 in the beginning of combat step
  assert.equal(g.turns[0]!.step, 'beginCombat');
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.equal(castOffers(g).length, 1, 'Combat Shock can be cast during combat');
});
