/**
 * 117.1: the priority decision's shortcuts (stack/hand-facts.ts, mana/payment.ts `plainlyPayable`, stack/activate.ts `plainManaEntries`) must never drop an action the full checks would list, nor
 * list one they wouldn't. Each test is a position where a shortcut that read too little (an alternative cost, a cost
 * reduction, convoke, a mana creature, an ability that functions in the hand, a "can't be activated" effect, summoning
 * sickness, a land that makes one of two colours) would list too little or too much.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import type { CardDefinition, GameState, SimpleKeyword } from '../src/index.js';

/** What the player holding priority is offered: casts (with the alternative cost, if any) and activations. */
function offers(g: GameState): string[] {
  const d = g.pending;
  assert.ok(d?.kind === 'priority', `expected a priority decision, got ${d?.kind}`);
  return d.actions.flatMap((a) =>
    a.kind === 'cast'
      ? [`cast ${a.name}${a.alternative ? ` (${a.alternative})` : ''}`]
      : a.kind === 'activate'
        ? [`${a.name}: ${a.text}`]
        : a.kind === 'suspend' || a.kind === 'plot' || a.kind === 'foretell'
          ? [`${a.kind} ${a.name}`]
          : [],
  );
}

function card(name: string, manaCost: string, types: CardDefinition['types'], abilities: CardDefinition['abilities']) {
  const creature = types.includes('Creature');
  return {
    name,
    manaCost,
    supertypes: [],
    types,
    subtypes: [],
    ...(creature ? { power: '2', toughness: '2' } : {}),
    oracleText: '',
    abilities,
  } satisfies CardDefinition;
}

const GAIN_5 = {
  kind: 'spell',
  targets: [],
  effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 5 } }],
} as const;

const keyword = (k: SimpleKeyword) => ({ kind: 'keyword', keyword: k }) as const;

const CARDS: Record<string, CardDefinition> = {
  // {3}{G}{G}, evoke {G}: two green symbols in its mana cost, one in its evoke cost.
  Evoker: card(
    'Evoker',
    '{3}{G}{G}',
    ['Creature'],
    [{ kind: 'keyword', keyword: 'evoke', cost: { mana: '{G}', parts: [] } }],
  ),
  'Two Trinket': card('Two Trinket', '{2}', ['Sorcery'], [GAIN_5]),
  'Cost Cutter': card(
    'Cost Cutter',
    '{1}',
    ['Artifact'],
    [
      {
        kind: 'static',
        effect: { kind: 'spellCost', spells: {}, caster: 'you', less: 1 },
        text: 'Spells you cast cost {1} less to cast.',
      },
    ],
  ),
  'Self Cutter': card(
    'Self Cutter',
    '{3}{R}',
    ['Sorcery'],
    [{ kind: 'static', effect: { kind: 'selfCost', less: 3 }, text: 'This spell costs {3} less to cast.' }, GAIN_5],
  ),
  Convoker: card('Convoker', '{3}{W}', ['Sorcery'], [keyword('convoke'), GAIN_5]),
  'Cycle Bear': card(
    'Cycle Bear',
    '{5}{G}',
    ['Creature'],
    [
      {
        kind: 'activated',
        cost: { mana: '{1}', parts: [{ kind: 'discardSelf' }] },
        targets: [],
        effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
        fromHand: true,
        cycling: true,
        text: 'Cycling {1}',
      },
    ],
  ),
  Suspender: card(
    'Suspender',
    '{5}{G}',
    ['Sorcery'],
    [{ kind: 'keyword', keyword: 'suspend', n: 2, cost: { mana: '{G}', parts: [] } }, GAIN_5],
  ),
  Plotter: card(
    'Plotter',
    '{5}{G}',
    ['Sorcery'],
    [{ kind: 'keyword', keyword: 'plot', cost: { mana: '{G}', parts: [] } }, GAIN_5],
  ),
  Foreteller: card(
    'Foreteller',
    '{5}{G}',
    ['Sorcery'],
    [{ kind: 'keyword', keyword: 'foretell', cost: { mana: '{G}', parts: [] } }, GAIN_5],
  ),
  'Meadow Grove': card(
    'Meadow Grove',
    '',
    ['Land'],
    [
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'tap' }] },
        targets: [],
        effects: [{ kind: 'addMana', mana: '', anyColor: 1, colors: ['G', 'W'] }],
        manaAbility: true,
        text: '{T}: Add {G} or {W}.',
      },
    ],
  ),
  'Green White Charm': card('Green White Charm', '{G}{W}', ['Sorcery'], [GAIN_5]),
  'Mana Rock': card(
    'Mana Rock',
    '{2}',
    ['Artifact'],
    [
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'tap' }] },
        targets: [],
        effects: [{ kind: 'addMana', mana: '{C}' }],
        manaAbility: true,
        text: '{T}: Add {C}.',
      },
    ],
  ),
  'Artifact Lock': card(
    'Artifact Lock',
    '{2}',
    ['Enchantment'],
    [
      {
        kind: 'static',
        effect: {
          kind: 'cantActivate',
          affected: { kind: 'all', filter: { kind: 'object', match: { types: ['Artifact'] } } },
        },
        text: "Activated abilities of artifacts can't be activated.",
      },
    ],
  ),
  'Soft Lock': card(
    'Soft Lock',
    '{2}',
    ['Enchantment'],
    [
      {
        kind: 'static',
        effect: {
          kind: 'cantActivate',
          affected: { kind: 'all', filter: { kind: 'object', match: { types: ['Artifact'] } } },
          exceptMana: true,
        },
        text: "Activated abilities of artifacts can't be activated unless they're mana abilities.",
      },
    ],
  ),
};

