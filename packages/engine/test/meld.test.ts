/**
 * 701.42 meld and 712.4 meld cards: two cards of a meld pair, exiled together, return as one melded permanent with the
 * meld result's characteristics (202.3c: its mana value is the total of its cards' front faces). Leaving the
 * battlefield, it goes as both cards. 903.3b / 903.9c: a melded commander.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, chars, isCommander, type CardDefinition, type GameState, type ObjectId } from '../src/index.js';
import { act, cites, id, ok, pass, resolveAll, scenario, zoneOf } from './helpers.js';

const T0 = { kind: 'target', target: 0 } as const;
const CREATURE = build.target('target creature', { kind: 'object', match: { types: ['Creature'] } });

const legend = (name: string, cost: string, subtypes: string[], pt: [number, number], text = ''): CardDefinition => ({
  ...build.creature(name, cost, subtypes, pt, text),
  supertypes: ['Legendary'],
});
const RESULT: CardDefinition = {
  ...legend('Test Brisela', '', ['Eldrazi', 'Angel'], [9, 10], 'Flying'),
  manaCost: null,
  abilities: build.kw('flying'),
};
const MELD_TEXT =
  '{T}: If you both own and control Test Gisela and a creature named Test Bruna, exile them, then meld them into Test Brisela.';
const CARDS: Record<string, CardDefinition> = {
  'Test Gisela': {
    ...legend('Test Gisela', '{2}{W}{W}', ['Angel', 'Horror'], [4, 3], MELD_TEXT),
    abilities: [
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'tap' }] },
        targets: [],
        effects: [{ kind: 'meld', partner: 'Test Bruna', into: 'Test Brisela' }],
        text: MELD_TEXT,
      },
    ],
    meldResult: RESULT,
  },
  'Test Bruna': {
    ...legend('Test Bruna', '{5}{W}{W}', ['Angel', 'Horror'], [5, 7], '(Melds with Test Gisela.)'),
    meldResult: RESULT,
  },
  // A creature named like the partner, but no meld card.
  'Test Impostor': { ...build.creature('Test Bruna', '{W}', ['Angel'], [1, 1], ''), name: 'Test Bruna' },
  'Test Bounce': build.spell(
    'Instant',
    'Test Bounce',
    '{U}',
    "Return target creature to its owner's hand.",
    [CREATURE],
    [{ kind: 'returnToHand', what: T0 }],
  ),
  'Test Doom': build.spell(
    'Instant',
    'Test Doom',
    '{B}',
    'Destroy target creature.',
    [CREATURE],
    [{ kind: 'destroy', what: T0 }],
  ),
};

/** Player 0 controls Test Gisela (able to tap) and Test Bruna, and melds them; player 1 holds `spell`. */
function melded(
  options: Record<string, unknown> = {},
  commander?: 'Test Gisela' | 'Test Bruna',
  spell = 'Test Bounce',
) {
  const s = scenario(2, CARDS, options);
  const [gisela, bruna] = s.battlefield(0, [{ card: 'Test Gisela', summoningSick: false }, 'Test Bruna']);
  if (commander) s.designateCommander(commander === 'Test Gisela' ? gisela! : bruna!);
  s.battlefield(1, ['Island', 'Swamp']);
  s.hand(1, [spell]);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Test Gisela'), ability: 0 });
  resolveAll(g);
  return g;
}

function brisela(g: GameState): ObjectId {
  const found = g.battlefield.filter((x) => chars(g, x).name === 'Test Brisela');
  assert.equal(found.length, 1, 'one melded permanent');
  return found[0]!;
}

/** Player 1 casts `spell` at the melded permanent; everyone passes. */
function castAt(g: GameState, spell: string): GameState {
  while (g.pending?.kind === 'priority' && g.pending.player !== 1) pass(g);
  act(g, 1, { kind: 'cast', card: id(g, spell), targets: [[{ kind: 'object', id: brisela(g) }]] });
  for (let i = 0; i < 6 && g.pending?.kind === 'priority'; i++) pass(g);
  return g;
}

