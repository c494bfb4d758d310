// End-to-end tests of `arbiter tournament …` and `arbiter ipg …`, spawning the
// real CLI (packages/cli/bin/arbiter.js), plus the SIGKILL durability test.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Prng } from '../src/prng.js';
import { TournamentStore } from '../src/store.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = path.join(root, 'packages/cli/bin/arbiter.js');

before(() => {
  // Build this package from the current sources (incremental: fast when up to date). The CLI
  // is rebuilt only if its tournament/ipg commands are newer than its dist, because the CLI
  // also compiles other packages that may be mid-edit in a shared tree.
  const tsc = (project: string) =>
    spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', project], {
      cwd: root,
      encoding: 'utf8',
    });
  const own = tsc('packages/tournament');
  if (own.status !== 0) throw new Error(`building packages/tournament failed:\n${own.stdout}${own.stderr}`);
  const stale = ['tournament', 'ipg'].some((name) => {
    const out = path.join(root, `packages/cli/dist/commands/${name}.js`);
    return (
      !existsSync(out) ||
      statSync(out).mtimeMs < statSync(path.join(root, `packages/cli/src/commands/${name}.ts`)).mtimeMs
    );
  });
  if (stale || !existsSync(path.join(root, 'packages/cli/dist/main.js'))) {
    const cliBuild = tsc('packages/cli');
    if (cliBuild.status !== 0)
      throw new Error(
        `the CLI is not built and 'npx tsc -b packages/cli' fails:\n${cliBuild.stdout}${cliBuild.stderr}`,
      );
  }
});

function cli(args: string[], input?: string): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, input: input ?? '', encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-cli-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

test('CLI interface: `tournament standings --json` reads the documented event from stdin, with no database', () => {
  const input = {
    players: [
      { id: 'p1', dropped_after_round: null },
      { id: 'p2', dropped_after_round: null },
      { id: 'p3', dropped_after_round: null },
    ],
    rounds: [[{ p1: 'p1', p2: 'p2', p1_wins: 2, p2_wins: 1, draws: 0 }, { bye: 'p3' }]],
  };
  const r = cli(['tournament', 'standings', '--json'], JSON.stringify(input));
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout) as Array<Record<string, unknown>>;
  assert.deepEqual(Object.keys(out[0]!), ['id', 'rank', 'match_points', 'omw', 'gw', 'ogw']);
  assert.deepEqual(
    out.map((s) => s.rank),
    [1, 2, 3],
  );
  const byId = new Map(out.map((s) => [s.id, s]));
  // p1 and p3 both 3 points: p1 has OMW% 0.33 (p2 floored), p3 has no opponents (0.33): equal; GW% p1 6/9, p3 6/6.
  assert.deepEqual(
    out.map((s) => s.id),
    ['p3', 'p1', 'p2'],
  );
  assert.equal(byId.get('p1')!.match_points, 3);
  assert.equal(byId.get('p1')!.gw, 6 / 9, 'full precision');
  assert.equal(byId.get('p2')!.gw, 3 / 9, 'lost 1-2: 3 game points over 3 games');
  assert.equal(byId.get('p2')!.omw, 1, 'its only opponent p1 is 1-0');
  assert.equal(byId.get('p3')!.gw, 1);
});

test('CLI interface: spec §2.11 TB-EVENT-1 through stdin gives the expected ranks and percentages', () => {
  const input = {
    players: ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id, dropped_after_round: id === 'D' ? 2 : null })),
    rounds: [
      [
        { p1: 'A', p2: 'B', p1_wins: 2, p2_wins: 0, draws: 0 },
        { p1: 'C', p2: 'D', p1_wins: 2, p2_wins: 1, draws: 0 },
        { bye: 'E' },
      ],
      [
        { p1: 'A', p2: 'C', p1_wins: 1, p2_wins: 1, draws: 1 },
        { p1: 'E', p2: 'B', p1_wins: 2, p2_wins: 0, draws: 0 },
        { bye: 'D' },
      ],
      [
        { p1: 'A', p2: 'E', p1_wins: 2, p2_wins: 1, draws: 0 },
        { p1: 'B', p2: 'C', p1_wins: 0, p2_wins: 2, draws: 0 },
      ],
    ],
  };
  const r = cli(['tournament', 'standings', '--json'], JSON.stringify(input));
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout) as Array<{
    id: string;
    rank: number;
    match_points: number;
    omw: number;
    gw: number;
    ogw: number;
  }>;
  assert.deepEqual(
    out.map((s) => [s.id, s.rank, s.match_points]),
    [
      ['A', 1, 7],
      ['C', 2, 7],
      ['E', 3, 6],
      ['D', 4, 3],
      ['B', 5, 0],
    ],
  );
  const a = out[0]!;
  assert.equal(Number(a.omw.toFixed(4)), 0.5915);
  assert.equal(Number(a.ogw.toFixed(4)), 0.5703);
  assert.equal(Number(a.gw.toFixed(4)), 0.6667);
});

