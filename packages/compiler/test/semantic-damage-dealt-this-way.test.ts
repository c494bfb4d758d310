/**
 * 120.3 / 615: "You gain life equal to the damage dealt this way" — the damage actually dealt by the instruction
 * before it, after prevention (Syphon Soul, Corrupt), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('120.3: Syphon Soul deals 2 damage to each other player and its caster gains the 4 life it dealt', () => {
  modernDef('Syphon Soul');
  const t = cardGame(
    {
      players: [{ hand: ['Syphon Soul'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, {}, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Syphon Soul');
  t.resolve();
  t.expect({ life: { P1: 24, P2: 18, P3: 18 } });
});

test("615.1: Urza's Armor prevents 1 of Syphon Soul's damage to its controller — the caster gains only the 3 dealt", () => {
  modernDef("Urza's Armor");
  const t = cardGame(
    {
      players: [
        { hand: ['Syphon Soul'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        {},
        { battlefield: ["Urza's Armor"] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Syphon Soul');
  t.resolve();
  t.expect({ life: { P1: 23, P2: 18, P3: 19 } });
});

test('120.3: Corrupt deals 3 damage to a 2/2 (damage past its toughness is still dealt) and its caster gains 3', () => {
  modernDef('Corrupt');
  const t = cardGame(
    {
      players: [
        { hand: ['Corrupt'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Island', 'Island', 'Island'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Corrupt', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.expect({ life: { P1: 23 }, battlefield: { excludes: ['Grizzly Bears'] } });
});
