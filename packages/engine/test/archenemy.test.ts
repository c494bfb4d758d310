/** 904: Archenemy and Supervillain Rumble — setup, scheme decks, setting schemes in motion, ongoing and non-ongoing schemes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createGame,
  STARTER_BY_NAME,
  STARTER_SCHEME_DECK,
  STARTER_SCHEMES_BY_NAME,
  viewFor,
  type CardDefinition,
  type GameSetup,
  type GameState,
} from '../src/index.js';
import { cites, ok, pass } from './helpers.js';

const lookup = (n: string): CardDefinition | undefined => STARTER_SCHEMES_BY_NAME[n] ?? STARTER_BY_NAME[n];
const deck = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'Forest' : 'Grizzly Bears'));

function archenemySetup(over: Partial<GameSetup> = {}, schemes: readonly string[] = STARTER_SCHEME_DECK): GameSetup {
  return {
    seed: 11,
    cards: lookup,
    seating: 'given',
    options: { variant: 'team-vs-team', archenemy: 'archenemy', sharedTeamTurns: true },
    players: [
      { name: 'Villain', team: 0, deck, schemeDeck: schemes },
      { name: 'Hero1', team: 1, deck },
      { name: 'Hero2', team: 1, deck },
      { name: 'Hero3', team: 1, deck },
    ],
    ...over,
  };
}

function keepAll(g: GameState): GameState {
  for (let i = 0; i < 10 && g.pending?.kind === 'mulligan'; i++) ok(g, g.pending.player, { kind: 'keep' });
  return g;
}

/** Passes priority (declaring no attackers or blockers) until `pred` holds. */
function until(g: GameState, pred: (g: GameState) => boolean, max = 400): GameState {
  for (let i = 0; i < max && !pred(g) && !g.result; i++) {
    const d = g.pending;
    if (!d) break;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareAttackers') ok(g, d.player, { kind: 'declareAttackers', attacks: [] });
    else if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks: [] });
    else if (d.kind === 'chooseObjects') ok(g, d.player, { kind: 'chooseObjects', objects: d.options.slice(0, d.min) });
    else if (d.kind === 'chooseTargets')
      ok(g, d.player, { kind: 'chooseTargets', targets: d.targets.map((t) => t.legal.slice(0, t.min)) });
    else if (d.kind === 'orderTriggers') ok(g, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
    else break;
  }
  return g;
}

test('904.1 / 904.2 / 904.5 / 904.6: the archenemy (alone on a team, 40 life) takes the first turn against a team at 20', () => {
  const g = keepAll(createGame(archenemySetup()));
  assert.deepEqual(
    g.players.map((p) => p.life),
    [40, 20, 20, 20],
  );
  assert.equal(g.startingPlayer, 0);
  assert.ok(cites(g, '904.6'));
  assert.equal(g.options.sharedTeamTurns, true);
  assert.equal(g.options.attackMultiplePlayers, true);
});

test('904.3 / 904.4: the scheme deck is twenty or more schemes, at most two of a name, face down in the command zone', () => {
  const g = createGame(archenemySetup());
  assert.equal(g.command.length, 20);
  for (const id of g.command) {
    assert.equal(g.objects[id]!.faceDown, true);
    assert.equal(g.objects[id]!.owner, 0);
  }
  assert.equal(
    viewFor(g, 1).command.every((o) => o.name === null),
    true,
    'a face-down scheme deck is hidden',
  );
  const rule = (f: () => unknown): string | undefined => {
    try {
      f();
    } catch (e) {
      return (e as { rule?: string }).rule;
    }
    return undefined;
  };
  assert.equal(
    rule(() => createGame(archenemySetup({}, STARTER_SCHEME_DECK.slice(0, 19)))),
    '904.3',
  );
  assert.equal(
    rule(() =>
      createGame(archenemySetup({}, [...STARTER_SCHEME_DECK.slice(0, 18), 'Test Rain of Fire', 'Test Rain of Fire'])),
    ),
    '904.3',
  );
  assert.equal(
    rule(() => createGame(archenemySetup({}, [...STARTER_SCHEME_DECK.slice(0, 19), 'Grizzly Bears']))),
    '904.3',
  );
});

