/**
 * 614.1a: "If you would gain life, you gain that much life plus 1 instead." — a replacement static on its
 * controller's life gain; "If a player would gain life, that player gains no life instead." / "If an opponent would
 * gain life, that player loses that much life instead." — on other players' life gain. With effects of different
 * kinds applying, the affected player chooses the order in which they apply (616.1). Real modern cards in engine games.
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

test('614.1a: Sulfuric Vortex — a player who would gain life gains no life instead', () => {
  modernDef('Sulfuric Vortex');
  const t = cardGame(
    {
      players: [
        { library: library(), hand: ['Revitalize'], battlefield: ['Plains', 'Plains'] },
        { library: library(), battlefield: ['Sulfuric Vortex'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Revitalize');
  t.resolve();
  t.expect({ life: { P1: 20 }, players: { P1: { hand_count: 1 } }, log_cites: ['614.1a'] });
});

test("616.1: Tainted Remedy and the opponent's Angel of Vitality — the player gaining life orders them: plus 1 first loses 4, Remedy first loses 3", () => {
  modernDef('Tainted Remedy');
  const game = () =>
    cardGame(
      {
        players: [
          { library: library(), hand: ['Revitalize'], battlefield: ['Angel of Vitality', 'Plains', 'Plains'] },
          { library: library(), battlefield: ['Tainted Remedy'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
  const t = game();
  t.cast('Revitalize');
  t.resolve();
  t.expect({ decision: { kind: 'orderReplacements', player: 'P1' } });
  t.choose(['Angel of Vitality', 'Tainted Remedy']);
  t.expect({ life: { P1: 16 }, log_cites: ['614.1a', '616.1'] });
  const u = game();
  u.cast('Revitalize');
  u.resolve();
  u.choose(['Tainted Remedy', 'Angel of Vitality']);
  u.expect({ life: { P1: 17 } });
});

test("119.7: Tainted Remedy does nothing to an opponent who can't gain life (Erebos, God of the Dead)", () => {
  const t = cardGame(
    {
      players: [
        { library: library(), hand: ['Revitalize'], battlefield: ['Plains', 'Plains'] },
        { library: library(), battlefield: ['Tainted Remedy', 'Erebos, God of the Dead'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Revitalize');
  t.resolve();
  t.expect({ life: { P1: 20 }, log_cites: ['119.7'] });
});

test('207.2d / 614.1a: Plague Drone — its flavor word "Rot Fly" is dropped; an opponent who would gain life loses that much instead', () => {
  modernDef('Plague Drone');
  const t = cardGame(
    {
      players: [
        { library: library(), hand: ['Revitalize'], battlefield: ['Plains', 'Plains'] },
        { library: library(), battlefield: ['Plague Drone'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Revitalize');
  t.resolve();
  t.expect({ life: { P1: 17 }, log_cites: ['614.1a'] });
});
