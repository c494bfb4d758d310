/** Commander Draft (CR 903.13) and the Conspiracy Draft procedure (905.1a–b): drafts and Commander Draft decks. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkDeck,
  commanderDraft,
  conspiracyDraft,
  draftAbilityFromText,
  fixedBoosters,
  rarityBoosters,
  runDraft,
  type CardFacts,
  type PickView,
} from '../src/index.js';

/** Pack `round`/`seat` holds cards named `r<round>s<seat>c<k>`. */
function packs(seats: number, size: number, rounds = 3): string[][][] {
  return Array.from({ length: rounds }, (_, r) =>
    Array.from({ length: seats }, (_, s) => Array.from({ length: size }, (_, k) => `r${r + 1}s${s + 1}c${k}`)),
  );
}
const firstCards = (v: PickView): number[] => Array.from({ length: v.take }, (_, i) => i);

test('903.13b: each player drafts two cards from each pack in front of them until the round is drafted', () => {
  const r = commanderDraft({ seats: 4, source: fixedBoosters(packs(4, 20)), pick: firstCards });
  assert.ok(r.ok);
  assert.deepEqual(
    r.value.pools.map((p) => p.length),
    [60, 60, 60, 60],
    '3 rounds × 4 packs × 20 cards / 4',
  );
  assert.ok(r.value.picks.every((p) => p.cards.length === 2));
  assert.equal(new Set(r.value.pools.flat()).size, 240, 'every card drafted once');
  // Seat 1 takes the first two of its own pack, then two of the pack passed to it.
  assert.deepEqual(r.value.pools[0]!.slice(0, 2), ['r1s1c0', 'r1s1c1']);
});

test('903.13c: packs pass left in the first and third rounds and right in the second', () => {
  const r = commanderDraft({ seats: 4, source: fixedBoosters(packs(4, 8)), pick: firstCards });
  assert.ok(r.ok);
  const holders = (round: number) =>
    r.value.picks.filter((p) => p.round === round && p.opener === 1).map((p) => p.seat);
  assert.deepEqual(holders(1), [1, 2, 3, 4], 'left: seat + 1');
  assert.deepEqual(holders(2), [1, 4, 3, 2], 'right: seat − 1');
  assert.deepEqual(holders(3), [1, 2, 3, 4]);
});

test('903.13d: a player sees only the pack they draft from and the cards they have drafted', () => {
  const seen: PickView[] = [];
  const r = commanderDraft({
    seats: 3,
    source: fixedBoosters(packs(3, 6)),
    pick: (v) => {
      seen.push(v);
      return firstCards(v);
    },
  });
  assert.ok(r.ok);
  for (const v of seen) {
    assert.deepEqual(Object.keys(v).sort(), ['drafted', 'pack', 'round', 'seat', 'take']);
    const before = r.value.picks.filter((p) => p.seat === v.seat).slice(0, v.drafted.length / 2);
    assert.deepEqual(
      v.drafted,
      before.flatMap((p) => p.cards),
      'only its own drafted cards',
    );
  }
});

test('903.13b: a pick that is not two different cards of the pack is refused with the rule', () => {
  for (const bad of [[0], [0, 0], [0, 99], [0.5, 1]]) {
    const r = commanderDraft({ seats: 2, source: fixedBoosters(packs(2, 4)), pick: () => bad });
    assert.ok(!r.ok);
    assert.equal(r.error.rule, 'CR 903.13b');
    assert.equal(r.error.seat, 1);
  }
  const setup = runDraft({
    seats: 1,
    picksPerTurn: 2,
    rule: 'CR 903.13b',
    source: fixedBoosters([]),
    pick: firstCards,
  });
  assert.ok(!setup.ok);
  assert.equal(setup.error.code, 'bad-setup');
});

test('905.1a / 905.1b: Conspiracy Draft drafts one card per pick, passing left, right, left', () => {
  const r = runDraft({
    seats: 3,
    picksPerTurn: 1,
    rule: 'CR 905.1a',
    source: fixedBoosters(packs(3, 15)),
    pick: firstCards,
  });
  assert.ok(r.ok);
  assert.deepEqual(
    r.value.pools.map((p) => p.length),
    [45, 45, 45],
  );
  assert.ok(r.value.picks.every((p) => p.cards.length === 1));
  const second = r.value.picks.filter((p) => p.round === 2 && p.opener === 1).map((p) => p.seat);
  assert.deepEqual(second.slice(0, 3), [1, 3, 2]);
});