test('904.2 / 904.2a / 904.12a: a setup the rules forbid is refused with the rule', () => {
  const rule = (f: () => unknown): string | undefined => {
    try {
      f();
    } catch (e) {
      return (e as { rule?: string }).rule;
    }
    return undefined;
  };
  assert.equal(
    rule(() =>
      createGame(
        archenemySetup({ options: { variant: 'team-vs-team', archenemy: 'archenemy', sharedTeamTurns: false } }),
      ),
    ),
    '904.2',
  );
  assert.equal(
    rule(() =>
      createGame(
        archenemySetup({
          options: { variant: 'team-vs-team', archenemy: 'archenemy', sharedTeamTurns: true, rangeOfInfluence: 1 },
        }),
      ),
    ),
    '904.2',
  );
  const two = archenemySetup();
  assert.equal(
    rule(() =>
      createGame({
        ...two,
        options: { variant: 'free-for-all', archenemy: 'archenemy' },
        players: two.players.map((p, i) => ({ ...p, team: i })),
      }),
    ),
    '904.2',
  );
  assert.equal(
    rule(() => createGame({ ...two, players: two.players.map((p, i) => ({ ...p, team: i < 2 ? 0 : 1 })) })),
    '904.2a',
  );
  assert.equal(
    rule(() =>
      createGame({
        ...two,
        options: {
          variant: 'free-for-all',
          archenemy: 'supervillain-rumble',
          attackMultiplePlayers: false,
          attackDirection: 'left',
        },
        players: two.players.map((p, i) => ({ ...p, team: i, schemeDeck: STARTER_SCHEME_DECK })),
      }),
    ),
    '904.12a',
  );
});

test("904.9 / 701.25: right after the archenemy's precombat main phase begins, the top scheme is set in motion and its trigger resolves", () => {
  const g = keepAll(createGame(archenemySetup()));
  until(g, (s) => s.log.some((e) => e.type === 'scheme'));
  const entry = g.log.find((e) => e.type === 'scheme')!;
  assert.deepEqual(entry.rules, ['904.9', '701.25']);
  assert.equal(g.turns[0]!.step, 'main1');
  assert.equal(g.archenemy!.faceUp.length, 1);
  assert.equal(g.objects[g.archenemy!.faceUp[0]!]!.faceDown, false);
});

test('904.10: a non-ongoing scheme goes face down to the bottom of the scheme deck once its trigger has left the stack', () => {
  const g = keepAll(createGame(archenemySetup()));
  const deckIds = g.archenemy!.decks['0']!;
  const wind = deckIds.findIndex((id) => g.cards[g.objects[id]!.defKey]!.name === 'Test Second Wind');
  deckIds.unshift(...deckIds.splice(wind, 1));
  until(g, (s) => s.log.some((e) => e.rules.includes('904.10')));
  assert.ok(cites(g, '904.10'));
  assert.equal(g.archenemy!.faceUp.length, 0);
  const deckTop = g.archenemy!.decks['0']!;
  assert.equal(deckTop.length, 20);
  assert.equal(g.objects[deckTop.at(-1)!]!.faceDown, true);
});

