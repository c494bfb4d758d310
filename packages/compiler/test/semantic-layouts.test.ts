/**
 * Modern card layouts played in engine games by card name: adventurer cards (715) and modal double-faced
 * cards (712), each face cast or played, with the characteristics it has in each zone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submit } from '@arbiter/engine';
import type { GameState, LegalAction, ObjectId } from '@arbiter/engine';
import { Scenario } from '@arbiter/engine';
import { CompiledPool } from '../src/index.js';
import { act, id, ok, resolveAll, modernDef, modernPool, modernScenario } from './helpers.js';

type CardEntry = Extract<LegalAction, { kind: 'cast' | 'playLand' }>;

function actions(g: GameState, card: ObjectId): CardEntry[] {
  assert.equal(g.pending?.kind, 'priority');
  if (g.pending?.kind !== 'priority') return [];
  return g.pending.actions.filter(
    (a): a is CardEntry => (a.kind === 'cast' || a.kind === 'playLand') && a.card === card,
  );
}

function objectIn(g: GameState, name: string, zone: string): ObjectId {
  const o = Object.values(g.objects).find(
    (x) => x.kind !== 'ability' && x.zone === zone && g.cards[x.defKey]?.name === name,
  );
  assert.ok(o, `${name} in ${zone}`);
  return o.id;
}

test('715.3 / 715.3b / 715.3d: Brazen Borrower cast as Petty Theft bounces a permanent, is exiled, then cast as the creature from exile', () => {
  modernDef('Brazen Borrower');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Brazen Borrower']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  const card = id(g, 'Brazen Borrower', 'hand');
  // 715.4: in the hand it has only its normal characteristics.
  assert.deepEqual(chars(g, card).types, ['Creature']);
  assert.equal(chars(g, card).name, 'Brazen Borrower');
  const entries = actions(g, card);
  assert.deepEqual(
    entries.map((e) => [e.name, e.kind === 'cast' && !!e.altFace]),
    [
      ['Brazen Borrower', false],
      ['Petty Theft', true],
    ],
  );
  act(g, 0, {
    kind: 'cast',
    card,
    altFace: true,
    targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
  });
  // 715.3b: on the stack the spell has only the Adventure's characteristics.
  const spell = objectIn(g, 'Brazen Borrower', 'stack');
  assert.equal(chars(g, spell).name, 'Petty Theft');
  assert.deepEqual(chars(g, spell).types, ['Instant']);
  assert.deepEqual(chars(g, spell).subtypes, ['Adventure']);
  assert.ok(g.log.some((e) => /casts Brazen Borrower#\d+ as Petty Theft \(an Adventure\)/.test(e.text)));
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'hand', 'Petty Theft returned the Bears');
  // 715.3d: exiled instead of going to the graveyard; castable from exile, but not as an Adventure again.
  const exiled = objectIn(g, 'Brazen Borrower', 'exile');
  assert.equal(chars(g, exiled).name, 'Brazen Borrower');
  assert.deepEqual(
    actions(g, exiled).map((e) => e.name),
    ['Brazen Borrower'],
  );
  const before = JSON.stringify(g);
  const refused = submit(g, 0, { kind: 'action', action: { kind: 'cast', card: exiled, altFace: true } });
  assert.equal(refused.ok, false);
  if (!refused.ok) assert.equal(refused.error.rule, '715.3d');
  assert.equal(JSON.stringify(g), before, 'a refused choice leaves the state unchanged');
  act(g, 0, { kind: 'cast', card: exiled });
  resolveAll(g);
  const borrower = objectIn(g, 'Brazen Borrower', 'battlefield');
  assert.deepEqual(chars(g, borrower).types, ['Creature']);
  assert.equal(chars(g, borrower).power, 3);
});

test('715.3d / 608.2b: an Adventure that is countered goes to the graveyard, not exile', () => {
  modernDef('Brazen Borrower');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island']);
  s.hand(0, ['Brazen Borrower']);
  s.battlefield(1, ['Grizzly Bears', 'Island', 'Island']);
  s.hand(1, ['Counterspell']);
  const g = s.start({ active: 0, step: 'main1' });
  const card = id(g, 'Brazen Borrower', 'hand');
  act(g, 0, { kind: 'cast', card, altFace: true, targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] });
  ok(g, 0, { kind: 'action', action: { kind: 'pass' } });
  const spell = objectIn(g, 'Brazen Borrower', 'stack');
  act(g, 1, { kind: 'cast', card: id(g, 'Counterspell', 'hand'), targets: [[{ kind: 'object', id: spell }]] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'battlefield');
  objectIn(g, 'Brazen Borrower', 'graveyard');
  assert.equal(g.playPermissions?.length ?? 0, 0, 'no permission to cast it');
});

test('715.3a: an Adventure is evaluated alone — Petty Theft needs a nonland permanent an opponent controls', () => {
  modernDef('Brazen Borrower');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island']);
  s.hand(0, ['Brazen Borrower']);
  const g = s.start({ active: 0, step: 'main1' });
  const card = id(g, 'Brazen Borrower', 'hand');
  assert.deepEqual(
    actions(g, card).map((e) => e.name),
    ['Brazen Borrower'],
    'no target for Petty Theft: only the creature is offered',
  );
});

test('Omen: Disruptive Stormbrood cast as Petty Revenge destroys a creature and is shuffled into its library', () => {
  modernDef('Disruptive Stormbrood');
  const s = modernScenario();
  s.battlefield(0, ['Swamp', 'Swamp']);
  s.hand(0, ['Disruptive Stormbrood']);
  s.library(0, ['Swamp', 'Swamp', 'Swamp']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  const card = id(g, 'Disruptive Stormbrood', 'hand');
  act(g, 0, { kind: 'cast', card, altFace: true, targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  objectIn(g, 'Disruptive Stormbrood', 'library');
  assert.equal(g.players[0]!.library.length, 4);
  assert.ok(g.log.some((e) => e.type === 'shuffle'));
});

test('712.8a / 712.8: Akoum Warrior played as Akoum Teeth enters as a tapped land; in the graveyard it is Akoum Warrior again', () => {
  modernDef('Akoum Warrior');
  const s = modernScenario();
  s.hand(0, ['Akoum Warrior']);
  s.battlefield(1, ['Strip Mine']);
  const g = s.start({ active: 0, step: 'main1' });
  const card = id(g, 'Akoum Warrior', 'hand');
  // 712.8a: in the hand, only the front face's characteristics.
  assert.deepEqual(chars(g, card).types, ['Creature']);
  assert.deepEqual(
    actions(g, card).map((e) => [e.kind, e.name]),
    [['playLand', 'Akoum Teeth']],
    'the creature is too expensive; its back face is a land to play',
  );
  act(g, 0, { kind: 'playLand', card, altFace: true });
  const land = objectIn(g, 'Akoum Warrior', 'battlefield');
  assert.equal(chars(g, land).name, 'Akoum Teeth');
  assert.deepEqual(chars(g, land).types, ['Land']);
  assert.equal(g.objects[land]!.tapped, true, 'This land enters tapped');
  assert.equal(g.players[0]!.landsPlayedThisTurn, 1);
  // 712.8a: destroyed, in the graveyard it has its front face's characteristics again.
  ok(g, 0, { kind: 'action', action: { kind: 'pass' } });
  act(g, 1, { kind: 'activate', source: id(g, 'Strip Mine'), ability: 1, targets: [[{ kind: 'object', id: land }]] });
  resolveAll(g);
  const dead = objectIn(g, 'Akoum Warrior', 'graveyard');
  assert.equal(chars(g, dead).name, 'Akoum Warrior');
  assert.deepEqual(chars(g, dead).types, ['Creature']);
});

test('712.8: a modal double-faced card whose front is a spell and back a land — Sejiri Shelter played as Sejiri Glacier, or cast', () => {
  modernDef('Sejiri Shelter');
  const s = modernScenario();
  s.battlefield(0, ['Plains', 'Plains', 'Grizzly Bears']);
  s.hand(0, ['Sejiri Shelter', 'Sejiri Shelter']);
  const g = s.start({ active: 0, step: 'main1' });
  const [first, second] = [id(g, 'Sejiri Shelter', 'hand', 0), id(g, 'Sejiri Shelter', 'hand', 1)];
  assert.deepEqual(
    actions(g, first).map((e) => [e.kind, e.name]),
    [
      ['playLand', 'Sejiri Glacier'],
      ['cast', 'Sejiri Shelter'],
    ],
  );
  // 400.4a applies to the face: the sorcery-faced card still enters as its land face.
  act(g, 0, { kind: 'playLand', card: first, altFace: true });
  const glacier = objectIn(g, 'Sejiri Shelter', 'battlefield');
  assert.equal(chars(g, glacier).name, 'Sejiri Glacier');
  // 305.2: one land a turn — the other copy's back face is no longer offered; a refused play changes nothing.
  assert.deepEqual(
    actions(g, second).map((e) => e.kind),
    ['cast'],
  );
  const before = JSON.stringify(g);
  const r = submit(g, 0, { kind: 'action', action: { kind: 'playLand', card: second, altFace: true } });
  assert.equal(r.ok, false);
  assert.equal(JSON.stringify(g), before);
  // 712.8a: the front face is cast as usual.
  act(g, 0, { kind: 'cast', card: second, targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] });
  assert.equal(chars(g, objectIn(g, 'Sejiri Shelter', 'stack')).name, 'Sejiri Shelter');
});

test('712.8: Birgi // Harnfel — the back face cast as a spell is that face on the stack and enters with it up', () => {
  // Birgi's own text doesn't compile; only Harnfel, Horn of Bounty (the face played here) has to.
  const { db } = modernPool();
  const partial = new CompiledPool(db, { allowPartial: true });
  assert.equal(partial.compiled('Birgi, God of Storytelling')?.faces[1]?.status, 'full');
  const s = new Scenario({ players: 2, cards: (n) => partial.definition(n) ?? modernPool().pool.definition(n) });
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Birgi, God of Storytelling', 'Mountain']);
  s.library(0, ['Island', 'Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  const card = id(g, 'Birgi, God of Storytelling', 'hand');
  assert.equal(chars(g, card).name, 'Birgi, God of Storytelling');
  assert.deepEqual(
    actions(g, card).map((e) => [e.name, e.kind === 'cast' && !!e.altFace]),
    [
      ['Birgi, God of Storytelling', false],
      ['Harnfel, Horn of Bounty', true],
    ],
  );
  act(g, 0, { kind: 'cast', card, altFace: true });
  const spell = objectIn(g, 'Birgi, God of Storytelling', 'stack');
  assert.equal(chars(g, spell).name, 'Harnfel, Horn of Bounty');
  assert.deepEqual(chars(g, spell).types, ['Artifact']);
  assert.ok(g.log.some((e) => /as Harnfel, Horn of Bounty \(its back face\)/.test(e.text)));
  resolveAll(g);
  const harnfel = objectIn(g, 'Birgi, God of Storytelling', 'battlefield');
  assert.equal(chars(g, harnfel).name, 'Harnfel, Horn of Bounty');
  assert.equal(chars(g, harnfel).manaCost, '{4}{R}');
  // Its ability works: discard a card, exile the top two cards of the library.
  act(g, 0, { kind: 'activate', source: harnfel, ability: 0 });
  if (g.pending?.kind !== 'priority') ok(g, 0, { kind: 'chooseObjects', objects: [id(g, 'Mountain', 'hand')] });
  resolveAll(g);
  assert.equal(Object.values(g.objects).filter((o) => o.zone === 'exile' && o.owner === 0).length, 2);
});

test('702.127a: Cut // Ribbons — Cut from the hand, then Ribbons (aftermath) only from the graveyard, then exiled', () => {
  modernDef('Cut // Ribbons');
  const s = modernScenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Cut // Ribbons']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  const card = id(g, 'Cut // Ribbons', 'hand');
  // From the hand only Cut is offered; Ribbons is refused with the rule, leaving the state unchanged.
  assert.deepEqual(
    actions(g, card).map((e) => e.name),
    ['Cut'],
  );
  const before = JSON.stringify(g);
  const r = submit(g, 0, { kind: 'action', action: { kind: 'cast', card, half: 1, x: 1 } });
  assert.equal(r.ok, false);
  if (!r.ok) assert.equal(r.error.rule, '702.127a');
  assert.equal(JSON.stringify(g), before);
  act(g, 0, { kind: 'cast', card, half: 0, targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard', 'Cut dealt 4 damage');
  const inYard = id(g, 'Cut // Ribbons', 'graveyard');
  // 709.4: in the graveyard it has both halves' characteristics; only Ribbons can be cast from there.
  assert.equal(chars(g, inYard).name, 'Cut // Ribbons');
  assert.deepEqual(
    actions(g, inYard).map((e) => e.name),
    ['Ribbons'],
  );
  const life = g.players[1]!.life;
  act(g, 0, { kind: 'cast', card: inYard, half: 1, x: 2 });
  resolveAll(g);
  assert.equal(g.players[1]!.life, life - 2, 'each opponent loses X life');
  objectIn(g, 'Cut // Ribbons', 'exile');
  assert.ok(g.log.some((e) => e.rules.includes('702.127a')));
});
