/**
 * 614.1a: "If you would gain life, you gain that much life plus 1 instead." — a replacement static on its
 * controller's life gain; with a doubling ("you gain twice that much life instead") also applying, the affected
 * player chooses the order in which they apply (616.1). Real modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const library = (): string[] => ['Plains', 'Plains', 'Plains'];

test('614.1a: Angel of Vitality — Revitalize gains 3 + 1 life', () => {
  modernDef('Angel of Vitality');
  const t = cardGame(
    {
      players: [
        { library: library(), hand: ['Revitalize'], battlefield: ['Angel of Vitality', 'Plains', 'Plains'] },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Revitalize');
  t.resolve();
  t.expect({ life: { P1: 24 }, log_cites: ['614.1a'] });
});

test('616.1: Angel of Vitality and Boon Reflection — the player who gains life orders them: plus 1 then double = 8', () => {
  modernDef('Angel of Vitality');
  const t = cardGame(
    {
      players: [
        {
          library: library(),
          hand: ['Revitalize'],
          battlefield: ['Angel of Vitality', 'Boon Reflection', 'Plains', 'Plains'],
        },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Revitalize');
  t.resolve();
  t.expect({ decision: 'orderReplacements' });
  t.choose(['Angel of Vitality', 'Boon Reflection']);
  t.expect({ life: { P1: 28 }, log_cites: ['614.1a', '616.1'] });
});

test('616.1: Angel of Vitality and Boon Reflection — double then plus 1 = 7', () => {
  const t = cardGame(
    {
      players: [
        {
          library: library(),
          hand: ['Revitalize'],
          battlefield: ['Angel of Vitality', 'Boon Reflection', 'Plains', 'Plains'],
        },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Revitalize');
  t.resolve();
  t.choose(['Boon Reflection', 'Angel of Vitality']);
  t.expect({ life: { P1: 27 } });
});
