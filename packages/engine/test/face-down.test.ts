/** 708: face-down spells and permanents — morph (702.37) and manifest (701.40). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, touch, viewFor, type CardDefinition } from '../src/index.js';
import { act, id, ok, pass, pt, refused, resolveAll, scenario, cites } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';
import { ownObject } from '../src/index.js';

const MORPHLING: CardDefinition = {
  name: 'Test Morph Giant',
  manaCost: '{4}{G}{G}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Giant'],
  power: '5',
  toughness: '5',
  oracleText: 'Trample\nMorph {2}{G}',
  abilities: [
    { kind: 'keyword', keyword: 'trample' },
    { kind: 'keyword', keyword: 'morph', cost: { mana: '{2}{G}', parts: [] } },
  ],
};
const MANIFESTER: CardDefinition = {
  name: 'Test Manifest',
  manaCost: '{1}{G}',
  supertypes: [],
  types: ['Sorcery'],
  subtypes: [],
  oracleText: 'Manifest the top card of your library.',
  abilities: [
    {
      kind: 'spell',
      targets: [],
      effects: [{ kind: 'manifest', who: { kind: 'you' }, count: { kind: 'fixed', n: 1 } }],
    },
  ],
};

function morphPosition() {
  const s = scenario(2, { 'Test Morph Giant': MORPHLING, 'Test Manifest': MANIFESTER });
  s.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  s.hand(0, ['Test Morph Giant']);
  return s.start({ active: 0, step: 'main1' });
}

test('702.37c / 708.2: a card with morph can be cast face down for {3} as a nameless 2/2 creature spell', () => {
  const g = morphPosition();
  act(g, 0, { kind: 'cast', card: id(g, 'Test Morph Giant'), faceDown: true });
  const spell = g.turns[0]!.stack[0]!;
  assert.equal(chars(g, spell).name, '');
  assert.deepEqual(pt(g, spell), [2, 2]);
  assert.equal(g.battlefield.filter((x) => g.objects[x]!.tapped).length, 3, 'paid {3}');
  resolveAll(g);
  const perm = g.battlefield.find((x) => g.objects[x]!.faceDown)!;
  assert.deepEqual(pt(g, perm), [2, 2]);
  assert.equal(chars(g, perm).keywords.size, 0, 'no abilities while face down');
  assert.equal(viewFor(g, 1).battlefield.find((x) => x.id === perm)!.name, null, '708.5: hidden from the opponent');
  assert.equal(
    viewFor(g, 0).battlefield.find((x) => x.id === perm)!.name,
    'Test Morph Giant',
    '708.5: its controller may look at it',
  );
  assert.ok(!JSON.stringify(g.log).includes('Test Morph Giant'), 'the log never names the face-down card');
});

test('702.37e / 708.8: turning it face up is a special action for its morph cost; it is the same object', () => {
  const g = morphPosition();
  act(g, 0, { kind: 'cast', card: id(g, 'Test Morph Giant'), faceDown: true });
  resolveAll(g);
  const perm = g.battlefield.find((x) => g.objects[x]!.faceDown)!;
  refused(g, 0, { kind: 'action', action: { kind: 'turnFaceUp', object: perm } }, 'UNPAYABLE_COST');
  ownObject(
    g,
    g.battlefield.find((x) => g.objects[x]!.tapped)!,
  ).tapped = false; // one more Forest for {2}{G}
  touch(g); // a hand edit: the state's caches must hear of it (docs/engine.md, Caches)
  act(g, 0, { kind: 'turnFaceUp', object: perm });
  assert.equal(g.turns[0]!.stack.length, 0, 'no stack');
  assert.equal(g.objects[perm]!.faceDown, false);
  assert.deepEqual(pt(g, perm), [5, 5]);
  assert.ok(chars(g, perm).keywords.has('trample'));
  assert.ok(cites(g, '702.37e'));
});

test("702.37c: a card without morph can't be cast face down", () => {
  const t = cardGame({
    players: [{ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Grizzly Bears', { with: 'face_down', by: 'P1', refused: 'ILLEGAL_CHOICE' });
});

test('701.40a–b: manifest puts the top card face down as a 2/2; a manifested creature card turns face up for its mana cost', () => {
  const t = cardGame(
    {
      players: [
        {
          library: ['Grizzly Bears', 'Forest'],
          hand: ['Test Manifest'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Manifest': MANIFESTER } },
  );
  const g = t.state;
  t.cast('Test Manifest');
  resolveAll(g);
  const perm = g.battlefield.find((x) => g.objects[x]!.faceDown)!;
  assert.deepEqual(pt(g, perm), [2, 2]);
  assert.equal(chars(g, perm).name, '');
  act(g, 0, { kind: 'turnFaceUp', object: perm });
  assert.equal(chars(g, perm).name, 'Grizzly Bears');
  void ok;
  void pass;
});

test("701.40b: a manifested noncreature card can't be turned face up", () => {
  const t = cardGame(
    {
      players: [
        { library: ['Forest'], hand: ['Test Manifest'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Manifest': MANIFESTER } },
  );
  const g = t.state;
  t.cast('Test Manifest');
  resolveAll(g);
  const perm = g.battlefield.find((x) => g.objects[x]!.faceDown)!;
  refused(g, 0, { kind: 'action', action: { kind: 'turnFaceUp', object: perm } }, 'ILLEGAL_CHOICE');
});
