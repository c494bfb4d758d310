/**
 * 903.3 / 903.3d / 903.4a / 903.4f: what the commander designation means to card text — "commander creatures you
 * control", "whenever you cast your commander", "a commander in your graveyard" — and the colour identity a card's
 * ability can ask for ("any color in your commander's color identity"), fixed before the game and undefined
 * without a commander.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  build,
  createGame,
  STARTER_BY_NAME,
  commanderIdentity,
  isCommander,
  touch,
  type AbilityNode,
  type CardDefinition,
  type GameState,
} from '../src/index.js';
import { act, cites, id, ok, pt, resolveAll, scenario } from './helpers.js';
import { ownObject } from '../src/index.js';

const legend = (name: string, cost: string, pt: [number, number], text = ''): CardDefinition => ({
  ...build.creature(name, cost, ['Human'], pt, text),
  supertypes: ['Legendary'],
});

/** "Commander creatures you control get +1/+1." (903.3d: permanents on the battlefield that are commanders). */
const ANTHEM_TEXT = 'Commander creatures you control get +1/+1.';
const ON_CAST_TEXT = 'Whenever you cast your commander, draw a card.';
const ANTHEM: AbilityNode = {
  kind: 'static',
  text: 'Commander creatures you control get +1/+1.',
  effect: {
    kind: 'modifyPT',
    affected: {
      kind: 'all',
      filter: { kind: 'object', match: { types: ['Creature'], controller: 'you', commander: true } },
    },
    power: 1,
    toughness: 1,
  },
};

/** "Whenever you cast your commander, draw a card." (903.3d: a spell that is a commander). */
const ON_CAST: AbilityNode = {
  kind: 'triggered',
  text: 'Whenever you cast your commander, draw a card.',
  trigger: {
    kind: 'castSpell',
    who: 'you',
    filter: { kind: 'stackObject', spells: true, abilities: false, match: { commander: true, owner: 'you' } },
  },
  targets: [],
  effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
};

/** "{T}: Add one mana of any color in your commander's color identity." (903.4f; Command Tower). */
const TOWER_MANA: AbilityNode = {
  kind: 'activated',
  cost: { parts: [{ kind: 'tap' }] },
  targets: [],
  effects: [{ kind: 'addMana', mana: '', anyColor: 1, commanderIdentity: true }],
  manaAbility: true,
  text: "{T}: Add one mana of any color in your commander's color identity.",
};

const CARDS: Record<string, CardDefinition> = {
  'Test Warlord': legend('Test Warlord', '{1}{G}', [3, 3]),
  'Test Captain': legend('Test Captain', '{W}{U}', [2, 2]),
  'Test Marshal': { ...build.creature('Test Marshal', '{2}{W}', ['Human'], [1, 1], ANTHEM_TEXT), abilities: [ANTHEM] },
  'Test Herald': { ...build.creature('Test Herald', '{1}{U}', ['Human'], [1, 1], ON_CAST_TEXT), abilities: [ON_CAST] },
  'Test Piper': build.card(['Creature'], {
    name: 'Test Piper',
    cost: '{3}',
    supertypes: ['Legendary'],
    subtypes: ['Human'],
    power: '2',
    toughness: '3',
    text: 'If Test Piper is your commander, choose a color before the game begins. Test Piper is the chosen color.',
  }),
  'Test Tower': {
    ...build.card(['Land'], {
      name: 'Test Tower',
      cost: null,
      subtypes: [],
      text: "{T}: Add one mana of any color in your commander's color identity.",
      abilities: [],
    }),
    abilities: [TOWER_MANA],
  },
};

test('903.3d: "commander creatures you control" are the permanents on the battlefield that are commanders', () => {
  const s = scenario(3, CARDS, { commander: 'commander' });
  const [mine, bears] = s.battlefield(0, ['Test Warlord', 'Grizzly Bears']);
  s.designateCommander(mine!);
  s.battlefield(0, ['Test Marshal']);
  const [theirs] = s.battlefield(1, ['Test Captain']);
  s.designateCommander(theirs!);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, mine!), [4, 4], 'my commander on the battlefield gets +1/+1');
  assert.deepEqual(pt(g, bears!), [2, 2], 'a creature that is not a commander does not');
  assert.deepEqual(pt(g, theirs!), [2, 2], "another player's commander is not one I control");
});

