/** 903: the Commander variant — designation, command zone, tax, returning to the command zone, commander damage. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  build,
  createGame,
  isCommander,
  STARTER_BY_NAME,
  submitInPlace,
  viewFor,
  type CardDefinition,
  type GameState,
} from '../src/index.js';
import { act, cites, id, ok, pass, passUntil, resolveAll, scenario, zoneOf } from './helpers.js';
import { ownObject } from '../src/index.js';

const legend = (
  name: string,
  cost: string,
  pt: [number, number],
  text = '',
  extra: Partial<CardDefinition> = {},
): CardDefinition => ({ ...build.creature(name, cost, ['Human'], pt, text), supertypes: ['Legendary'], ...extra });

const T0 = { kind: 'target', target: 0 } as const;
const CREATURE = build.target('target creature', { kind: 'object', match: { types: ['Creature'] } });
const CARDS: Record<string, CardDefinition> = {
  'Test Warlord': legend('Test Warlord', '{1}{G}', [7, 7]),
  'Test Partner A': legend('Test Partner A', '{W}', [1, 1], 'Partner'),
  'Test Partner B': legend(
    'Test Partner B',
    '{U}',
    [1, 1],
    'Partner (You can have two commanders if both have partner.)',
  ),
  'Test Brawler': {
    ...build.card(['Planeswalker'], {
      name: 'Test Brawler',
      cost: '{2}{G}',
      subtypes: ['Test'],
      text: '',
      abilities: [],
    }),
    supertypes: ['Legendary'],
    loyalty: 3,
  },
  'Test Bounce': build.spell(
    'Instant',
    'Test Bounce',
    '{U}',
    "Return target creature to its owner's hand.",
    [CREATURE],
    [{ kind: 'returnToHand', what: T0 }],
  ),
  'Test Tuck': build.spell(
    'Instant',
    'Test Tuck',
    '{W}',
    "Target creature's owner shuffles it into their library.",
    [CREATURE],
    [{ kind: 'shuffleIntoLibrary', what: T0 }],
  ),
  'Test Exile': build.spell(
    'Instant',
    'Test Exile',
    '{W}',
    'Exile target creature.',
    [CREATURE],
    [{ kind: 'exile', what: T0 }],
  ),
};
const lookup = (n: string): CardDefinition | undefined => CARDS[n] ?? STARTER_BY_NAME[n];
const forests = Array.from({ length: 40 }, () => 'Forest');

function commanderGame(players = 2, kind: 'commander' | 'brawl' = 'commander', options = {}) {
  return scenario(players, CARDS, { commander: kind, ...options });
}

/** Answers pending 903.9 questions with `yes` until a priority decision is pending. */
function answer(state: GameState, yes: boolean): GameState {
  for (let i = 0; i < 10 && state.pending?.kind === 'yesNo'; i++)
    ok(state, state.pending.player, { kind: 'yesNo', yes });
  return state;
}

test('903.6 / 903.7: commanders start face up in the command zone; starting life is 40', () => {
  const g = createGame({
    seed: 1,
    cards: lookup,
    options: { commander: 'commander' },
    players: [
      { deck: forests, commanders: ['Test Warlord'] },
      { deck: forests, commanders: ['Test Partner A', 'Test Partner B'] },
      { deck: forests, commanders: ['Test Warlord'] },
    ],
  });
  assert.equal(g.command.length, 4);
  for (const x of g.command) {
    assert.equal(g.objects[x]!.faceDown, false);
    assert.ok(isCommander(g, x));
  }
  assert.deepEqual(
    g.players.map((p) => p.life),
    [40, 40, 40],
  );
  assert.ok(cites(g, '903.6'));
  assert.equal(g.players[0]!.library.length + g.players[0]!.hand.length, 40, 'the commander is not in the library');
});

test('903.3 / 702.124a: a setup without a legal commander is refused with the rule', () => {
  const setup = (commanders: string[]) => () =>
    createGame({
      seed: 1,
      cards: lookup,
      options: { commander: 'commander' },
      players: [
        { deck: forests, commanders },
        { deck: forests, commanders: ['Test Warlord'] },
      ],
    });
  assert.throws(setup([]), (e: Error & { rule?: string }) => e.rule === '903.3');
  assert.throws(setup(['Grizzly Bears']), (e: Error & { rule?: string }) => e.rule === '903.3');
  assert.throws(setup(['Test Warlord', 'Test Partner A']), (e: Error & { rule?: string }) => e.rule === '702.124a');
  assert.throws(setup(['Test Brawler']), (e: Error & { rule?: string }) => e.rule === '903.3');
});

