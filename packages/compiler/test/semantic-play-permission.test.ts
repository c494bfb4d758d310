/**
 * 601.2a: permissions to play cards from exile, compiled from Oracle text and used in engine games:
 * "Exile the top N cards of your library. Until end of turn, you may play cards exiled this way."
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import type { GameState, ObjectId } from '@arbiter/engine';
import { compiled, act, def, id, pass, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

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
  g.objects[clique]!.tapped = true; // {Q}: the untap symbol needs it tapped
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
