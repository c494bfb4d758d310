/**
 * Issue 20 §2–§5, §9, §10: one clear line and a non-zero exit instead of a stack trace; quiet
 * exit when the reader of a pipe goes away; bad values refused; --version; help per sub-command.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertNoStack, bin, cli, root, tempFiles } from './helpers.js';
import { createProgress, progressIsTty } from '../src/progress.js';

const DECK = '56 Mountain\n4 Lightning Bolt\n';

/** The first stderr line names the problem; the output holds no stack trace; the exit is non-zero. */
async function oneLineError(argv: string[], pattern: RegExp): Promise<void> {
  const r = await cli(...argv);
  assert.notEqual(r.code, 0, `${argv.join(' ')} should fail`);
  assertNoStack(r.err + r.out);
  const first = r.err.split('\n')[0]!;
  assert.match(first, pattern, `first line of stderr for ${argv.join(' ')}:\n${r.err}`);
}

test('§2: a missing or non-JSON --data file is one line', async () => {
  const dir = tempFiles({ 'deck.txt': DECK, 'bad.json': '{ nope', 'list.json': '{"a": 1}' });
  await oneLineError(
    ['deck', 'check', path.join(dir, 'deck.txt'), '--data', path.join(dir, 'missing.json')],
    /cannot read the card data file \(--data\) .*missing\.json: no such file or folder/,
  );
  await oneLineError(
    ['deck', 'check', path.join(dir, 'deck.txt'), '--data', path.join(dir, 'bad.json')],
    /bad\.json is not JSON/,
  );
  await oneLineError(
    ['cards', 'show', 'Lightning Bolt', '--data', path.join(dir, 'list.json')],
    /list\.json is not a card data file/,
  );
});

test('§2: a missing deck file, an unknown --format and a bad --cards file are one line', async () => {
  const dir = tempFiles({ 'deck.txt': DECK, 'bad.json': '[1,2' });
  await oneLineError(
    ['deck', 'check', path.join(dir, 'nope.txt')],
    /cannot read the deck file .*nope\.txt: no such file or folder/,
  );
  await oneLineError(
    ['tournament', 'deck-check', path.join(dir, 'nope.txt'), '--format', 'modern'],
    /cannot read the deck file/,
  );
  await oneLineError(
    ['deck', 'check', path.join(dir, 'deck.txt'), '--format', 'zzz'],
    /unknown --format 'zzz'; known: constructed, limited, commander/,
  );
  await oneLineError(
    ['tournament', 'deck-check', path.join(dir, 'deck.txt'), '--format', 'zzz'],
    /unknown --format 'zzz'/,
  );
  await oneLineError(
    [
      'tournament',
      'deck-check',
      path.join(dir, 'deck.txt'),
      '--format',
      'modern',
      '--cards',
      path.join(dir, 'bad.json'),
    ],
    /the card data file \(--cards\) .*bad\.json is not JSON/,
  );
});

test('§2: an export to a folder that does not exist; --db naming a non-SQLite file or a folder', async () => {
  const dir = tempFiles({
    'text.txt': 'not a database at all, just some text that is long enough to be read as a header '.repeat(20),
  });
  const db = path.join(dir, 'event.sqlite');
  assert.equal((await cli('tournament', 'create', '--name', 'T', '--format', 'modern', '--db', db)).code, 0);
  await oneLineError(
    ['tournament', 'export', '--format', 'csv', '--out', path.join(dir, 'no', 'such', 'out.csv'), '--db', db],
    /cannot write .*out\.csv: no such file or folder \(the folder does not exist\)/,
  );
  await oneLineError(
    ['tournament', 'status', '--db', path.join(dir, 'text.txt')],
    /text\.txt is not an Arbiter tournament database/,
  );
  mkdirSync(path.join(dir, 'folder.sqlite'));
  await oneLineError(
    ['tournament', 'status', '--db', path.join(dir, 'folder.sqlite')],
    /folder\.sqlite is a folder, not a tournament database file/,
  );
  await oneLineError(
    ['tournament', 'create', '--name', 'T', '--format', 'modern', '--db', path.join(dir, 'folder.sqlite')],
    /is a folder/,
  );
});

test('§2: an unexpected internal error is one line too (the stack only with ARBITER_DEBUG=1)', () => {
  const r = spawnSync(process.execPath, [bin, 'tournament', 'status', '--db', '/proc/self/nonexistent/x'], {
    encoding: 'utf8',
  });
  assert.notEqual(r.status, 0);
  assertNoStack(r.stderr);
});

test('§3: EPIPE — piping into `head -1` exits quietly (play, scenario run, judge --print, tournament pair)', () => {
  const dir = tempFiles();
  const db = path.join(dir, 'e.sqlite');
  const run = (args: string) =>
    spawnSync('bash', ['-c', `set -o pipefail; node ${JSON.stringify(bin)} ${args} | head -1 >/dev/null`], {
      cwd: root,
      encoding: 'utf8',
    });
  spawnSync(process.execPath, [bin, 'tournament', 'create', '--name', 'E', '--format', 'modern', '--db', db], {
    encoding: 'utf8',
  });
  spawnSync(
    process.execPath,
    [bin, 'tournament', 'add', ...Array.from({ length: 200 }, (_, i) => `P${i}`), '--db', db],
    { encoding: 'utf8' },
  );
  for (const args of [
    'play --players 4 --seed 3 --verbose',
    'scenario run tests/scenarios/cr',
    'judge --print tests/scenarios/cr/400.6-exquisite-archangel.yaml',
    `tournament pair --db ${JSON.stringify(db)}`,
  ]) {
    const r = run(args);
    assert.equal(r.status, 0, `${args}: exit ${r.status}\n${r.stderr}`);
    assert.equal(r.stderr, '', `${args} printed to stderr:\n${r.stderr}`);
  }
});