test('903.12c / 903.12f: Brawl — a legendary planeswalker may be the commander; 25 life with two players, 30 in multiplayer', () => {
  const two = createGame({
    seed: 2,
    cards: lookup,
    options: { commander: 'brawl' },
    players: [
      { deck: forests, commanders: ['Test Brawler'] },
      { deck: forests, commanders: ['Test Warlord'] },
    ],
  });
  assert.deepEqual(
    two.players.map((p) => p.life),
    [25, 25],
  );
  const four = createGame({
    seed: 2,
    cards: lookup,
    options: { commander: 'brawl' },
    players: Array.from({ length: 4 }, () => ({ deck: forests, commanders: ['Test Brawler'] })),
  });
  assert.deepEqual(
    four.players.map((p) => p.life),
    [30, 30, 30, 30],
  );
});

test('903.12g: in Brawl the first mulligan is free, even with two players', () => {
  const g = createGame({
    seed: 4,
    cards: lookup,
    startingPlayer: 0,
    options: { commander: 'brawl' },
    players: [
      { deck: forests, commanders: ['Test Warlord'] },
      { deck: forests, commanders: ['Test Warlord'] },
    ],
  });
  assert.equal(g.options.freeFirstMulligan, true);
  ok(g, 0, { kind: 'mulligan' });
  assert.equal(g.players[0]!.hand.length, 7);
});

test('903.8: the owner may cast the commander from the command zone; each cast there adds {2} (the commander tax)', () => {
  const s = commanderGame();
  const w = s.commander(0, 'Test Warlord');
  s.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const d = g.pending;
  assert.ok(
    d?.kind === 'priority' && d.actions.some((a) => a.kind === 'cast' && a.card === w),
    'casting from the command zone is a legal action',
  );
  act(g, 0, { kind: 'cast', card: w });
  resolveAll(g);
  const onField = id(g, 'Test Warlord', 'battlefield');
  assert.ok(isCommander(g, onField));
  assert.ok(cites(g, '903.8'));
  assert.equal(viewFor(g, 1).players[0]!.commanders![0]!.tax, 2);
});

