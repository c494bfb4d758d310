/**
 * 118.12: "[effect] unless [player] pays {1} for each [thing]" — the mana is paid once per thing, counted as the effect
 * is followed (608.2h): Circular Logic, Evasive Action, Fettergeist and Megatherium, played with real cards of the
 * modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** P1 casts Grizzly Bears with `forests` Forests; P2 answers with Circular Logic and three cards in their graveyard. */
function logic(forests: number): ReturnType<typeof cardGame> {
  modernDef('Circular Logic');
  const t = cardGame(
    {
      players: [
        { hand: ['Grizzly Bears'], battlefield: Array.from({ length: forests }, () => 'Forest') },
        {
          hand: ['Circular Logic'],
          battlefield: ['Island', 'Island', 'Island'],
          graveyard: ['Shock', 'Opt', 'Giant Growth'],
        },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears', { pay: ['Forest#1', 'Forest#2'] });
  t.cast('Circular Logic', { by: 'P2', targets: [['Grizzly Bears']] });
  t.pass(2);
  return t;
}

test("118.12: Circular Logic with three cards in its caster's graveyard — {3} paid, the spell resolves", () => {
  const t = logic(5);
  assert.equal(t.pending?.kind, 'yesNo', "the spell's controller is asked to pay");
  t.choose(true);
  t.resolve('all');
  assert.equal(t.zone('Grizzly Bears'), 'battlefield');
  assert.equal(t.cards('P1', 'graveyard').length, 0);
  const untappedForests = Object.values(t.state.objects).filter(
    (o) =>
      o.zone === 'battlefield' && o.controller === t.player('P1') && !o.tapped && t.nameOf(o.id).startsWith('Forest'),
  );
  assert.equal(untappedForests.length, 0, 'two Forests for the Bears and three for Circular Logic');
});

test('118.12: Circular Logic — with only {2} left the spell is countered ({1} for each of three cards)', () => {
  const t = logic(4);
  assert.notEqual(t.pending?.kind, 'yesNo', "a cost that can't be paid is not offered");
  assert.equal(t.zone('Grizzly Bears'), 'graveyard');
});

test("118.12: Evasive Action counts the basic land types among its caster's lands", () => {
  modernDef('Evasive Action');
  const t = cardGame(
    {
      players: [
        { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] },
        { hand: ['Evasive Action'], battlefield: ['Island', 'Swamp', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears', { pay: ['Forest#1', 'Forest#2'] });
  t.cast('Evasive Action', { by: 'P2', targets: [['Grizzly Bears']] });
  t.pass(2);
  // Three basic land types among P2's lands: {3}, and P1 has only two Forests left.
  assert.notEqual(t.pending?.kind, 'yesNo');
  assert.equal(t.zone('Grizzly Bears'), 'graveyard');
});

test('118.12: Fettergeist — at upkeep, {1} for each other creature its controller controls, or it is sacrificed', () => {
  modernDef('Fettergeist');
  for (const pay of [true, false]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Fettergeist', 'Grizzly Bears', 'Hill Giant', 'Island', 'Island', 'Island'] },
          { battlefield: ['Craw Wurm'] },
        ],
        position: { active: 'P1', step: 'untap' },
      },
      modernCompiled,
    );
    t.advance('upkeep');
    t.resolve();
    assert.equal(t.pending?.kind, 'yesNo');
    t.choose(pay);
    assert.equal(t.zone('Fettergeist'), pay ? 'battlefield' : 'graveyard');
    const tapped = Object.values(t.state.objects).filter((o) => o.zone === 'battlefield' && o.tapped).length;
    assert.equal(tapped, pay ? 2 : 0, "two other creatures: {2}, not counting the opponent's Craw Wurm");
  }
});

test('118.12: Megatherium — with no cards in hand the cost is {0}, and paying it keeps it', () => {
  modernDef('Megatherium');
  const t = cardGame(
    {
      players: [{ hand: ['Megatherium'], battlefield: ['Forest', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Megatherium');
  t.resolve();
  t.resolve();
  assert.equal(t.pending?.kind, 'yesNo');
  t.choose(true);
  assert.equal(t.zone('Megatherium'), 'battlefield');
});
