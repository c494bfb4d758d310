/**
 * Issue 13 §3: card data with symbols the rules don't define never stops a run. The fixture
 * (an MTGJSON AtomicCards file) holds the symbols the current 107.4 added since 2015 (hybrid
 * Phyrexian {G/W/P}, colourless hybrid {C/W}), Un-card symbols (half mana {HW}, {Y}, {Z}) and
 * one symbol no rule defines ({V}).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { cli } from './helpers.js';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'mana-symbols.AtomicCards.json');

test('107.4: cards coverage --data finishes on unknown symbols and lists those cards as none, with the clause', async () => {
  const r = await cli('cards', 'coverage', '--data', fixture, '--json');
  assert.equal(r.code, 0, r.err);
  const report = JSON.parse(r.out) as {
    total: number;
    full: number;
    none: number;
    unreadable: { name: string; reasons: string[] }[];
  };
  assert.equal(report.total, 7);
  const why = Object.fromEntries(report.unreadable.map((u) => [u.name, u.reasons.join('; ')]));
  assert.deepEqual(Object.keys(why).sort(), [
    'Glyph of the Unknown',
    'The Ultimate Nightmare of Wizards of the Coast® Customer Service',
  ]);
  assert.match(why['Glyph of the Unknown']!, /Mana cost \{1\}\{V\}: unknown mana symbol \{V\}/);
  assert.match(why['Glyph of the Unknown']!, /\{T\}: Add \{V\}\. \(unknown symbol \{V\}\)/);
  assert.match(
    why['The Ultimate Nightmare of Wizards of the Coast® Customer Service']!,
    /\{Y\} is a variable .*107\.3i/,
  );
  // Grizzly Bears and Little Girl ({HW}) compile fully; the symbols of the current 107.4 are read.
  assert.equal(report.full, 2);
  const text = await cli('cards', 'coverage', '--data', fixture);
  assert.equal(text.code, 0);
  assert.match(
    text.out,
    /Cards that could not be read \(2, counted as none\):\n {2}The Ultimate Nightmare[^\n]*\n {2}Glyph of the Unknown: Mana cost/,
  );
});

test("107.4: cards show reads hybrid Phyrexian and colourless hybrid costs, and names the unknown symbol of a card it can't read", async () => {
  const ajani = await cli('cards', 'show', 'Ajani, Sleeper Agent', '--data', fixture);
  assert.equal(ajani.code, 0, ajani.err);
  assert.match(ajani.out, /Mana value: 4 {3}Colors: WG/);
  const ulalek = await cli('cards', 'show', 'Ulalek, Fused Atrocity', '--data', fixture, '--json');
  assert.equal(ulalek.code, 0, ulalek.err);
  assert.equal((JSON.parse(ulalek.out) as { abilities: { status: string } }).abilities.status, 'partial');
  const glyph = await cli('cards', 'show', 'Glyph of the Unknown', '--data', fixture);
  assert.equal(glyph.code, 0, glyph.err);
  assert.match(glyph.out, /Compiled: none[\s\S]*Mana cost \{1\}\{V\}: unknown mana symbol \{V\}/);
});

test('107.4: deck check with cards holding unknown symbols reports them and does not crash', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-symbols-'));
  const deck = path.join(dir, 'deck.txt');
  writeFileSync(
    deck,
    '4 Glyph of the Unknown\n4 Ajani, Sleeper Agent\n4 Ulalek, Fused Atrocity\n4 Experiment Five\n44 Grizzly Bears\n',
  );
  const r = await cli('deck', 'check', deck, '--data', fixture);
  assert.match(r.out, /Glyph of the Unknown: none: "Mana cost \{1\}\{V\}: unknown mana symbol \{V\}"/);
  assert.match(r.out, /Experiment Five: none: "\{1\}\{Z\}: Put a \+1\/\+2 counter/);
});
