/**
 * 702.124k "Choose a Background": "You can have two commanders if one of them is this card and the other is a
 * legendary Background enchantment card" — the pair is checked as a Commander game is set up (903.3, 702.124a), and
 * the Background, though no creature, is a commander (903.6: it starts in the command zone). Real modern cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, createGame, isCommander, Scenario, STARTER_BY_NAME, type GameState } from '@arbiter/engine';
import { modernDef, modernPool } from './helpers.js';

const cards = (n: string) => modernPool().pool.definition(n) ?? STARTER_BY_NAME[n];
const forests = Array.from({ length: 40 }, () => 'Forest');

function setup(commanders: string[]): GameState {
  return createGame({
    seed: 1,
    cards,
    options: { commander: 'commander' },
    players: [
      { deck: forests, commanders },
      { deck: forests, commanders: ['Anax and Cymede'] },
    ],
  });
}

test('702.124k: Jaheira, Friend of the Forest and the Background Raised by Giants start as two commanders', () => {
  modernDef('Jaheira, Friend of the Forest');
  modernDef('Raised by Giants');
  const g = setup(['Jaheira, Friend of the Forest', 'Raised by Giants']);
  const mine = g.command.filter((x) => g.objects[x]!.owner === 0);
  assert.deepEqual(mine.map((x) => chars(g, x).name).sort(), ['Jaheira, Friend of the Forest', 'Raised by Giants']);
  for (const x of mine) assert.ok(isCommander(g, x));
});

test('702.124k / 702.124a: "Choose a Background" pairs only with a legendary Background enchantment card', () => {
  const refused = (commanders: string[], rule: string) =>
    assert.throws(
      () => setup(commanders),
      (e: Error & { rule?: string }) => e.rule === rule,
      commanders.join(' + '),
    );
  refused(['Jaheira, Friend of the Forest', 'Wilson, Refined Grizzly'], '702.124a'); // two "Choose a Background"
  refused(['Jaheira, Friend of the Forest', "Kraum, Ludevic's Opus"], '702.124a'); // a partner is no Background
  refused(['Jaheira, Friend of the Forest', 'Rancor'], '903.3'); // an enchantment that isn't a Background is no commander
  refused(['Raised by Giants'], '903.3'); // a Background alone is no commander
  refused(['Raised by Giants', 'Flaming Fist'], '903.3');
});

test('702.124k: with Raised by Giants, the commander Jaheira is a 10/10 Giant', () => {
  const s = new Scenario({ players: 2, cards, options: { commander: 'commander' } });
  const [jaheira, giants] = s.battlefield(0, ['Jaheira, Friend of the Forest', 'Raised by Giants']);
  s.designateCommander(jaheira!);
  s.designateCommander(giants!);
  const g = s.start({ active: 0, step: 'main1' });
  const c = chars(g, jaheira!);
  assert.deepEqual([c.power, c.toughness], [10, 10]);
  assert.ok(c.subtypes.includes('Giant'));
});
