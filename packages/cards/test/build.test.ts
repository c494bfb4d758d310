// The AllSets build step: records for known cards, flags, counts, shards, lazy loading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { countCards, LazyCardDatabase, type CardIndexFile, type ShardFile, type ShardIndexFile } from '../src/index.js';
import { BUILD_SCRIPT, POOL_2017_INDEX_PATH, shardDir, ensureCardIndex, loadCardDatabase } from '../src/node.js';

ensureCardIndex({ quiet: true, pool: '2017' }); // builds the index when missing (fresh clone, no npm run build yet)
const db = loadCardDatabase({ pool: '2017' }); // assertions are about the January-2017 pool
const SHARD_DIR_2017 = shardDir('2017');

function card(name: string) {
  const c = db.get(name);
  assert.ok(c, `${name} is in the index`);
  return c;
}

test('the index holds every AllSets card name once', () => {
  assert.equal(db.size, 16824);
  const names = db.all().map((c) => c.name);
  assert.equal(new Set(names).size, names.length);
  assert.deepEqual([...names].sort(), names, 'sorted by name');
  assert.equal(db.sets()['LEA']?.name, 'Limited Edition Alpha');
  assert.equal(Object.keys(db.sets()).length, 202);
});

test('Lightning Bolt: characteristics and printings, newest first', () => {
  const bolt = card('Lightning Bolt');
  assert.equal(bolt.manaCost, '{R}');
  assert.equal(bolt.manaValue, 1);
  assert.deepEqual(bolt.colors, ['R']);
  assert.deepEqual(bolt.colorIdentity, ['R']);
  assert.deepEqual(bolt.types, ['Instant']);
  assert.deepEqual(bolt.supertypes, []);
  assert.equal(bolt.typeLine, 'Instant');
  assert.equal(bolt.text, 'Lightning Bolt deals 3 damage to target creature or player.');
  assert.equal(bolt.layout, 'normal');
  assert.equal(bolt.faces, undefined);
  assert.equal(bolt.un, undefined);
  assert.equal(bolt.token, undefined);
  assert.equal(bolt.printings.length, 16);
  assert.deepEqual(bolt.printings[0], {
    set: 'MM2',
    setName: 'Modern Masters 2015 Edition',
    setType: 'reprint',
    releaseDate: '2015-05-22',
  });
  assert.deepEqual(bolt.printings.at(-1), {
    set: 'LEA',
    setName: 'Limited Edition Alpha',
    setType: 'core',
    releaseDate: '1993-08-05',
  });
  const dates = bolt.printings.map((p) => p.releaseDate!);
  assert.deepEqual([...dates].sort().reverse(), dates);
  // A promo's own date (pJGP: "1998" in AllSets) overrides its set's.
  assert.equal(bolt.printings.find((p) => p.set === 'pJGP')?.releaseDate, '1998-01-01');
});

test('characteristics come from the latest printing', () => {
  // Ornithopter's reminder text was dropped in later printings.
  assert.equal(card('Ornithopter').text, 'Flying');
  assert.equal(card('Ornithopter').printings[0]!.set, 'AER');
  assert.equal(card('Ornithopter').printings.at(-1)!.set, 'ATQ');
});

test('Fire // Ice: a split card with combined top-level characteristics and two faces', () => {
  const fi = card('Fire // Ice');
  assert.equal(fi.layout, 'split');
  assert.equal(fi.manaCost, '{1}{R} // {1}{U}');
  assert.equal(fi.manaValue, 4);
  assert.deepEqual(fi.colors, ['U', 'R']);
  assert.deepEqual(fi.types, ['Instant']);
  assert.equal(fi.faces?.length, 2);
  const [fire, ice] = fi.faces!;
  assert.equal(fire!.name, 'Fire');
  assert.equal(fire!.manaCost, '{1}{R}');
  assert.equal(fire!.manaValue, 2);
  assert.deepEqual(fire!.colors, ['R']);
  assert.match(fire!.text, /^Fire deals 2 damage divided as you choose/);
  assert.equal(ice!.name, 'Ice');
  assert.deepEqual(ice!.colors, ['U']);
  assert.equal(ice!.text, 'Tap target permanent.\nDraw a card.');
  assert.equal(fi.text, `${fire!.text}\n//\n${ice!.text}`);
  assert.deepEqual(
    fi.printings.map((p) => p.set),
    ['DDJ', 'CMD', 'pFNM', 'APC'],
  );
  assert.equal(fi.printings[2]!.releaseDate, '2006-12-01');
  // Each half's name finds the card.
  assert.equal(db.get('Fire'), fi);
  assert.equal(db.get('ice'), fi);
});

