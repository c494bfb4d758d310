/**
 * CR 905.2: abilities that function during a Conspiracy draft, with the real cards' Oracle text from the committed
 * card index: 905.2a (no active player: simultaneous actions in a random order), Cogwork Librarian (905.2c, an
 * additional card), Lore Seeker (905.2b, a booster pack added to the draft).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCardDatabase } from '@arbiter/cards/node';
import {
  conspiracyDraft,
  draftAbilityFromText,
  fixedBoosters,
  type DraftOutcome,
  type PickAnswer,
  type PickView,
} from '../src/index.js';

const db = loadCardDatabase();
const ability = (name: string) => draftAbilityFromText(db.get(name)?.text ?? '');
const FILLER = ['Grizzly Bears', 'Llanowar Elves', 'Shock', 'Divination', 'Duress', 'Pacifism', 'Giant Growth'];
/** Round r, seat s: the named cards first, then filler cards (every name real, every card unique by position). */
const pack = (first: string[], size = 5): string[] => [...first, ...FILLER].slice(0, size);
const first = (v: PickView): number[] => Array.from({ length: v.take }, (_, i) => i);

function draft(packs: string[][][], pick: (v: PickView) => PickAnswer, extras: string[][] = [], seed?: string) {
  return conspiracyDraft({
    seats: packs[0]!.length,
    rounds: packs.length,
    source: fixedBoosters(packs, extras),
    draftAbility: ability,
    pick,
    ...(seed !== undefined ? { seed } : {}),
  });
}
const error = (r: DraftOutcome) => (r.ok ? assert.fail('the pick was accepted') : r.error);

test('905.2: the draft abilities of Cogwork Librarian and Lore Seeker are read from their Oracle text', () => {
  assert.deepEqual(ability('Cogwork Librarian'), { kind: 'faceUp', extraPick: true });
  assert.deepEqual(ability('Lore Seeker'), { kind: 'reveal', notePicks: false, addPack: true });
  assert.deepEqual(ability('Lurking Automaton'), { kind: 'reveal', notePicks: true });
  assert.deepEqual(ability('Cogwork Spy'), { kind: 'reveal', notePicks: false });
  assert.equal(ability('Grizzly Bears'), null);
  // The 2017 pool's older wording names the card ("Draft Cogwork Librarian face up.").
  const old = loadCardDatabase({ pool: '2017' });
  assert.deepEqual(draftAbilityFromText(old.get('Cogwork Librarian')!.text), { kind: 'faceUp', extraPick: true });
  assert.deepEqual(draftAbilityFromText(old.get('Lore Seeker')!.text), {
    kind: 'reveal',
    notePicks: false,
    addPack: true,
  });
});

test('905.2a: there is no active player in a draft: the picks of a pick turn are taken in a random order from the seed', () => {
  const packs = [[pack([]), pack([]), pack([]), pack([])]];
  const order = (seed: string | undefined): number[] => {
    const r = draft(packs, first, [], seed);
    assert.ok(r.ok);
    return r.value.picks.slice(0, 4).map((p) => p.seat);
  };
  assert.deepEqual(order(undefined), [1, 2, 3, 4], 'without a seed the players agreed on seat order');
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => order(s).join(''));
  for (const o of seeds) assert.deepEqual([...o].sort().join(''), '1234', 'each seat picks once per pick turn');
  assert.ok(new Set(seeds).size > 1, 'different seeds, different orders');
  assert.deepEqual(order('a'), order('a'), 'the same seed, the same order');
  // The order changes only who acts first, never what a seat drafts from (each holds its own pack).
  const r = draft(packs, first, [], 'a');
  assert.ok(r.ok);
  assert.deepEqual(
    r.value.pools.map((p) => p.length),
    [5, 5, 5, 5],
  );
});

