/**
 * CR 903.13a: Commander Draft boosters generated from real set data: Commander Legends (CMR) cards with the rarity of
 * their CMR printing from the committed modern card index, filled into CMR-style slots; then drafted (903.13b–c).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCardDatabase } from '@arbiter/cards/node';
import {
  CMR_DRAFT_SLOTS,
  COMMANDER_LEGENDS,
  commanderDraft,
  rarityBoosters,
  setBoosterCards,
  type PickView,
} from '../src/index.js';

const db = loadCardDatabase({ pool: 'modern' });
const cmr = setBoosterCards(db.all(), COMMANDER_LEGENDS);
const rarityOf = new Map(cmr.map((c) => [c.name, c]));

test('903.13a: the Commander Legends cards and their rarities come from the card data', () => {
  assert.ok(cmr.length > 400, `CMR holds hundreds of booster cards (found ${cmr.length})`);
  const by = (name: string) => rarityOf.get(name);
  assert.equal(by('Jeska, Thrice Reborn')?.rarity, 'mythic');
  assert.equal(by('Jeska, Thrice Reborn')?.legendary, true);
  assert.equal(by('Command Tower')?.rarity, 'common', 'its CMR printing, not another set');
  assert.equal(by('The Prismatic Piper'), undefined, '903.13e: added to a pool only as a commander, not in boosters');
  assert.equal(by('Island'), undefined, 'no basic lands in a draft booster');
  assert.equal(by('Lightning Bolt'), undefined, 'not a CMR card');
  for (const r of ['common', 'uncommon', 'rare', 'mythic'])
    assert.ok(
      cmr.some((c) => c.rarity === r && !c.legendary),
      r,
    );
});

test('903.13a: Commander Legends boosters: twenty different CMR cards, two of them legendary, by rarity slots', () => {
  const source = rarityBoosters(cmr, CMR_DRAFT_SLOTS, 'cmr-fixture');
  for (const [seat, round] of [
    [1, 1],
    [2, 1],
    [4, 3],
  ] as const) {
    const pack = source.open(seat, round);
    assert.equal(pack.length, 20);
    assert.equal(new Set(pack).size, 20, 'no card twice in a pack');
    const cards = pack.map((n) => rarityOf.get(n)!);
    assert.ok(cards.every(Boolean), 'every card is a CMR booster card');
    assert.deepEqual(
      cards.slice(0, 13).map((c) => c.rarity),
      Array(13).fill('common'),
    );
    assert.deepEqual(
      cards.slice(13, 16).map((c) => c.rarity),
      Array(3).fill('uncommon'),
    );
    assert.ok(['rare', 'mythic'].includes(cards[16]!.rarity));
    assert.ok(cards.slice(0, 17).every((c) => !c.legendary));
    assert.ok(
      cards.slice(17, 19).every((c) => c.legendary),
      'the two legendary slots',
    );
  }
  assert.deepEqual(rarityBoosters(cmr, CMR_DRAFT_SLOTS, 'cmr-fixture').open(1, 1), source.open(1, 1), 'seeded');
});

test('903.13b: a four-player Commander Draft of Commander Legends boosters gives each player a sixty-card pool', () => {
  const r = commanderDraft({
    seats: 4,
    source: rarityBoosters(cmr, CMR_DRAFT_SLOTS, 'cmr-draft'),
    pick: (v: PickView) => [0, 1].slice(0, v.take),
  });
  assert.ok(r.ok);
  assert.deepEqual(
    r.value.pools.map((p) => p.length),
    [60, 60, 60, 60],
  );
  const legends = r.value.pools.map((p) => p.filter((n) => rarityOf.get(n)!.legendary).length);
  assert.equal(
    legends.reduce((a, b) => a + b, 0) >= 24,
    true,
    'at least the 24 legendary-slot cards of the twelve boosters',
  );
});