test('CLI interface: bad standings input exits non-zero and names the problem', () => {
  const cases: Array<[string, RegExp]> = [
    [
      '{"players":[{"id":"p1","dropped_after_round":null},{"id":"p2","dropped_after_round":null},{"id":"p3","dropped_after_round":null}],"rounds":[[{"p1":"p1","p2":"p2","p1_wins":2,"p2_wins":1,"draws":0},{"bye":"p1"}]]}',
      /player 'p1' is paired twice/,
    ],
    [
      '{"players":[{"id":"p1","dropped_after_round":null}],"rounds":[[{"p1":"p1","p2":"p9","p1_wins":2,"p2_wins":1,"draws":0}]]}',
      /unknown player id 'p9'/,
    ],
    ['{"players":[', /malformed JSON/],
    [
      '{"players":[{"id":"p1","dropped_after_round":"no"}],"rounds":[]}',
      /dropped_after_round must be a non-negative integer/,
    ],
    [
      '{"players":[{"id":"p1","dropped_after_round":null},{"id":"p2","dropped_after_round":null}],"rounds":[[{"p1":"p1","p2":"p2","p1_wins":"two","p2_wins":1,"draws":0}]]}',
      /p1_wins must be a non-negative integer/,
    ],
    ['{"players":"p1","rounds":[]}', /"players" must be an array/],
    ['', /malformed JSON/],
  ];
  for (const [input, re] of cases) {
    const r = cli(['tournament', 'standings', '--json'], input);
    assert.notEqual(r.code, 0, `should fail: ${input}`);
    assert.match(r.stderr, re, input);
    assert.equal(r.stdout, '');
  }
});

test('CLI: `arbiter ipg` prints the penalty and the rule; unknown infractions list the known ones', () => {
  const dec = cli(['ipg', 'drawing-extra-cards', '--rel', 'competitive']);
  assert.equal(dec.code, 0, dec.stderr);
  assert.match(dec.stdout, /Penalty: Game Loss/);
  assert.match(dec.stdout, /IPG 2\.3/);
  const oa = cli(['ipg', 'Outside', 'Assistance', '--rel', 'professional']);
  assert.match(oa.stdout, /Penalty: Match Loss/);
  const regular = cli(['ipg', 'grv', '--rel', 'regular']);
  assert.match(regular.stdout, /Judging at Regular REL/);
  const late = cli(['ipg', 'tardiness', '--rel', 'competitive', '--minutes-late', '11']);
  assert.match(late.stdout, /Penalty: Match Loss/);
  const third = cli(['ipg', 'grv', '--rel', 'competitive', '--prior', '2']);
  assert.match(third.stdout, /Penalty: Game Loss/);
  const unknown = cli(['ipg', 'jaywalking', '--rel', 'competitive']);
  assert.notEqual(unknown.code, 0);
  assert.match(unknown.stderr, /unknown infraction 'jaywalking'/);
  assert.match(unknown.stderr, /drawing-extra-cards/);
  const noRel = cli(['ipg', 'grv']);
  assert.equal(noRel.code, 2);
  assert.match(noRel.stderr, /--rel/);
  const badRel = cli(['ipg', 'grv', '--rel', 'casual']);
  assert.equal(badRel.code, 2);
});

