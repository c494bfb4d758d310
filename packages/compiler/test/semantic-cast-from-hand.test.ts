/**
 * 601.2 / 118.9: "You may cast a spell [with mana value N or less] from your hand without paying its mana cost" — as
 * the effect resolves, its controller chooses up to one such nonland card in their hand and casts it free. Real
 * modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test("118.9: Sram's Expertise casts Hill Giant (mana value 4) no, Grizzly Bears (2) yes, without paying its mana cost", () => {
  modernDef("Sram's Expertise");
  const t = cardGame(
    {
      players: [
        {
          hand: ["Sram's Expertise", 'Grizzly Bears', 'Hill Giant', 'Forest'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Sram's Expertise");
  t.resolve();
  const d = t.state.pending;
  assert.ok(d?.kind === 'chooseObjects', 'the caster chooses a card in their hand');
  assert.deepEqual(d.options, [t.id('Grizzly Bears')], 'only a nonland card with mana value 3 or less');
  t.choose(['Grizzly Bears']);
  t.expect({ zones: { 'Grizzly Bears': 'stack' } });
  t.resolve();
  t.expect({ zones: { 'Grizzly Bears': 'battlefield', 'Hill Giant': 'hand' }, log_cites: ['118.9'] });
  assert.equal(t.zones('Servo').length, 3);
});

test("118.9: Sram's Expertise — choosing no card casts nothing", () => {
  const t = cardGame(
    {
      players: [
        { hand: ["Sram's Expertise", 'Grizzly Bears'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Sram's Expertise");
  t.resolve();
  t.choose([]);
  t.expect({ zones: { 'Grizzly Bears': 'hand' } });
});

test('118.9 / 601.2: Omnispell Adept casts a Lightning Bolt from the hand free, with its target, at instant speed', () => {
  modernDef('Omnispell Adept');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt', 'Grizzly Bears'], battlefield: ['Omnispell Adept', 'Island', 'Island', 'Island'] },
        {},
      ],
      position: { active: 'P1', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.activate('Omnispell Adept');
  t.resolve();
  const d = t.state.pending;
  assert.ok(d?.kind === 'chooseObjects');
  assert.deepEqual(d.options, [t.id('Lightning Bolt')], 'an instant or sorcery card only');
  t.choose(['Lightning Bolt']);
  t.choose([['P2']]);
  t.resolve();
  t.expect({ life: { P2: 17 }, zones: { 'Lightning Bolt': 'graveyard' } });
});
