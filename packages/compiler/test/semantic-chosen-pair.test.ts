/**
 * 601.2c / 701.12a: "Choose target creature you control and target creature you don't control. … Then those
 * creatures fight each other." — both targets are chosen as the spell is cast; "the creature you control" is the
 * first. Blizzard Brawl and Duel for Dominance, played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function brawl(lands: readonly string[]): ReturnType<typeof cardGame> {
  modernDef('Blizzard Brawl');
  return cardGame(
    {
      players: [
        { hand: ['Blizzard Brawl'], battlefield: ['Grizzly Bears', ...lands] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('701.12a: Blizzard Brawl with three snow permanents — the Bears get +1/+0 and indestructible, then fight', () => {
  const t = brawl(['Snow-Covered Forest', 'Snow-Covered Forest', 'Snow-Covered Forest']);
  t.cast('Blizzard Brawl', { targets: [['Grizzly Bears'], ['Hill Giant']] });
  t.resolve();
  assert.equal(t.zone('Hill Giant'), 'graveyard', '3 damage from the 3/2 Bears');
  assert.equal(t.zone('Grizzly Bears'), 'battlefield', 'indestructible, 3 damage marked');
  assert.deepEqual(t.pt('Grizzly Bears'), [3, 2]);
});

test('701.12a: Blizzard Brawl without snow — the 2/2 Bears fight the Hill Giant and die', () => {
  const t = brawl(['Forest']);
  t.cast('Blizzard Brawl', { targets: [['Grizzly Bears'], ['Hill Giant']] });
  t.resolve();
  assert.equal(t.zone('Grizzly Bears'), 'graveyard');
  assert.equal(t.zone('Hill Giant'), 'battlefield');
});

test("601.2c: Blizzard Brawl — the first target must be a creature you control, the second one you don't", () => {
  const t = brawl(['Forest']);
  t.cast('Blizzard Brawl', { targets: [['Hill Giant'], ['Grizzly Bears']], refused: true });
  assert.equal(t.zone('Blizzard Brawl'), 'hand');
});

test('701.12a: Duel for Dominance — coven puts a +1/+1 counter on the chosen creature you control, then they fight', () => {
  modernDef('Duel for Dominance');
  for (const coven of [true, false]) {
    const t = cardGame(
      {
        players: [
          {
            hand: ['Duel for Dominance'],
            battlefield: ['Grizzly Bears', 'Forest', 'Forest', ...(coven ? ['Hill Giant', 'Llanowar Elves'] : [])],
          },
          { battlefield: ['Craw Wurm'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Duel for Dominance', { targets: [['Grizzly Bears'], ['Craw Wurm']], pay: ['Forest#1', 'Forest#2'] });
    t.resolve();
    // Powers 2, 3 and 1 among P1's creatures: coven, so the Bears fight as a 3/3.
    assert.equal(t.object('Craw Wurm').damage, coven ? 3 : 2);
    assert.equal(t.zone('Grizzly Bears'), 'graveyard', 'the Wurm deals 6');
  }
});
