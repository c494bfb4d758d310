/**
 * 601.2a: permissions to play cards from exile, compiled from Oracle text and used in engine games:
 * "Exile the top N cards of your library. Until end of turn, you may play cards exiled this way."
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import type { GameState, ObjectId } from '@arbiter/engine';
import {
  compiled,
  act,
  def,
  id,
  modernDef,
  modernScenario,
  pass,
  passUntilNextTurn,
  resolveAll,
  scenario,
} from './helpers.js';
import { cardGame } from '@arbiter/scenarios';
import { ownObject } from '@arbiter/engine';

function inExile(g: GameState, name: string): ObjectId {
  return id(g, name, 'exile');
}

test('601.2a: Act on Impulse — the exiled cards may be played this turn (a spell cast, a land played), not later', () => {
  def('Act on Impulse');
  const t = cardGame(
    {
      players: [
        {
          library: ['Lightning Bolt', 'Forest', 'Shock', 'Island', 'Island'],
          hand: ['Act on Impulse'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        { library: ['Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Act on Impulse');
  resolveAll(g);
  const bolt = inExile(g, 'Lightning Bolt');
  const forest = inExile(g, 'Forest');
  const shock = inExile(g, 'Shock');
  const d = g.pending;
  assert.ok(d && d.kind === 'priority');
  assert.ok(
    d.actions.some((a) => a.kind === 'cast' && a.card === bolt),
    'the Bolt is listed as castable from exile',
  );
  assert.ok(
    d.actions.some((a) => a.kind === 'playLand' && a.card === forest),
    'the Forest may be played',
  );
  act(g, 0, { kind: 'cast', card: bolt, targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 17);
  act(g, 0, { kind: 'playLand', card: forest });
  assert.equal(chars(g, id(g, 'Forest', 'battlefield')).controller, 0);
  // The turn ends: Shock stays in exile and can no longer be cast.
  for (let i = 0; i < 40 && !(g.turns[0]!.activePlayers[0] === 1 && g.turns[0]!.step === 'main1'); i++) {
    const p = g.pending;
    if (p?.kind === 'priority') pass(g);
    else if (p?.kind === 'declareAttackers') act(g, p.player, { kind: 'declareAttackers', attackers: [] } as never);
    else break;
  }
  t.pass(); // the opponent passes: P1 holds priority in the opponent's main phase
  assert.equal(g.pending?.kind === 'priority' ? g.pending.player : -1, 0);
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: shock, targets: [[{ kind: 'player', player: 1 }]] },
  });
  assert.equal(g.turns[0]!.activePlayers[0], 1, "it is the opponent's turn now");
  assert.equal(r.ok, false, 'the permission ended with the turn');
  if (!r.ok) assert.match(r.error.message, /not a card in your hand/);
  assert.equal(g.playPermissions, undefined, 'no permission is left');
  assert.equal(g.objects[shock]!.zone, 'exile');
});

test('601.2a: Knacksaw Clique — its controller may play the card an opponent exiled from their own library', () => {
  def('Knacksaw Clique');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Knacksaw Clique', 'Island', 'Island', 'Mountain'] },
        { library: ['Lightning Bolt', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const clique = id(g, 'Knacksaw Clique');
  ownObject(g, clique).tapped = true; // {Q}: the untap symbol needs it tapped
  act(g, 0, {
    kind: 'activate',
    source: clique,
    ability: chars(g, clique).abilities.findIndex((a) => a.kind === 'activated'),
    targets: [[{ kind: 'player', player: 1 }]],
  });
  resolveAll(g);
  const bolt = inExile(g, 'Lightning Bolt');
  assert.equal(g.objects[bolt]!.owner, 1);
  act(g, 0, { kind: 'cast', card: bolt, targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 17);
  assert.ok(
    g.players[1]!.graveyard.some((o) => chars(g, o).name === 'Lightning Bolt'),
    "the Bolt goes to its owner's graveyard",
  );
});

test("611.2a: Reckless Impulse — 'until the end of your next turn': playable in the opponent's turn and in your next turn, not after it", () => {
  modernDef('Reckless Impulse');
  const s = modernScenario();
  s.library(0, ['Lightning Bolt', 'Shock', 'Island', 'Island', 'Island', 'Island']);
  s.library(1, ['Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Reckless Impulse']);
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Reckless Impulse', 'hand'), targets: [] });
  resolveAll(g);
  const bolt = inExile(g, 'Lightning Bolt');
  const shock = inExile(g, 'Shock');
  const castable = (card: ObjectId): boolean =>
    g.pending?.kind === 'priority' && g.pending.actions.some((a) => a.kind === 'cast' && a.card === card);
  passUntilNextTurn(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 1, "the opponent's turn");
  pass(g); // the opponent passes in their upkeep: P1 has priority
  assert.equal(g.pending?.kind === 'priority' ? g.pending.player : -1, 0);
  assert.ok(castable(bolt), "the Bolt may be cast in the opponent's turn");
  act(g, 0, { kind: 'cast', card: bolt, targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 17);
  passUntilNextTurn(g, 'main1');
  assert.equal(g.turns[0]!.activePlayers[0], 0, "P1's next turn");
  assert.ok(castable(shock), 'the Shock may still be cast in your next turn');
  passUntilNextTurn(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 1);
  pass(g);
  assert.equal(g.pending?.kind === 'priority' ? g.pending.player : -1, 0);
  assert.ok(!castable(shock), 'the permission ended with your next turn');
  assert.equal(g.playPermissions, undefined, 'no permission is left');
  assert.equal(g.objects[shock]!.zone, 'exile');
});
