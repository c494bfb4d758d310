/** A table's setup → the engine game: the chapter 9 casual variants a table may ask for. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_DECKS, viewFor } from '@arbiter/engine';
import { CardLibrary, Lobby, gameFromSetup, openStore } from '../src/index.js';
import { CreateTableSchema } from '../src/schemas.js';
import { sleep, tempDb } from './helpers.js';
import { meta } from '../src/meta.js';
import type { TableSetup } from '../src/store/types.js';

const decks = Object.values(STARTER_DECKS);

function setup(variant: TableSetup['variant'], n: number): TableSetup {
  return {
    variant,
    seed: 5,
    options: {},
    seats: Array.from({ length: n }, (_, i) => ({
      kind: 'ai',
      ai: 'random',
      name: `P${i + 1}`,
      deck: decks[i % decks.length]!,
    })),
  };
}

test('904.2 / 904.5: an Archenemy table puts the first seat alone against the others, with 40 life and a face-down scheme deck', () => {
  const g = gameFromSetup(setup('archenemy', 4), new CardLibrary());
  const villain = g.players.find((p) => p.name === 'P1')!;
  assert.equal(villain.life, 40);
  assert.deepEqual(g.archenemy?.archenemies, [villain.id]);
  assert.equal(g.players.filter((p) => p.team === villain.team).length, 1, 'the archenemy is alone on a team');
  assert.ok(g.players.filter((p) => p.id !== villain.id).every((p) => p.life === 20));
  const v = viewFor(g, g.players.find((p) => p.name === 'P2')!.id);
  assert.ok(v.command.length >= 20 && v.command.every((o) => o.name === null), 'the scheme deck is hidden (904.3)');
  assert.ok(JSON.stringify(meta([])).includes('"archenemy"'), '/api/meta lists Archenemy');
});

test('904.12a–c: a Supervillain Rumble table makes every seat an archenemy with 40 life', () => {
  const g = gameFromSetup(setup('supervillain-rumble', 3), new CardLibrary());
  assert.equal(g.archenemy?.kind, 'supervillain-rumble');
  assert.equal(g.archenemy?.archenemies.length, 3);
  assert.ok(g.players.every((p) => p.life === 40));
});

test('904.2: an Archenemy table of two seats is refused with a precise setup error', () => {
  assert.throws(
    () => gameFromSetup(setup('archenemy', 2), new CardLibrary()),
    (e: Error) => e.name === 'SetupError' && /more than two players/.test(e.message),
  );
});

const library = new CardLibrary();

/** A Commander or Brawl setup as the lobby stores it: each seat's seeded random deck and commander. */
function commanderSetup(variant: 'commander' | 'brawl', n: number, seed: number): TableSetup {
  const seats = Array.from({ length: n }, (_, i) => {
    const d = library.resolve({ random: true }, i, String(seed), variant);
    assert.ok(d.ok && d.commanders, d.ok ? 'no commanders' : d.message);
    return {
      kind: 'ai' as const,
      ai: 'heuristic' as const,
      name: `P${i + 1}`,
      deck: d.cards,
      commanders: d.commanders,
    };
  });
  return { variant, seed, options: {}, seats };
}

test("903.5a / 903.6 / 903.7: a 4-seat Commander table starts at 40 life with each seat's commander in the command zone", () => {
  const s = commanderSetup('commander', 4, 11);
  assert.ok(
    s.seats.every((x) => x.deck.length === 99 && x.commanders?.length === 1),
    '99 cards and a commander',
  );
  const g = gameFromSetup(s, library);
  assert.equal(g.options.commander, 'commander');
  assert.ok(
    g.players.every((p) => p.life === 40),
    '903.7: 40 life',
  );
  const v = viewFor(g, g.players[0]!.id);
  for (const seat of s.seats) {
    const p = v.players.find((x) => x.name === seat.name)!;
    assert.deepEqual(
      p.commanders?.map((c) => [c.name, c.zone, c.tax]),
      [[seat.commanders![0], 'command', 0]],
      `${seat.name}'s commander starts in the command zone (903.6)`,
    );
  }
  assert.deepEqual(commanderSetup('commander', 4, 11), s, 'the same seed deals the same decks (stored in the setup)');
});

