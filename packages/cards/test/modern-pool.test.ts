// The committed modern pool (data/modern-index.json.br, unpacked by npm install): the default pool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countCards } from '../src/index.js';
import { DEFAULT_POOL, loadCardDatabase } from '../src/node.js';

const db = loadCardDatabase();

test('the default pool is the modern pool: at least 30,000 playable cards through June 2026', () => {
  assert.equal(DEFAULT_POOL, 'modern');
  const counts = countCards(db);
  assert.ok(counts.total >= 30_000, `only ${counts.total} playable cards`);
  assert.ok(db.sets()['MSH'], 'Marvel Super Heroes (June 2026) is in the set table');
  assert.equal(
    loadCardDatabase({ pool: '2017' }).get('Ragavan, Nimble Pilferer'),
    undefined,
    'the 2017 pool stays selectable',
  );
});

test('every printing has its set code, release date and rarity', () => {
  let checked = 0;
  for (const c of db.all()) {
    for (const p of c.printings) {
      assert.ok(p.set && p.releaseDate && p.setName, `${c.name}: printing ${JSON.stringify(p)}`);
      if (!c.token) assert.ok(p.rarity, `${c.name} in ${p.set}: no rarity`);
      checked++;
    }
  }
  assert.ok(checked > 60_000, `${checked} printings`);
});

test('modern cards: Ragavan, and Bonecrusher Giant with both halves', () => {
  const ragavan = db.get('ragavan nimble pilferer');
  assert.equal(ragavan?.name, 'Ragavan, Nimble Pilferer');
  assert.ok(ragavan?.printings.some((p) => p.set === 'MH2' && p.rarity === 'mythic'));
  const giant = db.get('Bonecrusher Giant');
  assert.equal(giant?.name, 'Bonecrusher Giant // Stomp');
  assert.deepEqual(
    giant?.faces?.map((f) => f.name),
    ['Bonecrusher Giant', 'Stomp'],
  );
  assert.equal(db.get('Stomp')?.name, 'Bonecrusher Giant // Stomp');
});