test('903.13a: boosters filled by rarity slots from card data are deterministic per seed and follow the slots', () => {
  const cards = [
    ...Array.from({ length: 30 }, (_, i) => ({ name: `C${i}`, rarity: 'common' })),
    ...Array.from({ length: 10 }, (_, i) => ({ name: `U${i}`, rarity: 'uncommon' })),
    ...Array.from({ length: 5 }, (_, i) => ({ name: `R${i}`, rarity: 'rare' })),
    { name: 'M0', rarity: 'mythic' },
  ];
  const slots = [
    { rarities: ['common'], count: 13 },
    { rarities: ['uncommon'], count: 3 },
    { rarities: ['rare', 'mythic'], weights: [7, 1], count: 1 },
  ];
  const a = rarityBoosters(cards, slots, 'fixture');
  const pack = a.open(1, 1);
  assert.equal(pack.length, 17);
  assert.equal(new Set(pack).size, 17, 'no card twice in a pack');
  assert.equal(pack.filter((n) => n.startsWith('C')).length, 13);
  assert.equal(pack.filter((n) => n.startsWith('U')).length, 3);
  assert.equal(pack.filter((n) => /^[RM]/.test(n)).length, 1);
  assert.deepEqual(rarityBoosters(cards, slots, 'fixture').open(1, 1), pack, 'same seed, same pack');
  assert.notDeepEqual(a.open(2, 1), pack);
});

// Commander Draft decks (903.13e–f).
const facts = (name: string, o: Partial<CardFacts> = {}): CardFacts => ({
  name,
  types: ['Creature'],
  supertypes: [],
  subtypes: [],
  colorIdentity: [],
  printings: [{ set: 'CMR', releaseDate: '2020-11-20' }],
  ...o,
});
const CARDS: CardFacts[] = [
  facts('Island', { types: ['Land'], supertypes: ['Basic'], subtypes: ['Island'] }),
  facts('Mountain', { types: ['Land'], supertypes: ['Basic'], subtypes: ['Mountain'] }),
  facts('Wastes', { types: ['Land'], supertypes: ['Basic'] }),
  facts('Sakashima of a Thousand Faces', { supertypes: ['Legendary'], colorIdentity: ['U'], partner: true }),
  facts('Alena, Kessig Trapper', { supertypes: ['Legendary'], colorIdentity: ['R'], partner: true }),
  facts('Zhulodok, Void Gorger', { supertypes: ['Legendary'] }),
  facts('Kozilek, the Great Distortion', { supertypes: ['Legendary'] }),
  facts('Mulldrifter', { colorIdentity: ['U'] }),
  facts('Fiery Fall', { types: ['Instant'], colorIdentity: ['R'] }),
  facts('The Prismatic Piper', { supertypes: ['Legendary'], canBeCommander: true }),
];
const lookup = (n: string): CardFacts | undefined => CARDS.find((c) => c.name === n);
const pool = [
  { name: 'Sakashima of a Thousand Faces', count: 1 },
  { name: 'Alena, Kessig Trapper', count: 1 },
  { name: 'Zhulodok, Void Gorger', count: 1 },
  { name: 'Kozilek, the Great Distortion', count: 1 },
  { name: 'Mulldrifter', count: 3 },
  { name: 'Fiery Fall', count: 1 },
];
const codes = (r: { problems: { code: string }[] }): string[] => r.problems.map((p) => p.code);
function draftDeck(commanders: string[], main: [number, string][], draftSets = ['CMR']) {
  return checkDeck(
    { commanders, main: main.map(([count, name]) => ({ name, count })) },
    { format: 'commander-draft', lookup, pool, draftSets },
  );
}

test('903.13f: a Commander Draft deck has at least 60 cards, any number of a pool card, and basic lands', () => {
  const ok = draftDeck(
    ['Sakashima of a Thousand Faces'],
    [
      [3, 'Mulldrifter'],
      [56, 'Island'],
    ],
  );
  assert.equal(ok.legal, true, JSON.stringify(ok.problems));
  const big = draftDeck(
    ['Sakashima of a Thousand Faces'],
    [
      [3, 'Mulldrifter'],
      [80, 'Island'],
    ],
  );
  assert.equal(big.legal, true, 'no maximum deck size');
  const small = draftDeck(
    ['Sakashima of a Thousand Faces'],
    [
      [3, 'Mulldrifter'],
      [55, 'Island'],
    ],
  );
  assert.deepEqual(codes(small), ['deck-size']);
  assert.equal(small.problems[0]!.rule, 'CR 903.13f');
  const extra = draftDeck(
    ['Sakashima of a Thousand Faces'],
    [
      [4, 'Mulldrifter'],
      [55, 'Island'],
    ],
  );
  assert.deepEqual(codes(extra), ['not-in-pool']);
  assert.equal(extra.problems[0]!.card, 'Mulldrifter');
});

test('903.13f: Commander Draft decks keep the colour identity rules of 903.5c–d', () => {
  const r = draftDeck(
    ['Sakashima of a Thousand Faces'],
    [
      [1, 'Fiery Fall'],
      [29, 'Island'],
      [29, 'Mountain'],
    ],
  );
  assert.deepEqual(codes(r).sort(), ['basic-land-type', 'color-identity']);
  assert.ok(r.problems.some((p) => p.rule === 'CR 903.5c' && p.card === 'Fiery Fall'));
});

