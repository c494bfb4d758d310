// The OCTGN set.xml importer, on hand-written set files shaped like the real ones
// (test/fixtures/octgn): every layout, flattened records, spaced costs, broken files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CardDatabase,
  costParts,
  importOctgnSets,
  legalityByDate,
  parseXml,
  rulesText,
  type CardRecord,
} from '../src/index.js';
import { loadCardFile } from '../src/node.js';

const dir = fileURLToPath(new URL('./fixtures/octgn/', import.meta.url));
const file = (p: string) => ({ path: p, text: readFileSync(`${dir}${p}`, 'utf8') });
const result = importOctgnSets([file('set.xml'), file('older/set.xml'), file('bad.xml')]);
const db = new CardDatabase(result.records, result.sets);
const card = (name: string): CardRecord => {
  const c = db.get(name);
  assert.ok(c, `no ${name}`);
  return c;
};

test('the set table: code, name (entities decoded), release date and kind', () => {
  assert.deepEqual(result.sets['FIX'], {
    code: 'FIX',
    name: 'Fixture Set & Friends',
    releaseDate: '2024-02-09',
    type: 'supplemental',
  });
  assert.equal(result.sets['OLD']?.releaseDate, '2011-09-30');
});

test('a malformed file is skipped with a warning naming it and the line', () => {
  assert.ok(
    result.warnings.some((w) => w.startsWith('bad.xml: not readable XML (line 1')),
    result.warnings.join('\n'),
  );
  const r = parseXml('<set><cards></set>');
  assert.equal(r.ok, false);
});

test('adventure: the creature and its Adventure, found by either name', () => {
  const c = card('Bonecrusher Giant');
  assert.equal(c.name, 'Bonecrusher Giant // Stomp');
  assert.equal(c.layout, 'adventure');
  assert.deepEqual(
    c.faces?.map((f) => [f.name, f.manaCost, f.typeLine]),
    [
      ['Bonecrusher Giant', '{2}{R}', 'Creature — Giant'],
      ['Stomp', '{1}{R}', 'Instant — Adventure'],
    ],
  );
  assert.equal(c.power, '4');
  assert.equal(c.faces?.[1]?.power, undefined, 'an empty Power property is no power');
  assert.equal(db.get('Stomp')?.name, c.name);
});

test('split with fuse: halves A and B; the fused whole (splitC) is dropped; 709.4 combined characteristics', () => {
  const c = card('Wear // Tear');
  assert.equal(c.layout, 'split');
  assert.deepEqual(
    c.faces?.map((f) => f.name),
    ['Wear', 'Tear'],
  );
  assert.equal(c.manaCost, '{1}{R} // {W}');
  assert.equal(c.manaValue, 3);
  assert.deepEqual(c.colors, ['W', 'R']);
  assert.match(c.faces![0]!.text, /^Destroy target artifact\.\nFuse/);
});

test('rooms are split enchantments; aftermath is recognised from its second half', () => {
  const room = card('Bottomless Pool // Locker Room');
  assert.equal(room.layout, 'split');
  assert.deepEqual(
    room.faces?.map((f) => f.subtypes),
    [['Room'], ['Room']],
  );
  assert.equal(card('Dusk // Dawn').layout, 'aftermath');
});

test('flip: symbols laid out on their own lines join back into one cost', () => {
  const c = card('Budoka Gardener');
  assert.equal(c.layout, 'flip');
  assert.match(c.faces![0]!.text, /^\{T\}: You may put a land card/);
  assert.equal(
    c.faces![1]!.text,
    '{4}{G}{G}, {T}: Create an X/X green Elemental creature token, where X is the number of lands you control.',
  );
  assert.equal(c.faces![1]!.manaCost, undefined);
});

