/**
 * Invariant 5 with hidden zones: a player whose own decision shows them hidden cards (701.22a scry, 701.23a a
 * library search, a revealed hand) finds those cards named in their view (GameView.offered), so a person at the
 * table can see what they choose among; no other viewer's view names them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor, type GameView } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const offeredNames = (v: GameView): (string | null)[] => (v.offered ?? []).map((o) => o.name);

function pendingOptions(t: ReturnType<typeof cardGame>): readonly number[] {
  const p = t.state.pending;
  assert.equal(p?.kind, 'chooseObjects');
  return p.kind === 'chooseObjects' ? p.options : [];
}

test('701.22a: the scrying player sees the card they look at; their opponent and spectators do not', () => {
  modernDef('Opt');
  const t = cardGame(
    {
      players: [{ hand: ['Opt'], battlefield: ['Island'], library: ['Mountain', 'Forest'] }, { library: ['Plains'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Opt');
  t.resolve();
  const [top] = pendingOptions(t);
  assert.equal(t.state.objects[top!]!.zone, 'library');
  const mine = viewFor(t.state, 0);
  assert.deepEqual(offeredNames(mine), [t.state.cards[t.state.objects[top!]!.defKey]!.name]);
  assert.equal(mine.offered?.[0]?.id, top);
  for (const other of [1, null] as const) {
    const v = viewFor(t.state, other);
    assert.equal(v.offered, undefined);
    assert.ok(!JSON.stringify(v).includes('"Mountain"'), 'the scried card is named only to the scrying player');
  }
});

test('701.23a: a player searching their library sees the cards the search offers', () => {
  modernDef('Rampant Growth');
  const t = cardGame(
    {
      players: [
        { hand: ['Rampant Growth'], battlefield: ['Forest', 'Forest'], library: ['Swamp', 'Grizzly Bears', 'Island'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Rampant Growth');
  t.resolve();
  const options = pendingOptions(t);
  assert.ok(options.length >= 2);
  const names = offeredNames(viewFor(t.state, 0));
  assert.deepEqual([...names].sort(), ['Island', 'Swamp']);
  assert.equal(viewFor(t.state, 1).offered, undefined);
});

test("402.3: a player choosing from an opponent's revealed hand sees those cards; the opponent's own view adds nothing", () => {
  modernDef('Thoughtseize');
  const t = cardGame(
    {
      players: [{ hand: ['Thoughtseize'], battlefield: ['Swamp'] }, { hand: ['Lightning Bolt', 'Shock', 'Mountain'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Thoughtseize', { targets: ['P2'] });
  t.resolve();
  const options = pendingOptions(t);
  assert.equal(options.length, 2);
  assert.deepEqual([...offeredNames(viewFor(t.state, 0))].sort(), ['Lightning Bolt', 'Shock']);
  assert.equal(viewFor(t.state, 1).offered, undefined);
  assert.equal(viewFor(t.state, null).offered, undefined);
});
