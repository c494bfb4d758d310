/**
 * Conspiracy cards (313) compiled from their Oracle text in Conspiracy Draft games (905): the command zone at game
 * start (905.4), hidden agenda (702.106) face down with a secretly chosen name, turned face up as a special action,
 * and "the chosen name" abilities once face up (313.5).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  Scenario,
  SetupError,
  chars,
  createGame,
  submitInPlace,
  logFor,
  viewFor,
  type CardDefinition,
  type GameSetup,
  type GameState,
} from '@arbiter/engine';
import { act, db, pool } from './helpers.js';
import { compileCard } from '../src/index.js';

const cards = (n: string): CardDefinition | undefined => pool.definition(n) ?? STARTER_BY_NAME[n];
const deck = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'Forest' : 'Grizzly Bears'));

function conspiracyScenario(): Scenario {
  return new Scenario({ players: 3, cards, options: { conspiracy: true } });
}

function setup(over: Partial<GameSetup> = {}): GameSetup {
  return {
    seed: 'conspiracy',
    cards,
    options: { conspiracy: true },
    players: [
      {
        deck,
        conspiracies: [
          { card: 'Immediate Action', named: 'Llanowar Elves' },
          { card: "Brago's Favor", named: 'Forest' },
        ],
      },
      { deck, conspiracies: [{ card: 'Secrets of Paradise', named: 'Forest' }] },
      { deck },
    ],
    ...over,
  };
}

function setupError(s: GameSetup): SetupError {
  try {
    createGame(s);
  } catch (e) {
    if (e instanceof SetupError) return e;
    throw e;
  }
  assert.fail('the setup was accepted');
}

test('313 / 702.106: the hidden agenda conspiracies compile fully from their Oracle text', () => {
  for (const name of [
    'Immediate Action',
    "Brago's Favor",
    'Iterative Analysis',
    'Secrets of Paradise',
    'Hired Heist',
  ]) {
    const c = compileCard(db.get(name)!);
    assert.equal(c.status, 'full', `${name}: ${c.failures.join(' | ')}`);
    assert.ok(
      c.definition.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'hidden agenda'),
      name,
    );
  }
});

test('905.4 / 905.4a / 905.5 / 905.6: conspiracies start in the command zone, hidden agenda face down with its name; life 20, seven cards', () => {
  const g = createGame(setup());
  const command = g.command.map((id) => g.objects[id]!);
  const named = (n: string) => command.find((o) => g.cards[o.defKey]!.name === n)!;
  assert.equal(named('Immediate Action').faceDown, true);
  assert.equal(named('Immediate Action').chosen?.name, 'Llanowar Elves');
  assert.equal(named('Immediate Action').owner, 0);
  assert.equal(named('Secrets of Paradise').controller, 1);
  assert.deepEqual(
    g.players.map((p) => [p.life, p.hand.length]),
    [
      [20, 7],
      [20, 7],
      [20, 7],
    ],
  );
  assert.equal(g.options.variant, 'free-for-all'); // 905.3
  assert.ok(g.log.some((e) => e.rules.includes('905.4a')));
});

test('313.7 / 702.106b: only the controller sees a face-down conspiracy and its chosen name', () => {
  const g = createGame(setup());
  const id = g.command.find((i) => g.cards[g.objects[i]!.defKey]!.name === 'Immediate Action')!;
  const mine = viewFor(g, 0).command.find((o) => o.id === id)!;
  const theirs = viewFor(g, 1).command.find((o) => o.id === id)!;
  assert.equal(mine.name, 'Immediate Action');
  assert.equal(mine.chosenName, 'Llanowar Elves');
  assert.deepEqual([mine.power, mine.types], [null, []]); // 313.5b: no characteristics (not a 2/2 creature)
  assert.equal(theirs.name, null);
  assert.equal(theirs.chosenName, undefined);
  const text = JSON.stringify(logFor(g, 1));
  assert.ok(!text.includes('Immediate Action') && !text.includes('Llanowar Elves'), 'the log names neither');
});

test('702.106c / 116.2h: turning a face-down conspiracy face up is a special action; its abilities then function (313.5)', () => {
  const s = conspiracyScenario();
  const agenda = s.conspiracy(0, 'Immediate Action', 'Grizzly Bears');
  const bears = s.permanent(0, { card: 'Grizzly Bears', summoningSick: true });
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(chars(g, bears).keywords.has('haste'), false, 'a face-down conspiracy has no abilities');
  const d = g.pending!;
  assert.ok(d.kind === 'priority' && d.actions.some((a) => a.kind === 'turnFaceUp' && a.object === agenda));
  act(g, 0, { kind: 'turnFaceUp', object: agenda });
  assert.equal(g.objects[agenda]!.faceDown, false);
  assert.equal(
    chars(g, bears).keywords.has('haste'),
    true,
    'Immediate Action: creatures with the chosen name have haste',
  );
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 0, 'the player keeps priority');
  const reveal = g.log.find((e) => e.rules.includes('702.106c'))!;
  assert.match(logFor(g, 1).find((e) => e.seq === reveal.seq)!.text, /Immediate Action.*Grizzly Bears/);
});

test('702.106c: only the controller turns a conspiracy face up, and only with priority', () => {
  const s = conspiracyScenario();
  const agenda = s.conspiracy(1, 'Immediate Action', 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'main1' });
  const before = JSON.stringify(g);
  const other = submitInPlace(g, 0, { kind: 'action', action: { kind: 'turnFaceUp', object: agenda } });
  assert.ok(!other.ok && other.error.rule === '702.106c');
  const early = submitInPlace(g, 1, { kind: 'action', action: { kind: 'turnFaceUp', object: agenda } });
  assert.ok(!early.ok);
  assert.equal(JSON.stringify(g), before, 'the state is unchanged');
});

test("702.106d: Brago's Favor reduces only spells with the chosen name, once face up", () => {
  const s = conspiracyScenario();
  const favor = s.conspiracy(0, "Brago's Favor", 'Grizzly Bears');
  s.battlefield(0, ['Forest']);
  s.hand(0, ['Grizzly Bears', 'Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  const castable = (): string[] =>
    g.pending?.kind === 'priority' ? g.pending.actions.flatMap((a) => (a.kind === 'cast' ? [a.name] : [])) : [];
  assert.deepEqual(castable(), ['Llanowar Elves']);
  act(g, 0, { kind: 'turnFaceUp', object: favor });
  assert.deepEqual(castable().sort(), ['Grizzly Bears', 'Llanowar Elves']);
});

test('905.3 / 313.3 / 313.1 / 702.106a: the setups the rules forbid are refused with the rule', () => {
  const two = setup();
  assert.equal(setupError({ ...two, players: two.players.slice(0, 2) }).rule, '905.3');
  assert.equal(
    setupError(setup({ players: [{ deck: [...deck, 'Immediate Action'] }, { deck }, { deck }] })).rule,
    '313.3',
  );
  assert.equal(setupError({ ...setup(), options: {} }).rule, '313.1');
  assert.equal(
    setupError(setup({ players: [{ deck, conspiracies: [{ card: 'Immediate Action' }] }, { deck }, { deck }] })).rule,
    '702.106a',
  );
  assert.equal(
    setupError(setup({ players: [{ deck, conspiracies: [{ card: 'Grizzly Bears' }] }, { deck }, { deck }] })).rule,
    '905.4',
  );
  assert.equal(
    setupError(
      setup({
        players: [{ deck, conspiracies: [{ card: 'Immediate Action', named: 'No Such Card' }] }, { deck }, { deck }],
      }),
    ).rule,
    '201.3',
  );
});

test('702.106e: a player leaving the game reveals the face-down conspiracies they controlled to all players', () => {
  const s = conspiracyScenario();
  s.conspiracy(1, 'Immediate Action', 'Grizzly Bears');
  s.conspiracy(2, "Brago's Favor", 'Forest');
  const g = s.start({ active: 0, step: 'main1' });
  const from = g.log.length;
  assert.ok(submitInPlace(g, 1, { kind: 'concede' }).ok);
  const reveals = g.log.slice(from).filter((e) => e.rules.includes('702.106e'));
  assert.equal(reveals.length, 1, "only the leaving player's conspiracy");
  for (const viewer of [0, 2]) {
    const seen = logFor(g, viewer).find((e) => e.seq === reveals[0]!.seq)!;
    assert.match(seen.text, /Immediate Action.*Grizzly Bears/, `player ${viewer} sees the card and its name`);
  }
  assert.ok(reveals[0]!.rules.includes('800.4a'));
  assert.ok(!JSON.stringify(logFor(g, 0)).includes("Brago's Favor"), 'a conspiracy still in the game stays hidden');
});

test('702.106e: at the end of the game every face-down conspiracy is revealed to all players', () => {
  const s = conspiracyScenario();
  const favor = s.conspiracy(2, "Brago's Favor", 'Forest');
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(viewFor(g, 0).command.find((o) => o.id === favor)!.name, null, 'hidden during the game');
  assert.ok(submitInPlace(g, 1, { kind: 'concede' }).ok);
  assert.ok(submitInPlace(g, 0, { kind: 'concede' }).ok);
  assert.ok(g.result, 'the game is over');
  const reveal = g.log.find((e) => e.rules.includes('702.106e') && e.text.includes("Brago's Favor"))!;
  assert.ok(reveal, 'the face-down conspiracy of the winner is revealed');
  assert.match(logFor(g, 0).find((e) => e.seq === reveal.seq)!.text, /Brago's Favor.*Forest/);
  const seen = viewFor(g, 0).command.find((o) => o.id === favor)!;
  assert.equal(seen.name, "Brago's Favor", 'the view shows it to every player');
});

test('103.1 / 313.5: Power Play makes its controller the starting player; with two, one of them at random', () => {
  const power = (players: number[], seed: string) =>
    createGame(
      setup({
        seed,
        players: [0, 1, 2].map((i) => ({
          deck,
          ...(players.includes(i) ? { conspiracies: [{ card: 'Power Play' }] } : {}),
        })),
      }),
    );
  assert.equal(compileCard(db.get('Power Play')!).status, 'full');
  for (const seed of ['a', 'b', 'c', 'd']) {
    const g = power([2], seed);
    assert.equal(g.startingPlayer, 2, `seed ${seed}: Power Play's controller starts`);
    assert.ok(g.log.find((e) => e.type === 'setup' && e.rules.includes('313.5')));
  }
  const starters = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => power([0, 2], seed).startingPlayer));
  assert.deepEqual([...starters].sort(), [0, 2], 'two claims: one of those two, chosen at random');
  const without = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => power([], seed).startingPlayer));
  assert.equal(without.size, 3, 'without Power Play any player may start (103.1)');
});

test("702.106f: double agenda — Summoner's Bond starts face down with two different names, reveals both, and searches for the other name's creature when one is cast", () => {
  const c = compileCard(db.get("Summoner's Bond")!);
  assert.equal(c.status, 'full', c.failures.join(' | '));
  const s = conspiracyScenario();
  const bond = s.conspiracy(0, "Summoner's Bond", ['Grizzly Bears', 'Hill Giant']);
  s.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  s.hand(0, ['Grizzly Bears', 'Llanowar Elves', 'Grizzly Bears']);
  s.library(0, ['Forest', 'Grizzly Bears', 'Hill Giant', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(g.objects[bond]!.chosen?.names, ['Grizzly Bears', 'Hill Giant']);
  assert.equal(viewFor(g, 1).command.find((o) => o.id === bond)?.chosenName, undefined);
  const inHand = (name: string): number[] =>
    g.players[0]!.hand.filter((id) => g.cards[g.objects[id]!.defKey]!.name === name);
  const castAndResolve = (name: string): void => {
    act(g, 0, { kind: 'cast', card: inHand(name)[0]!, targets: [] });
    for (let i = 0; i < 20 && g.turns[0]!.stack.length + g.pendingTriggers.length > 0; i++) {
      const d = g.pending!;
      if (d.kind === 'priority') act(g, d.player, { kind: 'pass' });
      else if (d.kind === 'yesNo') submitInPlace(g, d.player, { kind: 'yesNo', yes: true });
      else if (d.kind === 'chooseObjects') {
        // 702.106f: only a creature card with the other chosen name can be found.
        assert.deepEqual(
          d.options.map((id) => g.cards[g.objects[id]!.defKey]!.name),
          ['Hill Giant'],
        );
        submitInPlace(g, d.player, { kind: 'chooseObjects', objects: [...d.options] });
      } else assert.fail(`unexpected ${d.kind}`);
    }
  };
  castAndResolve('Grizzly Bears'); // face down: its ability doesn't function (313.5b)
  assert.equal(inHand('Hill Giant').length, 0);
  act(g, 0, { kind: 'turnFaceUp', object: bond });
  const reveal = g.log.find((e) => e.rules.includes('702.106c'))!;
  assert.match(logFor(g, 1).find((e) => e.seq === reveal.seq)!.text, /Grizzly Bears and Hill Giant/);
  assert.equal(viewFor(g, 1).command.find((o) => o.id === bond)?.chosenName, 'Grizzly Bears and Hill Giant');
  castAndResolve('Llanowar Elves'); // no chosen name: no trigger
  assert.equal(inHand('Hill Giant').length, 0);
  castAndResolve('Grizzly Bears');
  assert.equal(inHand('Hill Giant').length, 1, 'the Hill Giant was found');
});

test("702.106f: a double agenda's setup needs two different card names", () => {
  const bond = (c: object) =>
    setup({ players: [{ deck, conspiracies: [{ card: "Summoner's Bond", ...c }] }, { deck }, { deck }] });
  assert.equal(setupError(bond({})).rule, '702.106f');
  assert.equal(setupError(bond({ named: 'Grizzly Bears' })).rule, '702.106f');
  assert.equal(setupError(bond({ names: ['Grizzly Bears', 'Grizzly Bears'] })).rule, '702.106f');
  assert.equal(setupError(bond({ names: ['Grizzly Bears', 'No Such Card'] })).rule, '201.3');
  assert.equal(
    setupError(
      setup({
        players: [
          { deck, conspiracies: [{ card: 'Immediate Action', names: ['Forest', 'Island'] }] },
          { deck },
          { deck },
        ],
      }),
    ).rule,
    '702.106f',
  );
  const g = createGame(bond({ names: ['Grizzly Bears', 'Forest'] }));
  assert.equal(g.command.length, 1);
});
