/**
 * 506.2: "defending player" in a creature's own attack restriction and attack triggers is the player it attacks —
 * 603.4 "Whenever ~ attacks, if defending player controls no Walls, …" (an intervening "if" read from that player's
 * side; "that player" after it is the same player), 508.1c "~ can't attack if defending player controls an untapped
 * creature with power 3 or greater", and 509.1b "~ can't block if you control an untapped land". Real modern cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

test('603.4 / 506.2: Siege Dragon deals 2 damage to each creature without flying defending player controls, unless they control a Wall', () => {
  modernDef('Siege Dragon');
  for (const wall of [false, true]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Siege Dragon', 'Grizzly Bears'] },
          { battlefield: ['Grizzly Bears', 'Vampire Bats', ...(wall ? ['Wall of Wood'] : [])] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.advance('declareAttackers', 2);
    t.attack(['Siege Dragon']);
    resolveAll(t.state);
    const bears = t.zones('Grizzly Bears');
    assert.deepEqual(
      bears.sort(),
      wall ? ['battlefield', 'battlefield'] : ['battlefield', 'graveyard'],
      wall ? 'a Wall: no damage' : "only the defending player's Bears die",
    );
    assert.equal(t.zone('Vampire Bats'), 'battlefield', 'a creature with flying is not dealt damage');
  }
});

test("603.4 / 506.2: Spectral Force doesn't untap during the next untap step only if defending player controls no black permanent", () => {
  modernDef('Spectral Force');
  for (const black of [false, true]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Spectral Force'], library: ['Island', 'Island'] },
          { battlefield: black ? ['Vampire Bats'] : ['Grizzly Bears'], library: ['Island', 'Island'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.advance('declareAttackers', 2);
    t.attack(['Spectral Force']);
    resolveAll(t.state);
    t.advance('upkeep', 4); // P1's next turn: its untap step is over
    assert.equal(t.tapped('Spectral Force'), !black, black ? 'untaps as usual' : "doesn't untap");
  }
});

test("508.1c: Orgg can't attack while defending player controls an untapped creature with power 3 or greater", () => {
  modernDef('Orgg');
  for (const [blocker, tapped, legal] of [
    ['Hill Giant', false, false],
    ['Hill Giant', true, true],
    ['Grizzly Bears', false, true],
  ] as const) {
    const t = cardGame(
      {
        players: [{ battlefield: ['Orgg'] }, { battlefield: [{ card: blocker, tapped }] }],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.advance('declareAttackers', 2);
    t.attack(['Orgg'], legal ? {} : { by: 'P1', refused: true });
    if (legal) assert.equal(t.object('Orgg').tapped, true, `${blocker}${tapped ? ' (tapped)' : ''}: Orgg attacks`);
  }
});

test("509.1b: Veteran Brawlers can't block while its controller controls an untapped land", () => {
  modernDef('Veteran Brawlers');
  for (const tapped of [false, true]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Grizzly Bears'] },
          { battlefield: ['Veteran Brawlers', { card: 'Mountain', tapped }] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.advance('declareAttackers', 2);
    t.attack(['Grizzly Bears']);
    t.advance('declareBlockers');
    if (tapped) t.block({ 'Veteran Brawlers': 'Grizzly Bears' });
    // With an untapped land, Veteran Brawlers is no potential blocker: there is no block to declare.
    t.advance('main2');
    assert.equal(t.zone('Grizzly Bears'), tapped ? 'graveyard' : 'battlefield', 'blocked by the 4/4 Brawlers?');
    assert.equal(t.life('P2'), tapped ? 20 : 18);
  }
});