test('Akki Lavarunner: a flip card', () => {
  const akki = card('Akki Lavarunner');
  assert.equal(akki.name, 'Akki Lavarunner // Tok-Tok, Volcano Born');
  assert.equal(akki.layout, 'flip');
  assert.equal(akki.power, '1');
  assert.deepEqual(akki.subtypes, ['Goblin', 'Warrior']);
  const tok = akki.faces![1]!;
  assert.equal(tok.name, 'Tok-Tok, Volcano Born');
  assert.deepEqual(tok.supertypes, ['Legendary']);
  assert.deepEqual(tok.subtypes, ['Goblin', 'Shaman']);
  assert.equal(tok.power, '2');
  assert.equal(tok.toughness, '2');
  assert.match(tok.text, /^Protection from red\n/);
  assert.equal(db.get('Tok-Tok, Volcano Born'), akki);
});

test('Delver of Secrets: a double-faced card; the back face has no mana cost', () => {
  const delver = card('Delver of Secrets');
  assert.equal(delver.name, 'Delver of Secrets // Insectile Aberration');
  assert.equal(delver.layout, 'transform');
  assert.equal(delver.manaCost, '{U}');
  assert.equal(delver.manaValue, 1);
  assert.equal(delver.power, '1');
  const back = delver.faces![1]!;
  assert.equal(back.name, 'Insectile Aberration');
  assert.equal(back.manaCost, undefined);
  assert.equal(back.manaValue, 0);
  assert.deepEqual(back.colors, ['U']);
  assert.equal(back.text, 'Flying');
  assert.equal(back.power, '3');
  assert.equal(back.toughness, '2');
  assert.deepEqual(
    delver.printings.map((p) => p.set),
    ['ISD'],
  );
});

test('Bruna, the Fading Light: a meld card, each half with the melded face', () => {
  const bruna = card('Bruna, the Fading Light');
  assert.equal(bruna.name, 'Bruna, the Fading Light // Brisela, Voice of Nightmares');
  assert.equal(bruna.layout, 'meld');
  assert.deepEqual(
    bruna.faces!.map((f) => f.name),
    ['Bruna, the Fading Light', 'Brisela, Voice of Nightmares'],
  );
  assert.equal(bruna.manaValue, 7);
  assert.equal(bruna.power, '5');
  assert.equal(bruna.faces![1]!.power, '9');
  assert.equal(bruna.faces![1]!.toughness, '10');
  assert.deepEqual(bruna.faces![1]!.subtypes, ['Eldrazi', 'Angel']);
  const gisela = card('Gisela, the Broken Blade');
  assert.deepEqual(
    gisela.faces!.map((f) => f.name),
    ['Gisela, the Broken Blade', 'Brisela, Voice of Nightmares'],
  );
  // The melded card is a face, not a card of its own.
  assert.equal(db.all().filter((c) => c.name.startsWith('Brisela')).length, 0);
  const melds = db
    .all()
    .filter((c) => c.layout === 'meld')
    .map((c) => c.name);
  assert.equal(melds.length, 6);
  assert.ok(melds.includes('Hanweir Battlements // Hanweir, the Writhing Township'));
  assert.ok(melds.includes('Midnight Scavengers // Chittering Host'));
});

test('Who // What // When // Where // Why: a five-part Un split card', () => {
  const w = card('Who');
  assert.equal(w.name, 'Who // What // When // Where // Why');
  assert.equal(w.faces?.length, 5);
  assert.equal(w.un, true);
});

test('Un-cards are flagged, including silver-bordered promos; basic lands reprinted in Un-sets are not', () => {
  assert.equal(card('Ach! Hans, Run!').un, true);
  assert.equal(card('B.F.M. (Big Furry Monster)').un, true);
  assert.equal(card('Fruitcake Elemental').un, true); // Happy Holidays promo, silver border
  assert.equal(card("Ashnod's Coupon").un, true); // UGL + silver-bordered Arena promo
  assert.equal(card('Plains').un, undefined);
  assert.equal(card('Plains').supertypes[0], 'Basic');
});

test('token cards are flagged', () => {
  const t = card('Pegasus token card');
  assert.equal(t.token, true);
  assert.equal(t.layout, 'token');
  assert.equal(card('Eldrazi Spawn').token, true);
});

test('casual-variant cards are kept and flagged', () => {
  const plane = card('Academy at Tolaria West');
  assert.equal(plane.variant, 'plane');
  assert.equal(plane.layout, 'planar');
  assert.deepEqual(plane.types, ['Plane']);
  assert.deepEqual(plane.subtypes, ['Dominaria']);
  assert.match(plane.text, /draw seven cards/);
  assert.deepEqual(
    plane.printings.map((p) => p.set),
    ['PCA', 'HOP'],
  );
  assert.equal(card('Chaotic Aether').variant, 'phenomenon');
  const scheme = card('All in Good Time');
  assert.equal(scheme.variant, 'scheme');
  assert.equal(scheme.layout, 'scheme');
  assert.match(scheme.text, /^When you set this scheme in motion, take an extra turn/);
  assert.equal(card('Ongoing Investigation').variant, undefined); // an enchantment, not an ongoing scheme
  const vanguard = card('Akroma, Angel of Wrath Avatar');
  assert.equal(vanguard.variant, 'vanguard');
  assert.equal(typeof vanguard.hand, 'number');
  assert.equal(typeof vanguard.life, 'number');
  assert.equal(card('Advantageous Proclamation').variant, 'conspiracy');
  const counts: Record<string, number> = {};
  for (const c of db.all()) if (c.variant) counts[c.variant] = (counts[c.variant] ?? 0) + 1;
  assert.deepEqual(counts, { conspiracy: 25, phenomenon: 8, plane: 78, scheme: 45, vanguard: 106 });
});

