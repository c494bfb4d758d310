/**
 * Scheme cards (314) compiled from their Oracle text in Archenemy games (904): "When you set this scheme in motion"
 * (701.25), ongoing schemes and "abandon this scheme" (701.26, 904.11). The modern pool (current wording).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  createGame,
  fallbackChoice,
  submitInPlace,
  type Choice,
  type GameState,
  type PlayerId,
} from '@arbiter/engine';
import { modernPool } from './helpers.js';

const FULL = [
  'Look Skyward and Despair',
  'The Iron Guardian Stirs',
  'Roots of All Evil',
  'My Tendrils Run Deep',
  'Delight in the Hunt',
  'Behold My Grandeur',
  'Kneel Before My Legions',
  'This World Belongs to Me',
  'I Delight in Your Convulsions',
  'Realms Befitting My Majesty',
];
const deck = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'Forest' : 'Grizzly Bears'));

function game(top: string): GameState {
  const { pool } = modernPool();
  const schemes = FULL.flatMap((n) => [n, n]); // 904.3: twenty, at most two of a name
  const g = createGame({
    seed: 'semantic-scheme',
    cards: (n) => pool.definition(n) ?? STARTER_BY_NAME[n],
    seating: 'given',
    options: { variant: 'team-vs-team', archenemy: 'archenemy', sharedTeamTurns: true },
    players: [
      { name: 'Villain', team: 0, deck, schemeDeck: schemes },
      { name: 'Hero1', team: 1, deck },
      { name: 'Hero2', team: 1, deck },
    ],
  });
  const d = g.archenemy!.decks['0']!;
  d.unshift(
    ...d.splice(
      d.findIndex((id) => g.cards[g.objects[id]!.defKey]!.name === top),
      1,
    ),
  );
  return g;
}

function ok(g: GameState, p: PlayerId, c: Choice): void {
  const r = submitInPlace(g, p, c);
  if (!r.ok) assert.fail(`${r.error.code}: ${r.error.message}`);
}

/** Keeps, then passes (no attacks) until `until` holds. */
function drive(g: GameState, until: (s: GameState) => boolean): void {
  for (let i = 0; i < 2000 && !until(g); i++) {
    const d = g.pending;
    assert.ok(d && !g.result, 'the game goes on');
    ok(
      g,
      d.player,
      d.kind === 'mulligan'
        ? { kind: 'keep' }
        : d.kind === 'priority'
          ? { kind: 'action', action: { kind: 'pass' } }
          : d.kind === 'declareAttackers'
            ? { kind: 'declareAttackers', attacks: [] }
            : fallbackChoice(d),
    );
  }
  assert.ok(until(g), 'reached');
}

test('314 / 904: the schemes used here compile fully from their Oracle text', () => {
  for (const n of FULL) assert.equal(modernPool().pool.compiled(n)?.status, 'full', n);
});

test('701.25 / 904.10: Look Skyward and Despair, set in motion, creates its Dragon and goes back to the bottom', () => {
  const g = game('Look Skyward and Despair');
  drive(g, (s) => s.log.some((e) => e.rules.includes('904.10')));
  const dragons = g.battlefield.filter((id) => g.cards[g.objects[id]!.defKey]!.name.includes('Dragon'));
  assert.equal(dragons.length, 1);
  assert.equal(g.objects[dragons[0]!]!.controller, 0);
  assert.equal(g.archenemy!.faceUp.length, 0);
});

test('904.11 / 701.26: an ongoing scheme (My Tendrils Run Deep) stays face up after its setting in motion', () => {
  const g = game('My Tendrils Run Deep');
  drive(g, (s) => s.log.some((e) => e.type === 'scheme'));
  const id = g.archenemy!.faceUp[0]!;
  assert.equal(g.cards[g.objects[id]!.defKey]!.name, 'My Tendrils Run Deep');
  drive(g, (s) => s.turns[0]!.step === 'beginCombat');
  assert.ok(g.archenemy!.faceUp.includes(id), 'still face up (the archenemy controls fewer than six lands)');
});
