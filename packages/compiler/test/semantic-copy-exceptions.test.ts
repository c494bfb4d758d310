/**
 * 707.9 / 707.9b: "You may have ~ enter as a copy of …, except …" — the exceptions become part of the copy's copiable
 * values, so a copy of the copy has them too; "enter tapped as a copy" (614.1c); "a creature you control" offers only
 * those. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState, type ObjectId } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, ok } from './helpers.js';

/** The permanent that entered last. */
function newest(g: GameState): ObjectId {
  return g.battlefield[g.battlefield.length - 1]!;
}

/** Casts `card` with everything on the battlefield as mana and lets it resolve up to its copy choice. */
function castCopier(t: CardGame, card: string): void {
  t.cast(card);
  t.pass(2);
  const d = t.pending;
  assert.ok(d?.kind === 'chooseObjects' && d.purpose === 'copy', `expected the copy choice, got ${d?.kind}`);
}

test('707.9b: Quicksilver Gargantuan enters as a copy of Grizzly Bears, except it is 7/7', () => {
  modernDef('Quicksilver Gargantuan');
  const t = cardGame(
    {
      players: [
        { hand: ['Quicksilver Gargantuan'], battlefield: Array(7).fill('Island') },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  castCopier(t, 'Quicksilver Gargantuan');
  t.choose(['Grizzly Bears']);
  const g = t.state;
  const copy = newest(g);
  assert.equal(chars(g, copy).name, 'Grizzly Bears');
  assert.deepEqual([chars(g, copy).power, chars(g, copy).toughness], [7, 7]);
  assert.deepEqual(chars(g, copy).subtypes, ['Bear']);
});

test('707.9b: Copy Artifact copies Juggernaut and is an enchantment too; a Clone copying it copies that exception', () => {
  modernDef('Copy Artifact');
  const t = cardGame(
    {
      players: [
        { hand: ['Copy Artifact', 'Clone'], battlefield: Array(6).fill('Island') },
        { battlefield: ['Juggernaut'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  castCopier(t, 'Copy Artifact');
  t.choose(['Juggernaut']);
  const g = t.state;
  const copy = newest(g);
  assert.equal(chars(g, copy).name, 'Juggernaut');
  assert.deepEqual([...chars(g, copy).types].sort(), ['Artifact', 'Creature', 'Enchantment']);
  assert.equal(g.objects[copy]!.controller, 0);
  t.cast('Clone');
  t.pass(2);
  ok(g, 0, { kind: 'chooseObjects', objects: [copy] }); // two Juggernauts: chosen by object
  const clone = newest(g);
  assert.notEqual(clone, copy);
  assert.equal(chars(g, clone).name, 'Juggernaut');
  assert.ok(chars(g, clone).types.includes('Enchantment'), 'the exception is part of the copiable values (707.9b)');
});

test("707.9b: Auton Soldier copying Isamaru, Hound of Konda isn't legendary, is an artifact, and has myriad", () => {
  modernDef('Auton Soldier');
  const t = cardGame(
    {
      players: [{ hand: ['Auton Soldier'], battlefield: [...Array(6).fill('Island'), 'Isamaru, Hound of Konda'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  castCopier(t, 'Auton Soldier');
  t.choose(['Isamaru, Hound of Konda']);
  const g = t.state;
  const copy = newest(g);
  const c = chars(g, copy);
  assert.equal(c.name, 'Isamaru, Hound of Konda');
  assert.deepEqual(c.supertypes, []);
  assert.deepEqual([...c.types].sort(), ['Artifact', 'Creature']);
  assert.ok(
    c.abilities.some((a) => a.kind === 'triggered' && a.text === 'Myriad'),
    'it has myriad',
  );
  // Not legendary: the legend rule (704.5j) leaves both on the battlefield.
  assert.equal(g.battlefield.filter((x) => chars(g, x).name === 'Isamaru, Hound of Konda').length, 2);
});

test("707.9a: Dack's Duplicate copying Grizzly Bears has haste (the original has not)", () => {
  modernDef("Dack's Duplicate");
  const t = cardGame(
    {
      players: [
        { hand: ["Dack's Duplicate"], battlefield: ['Island', 'Island', 'Mountain', 'Mountain', 'Grizzly Bears'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  castCopier(t, "Dack's Duplicate");
  t.choose(['Grizzly Bears']);
  const g = t.state;
  const copy = newest(g);
  assert.ok(chars(g, copy).keywords.has('haste'));
  assert.ok(!chars(g, id0(g, 'Grizzly Bears', copy)).keywords.has('haste'), 'the original has no haste');
});

/** The other permanent named `name` than `not`. */
function id0(g: GameState, name: string, not: ObjectId): ObjectId {
  return g.battlefield.find((x) => x !== not && chars(g, x).name === name)!;
}

test('707.9: Mirror Image may copy only a creature its controller controls', () => {
  modernDef('Mirror Image');
  const t = cardGame(
    {
      players: [
        { hand: ['Mirror Image'], battlefield: [...Array(3).fill('Island'), 'Grizzly Bears'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  castCopier(t, 'Mirror Image');
  const d = t.pending!;
  assert.ok(d.kind === 'chooseObjects');
  assert.deepEqual(
    d.options.map((x) => chars(t.state, x).name),
    ['Grizzly Bears'],
    'only a creature its controller controls is offered',
  );
  t.choose(['Grizzly Bears']);
  const c = chars(t.state, newest(t.state));
  assert.equal(c.name, 'Grizzly Bears');
  assert.deepEqual([c.power, c.toughness], [2, 2]);
});

test('614.1c / 707.9: Vesuva enters tapped as a copy of a Forest', () => {
  modernDef('Vesuva');
  const t = cardGame(
    {
      players: [{ hand: ['Vesuva'], battlefield: ['Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.play('Vesuva');
  const d = t.pending;
  assert.ok(d?.kind === 'chooseObjects' && d.purpose === 'copy', `expected the copy choice, got ${d?.kind}`);
  t.choose(['Forest']);
  const g = t.state;
  const copy = newest(g);
  assert.equal(chars(g, copy).name, 'Forest');
  assert.equal(g.objects[copy]!.tapped, true);
});
