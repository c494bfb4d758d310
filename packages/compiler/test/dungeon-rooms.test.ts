/**
 * 309.4c: the room abilities of the dungeon cards (engine data, cards/dungeons.ts) are what the compiler reads from each
 * room's text; the rooms whose text the compiler can't read yet carry hand-written trees (listed here) or none.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DUNGEONS } from '@arbiter/engine';
import { compileCard } from '../src/compile.js';

/** Rooms whose text the compiler reads in other words with the same meaning. */
const READS: Readonly<Record<string, string>> = {
  // 111.4: a token named in the text ("Create The Atropal, a legendary …").
  'Cradle of the Death God':
    'Create a legendary 4/4 black God Horror creature token named The Atropal with deathtouch.',
  // 611.2a: a permission with no stated duration lasts as long as the cards remain exiled.
  'Runestone Caverns':
    'Exile the top two cards of your library. You may play those cards for as long as they remain exiled.',
};

/** Rooms with hand-written trees (the compiler can't read their text yet). */
const HAND_WRITTEN = new Set([
  'Throne of the Dead Three',
  'Veils of Fear',
  'Sandfall Cell',
  'Oubliette',
  "Mad Wizard's Lair",
]);

function compiledRoom(text: string) {
  const c = compileCard({
    name: 'Room',
    manaCost: '',
    manaValue: 0,
    colors: [],
    typeLine: 'Sorcery',
    supertypes: [],
    types: ['Sorcery'],
    subtypes: [],
    text,
    layout: 'normal',
    colorIdentity: [],
    printings: [],
  } as unknown as Parameters<typeof compileCard>[0]);
  const a = c.definition.abilities;
  if (c.status !== 'full' || a.length !== 1 || a[0]!.kind !== 'spell') return null;
  return { targets: a[0]!.targets, effects: a[0]!.effects };
}

test('309.4c: every encoded room ability is the compiled tree of its text', () => {
  for (const d of DUNGEONS)
    for (const r of d.rooms) {
      if (r.ability === null || HAND_WRITTEN.has(r.name)) continue;
      const compiled = compiledRoom(READS[r.name] ?? r.text);
      assert.ok(compiled, `${d.name}: ${r.name} compiles`);
      assert.deepEqual(r.ability, JSON.parse(JSON.stringify(compiled)), `${d.name}: ${r.name}`);
    }
});

test('309.4: each dungeon is a graph from its topmost room to one bottommost room', () => {
  for (const d of DUNGEONS) {
    const names = new Set(d.rooms.map((r) => r.name));
    for (const r of d.rooms) for (const n of r.next) assert.ok(names.has(n), `${d.name}: ${r.name} → ${n}`);
    assert.equal(d.rooms.filter((r) => r.next.length === 0).length, 1, `${d.name}: one bottommost room`);
  }
});
