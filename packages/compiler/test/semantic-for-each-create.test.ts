/**
 * 608.2h: "For each land you control, create a Treasure token." — one token per object counted as the spell resolves
 * (Brass's Bounty, Moogles' Valor), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test("608.2h: Brass's Bounty — a Treasure for each land you control (not the opponent's)", () => {
  modernDef("Brass's Bounty");
  const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];
  const t = cardGame(
    {
      players: [{ hand: ["Brass's Bounty"], battlefield: lands }, { battlefield: ['Island', 'Island'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Brass's Bounty");
  t.resolve();
  const treasures = t.state.battlefield.filter((id) => t.state.objects[id]!.kind === 'token');
  assert.equal(treasures.length, 7);
});

test("608.2h: Moogles' Valor — a 1/2 Moogle for each creature you control, then creatures you control gain indestructible", () => {
  modernDef("Moogles' Valor");
  const t = cardGame(
    {
      players: [
        {
          hand: ["Moogles' Valor"],
          battlefield: ['Grizzly Bears', 'Hill Giant', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Moogles' Valor");
  t.resolve();
  const moogles = t.state.battlefield.filter((id) => t.state.objects[id]!.kind === 'token');
  assert.equal(moogles.length, 2, 'two creatures you control (the Wurm is the opponent’s)');
  assert.ok(t.chars('Grizzly Bears').keywords.has('indestructible'));
});
