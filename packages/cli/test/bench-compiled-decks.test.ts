/**
 * Issue 17, "measured against today's engine in one run": the playout bench's random compiled-card decks are fair
 * to every engine it compares. All engines play decks of the same card names, drawn only from cards that every
 * compared compiler compiles fully, and each engine plays its own compiler's definitions of them, made by that
 * checkout's own packages (a pinned commit's compiler with its own engine, never this checkout's).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCardDatabase } from '@arbiter/cards/node';
import { chooseDecks, compileWith, DECK_SIZE, SPELLS } from '../../engine/bench/compiled-decks.js';
import { root, tempFiles } from './helpers.js';

test('issue 17: the bench decks hold only cards every compared compiler compiles fully, the same names for each engine', () => {
  const mine = { 'Grizzly Bears': 'bears (mine)', 'Loyal Apprentice': 'apprentice', Forest: 'f', Plains: 'p' };
  const pinned = { 'Grizzly Bears': 'bears (pinned)', 'Llanowar Elves': 'elves', Forest: 'f', Plains: 'p' };
  const draws = [
    {
      colors: ['G', 'W'] as const,
      candidates: ['Loyal Apprentice', 'Grizzly Bears', 'Llanowar Elves', 'Grizzly Bears'],
    },
  ];
  const [a, b] = chooseDecks(draws, [mine, pinned]);
  const spells = ['Grizzly Bears', 'Grizzly Bears'];
  const lands = Array.from({ length: DECK_SIZE - spells.length }, (_, i) => (i % 2 === 0 ? 'Forest' : 'Plains'));
  assert.deepEqual(a!.decks, [[...spells, ...lands]]);
  assert.deepEqual(b!.decks, a!.decks);
  assert.deepEqual(a!.cards, { 'Grizzly Bears': 'bears (mine)', Forest: 'f', Plains: 'p' });
  assert.deepEqual(b!.cards, { 'Grizzly Bears': 'bears (pinned)', Forest: 'f', Plains: 'p' });
});

test('issue 17: a bench deck takes at most 36 spells, in drawing order', () => {
  const full = Object.fromEntries(
    ['Forest', 'Island', ...Array.from({ length: 50 }, (_, i) => `c${i}`)].map((n) => [n, n]),
  );
  const [d] = chooseDecks([{ colors: ['G', 'U'], candidates: Array.from({ length: 50 }, (_, i) => `c${i}`) }], [full]);
  assert.equal(d!.decks[0]!.length, DECK_SIZE);
  assert.deepEqual(d!.decks[0]!.slice(0, SPELLS + 1), [...Array.from({ length: SPELLS }, (_, i) => `c${i}`), 'Forest']);
});

test("issue 17: a checkout's compiler compiles the bench cards with that checkout's own @arbiter packages", () => {
  const fake = tempFiles({ 'package.json': '{ "type": "module" }\n' });
  const write = (file: string, text: string): void => {
    mkdirSync(path.dirname(path.join(fake, file)), { recursive: true });
    writeFileSync(path.join(fake, file), text);
  };
  write('packages/engine/src/index.ts', "export const WHO = 'the fake checkout\\'s engine';\n");
  write(
    'packages/compiler/src/index.ts',
    "import { WHO } from '@arbiter/engine';\n" +
      'export class CompiledPool {\n' +
      '  constructor(private readonly db: { get(n: string): unknown }) {}\n' +
      "  definition(name: string) { return this.db.get(name) && name.startsWith('G') ? { name, by: WHO } : undefined; }\n" +
      '}\n',
  );
  const dir = tempFiles({
    'records.json': JSON.stringify([{ name: 'Grizzly Bears' }, { name: 'Llanowar Elves' }]),
  });
  const full = compileWith(fake, path.join(dir, 'records.json'), path.join(dir, 'out.json'));
  assert.deepEqual(full, { 'Grizzly Bears': { name: 'Grizzly Bears', by: "the fake checkout's engine" } });
});

test("issue 17: this checkout's compiler gives the bench its full definitions", () => {
  const db = loadCardDatabase();
  const dir = tempFiles({
    'records.json': JSON.stringify(['Grizzly Bears', 'Forest'].map((n) => db.get(n))),
  });
  const full = compileWith(root, path.join(dir, 'records.json'), path.join(dir, 'out.json'));
  assert.deepEqual(Object.keys(full).sort(), ['Forest', 'Grizzly Bears']);
  assert.equal((full['Grizzly Bears'] as { name: string }).name, 'Grizzly Bears');
});
