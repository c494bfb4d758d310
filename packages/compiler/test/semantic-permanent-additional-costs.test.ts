/**
 * 601.2f: a permanent card's "As an additional cost to cast this spell, …" is paid as the creature, artifact or
 * Aura spell is cast, like an instant's; without the cost the spell can't be cast (601.2h). Real modern cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function game(hand: string[], battlefield: string[], graveyard: string[] = []) {
  for (const n of hand) modernDef(n);
  return cardGame(
    {
      players: [{ hand, battlefield, graveyard, library: ['Island', 'Island'] }, { library: ['Island', 'Island'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('601.2f: Stitched Drake exiles a creature card from your graveyard as it is cast', () => {
  const t = game(['Stitched Drake'], ['Island', 'Island', 'Island'], ['Grizzly Bears', 'Forest']);
  t.cast('Stitched Drake', { costs: ['Grizzly Bears'] });
  t.expect({ zones: { 'Grizzly Bears': 'exile', Forest: 'graveyard' } });
  t.resolve();
  t.expect({ zones: { 'Stitched Drake': 'battlefield' }, objects: { 'Stitched Drake': { pt: '3/4' } } });
});

test("601.2h: Stitched Drake without a creature card in your graveyard can't be cast", () => {
  const t = game(['Stitched Drake'], ['Island', 'Island', 'Island'], ['Forest']);
  t.cast('Stitched Drake', { costs: ['Forest'], refused: true });
  t.cast('Stitched Drake', { refused: true });
  t.expect({ zones: { 'Stitched Drake': 'hand', Forest: 'graveyard' } });
});

test('601.2f: Demon of Catastrophes sacrifices a creature as it is cast', () => {
  const t = game(['Demon of Catastrophes'], ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears']);
  t.cast('Demon of Catastrophes', { costs: ['Grizzly Bears'] });
  t.expect({ zones: { 'Grizzly Bears': 'graveyard' } });
  t.resolve();
  t.expect({ zones: { 'Demon of Catastrophes': 'battlefield' } });
});

test("601.2f: Sparkhunter Masticore discards a card as it is cast, and with an empty hand it can't be", () => {
  const t = game(['Sparkhunter Masticore', 'Forest'], ['Island', 'Island', 'Island']);
  t.cast('Sparkhunter Masticore', { costs: ['Forest'] });
  t.expect({ zones: { Forest: 'graveyard' }, players: { P1: { hand_count: 0 } } });
  const u = game(['Sparkhunter Masticore'], ['Island', 'Island', 'Island']);
  u.cast('Sparkhunter Masticore', { refused: true });
  assert.equal(u.state.objects[u.id('Sparkhunter Masticore')]!.zone, 'hand');
});