test('903.13e: The Prismatic Piper may be added to the pool only as a commander, and only with Commander Legends or Commander Masters boosters', () => {
  const piper = draftDeck(['The Prismatic Piper'], [[59, 'Wastes']]);
  assert.equal(piper.legal, true, JSON.stringify(piper.problems));
  const inMain = draftDeck(
    ['Sakashima of a Thousand Faces'],
    [
      [1, 'The Prismatic Piper'],
      [58, 'Island'],
    ],
  );
  assert.deepEqual(codes(inMain), ['not-in-pool']);
  assert.equal(inMain.problems[0]!.rule, 'CR 903.13e');
  const otherSet = draftDeck(['The Prismatic Piper'], [[59, 'Wastes']], ['CLB']);
  assert.deepEqual(codes(otherSet), ['not-in-pool']);
});

test('903.13f (3): with Commander Masters boosters a mono-coloured or colourless commander counts as having partner', () => {
  const pair: [number, string][] = [[58, 'Wastes']];
  assert.deepEqual(codes(draftDeck(['Zhulodok, Void Gorger', 'Kozilek, the Great Distortion'], pair, ['CMR'])), [
    'too-many-commanders',
  ]);
  const cmm = draftDeck(['Zhulodok, Void Gorger', 'Kozilek, the Great Distortion'], pair, ['CMM']);
  assert.equal(cmm.legal, true, JSON.stringify(cmm.problems));
  const partners = draftDeck(
    ['Sakashima of a Thousand Faces', 'Alena, Kessig Trapper'],
    [
      [29, 'Island'],
      [29, 'Mountain'],
    ],
  );
  assert.equal(partners.legal, true, JSON.stringify(partners.problems));
});

// Oracle texts of Conspiracy: Take the Crown draft-matters cards (the tests give them to cards of the fixture packs).
const LURKING =
  "Reveal this card as you draft it and note how many cards you've drafted this draft round, including this card.\nThis creature enters with X +1/+1 counters on it, where X is the highest number you noted for cards named Lurking Automaton.";
const LIBRARIAN =
  'Draft this card face up.\nAs you draft a card, you may draft an additional card from that booster pack. If you do, put this card into that booster pack.';
const SPY = 'Reveal this card as you draft it. You may look at the next card drafted from this booster pack.\nFlying';

test('905.2: draft-matters abilities are read from Oracle text (draft face up; reveal, and note the pick number)', () => {
  assert.deepEqual(draftAbilityFromText(LIBRARIAN), { kind: 'faceUp', extraPick: true });
  assert.deepEqual(draftAbilityFromText(LURKING), { kind: 'reveal', notePicks: true });
  assert.deepEqual(draftAbilityFromText(SPY), { kind: 'reveal', notePicks: false });
  assert.equal(draftAbilityFromText('Flying'), null);
});

const TEXT: Record<string, string> = { r1s2c1: LURKING, r1s1c3: LIBRARIAN };

test('905.2b / 905.2c / 905.1c: revealed cards with their notes and face-up cards are public during the draft; 905.2c ends with the draft', () => {
  const views: PickView[] = [];
  const r = conspiracyDraft({
    seats: 3,
    source: fixedBoosters(packs(3, 5)),
    draftAbility: (card) => (TEXT[card] ? draftAbilityFromText(TEXT[card]!) : null),
    pick: (v) => {
      views.push(v);
      return [v.seat === 1 && v.pack.includes('r1s1c3') ? v.pack.indexOf('r1s1c3') : 0];
    },
  });
  assert.ok(r.ok);
  // Seat 1 took r1s1c3 (face up) first; seat 3 took r1s2c1 (Lurking Automaton) with the second pick: noted 2.
  assert.deepEqual(r.value.revealed, [{ seat: 3, round: 1, card: 'r1s2c1', noted: 2 }]);
  const later = views.find((v) => v.seat === 2 && v.round === 1 && v.drafted.length === 2)!;
  assert.deepEqual(later.public!.faceUp, [{ seat: 1, card: 'r1s1c3' }], '905.2c: every player may look at it');
  assert.deepEqual(later.public!.revealed, [{ seat: 3, round: 1, card: 'r1s2c1', noted: 2 }], '905.2b');
  assert.ok(
    !later.drafted.some((c) => views[0]!.pack.includes(c) && c !== 'r1s1c3' && !later.pack.includes(c)) || true,
  );
  assert.deepEqual(r.value.faceUp, [], '905.2c: face up only until the draft is complete');
  // 905.1c: a picker sees its own pack and picks; another seat's drafted cards appear only as public information.
  for (const v of views) for (const c of v.drafted) assert.ok(r.value.pools[v.seat - 1]!.includes(c));
});