test('countCards excludes Un-cards and tokens from the total', () => {
  const c = countCards(db);
  assert.equal(c.unset, 233);
  assert.equal(c.tokens, 28);
  // The six UGL token cards are both Un-cards and tokens.
  assert.equal(db.all().filter((x) => x.un && x.token).length, 6);
  assert.equal(c.total, db.size - c.unset - c.tokens + 6);
  assert.equal(c.total, 16569);
  assert.equal(c.byType['Creature'], 8637);
  assert.equal(c.byType['Planeswalker'], 81);
  assert.equal(c.byType['Plane'], 78);
});

test('generated files: the one-file index and the shards hold the same records', () => {
  const index = JSON.parse(readFileSync(POOL_2017_INDEX_PATH, 'utf8')) as CardIndexFile;
  assert.equal(index.format, 'arbiter-card-index');
  assert.equal(index.source.version, '3.8.1');
  const shardIndex = JSON.parse(readFileSync(path.join(SHARD_DIR_2017, 'index.json'), 'utf8')) as ShardIndexFile;
  const files = readdirSync(SHARD_DIR_2017)
    .filter((f) => f !== 'index.json')
    .sort();
  assert.deepEqual(files, shardIndex.shards.map((k) => `${k}.json`).sort());
  const fromShards = files.flatMap(
    (f) => (JSON.parse(readFileSync(path.join(SHARD_DIR_2017, f), 'utf8')) as ShardFile).cards,
  );
  fromShards.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  assert.deepEqual(fromShards, index.cards);
  assert.equal(shardIndex.names.length, index.cards.length);
  const delverRow = shardIndex.names.find((r) => r[0] === 'Delver of Secrets // Insectile Aberration');
  assert.deepEqual(delverRow, [
    'Delver of Secrets // Insectile Aberration',
    'd',
    '',
    'Delver of Secrets',
    'Insectile Aberration',
  ]);
});

test('the build step skips work when the index is newer than its input', () => {
  const r = spawnSync(process.execPath, [BUILD_SCRIPT], { encoding: 'utf8' });
  assert.equal(r.status, 0);
  assert.match(r.stderr, /up to date/);
});

test('LazyCardDatabase loads the index, then only the shard it needs', async () => {
  const fetched: string[] = [];
  const lazy = new LazyCardDatabase(async (p) => {
    fetched.push(p);
    return readFileSync(path.join(SHARD_DIR_2017, p), 'utf8');
  });
  const bolt = await lazy.get('lightning bolt');
  assert.equal(bolt?.name, 'Lightning Bolt');
  assert.deepEqual(bolt?.printings[0], db.get('Lightning Bolt')!.printings[0]);
  assert.deepEqual(fetched, ['index.json', 'l.json']);
  assert.equal((await lazy.get('Insectile Aberration'))?.name, 'Delver of Secrets // Insectile Aberration');
  assert.equal((await lazy.get("lim-dul's vault"))?.name, "Lim-Dûl's Vault");
  assert.equal(await lazy.get('No Such Card'), undefined);
  assert.deepEqual(fetched, ['index.json', 'l.json', 'd.json']);
  assert.deepEqual(await lazy.suggest('Lightnig Bolt', 3), db.suggest('Lightnig Bolt', 3));
  assert.equal(fetched.length, 3, 'suggestions need no shard');
  const all = await lazy.all();
  assert.equal(all.length, db.size);
  assert.deepEqual(
    all.map((c) => c.name),
    db.all().map((c) => c.name),
  );
});

test('the browser-facing modules (index, lazy) import nothing from Node, transitively', () => {
  const seen = new Set<string>();
  const visit = (url: URL) => {
    if (seen.has(url.href)) return;
    seen.add(url.href);
    const src = readFileSync(url, 'utf8');
    for (const m of src.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const spec = m[1]!;
      if (spec === '@arbiter/engine') continue; // pure by the engine's own invariant (no Node or DOM types)
      assert.ok(spec.startsWith('./') || spec.startsWith('../'), `${url.pathname} imports ${spec}`);
      visit(new URL(spec.replace(/\.js$/, '.ts'), url));
    }
  };
  visit(new URL('../src/index.ts', import.meta.url));
  assert.ok(seen.has(new URL('../src/lazy.ts', import.meta.url).href));
  assert.ok(seen.size > 10);
  assert.ok(!seen.has(new URL('../src/node.ts', import.meta.url).href));
});