function game(hand: string[], battlefield: (string | { card: string; summoning_sick?: boolean; tapped?: boolean })[]) {
  return cardGame(
    { players: [{ hand, battlefield }, {}], position: { active: 'P1', step: 'main1' } },
    { cards: CARDS },
  );
}

test('601.2f / 118.9 / 702.74a: a card whose mana cost is beyond the mana available is offered for its cheaper evoke cost', () => {
  const g = game(['Evoker'], ['Forest']).state;
  assert.deepEqual(offers(g), ['cast Evoker (evoke)', 'Forest: {T}: Add {G}.']);
});

test('601.2f: a spell-cost reduction on the battlefield brings a spell within the mana available', () => {
  assert.deepEqual(offers(game(['Two Trinket'], ['Plains']).state), ['Plains: {T}: Add {W}.'], 'one land, a {2} spell');
  assert.deepEqual(offers(game(['Two Trinket'], ['Plains', 'Cost Cutter']).state), [
    'cast Two Trinket',
    'Plains: {T}: Add {W}.',
  ]);
});

test('601.2f: "this spell costs {3} less" brings a {3}{R} spell within one Mountain', () => {
  assert.deepEqual(offers(game(['Self Cutter'], ['Mountain']).state), ['cast Self Cutter', 'Mountain: {T}: Add {R}.']);
});

test('702.51a: a convoke spell is offered with creatures to tap and no land', () => {
  const g = game(['Convoker'], ['Savannah Lions', 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears']).state;
  assert.deepEqual(offers(g), ['cast Convoker']);
});

test("605.1a / 302.6: a creature's mana ability counts towards what a spell may cost once it is no longer summoning sick", () => {
  assert.deepEqual(
    offers(game(['Grizzly Bears'], ['Forest', { card: 'Llanowar Elves', summoning_sick: true }]).state),
    ['Forest: {T}: Add {G}.'],
  );
  assert.deepEqual(offers(game(['Grizzly Bears'], ['Forest', 'Llanowar Elves']).state), [
    'cast Grizzly Bears',
    'Forest: {T}: Add {G}.',
    'Llanowar Elves: {T}: Add {G}.',
  ]);
});

test('107.5: a tapped permanent\'s "{T}: Add" ability is not offered', () => {
  assert.deepEqual(offers(game([], ['Forest', { card: 'Forest', tapped: true }]).state), ['Forest: {T}: Add {G}.']);
});

test('602.5: a mana ability is offered unless a "can\'t be activated" effect covers it; one that spares mana abilities doesn\'t', () => {
  assert.deepEqual(offers(game([], ['Mana Rock']).state), ['Mana Rock: {T}: Add {C}.']);
  assert.deepEqual(offers(game([], ['Mana Rock', 'Artifact Lock']).state), []);
  assert.deepEqual(offers(game([], ['Mana Rock', 'Soft Lock']).state), ['Mana Rock: {T}: Add {C}.']);
});

test('113.6b / 702.29a: a cycling ability is offered from the hand even when the card itself costs too much to cast', () => {
  assert.deepEqual(offers(game(['Cycle Bear'], ['Forest']).state), [
    'Forest: {T}: Add {G}.',
    'Cycle Bear: Cycling {1}',
  ]);
});

test('116.2f / 116.2k / 116.2h: suspend, plot and foretell are offered from the hand, each for the card that has it', () => {
  assert.deepEqual(offers(game(['Suspender', 'Plotter', 'Foreteller'], ['Forest', 'Forest']).state), [
    'Forest: {T}: Add {G}.',
    'Forest: {T}: Add {G}.',
    'suspend Suspender',
    'plot Plotter',
    'foretell Foreteller',
  ]);
});

test('601.2g–h / 106.1: a land that makes one of two colours pays only one of the two symbols it could pay', () => {
  // {G}{W} with a Forest-or-Plains land and a Mountain: each symbol alone has a unit, but no payment exists.
  assert.deepEqual(offers(game(['Green White Charm'], ['Meadow Grove', 'Mountain']).state), [
    'Meadow Grove: {T}: Add {G} or {W}.',
    'Mountain: {T}: Add {R}.',
  ]);
  assert.deepEqual(offers(game(['Green White Charm'], ['Meadow Grove', 'Plains']).state), [
    'cast Green White Charm',
    'Meadow Grove: {T}: Add {G} or {W}.',
    'Plains: {T}: Add {W}.',
  ]);
});