test('CLI: a store event from start to finish — create, add, pair, report, fix, drop, standings, cut, bracket, final, export', () => {
  const { dir, cleanup } = tempDir();
  try {
    const db = ['--db', path.join(dir, 'fnm.sqlite')];
    const ok = (args: string[], input?: string): string => {
      const r = cli([...args, ...db], input);
      assert.equal(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
      return r.stdout;
    };
    assert.match(
      ok([
        'tournament',
        'create',
        '--name',
        'Friday Night Magic',
        '--format',
        'standard',
        '--playoff',
        '4',
        '--seed',
        'fnm',
      ]),
      /created event 1/,
    );
    ok(['tournament', 'add', 'Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy']);
    const r1 = ok(['tournament', 'pair']);
    assert.match(r1, /Swiss rounds: 5/, '9 players (4) + Top 4 (+1)');
    assert.match(r1, /BYE/);
    for (let round = 1; round <= 5; round++) {
      if (round > 1) ok(['tournament', 'pair']);
      const pairings = JSON.parse(ok(['tournament', 'pairings', '--json'])) as Array<{
        table: number;
        p2: string | null;
      }>;
      const lines = pairings
        .filter((p) => p.p2 !== null)
        .map((p) => `${p.table} ${p.table % 2 === 0 ? '2-1' : '0-2-1'}`);
      const out = ok(['tournament', 'report', '--stdin'], `${lines.join('\n')}\n`);
      assert.equal(out.trim().split('\n').length, lines.length);
      if (round === 2) {
        // Fix a round-1 result after round 2 has started: pairings stand.
        assert.match(ok(['tournament', 'fix', '1', '2-0', '--round', '1']), /has already started/);
      }
      if (round === 3) ok(['tournament', 'drop', 'Ivy']);
    }
    const standings = ok(['tournament', 'standings']);
    assert.match(standings, /dropped after round 3/);
    const bad = cli(['tournament', 'report', '1', '1-1', ...db]);
    assert.notEqual(bad.code, 0);
    const cut = ok(['tournament', 'cut']);
    assert.match(cut, /Semifinals/);
    assert.match(cut, /play\/draw/);
    const draw = cli(['tournament', 'report', '1', '1-1', ...db]);
    assert.equal(draw.code, 1);
    assert.match(draw.stderr, /cannot end in a draw/);
    ok(['tournament', 'report', '1', '2-0']);
    ok(['tournament', 'report', '2', '1-2']);
    assert.match(ok(['tournament', 'pair']), /Final/);
    ok(['tournament', 'report', '1', '2-1-1']);
    const fin = JSON.parse(ok(['tournament', 'final', '--json'])) as {
      complete: boolean;
      standings: Array<{ place: number; champion?: boolean }>;
    };
    assert.equal(fin.complete, true);
    assert.equal(fin.standings[0]!.champion, true);
    assert.equal(fin.standings.length, 9);
    assert.match(ok(['tournament', 'bracket']), /winner:/);
    const csv = ok(['tournament', 'export', '--format', 'csv', '--table', 'results']);
    assert.match(csv.split('\r\n')[0]!, /^round,stage,table,p1/);
    const outFile = path.join(dir, 'event.json');
    ok(['tournament', 'export', '--format', 'json', '--out', outFile]);
    // The JSON export is itself a valid standings input.
    const again = cli(['tournament', 'standings', '--json'], readFileSync(outFile, 'utf8'));
    assert.equal(again.code, 0, again.stderr);
    const fromDb = JSON.parse(
      ok(['tournament', 'standings', '--json']).trim() === ''
        ? '[]'
        : cli(['tournament', 'standings', '--json', ...db]).stdout,
    );
    assert.deepEqual(JSON.parse(again.stdout), fromDb);
    assert.match(ok(['tournament', 'status']), /Swiss rounds: 5/);
    const help = cli(['help']);
    assert.match(help.stdout, /tournament/);
    assert.match(help.stdout, /ipg/);
  } finally {
    cleanup();
  }
});

// ---------------------------------------------------------------------------
// Durability: SIGKILL in the middle of a stream of result reports.

interface Ack {
  round: number;
  table: number;
  result: [number, number, number];
}

/**
 * Streams `lines` into `report --stdin`, keeping `ahead` lines in flight, and
 * SIGKILLs the process right after it acknowledges `killAfter` results.
 */
function streamAndKill(
  db: string,
  lines: Map<number, [number, number, number]>,
  killAfter: number,
  ahead: number,
): Promise<{ acks: Ack[]; exited: string }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcessWithoutNullStreams = spawn(
      process.execPath,
      [bin, 'tournament', 'report', '--stdin', '--db', db],
      { cwd: root },
    );
    const queue = [...lines.entries()];
    const acks: Ack[] = [];
    let buffer = '';
    let sent = 0;
    const send = (): void => {
      while (sent < queue.length && sent < acks.length + ahead) {
        const [table, [w, l, d]] = queue[sent++]!;
        child.stdin.write(`${table} ${w}-${l}-${d}\n`);
      }
      if (sent >= queue.length && !child.stdin.writableEnded) child.stdin.end();
    };
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        const m = /^ok round (\d+) table (\d+): \S+ \(\S+\) (\d+)-(\d+)-(\d+) /.exec(line);
        if (!m) continue;
        acks.push({ round: Number(m[1]), table: Number(m[2]), result: [Number(m[3]), Number(m[4]), Number(m[5])] });
        if (acks.length >= killAfter) child.kill('SIGKILL');
        else send();
      }
    });
    child.stdin.on('error', () => undefined); // the pipe breaks when the child is killed
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ acks, exited: signal ?? `code ${code}` }));
    send();
  });
}

