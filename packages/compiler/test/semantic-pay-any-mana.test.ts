/**
 * 101.4 / 101.4b: "Starting with you, each player may pay any amount of mana. … where X is the total amount of mana
 * paid this way" (join forces) — starting with the controller and in turn order, each player chooses how much mana to
 * pay, up to what they can pay (118.3), and pays it; X is the total. Played with real cards of the modern pool: Minds
 * Aglow, Alliance of Arms and Mana-Charged Dragon.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** Untapped permanents `who` controls (here: their lands). */
function untapped(t: ReturnType<typeof cardGame>, who: string): number {
  return Object.values(t.state.objects).filter(
    (o) => o.zone === 'battlefield' && o.controller === t.player(who) && !o.tapped,
  ).length;
}

test('101.4: Minds Aglow — its caster chooses first, then the next player; each draws the total paid', () => {
  modernDef('Minds Aglow');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Minds Aglow'],
          battlefield: ['Island', 'Island', 'Island'],
          library: ['Opt', 'Shock', 'Giant Growth', 'Lightning Bolt'],
        },
        { battlefield: ['Forest', 'Forest'], library: ['Opt', 'Shock', 'Giant Growth', 'Lightning Bolt'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Minds Aglow', { pay: ['Island#1'] });
  t.resolve();
  const first = t.pending;
  assert.equal(first?.kind, 'chooseOption');
  assert.equal(first?.player, t.player('P1'), 'starting with you');
  assert.equal(first?.kind === 'chooseOption' ? first.options.length : 0, 3, '0, 1 or 2: two Islands left (118.3)');
  t.choose([2]);
  const second = t.pending;
  assert.equal(second?.player, t.player('P2'), 'then the next player in turn order');
  assert.equal(second?.kind === 'chooseOption' ? second.options.length : 0, 3, '0, 1 or 2: two Forests');
  t.choose([1]);
  assert.equal(t.cards('P1', 'hand').length, 3, 'X = 2 + 1');
  assert.equal(t.cards('P2', 'hand').length, 3);
  assert.equal(untapped(t, 'P1'), 0);
  assert.equal(untapped(t, 'P2'), 1, 'P2 paid one of two');
  assert.ok(t.cites('101.4'));
});

test('101.4: Alliance of Arms — you pay nothing, the next player pays {1}: each player creates X = 1 Soldier', () => {
  modernDef('Alliance of Arms');
  const t = cardGame(
    {
      players: [{ hand: ['Alliance of Arms'], battlefield: ['Plains', 'Plains'] }, { battlefield: ['Forest'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Alliance of Arms', { pay: ['Plains#1'] });
  t.resolve();
  t.choose([0]);
  t.choose([1]);
  const soldiers = (who: string): number =>
    Object.values(t.state.objects).filter(
      (o) => o.zone === 'battlefield' && o.controller === t.player(who) && t.nameOf(o.id).startsWith('Soldier'),
    ).length;
  assert.equal(soldiers('P1'), 1, 'each player creates X = 0 + 1 Soldiers');
  assert.equal(soldiers('P2'), 1);
});

test('101.4 / 608.2h: Mana-Charged Dragon — it gets +X/+0 for the total mana the players paid as its trigger resolved', () => {
  modernDef('Mana-Charged Dragon');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Mana-Charged Dragon', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const [p] = t.pt('Mana-Charged Dragon');
  t.advance('declareAttackers');
  t.attack(['Mana-Charged Dragon']);
  t.resolve();
  assert.equal(t.pending?.player, t.player('P1'));
  t.choose([3]);
  t.choose([2]);
  assert.equal(t.pt('Mana-Charged Dragon')[0], p! + 5);
});
