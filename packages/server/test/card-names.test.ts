/**
 * 201.3: the engine can't tell a real card name from other text, so the server checks a named card against its card
 * index before it submits a chooseName choice (docs/engine.md, "Naming a card").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CardLibrary } from '../src/decks.js';

const cards = new CardLibrary();

test('201.3: a typed card name resolves to its Oracle spelling (any case); a face keeps its own name', () => {
  assert.deepEqual(cards.cardName('lightning bolt'), { ok: true, name: 'Lightning Bolt' });
  assert.deepEqual(cards.cardName('  Counterspell '), { ok: true, name: 'Counterspell' });
  assert.deepEqual(cards.cardName('fire'), { ok: true, name: 'Fire' });
});

test('201.3: a name no card has is refused with the closest real names', () => {
  const r = cards.cardName('Lightning Boltt');
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /no card is named "Lightning Boltt" \(did you mean .*Lightning Bolt/);
});

test("201.3: a name that breaks the choice's filter is refused by the pool's card, whether or not the game holds it", () => {
  // The engine refuses a land name for "a nonland card name" only if a card of that name is in the game; the server
  // refuses it always, so a refusal never tells a player whether an opponent's hidden library holds the card.
  const nonland = { notTypes: ['Land' as const] };
  const r = cards.cardName("urza's saga", nonland);
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /Urza's Saga is not a nonland card name/);
  assert.deepEqual(cards.cardName('Forest', nonland).ok, false);
  assert.deepEqual(cards.cardName('Lightning Bolt', nonland), { ok: true, name: 'Lightning Bolt' });
  assert.deepEqual(cards.cardName('Forest'), { ok: true, name: 'Forest' }, 'no filter: any card name');
});