test('903.5: a Commander seat asking for a starter deck gets a precise error, a pasted list gets the deck check with line numbers', () => {
  const r = library.resolve({ starter: Object.keys(STARTER_DECKS)[0]! }, 0, '1', 'commander');
  assert.ok(
    !r.ok &&
      /random legal deck with its commander or a pasted list with a Commander section \(903\.5\)/.test(r.message),
  );
  const variants = (meta([]) as { variants: { id: string; decks?: readonly string[] }[] }).variants;
  for (const id of ['commander', 'brawl'])
    assert.deepEqual(variants.find((v) => v.id === id)?.decks, ['random', 'list'], id);
  const list = library.resolve(
    { list: 'Commander\n1 Tajic, Blade of the Legion\nDeck\n1 Lightning Bolt\n1 Counterspell' },
    0,
    '1',
    'commander',
  );
  assert.ok(!list.ok, 'a two-card Commander list is refused');
  assert.ok(
    list.problems.some((p) => /903\.5a/.test(p.message)),
    JSON.stringify(list.problems),
  );
  assert.ok(
    list.problems.some((p) => p.line === 5),
    `Counterspell is outside Tajic's identity (903.5c), on line 5: ${JSON.stringify(list.problems)}`,
  );
});

test('903.12: an AI-only Brawl table plays to a result through the lobby, and replays to the same result after a restart', async () => {
  const store = await openStore(tempDb());
  const lobby = new Lobby(store, library);
  const made = await lobby.create({ variant: 'brawl', seed: 3, seats: ['ai', 'ai'] });
  assert.ok(made.ok, JSON.stringify(made));
  const id = made.value.id;
  let row = await store.getTable(id);
  for (let i = 0; i < 600 && row?.status !== 'finished'; i++) {
    await sleep(50);
    row = await store.getTable(id);
  }
  assert.equal(row?.status, 'finished', `the game ended (${row?.decisions} decisions)`);
  assert.ok(row.result, 'the table has a result');
  assert.ok(
    row.setup.seats.every((x) => x.deck.length === 59 && x.commanders?.length === 1),
    'the decks are stored',
  );
  await lobby.close();
  const again = await new Lobby(store, library).get(id);
  assert.deepEqual(again?.state.result, row.result, 'the stored setup and decisions replay to the same result');
  await again?.close();
  await store.close();
});

test('902.3–902.5: a Vanguard table gives each seat a vanguard card in the command zone, with its life and hand modifiers', async () => {
  const store = await openStore(tempDb());
  const lobby = new Lobby(store, library);
  try {
    const known = [...library.vanguards().keys()];
    assert.ok(known.includes('Gix') && known.length >= 30, `${known.length} playable vanguards`);
    assert.ok((meta(known) as { vanguards: string[] }).vanguards.includes('Gix'), '/api/meta lists them');
    const made = await lobby.create({
      variant: 'free-for-all',
      seed: 9,
      seats: [{ kind: 'human', vanguard: 'Gix' }, 'ai', 'ai'],
      options: { vanguard: true, aiDelayMs: 10_000 },
    });
    assert.ok(made.ok, JSON.stringify(made));
    const row = (await store.getTable(made.value.id))!;
    assert.equal(row.setup.seats[0]!.vanguard, 'Gix');
    assert.ok(
      row.setup.seats.every((s) => s.vanguard && known.includes(s.vanguard)),
      'every seat has a vanguard',
    );
    const again = await lobby.create({
      variant: 'free-for-all',
      seed: 9,
      seats: ['ai', 'ai', 'ai'],
      options: { vanguard: true, aiDelayMs: 10_000 },
    });
    assert.ok(again.ok);
    const row2 = (await store.getTable(again.value.id))!;
    assert.deepEqual(
      row2.setup.seats.slice(1).map((s) => s.vanguard),
      row.setup.seats.slice(1).map((s) => s.vanguard),
      'unchosen vanguards come from the seed',
    );
    const g = gameFromSetup(row.setup, library);
    const gix = g.players.find((p) => p.name === row.setup.seats[0]!.name)!;
    // Gix: hand −2, life +18 (902.4, 902.5).
    assert.equal(gix.life, 38);
    assert.equal(gix.hand.length, 5);
    const v = viewFor(g, null);
    const names = v.command.map((o) => o.name);
    for (const s of row.setup.seats)
      assert.ok(names.includes(s.vanguard!), `${s.vanguard} is face up in the command zone`);
    const played = await lobby.create({ seed: 4, seats: ['ai', 'ai'], options: { vanguard: true } });
    assert.ok(played.ok);
    let end = await store.getTable(played.value.id);
    for (let i = 0; i < 600 && end?.status !== 'finished'; i++) {
      await sleep(50);
      end = await store.getTable(played.value.id);
    }
    assert.equal(end?.status, 'finished', `an AI-only Vanguard table plays to a result (${end?.decisions} decisions)`);
  } finally {
    await lobby.close();
    await store.close();
  }
});

