/**
 * Combat rules and static restrictions on real compiled cards, played in engine games: "doesn't untap
 * during its controller's next untap step" (502.3), blocking restrictions and requirements (509.1),
 * activation restrictions (602.5) and the like.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type GameState } from '@arbiter/engine';
import { act, def, id, landsFor, ok, pass, resolveAll, scenario } from './helpers.js';

const P1 = { kind: 'player' as const, player: 1 };

/** Passes priority (no attacks, no blocks) until `step` of the next turn with priority. */
function passUntil(state: GameState, step: string, max = 200): GameState {
  const startTurn = state.turns[0]!.number;
  for (let i = 0; i < max; i++) {
    if (state.turns[0]!.number !== startTurn && state.turns[0]!.step === step && state.pending?.kind === 'priority') return state;
    const d = state.pending;
    if (!d) assert.fail('no decision pending');
    if (d.kind === 'priority') pass(state);
    else if (d.kind === 'declareAttackers') ok(state, d.player, { kind: 'declareAttackers', attacks: [] });
    else if (d.kind === 'declareBlockers') ok(state, d.player, { kind: 'declareBlockers', blocks: [] });
    else if (d.kind === 'orderTriggers') ok(state, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
    else if (d.kind === 'chooseObjects') ok(state, d.player, { kind: 'chooseObjects', objects: d.options.slice(0, d.min) });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
  assert.fail(`never reached ${step}`);
}

const LIB = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

test("502.3 Crippling Chill: the tapped creature doesn't untap during its controller's next untap step, then does", () => {
  def('Crippling Chill');
  const s = scenario();
  s.battlefield(0, landsFor('{2}{U}'));
  s.hand(0, ['Crippling Chill']);
  s.battlefield(1, ['Grizzly Bears']);
  s.library(0, LIB); s.library(1, LIB);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, { kind: 'cast', card: id(g, 'Crippling Chill'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.equal(g.objects[bears]!.tapped, true);
  passUntil(g, 'upkeep'); // player 1's turn: their untap step has passed
  assert.equal(g.turns[0]!.activePlayers[0], 1);
  assert.equal(g.objects[bears]!.tapped, true, "it didn't untap during its controller's next untap step");
  passUntil(g, 'upkeep'); // player 0's turn
  passUntil(g, 'upkeep'); // player 1's next turn: the effect was used up
  assert.equal(g.objects[bears]!.tapped, false, 'it untaps in the untap step after that');
});

test("502.3 Lead Golem: after it attacks it doesn't untap during its controller's next untap step", () => {
  def('Lead Golem');
  const s = scenario();
  s.battlefield(0, ['Lead Golem', 'Grizzly Bears']);
  s.library(0, LIB); s.library(1, LIB);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const golem = id(g, 'Lead Golem');
  const bears = id(g, 'Grizzly Bears');
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: golem, defender: P1 }, { attacker: bears, defender: P1 }] });
  resolveAll(g);
  passUntil(g, 'upkeep'); // player 1's turn
  passUntil(g, 'upkeep'); // player 0's turn
  assert.equal(g.objects[bears]!.tapped, false, 'the other attacker untapped');
  assert.equal(g.objects[golem]!.tapped, true, "Lead Golem didn't untap");
  assert.equal(g.players[1]!.life, 20 - 3 - 2);
});
