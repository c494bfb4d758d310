/** 707: copies. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type CardDefinition } from '../src/index.js';
import { act, id, ok, pass, pt, resolveAll, scenario, zoneOf, cites } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function castClone(g: ReturnType<ReturnType<typeof scenario>['start']>, copy: number | null): number {
  act(g, 0, { kind: 'cast', card: id(g, 'Clone', 'hand') });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects', `expected the Clone choice, got ${d.kind}`);
  ok(g, 0, { kind: 'chooseObjects', objects: copy === null ? [] : [copy] });
  return g.battlefield[g.battlefield.length - 1]!;
}

test('707.2 / 707.9: Clone enters as a copy of a creature, with its copiable values', () => {
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Clone']);
  const [angel] = s.battlefield(1, ['Serra Angel']);
  const g = s.start({ active: 0, step: 'main1' });
  const clone = castClone(g, angel!);
  const c = chars(g, clone);
  assert.equal(c.name, 'Serra Angel');
  assert.deepEqual(pt(g, clone), [4, 4]);
  assert.ok(c.keywords.has('flying') && c.keywords.has('vigilance'));
  assert.equal(c.controller, 0);
  assert.ok(cites(g, '707.9'));
});

test('707.3: a Clone copying a Clone that copies Grizzly Bears is a Grizzly Bears', () => {
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Clone', 'Clone']);
  const [bears] = s.battlefield(1, [{ card: 'Grizzly Bears', counters: { '+1/+1': 2 } }]);
  const g = s.start({ active: 0, step: 'main1' });
  const first = castClone(g, bears!);
  assert.deepEqual(pt(g, first), [2, 2], 'counters are not copiable values');
  const second = castClone(g, first);
  assert.equal(chars(g, second).name, 'Grizzly Bears');
  assert.deepEqual(pt(g, second), [2, 2]);
});

test('707.9 / 704.5f: a Clone that copies nothing is a 0/0 and dies', () => {
  const t = cardGame({
    players: [
      { hand: ['Clone'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
      { battlefield: ['Grizzly Bears'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  castClone(g, null);
  assert.deepEqual(zoneOf(g, 'Clone'), ['graveyard']);
});

const COUNTERPART: CardDefinition = {
  name: 'Test Counterpart',
  manaCost: '{1}{U}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  oracleText: "Create a token that's a copy of target creature you control.",
  abilities: [
    {
      kind: 'spell',
      targets: [
        {
          count: { min: 1, max: 1 },
          filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } },
          text: 'target creature you control',
        },
      ],
      effects: [{ kind: 'createTokenCopy', of: { kind: 'target', target: 0 }, count: { kind: 'fixed', n: 1 } }],
    },
  ],
};

const DOUBLER: CardDefinition = {
  name: 'Test Doubler',
  manaCost: '{U}{U}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  oracleText: 'Copy target instant or sorcery spell.',
  abilities: [
    {
      kind: 'spell',
      targets: [
        {
          count: { min: 1, max: 1 },
          filter: { kind: 'stackObject', spells: true, abilities: false, match: { types: ['Instant', 'Sorcery'] } },
          text: 'target instant or sorcery spell',
        },
      ],
      effects: [{ kind: 'copySpell', what: { kind: 'target', target: 0 } }],
    },
  ],
};

test('707.2 / 111.10: a token copy of a creature that is itself a copy copies the copied values', () => {
  const t = cardGame(
    {
      players: [
        {
          hand: ['Clone', 'Test Counterpart'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
        },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Counterpart': COUNTERPART } },
  );
  const g = t.state;
  const clone = castClone(g, id(g, 'Hill Giant'));
  act(g, 0, { kind: 'cast', card: id(g, 'Test Counterpart'), targets: [[{ kind: 'object', id: clone }]] });
  resolveAll(g);
  const token = g.battlefield.find((x) => g.objects[x]!.kind === 'token')!;
  assert.equal(chars(g, token).name, 'Hill Giant');
  assert.deepEqual(pt(g, token), [3, 3]);
});

test('707.10: a copy of a spell resolves like the spell, then ceases to exist (704.5e)', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Lightning Bolt', 'Test Doubler'], battlefield: ['Mountain', 'Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Doubler': DOUBLER } },
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.cast('Test Doubler', { targets: ['Lightning Bolt'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 14, 'the Bolt and its copy each deal 3');
  assert.deepEqual(zoneOf(g, 'Lightning Bolt'), ['graveyard'], 'only the card reaches the graveyard');
});