test('905.2c: Cogwork Librarian, drafted face up, drafts an additional card and is put into that booster pack', () => {
  const packs = [[pack(['Cogwork Librarian']), pack([]), pack([])]];
  const views: PickView[] = [];
  let usedOnce = false;
  const r = draft(packs, (v) => {
    views.push(v);
    if (!usedOnce && v.seat === 1 && v.extraPicks?.includes('Cogwork Librarian')) {
      usedOnce = true;
      return { cards: [0, 1], extraPick: 'Cogwork Librarian' };
    }
    return first(v);
  });
  assert.ok(r.ok);
  const seat1 = views.filter((v) => v.seat === 1);
  assert.deepEqual(seat1[0]!.extraPicks, [], 'not before it is drafted');
  assert.deepEqual(seat1[1]!.extraPicks, ['Cogwork Librarian'], 'face up in the pile: usable');
  assert.deepEqual(r.value.used, [{ seat: 1, round: 1, card: 'Cogwork Librarian', use: 'extraPick' }]);
  const second = r.value.picks.find((p) => p.seat === 1 && p.cards.length === 2)!;
  assert.equal(second.opener, 3, 'the second pick was from the pack seat 3 passed');
  // The Librarian went into that pack; seat 2 (left of seat 1) drafts it from there, face up.
  const next = views.find((v) => v.seat === 2 && v.pack.includes('Cogwork Librarian'))!;
  assert.equal(next.public!.faceUp.length, 0, 'it left seat 1 pile (905.2c)');
  assert.ok(r.value.pools.flat().includes('Cogwork Librarian'), 'someone drafted it again');
  assert.equal(r.value.pools.flat().length, 15, 'every card drafted once');
});

test('905.2c: an additional card without a face-up Cogwork Librarian is refused with the rule', () => {
  const packs = [[pack([]), pack([]), pack([])]];
  const e = error(draft(packs, (v) => ({ cards: [0, 1], extraPick: 'Cogwork Librarian' })));
  assert.equal(e.rule, '905.2c');
  assert.equal(e.seat, 1);
  const wrongCount = error(
    draft([[pack(['Cogwork Librarian']), pack([]), pack([])]], (v) =>
      v.extraPicks?.length ? { cards: [0], extraPick: 'Cogwork Librarian' } : first(v),
    ),
  );
  assert.equal(wrongCount.rule, 'CR 905.1a', 'the additional pick takes one card more');
});

test('905.2b: Lore Seeker is revealed; its drafter adds a booster pack, drafts from it next, and passes it on this round', () => {
  const packs = [[pack(['Lore Seeker']), pack([]), pack([])]];
  const added = ['Mind Stone', 'Counterspell', 'Lightning Bolt'];
  const r = draft(packs, (v) => (v.pack[0] === 'Lore Seeker' ? { cards: [0], addPack: true } : first(v)), [added]);
  assert.ok(r.ok);
  assert.deepEqual(r.value.revealed, [{ seat: 1, round: 1, card: 'Lore Seeker' }], 'revealed as drafted');
  assert.deepEqual(r.value.used, [{ seat: 1, round: 1, card: 'Lore Seeker', use: 'addPack' }]);
  const seat1 = r.value.picks.filter((p) => p.seat === 1);
  assert.deepEqual(seat1[1]!.cards, ['Mind Stone'], 'the next pick is from the added pack');
  for (const c of added) assert.ok(r.value.pools.flat().includes(c), `${c} of the added pack is drafted this round`);
  assert.equal(r.value.pools.flat().length, 18, 'fifteen cards and the three of the added pack');
  assert.deepEqual(
    r.value.picks.filter((p) => p.cards.includes('Counterspell')).map((p) => p.seat),
    [2],
    'the added pack passes left to seat 2',
  );
});

test('905.2b: adding a booster pack is refused without drafting Lore Seeker, or with no pack to add', () => {
  const none = error(draft([[pack([]), pack([]), pack([])]], () => ({ cards: [0], addPack: true }), [['Shock']]));
  assert.equal(none.rule, '905.2b');
  const noPack = error(
    draft([[pack(['Lore Seeker']), pack([]), pack([])]], (v) =>
      v.pack[0] === 'Lore Seeker' ? { cards: [0], addPack: true } : first(v),
    ),
  );
  assert.equal(noPack.rule, '905.2b');
  assert.match(noPack.message, /no booster pack/);
});
