/** The compiler produces the same ability trees as the hand-written starter pool (packages/engine/src/cards/starter.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_CARDS } from '@arbiter/engine';
import { compileCard } from '../src/index.js';
import { db } from './helpers.js';

/** Ability trees without their human-readable `text` fields (Oracle wording differs between 2017 and now). */
function shape(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(shape);
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x))
      if (k !== 'text' || typeof v !== 'string' || !('kind' in x)) out[k] = shape(v);
    return out;
  }
  return x;
}

for (const starter of STARTER_CARDS) {
  const rec = db.get(starter.name);
  if (!rec) continue;
  test(`starter: ${starter.name} compiles to the hand-written tree`, () => {
    const c = compileCard(rec);
    assert.equal(c.status, 'full', c.failures.join(' | '));
    assert.deepEqual(shape(c.definition.abilities), shape(starter.abilities));
    assert.deepEqual(c.definition.types, starter.types);
    assert.deepEqual(c.definition.subtypes, starter.subtypes);
    assert.equal(c.definition.manaCost, starter.manaCost);
    if (starter.power !== undefined)
      assert.equal(`${c.definition.power}/${c.definition.toughness}`, `${starter.power}/${starter.toughness}`);
  });
}
