/** 201.5: a card's own name inside an ability it grants to another object means the granting card (normalize.ts OUTER). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { def, pool } from './helpers.js';

test('201.5: Blazing Torch — "Sacrifice Blazing Torch" inside the ability it grants names the Torch (the grantor), not the equipped creature', () => {
  const tree = JSON.stringify(def('Blazing Torch').abilities);
  assert.ok(tree.includes('"grantor":{"kind":"grantor"}'), 'the sacrifice cost names the grantor');
  assert.ok(tree.includes('"by":{"kind":"grantor"}'), 'the grantor deals the damage');
  assert.ok(!tree.includes('"self":true'), 'nothing sacrifices the creature that has the ability');
});

test('201.5: Archery Training — "arrow counters on Archery Training" in the granted ability is refused', () => {
  assert.notEqual(pool.compiled('Archery Training')?.status, 'full');
});

test('201.5: a card granting a quoted ability to itself still compiles (Villainous Ogre: "{B}: Regenerate Villainous Ogre.")', () => {
  def('Villainous Ogre');
});
