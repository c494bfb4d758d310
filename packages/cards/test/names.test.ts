// Name normalisation, tolerant lookup and suggestions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CardDatabase, editDistance, NameIndex, normalizeName, type CardRecord } from '../src/index.js';
import { ensureCardIndex, loadCardDatabase } from '../src/node.js';

ensureCardIndex({ quiet: true, pool: '2017' });
const db = loadCardDatabase({ pool: '2017' }); // assertions are about the January-2017 pool

test('normalizeName folds case, accents, ligatures and punctuation', () => {
  assert.equal(normalizeName("Lim-Dûl's Vault"), 'lim duls vault');
  assert.equal(normalizeName("lim-dul's vault"), 'lim duls vault');
  assert.equal(normalizeName('LIM DULS VAULT'), 'lim duls vault');
  assert.equal(normalizeName('Lim-Dûl’s Vault'), 'lim duls vault'); // typographic apostrophe
  assert.equal(normalizeName('Æther Vial'), 'aether vial');
  assert.equal(normalizeName('æther vial'), 'aether vial');
  assert.equal(normalizeName('Fire // Ice'), 'fire ice');
  assert.equal(normalizeName('Fire/Ice'), 'fire ice');
  assert.equal(normalizeName('  Jace,   the Mind  Sculptor '), 'jace the mind sculptor');
  assert.equal(normalizeName('Séance'), 'seance');
  assert.equal(normalizeName('_____'), '_____');
});

test('get is case-, accent- and punctuation-tolerant', () => {
  const vault = db.get("Lim-Dûl's Vault");
  assert.equal(vault?.name, "Lim-Dûl's Vault");
  assert.equal(db.get("lim-dul's vault"), vault);
  assert.equal(db.get('LIM DULS VAULT'), vault);
  assert.equal(db.get('Æther Vial')?.name, 'Aether Vial'); // AllSets spells it "Aether"
  assert.equal(db.get('aether vial')?.name, 'Aether Vial');
  assert.equal(db.get('fire/ice')?.name, 'Fire // Ice');
  assert.equal(db.get('jace the mind sculptor')?.name, 'Jace, the Mind Sculptor');
  assert.equal(db.get('_____')?.name, '_____');
  assert.equal(db.get('Lightning Bolts'), undefined);
  assert.equal(db.has('Counterspell'), true);
  assert.equal(db.has('Counterspel'), false);
});

test('editDistance counts single-character edits and honours its bound', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(editDistance('abc', 'abc'), 0);
  assert.equal(editDistance('lightnig bolt', 'lightning bolt'), 1);
  assert.equal(editDistance('abcdef', 'uvwxyz', 2), 3, 'stops early: bound + 1');
});

test('suggest: typos, prefixes and words, real names first', () => {
  assert.deepEqual(db.suggest('Lightnig Bolt', 3), ['Lightning Bolt', 'Lightning Blow', 'Lightning Blast']);
  assert.equal(db.suggest('Tarmogoyff', 1)[0], 'Tarmogoyf');
  assert.equal(db.suggest('Ancestral Recal', 1)[0], 'Ancestral Recall');
  assert.equal(db.suggest('Sol Rign', 1)[0], 'Sol Ring');
  assert.equal(db.suggest('jace the mind sculpter', 1)[0], 'Jace, the Mind Sculptor');
  assert.equal(db.suggest('Lim Dul Vault', 1)[0], "Lim-Dûl's Vault");
  // A prefix: every suggestion starts with it.
  const lightning = db.suggest('lightning', 3);
  assert.equal(lightning.length, 3);
  for (const s of lightning) assert.match(s, /^Lightning /);
  // A face of a multi-face card is suggested by its own name.
  assert.equal(db.suggest('Insectile Aberation', 1)[0], 'Insectile Aberration');
  // Every suggestion resolves.
  for (const s of db.suggest('Brisela', 5)) assert.ok(db.get(s), s);
  assert.deepEqual(db.suggest('anything', 0), []);
  assert.equal(db.suggest('xyzzy', 7).length, 7);
});

test('suggest ranks real cards above Un-cards and tokens at equal distance', () => {
  const rec = (name: string, extra: Partial<CardRecord> = {}): CardRecord => ({
    name,
    manaValue: 0,
    colors: [],
    typeLine: '',
    supertypes: [],
    types: [],
    subtypes: [],
    text: '',
    layout: 'normal',
    colorIdentity: [],
    printings: [],
    ...extra,
  });
  const small = new CardDatabase([
    rec('Goblin Token', { token: true }),
    rec('Goblin Tokens', { un: true }),
    rec('Goblin Tokex'),
  ]);
  // All three start with the query; the real card wins, then the shorter.
  assert.deepEqual(small.suggest('Goblin Toke', 3), ['Goblin Tokex', 'Goblin Token', 'Goblin Tokens']);
  // Without the penalty the token, listed first, would win the tie.
  const plain = new CardDatabase([rec('Goblin Token'), rec('Goblin Tokex')]);
  assert.deepEqual(plain.suggest('Goblin Toke', 2), ['Goblin Token', 'Goblin Tokex']);
});

test('NameIndex: the first registration of a key wins; faces resolve to their card', () => {
  const idx = new NameIndex();
  idx.add('Fire // Ice', 'Fire // Ice');
  idx.add('Fire', 'Fire // Ice');
  idx.add('fire', 'Something Else');
  assert.equal(idx.resolve('FIRE'), 'Fire // Ice');
  assert.equal(idx.resolve('fire / ice'), 'Fire // Ice');
  assert.equal(idx.resolve('ice'), undefined);
  assert.equal(idx.size, 2);
});
