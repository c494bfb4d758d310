/**
 * Giving control away (613.1b: "Target opponent gains control of …", 506.4: a creature whose controller changes is
 * removed from combat), "return another creature you control", "Discard your hand" as a cost (701.9a), and tokens
 * "with changeling" (702.73a). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function game(p1: { hand?: string[]; battlefield?: string[] }, p2: { battlefield?: string[] } = {}, step = 'main1') {
  for (const n of p1.hand ?? []) modernDef(n);
  return cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island'], ...p1 },
        { library: ['Island', 'Island', 'Island'], ...p2 },
      ],
      position: { active: 'P1', step: step as 'main1' },
    },
    modernCompiled,
  );
}

test('613.1b: Harmless Offering — target opponent gains control of target permanent you control', () => {
  const t = game({ hand: ['Harmless Offering'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'] });
  t.cast('Harmless Offering', { targets: ['P2', 'Grizzly Bears'] });
  t.resolve();
  t.expect({ objects: { 'Grizzly Bears': { controller: 'P2', owner: 'P1' } }, log_cites: ['613.1b'] });
});

test("613.1b: Harmless Offering can't give away a permanent its caster doesn't control", () => {
  const t = game(
    { hand: ['Harmless Offering'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
    { battlefield: ['Hill Giant'] },
  );
  t.cast('Harmless Offering', { targets: ['P2', 'Hill Giant'], refused: true });
});

test('506.4: Goblin Cadets blocks — the attacking player gains control of it and it is removed from combat', () => {
  modernDef('Goblin Cadets');
  const t = game({ battlefield: ['Hill Giant'] }, { battlefield: ['Goblin Cadets'] }, 'beginCombat');
  t.attack({ 'Hill Giant': 'P2' });
  t.block({ 'Goblin Cadets': 'Hill Giant' });
  t.choose(['P1']); // the trigger's target opponent (P2's only opponent)
  t.resolve();
  t.expect({ objects: { 'Goblin Cadets': { controller: 'P1' } }, log_cites: ['506.4'] });
  t.advance('main2');
  // The Hill Giant stays blocked (509.1h) and deals no damage; the Cadets, out of combat, take none either.
  t.expect({ players: { P2: { life: 20 } }, zones: { 'Goblin Cadets': 'battlefield', 'Hill Giant': 'battlefield' } });
  assert.equal(t.state.objects[t.id('Goblin Cadets')]!.damage, 0);
});

test("Ambush Krotiq returns another creature you control to its owner's hand — never itself", () => {
  const t = game({
    hand: ['Ambush Krotiq'],
    battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'],
  });
  t.cast('Ambush Krotiq');
  t.resolve(); // the creature spell
  t.resolve(); // its enters trigger: the Bears is the only other creature
  t.expect({ zones: { 'Ambush Krotiq': 'battlefield', 'Grizzly Bears': 'hand' } });
});

test('701.9a: Null Brooch — "Discard your hand" discards every card in it as a cost', () => {
  modernDef('Null Brooch');
  modernDef('Mind Rot');
  const t = cardGame(
    {
      players: [
        { hand: ['Forest', 'Island'], battlefield: ['Null Brooch', 'Island', 'Island'], library: ['Island'] },
        { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'], library: ['Island'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Mind Rot', { targets: ['P1'] });
  t.activate('Null Brooch', { by: 'P1', targets: ['Mind Rot'] });
  t.expect({ players: { P1: { hand_count: 0 } }, zones: { Forest: 'graveyard' } });
  t.resolve();
  t.expect({ zones: { 'Mind Rot': 'graveyard' } });
});

test('702.73a: Irregular Cohort makes a Shapeshifter token with changeling, which is every creature type', () => {
  const t = game({ hand: ['Irregular Cohort'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] });
  t.cast('Irregular Cohort');
  t.resolve();
  t.resolve();
  const token = t.state.battlefield.find((id) => t.state.objects[id]!.cardId === null);
  assert.ok(token !== undefined, 'a token was created');
  const sub = chars(t.state, token).subtypes;
  assert.ok(
    ['Shapeshifter', 'Goblin', 'Elf', 'Merfolk'].every((s) => sub.includes(s)),
    'every creature type',
  );
});

test('611.3b: Akki War Paint — as long as enchanted permanent is a creature, it gets +2/+1 (an artifact gets nothing)', () => {
  const onBears = game({ hand: ['Akki War Paint'], battlefield: ['Mountain', 'Grizzly Bears'] });
  onBears.cast('Akki War Paint', { targets: ['Grizzly Bears'] });
  onBears.resolve();
  onBears.expect({ objects: { 'Grizzly Bears': { pt: '4/3' } } });
  const onStone = game({ hand: ['Akki War Paint'], battlefield: ['Mountain', 'Mind Stone'] });
  onStone.cast('Akki War Paint', { targets: ['Mind Stone'] });
  onStone.resolve();
  onStone.expect({ zones: { 'Akki War Paint': 'battlefield' } });
  assert.equal(chars(onStone.state, onStone.id('Mind Stone')).power ?? null, null); // no P/T: not a creature
});