test('durability: SIGKILL mid-way through a stream of result reports loses no acknowledged result', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const db = path.join(dir, 'kill.sqlite');
    assert.equal(
      cli([
        'tournament',
        'create',
        '--name',
        'Kill test',
        '--format',
        'standard',
        '--rounds',
        '3',
        '--seed',
        'kill',
        '--db',
        db,
      ]).code,
      0,
    );
    const names = Array.from({ length: 80 }, (_, i) => `Player${i + 1}`);
    assert.equal(cli(['tournament', 'add', ...names, '--db', db]).code, 0);
    assert.equal(cli(['tournament', 'pair', '--db', db]).code, 0);

    const rng = new Prng('kill-test');
    const wanted = new Map<number, [number, number, number]>();
    for (let table = 1; table <= 40; table++) {
      const x = rng.int(5);
      wanted.set(
        table,
        x === 0 ? [2, 0, 0] : x === 1 ? [2, 1, 0] : x === 2 ? [0, 2, 0] : x === 3 ? [1, 2, 1] : [1, 1, 1],
      );
    }
    const acknowledged = new Map<number, [number, number, number]>();
    let remaining = new Map(wanted);
    let kills = 0;
    for (let cycle = 0; remaining.size > 0 && cycle < 50; cycle++) {
      const killAfter = 1 + rng.int(Math.min(6, remaining.size));
      const { acks, exited } = await streamAndKill(db, remaining, killAfter, 1 + rng.int(3));
      if (exited === 'SIGKILL') kills++;
      for (const a of acks) {
        assert.equal(a.round, 1);
        assert.deepEqual(a.result, wanted.get(a.table), 'the acknowledgement echoes the stored result');
        acknowledged.set(a.table, a.result);
      }
      // After the kill: every acknowledged result is in the database, exactly.
      const store = TournamentStore.open(db);
      try {
        assert.equal(store.db.pragma('integrity_check', { simple: true }), 'ok');
        const ev = store.event();
        const stored = new Map(store.matches(ev.id, 1).map((m) => [m.table, m]));
        for (const [table, result] of acknowledged) {
          const m = stored.get(table)!;
          assert.notEqual(m.reportedAt, null, `acknowledged table ${table} lost after ${exited}`);
          assert.deepEqual([m.p1Wins, m.p2Wins, m.draws], result, `table ${table}`);
        }
        // Anything else either committed whole or not at all.
        for (const m of stored.values()) {
          if (m.reportedAt === null) assert.deepEqual([m.p1Wins, m.p2Wins, m.draws], [null, null, null]);
          else assert.deepEqual([m.p1Wins, m.p2Wins, m.draws], wanted.get(m.table));
        }
        remaining = new Map([...wanted].filter(([t]) => stored.get(t)!.reportedAt === null));
      } finally {
        store.close();
      }
    }
    assert.equal(remaining.size, 0, 'all results eventually reported');
    assert.ok(kills >= 5, `the process was killed mid-stream ${kills} times`);
    assert.ok(acknowledged.size >= 10);
  } finally {
    cleanup();
  }
});

test('issue 20: a large results file given as standard input shows progress (plain lines when not on a terminal); a pipe shows none', () => {
  const { dir, cleanup } = tempDir();
  try {
    const db = ['--db', path.join(dir, 'large.sqlite')];
    const run = (args: string[], stdin?: number | string) =>
      spawnSync(process.execPath, [bin, ...args, ...db], {
        cwd: root,
        encoding: 'utf8',
        stdio: [typeof stdin === 'number' ? stdin : 'pipe', 'pipe', 'pipe'],
        ...(typeof stdin === 'string' ? { input: stdin } : {}),
      });
    assert.equal(run(['tournament', 'create', '--name', 'Large', '--format', 'modern']).status, 0);
    const names = Array.from({ length: 16 }, (_, i) => `Player${i + 1}`);
    assert.equal(run(['tournament', 'add', ...names]).status, 0);
    assert.equal(run(['tournament', 'pair']).status, 0);
    // Eight results, padded with comment lines (which the format allows) to a file of about 12 KB.
    const results = Array.from({ length: 8 }, (_, i) => `${i + 1} 2-1`);
    const padding = Array.from({ length: 300 }, (_, i) => `# imported from the paper result slips, line ${i}`);
    const file = path.join(dir, 'results.txt');
    writeFileSync(file, `${[...padding.slice(0, 150), ...results, ...padding.slice(150)].join('\n')}\n`);
    const fd = openSync(file, 'r');
    const r = run(['tournament', 'report', '--stdin'], fd);
    closeSync(fd);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim().split('\n').length, 8, r.stdout);
    assert.match(r.stderr, /reporting results \(KB\): 1[0-9]\/1[0-9]\n/);
    assert.doesNotMatch(r.stderr, /\r/);
    const lines = r.stderr.trim().split('\n');
    assert.ok(lines.length >= 2 && lines.length <= 12, `progress at most every tenth: ${lines.length} lines`);
    // As large an input through a pipe: its size is unknown, so no progress is drawn.
    const piped = run(['tournament', 'report', '--stdin'], `${padding.join('\n')}\n`);
    assert.equal(piped.status, 0, piped.stderr);
    assert.equal(piped.stderr, '');
  } finally {
    cleanup();
  }
});
