/**
 * 601.3 / 702.8a: "You may cast [spells] as though they had flash" and "Any player may cast …" — a permanent's
 * static ability lets players cast the spells it names any time they could cast an instant (307.1), with the
 * static's condition (611.3b). Real modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test("601.3 / 702.8a: with Hypersonic Dragon a sorcery is cast in an opponent's upkeep; an opponent's may not be", () => {
  modernDef('Hypersonic Dragon');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Divination'],
          battlefield: ['Hypersonic Dragon', 'Island', 'Island', 'Island'],
          library: ['Island', 'Island'],
        },
        { hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'] },
      ],
      position: { active: 'P2', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.cast('Divination', { by: 'P2', refused: { code: 'WRONG_TIME', rule: '307.1' } }); // only its controller's sorceries
  t.pass(1); // P2 passes priority in their upkeep
  t.cast('Divination', { by: 'P1' });
  t.resolve();
  t.expect({ players: { P1: { hand_count: 2 } } });
});

test("307.1: without a flash permission a sorcery can't be cast in an opponent's upkeep", () => {
  const t = cardGame(
    {
      players: [{ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'] }, {}],
      position: { active: 'P2', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.pass(1);
  t.cast('Divination', { by: 'P1', refused: { code: 'WRONG_TIME', rule: '307.1' } });
});

test('611.3b / 601.3: Quicksilver, Speedster gives flash to your spells only as long as it is tapped', () => {
  modernDef('Quicksilver, Speedster');
  const untapped = cardGame(
    {
      players: [
        { hand: ['Grizzly Bears'], battlefield: ['Quicksilver, Speedster', 'Forest', 'Forest'] },
        { battlefield: ['Island'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  untapped.pass(1);
  untapped.cast('Grizzly Bears', { by: 'P1', refused: { code: 'WRONG_TIME', rule: '307.1' } });
  const tapped = cardGame(
    {
      players: [
        {
          hand: ['Grizzly Bears'],
          battlefield: [{ card: 'Quicksilver, Speedster', tapped: true }, 'Forest', 'Forest'],
        },
        { battlefield: ['Island'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  tapped.pass(1);
  tapped.cast('Grizzly Bears', { by: 'P1' });
  tapped.resolve();
  tapped.expect({ players: { P1: { battlefield: ['Quicksilver, Speedster', 'Grizzly Bears', 'Forest', 'Forest'] } } });
});

test('601.3: Quick Sliver lets any player cast Sliver spells as though they had flash, and only Sliver spells', () => {
  modernDef('Quick Sliver');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Quick Sliver'] },
        { hand: ['Muscle Sliver', 'Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.pass(1);
  t.cast('Grizzly Bears', { by: 'P2', refused: { code: 'WRONG_TIME', rule: '307.1' } });
  t.cast('Muscle Sliver', { by: 'P2' });
  t.resolve();
  t.expect({ players: { P2: { battlefield: ['Muscle Sliver', 'Forest', 'Forest', 'Forest', 'Forest'] } } });
});

test("611.3b / 702.3b: Novice Knight can attack as though it didn't have defender only while enchanted or equipped", () => {
  modernDef('Novice Knight');
  const bare = cardGame(
    { players: [{ battlefield: ['Novice Knight'] }, {}], position: { active: 'P1', step: 'main1' } },
    modernCompiled,
  );
  bare.advance('declareAttackers', 2);
  bare.attack({ 'Novice Knight': 'P2' }, { by: 'P1', refused: { rule: '508.1a' } });
  const equipped = cardGame(
    {
      players: [{ battlefield: ['Novice Knight', { card: 'Bonesplitter', attached_to: 'Novice Knight' }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  equipped.advance('declareAttackers', 2);
  equipped.attack({ 'Novice Knight': 'P2' });
  equipped.pass(2).pass(2);
  equipped.expect({ life: { P2: 16 } });
});
