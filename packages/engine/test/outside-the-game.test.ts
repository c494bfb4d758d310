/** 400.11a–b, 903.11: cards a player owns outside the game (the sideboard) brought in by an effect (the wishes). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  build,
  createGame,
  logFor,
  STARTER_BY_NAME,
  viewFor,
  type CardDefinition,
  type GameState,
} from '../src/index.js';
import { act, cites, id, ok, refused, resolveAll, scenario, zoneOf } from './helpers.js';

const legend = (name: string, cost: string): CardDefinition => ({
  ...build.creature(name, cost, ['Human'], [3, 3], ''),
  supertypes: ['Legendary'],
});

const wish = (name: string, cost: string, noun: string, types: ('Sorcery' | 'Creature' | 'Land')[]): CardDefinition =>
  build.spell(
    'Sorcery',
    name,
    cost,
    `You may reveal a ${noun} card you own from outside the game and put it into your hand. Exile ${name}.`,
    [],
    [
      {
        kind: 'optional',
        who: { kind: 'you' },
        text: `reveal a ${noun} card you own from outside the game and put it into your hand`,
        effects: [{ kind: 'fromOutsideGame', who: { kind: 'you' }, match: { types }, reveal: true }],
      },
      { kind: 'exile', what: { kind: 'self' } },
    ],
  );

const CARDS: Record<string, CardDefinition> = {
  'Burning Wish': wish('Burning Wish', '{1}{R}', 'sorcery', ['Sorcery']),
  'Living Wish': wish('Living Wish', '{1}{G}', 'creature or land', ['Creature', 'Land']),
  'Test Gruul Warlord': legend('Test Gruul Warlord', '{R}{G}'),
  'Test Azorius Warlord': legend('Test Azorius Warlord', '{W}{U}'),
};
const lookup = (n: string): CardDefinition | undefined => CARDS[n] ?? STARTER_BY_NAME[n];

/** Casts the wish from player 0's hand (two Mountains or Forests pay for it) and says yes to its "you may". */
function castWish(g: GameState, name: string): GameState {
  act(g, 0, { kind: 'cast', card: id(g, name, 'hand') });
  resolveAll(g);
  const d = g.pending;
  assert.ok(d?.kind === 'yesNo', `the wish asks "you may" (got ${d?.kind})`);
  return ok(g, 0, { kind: 'yesNo', yes: true });
}

function offered(g: GameState): string[] {
  const d = g.pending;
  assert.ok(d?.kind === 'chooseOption', `a choice among the cards outside the game (got ${d?.kind})`);
  return [...d.options];
}

test('400.11a / 400.11b: Burning Wish offers the sorcery cards its caster owns outside the game; the chosen one is put into their hand', () => {
  const s = scenario(2, CARDS);
  s.hand(0, ['Burning Wish']);
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.outside(0, ['Flame Slash', 'Lightning Bolt', 'Divination']);
  s.outside(1, ['Wrath of God']);
  const g = castWish(s.start({ active: 0, step: 'main1' }), 'Burning Wish');
  assert.deepEqual(offered(g), ['Flame Slash', 'Divination'], 'only sorceries, only the caster’s own');
  refused(g, 0, { kind: 'chooseOption', chosen: [2] }, 'ILLEGAL_CHOICE');
  ok(g, 0, { kind: 'chooseOption', chosen: [1] });
  assert.deepEqual(zoneOf(g, 'Divination'), ['hand']);
  assert.deepEqual(
    g.players[0]!.outside!.map((c) => c.name),
    ['Flame Slash', 'Lightning Bolt'],
  );
  assert.deepEqual(zoneOf(g, 'Burning Wish'), ['exile']);
  assert.ok(cites(g, '400.11b'));
});

test('400.11a: Living Wish reads "creature or land": only those are offered, and the card brought in leaves the outside cards', () => {
  const s = scenario(3, CARDS);
  s.hand(0, ['Living Wish', 'Living Wish']);
  s.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest']);
  s.outside(0, ['Grizzly Bears', 'Forest', 'Giant Growth']);
  const g = castWish(s.start({ active: 0, step: 'main1' }), 'Living Wish');
  assert.deepEqual(offered(g), ['Grizzly Bears', 'Forest']);
  ok(g, 0, { kind: 'chooseOption', chosen: [0] });
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['hand']);
  castWish(g, 'Living Wish');
  assert.deepEqual(offered(g), ['Forest']);
});

