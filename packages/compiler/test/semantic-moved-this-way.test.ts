/**
 * 608.2c / 608.2h: "For each creature destroyed / exiled / milled this way, [its controller | you] …" — the instructions
 * are followed once for each object the instruction before moved, as it last existed; "its controller" is that
 * object's controller, who follows them as their own. Real modern cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { chars, type GameState } from '@arbiter/engine';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

/** The tokens named `name` on the battlefield, by controller ("P1", "P2"). */
function tokensBy(state: GameState, name: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    const c = chars(state, id);
    if (o.kind !== 'token' || c.name !== name) continue;
    const who = state.players[c.controller]!.name;
    out[who] = (out[who] ?? 0) + 1;
  }
  return out;
}

test("608.2c: Descent of the Dragons — each creature destroyed this way gives its controller a Dragon; an indestructible one isn't destroyed and gives none", () => {
  modernDef('Descent of the Dragons');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Descent of the Dragons'],
          library: [...LIB],
          battlefield: [...landsFor('{4}{R}{R}'), 'Grizzly Bears'],
        },
        { library: [...LIB], battlefield: ['Hill Giant', 'Savannah Lions', 'Darksteel Myr'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Descent of the Dragons', {
    targets: [['Grizzly Bears', 'Hill Giant', 'Savannah Lions', 'Darksteel Myr']],
  });
  t.resolve();
  t.expect({ log_cites: ['608.2c'] });
  assert.deepEqual(tokensBy(t.state, 'Dragon'), { P1: 1, P2: 2 });
  t.expect({ players: { P2: { battlefield: { contains: ['Darksteel Myr'] } } } });
});

test("608.2h: Blood Money — a Treasure for each nontoken creature destroyed this way (a creature token's destruction gives none)", () => {
  modernDef('Blood Money');
  const t = cardGame(
    {
      players: [
        { hand: ['Blood Money'], library: [...LIB], battlefield: [...landsFor('{5}{B}{B}')] },
        {
          library: [...LIB],
          battlefield: ['Grizzly Bears', 'Hill Giant', { card: 'Grizzly Bears', token: true }],
        },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Blood Money');
  t.resolve();
  assert.deepEqual(tokensBy(t.state, 'Treasure'), { P1: 2 }, 'two nontoken creatures; the Treasures are the caster’s');
  t.expect({ players: { P2: { battlefield: [] } } });
});

test("608.2c: Martyr's Cry — each white creature exiled this way draws its controller a card", () => {
  modernDef("Martyr's Cry");
  const t = cardGame(
    {
      players: [
        { hand: ["Martyr's Cry"], library: [...LIB], battlefield: [...landsFor('{W}{W}'), 'Savannah Lions'] },
        { library: [...LIB], battlefield: ['Savannah Lions', 'Serra Angel', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Martyr's Cry");
  t.resolve();
  t.expect({ players: { P1: { hand_count: 1 }, P2: { hand_count: 2, battlefield: ['Grizzly Bears'] } } });
});

test('608.2c: Culmination of Studies — a Treasure per land card, a card per blue card, 1 damage per red card exiled this way', () => {
  modernDef('Culmination of Studies');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Culmination of Studies'],
          library: ['Forest', 'Counterspell', 'Lightning Bolt', 'Lightning Bolt', 'Island', 'Island'],
          battlefield: [...landsFor('{4}{U}{R}')],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Culmination of Studies', { x: 4 });
  t.resolve();
  assert.deepEqual(tokensBy(t.state, 'Treasure'), { P1: 1 });
  t.expect({
    players: { P1: { hand: ['Island'], library_count: 1 }, P2: { life: 18 } },
    exile: ['Forest', 'Counterspell', 'Lightning Bolt', 'Lightning Bolt'],
  });
});

test('608.2c: Tribune of Rot — a Saproling for each creature card milled this way', () => {
  modernDef('Tribune of Rot');
  const t = cardGame(
    {
      players: [
        { library: ['Grizzly Bears', 'Forest', ...LIB], battlefield: ['Tribune of Rot'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack({ 'Tribune of Rot': 'P2' });
  t.resolve();
  t.expect({ players: { P1: { graveyard: ['Grizzly Bears', 'Forest'] } } });
  assert.deepEqual(tokensBy(t.state, 'Saproling'), { P1: 1 });
});
