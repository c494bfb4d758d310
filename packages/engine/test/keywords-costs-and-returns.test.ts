/**
 * 702: keyword abilities — persist, undying, changeling, split second,
 * convoke, improvise, delve, affinity. Each test sets up a position with small inline cards and
 * plays the rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type CardDefinition, type SimpleKeyword } from '../src/index.js';
import { act, cites, id, ok, pass, passUntil, pt, refused, resolveAll, scenario, zoneOf } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function creature(
  name: string,
  cost: string,
  power: number,
  toughness: number,
  keywords: readonly SimpleKeyword[],
  subtypes: string[] = ['Spirit'],
): CardDefinition {
  return {
    name,
    manaCost: cost,
    supertypes: [],
    types: ['Creature'],
    subtypes,
    power: String(power),
    toughness: String(toughness),
    oracleText: keywords.join(', '),
    abilities: keywords.map((keyword) => ({ kind: 'keyword' as const, keyword })),
  };
}

const PERSISTER = creature('Persister', '{2}{B}', 2, 2, ['persist']);
const UNDYER = creature('Undyer', '{2}{B}', 2, 2, ['undying']);
const CHANGELING: CardDefinition = {
  name: 'Shapeshifter',
  manaCost: '{1}{U}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Shapeshifter'],
  power: '1',
  toughness: '1',
  oracleText: 'Changeling',
  abilities: [{ kind: 'keyword', keyword: 'changeling' }],
};
const QUICK_SHOCK: CardDefinition = {
  name: 'Quick Shock',
  manaCost: '{1}{R}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  oracleText: 'Split second\nQuick Shock deals 2 damage to any target.',
  abilities: [
    { kind: 'keyword', keyword: 'split second' },
    {
      kind: 'spell',
      targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'anyTarget' }, text: 'any target' }],
      effects: [{ kind: 'damage', amount: { kind: 'fixed', n: 2 }, to: { kind: 'target', target: 0 } }],
    },
  ],
};
function costly(name: string, cost: string, keyword: SimpleKeyword): CardDefinition {
  return {
    name,
    manaCost: cost,
    supertypes: [],
    types: ['Sorcery'],
    subtypes: [],
    oracleText: `${keyword}\nYou gain 5 life.`,
    abilities: [
      { kind: 'keyword', keyword },
      {
        kind: 'spell',
        targets: [],
        effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 5 } }],
      },
    ],
  };
}
const CONVOKER = costly('Convoker', '{3}{W}', 'convoke');
const IMPROVISER = costly('Improviser', '{3}{U}', 'improvise');
const DELVER = costly('Delver', '{4}{B}', 'delve');
const AFFINE: CardDefinition = {
  name: 'Affine Golem',
  manaCost: '{5}',
  supertypes: [],
  types: ['Artifact', 'Creature'],
  subtypes: ['Golem'],
  power: '3',
  toughness: '3',
  oracleText: 'Affinity for artifacts',
  abilities: [
    {
      kind: 'keyword',
      keyword: 'affinity',
      for: { kind: 'object', match: { types: ['Artifact'] } },
      text: 'Affinity for artifacts',
    },
  ],
};
const CARDS = {
  Persister: PERSISTER,
  Undyer: UNDYER,
  Shapeshifter: CHANGELING,
  'Quick Shock': QUICK_SHOCK,
  Convoker: CONVOKER,
  Improviser: IMPROVISER,
  Delver: DELVER,
  'Affine Golem': AFFINE,
};

test('702.79a: persist returns the creature with a -1/-1 counter, and not a second time', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Persister'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['Persister'] });
  resolveAll(g);
  const back = id(g, 'Persister', 'battlefield');
  assert.equal(g.objects[back]!.counters['-1/-1'], 1);
  assert.deepEqual(pt(g, back), [1, 1]);
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt', 'hand'), targets: [[{ kind: 'object', id: back }]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Persister'), ['graveyard'], 'it had a -1/-1 counter, so persist does not trigger');
});

test('702.93a: undying returns the creature with a +1/+1 counter, and not a second time', () => {
  const t = cardGame(
    {
      players: [
        {
          hand: ['Lightning Bolt', 'Lightning Bolt'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        { battlefield: ['Undyer'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['Undyer'] });
  resolveAll(g);
  const back = id(g, 'Undyer', 'battlefield');
  assert.equal(g.objects[back]!.counters['+1/+1'], 1);
  assert.deepEqual(pt(g, back), [3, 3]);
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt', 'hand'), targets: [[{ kind: 'object', id: back }]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Undyer'), ['graveyard']);
});

test('702.73a: changeling is every creature type, in every zone', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Shapeshifter'], battlefield: ['Shapeshifter'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  for (const zone of ['battlefield', 'hand'] as const) {
    const c = chars(g, id(g, 'Shapeshifter', zone));
    for (const t of ['Elf', 'Goblin', 'Sliver', 'Shapeshifter', 'Assembly-Worker'])
      assert.ok(c.subtypes.includes(t), `${zone}: ${t}`);
    assert.ok(!c.subtypes.includes('Aura') && !c.subtypes.includes('Forest'), 'only creature types');
  }
});

test('702.73a / 613.3: a changeling that loses all abilities (Humility, layer 6) keeps its creature types (layer 4)', () => {
  const t = cardGame(
    { players: [{ battlefield: ['Shapeshifter', 'Humility'] }, {}], position: { active: 'P1', step: 'main1' } },
    { cards: CARDS },
  );
  const g = t.state;
  const c = chars(g, id(g, 'Shapeshifter'));
  assert.ok(c.subtypes.includes('Goblin'));
  assert.equal(c.abilities.length, 0);
});

test('702.61a: while a split second spell is on the stack, no spells or non-mana abilities; mana abilities still work', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Quick Shock'], battlefield: ['Mountain', 'Mountain'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Quick Shock', { targets: ['P2'] });
  t.pass();
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  const d = g.pending!;
  assert.ok(d.kind === 'priority' && !d.actions.some((a) => a.kind === 'cast'), 'no cast is offered');
  t.cast('Lightning Bolt', { targets: ['P1'], by: 'P2', refused: 'WRONG_TIME' });
  assert.ok(
    d.kind === 'priority' && d.actions.some((a) => a.kind === 'activate' && a.manaAbility),
    'mana abilities are still offered',
  );
  t.pass();
  assert.equal(g.players[1]!.life, 18);
  // Once it has resolved, spells can be cast again.
  assert.ok(g.pending?.kind === 'priority');
});

test('702.51a: convoke — tapping creatures pays generic mana and mana of their colours', () => {
  const t = cardGame(
    {
      players: [
        {
          hand: ['Convoker'],
          battlefield: ['Forest', { card: 'Savannah Lions', summoning_sick: true }, 'Grizzly Bears', 'Llanowar Elves'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  // {3}{W}: Savannah Lions pays {W} (it's white, and summoning sickness doesn't matter), Bears + Elves + Forest pay {3}.
  t.cast('Convoker');
  assert.ok(cites(g, '702.51a'));
  for (const n of ['Forest', 'Savannah Lions', 'Grizzly Bears', 'Llanowar Elves'])
    assert.equal(g.objects[id(g, n)]!.tapped, true, n);
  resolveAll(g);
  assert.equal(g.players[0]!.life, 25);
});

test("702.51a: convoke can't pay coloured mana with a creature of another colour", () => {
  const t = cardGame(
    {
      players: [{ hand: ['Convoker'], battlefield: ['Forest', 'Forest', 'Forest', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Convoker', { by: 'P1', refused: 'UNPAYABLE_COST' });
  const d = g.pending!;
  assert.ok(d.kind === 'priority' && !d.actions.some((a) => a.kind === 'cast'));
});

test('702.126a: improvise — tapping artifacts pays generic mana only', () => {
  const s = scenario(2, CARDS);
  s.battlefield(0, ['Island', 'Darksteel Myr', 'Darksteel Myr', 'Darksteel Myr']);
  s.hand(0, ['Improviser']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Improviser') });
  assert.equal(g.objects[id(g, 'Darksteel Myr', 'battlefield', 2)]!.tapped, true);
  resolveAll(g);
  assert.equal(g.players[0]!.life, 25);
  const s2 = scenario(2, CARDS);
  s2.battlefield(0, ['Forest', 'Darksteel Myr', 'Darksteel Myr', 'Darksteel Myr', 'Darksteel Myr']);
  s2.hand(0, ['Improviser']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  refused(g2, 0, { kind: 'action', action: { kind: 'cast', card: id(g2, 'Improviser') } }, 'UNPAYABLE_COST');
});

test('702.66a: delve — exiling graveyard cards pays generic mana', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Delver'], graveyard: ['Grizzly Bears', 'Shock', 'Opt'], battlefield: ['Swamp', 'Swamp'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Delver');
  assert.equal(g.players[0]!.graveyard.length, 0);
  assert.deepEqual(zoneOf(g, 'Opt'), ['exile']);
  assert.ok(cites(g, '702.66a'));
  resolveAll(g);
  assert.equal(g.players[0]!.life, 25);
});

test('702.41a: affinity for artifacts reduces the generic cost by one per artifact you control', () => {
  const position = (myrs: number) => {
    const s = scenario(2, CARDS);
    s.battlefield(0, [...Array.from({ length: myrs }, () => 'Darksteel Myr'), 'Plains', 'Plains']);
    s.battlefield(1, ['Darksteel Myr', 'Darksteel Myr']); // an opponent's artifacts don't count
    s.hand(0, ['Affine Golem']);
    return s.start({ active: 0, step: 'main1' });
  };
  const g2 = position(2); // {5} - 2 = {3}: two Plains aren't enough
  assert.ok(g2.pending?.kind === 'priority' && !g2.pending.actions.some((a) => a.kind === 'cast'));
  refused(g2, 0, { kind: 'action', action: { kind: 'cast', card: id(g2, 'Affine Golem') } }, 'UNPAYABLE_COST');
  const g3 = position(3); // {5} - 3 = {2}
  assert.ok(g3.pending?.kind === 'priority' && g3.pending.actions.some((a) => a.kind === 'cast'));
  act(g3, 0, { kind: 'cast', card: id(g3, 'Affine Golem') });
  resolveAll(g3);
  assert.deepEqual(zoneOf(g3, 'Affine Golem'), ['battlefield']);
});

const ZAP_BACK: CardDefinition = {
  name: 'Zap Back',
  manaCost: '{R}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  oracleText: 'Zap Back deals 1 damage to any target.\nFlashback {1}{R}',
  abilities: [
    {
      kind: 'spell',
      targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'anyTarget' }, text: 'any target' }],
      effects: [{ kind: 'damage', amount: { kind: 'fixed', n: 1 }, to: { kind: 'target', target: 0 } }],
    },
    { kind: 'keyword', keyword: 'flashback', cost: { mana: '{1}{R}', parts: [] } },
  ],
};
const RE_ZAP: CardDefinition = {
  name: 'Re-Zap',
  manaCost: '{R}',
  supertypes: [],
  types: ['Sorcery'],
  subtypes: [],
  oracleText: 'Re-Zap deals 1 damage to any target.\nRetrace',
  abilities: [
    {
      kind: 'spell',
      targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'anyTarget' }, text: 'any target' }],
      effects: [{ kind: 'damage', amount: { kind: 'fixed', n: 1 }, to: { kind: 'target', target: 0 } }],
    },
    { kind: 'keyword', keyword: 'retrace' },
  ],
};
const BUY_ZAP: CardDefinition = {
  name: 'Buy Zap',
  manaCost: '{R}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  oracleText: 'Buyback {2}\nBuy Zap deals 1 damage to any target.',
  abilities: [
    { kind: 'keyword', keyword: 'buyback', cost: { mana: '{2}', parts: [] } },
    {
      kind: 'spell',
      targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'anyTarget' }, text: 'any target' }],
      effects: [{ kind: 'damage', amount: { kind: 'fixed', n: 1 }, to: { kind: 'target', target: 0 } }],
    },
  ],
};
const MEGA: CardDefinition = {
  name: 'Mega Beast',
  manaCost: '{2}{G}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '2',
  toughness: '2',
  oracleText: 'Megamorph {G}',
  abilities: [{ kind: 'keyword', keyword: 'morph', cost: { mana: '{G}', parts: [] }, mega: true }],
};
const MORE = { ...CARDS, 'Zap Back': ZAP_BACK, 'Re-Zap': RE_ZAP, 'Buy Zap': BUY_ZAP, 'Mega Beast': MEGA };

test('702.34a: flashback casts the card from the graveyard for its flashback cost, then exiles it', () => {
  const t = cardGame(
    {
      players: [{ graveyard: ['Zap Back', 'Shock'], battlefield: ['Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: MORE },
  );
  const g = t.state;
  const d = g.pending!;
  assert.ok(
    d.kind === 'priority' &&
      d.actions.some((a) => a.kind === 'cast' && a.name === 'Zap Back' && a.from === 'graveyard'),
    'offered from the graveyard',
  );
  assert.ok(!d.actions.some((a) => a.kind === 'cast' && a.name === 'Shock'), 'a card without flashback is not');
  t.cast('Shock', { targets: ['P2'], by: 'P1', refused: 'ILLEGAL_CHOICE' });
  t.cast('Zap Back', { targets: ['P2'] });
  assert.equal(g.objects[id(g, 'Mountain', 'battlefield', 1)]!.tapped, true, 'paid {1}{R}');
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19);
  assert.deepEqual(zoneOf(g, 'Zap Back'), ['exile']);
});

test('702.34a: a flashback spell that is countered is exiled too', () => {
  const t = cardGame(
    {
      players: [
        { graveyard: ['Zap Back'], battlefield: ['Mountain', 'Mountain'] },
        { hand: ['Counterspell'], battlefield: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: MORE },
  );
  const g = t.state;
  t.cast('Zap Back', { targets: ['P2'] });
  t.pass();
  t.cast('Counterspell', { targets: ['Zap Back'] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Zap Back'), ['exile']);
  assert.ok(cites(g, '702.34a'));
});

test('702.81a: retrace casts the card from the graveyard by also discarding a land card; it returns to the graveyard', () => {
  const s = scenario(2, MORE);
  s.battlefield(0, ['Mountain']);
  s.graveyard(0, ['Re-Zap']);
  s.hand(0, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.ok(
    g.pending?.kind === 'priority' && !g.pending.actions.some((a) => a.kind === 'cast' && a.name === 'Re-Zap'),
    'no land card to discard',
  );
  const s2 = scenario(2, MORE);
  s2.battlefield(0, ['Mountain']);
  s2.graveyard(0, ['Re-Zap']);
  s2.hand(0, ['Forest']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  act(g2, 0, { kind: 'cast', card: id(g2, 'Re-Zap'), targets: [[{ kind: 'player', player: 1 }]] });
  assert.deepEqual(zoneOf(g2, 'Forest'), ['graveyard']);
  resolveAll(g2);
  assert.equal(g2.players[1]!.life, 19);
  assert.deepEqual(zoneOf(g2, 'Re-Zap'), ['graveyard']);
});

test("702.27a: buyback — paying the extra cost returns the spell to its owner's hand as it resolves", () => {
  const t = cardGame(
    {
      players: [{ hand: ['Buy Zap'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: MORE },
  );
  const g = t.state;
  const d = g.pending!;
  assert.ok(
    d.kind === 'priority' && d.actions.some((a) => a.kind === 'cast' && a.buyback === true),
    'a buyback cast is offered',
  );
  t.cast('Buy Zap', { targets: ['P2'], with: 'buyback' });
  assert.equal(g.players[0]!.hand.length, 0);
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19);
  assert.deepEqual(zoneOf(g, 'Buy Zap'), ['hand']);
  // Without buyback it goes to the graveyard; buyback now can't be paid with no lands left untapped.
  t.cast('Buy Zap', { targets: ['P2'], with: 'buyback', by: 'P1', refused: 'UNPAYABLE_COST' });
});

test("702.27a: a buyback spell that doesn't resolve goes to the graveyard", () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Buy Zap'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { hand: ['Counterspell'], battlefield: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: MORE },
  );
  const g = t.state;
  t.cast('Buy Zap', { targets: ['P2'], with: 'buyback' });
  t.pass();
  t.cast('Counterspell', { targets: ['Buy Zap'] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Buy Zap'), ['graveyard']);
});

test('702.37b: megamorph — turned face up for its megamorph cost, it gets a +1/+1 counter', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Mega Beast'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: MORE },
  );
  const g = t.state;
  t.cast('Mega Beast', { with: 'face_down' });
  resolveAll(g);
  const beast = id(g, 'Mega Beast', 'battlefield');
  assert.deepEqual(pt(g, beast), [2, 2]);
  act(g, 0, { kind: 'turnFaceUp', object: beast });
  assert.equal(g.objects[beast]!.counters['+1/+1'], 1);
  assert.deepEqual(pt(g, beast), [3, 3]);
});

function withCost(
  name: string,
  keyword: 'echo' | 'cumulativeUpkeep' | 'evoke' | 'dash',
  cost: { mana?: string; parts: [] | [{ kind: 'payLife'; amount: number }] },
  power = 3,
  extra: CardDefinition['abilities'] = [],
): CardDefinition {
  return {
    name,
    manaCost: '{2}{G}',
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Beast'],
    power: String(power),
    toughness: '3',
    oracleText: keyword,
    abilities: [
      { kind: 'keyword', keyword, cost: cost.mana ? { mana: cost.mana, parts: cost.parts } : { parts: cost.parts } },
      ...extra,
    ],
  };
}
const ECHOER = withCost('Echoer', 'echo', { mana: '{2}{G}', parts: [] });
const AGER = withCost('Ager', 'cumulativeUpkeep', { mana: '{1}', parts: [] });
const LIFE_AGER = withCost('Life Ager', 'cumulativeUpkeep', { parts: [{ kind: 'payLife', amount: 1 }] });
const EVOKER = withCost('Evoker', 'evoke', { mana: '{G}', parts: [] }, 3, [
  {
    kind: 'triggered',
    trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
    targets: [],
    effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 3 } }],
    text: 'When Evoker enters, you gain 3 life.',
  },
]);
const DASHER = withCost('Dasher', 'dash', { mana: '{R}', parts: [] });
const KW2 = { ...MORE, Echoer: ECHOER, Ager: AGER, 'Life Ager': LIFE_AGER, Evoker: EVOKER, Dasher: DASHER };

test('702.30a: echo — at your first upkeep with it, sacrifice it unless you pay; after paying, no echo again', () => {
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], battlefield: ['Echoer', 'Forest', 'Forest', 'Forest'] },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'upkeep', begin_step: true },
    },
    { cards: KW2 },
  );
  const g = t.state;
  assert.equal(g.turns[0]!.stack.length, 1, 'echo triggered');
  t.pass();
  t.pass();
  assert.ok(g.pending?.kind === 'yesNo' && g.pending.player === 0);
  t.choose(true);
  assert.deepEqual(zoneOf(g, 'Echoer'), ['battlefield']);
  assert.equal(g.objects[id(g, 'Forest', 'battlefield', 2)]!.tapped, true, 'paid {2}{G}');
  // Next upkeep of player 0: it has been under their control since their last upkeep — no trigger.
  passUntil(g, 'end');
  passUntil(g, 'upkeep'); // opponent's upkeep: not theirs
  assert.equal(g.turns[0]!.activePlayers[0], 1);
  passUntil(g, 'end');
  passUntil(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 0);
  assert.equal(g.turns[0]!.stack.length, 0, 'no echo trigger the second time');
});

test('702.30a: echo — not paying sacrifices it', () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Echoer', 'Forest', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'upkeep', begin_step: true },
    },
    { cards: KW2 },
  );
  const g = t.state;
  t.pass();
  t.pass();
  t.choose(false);
  assert.deepEqual(zoneOf(g, 'Echoer'), ['graveyard']);
});

test('702.24a: cumulative upkeep — an age counter each upkeep, the cost paid once per age counter', () => {
  const t = cardGame(
    {
      players: [
        { library: ['Island', 'Island'], battlefield: ['Ager', 'Forest', 'Forest'] },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'upkeep', begin_step: true },
    },
    { cards: KW2 },
  );
  const g = t.state;
  t.pass();
  t.pass();
  t.choose(true);
  const ager = id(g, 'Ager');
  assert.equal(g.objects[ager]!.counters['age'], 1);
  assert.equal(g.players[0]!.manaPool.C + g.players[0]!.manaPool.G, 0);
  assert.equal(
    [id(g, 'Forest', 'battlefield', 0), id(g, 'Forest', 'battlefield', 1)].filter((f) => g.objects[f]!.tapped).length,
    1,
    'paid {1} once',
  );
  passUntil(g, 'end');
  passUntil(g, 'upkeep');
  passUntil(g, 'end');
  passUntil(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 0);
  t.pass();
  t.pass();
  assert.equal(g.objects[ager]!.counters['age'], 2);
  t.choose(true);
  assert.equal(
    [id(g, 'Forest', 'battlefield', 0), id(g, 'Forest', 'battlefield', 1)].filter((f) => g.objects[f]!.tapped).length,
    2,
    'paid {1}{1}',
  );
  assert.deepEqual(zoneOf(g, 'Ager'), ['battlefield']);
});

test("702.24a: cumulative upkeep — if the total can't be paid, the permanent is sacrificed", () => {
  const t = cardGame(
    {
      players: [{ life: 4, battlefield: [{ card: 'Life Ager', counters: { age: 4 } }] }, {}],
      position: { active: 'P1', step: 'upkeep', begin_step: true },
    },
    { cards: KW2 },
  );
  const g = t.state;
  t.pass();
  t.pass();
  // 5 age counters: 5 life, but player 0 has only 4 — no choice is offered and it is sacrificed.
  assert.deepEqual(zoneOf(g, 'Life Ager'), ['graveyard']);
  assert.equal(g.players[0]!.life, 4);
});

test('702.74a: evoke — cast for the evoke cost, its enters trigger happens and it is sacrificed', () => {
  const t = cardGame(
    { players: [{ hand: ['Evoker'], battlefield: ['Forest'] }, {}], position: { active: 'P1', step: 'main1' } },
    { cards: KW2 },
  );
  const g = t.state;
  const d = g.pending!;
  assert.ok(d.kind === 'priority' && d.actions.some((a) => a.kind === 'cast' && a.alternative === 'evoke'));
  t.cast('Evoker', { with: 'evoke' });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Evoker'), ['graveyard']);
  assert.equal(g.players[0]!.life, 23);
});

test("702.109a: dash — haste, and back to its owner's hand at the beginning of the next end step", () => {
  const t = cardGame(
    { players: [{ hand: ['Dasher'], battlefield: ['Mountain'] }, {}], position: { active: 'P1', step: 'main1' } },
    { cards: KW2 },
  );
  const g = t.state;
  t.cast('Dasher', { with: 'dash' });
  resolveAll(g);
  const dasher = id(g, 'Dasher', 'battlefield');
  assert.ok(chars(g, dasher).keywords.has('haste'));
  passUntil(g, 'declareAttackers');
  passUntil(g, 'end');
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Dasher'), ['hand']);
});

test("118.9a: an alternative cost can't be used from the graveyard or on a card without it", () => {
  const t = cardGame(
    {
      players: [{ hand: ['Grizzly Bears'], battlefield: ['Mountain', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: KW2 },
  );
  const g = t.state;
  t.cast('Grizzly Bears', { with: 'dash', by: 'P1', refused: 'ILLEGAL_CHOICE' });
});
