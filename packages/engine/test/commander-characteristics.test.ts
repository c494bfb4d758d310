/**
 * 903.3e: an effect that refers to a characteristic of "your commander" finds that player's commander in every zone
 * (library and hand included) and sees its current characteristics. The compiler reads "your commander's mana value /
 * power / toughness" as the `commanderStat` amount.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, type CardDefinition, type GameState, type ZoneName } from '../src/index.js';
import { act, id, life, resolveAll, scenario } from './helpers.js';

const legend = (name: string, cost: string, pt: [number, number]): CardDefinition => ({
  ...build.creature(name, cost, ['Human'], pt, ''),
  supertypes: ['Legendary'],
});

const CARDS: Record<string, CardDefinition> = {
  // Mana value 5, 4/6.
  'Test Elder': legend('Test Elder', '{3}{G}{G}', [4, 6]),
  // Mana value 2, 2/2 (the opponent's commander).
  'Test Cub': legend('Test Cub', '{1}{R}', [2, 2]),
  'Test Insight': build.spell(
    'Sorcery',
    'Test Insight',
    '{G}',
    "You gain life equal to your commander's mana value.",
    [],
    [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'commanderStat', stat: 'manaValue' } }],
  ),
  'Test Might': build.spell(
    'Sorcery',
    'Test Might',
    '{G}',
    "You gain life equal to your commander's power.",
    [],
    [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'commanderStat', stat: 'power' } }],
  ),
};

/** Player 0's commander Test Elder in `zone`; player 1's Test Cub on the battlefield; player 0 casts `spell`. */
function gainWith(
  zone: ZoneName,
  spell = 'Test Insight',
  players = 2,
  extra: (s: ReturnType<typeof scenario>) => void = () => {},
): GameState {
  const s = scenario(players, CARDS, { commander: 'commander' });
  const [elder] = zone === 'battlefield' ? s.battlefield(0, ['Test Elder']) : s.put(0, zone as 'hand', ['Test Elder']);
  s.designateCommander(elder!);
  s.designateCommander(s.battlefield(1, ['Test Cub'])[0]!);
  s.hand(0, [spell]);
  s.battlefield(0, ['Forest']);
  extra(s);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, spell, 'hand') });
  return resolveAll(g);
}

test('903.3e: "your commander\'s mana value" finds the commander in the library, the hand, the graveyard, exile and the command zone', () => {
  for (const zone of ['library', 'hand', 'graveyard', 'exile', 'command'] as const) {
    const g = gainWith(zone);
    assert.equal(life(g, 0), 45, `commander in the ${zone}: mana value 5`);
  }
});

test("903.3e: it is the controller's own commander, not an opponent's (multiplayer), and 0 without a commander", () => {
  const g = gainWith('library', 'Test Insight', 4);
  assert.equal(life(g, 0), 45, 'Test Elder (5), not Test Cub (2)');
  const s = scenario(2, CARDS, { commander: 'commander' });
  s.designateCommander(s.battlefield(1, ['Test Cub'])[0]!);
  s.hand(0, ['Test Insight']);
  s.battlefield(0, ['Forest']);
  const none = s.start({ active: 0, step: 'main1' });
  act(none, 0, { kind: 'cast', card: id(none, 'Test Insight', 'hand') });
  resolveAll(none);
  assert.equal(life(none, 0), 40, 'player 0 has no commander');
});

test("903.3e: the commander's current characteristics — a continuous effect on it on the battlefield counts", () => {
  assert.equal(life(gainWith('library', 'Test Might'), 0), 44, 'printed power 4 in the library');
  const anthem = gainWith('battlefield', 'Test Might', 2, (s) => s.battlefield(0, ['Glorious Anthem']));
  assert.equal(life(anthem, 0), 45, 'power 5 with Glorious Anthem');
});
