/** The client's pure logic: choices built from picks, auto-pass, the live-state reducer, seating, battlefield groups. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CostObjectChoice, LegalAction, PendingDecision } from '@arbiter/engine';
import {
  buildAction,
  costChoiceState,
  damageChoice,
  defaultDamage,
  draftProblem,
  EMPTY_DRAFT,
  isImmediate,
  manaSources,
  moveItem,
  toggle,
} from '../src/choices.js';
import { DEFAULT_AUTOPASS, shouldAutoPass } from '../src/autopass.js';
import { EMPTY_LIVE, expandPatch, reduceLive } from '../src/live.js';
import { diffView } from '@arbiter/engine';
import { seatPlaces, teamGroups, turnOrderFrom } from '../src/layout.js';
import { groupBattlefield, objectName, playersInRange } from '../src/board.js';
import { parseMeta, parseOptions, errorOf } from '../src/api.js';
import { defaultSeat, isCommanderTable, seatSpec } from '../src/seats.js';
import { parseRoute } from '../src/route.js';
import { holdSeat, readSeats, forgetTable, inviteLink, type KeyValueStore } from '../src/tokens.js';
import { twoPlayerGame, playUntil, viewOfPending } from './fixtures.js';

const bolt: Extract<LegalAction, { kind: 'cast' }> = {
  kind: 'cast',
  card: 40,
  name: 'Lightning Bolt',
  modes: null,
  chooseModes: null,
  hasX: false,
  maxX: 0,
  targets: [
    {
      text: 'any target',
      min: 1,
      max: 1,
      legal: [
        { kind: 'player', player: 1 },
        { kind: 'object', id: 9 },
      ],
    },
  ],
};

test('601.2h: chosen cost objects must pay each part that offers a choice; none chosen lets the engine pick', () => {
  const rites: Extract<LegalAction, { kind: 'cast' }> = { ...bolt, name: 'Village Rites', targets: [] };
  const sacrifice: CostObjectChoice = { verb: 'sacrifice', count: 1, candidates: [5, 6] };
  const evidence: CostObjectChoice = {
    verb: 'exile',
    candidates: [20, 21, 22],
    minTotal: { of: 'manaValue', amount: 4, values: [1, 3, 2] },
  };
  assert.equal(isImmediate(rites), true);
  assert.equal(isImmediate(rites, [sacrifice]), false, 'a cost with a choice opens the builder');
  assert.equal(draftProblem(rites, EMPTY_DRAFT, [sacrifice, evidence]), null);
  assert.equal(draftProblem(rites, { ...EMPTY_DRAFT, costObjects: [5, 6] }, [sacrifice]), 'costs', 'two for one');
  assert.equal(draftProblem(rites, { ...EMPTY_DRAFT, costObjects: [6] }, [sacrifice]), null);
  assert.equal(draftProblem(rites, { ...EMPTY_DRAFT, costObjects: [6, 20] }, [sacrifice, evidence]), 'costs');
  assert.deepEqual(costChoiceState(evidence, [6, 21, 22], 0), { picked: [21, 22], total: 5, paid: true });
  assert.deepEqual(buildAction(rites, { ...EMPTY_DRAFT, costObjects: [6] }), {
    kind: 'cast',
    card: 40,
    payment: { kind: 'auto' },
    costObjects: [6],
  });
});

test('601.2d: a division given for divided damage names each chosen target, at least 1 each, summing to the amount', () => {
  const arc: Extract<LegalAction, { kind: 'cast' }> = {
    ...bolt,
    name: 'Arc Lightning',
    targets: [{ ...bolt.targets[0]!, max: 3 }],
  };
  const two = {
    ...EMPTY_DRAFT,
    targets: [
      [
        { kind: 'player' as const, player: 1 },
        { kind: 'object' as const, id: 9 },
      ],
    ],
  };
  const division = { group: 0, total: 3 };
  assert.equal(draftProblem(arc, two, [], division), null, 'no division given: the engine divides evenly');
  assert.equal(draftProblem(arc, { ...two, divide: [1, 2] }, [], division), null);
  assert.equal(draftProblem(arc, { ...two, divide: [2, 2] }, [], division), 'divide', 'sums to 4, not 3');
  assert.equal(draftProblem(arc, { ...two, divide: [3, 0] }, [], division), 'divide', 'each target gets at least 1');
  assert.equal(draftProblem(arc, { ...two, divide: [3] }, [], division), 'divide', 'one amount per target');
  assert.deepEqual(buildAction(arc, { ...two, divide: [1, 2] }), {
    kind: 'cast',
    card: 40,
    payment: { kind: 'auto' },
    targets: two.targets,
    divide: [1, 2],
  });
});

test('601.2c: a spell with targets is not sent until each target group has a legal choice', () => {
  assert.equal(isImmediate(bolt), false);
  assert.equal(draftProblem(bolt, EMPTY_DRAFT), 'targets');
  assert.equal(
    draftProblem(bolt, { ...EMPTY_DRAFT, targets: [[{ kind: 'object', id: 77 }]] }),
    'targets',
    'an unlisted target is refused client-side',
  );
  const d = { ...EMPTY_DRAFT, targets: [[{ kind: 'player' as const, player: 1 }]] };
  assert.equal(draftProblem(bolt, d), null);
  assert.deepEqual(buildAction(bolt, d), {
    kind: 'cast',
    card: 40,
    payment: { kind: 'auto' },
    targets: [[{ kind: 'player', player: 1 }]],
  });
});

test('601.2b/107.3: modes and X are bounded by the legal action; manual payment names its sources', () => {
  const charm: Extract<LegalAction, { kind: 'cast' }> = {
    kind: 'cast',
    card: 5,
    name: 'Charm',
    targets: [],
    hasX: true,
    maxX: 3,
    chooseModes: { min: 1, max: 1 },
    modes: [
      { text: 'draw', targets: [] },
      { text: 'deal 2', targets: [{ text: 'creature', min: 1, max: 1, legal: [{ kind: 'object', id: 9 }] }] },
    ],
  };
  assert.equal(draftProblem(charm, EMPTY_DRAFT), 'modes');
  assert.equal(draftProblem(charm, { ...EMPTY_DRAFT, modes: [1] }), 'targets');
  assert.equal(draftProblem(charm, { ...EMPTY_DRAFT, modes: [0], x: 4 }), 'x');
  const a = buildAction(charm, {
    ...EMPTY_DRAFT,
    modes: [1],
    x: 2,
    targets: [[{ kind: 'object', id: 9 }]],
    payment: 'sources',
    sources: [3, 4],
  });
  assert.deepEqual(a, {
    kind: 'cast',
    card: 5,
    payment: { kind: 'sources', sources: [3, 4] },
    targets: [[{ kind: 'object', id: 9 }]],
    modes: [1],
    x: 2,
  });
});

test('510.1c: the default damage assignment gives lethal damage in order; trample sends the rest on', () => {
  const d: Extract<PendingDecision, { kind: 'assignCombatDamage' }> = {
    kind: 'assignCombatDamage',
    player: 0,
    prompt: '',
    attacker: 1,
    amount: 6,
    blockers: [2, 3],
    lethal: [2, 3],
    trampleTo: { kind: 'player', player: 1 },
  };
  assert.deepEqual(defaultDamage(d), { amounts: [2, 3], extra: 1 });
  assert.deepEqual(damageChoice(d, [2, 3], 1, false), {
    kind: 'assignCombatDamage',
    assignment: [
      { to: { kind: 'object', id: 2 }, amount: 2 },
      { to: { kind: 'object', id: 3 }, amount: 3 },
      { to: { kind: 'player', player: 1 }, amount: 1 },
    ],
  });
  const noTrample = { ...d, trampleTo: null };
  assert.deepEqual(defaultDamage(noTrample), { amounts: [2, 4], extra: 0 });
});

test('selection helpers keep within the maximum and reorder', () => {
  assert.deepEqual(toggle([1, 2], 3, 2), [1, 2]);
  assert.deepEqual(toggle([1], 3, 1), [3]);
  assert.deepEqual(toggle([1, 2], 1, 2), [2]);
  assert.deepEqual(moveItem(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b']);
});

test('117.3d auto-pass: passes only priority, only where no stop applies, never while the stack has something it could answer', () => {
  const s = playUntil(twoPlayerGame(), (x) => x.pending?.kind === 'priority' && x.turns[0]!.step === 'upkeep');
  const view = viewOfPending(s);
  const seat = s.pending!.player;
  const active = view.activePlayers.includes(seat);
  // Starter decks: in upkeep, the active player's stop applies unless disabled.
  if (active) {
    const onlyPass =
      s.pending!.kind === 'priority' &&
      s.pending!.actions.every((a) => a.kind === 'pass' || (a.kind === 'activate' && a.manaAbility));
    assert.equal(
      shouldAutoPass(view, s.pending, seat, { ...DEFAULT_AUTOPASS, onlyPass: false }),
      false,
      'stop at my upkeep',
    );
    assert.equal(
      shouldAutoPass(view, s.pending, seat, { ...DEFAULT_AUTOPASS, onlyPass: false, stopMyUpkeep: false }),
      true,
    );
    assert.equal(shouldAutoPass(view, s.pending, seat, DEFAULT_AUTOPASS), onlyPass);
  }
  assert.equal(
    shouldAutoPass(view, s.pending, seat === 0 ? 1 : 0, { ...DEFAULT_AUTOPASS, stopMyUpkeep: false }),
    false,
    'never for another seat',
  );
  const mull = twoPlayerGame();
  assert.equal(
    shouldAutoPass(viewOfPending(mull), mull.pending, mull.pending!.player, {
      ...DEFAULT_AUTOPASS,
      stopMyUpkeep: false,
      stopMyMain: false,
    }),
    false,
    'never a mulligan',
  );
  const withStack = { ...view, stack: [{ ...view.battlefield[0]!, text: 'x' }] } as typeof view;
  const cast: typeof s.pending = { kind: 'priority', player: seat, prompt: '', actions: [{ kind: 'pass' }, bolt] };
  assert.equal(
    shouldAutoPass(withStack, cast, seat, { ...DEFAULT_AUTOPASS, untilEndOfTurn: view.turn }),
    false,
    'stop when something is cast',
  );
});

test('the live reducer folds state, log (deduplicated), chat, presence, acks and refusals', () => {
  const s = twoPlayerGame();
  const view = viewOfPending(s);
  let l = reduceLive(EMPTY_LIVE, {
    type: 'state',
    seat: 0,
    view,
    pending: s.pending,
    decisions: 3,
    status: 'playing',
    result: null,
  });
  assert.equal(l.decisions, 3);
  assert.equal(l.pending?.kind, 'mulligan');
  l = reduceLive(l, { type: 'log', entries: [{ seq: 1, turn: 0, type: 'x', text: 'a', rules: [] }], next: 2 });
  l = reduceLive(l, {
    type: 'log',
    entries: [
      { seq: 1, turn: 0, type: 'x', text: 'a', rules: [] },
      { seq: 2, turn: 0, type: 'x', text: 'b', rules: ['103.5'] },
    ],
    next: 3,
  });
  assert.deepEqual(
    l.log.map((e) => e.seq),
    [1, 2],
  );
  l = reduceLive(l, { type: 'error', id: 'c1', error: { code: 'WRONG_TIME', message: 'not now', rule: '307.1' } });
  assert.equal(l.refused?.rule, '307.1');
  l = reduceLive(l, { type: 'ack', id: 'c2', decisions: 4 });
  assert.equal(l.refused, null);
  l = reduceLive(l, { type: 'chat', seat: 1, name: '<b>x</b>', text: '<img src=x>', at: 'now' });
  assert.equal(l.chat[0]!.text, '<img src=x>');
  l = reduceLive(l, {
    type: 'presence',
    seats: [
      { seat: 0, connected: true },
      { seat: 1, connected: false },
    ],
  });
  assert.deepEqual(l.presence, { 0: true, 1: false });
  assert.equal(reduceLive(l, 'garbage'), l);
  assert.equal(reduceLive(l, { type: 'state', view: 5 }), l);
});

test('seating: the viewer first, the others in turn order; teams stay together; 801 range', () => {
  const players = [0, 1, 2, 3, 4, 5].map((id) => ({ id, team: Math.floor(id / 2), name: `P${id}` })) as never[];
  assert.deepEqual(
    turnOrderFrom(players, 3).map((p: { id: number }) => p.id),
    [3, 4, 5, 0, 1, 2],
  );
  assert.deepEqual(
    teamGroups(players, 3).map((g) => g.map((p) => p.id)),
    [
      [3, 2],
      [4, 5],
      [0, 1],
    ],
    'a team split by the wrap-around is one group',
  );
  assert.equal(teamGroups(players, 3).length, 3);
  const places = seatPlaces(players, 0);
  assert.equal(places.length, 6);
  assert.ok(Math.abs(places[0]!.y - 90) < 1, 'the viewer sits at the bottom');
  const s = twoPlayerGame();
  const v = viewOfPending(s);
  assert.deepEqual([...playersInRange(v, 0, 1)!].sort(), [0, 1]);
  assert.equal(playersInRange(v, 0, null), null);
});

test("701.22a / 701.23a: a hidden card the viewer's own decision shows them (view.offered) is named by its card name", () => {
  const v = viewOfPending(twoPlayerGame());
  const hand = v.players.find((p) => p.hand !== null)!.hand!;
  const looked = { ...hand[0]!, id: 9999, name: 'Island' };
  assert.equal(objectName(v, 9999), '#9999', 'an object the view does not hold is named by its id');
  assert.equal(objectName({ ...v, offered: [looked] }, 9999), 'Island');
});

test('the battlefield is grouped into lands, creatures and others, attachments with their host', () => {
  const s = playUntil(twoPlayerGame(), (x) => x.battlefield.length >= 6);
  const v = viewOfPending(s);
  for (const p of [0, 1]) {
    const g = groupBattlefield(v, p);
    assert.ok(g.lands.every((o) => o.types.includes('Land') && !o.types.includes('Creature')));
    assert.ok(g.creatures.every((o) => o.types.includes('Creature')));
    assert.ok(g.others.every((o) => !o.types.includes('Creature') && !o.types.includes('Land')));
  }
  const total = [0, 1].reduce((n, p) => {
    const g = groupBattlefield(v, p);
    return n + g.lands.length + g.creatures.length + g.others.length;
  }, 0);
  assert.equal(total, v.battlefield.filter((o) => o.attachedTo === null).length);
});

test('untrusted server data: meta, options and errors are read defensively', () => {
  assert.equal(parseMeta(null), null);
  const m = parseMeta({
    variants: [{ id: 'ffa', name: 'FFA', minPlayers: 3, maxPlayers: 8, teams: false }, 'junk'],
    options: {
      range: { type: 'integer|"unlimited"', min: 1 },
      deploy: { type: 'boolean', default: false },
      attack: { type: 'enum', values: ['multiple', 'left'] },
    },
    starterDecks: ['a', 3],
    ai: ['heuristic'],
  });
  assert.deepEqual(
    m?.variants.map((v) => v.id),
    ['ffa'],
  );
  assert.deepEqual(m?.starterDecks, ['a']);
  assert.deepEqual(
    m?.options.map((o) => [o.key, o.type]),
    [
      ['range', 'number'],
      ['deploy', 'boolean'],
      ['attack', 'enum'],
    ],
  );
  assert.deepEqual(
    parseOptions([{ key: 'x', default: 3 }]).map((o) => o.type),
    ['number'],
  );
  const e = errorOf(422, {
    error: { code: 'BAD_DECK', message: 'no' },
    problems: [{ line: 3, message: 'unknown card "Foo"' }],
  });
  assert.deepEqual(e.problems, [{ line: 3, message: 'unknown card "Foo"' }]);
  assert.equal(errorOf(500, 'x').code, 'HTTP_500');
});

test('routes, invite links and held seats (localStorage is untrusted too)', () => {
  assert.deepEqual(parseRoute('/table/abc', '?seat=1&token=T'), {
    page: 'table',
    id: 'abc',
    seat: 1,
    token: 'T',
    watch: false,
  });
  assert.deepEqual(parseRoute('/judge', ''), { page: 'judge' });
  assert.deepEqual(parseRoute('/nope', ''), { page: 'lobby' });
  const data = new Map<string, string>();
  const store: KeyValueStore = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
  };
  data.set('arbiter.seats', '{not json');
  assert.deepEqual(readSeats(store), []);
  holdSeat(store, { table: 't1', seat: 0, token: 'a', variant: 'ffa', savedAt: 1 });
  holdSeat(store, { table: 't1', seat: 0, token: 'b', variant: 'ffa', savedAt: 2 });
  holdSeat(store, { table: 't2', seat: 1, token: 'c', variant: 'ffa', savedAt: 3 });
  assert.deepEqual(
    readSeats(store).map((s) => s.token),
    ['c', 'b'],
  );
  assert.deepEqual(
    forgetTable(store, 't2').map((s) => s.token),
    ['b'],
  );
  assert.equal(
    parseRoute(
      new URL(inviteLink('http://x', 't 1', 2, 'k&y')).pathname,
      new URL(inviteLink('http://x', 't 1', 2, 'k&y')).search,
    ).page,
    'table',
  );
});

test('903.5: a variant /api/meta lists (Commander, Brawl, Archenemy) is offered with the deck kinds it allows; a seat sends an allowed kind', () => {
  const m = parseMeta({
    variants: [
      { id: 'two-player', name: 'Two-player game', minPlayers: 2, maxPlayers: 2 },
      { id: 'commander', name: 'Commander', minPlayers: 2, maxPlayers: 8, decks: ['random', 'list', 'junk'] },
      { id: 'archenemy', name: 'Archenemy', minPlayers: 3, maxPlayers: 8, teams: true, decks: [] },
    ],
    options: { commander: { type: 'enum', values: ['commander', 'brawl'], variants: ['commander'] } },
    starterDecks: ['gruul-stompy'],
    ai: ['heuristic'],
  });
  assert.ok(m);
  assert.deepEqual(
    m.variants.map((v) => [v.id, v.decks.join(',')]),
    [
      ['two-player', 'starter,list,random'],
      ['commander', 'random,list'],
      ['archenemy', 'starter,list,random'],
    ],
  );
  assert.deepEqual(m.options[0]?.variants, ['commander']);
  const seat = defaultSeat(m, 1);
  assert.deepEqual(seatSpec(seat), { kind: 'ai', ai: 'heuristic', deck: { starter: 'gruul-stompy' } });
  const commander = m.variants[1]!.decks;
  assert.deepEqual(seatSpec(seat, commander), { kind: 'ai', ai: 'heuristic', deck: { random: true } });
  assert.deepEqual(seatSpec({ ...seat, deck: 'list', list: '1 Forest' }, commander).deck, { list: '1 Forest' });
  assert.deepEqual(seatSpec({ ...defaultSeat(m, 0), name: '  Ann ' }, commander), {
    kind: 'human',
    name: 'Ann',
    deck: { random: true },
  });
});

test('902.3: a seat names its vanguard card only when the table has the Vanguard option; meta lists the vanguards', () => {
  const m = parseMeta({
    variants: [{ id: 'free-for-all', name: 'FFA' }],
    options: { vanguard: { type: 'boolean', default: false } },
    starterDecks: ['gruul-stompy'],
    ai: ['heuristic'],
    vanguards: ['Gix', 7, 'Urza'],
  });
  assert.ok(m);
  assert.deepEqual(m.vanguards, ['Gix', 'Urza']);
  const seat = { ...defaultSeat(m, 1), vanguard: 'Urza' };
  assert.equal(seatSpec(seat, undefined, true).vanguard, 'Urza');
  assert.equal(seatSpec(seat, undefined, false).vanguard, undefined, 'no vanguard without the option');
  assert.equal(seatSpec(defaultSeat(m, 1), undefined, true).vanguard, undefined, 'the seed picks an unchosen one');
});

test('903.4b: a seat chooses its commander colour only at a Commander or Brawl table; none by default', () => {
  const m = parseMeta({
    variants: [
      { id: 'commander', name: 'Commander' },
      { id: 'free-for-all', name: 'FFA' },
    ],
    starterDecks: ['gruul-stompy'],
    ai: ['heuristic'],
  });
  assert.ok(m);
  const seat = { ...defaultSeat(m, 1), commanderColor: 'R' as const };
  assert.equal(defaultSeat(m, 1).commanderColor, '');
  assert.ok(isCommanderTable('commander') && isCommanderTable('brawl') && !isCommanderTable('free-for-all'));
  assert.equal(seatSpec(seat, undefined, false, true).commanderColor, 'R');
  assert.equal(seatSpec(seat, undefined, false, false).commanderColor, undefined, 'not at other tables');
  assert.equal(seatSpec(defaultSeat(m, 1), undefined, false, true).commanderColor, undefined, 'none chosen');
});

test('605.3: manual mana payment offers every permanent the engine lets the player tap for mana, creatures too', () => {
  const dorkReady = (v: ReturnType<typeof viewOfPending>): boolean =>
    v.pending?.kind === 'priority' &&
    v.pending.actions.some(
      (a) =>
        a.kind === 'activate' &&
        a.manaAbility &&
        v.battlefield.find((o) => o.id === a.source)?.types.includes('Creature') === true,
    );
  const elves = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'Forest' : 'Llanowar Elves'));
  const g = playUntil(twoPlayerGame(7, elves), (s) => dorkReady(viewOfPending(s)));
  const v = viewOfPending(g);
  assert.ok(dorkReady(v), 'a mana creature can be tapped (Llanowar Elves)');
  const offered = manaSources(v);
  assert.ok(
    offered.some((o) => o.name === 'Llanowar Elves'),
    'the mana creature is offered',
  );
  assert.ok(offered.every((o) => o.controller === v.viewer && !o.tapped));
  const lands = manaSources({ ...v, pending: null });
  assert.ok(lands.length > 0 && lands.every((o) => o.types.includes('Land') && !o.tapped));
});

test('a patch frame expands into the state frame it stands for; one that cannot apply asks for a fresh start', () => {
  const s = twoPlayerGame();
  const before = {
    type: 'state',
    seat: 0,
    view: viewOfPending(s),
    pending: s.pending,
    decisions: 3,
    status: 'playing',
    result: null,
  };
  const after = { ...before, decisions: 4, status: 'finished' };
  const frame = { type: 'patch', decisions: 4, patch: diffView(before, after) };
  assert.deepEqual(
    expandPatch(JSON.parse(JSON.stringify(before)), JSON.parse(JSON.stringify(frame))),
    JSON.parse(JSON.stringify(after)),
  );
  assert.equal(expandPatch(null, frame), null, 'no state frame to apply it to');
  assert.equal(expandPatch(before, { type: 'patch', decisions: 4, patch: { k: 'ids', ids: [1], at: {} } }), null);
});

test('715.3 / 712.8 / 702.33a: the Adventure or back face and the kicker an entry offers are sent with the choice', () => {
  const theft: Extract<LegalAction, { kind: 'cast' }> = {
    ...bolt,
    card: 51,
    name: 'Petty Theft',
    targets: [{ text: 'target nonland permanent', min: 1, max: 1, legal: [{ kind: 'object', id: 9 }] }],
    altFace: true,
  };
  const sent = buildAction(theft, { ...EMPTY_DRAFT, targets: [[{ kind: 'object', id: 9 }]] });
  assert.equal(sent.kind === 'cast' && sent.altFace, true, 'the Adventure, not the creature');
  const kicked: Extract<LegalAction, { kind: 'cast' }> = { ...bolt, name: 'Academy Drake', targets: [], kicker: [0] };
  const k = buildAction(kicked);
  assert.deepEqual(k.kind === 'cast' ? k.kicker : null, [0]);
  assert.equal(buildAction({ ...bolt, targets: [] }).kind === 'cast' && 'kicker' in buildAction(bolt), false);
  const land = buildAction({ kind: 'playLand', card: 60, name: 'Sejiri Glacier', altFace: true });
  assert.deepEqual(land, { kind: 'playLand', card: 60, altFace: true });
  assert.deepEqual(buildAction({ kind: 'playLand', card: 61, name: 'Forest' }), { kind: 'playLand', card: 61 });
});

test('709.5e / 116.2m: unlocking a Room door is one click — the unlock action names the Room and the door', () => {
  const unlock: LegalAction = { kind: 'unlock', permanent: 7, door: 1, name: "Widow's Walk", cost: '{3}{W}' };
  assert.equal(isImmediate(unlock), true);
  assert.deepEqual(buildAction(unlock), { kind: 'unlock', permanent: 7, door: 1, payment: { kind: 'auto' } });
});