test('903.8: with tax {2} the commander costs two more; unpayable is refused, state unchanged', () => {
  const s = commanderGame();
  const w = s.commander(0, 'Test Warlord');
  s.commanderCasts(w, 1);
  s.battlefield(0, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const d = g.pending;
  assert.ok(
    d?.kind === 'priority' && !d.actions.some((a) => a.kind === 'cast' && a.card === w),
    '{1}{G}+{2} is not payable with three Forests',
  );
  const before = JSON.stringify(g);
  const r = submitCast(g, w);
  assert.equal(r, 'UNPAYABLE_COST');
  assert.equal(JSON.stringify(g), before);
});

function submitCast(g: GameState, card: number): string | null {
  const res = submitInPlace(g, 0, { kind: 'action', action: { kind: 'cast', card } });
  return res.ok ? null : res.error.code;
}

test('903.8: a commander cast from the hand pays no tax and does not raise it', () => {
  const s = commanderGame();
  const [w] = s.hand(0, ['Test Warlord']);
  s.designateCommander(w!);
  s.commanderCasts(w!, 3);
  s.battlefield(0, ['Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: w! });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Test Warlord'), ['battlefield']);
  assert.equal(viewFor(g, 0).players[0]!.commanders![0]!.casts, 3);
});

test('903.3: Example — a face-down commander is still a commander; a copy of a commander is not', () => {
  const s = commanderGame();
  const [fd] = s.battlefield(0, [{ card: 'Test Warlord', faceDown: true }]);
  s.designateCommander(fd!);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(isCommander(g, fd!), true);
  // A permanent copying a commander is another card: not a commander (copying changes characteristics, not the card).
  const s2 = commanderGame();
  const [orig] = s2.battlefield(0, ['Test Warlord']);
  s2.designateCommander(orig!);
  const [other] = s2.battlefield(1, ['Grizzly Bears']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  ownObject(g2, other!).copyDefKey = 'Test Warlord';
  assert.equal(isCommander(g2, other!), false);
  // A commander copying something else is still the commander.
  ownObject(g2, orig!).copyDefKey = 'Grizzly Bears';
  assert.equal(isCommander(g2, orig!), true);
});

function destroyedCommander(players: number, yes: boolean): GameState {
  const s = commanderGame(players);
  const [w] = s.battlefield(0, ['Test Warlord']);
  s.designateCommander(w!);
  s.battlefield(1, ['Swamp', 'Swamp', 'Swamp']);
  s.hand(1, ['Murder']);
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  act(g, 1, { kind: 'cast', card: id(g, 'Murder'), targets: [[{ kind: 'object', id: w! }]] });
  pass(g); // 1 passes
  if (g.pending?.kind === 'priority') pass(g);
  for (let i = 0; i < players && g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0; i++) pass(g);
  const d = g.pending;
  assert.ok(
    d?.kind === 'yesNo' && d.player === 0 && d.purpose === 'commanderZone',
    `903.9a asks the owner (got ${d?.kind})`,
  );
  return answer(g, yes);
}

test('903.9a: a commander put into a graveyard may be put into the command zone by its owner as SBAs are checked (two players)', () => {
  const g = destroyedCommander(2, true);
  assert.deepEqual(zoneOf(g, 'Test Warlord'), ['command']);
  assert.ok(cites(g, '903.9a'));
});

test('903.9a: the owner may leave the commander in the graveyard (multiplayer)', () => {
  const g = destroyedCommander(4, false);
  assert.deepEqual(zoneOf(g, 'Test Warlord'), ['graveyard']);
  // Asked once: the next check finds nothing new.
  assert.equal(g.pending?.kind, 'priority');
});

test('903.9a: a commander exiled goes to the command zone if its owner chooses', () => {
  const s = commanderGame(3);
  const [w] = s.battlefield(0, ['Test Warlord']);
  s.designateCommander(w!);
  s.battlefield(1, ['Plains']);
  s.hand(1, ['Test Exile']);
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  act(g, 1, { kind: 'cast', card: id(g, 'Test Exile'), targets: [[{ kind: 'object', id: w! }]] });
  for (let i = 0; i < 5 && g.pending?.kind === 'priority'; i++) pass(g);
  assert.equal(g.pending?.kind, 'yesNo');
  answer(g, true);
  assert.deepEqual(zoneOf(g, 'Test Warlord'), ['command']);
});

function bounced(spell: 'Test Bounce' | 'Test Tuck', players: number, yes: boolean): GameState {
  const s = commanderGame(players);
  const [w] = s.battlefield(0, ['Test Warlord']);
  s.designateCommander(w!);
  s.battlefield(1, ['Island', 'Plains']);
  s.hand(1, [spell]);
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  act(g, 1, { kind: 'cast', card: id(g, spell), targets: [[{ kind: 'object', id: w! }]] });
  for (let i = 0; i < 5 && g.pending?.kind === 'priority'; i++) pass(g);
  const d = g.pending;
  assert.ok(
    d?.kind === 'yesNo' && d.player === 0 && /903\.9b/.test(d.prompt),
    `903.9b asks the owner (got ${d?.kind})`,
  );
  return answer(g, yes);
}

test("903.9b: a commander that would be put into its owner's hand goes to the command zone instead if the owner chooses (two players)", () => {
  const g = bounced('Test Bounce', 2, true);
  assert.deepEqual(zoneOf(g, 'Test Warlord'), ['command']);
  assert.ok(cites(g, '903.9b'));
});

test('903.9b: the owner may let the commander go to their hand (multiplayer)', () => {
  const g = bounced('Test Bounce', 4, false);
  assert.deepEqual(zoneOf(g, 'Test Warlord'), ['hand']);
  assert.ok(!cites(g, '903.9b'));
});

test("903.9b: a commander that would be shuffled into its owner's library goes to the command zone instead", () => {
  const yes = bounced('Test Tuck', 3, true);
  assert.deepEqual(zoneOf(yes, 'Test Warlord'), ['command']);
  const no = bounced('Test Tuck', 2, false);
  assert.deepEqual(zoneOf(no, 'Test Warlord'), ['library']);
});

function attackWith(players: number, already: number, kind: 'commander' | 'brawl' = 'commander'): GameState {
  const s = commanderGame(players, kind);
  const [w] = s.battlefield(0, ['Test Warlord']);
  s.designateCommander(w!);
  s.commanderDamage(w!, 1, already);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = g.pending;
  assert.ok(d?.kind === 'declareAttackers');
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: w!, defender: { kind: 'player', player: 1 } }] });
  for (let i = 0; i < 40 && !g.result && g.turns[0]!.step !== 'end'; i++) {
    const p = g.pending;
    if (p?.kind === 'priority') pass(g);
    else if (p?.kind === 'declareBlockers') ok(g, p.player, { kind: 'declareBlockers', blocks: [] });
    else break;
  }
  return g;
}

test('903.10a / 704.6c: 21 combat damage from the same commander loses the game (two players)', () => {
  const g = attackWith(2, 14);
  assert.equal(g.players[1]!.outcome, 'lost');
  assert.ok(g.players[1]!.life > 0, 'the loss is from commander damage, not life');
  assert.ok(cites(g, '704.6c'));
});

