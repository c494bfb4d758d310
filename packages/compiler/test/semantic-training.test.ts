/**
 * 702.149a training: "Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on
 * this creature." Modern cards with training attack in engine games (the keyword is expanded by the engine,
 * triggers/keywords.ts, so a token's or a granted training triggers the same way).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function attackWith(names: readonly string[]): ReturnType<typeof cardGame> {
  const t = cardGame(
    {
      players: [{ battlefield: names.map((card) => ({ card, summoning_sick: false })) }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers');
  t.attack(names);
  return t;
}

test('702.149a: Rural Recruit (1/1) attacks with Grizzly Bears (2/2) — it trains and is 2/2', () => {
  modernDef('Rural Recruit');
  const t = attackWith(['Rural Recruit', 'Grizzly Bears']);
  t.resolve();
  const recruit = t.id('Rural Recruit');
  assert.equal(t.state.objects[recruit]!.counters['+1/+1'], 1);
  assert.deepEqual([chars(t.state, recruit).power, chars(t.state, recruit).toughness], [2, 2]);
});

test('702.149a: Gryff Rider (2 power) attacking with Grizzly Bears (2 power) does not train: the power is not greater', () => {
  modernDef('Gryff Rider');
  const t = attackWith(['Gryff Rider', 'Grizzly Bears']);
  assert.equal(t.state.turns[0]!.stack.length, 0, 'no training trigger');
  assert.equal(t.state.objects[t.id('Gryff Rider')]!.counters['+1/+1'] ?? 0, 0);
});

test('702.149a: Apprentice Sharpshooter attacking alone does not train', () => {
  modernDef('Apprentice Sharpshooter');
  const t = attackWith(['Apprentice Sharpshooter']);
  assert.equal(t.state.turns[0]!.stack.length, 0);
});

test("702.149a: Torens's Human Soldier token has training: attacking with Torens (2 power), the 1/1 token trains and Torens does not", () => {
  modernDef('Torens, Fist of the Angels');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Grizzly Bears'],
          battlefield: [{ card: 'Torens, Fist of the Angels', summoning_sick: false }, 'Forest', 'Forest'],
          library: ['Forest', 'Forest'],
        },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears');
  t.resolve('all');
  const token = t.state.battlefield.find((id) => chars(t.state, id).name === 'Human Soldier');
  assert.ok(token !== undefined, 'the cast trigger made a Human Soldier token');
  assert.ok(chars(t.state, token).abilities.some((a) => a.kind === 'keyword' && a.keyword === 'training'));
  t.advance('declareAttackers', 4);
  t.attack({ 'Torens, Fist of the Angels': 'P2', 'Human Soldier': 'P2' });
  t.resolve();
  assert.equal(t.state.turns[0]!.stack.length, 0, 'one training trigger only');
  assert.equal(t.state.objects[token]!.counters['+1/+1'], 1);
  assert.equal(t.state.objects[t.id('Torens, Fist of the Angels')]!.counters['+1/+1'] ?? 0, 0);
});