test('904.11 / 701.26: an ongoing scheme stays face up until abandoned; its static ability functions from the command zone (904.8)', () => {
  const g = keepAll(
    createGame(
      archenemySetup(
        {},
        Array.from({ length: 20 }, () => 'Test Eternal Dominion').map((n, i) =>
          i < 2
            ? n
            : [
                'Test Second Wind',
                'Test Forbidden Knowledge',
                'Test Dark Tithe',
                'Test Mind Shatter',
                'Test Rain of Fire',
                'Test Horde Rises',
                'Test Plundered Vaults',
                'Test Iron Legion',
                "Test Tyrant's Decree",
              ][(i - 2) % 9]!,
        ),
      ),
    ),
  );
  // Put an Eternal Dominion on top.
  const deckIds = g.archenemy!.decks['0']!;
  const dom = deckIds.findIndex((id) => g.cards[g.objects[id]!.defKey]!.name === 'Test Eternal Dominion');
  deckIds.unshift(...deckIds.splice(dom, 1));
  until(
    g,
    (s) =>
      s.archenemy!.faceUp.length > 0 &&
      s.turns[0]!.stack.length === 0 &&
      s.pendingTriggers.length === 0 &&
      s.turns[0]!.step === 'main1' &&
      s.pending?.kind === 'priority',
  );
  assert.equal(g.archenemy!.faceUp.length, 1, 'ongoing: still face up after its trigger resolved');
  assert.ok(!cites(g, '904.10'));
  // At the archenemy's next upkeep it abandons itself.
  until(g, (s) => s.log.some((e) => e.rules.includes('701.26')));
  assert.ok(cites(g, '701.26'));
});

test('904.12 / 904.12b / 904.12c: Supervillain Rumble — every player is an archenemy with a scheme deck and 40 life; the starting player is random', () => {
  const g = createGame({
    seed: 5,
    cards: lookup,
    options: { variant: 'free-for-all', archenemy: 'supervillain-rumble' },
    players: Array.from({ length: 3 }, (_, i) => ({ name: `V${i}`, deck, schemeDeck: STARTER_SCHEME_DECK })),
  });
  assert.deepEqual(
    g.players.map((p) => p.life),
    [40, 40, 40],
  );
  assert.equal(g.command.length, 60);
  assert.deepEqual(g.archenemy!.archenemies, [0, 1, 2]);
  assert.ok(!cites(g, '904.6'));
  const rule = (() => {
    try {
      createGame({
        seed: 5,
        cards: lookup,
        options: { variant: 'free-for-all', archenemy: 'supervillain-rumble' },
        players: [{ deck, schemeDeck: STARTER_SCHEME_DECK }, { deck }, { deck, schemeDeck: STARTER_SCHEME_DECK }],
      });
    } catch (e) {
      return (e as { rule?: string }).rule;
    }
    return undefined;
  })();
  assert.equal(rule, '904.3');
});

test('904.2a / 904.2b: the archenemy is a team of one; the other team may have any number of players', () => {
  for (const heroes of [2, 5]) {
    const g = keepAll(
      createGame(
        archenemySetup({
          players: [
            { name: 'Villain', team: 0, deck, schemeDeck: STARTER_SCHEME_DECK },
            ...Array.from({ length: heroes }, (_, i) => ({ name: `Hero${i + 1}`, team: 1, deck })),
          ],
        }),
      ),
    );
    assert.deepEqual(g.archenemy!.archenemies, [0], `${heroes} heroes`);
    assert.deepEqual(
      g.players.map((p) => p.life),
      [40, ...Array.from({ length: heroes }, () => 20)],
    );
  }
});

test('904.7: the owner and controller of a face-up scheme is the player who started the game with it in the command zone', () => {
  const g = createGame({
    seed: 5,
    cards: lookup,
    options: { variant: 'free-for-all', archenemy: 'supervillain-rumble' },
    players: Array.from({ length: 3 }, (_, i) => ({ name: `V${i}`, deck, schemeDeck: STARTER_SCHEME_DECK })),
  });
  for (const [p, ids] of Object.entries(g.archenemy!.decks))
    for (const x of ids) assert.equal(g.objects[x]!.owner, Number(p), 'each scheme deck is owned by its archenemy');
  keepAll(g);
  until(g, (s) => s.archenemy!.faceUp.length > 0);
  const up = g.archenemy!.faceUp[0]!;
  const mover = g.turns[0]!.activePlayers[0]!;
  assert.equal(g.objects[up]!.owner, mover);
  assert.equal(g.objects[up]!.zone, 'command', '904.4');
  const seen = viewFor(g, (mover + 1) % 3).command.find((o) => o.id === up);
  assert.equal(seen?.controller, mover, 'every player sees the archenemy control it');
  assert.equal(seen?.faceDown, false);
});
