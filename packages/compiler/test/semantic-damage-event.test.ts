/**
 * 603.2c / 510.2: combat damage is dealt simultaneously, as one event. "Whenever Zebra Unicorn deals damage, you gain
 * that much life" triggers once for that event even when the damage goes to several recipients (the card's ruling,
 * like Armadillo Cloak's: "If it deals damage to multiple creatures and/or players at once, the ability triggers
 * only once"), and "that much" is the total. Separate events (first-strike and regular damage) trigger separately.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { compiled, def, id, ok, pass, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const P1 = { kind: 'player' as const, player: 1 };

/** Plays combat on: player 1 blocks with `blocks`, the attacker's damage is divided as `split`. */
function combat(g: GameState, attacker: number, blockers: number[], split: number[]): void {
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker, defender: P1 }] });
  while (g.pending?.kind === 'priority') pass(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: blockers.map((b) => ({ blocker: b, attacker })) });
  for (let k = 0; k < 40 && g.turns[0]!.stack.length === 0; k++) {
    const d: NonNullable<GameState['pending']> = g.pending!;
    if (d.kind === 'assignCombatDamage')
      ok(g, d.player, {
        kind: 'assignCombatDamage',
        assignment: blockers.map((b, i) => ({ to: { kind: 'object', id: b }, amount: split[i]! })),
      });
    else pass(g);
  }
}

test('603.2c / 510.2: Zebra Unicorn blocked by two creatures deals damage to both at once: one trigger, gaining the total', () => {
  def('Zebra Unicorn');
  const t = cardGame(
    {
      players: [{ battlefield: ['Zebra Unicorn'] }, { battlefield: ['Llanowar Elves', 'Llanowar Elves'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const zebra = id(g, 'Zebra Unicorn');
  const elves = [id(g, 'Llanowar Elves', 'battlefield', 0), id(g, 'Llanowar Elves', 'battlefield', 1)];
  combat(g, zebra, elves, [1, 1]);
  const triggers = g.turns[0]!.stack.filter((x) => g.objects[x]!.stack?.sourceName === 'Zebra Unicorn');
  assert.equal(
    triggers.length,
    1,
    `one trigger for the one damage event: ${g.turns[0]!.step} ${g.pending?.kind} ${g.pendingTriggers.length} ${g.log
      .slice(-8)
      .map((e) => e.text)
      .join(' | ')}`,
  );
  assert.equal(g.objects[triggers[0]!]!.stack!.triggerAmount, 2);
  const before = g.players[0]!.life;
  while (g.turns[0]!.stack.length > 0 && g.pending?.kind === 'priority') pass(g);
  assert.equal(g.players[0]!.life, before + 2);
});

test('603.2c: Zebra Unicorn dealing damage to one recipient triggers once for that amount', () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Zebra Unicorn'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Zebra Unicorn': 'P2' });
  for (let k = 0; k < 40 && g.turns[0]!.stack.length === 0; k++) {
    const d: NonNullable<GameState['pending']> = g.pending!;
    if (d.kind === 'declareBlockers') ok(g, 1, { kind: 'declareBlockers', blocks: [] });
    else pass(g);
  }
  const triggers = g.turns[0]!.stack.filter((x) => g.objects[x]!.stack?.sourceName === 'Zebra Unicorn');
  assert.equal(triggers.length, 1);
  assert.equal(g.objects[triggers[0]!]!.stack!.triggerAmount, 2);
});