test('903.3d: a permanent copying a commander is not a commander; the commander copying another card still is', () => {
  const s = scenario(2, CARDS, { commander: 'commander' });
  const [warlord, bears] = s.battlefield(0, ['Test Warlord', 'Grizzly Bears']);
  s.designateCommander(warlord!);
  s.battlefield(0, ['Test Marshal']);
  const g = s.start({ active: 0, step: 'main1' });
  // 707.2: copy effects change the copiable values, not which card an object is (903.3).
  ownObject(g, bears!).copyDefKey = 'Test Warlord';
  ownObject(g, warlord!).copyDefKey = 'Grizzly Bears';
  touch(g);
  assert.equal(isCommander(g, bears!), false);
  assert.deepEqual(pt(g, bears!), [3, 3], 'the copy has the commander’s characteristics but gets no bonus');
  assert.equal(isCommander(g, warlord!), true);
  assert.deepEqual(pt(g, warlord!), [3, 3], 'the commander is a 2/2 Grizzly Bears copy, and still a commander (+1/+1)');
});

test('903.3d: "whenever you cast your commander" triggers on a spell that is a commander, not on other spells', () => {
  const s = scenario(2, CARDS, { commander: 'commander' });
  s.commander(0, 'Test Warlord');
  s.battlefield(0, ['Test Herald', 'Forest', 'Forest', 'Forest', 'Forest']);
  s.hand(0, ['Grizzly Bears']);
  s.library(0, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const hand0 = g.players[0]!.hand.length;
  act(g, 0, { kind: 'cast', card: id(g, 'Grizzly Bears') });
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, hand0 - 1, 'casting Grizzly Bears draws nothing');
  act(g, 0, { kind: 'cast', card: id(g, 'Test Warlord', 'command') });
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, hand0, 'casting the commander from the command zone draws a card');
  assert.ok(isCommander(g, id(g, 'Test Warlord', 'battlefield')));
});

test('903.3d: "cast your commander" is about the caster\'s own commander, not an opponent\'s', () => {
  const s = scenario(2, CARDS, { commander: 'commander' });
  s.commander(1, 'Test Warlord');
  s.battlefield(0, ['Test Herald']);
  s.battlefield(1, ['Forest', 'Forest']);
  s.library(0, ['Forest', 'Forest']);
  const g = s.start({ active: 1, step: 'main1' });
  const hand0 = g.players[0]!.hand.length;
  act(g, 1, { kind: 'cast', card: id(g, 'Test Warlord', 'command') });
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, hand0, "the opponent's commander triggers nothing for me");
});

function tapTower(g: GameState): GameState {
  act(g, 0, { kind: 'activate', source: id(g, 'Test Tower'), ability: 0 });
  return g;
}

test('903.4f: "any color in your commander\'s color identity" offers exactly the identity\'s colours', () => {
  const s = scenario(2, CARDS, { commander: 'commander' });
  s.commander(0, 'Test Captain');
  s.battlefield(0, ['Test Tower']);
  const g = tapTower(s.start({ active: 0, step: 'main1' }));
  const d = g.pending;
  assert.ok(d?.kind === 'chooseColor', `a colour choice (got ${d?.kind})`);
  assert.deepEqual([...d.colors].sort(), ['U', 'W']);
  ok(g, 0, { kind: 'chooseColor', color: 'U' });
  assert.equal(g.players[0]!.manaPool.U, 1);
});

