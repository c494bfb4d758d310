/**
 * Compiler snapshots (issue 16): the compiled ability tree, status and failed clauses of about 250
 * representative cards from both committed pools (keywords, modal spells, split, adventure, modal
 * double-faced, transform, flip, meld, leveler and class cards, sagas, planeswalkers, auras, equipment,
 * vehicles, tokens, triggers, replacement and prevention effects, mana abilities, alternative costs …),
 * compared with the committed files in test/snapshots, so that any change to a tree shows in review.
 *
 * Update after an intended compiler change:  UPDATE_SNAPSHOTS=1 npm test -- compiled-trees
 * To add a card, add `"Card Name": null` to the pool's file and run the update.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCardDatabase, type PoolName } from '@arbiter/cards/node';
import { compileCard } from '../src/index.js';
import { readJson, shown, UPDATE, writeJson } from './snapshot.js';

for (const pool of ['modern', '2017'] as const satisfies readonly PoolName[]) {
  test(`compiler snapshots: the ${pool} pool's representative cards compile to the committed trees`, () => {
    const file = new URL(`./snapshots/compiled-trees.${pool}.json`, import.meta.url);
    const expected = readJson<Record<string, unknown>>(file);
    const names = Object.keys(expected);
    assert.ok(names.length >= 50, `${file.pathname}: only ${names.length} cards`);
    const db = loadCardDatabase({ pool });
    const actual: Record<string, unknown> = {};
    for (const name of names) {
      const card = db.get(name);
      assert.ok(card, `${pool}: no card "${name}" in the pool`);
      actual[name] = shown(compileCard(card));
    }
    if (UPDATE) {
      writeJson(file, actual);
      return;
    }
    const changed = names.filter((n) => JSON.stringify(actual[n]) !== JSON.stringify(expected[n]));
    for (const n of changed) assert.deepEqual(actual[n], expected[n], `${pool}: "${n}" compiles differently`);
    assert.equal(changed.length, 0);
  });
}
