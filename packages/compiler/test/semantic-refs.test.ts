/**
 * Effects that refer back to objects and amounts named earlier in the same ability (608.2h, 608.2i), and
 * conditional clauses: compiled cards played in real engine games, each expectation taken from the Oracle text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import type { GameState, ObjectId, PlayerId, TargetRef } from '@arbiter/engine';
import { act, def, id, landsFor, resolveAll, scenario } from './helpers.js';

function abilityIndex(g: GameState, source: ObjectId, text: string): number {
  const i = chars(g, source).abilities.findIndex((a) => a.kind === 'activated' && a.text.includes(text));
  assert.ok(i >= 0, `no activated ability "${text}"`);
  return i;
}
function activate(g: GameState, player: PlayerId, source: ObjectId, text: string, targets?: TargetRef[][], costObjects?: ObjectId[]): GameState {
  return act(g, player, { kind: 'activate', source, ability: abilityIndex(g, source, text), ...(targets ? { targets } : {}), ...(costObjects ? { costObjects } : {}) });
}
const player = (p: PlayerId): TargetRef => ({ kind: 'player', player: p });

test('608.2h / 608.2i: Bloodshot Cyclops deals damage equal to the sacrificed creature\'s power, as it last existed (a +1/+1 counter counts)', () => {
  def('Bloodshot Cyclops');
  const s = scenario();
  s.battlefield(0, ['Bloodshot Cyclops', { card: 'Hill Giant', counters: { '+1/+1': 2 } }, 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  const giant = id(g, 'Hill Giant');
  activate(g, 0, id(g, 'Bloodshot Cyclops'), 'Sacrifice a creature', [[player(1)]], [giant]);
  assert.equal(g.objects[giant]?.zone ?? 'gone', 'gone', 'the sacrificed creature left the battlefield as the cost was paid');
  resolveAll(g);
  assert.equal(g.players[1]!.life, 15, 'Hill Giant was a 5/5 when sacrificed');
});

test('608.2i: Fling (additional cost "sacrifice a creature") deals damage equal to the sacrificed creature\'s power', () => {
  const d = def('Fling');
  const s = scenario();
  s.battlefield(0, [...landsFor(d.manaCost), 'Grizzly Bears', 'Hill Giant']);
  s.hand(0, ['Fling']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Fling', 'hand'), targets: [[player(1)]], costObjects: [id(g, 'Grizzly Bears')] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 18);
});

test('608.2i: Korozda Guildmage creates X Saprolings, where X is the sacrificed creature\'s toughness', () => {
  def('Korozda Guildmage');
  const s = scenario();
  s.battlefield(0, ['Korozda Guildmage', 'Hill Giant', 'Swamp', 'Swamp', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  activate(g, 0, id(g, 'Korozda Guildmage'), 'Sacrifice a nontoken creature', [], [id(g, 'Hill Giant')]);
  resolveAll(g);
  const saprolings = g.battlefield.filter((o) => g.cards[g.objects[o]!.defKey]!.name === 'Saproling');
  assert.equal(saprolings.length, 3);
});