test('902.1: an unknown vanguard, or a vanguard without the Vanguard option, is refused with the rule and nothing is stored', async () => {
  const store = await openStore(tempDb());
  const lobby = new Lobby(store, library);
  try {
    const unknown = await lobby.create({
      seats: [{ kind: 'human', vanguard: 'Lightning Bolt' }, 'ai'],
      options: { vanguard: true },
    });
    assert.ok(!unknown.ok);
    assert.equal(unknown.error.code, 'BAD_VANGUARD');
    assert.equal(unknown.error.rule, '902.1');
    assert.match(unknown.error.message, /seat 1: "Lightning Bolt" is not a playable vanguard card/);
    const off = await lobby.create({ seats: ['ai', { kind: 'ai', vanguard: 'Gix' }] });
    assert.ok(!off.ok);
    assert.match(off.error.message, /seat 2 names a vanguard but the table's vanguard option is off/);
    assert.equal((await store.listTables(100)).length, 0);
  } finally {
    await lobby.close();
    await store.close();
  }
});

test('903.4b: a seat may name its commander colour at table creation; the schema takes only a colour, and the engine refuses one no commander asks for, with the rule', async () => {
  assert.ok(
    CreateTableSchema.safeParse({ variant: 'commander', seats: [{ kind: 'ai', commanderColor: 'R' }, 'ai'] }).success,
  );
  const bad = CreateTableSchema.safeParse({
    variant: 'commander',
    seats: [{ kind: 'ai', commanderColor: 'purple' }, 'ai'],
  });
  assert.ok(!bad.success, 'the schema refuses a colour that is not W, U, B, R or G');
  // The colour reaches the engine's PlayerSetup: gameFromSetup hands it over (a random commander doesn't ask for one).
  const s = commanderSetup('commander', 2, 11);
  const withColor: TableSetup = { ...s, seats: [{ ...s.seats[0]!, commanderColor: 'R' }, s.seats[1]!] };
  assert.throws(
    () => gameFromSetup(withColor, library),
    (e: Error & { rule?: string }) => e.rule === '903.4b',
  );
  const store = await openStore(tempDb());
  const lobby = new Lobby(store, library);
  try {
    const r = await lobby.create({
      variant: 'commander',
      seed: 11,
      seats: [{ kind: 'ai', deck: { random: true }, commanderColor: 'G' }, 'ai'],
    });
    assert.ok(!r.ok, `refused: ${JSON.stringify(r)}`);
    assert.equal(r.error.code, 'BAD_SETUP');
    assert.equal(r.error.rule, '903.4b');
    assert.equal((await store.listTables(100)).length, 0, 'nothing is stored');
  } finally {
    await lobby.close();
    await store.close();
  }
});

test('400.11a: a pasted list’s sideboard is the seat’s cards outside the game, stored with the table and seen only by its owner', async () => {
  const store = await openStore(tempDb());
  const lobby = new Lobby(store, library);
  try {
    const list = '20 Mountain\n20 Lightning Bolt\n\nSideboard\n2 Giant Growth\n1 Lightning Bolt\n';
    const made = await lobby.create({
      variant: 'two-player',
      seed: 3,
      seats: [
        { kind: 'human', name: 'Ann', deck: { list } },
        { kind: 'human', name: 'Bob' },
      ],
    });
    assert.ok(made.ok, JSON.stringify(made));
    const row = await store.getTable(made.value.id);
    assert.deepEqual(row?.setup.seats[0]?.outside, ['Giant Growth', 'Giant Growth', 'Lightning Bolt']);
    assert.equal(row?.setup.seats[0]?.deck.length, 40, 'the sideboard is not in the deck');
    assert.equal(row?.setup.seats[1]?.outside, undefined, 'a starter deck has no sideboard');
    const t = (await lobby.get(made.value.id))!;
    const ann = t.state.players.findIndex((p) => p.name === 'Ann');
    const bob = 1 - ann;
    assert.deepEqual(viewFor(t.state, ann).players[ann]!.outside, ['Giant Growth', 'Giant Growth', 'Lightning Bolt']);
    const seen = viewFor(t.state, bob).players[ann]!;
    assert.equal(seen.outsideCount, 3, 'how many is public');
    assert.equal(seen.outside, undefined, 'which cards is hidden from the other seat');

    const bad = library.parseList('20 Mountain\nSideboard\n1 Definitely Not A Card\n');
    assert.ok(!bad.ok && bad.problems.some((p) => p.line === 3), JSON.stringify(bad));
  } finally {
    await lobby.close();
    await store.close();
  }
});
