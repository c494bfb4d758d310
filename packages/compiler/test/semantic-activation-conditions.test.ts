/**
 * Issue 19: conditions on activated abilities and triggers, played with real cards of the modern pool: formidable's
 * "creatures you control have total power 8 or greater" (the sum of their actual powers) as an activation restriction
 * (602.5b) and an intervening "if" (603.4); a restricted mana ability is never tapped by the payment search while its
 * restriction doesn't hold (602.5b, 605.3a); corrupted, "an opponent has three or more poison counters" (122.1);
 * "~ entered this turn", "Activate only if A or if B", and "exactly seven cards in hand".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('602.5b formidable: Atarka Pummeler activates with total power 10 (4 + 6), not with 6 (4 + 2)', () => {
  modernDef('Atarka Pummeler');
  for (const [other, ok] of [
    ['Craw Wurm', true],
    ['Grizzly Bears', false],
  ] as const) {
    const t = game({ battlefield: ['Atarka Pummeler', other, ...Array(5).fill('Mountain')] });
    if (!ok) {
      t.activate('Atarka Pummeler', { refused: true });
      continue;
    }
    t.activate('Atarka Pummeler').resolve();
    assert.equal(t.chars(other).keywords.has('menace'), true, `${other} gains menace`);
  }
});

test('603.4 formidable: Owlbear Shepherd draws at your end step with total power 9, not with 3', () => {
  modernDef('Owlbear Shepherd');
  for (const others of [['Craw Wurm', 'Grizzly Bears'], ['Grizzly Bears']]) {
    const t = game({ battlefield: ['Owlbear Shepherd', ...others], library: ['Island', 'Island'] });
    t.advance('end');
    resolveAll(t.state);
    assert.equal(t.state.players[0]!.hand.length, others.length === 2 ? 1 : 0, `with ${others.join(', ')}`);
  }
});

test("602.5b / 605.3a: Tainted Isle's {U} can pay for Opt only while you control a Swamp", () => {
  modernDef('Tainted Isle');
  for (const swamp of [false, true]) {
    const t = game({
      battlefield: ['Tainted Isle', ...(swamp ? ['Swamp'] : [])],
      hand: ['Opt'],
      library: ['Island', 'Island'],
    });
    if (!swamp) {
      t.cast('Opt', { refused: true });
      continue;
    }
    t.cast('Opt').resolve();
    resolveAll(t.state);
    t.expect({ zones: { Opt: 'graveyard' } });
  }
});

test('122.1 / 611.3b corrupted: Apostle of Invasion has double strike while an opponent has three poison counters, not two', () => {
  modernDef('Apostle of Invasion');
  for (const poison of [3, 2]) {
    const t = game({ battlefield: ['Apostle of Invasion'] }, { counters: { poison } });
    assert.equal(t.chars('Apostle of Invasion').keywords.has('double strike'), poison >= 3, `poison ${poison}`);
  }
});

test('122.1 / 602.5b corrupted: Sinew Dancer taps a creature only if an opponent has three or more poison counters', () => {
  modernDef('Sinew Dancer');
  for (const poison of [2, 3]) {
    const t = game(
      { battlefield: ['Sinew Dancer', 'Plains'] },
      { battlefield: ['Grizzly Bears'], counters: { poison } },
    );
    if (poison < 3) {
      t.activate('Sinew Dancer', { targets: ['Grizzly Bears'], refused: true });
      continue;
    }
    t.activate('Sinew Dancer', { targets: ['Grizzly Bears'] }).resolve();
    assert.equal(t.tapped('Grizzly Bears'), true);
  }
});

test("602.5b: Dark Fortress's {B} or {R} needs it to have entered this turn or a basic land — Shock paid each way, refused otherwise", () => {
  modernDef('Dark Fortress');
  for (const how of ['played now', 'with a Plains', 'neither'] as const) {
    const t = game({
      battlefield: how === 'played now' ? [] : ['Dark Fortress', ...(how === 'with a Plains' ? ['Plains'] : [])],
      hand: ['Shock', ...(how === 'played now' ? ['Dark Fortress'] : [])],
    });
    if (how === 'played now') t.play('Dark Fortress');
    if (how === 'neither') {
      t.cast('Shock', { targets: ['P2'], refused: true });
      continue;
    }
    t.cast('Shock', { targets: ['P2'] }).resolve();
    t.expect({ life: { P2: 18 } });
  }
});

test('611.3b: Crew Captain has indestructible as long as it entered this turn — the turn it is cast, not the next', () => {
  modernDef('Crew Captain');
  const t = game({ battlefield: ['Swamp', 'Mountain', 'Forest'], hand: ['Crew Captain'] });
  t.cast('Crew Captain').resolve();
  assert.equal(t.chars('Crew Captain').keywords.has('indestructible'), true, 'the turn it entered');
  t.advance('main1', 3);
  assert.equal(t.chars('Crew Captain').keywords.has('indestructible'), false, "the next turn (the opponent's)");
});

test('602.5b: Library of Alexandria draws only with exactly seven cards in hand — not six, not eight', () => {
  modernDef('Library of Alexandria');
  for (const n of [6, 7, 8]) {
    const t = game({
      battlefield: ['Library of Alexandria'],
      hand: Array(n).fill('Island'),
      library: ['Forest', 'Forest'],
    });
    if (n !== 7) {
      t.activate('Library of Alexandria', { ability: 'Draw a card', refused: true });
      continue;
    }
    t.activate('Library of Alexandria', { ability: 'Draw a card' }).resolve();
    assert.equal(t.state.players[0]!.hand.length, 8, 'it drew a card');
  }
});

test('603.4: Triskaidekaphile wins at your upkeep with exactly thirteen cards in hand, not with twelve', () => {
  modernDef('Triskaidekaphile');
  for (const n of [12, 13]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Triskaidekaphile'], hand: Array(n).fill('Island'), library: ['Forest', 'Forest'] },
          { library: ['Forest', 'Forest'] },
        ],
        position: { active: 'P2', step: 'end' },
      },
      modernCompiled,
    );
    t.advance('upkeep');
    resolveAll(t.state);
    const r = t.state.result;
    assert.deepEqual(r?.winners ?? [], n === 13 ? [0] : [], `with ${n} cards`);
  }
});