test('transform, modal DFC, meld and battle layouts', () => {
  const delver = card('Insectile Aberration');
  assert.equal(delver.layout, 'transform');
  assert.match(delver.text, /^At the beginning of your upkeep/, 'the newest printing gives the text');
  assert.deepEqual(
    delver.printings.map((p) => [p.set, p.rarity]),
    [
      ['FIX', 'common'],
      ['OLD', 'uncommon'],
    ],
    'every printing, newest first, with its rarity',
  );
  const mdfc = card('Valakut Awakening');
  assert.equal(mdfc.layout, 'modal_dfc');
  assert.equal(
    mdfc.faces![1]!.text,
    "As Valakut Stoneforge enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {R}.",
  );
  const meld = card('Titania, Voice of Gaea');
  assert.equal(meld.layout, 'meld');
  assert.deepEqual(
    meld.faces?.map((f) => f.name),
    ['Titania, Voice of Gaea', 'Titania, Gaea Incarnate'],
  );
  const battle = card('Invasion of Ravnica');
  assert.deepEqual(battle.types, ['Battle']);
  assert.equal(battle.defense, undefined, 'the OCTGN data gives no defense');
});

test('flattened two-part record: faces cut at " // " in name, cost and type line, with no text', () => {
  const c = card('Elite Interceptor // Rejoinder');
  assert.equal(c.layout, 'flattened');
  assert.deepEqual(
    c.faces?.map((f) => [f.name, f.manaCost, f.typeLine, f.text]),
    [
      ['Elite Interceptor', '{W}', 'Creature — Human Wizard', ''],
      ['Rejoinder', '{1}{W}', 'Sorcery', ''],
    ],
  );
  assert.equal(db.get('Rejoinder')?.name, c.name);
});

test('costs with spaces and newer symbols keep every symbol; sagas get their layout', () => {
  const c = card('Spaced Out');
  assert.equal(c.manaCost, '{G/W/P}{C/W}{HW}');
  assert.equal(c.printings[0]?.rarity, 'special');
  assert.equal(card("Urza's Saga").layout, 'saga');
  assert.equal(card("Urza's Saga").text, 'I — This Saga gains "{T}: Add {C}."');
});

test('rulesText and costParts on raw elements', () => {
  const r = parseXml('<property name="Rules">Flying\n<s value="T">{T}</s>: Add <s value="G">{G}</s>.</property>');
  assert.ok(r.ok);
  if (r.ok) assert.equal(rulesText(r.root), 'Flying\n{T}: Add {G}.');
  const c = parseXml('<property name="Cost"><s>{1}</s>\n   <s>{r}</s> // <s>{B}</s></property>');
  assert.ok(c.ok);
  if (c.ok) assert.deepEqual(costParts(c.root), ['{1}{R}', '{B}']);
});

test('legality by release date: premier sets, Modern from 8th Edition, Pauper by common printings', () => {
  const bolt = {
    ...card('Spaced Out'),
    printings: [{ set: 'M10', releaseDate: '2009-07-17', setType: 'core', rarity: 'common' }],
  };
  const l = legalityByDate(bolt);
  assert.equal(l.modern, 'legal');
  assert.equal(l.pioneer, 'not_legal');
  assert.equal(l.standard, 'not_legal');
  assert.equal(l.pauper, 'legal');
  assert.equal(l.legacy, 'legal');
  const woe = legalityByDate({
    ...bolt,
    printings: [{ set: 'WOE', releaseDate: '2023-09-08', setType: 'expansion', rarity: 'rare' }],
  });
  assert.deepEqual([woe.standard, woe.pioneer, woe.brawl, woe.pauper], ['legal', 'legal', 'legal', 'not_legal']);
  const un = legalityByDate({ ...bolt, un: true });
  assert.equal(un.vintage, 'not_legal');
});

test('loadCardFile reads a folder of OCTGN set files', () => {
  const { db: d, format } = loadCardFile(`${dir}older`);
  assert.equal(format, 'octgn-sets');
  assert.equal(d.get('Delver of Secrets')?.name, 'Delver of Secrets // Insectile Aberration');
});
