/** 201.5: a card's own name inside an ability it grants to another object means the granting card (normalize.ts OUTER). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { def, pool } from './helpers.js';

test('201.5: Blazing Torch — "Sacrifice Blazing Torch" inside the ability it grants is refused, not read as the equipped creature', () => {
  const c = pool.compiled('Blazing Torch');
  assert.ok(c);
  assert.notEqual(c.status, 'full');
  assert.ok(
    c.failures.some((f) => f.includes('Sacrifice Blazing Torch')),
    c.failures.join(' | '),
  );
});

test('201.5: Archery Training — "arrow counters on Archery Training" in the granted ability is refused', () => {
  assert.notEqual(pool.compiled('Archery Training')?.status, 'full');
});

test('201.5: a card granting a quoted ability to itself still compiles (Villainous Ogre: "{B}: Regenerate Villainous Ogre.")', () => {
  def('Villainous Ogre');
});