test('903.10a / 704.6c: commander damage is tracked per player and shown in the view (multiplayer)', () => {
  const g = attackWith(4, 0);
  assert.equal(g.players[1]!.outcome, 'playing');
  assert.deepEqual(viewFor(g, 2).players[1]!.commanderDamage, [{ commander: 'Test Warlord', owner: 0, damage: 7 }]);
  assert.deepEqual(viewFor(g, 2).players[2]!.commanderDamage, []);
});

test('903.10a: commander damage survives the commander changing zones (it belongs to the card)', () => {
  const s = commanderGame(2);
  const [w] = s.battlefield(0, ['Test Warlord']);
  s.designateCommander(w!);
  s.commanderDamage(w!, 1, 20);
  s.battlefield(1, ['Island']);
  s.hand(1, ['Test Bounce']);
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  act(g, 1, { kind: 'cast', card: id(g, 'Test Bounce'), targets: [[{ kind: 'object', id: w! }]] });
  for (let i = 0; i < 5 && g.pending?.kind === 'priority'; i++) pass(g);
  answer(g, true);
  const back = id(g, 'Test Warlord', 'command');
  assert.deepEqual(viewFor(g, 1).players[1]!.commanderDamage, [{ commander: 'Test Warlord', owner: 0, damage: 20 }]);
  assert.ok(isCommander(g, back));
});

test('903.12h: Brawl does not use 704.6c', () => {
  const g = attackWith(2, 20, 'brawl');
  assert.equal(g.players[1]!.outcome, 'playing');
  assert.ok(!cites(g, '704.6c'));
});

test('903.12a: a Brawl game uses the normal Commander rules — the tax (903.8) and the return to the command zone (903.9a)', () => {
  const s = commanderGame(2, 'brawl');
  const w = s.commander(0, 'Test Warlord');
  s.commanderCasts(w, 1);
  s.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest']);
  s.battlefield(1, ['Swamp', 'Swamp', 'Swamp']);
  s.hand(1, ['Murder']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: w });
  assert.equal(
    g.players[0]!.manaPool.G + Object.values(g.objects).filter((o) => o.zone === 'battlefield' && o.tapped).length,
    4,
    '{1}{G} plus {2} of tax: all four Forests',
  );
  resolveAll(g);
  const onField = id(g, 'Test Warlord', 'battlefield');
  assert.equal(viewFor(g, 1).players[0]!.commanders![0]!.tax, 4);
  for (let i = 0; i < 5 && g.pending?.kind === 'priority' && g.pending.player !== 1; i++) pass(g);
  assert.equal(g.pending?.kind, 'priority');
  act(g, 1, { kind: 'cast', card: id(g, 'Murder'), targets: [[{ kind: 'object', id: onField }]] });
  for (let i = 0; i < 5 && g.pending?.kind === 'priority'; i++) pass(g);
  const asked = g.pending as GameState['pending'];
  assert.ok(asked?.kind === 'yesNo' && asked.purpose === 'commanderZone', '903.9a asks in Brawl too');
  answer(g, true);
  assert.deepEqual(zoneOf(g, 'Test Warlord'), ['command']);
});

test('903.10a / 704.6c: 21 combat damage from the same commander loses the game (multiplayer: the others play on)', () => {
  const g = attackWith(4, 14);
  assert.equal(g.players[1]!.outcome, 'lost');
  assert.ok(g.players[1]!.life > 0, 'the loss is from commander damage, not life');
  assert.deepEqual(
    [0, 2, 3].map((p) => g.players[p]!.outcome),
    ['playing', 'playing', 'playing'],
  );
  assert.equal(g.result, null, 'the game goes on without the player who lost (800.4a)');
  assert.ok(cites(g, '704.6c'));
});

test('704.6c: damage from two different commanders is not added together', () => {
  const s = commanderGame(3);
  const [w] = s.battlefield(0, ['Test Warlord']);
  s.designateCommander(w!);
  const [other] = s.battlefield(2, ['Test Partner A']);
  s.designateCommander(other!);
  s.commanderDamage(other!, 1, 20);
  s.commanderDamage(w!, 1, 13);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: w!, defender: { kind: 'player', player: 1 } }] });
  for (let i = 0; i < 40 && !g.result && g.turns[0]!.step !== 'end'; i++) {
    const p = g.pending;
    if (p?.kind === 'priority') pass(g);
    else if (p?.kind === 'declareBlockers') ok(g, p.player, { kind: 'declareBlockers', blocks: [] });
    else break;
  }
  const taken = viewFor(g, 1).players[1]!.commanderDamage ?? [];
  assert.deepEqual(
    taken.map((d) => d.damage),
    [20, 20],
  );
  assert.equal(g.players[1]!.outcome, 'playing', '20 + 20 from two commanders is not 21 from one');
  assert.ok(!cites(g, '704.6c'));
});
