/**
 * 109.2: descriptions with lists — "a noncreature, nonland card" (neither type), and "an Elf, Warrior, or Tyvar card
 * from among them" (any one of those kinds among the cards looked at). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const names = (t: ReturnType<typeof cardGame>, ids: readonly number[]): string[] =>
  ids.map((id) => chars(t.state, id).name).sort();

test('109.2: Duress — the caster chooses a noncreature, nonland card from the revealed hand, which is discarded', () => {
  modernDef('Duress');
  const t = cardGame(
    {
      players: [
        { hand: ['Duress'], battlefield: ['Swamp'] },
        { hand: ['Shock', 'Grizzly Bears', 'Forest', 'Divination'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Duress', { targets: ['P2'] });
  t.pass(2);
  const d = t.pending;
  assert.ok(d?.kind === 'chooseObjects' && d.player === 0);
  assert.deepEqual(names(t, d.options), ['Divination', 'Shock'], 'neither the creature nor the land');
  t.choose(['Shock']);
  assert.deepEqual(names(t, t.state.players[1]!.graveyard), ['Shock']);
  assert.deepEqual(names(t, t.state.players[1]!.hand), ['Divination', 'Forest', 'Grizzly Bears']);
});

test('109.2: Harald, King of Skemfar — only an Elf, Warrior, or Tyvar card among the top five may be revealed', () => {
  modernDef('Harald, King of Skemfar');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Harald, King of Skemfar'],
          battlefield: ['Swamp', 'Forest', 'Forest'],
          library: ['Hill Giant', 'Llanowar Elves', 'Forest', 'Shock', 'Craw Wurm', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Harald, King of Skemfar');
  t.resolve(); // the creature spell
  t.pass(2); // its enters trigger
  const d = t.pending;
  assert.ok(d?.kind === 'chooseObjects');
  assert.deepEqual(names(t, d.options), ['Llanowar Elves']);
  t.choose(['Llanowar Elves']);
  assert.deepEqual(names(t, t.state.players[0]!.hand), ['Llanowar Elves']);
  assert.equal(t.state.players[0]!.library.length, 5);
});

test('109.2: In the Presence of Ages — a creature card and/or a land card: up to one of each, the rest to the graveyard', () => {
  modernDef('In the Presence of Ages');
  const t = cardGame(
    {
      players: [
        {
          hand: ['In the Presence of Ages'],
          battlefield: ['Forest', 'Forest', 'Forest'],
          library: ['Grizzly Bears', 'Forest', 'Shock', 'Hill Giant', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('In the Presence of Ages');
  t.pass(2);
  const creature = t.pending;
  assert.ok(creature?.kind === 'chooseObjects' && creature.max === 1);
  assert.deepEqual(names(t, creature.options), ['Grizzly Bears', 'Hill Giant']);
  t.choose(['Hill Giant']);
  const land = t.pending;
  assert.ok(land?.kind === 'chooseObjects');
  assert.deepEqual(names(t, land.options), ['Forest']);
  t.choose(['Forest']);
  assert.deepEqual(names(t, t.state.players[0]!.hand), ['Forest', 'Hill Giant']);
  assert.deepEqual(names(t, t.state.players[0]!.graveyard), ['Grizzly Bears', 'In the Presence of Ages', 'Shock']);
});