test('400.11a: the cards outside the game are hidden information — only their owner sees them in viewFor', () => {
  const s = scenario(3, CARDS);
  s.outside(0, ['Flame Slash', 'Divination']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(viewFor(g, 0).players[0]!.outside, ['Flame Slash', 'Divination']);
  for (const viewer of [1, 2]) {
    const p = viewFor(g, viewer).players[0]!;
    assert.equal(p.outside, undefined, `player ${viewer} does not see player 0's sideboard`);
    assert.equal(p.outsideCount, 2);
    assert.ok(!JSON.stringify(viewFor(g, viewer)).includes('Flame Slash'));
  }
});

test('400.11a: cards outside the game are set up from PlayerSetup.outside; an unknown card is refused', () => {
  const deck = Array.from({ length: 40 }, () => 'Mountain');
  const g = createGame({
    seed: 1,
    cards: lookup,
    players: [{ deck, outside: ['Flame Slash'] }, { deck }],
  });
  assert.deepEqual(g.players[0]!.outside, [{ name: 'Flame Slash', identity: ['R'], inStartingDeck: false }]);
  assert.equal(g.players[1]!.outside, undefined);
  assert.throws(
    () => createGame({ seed: 1, cards: lookup, players: [{ deck, outside: ['No Such Card'] }, { deck }] }),
    /400\.11a|unknown card/,
  );
});

function commanderWishGame(players: number): GameState {
  const s = scenario(players, CARDS, { commander: 'commander' });
  s.commander(0, 'Test Gruul Warlord');
  s.commander(1, 'Test Azorius Warlord');
  s.hand(0, ['Burning Wish']);
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.graveyard(0, ['Blaze']);
  s.graveyard(1, ['Flame Slash']);
  // Rampant Growth was in the starting deck; Blaze is owned in the game; Wrath of God and Divination are outside
  // the Gruul identity; Flame Slash (an opponent owns one) and the colourless-free red sorcery are allowed.
  s.outside(0, ['Rampant Growth', 'Blaze', 'Wrath of God', 'Divination', 'Flame Slash'], ['Rampant Growth', 'Forest']);
  return castWish(s.start({ active: 0, step: 'main1' }), 'Burning Wish');
}

test('903.11: in Commander a card named like one in the starting deck, one owned in the game, or outside the commander’s colour identity can’t be brought in (two players)', () => {
  const g = commanderWishGame(2);
  assert.deepEqual(offered(g), ['Flame Slash']);
  const d = g.pending;
  assert.ok(d?.kind === 'chooseOption');
  assert.match(d.prompt, /903\.11/);
  assert.match(d.prompt, /Rampant Growth was in .*starting deck/);
  assert.match(d.prompt, /owns a card named Blaze/);
  assert.match(d.prompt, /Wrath of God's colour identity \(W\)/);
  assert.match(d.prompt, /Divination's colour identity \(U\)/);
  ok(g, 0, { kind: 'chooseOption', chosen: [0] });
  assert.ok(zoneOf(g, 'Flame Slash').includes('hand'));
  assert.ok(cites(g, '903.11'));
});

test('903.11: the restrictions are per player in a multiplayer Commander game; with every card barred nothing is brought in', () => {
  const s = scenario(4, CARDS, { commander: 'commander' });
  s.commander(0, 'Test Gruul Warlord');
  s.commander(1, 'Test Azorius Warlord');
  s.hand(0, ['Burning Wish']);
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.graveyard(0, ['Flame Slash']);
  s.outside(0, ['Flame Slash', 'Wrath of God']);
  s.outside(1, ['Wrath of God']);
  const g = castWish(s.start({ active: 0, step: 'main1' }), 'Burning Wish');
  assert.notEqual(g.pending?.kind, 'chooseOption', 'no card to choose');
  assert.equal(g.players[0]!.outside!.length, 2);
  const entry = g.log.find((e) => e.rules.includes('903.11'));
  assert.ok(entry && /brings no card/.test(entry.text));
  assert.deepEqual(zoneOf(g, 'Wrath of God'), []);
  const four = commanderWishGame(4);
  assert.deepEqual(offered(four), ['Flame Slash']);
});

test('400.11a / 701.20a: a card put into the hand from outside the game without being revealed stays hidden in the others’ log', () => {
  const quiet: CardDefinition = build.spell(
    'Sorcery',
    'Test Quiet Wish',
    '{R}',
    'Put a card you own from outside the game into your hand.',
    [],
    [{ kind: 'fromOutsideGame', who: { kind: 'you' }, match: {}, reveal: false }],
  );
  const s = scenario(3, { ...CARDS, 'Test Quiet Wish': quiet });
  s.hand(0, ['Test Quiet Wish']);
  s.battlefield(0, ['Mountain']);
  s.outside(0, ['Flame Slash']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Test Quiet Wish', 'hand') });
  resolveAll(g);
  assert.deepEqual(offered(g), ['Flame Slash']);
  ok(g, 0, { kind: 'chooseOption', chosen: [0] });
  assert.deepEqual(zoneOf(g, 'Flame Slash'), ['hand']);
  const own = logFor(g, 0).map((e) => e.text);
  assert.ok(
    own.some((t) => /puts Flame Slash#\d+ from outside the game/.test(t)),
    'the owner reads the name',
  );
  for (const viewer of [1, 2]) {
    const texts = logFor(g, viewer).map((e) => e.text);
    assert.ok(
      texts.some((t) => /puts a card from outside the game/.test(t)),
      `player ${viewer} reads "a card"`,
    );
    assert.ok(!texts.some((t) => t.includes('Flame Slash')), `player ${viewer} never reads the name`);
  }
});