test('903.4f: without a commander the identity is undefined: the ability adds no mana (two players and multiplayer)', () => {
  for (const players of [2, 4]) {
    const s = scenario(players, CARDS);
    s.battlefield(0, ['Test Tower']);
    const g = tapTower(s.start({ active: 0, step: 'main1' }));
    assert.equal(g.pending?.kind, 'priority', 'no colour to choose');
    const pool = g.players[0]!.manaPool;
    assert.equal(pool.W + pool.U + pool.B + pool.R + pool.G + pool.C, 0);
    assert.equal(commanderIdentity(g, 0), null);
  }
  // In a Commander game, a player whose commander is gone from the designation list has none either.
  const s = scenario(3, CARDS, { commander: 'commander' });
  s.commander(1, 'Test Warlord');
  s.battlefield(0, ['Test Tower']);
  const g = tapTower(s.start({ active: 0, step: 'main1' }));
  assert.equal(g.pending?.kind, 'priority');
  assert.equal(commanderIdentity(g, 0), null);
  assert.deepEqual(commanderIdentity(g, 1), ['G']);
});

test('903.4a: colour identity is established before the game begins: a copy effect on the commander does not change it', () => {
  const s = scenario(2, CARDS, { commander: 'commander' });
  const [w] = s.battlefield(0, ['Test Warlord']);
  s.designateCommander(w!);
  s.battlefield(0, ['Test Tower']);
  s.hand(1, ['Test Captain']);
  const g = s.start({ active: 0, step: 'main1' });
  ownObject(g, w!).copyDefKey = 'Test Captain'; // now a white and blue Test Captain copy (707.2)
  touch(g);
  assert.deepEqual(commanderIdentity(g, 0), ['G']);
  tapTower(g);
  const d = g.pending;
  assert.ok(d?.kind === 'chooseColor');
  assert.deepEqual(d.colors, ['G']);
});

const lookup = (n: string): CardDefinition | undefined => CARDS[n] ?? STARTER_BY_NAME[n];
const forests = Array.from({ length: 40 }, () => 'Forest');
function piperGame(color: unknown): GameState {
  return createGame({
    seed: 3,
    cards: lookup,
    options: { commander: 'commander' },
    players: [
      { deck: [...forests, 'Test Tower'], commanders: ['Test Piper'], commanderColor: color as 'R' },
      { deck: forests, commanders: ['Test Warlord'] },
    ],
  });
}

test('903.4b: a colour chosen before the game for the commander is its colour identity, revealed as it enters the command zone', () => {
  const g = piperGame('R');
  assert.deepEqual(commanderIdentity(g, 0), ['R']);
  assert.deepEqual(commanderIdentity(g, 1), ['G']);
  const reveal = g.log.find((e) => e.rules.includes('903.4b'));
  assert.ok(reveal && /red/.test(reveal.text), 'the choice is revealed as the commander goes to the command zone');
  assert.ok(cites(g, '903.6'));
});

test('903.4b: the choice applies throughout the game: "your commander\'s color identity" finds the chosen colour', () => {
  const s = scenario(3, CARDS, { commander: 'commander' });
  const [piper] = s.battlefield(0, ['Test Piper']);
  s.designateCommander(piper!, 'B');
  s.battlefield(0, ['Test Tower']);
  const g = s.start({ active: 0, step: 'main1' });
  tapTower(g);
  const d = g.pending;
  assert.ok(d?.kind === 'chooseColor');
  assert.deepEqual(d.colors, ['B'], 'the colourless Test Piper has a black identity');
  assert.deepEqual(g.commander!.cards[0]!.identity, ['B']);
});

test('903.4b: a commander that asks for a colour without one, an invalid colour, or a colour nobody asks for is refused', () => {
  const rule = (f: () => unknown): string | undefined => {
    try {
      f();
    } catch (e) {
      return (e as { rule?: string }).rule;
    }
    return undefined;
  };
  assert.equal(
    rule(() => piperGame(undefined)),
    '903.4b',
  );
  assert.equal(
    rule(() => piperGame('purple')),
    '903.4b',
  );
  assert.equal(
    rule(() =>
      createGame({
        seed: 3,
        cards: lookup,
        options: { commander: 'commander' },
        players: [
          { deck: forests, commanders: ['Test Warlord'], commanderColor: 'R' },
          { deck: forests, commanders: ['Test Warlord'] },
        ],
      }),
    ),
    '903.4b',
  );
});
