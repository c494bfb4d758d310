/**
 * Issue 19: "Whenever you cast / an opponent casts a spell from anywhere other than your / their hand" and "if this
 * spell was cast from anywhere other than your hand" (601.2a: the zone a spell was cast from), played with real cards
 * of the modern pool; the spell from the graveyard is Think Twice cast with flashback (702.34a).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, pt, resolveAll } from './helpers.js';

const LIB = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'];
const ISLANDS = ['Island', 'Island', 'Island'];
const game = (p1: PlayerSetup, p2: PlayerSetup = {}, active: 'P1' | 'P2' = 'P1') =>
  cardGame(
    {
      players: [
        { library: [...LIB], ...p1 },
        { library: [...LIB], ...p2 },
      ],
      position: { active, step: 'main1' },
    },
    modernCompiled,
  );

test('601.2a Vega, the Watcher draws when Think Twice is cast from the graveyard, not from the hand', () => {
  modernDef('Vega, the Watcher');
  for (const zone of ['hand', 'graveyard'] as const) {
    const t = game({ battlefield: ['Vega, the Watcher', ...ISLANDS], [zone]: ['Think Twice'] });
    t.cast('Think Twice');
    resolveAll(t.state);
    t.expect({ players: { P1: { library_count: zone === 'hand' ? 5 : 4 } } }); // Think Twice draws one; Vega one more
  }
});

test("601.2a Ghostly Pilferer: an opponent's flashback cast draws you a card, their cast from hand does not", () => {
  modernDef('Ghostly Pilferer');
  for (const zone of ['hand', 'graveyard'] as const) {
    const t = game({ battlefield: ['Ghostly Pilferer'] }, { battlefield: ISLANDS, [zone]: ['Think Twice'] }, 'P2');
    t.cast('Think Twice', { by: 'P2' });
    resolveAll(t.state);
    t.expect({ players: { P1: { library_count: zone === 'hand' ? 6 : 5 } } });
  }
});

test('601.2a / 113.6b Poxwalkers returns from the graveyard, tapped, when you cast a spell from your graveyard', () => {
  modernDef('Poxwalkers');
  for (const zone of ['hand', 'graveyard'] as const) {
    const t = game({
      battlefield: ISLANDS,
      graveyard: ['Poxwalkers', ...(zone === 'graveyard' ? ['Think Twice'] : [])],
      hand: zone === 'hand' ? ['Think Twice'] : [],
    });
    t.cast('Think Twice');
    resolveAll(t.state);
    if (zone === 'hand') t.expect({ zones: { Poxwalkers: 'graveyard' } });
    else t.expect({ zones: { Poxwalkers: 'battlefield' }, objects: { Poxwalkers: { tapped: true } } });
  }
});

test('601.2a Antiquities on the Loose: two 2/2 Spirits from the hand; with flashback each Spirit gets a +1/+1 counter', () => {
  modernDef('Antiquities on the Loose');
  for (const zone of ['hand', 'graveyard'] as const) {
    const lands =
      zone === 'hand' ? ['Plains', 'Plains', 'Mountain'] : ['Plains', 'Plains', ...Array(4).fill('Mountain')];
    const t = game({ battlefield: lands, [zone]: ['Antiquities on the Loose'] });
    t.cast('Antiquities on the Loose');
    resolveAll(t.state);
    const pts = t.state.battlefield.filter((o) => t.state.objects[o]!.kind === 'token').map((o) => pt(t.state, o)[0]);
    assert.deepEqual(pts, zone === 'hand' ? [2, 2] : [3, 3], zone);
  }
});
