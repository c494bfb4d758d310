/**
 * 608.2c / 608.2h: "[A]. If that creature is [a Demon / white or blue], [B] instead." — B replaces A when the spell's or
 * ability's target has that quality as it resolves (105.2 colors, 205.3 subtypes); "you may [B] instead": declining B
 * leaves A. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function dart(target: string) {
  modernDef('Lightning Dart');
  return cardGame(
    {
      players: [{ hand: ['Lightning Dart'], battlefield: ['Mountain', 'Mountain'] }, { battlefield: [target] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('608.2c / 105.2: Lightning Dart deals 4 damage instead to a white creature', () => {
  const t = dart('Savannah Lions');
  t.cast('Lightning Dart', { targets: ['Savannah Lions'] });
  t.resolve();
  t.expect({ zones: { 'Savannah Lions': 'graveyard' } });
  assert.ok(t.state.log.some((l) => /deals 4 damage/.test(l.text)));
});

test('608.2c: Lightning Dart deals 1 damage to a creature that is neither white nor blue', () => {
  const t = dart('Craw Wurm');
  t.cast('Lightning Dart', { targets: ['Craw Wurm'] });
  t.resolve();
  t.expect({ zones: { 'Craw Wurm': 'battlefield' }, objects: { 'Craw Wurm': { damage: 1 } } });
});

test('608.2c / 205.3: Elder Cathar dies — two +1/+1 counters on a Human, one on a non-Human', () => {
  modernDef('Elder Cathar');
  for (const [creature, counters] of [
    ['Elite Vanguard', 2],
    ['Grizzly Bears', 1],
  ] as const) {
    const t = cardGame(
      {
        players: [
          { hand: ['Lightning Bolt'], battlefield: ['Elder Cathar', creature, 'Mountain'] },
          { battlefield: [] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Lightning Bolt', { targets: ['Elder Cathar'] });
    t.resolve(); // Elder Cathar dies; its trigger targets the creature
    t.choose([creature]);
    t.resolve();
    t.expect({ objects: { [creature]: { counters: { '+1/+1': counters } } } });
  }
});

test('608.2c: Ether Well — a red creature may go to the bottom; declining leaves it on top', () => {
  modernDef('Ether Well');
  for (const yes of [true, false]) {
    const t = cardGame(
      {
        players: [
          { hand: ['Ether Well'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
          { battlefield: ['Goblin Piker'], library: ['Forest', 'Forest'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Ether Well', { targets: ['Goblin Piker'] });
    t.resolve();
    t.choose(yes);
    const lib = t.state.players[t.state.objects[t.id('Goblin Piker')]!.owner]!.library;
    assert.equal(lib.indexOf(t.id('Goblin Piker')), yes ? lib.length - 1 : 0);
  }
});

test('608.2c / 506.4: Sweep Away — an attacking creature may go on top of its library; a blocker returns to the hand', () => {
  modernDef('Sweep Away');
  for (const attacking of [true, false]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Craw Wurm'], library: ['Forest', 'Forest'] },
          { hand: ['Sweep Away'], battlefield: ['Island', 'Island', 'Island', 'Grizzly Bears'], library: ['Forest'] },
        ],
        position: { active: 'P1', step: 'declareAttackers', begin_step: true },
      },
      modernCompiled,
    );
    const target = attacking ? 'Craw Wurm' : 'Grizzly Bears';
    t.attack({ 'Craw Wurm': 'P2' });
    t.pass(); // P1 passes; P2 casts Sweep Away in the declare attackers step
    t.cast('Sweep Away', { targets: [target] });
    t.resolve();
    if (attacking) t.choose(true);
    const lib = t.state.players[t.state.objects[t.id(target)]!.owner]!.library;
    if (attacking) assert.equal(lib[0], t.id(target));
    else t.expect({ zones: { [target]: 'hand' } });
  }
});

test('608.2c / 105.2: Pyroblast destroys target permanent only if it is blue', () => {
  modernDef('Pyroblast');
  for (const [target, destroyed] of [
    ['Island', false],
    ['Merfolk of the Pearl Trident', true],
  ] as const) {
    const t = cardGame(
      {
        players: [{ hand: ['Pyroblast'], battlefield: ['Mountain'] }, { battlefield: [target] }],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Pyroblast', { modes: [1], targets: [target] });
    t.resolve();
    t.expect({ zones: { [target]: destroyed ? 'graveyard' : 'battlefield' } });
  }
});