test("701.42a / 712.4: melding exiles both cards and returns them as one permanent with the meld result's characteristics", () => {
  const g = melded();
  const b = brisela(g);
  const c = chars(g, b);
  assert.deepEqual([c.power, c.toughness], [9, 10]);
  assert.deepEqual(c.subtypes, ['Eldrazi', 'Angel']);
  assert.ok(c.keywords.has('flying'));
  assert.equal(g.battlefield.length, 3, 'Test Brisela, Island, Swamp: the two cards are one permanent');
  assert.deepEqual(zoneOf(g, 'Test Gisela'), ['battlefield'], 'the card Test Gisela represents it');
  assert.deepEqual(zoneOf(g, 'Test Bruna'), [], 'Test Bruna is no object of its own');
  assert.equal(g.exile.length, 0);
  assert.ok(cites(g, '701.42a'));
});

test("202.3c: a melded permanent's mana value is the total of its two cards' front-face mana values", () => {
  const g = melded();
  assert.equal(chars(g, brisela(g)).manaValue, 11);
});

test('701.42a: without a creature named like the other card nothing is exiled', () => {
  const s = scenario(2, CARDS);
  s.battlefield(0, [{ card: 'Test Gisela', summoningSick: false }]);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Test Gisela'), ability: 0 });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Test Gisela'), ['battlefield']);
});

test("701.42c: a creature named like the other card that isn't its meld card is exiled with it, and both stay exiled", () => {
  const s = scenario(2, CARDS);
  s.battlefield(0, [{ card: 'Test Gisela', summoningSick: false }, 'Test Impostor']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Test Gisela'), ability: 0 });
  resolveAll(g);
  assert.equal(g.exile.length, 2);
  assert.ok(cites(g, '701.42c'));
});

test('712.4: a melded permanent put into the graveyard goes there as both its cards', () => {
  const g = castAt(melded({}, undefined, 'Test Doom'), 'Test Doom');
  assert.deepEqual(zoneOf(g, 'Test Gisela'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Test Bruna'), ['graveyard']);
  assert.ok(cites(g, '712.4'));
});

test("712.4: a melded permanent returned to its owner's hand goes there as both its cards", () => {
  const g = castAt(melded(), 'Test Bounce');
  assert.deepEqual(zoneOf(g, 'Test Gisela'), ['hand']);
  assert.deepEqual(zoneOf(g, 'Test Bruna'), ['hand']);
  assert.equal(chars(g, id(g, 'Test Bruna')).manaValue ?? 7, 7);
});

for (const commander of ['Test Gisela', 'Test Bruna'] as const) {
  test(`903.3b: melded with the other card of its pair, the commander ${commander} makes the melded permanent that player's commander`, () => {
    const g = melded({ commander: 'commander' }, commander);
    assert.ok(isCommander(g, brisela(g)));
  });

  test(`903.9c: a melded commander (${commander}) put into the hand: the commander card goes to the command zone, the other card to the hand`, () => {
    const g = castAt(melded({ commander: 'commander' }, commander), 'Test Bounce');
    const d = g.pending;
    assert.ok(d?.kind === 'yesNo' && d.player === 0 && /903\.9b/.test(d.prompt), `903.9b asks (got ${d?.kind})`);
    ok(g, 0, { kind: 'yesNo', yes: true });
    const other = commander === 'Test Gisela' ? 'Test Bruna' : 'Test Gisela';
    assert.deepEqual(zoneOf(g, commander), ['command']);
    assert.deepEqual(zoneOf(g, other), ['hand']);
    assert.ok(cites(g, '903.9c'));
  });

  test(`903.9c / 903.9a: a melded commander (${commander}) destroyed: both cards go to the graveyard, then the owner may put the commander card into the command zone`, () => {
    const g = castAt(melded({ commander: 'commander' }, commander, 'Test Doom'), 'Test Doom');
    const d = g.pending;
    assert.ok(d?.kind === 'yesNo' && d.player === 0 && /903\.9a/.test(d.prompt), `903.9a asks (got ${d?.kind})`);
    ok(g, 0, { kind: 'yesNo', yes: true });
    const other = commander === 'Test Gisela' ? 'Test Bruna' : 'Test Gisela';
    assert.deepEqual(zoneOf(g, commander), ['command']);
    assert.deepEqual(zoneOf(g, other), ['graveyard']);
  });
}
