/**
 * 508.4: "For each opponent, create a … token that's tapped and attacking that player." — a group of tokens for each
 * opponent, each put onto the battlefield attacking that opponent (never declared as attackers). Real modern cards in
 * engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type PlayerId } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** The player each attacking creature named `name` attacks. */
function attacked(t: CardGame, name: string): PlayerId[] {
  const combat = t.state.turns[0]!.combat!;
  return combat.attackers
    .filter((a) => chars(t.state, a.attacker).name === name)
    .map((a) => (a.defender.kind === 'player' ? a.defender.player : -1))
    .sort();
}

test('508.4: Stampede Surfer attacks P2 — one Boar attacks each opponent, P2 and P3', () => {
  modernDef('Stampede Surfer');
  const t = cardGame(
    {
      players: [{ battlefield: ['Stampede Surfer'] }, {}, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Stampede Surfer': 'P2' });
  t.pass(3); // the attack trigger resolves
  assert.deepEqual(attacked(t, 'Boar'), [1, 2]);
  const boars = t.state.battlefield.filter((id) => chars(t.state, id).name === 'Boar');
  assert.ok(boars.every((id) => t.state.objects[id]!.tapped && chars(t.state, id).controller === 0));
  t.expect({ log_cites: ['508.4'] });
  t.advance('main2', 2);
  t.expect({ life: { P1: 20, P2: 14, P3: 18 } });
});

test('508.4: Endless Foot Assault — whenever you attack, a Ninja attacks the opponent too', () => {
  modernDef('Endless Foot Assault');
  const t = cardGame(
    {
      players: [{ battlefield: ['Endless Foot Assault', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.pass(2);
  assert.deepEqual(attacked(t, 'Ninja'), [1]);
  t.advance('main2', 2);
  t.expect({ life: { P2: 17 } });
});

test('508.4: Adeline — each Human attacks its opponent or a planeswalker of theirs, as its controller chooses', () => {
  modernDef('Adeline, Resplendent Cathar');
  const setup = (walker: boolean) =>
    cardGame(
      {
        players: [
          { battlefield: ['Adeline, Resplendent Cathar'] },
          { battlefield: walker ? [{ card: 'Jace Beleren', counters: { loyalty: 3 } }] : [] },
          {},
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
  const t = setup(true);
  t.advance('declareAttackers', 2);
  t.attack({ 'Adeline, Resplendent Cathar': 'P3' });
  t.pass(3);
  t.expect({ decision: 'chooseObjects' }); // P2 controls a planeswalker: the Human may attack it
  t.choose(['Jace Beleren']);
  const combat = t.state.turns[0]!.combat!;
  const humans = combat.attackers.filter((a) => chars(t.state, a.attacker).name === 'Human');
  assert.deepEqual(
    humans.map((a) =>
      a.defender.kind === 'player' ? `P${a.defender.player + 1}` : chars(t.state, a.defender.id).name,
    ),
    ['Jace Beleren', 'P3'],
  );
  const u = setup(false); // no planeswalker: no choice, each Human attacks its player
  u.advance('declareAttackers', 2);
  u.attack({ 'Adeline, Resplendent Cathar': 'P3' });
  u.pass(3);
  assert.deepEqual(attacked(u, 'Human'), [1, 2]);
});
