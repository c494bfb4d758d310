/**
 * 603.7a / 603.7c: "When that creature dies this turn, …" — a delayed triggered ability a resolving spell or ability
 * creates, which watches the one object "that creature" names as it is created; another creature dying doesn't
 * trigger it, and it ends with the turn. 608.2h: "its controller" / "the creature's controller" of a creature that
 * died is its controller as it last existed on the battlefield. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const names = (t: ReturnType<typeof cardGame>, player: number): string[] =>
  t.state.battlefield.filter((id) => t.state.objects[id]!.controller === player).map((id) => t.nameOf(id));

test("603.7c / 608.2h: Searing Blood — the creature it kills was the opponent's: its delayed ability deals 3 damage to that player", () => {
  modernDef('Searing Blood');
  const t = cardGame(
    {
      players: [{ hand: ['Searing Blood'], battlefield: ['Mountain', 'Mountain'] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Searing Blood', { targets: ['Grizzly Bears'] });
  t.resolve(); // 2 damage; the Bears die (704.5g) and the delayed ability triggers
  t.resolve();
  t.expect({ life: { P1: 20, P2: 17 }, log_cites: ['603.7a'] });
});

test("603.7c: Searing Blood — another creature dying doesn't trigger it; the watched creature dying later that turn, to another spell, does", () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Searing Blood', 'Shock', 'Shock'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Hill Giant', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Searing Blood', { targets: ['Hill Giant'] });
  t.resolve(); // the Giant (3/3) survives with 2 damage
  t.cast('Shock', { targets: ['Grizzly Bears'] });
  t.resolve(); // a different creature dies: the delayed ability watches only the Giant
  assert.equal(t.state.turns[0]!.stack.length, 0, 'nothing triggered');
  t.expect({ life: { P2: 20 }, battlefield: { excludes: ['Grizzly Bears'] } });
  t.cast('Shock', { targets: ['Hill Giant'] });
  t.resolve(); // the Giant dies this turn: Searing Blood's delayed ability triggers
  t.resolve();
  assert.equal(t.state.turns[0]!.stack.length, 0);
  t.expect({ life: { P2: 17 }, battlefield: { excludes: ['Hill Giant'] } });
});

test("603.7c: Blessed Defiance — only the targeted creature's death makes the Spirit; the other creature's death doesn't", () => {
  modernDef('Blessed Defiance');
  const t = cardGame(
    {
      players: [
        { hand: ['Blessed Defiance'], battlefield: ['Plains', 'Grizzly Bears', 'Savannah Lions'] },
        { hand: ['Shock', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Blessed Defiance', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.pass(); // P1 passes priority with an empty stack; P2 gets it
  t.cast('Shock', { targets: ['Savannah Lions'] });
  t.resolve();
  assert.equal(t.state.turns[0]!.stack.length, 0, 'nothing triggered');
  assert.deepEqual(names(t, 0).sort(), ['Grizzly Bears', 'Plains']);
  t.pass();
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  t.resolve(); // the Bears (4/2 this turn) die: the delayed ability triggers
  t.resolve();
  assert.deepEqual(names(t, 0).sort(), ['Plains', 'Spirit']);
});

test("608.2h: Dingus Staff — a creature dies: its controller (as it last existed) takes 2 damage, not the Staff's controller", () => {
  modernDef('Dingus Staff');
  const t = cardGame(
    {
      players: [{ hand: ['Shock'], battlefield: ['Dingus Staff', 'Mountain'] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.resolve();
  t.expect({ life: { P1: 20, P2: 18 } });
});
