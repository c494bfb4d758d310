/**
 * 701.54 The Ring tempts you (issue 19), with real cards of the modern pool: the player chooses a creature they control
 * as their Ring-bearer (701.54a), gets the emblem The Ring, which gains its next ability each time (701.54c): the
 * Ring-bearer is legendary and can't be blocked by creatures with greater power; it loots as it attacks; a creature
 * blocking it is sacrificed at end of combat; its combat damage to a player makes each opponent lose 3 life.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const lib = (n = 10): string[] => Array.from({ length: n }, () => 'Forest');

test('701.54a: Claim the Precious — "Destroy target creature. The Ring tempts you." (the only creature becomes the Ring-bearer)', () => {
  modernDef('Claim the Precious');
  const t = cardGame(
    {
      players: [
        {
          library: lib(),
          hand: ['Claim the Precious', 'Lightning Bolt'],
          battlefield: ['Grizzly Bears', 'Swamp', 'Swamp', 'Swamp', 'Mountain'],
        },
        { library: lib(), battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.ok(!t.chars('Grizzly Bears').supertypes.includes('Legendary'));
  t.cast('Claim the Precious', { targets: ['Hill Giant'] });
  resolveAll(t.state);
  t.expect({
    objects: { 'Hill Giant': 'graveyard' },
    command: { contains: ['The Ring'] },
    log_contains: ['The Ring tempts P1', 'P1 chooses Grizzly Bears as their Ring-bearer'],
    log_cites: ['701.54a', '701.54c'],
  });
  const p1 = t.state.players[0]!;
  assert.equal(p1.ringBearer, t.id('Grizzly Bears'));
  assert.equal(p1.ringTempted, 1);
  assert.ok(t.chars('Grizzly Bears').supertypes.includes('Legendary'), 'the Ring-bearer is legendary');
  assert.equal(viewFor(t.state, 1).players[0]!.ringBearer, t.id('Grizzly Bears'), 'public');
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  assert.equal(p1.ringBearer, undefined, 'a Ring-bearer that leaves the battlefield stops being one');
});

test('701.54a: Relentless Rohirrim — the player chooses among their creatures; with none, the Ring still tempts them', () => {
  modernDef('Relentless Rohirrim');
  const t = cardGame(
    {
      players: [
        {
          library: lib(),
          hand: ['Relentless Rohirrim'],
          battlefield: ['Grizzly Bears', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        { library: lib(), battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Relentless Rohirrim');
  t.pass(2); // the creature spell resolves; its enters trigger goes on the stack
  t.pass(2); // the trigger resolves: the Ring-bearer is a choice
  t.expect({ decision: 'chooseObjects' });
  t.choose(['Grizzly Bears']);
  assert.equal(t.state.players[0]!.ringBearer, t.id('Grizzly Bears'));
  assert.ok(!t.chars('Relentless Rohirrim').supertypes.includes('Legendary'), 'only the Ring-bearer is legendary');
});

test("701.54a: Took Reaper's death with no creature left — the Ring tempts P1, who has no Ring-bearer", () => {
  modernDef('Took Reaper');
  const t = cardGame(
    {
      players: [
        { library: lib(), hand: ['Lightning Bolt'], battlefield: ['Took Reaper', 'Mountain'] },
        { library: lib() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['Took Reaper'] });
  resolveAll(t.state);
  const p1 = t.state.players[0]!;
  assert.equal(p1.ringTempted, 1);
  assert.equal(p1.ringBearer, undefined);
  t.expect({ command: { contains: ['The Ring'] } });
});

/** P1 with Grizzly Bears, tempted four times by Birthday Escape ("Draw a card. The Ring tempts you."). */
function fullRing(players: number) {
  modernDef('Birthday Escape');
  const opponent = { library: lib(), battlefield: ['Hill Giant', 'Wall of Wood'] };
  const t = cardGame(
    {
      players: [
        {
          library: lib(),
          hand: ['Birthday Escape', 'Birthday Escape', 'Birthday Escape', 'Birthday Escape'],
          battlefield: ['Grizzly Bears', 'Island', 'Island', 'Island', 'Island'],
        },
        opponent,
        ...(players > 2 ? [{ library: lib() }] : []),
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  for (let i = 0; i < 4; i++) {
    t.cast('Birthday Escape');
    resolveAll(t.state);
  }
  return t;
}

test('701.54c: tempted four times — The Ring has all four abilities; the Ring-bearer loots as it attacks and evades greater power', () => {
  const t = fullRing(2);
  assert.equal(t.state.players[0]!.ringTempted, 4);
  assert.equal(t.state.command.length, 1, 'one emblem The Ring');
  t.expect({ log_contains: ['The Ring gains: Whenever your Ring-bearer deals combat damage to a player'] });
  const hand = t.state.players[0]!.hand.length; // four Forests drawn
  t.advance('declareAttackers');
  t.attack({ 'Grizzly Bears': 'P2' });
  resolveAll(t.state); // "draw a card, then discard a card"
  assert.equal(t.state.players[0]!.hand.length, hand, 'drew one, discarded one');
  assert.equal(t.cards('P1', 'graveyard').filter((n) => n === 'Forest').length, 1);
  t.advance('declareBlockers');
  t.block({ 'Hill Giant': 'Grizzly Bears' }, { refused: true }); // power 3 > 2
  t.block({ 'Wall of Wood': 'Grizzly Bears' });
  resolveAll(t.state);
  t.advance('main2');
  resolveAll(t.state);
  t.expect({
    objects: { 'Wall of Wood': 'graveyard', 'Grizzly Bears': 'battlefield' },
    log_contains: ["that creature's controller sacrifices it"],
  });
});

test('701.54c: the Ring-bearer deals combat damage to a player — each opponent loses 3 life', () => {
  const t = fullRing(3);
  t.advance('declareAttackers');
  t.attack({ 'Grizzly Bears': 'P2' });
  resolveAll(t.state);
  t.advance('declareBlockers');
  t.block({});
  t.advance('main2');
  resolveAll(t.state);
  t.expect({ life: { P1: 20, P2: 15, P3: 17 } });
});

test('701.54a: Call of the Ring — tempted at the upkeep; "Whenever you choose a creature as your Ring-bearer" pays 2 life to draw', () => {
  modernDef('Call of the Ring');
  const t = cardGame(
    {
      players: [{ library: lib(), battlefield: ['Call of the Ring', 'Grizzly Bears'] }, { library: lib() }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('upkeep', 4); // P1's next turn
  resolveAll(t.state, { yes: true });
  assert.equal(t.state.players[0]!.ringBearer, t.id('Grizzly Bears'));
  t.expect({ life: { P1: 18 }, players: { P1: { hand_count: 1 } } });
});

test('701.54a: Call of the Ring with no creature — tempted, but no creature chosen: no life paid', () => {
  modernDef('Call of the Ring');
  const t = cardGame(
    {
      players: [{ library: lib(), battlefield: ['Call of the Ring'] }, { library: lib() }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('upkeep', 4); // P1's next turn
  resolveAll(t.state, { yes: true });
  assert.equal(t.state.players[0]!.ringTempted, 1);
  t.expect({ life: { P1: 20 }, players: { P1: { hand_count: 0 } } });
});

test('701.54a: Ringwraiths — "When the Ring tempts you, return this card from your graveyard to your hand"', () => {
  modernDef('Ringwraiths');
  const t = cardGame(
    {
      players: [
        {
          library: lib(),
          hand: ['Claim the Precious'],
          graveyard: ['Ringwraiths'],
          battlefield: ['Swamp', 'Swamp', 'Swamp'],
        },
        { library: lib(), battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Claim the Precious', { targets: ['Hill Giant'] });
  resolveAll(t.state);
  t.expect({ objects: { Ringwraiths: 'hand' } });
});