test('§4: judge --case N out of range is an error naming the cases there are', async () => {
  const r = await cli(
    'judge',
    '--print',
    path.join(root, 'tests/scenarios/cr/400.6-exquisite-archangel.yaml'),
    '--case',
    '9',
  );
  assert.equal(r.code, 2);
  assert.match(r.err, /--case 9: .*400\.6-exquisite-archangel\.yaml has 2 cases: 1 \(Bianca chooses exile\), 2/);
  assert.doesNotMatch(r.out, /PASS/);
});

test('§5: bad values are refused — --top, --format, --date, --round', async () => {
  await oneLineError(['cards', 'coverage', '--top', 'abc'], /--top must be an integer/);
  await oneLineError(['cards', 'coverage', '--top', '-5'], /--top must be between 0 and 10000/);
  const dir = tempFiles({ 'deck.txt': DECK });
  const db = path.join(dir, 'e.sqlite');
  await oneLineError(['tournament', 'create', '--name', 'T', '--format', 'zzz', '--db', db], /unknown --format 'zzz'/);
  await oneLineError(
    ['tournament', 'create', '--name', 'T', '--format', 'modern', '--date', '2025-13-45', '--db', db],
    /--date must be a date as yyyy-mm-dd/,
  );
  await oneLineError(
    ['tournament', 'deck-check', path.join(dir, 'deck.txt'), '--format', 'modern', '--date', 'notadate'],
    /--date must be a date/,
  );
  await oneLineError(
    ['deck', 'check', path.join(dir, 'deck.txt'), '--format', 'modern', '--date', '2025-02-29'],
    /--date must be a date/,
  );
  assert.equal((await cli('tournament', 'create', '--name', 'T', '--format', 'modern', '--db', db)).code, 0);
  assert.equal((await cli('tournament', 'add', 'A', 'B', 'C', 'D', '--db', db)).code, 0);
  assert.equal((await cli('tournament', 'pair', '--db', db)).code, 0);
  await oneLineError(
    ['tournament', 'standings', '--round', '9', '--db', db],
    /--round 9: the event has 1 round so far/,
  );
});

test('§9: stale and confusing text is gone', async () => {
  const ipg = await cli('ipg', 'grv', '--rel', 'competitive');
  assert.doesNotMatch(ipg.out, /Chinese/);
  const deckHelp = await cli('deck', '--help');
  assert.doesNotMatch(deckHelp.out, /arrives with the tournament rules/);
  const play = await cli('play', '--seed', '1');
  assert.match(play.out, /^Arbiter: two-player game/);
  assert.doesNotMatch(play.out, /2-player two-player/);
  await oneLineError(['cards', 'show', ''], /cards show needs a card name/);
  const empty = await cli('cards', 'show', '');
  assert.doesNotMatch(empty.err + empty.out, /Did you mean/);
  const dir = tempFiles({ 'list.yaml': '- a\n' });
  const sc = await cli('scenario', 'run', path.join(dir, 'list.yaml'));
  assert.doesNotMatch(sc.out, /schema: :/);
  assert.match(sc.out, /list\.yaml:1: schema: a scenario file is a map/);
});

test('§9: progress is plain lines (no \\r) when standard error is not a terminal — the reporter cards coverage uses', () => {
  let err = '';
  const bar = createProgress(
    'arbiter cards coverage: compiling cards',
    {
      stdout: () => {},
      stderr: (t) => {
        err += t;
      },
      readStdin: async () => '',
    },
    false,
  );
  for (const done of [0, 500, 1000, 1000]) bar.update(done, 1200);
  bar.stop();
  assert.doesNotMatch(err, /\r/);
  assert.equal(
    err,
    'arbiter cards coverage: compiling cards: 0/1200\narbiter cards coverage: compiling cards: 500/1200\narbiter cards coverage: compiling cards: 1000/1200\n',
  );
  assert.equal(progressIsTty(), false, "the test runner's standard error is not a terminal");
});

test('§9: status lists the waiting tables of a big event on several lines', async () => {
  const dir = tempFiles();
  const db = path.join(dir, 'big.sqlite');
  await cli('tournament', 'create', '--name', 'Big', '--format', 'modern', '--db', db);
  await cli('tournament', 'add', ...Array.from({ length: 120 }, (_, i) => `P${i + 1}`), '--db', db);
  await cli('tournament', 'pair', '--db', db);
  const r = await cli('tournament', 'status', '--db', db);
  const lines = r.out.split('\n').filter((l) => /^\s+\d+(, \d+)*$/.test(l));
  assert.ok(lines.length >= 4, r.out);
  assert.ok(
    lines.every((l) => l.length <= 80),
    r.out,
  );
});

test('§10: arbiter --version', async () => {
  const r = await cli('--version');
  assert.equal(r.code, 0);
  assert.match(r.out, /^arbiter \d+\.\d+\.\d+\n$/);
});

test("§10: help for each sub-command rather than its parent's", async () => {
  const pair = await cli('tournament', 'pair', '--help');
  assert.match(pair.out, /^Usage: arbiter tournament pair/);
  assert.doesNotMatch(pair.out, /Event lifecycle/);
  const report = await cli('tournament', 'report', '--help');
  assert.match(report.out, /^Usage: arbiter tournament report <table> <result>/);
  const show = await cli('cards', 'show', '--help');
  assert.match(show.out, /^Usage: arbiter cards show/);
  assert.doesNotMatch(show.out, /coverage/);
  const check = await cli('deck', 'check', '--help');
  assert.match(check.out, /^Usage: arbiter deck check/);
});
