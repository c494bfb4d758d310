import { existsSync, fstatSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  computeStandings,
  DECK_FORMATS,
  EventInputError,
  exportCsv,
  exportJson,
  parseEventJson,
  playDrawChooser,
  RELS,
  standingsJson,
  TournamentError,
  TournamentStore,
  type CsvTable,
  type EventSettings,
  type Rel,
  type Standing,
  type StoredMatch,
} from '@arbiter/tournament';
import {
  CliError,
  intFlag,
  isoDateFlag,
  parseFlags,
  UsageError,
  writeTextFile,
  type CliIO,
  type Command,
} from '../command.js';
import { checkedFormat, deckVerdict, loadCardIndex, readDeckFile, today, verdictLines } from '../deck-verdict.js';
import { createProgress, progressIsTty, type Progress } from '../progress.js';

export const DEFAULT_DB = './arbiter-tournament.sqlite';

const USAGE = `Usage: arbiter tournament <command> [options] [--db <path>] [--event <id>]

Runs a Swiss event (optionally with a single-elimination playoff) from a SQLite
database, by default ${DEFAULT_DB} in the current directory (--db <path>, or the
ARBITER_TOURNAMENT_DB environment variable). Every result is committed to disk
(WAL, synchronous=FULL) before the command acknowledges it. --event picks an event
by id when the database holds several (default: the most recent).

Event lifecycle:
  create --name <name> --format <format> [--rounds <n>] [--playoff 0|2|4|8]
         [--draft-playoff] [--rel regular|competitive|professional] [--seed <s>]
         [--date yyyy-mm-dd] [--best-of <n>] [--single-game]
                             new event; without --rounds the Swiss rounds come from the
                             MTR Appendix E table when round 1 is paired
  add <name> [<name> …]      register players (ids p1, p2, …; --id <id> for one player)
  pods --size <n>            random draft pods; pairings stay inside pods (MTR 7.6), and
                             the Swiss rounds are chosen so the smallest pod needs no rematch
  pair [--accept-rematches]  pair the next round (Swiss, or the next playoff round); when a
                             rematch can't be avoided it warns and pairs nothing unless
                             --accept-rematches is given
  pairings [--round <n>] [--json]
  report <table> <result> [--round <n>]
                             result as wins-losses[-draws] of the first-listed
                             player, e.g. 2-1, 2-0-1, 0-0-3 (or: <table> <w> <l> [<d>])
  report --stdin             one "<table> <result>" (or "<round> <table> <result>") per
                             line; prints "ok round R table T …" after each commit
  fix <table> <result> --round <n> [--repair]
                             correct a result; standings recompute. If the next round is
                             paired but has not started (no result reported in it), it
                             can be re-paired (--repair, or the re-pair command)
  re-pair [--round <n>]      re-pair the latest round if it has not started
  drop <player>              drop (MTR 2.10); <player> is an id or a unique name
  dq <player> [--reason <text>]
                             disqualify (IPG 1.2): loses the current match, leaves standings
  standings [--round <n>] [--json]
  standings --json < event.json
                             no database: read an event from stdin and print standings
  cut                        cut to the playoff after the last Swiss round
  bracket                    show the playoff bracket
  final [--json]             final standings (playoff finish, then Swiss order)
  export --format csv|json [--table standings|pairings|results|final] [--out <file>]
  status                     event summary
  events                     list the events in the database
  deck-check <file> --format <format> [--date yyyy-mm-dd] [--cards <cards.json>] [--json]
                             deck construction checks (CR 100.2a, 903.5, 903.12; MTR 6–7):
                             the same checker and card index as 'arbiter deck check --format'`;

/** Help for each sub-command: its lines of the usage above. */
function subUsage(name: string): string {
  const lines = USAGE.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^  ${name}( |$)`).test(l));
  if (start < 0) return USAGE;
  let end = start + 1;
  while (end < lines.length && /^ {5,}/.test(lines[end]!)) end++;
  return `Usage: arbiter tournament ${lines
    .slice(start, end)
    .map((l) => l.replace(/^  /, ''))
    .join('\n')}\n\n  [--db <path>] [--event <id>] as for every tournament command ('arbiter tournament --help').`;
}

const SUBCOMMANDS = [
  'create',
  'add',
  'pods',
  'pair',
  'pairings',
  'report',
  'fix',
  're-pair',
  'drop',
  'dq',
  'standings',
  'cut',
  'bracket',
  'final',
  'export',
  'status',
  'events',
  'deck-check',
];

const VALUE_FLAGS = [
  'db',
  'event',
  'name',
  'format',
  'rounds',
  'playoff',
  'rel',
  'seed',
  'date',
  'best-of',
  'id',
  'size',
  'round',
  'reason',
  'table',
  'out',
  'cards',
];
const BOOL_FLAGS = ['json', 'stdin', 'repair', 'draft-playoff', 'single-game', 'accept-rematches'];

type Flags = Map<string, string | true>;

function str(flags: Flags, name: string): string | undefined {
  const v = flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

function dbPath(flags: Flags): string {
  return str(flags, 'db') ?? process.env['ARBITER_TOURNAMENT_DB'] ?? DEFAULT_DB;
}

/** Opens an existing database (only `create` makes a new one). */
function openExisting(flags: Flags): TournamentStore {
  const file = dbPath(flags);
  if (!existsSync(file))
    throw new TournamentError(
      `no tournament database at ${file}: create an event first (arbiter tournament create …), or pass --db <path>`,
    );
  return openStore(file);
}

/** Opens (or creates) a database file, with one-line errors for a folder or a file that is not SQLite. */
function openStore(file: string): TournamentStore {
  if (existsSync(file) && statSync(file).isDirectory())
    throw new CliError(`--db ${file} is a folder, not a tournament database file`);
  let store: TournamentStore | undefined;
  try {
    store = TournamentStore.open(file);
    store.events();
    return store;
  } catch (err) {
    store?.close();
    if (err instanceof TournamentError) throw err;
    throw new CliError(
      `${file} is not an Arbiter tournament database (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`,
    );
  }
}

function withStore<T>(flags: Flags, fn: (store: TournamentStore, ev: EventSettings) => T): T {
  const store = openExisting(flags);
  try {
    const id = str(flags, 'event');
    if (id !== undefined && !/^\d+$/.test(id)) throw new UsageError('--event must be an event id (a number)');
    return fn(store, store.event(id === undefined ? undefined : Number(id)));
  } finally {
    store.close();
  }
}

/** Parses "2-1", "2-1-0", or separate numbers into [p1Wins, p2Wins, draws]. */
export function parseResult(tokens: readonly string[]): [number, number, number] {
  const parts = tokens.length === 1 ? tokens[0]!.split(/[-:/]/) : [...tokens];
  if (parts.length < 2 || parts.length > 3 || !parts.every((p) => /^\d+$/.test(p))) {
    throw new UsageError(
      `result must look like 2-1 or 2-1-1 (wins-losses-draws of the first-listed player), got '${tokens.join(' ')}'`,
    );
  }
  const [w, l, d] = parts.map(Number) as [number, number, number | undefined];
  return [w, l, d ?? 0];
}

function pct(x: number): string {
  return `${(x * 100).toFixed(2)}%`;
}

function nameMap(store: TournamentStore, ev: EventSettings): Map<string, string> {
  return new Map(store.players(ev.id).map((p) => [p.id, p.name]));
}

function label(names: Map<string, string>, id: string | null): string {
  if (id === null) return '(none)';
  return `${names.get(id) ?? id} (${id})`;
}

function describeMatch(m: StoredMatch, names: Map<string, string>): string {
  if (m.p2 === null) return `${label(names, m.p1)} — BYE`;
  const res = m.reportedAt === null ? 'vs' : `${m.p1Wins}-${m.p2Wins}-${m.draws}`;
  return `${label(names, m.p1)} ${res} ${label(names, m.p2)}${m.auto && m.reportedAt !== null ? ' [auto]' : ''}`;
}

function standingsTable(rows: readonly Standing[], names?: Map<string, string>): string {
  const out = ['Rank  Player                          Pts  W-L-D     OMW%     GW%      OGW%'];
  for (const s of rows) {
    const who = names ? `${names.get(s.id) ?? s.id} (${s.id})` : s.id;
    const note = s.dropped ? ` [dropped after round ${s.droppedAfterRound}]` : '';
    out.push(
      `${String(s.rank).padStart(4)}  ${who.padEnd(30).slice(0, 30)}  ${String(s.matchPoints).padStart(3)}  ${`${s.wins}-${s.losses}-${s.draws}`.padEnd(8)}  ${pct(s.omw).padStart(7)}  ${pct(s.gw).padStart(7)}  ${pct(s.ogw).padStart(7)}${note}`,
    );
  }
  return `${out.join('\n')}\n`;
}

function pairingsText(store: TournamentStore, ev: EventSettings, round: number): string {
  const names = nameMap(store, ev);
  const standings = new Map(store.standings(ev.id, round - 1).map((s) => [s.id, s.matchPoints]));
  const pts = (id: string | null): string => (id === null ? '' : ` [${standings.get(id) ?? 0}]`);
  const lines = [`Round ${round} pairings — ${ev.name}`];
  for (const m of store.matches(ev.id, round)) {
    const res = m.reportedAt === null ? '' : m.p2 === null ? '' : `   result ${m.p1Wins}-${m.p2Wins}-${m.draws}`;
    if (m.p2 === null) lines.push(`  Table ${String(m.table).padStart(3)}: ${label(names, m.p1)}${pts(m.p1)} — BYE`);
    else
      lines.push(
        `  Table ${String(m.table).padStart(3)}: ${label(names, m.p1)}${pts(m.p1)} vs ${label(names, m.p2)}${pts(m.p2)}${res}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

function int(flags: Flags, name: string, min: number, max: number): number | undefined {
  return flags.has(name) ? intFlag(flags, name, 0, min, max) : undefined;
}

/**
 * Reads standard input line by line, as it arrives (each line is committed before the next is read). When the
 * input is a file (`< results.txt`), its size is known and `progress` is told how many bytes are done: a large
 * import shows a bar on a terminal, plain lines otherwise. A pipe has no known size and shows none.
 */
async function readLines(onLine: (line: string, n: number) => void, progress?: Progress): Promise<void> {
  const size = stdinFileSize();
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let n = 0;
  let bytes = 0;
  for await (const line of rl) {
    onLine(line, ++n);
    bytes += Buffer.byteLength(line) + 1;
    if (progress && size !== null) progress.update(Math.min(bytes, size), size);
  }
  progress?.stop();
}

/** One sub-command's input: its flags, its positional arguments and the terminal. */
interface Invocation {
  readonly flags: Flags;
  readonly positional: string[];
  readonly io: CliIO;
}

function cmdCreate({ flags, positional, io }: Invocation): number {
  const name = str(flags, 'name') ?? positional.join(' ');
  if (!name) throw new UsageError('create needs --name');
  const rawFormat = str(flags, 'format');
  if (!rawFormat) throw new UsageError('create needs --format (e.g. modern, standard, limited, commander)');
  const format = checkedFormat(rawFormat);
  const date = isoDateFlag(flags, 'date');
  const rel = (str(flags, 'rel') ?? 'regular').toLowerCase();
  if (!RELS.includes(rel as Rel)) throw new UsageError(`--rel must be one of ${RELS.join(', ')}`);
  const playoff = intFlag(flags, 'playoff', 0, 0, 64);
  const store = openStore(dbPath(flags));
  try {
    const ev = store.createEvent({
      name,
      format,
      rel: rel as Rel,
      swissRounds: int(flags, 'rounds', 1, 30) ?? null,
      playoffSize: playoff,
      playoffKind: flags.has('draft-playoff') ? 'draft-seats' : 'standings',
      ...(str(flags, 'seed') !== undefined ? { seed: str(flags, 'seed')! } : {}),
      ...(date !== undefined ? { date } : {}),
      gamesToWin: Math.ceil(intFlag(flags, 'best-of', 3, 1, 9) / 2),
      singleGameMatches: flags.has('single-game'),
    });
    io.stdout(
      `created event ${ev.id}: ${ev.name} (${ev.format}, ${ev.rel} REL, ` +
        `${ev.swissRounds === null ? 'Swiss rounds from the Appendix E table at round 1' : `${ev.swissRounds} Swiss rounds`}, ` +
        `${ev.playoffSize === 0 ? 'no playoff' : `Top ${ev.playoffSize}${ev.playoffKind === 'draft-seats' ? ' draft-seat bracket' : ''}`}, seed ${ev.seed}) in ${dbPath(flags)}\n`,
    );
    return 0;
  } finally {
    store.close();
  }
}

function cmdEvents({ flags, io }: Invocation): number {
  const store = openExisting(flags);
  try {
    for (const ev of store.events()) io.stdout(`${ev.id}\t${ev.name}\t${ev.format}\t${ev.date}\n`);
    return 0;
  } finally {
    store.close();
  }
}

function cmdAdd({ flags, positional, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    if (positional.length === 0) throw new UsageError('add needs at least one player name');
    const id = str(flags, 'id');
    if (id !== undefined && positional.length !== 1) throw new UsageError('--id is for adding one player');
    const added = store.addPlayers(
      ev.id,
      positional.map((name) => (id === undefined ? { name } : { name, id })),
    );
    for (const p of added) io.stdout(`added ${p.id}: ${p.name}\n`);
    return 0;
  });
}

function cmdPlayers({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    for (const p of store.players(ev.id)) {
      const status = p.disqualified
        ? 'disqualified'
        : p.droppedAfterRound !== null
          ? `dropped after round ${p.droppedAfterRound}`
          : 'active';
      io.stdout(`${p.id}\t${p.name}\t${p.pod === null ? '' : `pod ${p.pod}\t`}${status}\n`);
    }
    return 0;
  });
}

function cmdPods({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    const size = intFlag(flags, 'size', 8, 2, 64);
    const pods = store.assignPods(ev.id, size);
    pods.forEach((members, i) =>
      io.stdout(`pod ${i + 1} (${members.length}): ${members.map((p) => `${p.name} (${p.id})`).join(', ')}\n`),
    );
    return 0;
  });
}

function cmdPair({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    const out = store.pairNext(ev.id, { acceptRematches: flags.has('accept-rematches') });
    const refreshed = store.event(ev.id);
    if (out.announced) io.stdout(`Swiss rounds: ${refreshed.swissRounds} (announced now, MTR 10.2)\n`);
    if (out.stage === 'swiss') {
      io.stdout(pairingsText(store, refreshed, out.round));
      if (out.pairing && out.pairing.rematches > 0)
        io.stdout(`note: ${out.pairing.rematches} rematch(es) could not be avoided (paired with --accept-rematches)\n`);
    } else {
      io.stdout(bracketText(store, refreshed));
    }
    return 0;
  });
}

function cmdPairings({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    const round = int(flags, 'round', 1, 1000) ?? store.currentRound(ev.id);
    if (round === 0) throw new TournamentError('no round has been paired yet');
    if (flags.has('json')) {
      io.stdout(
        `${JSON.stringify(
          store.matches(ev.id, round).map((m) => ({
            round: m.round,
            table: m.table,
            p1: m.p1,
            p2: m.p2,
            p1_wins: m.p1Wins,
            p2_wins: m.p2Wins,
            draws: m.draws,
          })),
          null,
          2,
        )}\n`,
      );
    } else io.stdout(pairingsText(store, ev, round));
    return 0;
  });
}

function cmdReport({ flags, positional, io }: Invocation): number | Promise<number> {
  if (flags.has('stdin')) return reportStream(flags, io);
  return withStore(flags, (store, ev) => {
    if (positional.length < 2) throw new UsageError('report needs <table> <result>, e.g. report 5 2-1');
    const table = tableNo(positional[0]!);
    const [w, l, d] = parseResult(positional.slice(1));
    const out = store.report(ev.id, table, w, l, d, int(flags, 'round', 1, 1000));
    io.stdout(
      `ok round ${out.match.round} table ${out.match.table}: ${describeMatch(out.match, nameMap(store, ev))}\n`,
    );
    return 0;
  });
}

function cmdFix({ flags, positional, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    if (positional.length < 2) throw new UsageError('fix needs <table> <result> --round <n>');
    const round = int(flags, 'round', 1, 1000);
    if (round === undefined) throw new UsageError('fix needs --round <n>');
    const [w, l, d] = parseResult(positional.slice(1));
    const out = store.fix(ev.id, round, tableNo(positional[0]!), w, l, d);
    const names = nameMap(store, ev);
    io.stdout(`fixed round ${round} table ${out.match.table}: ${describeMatch(out.match, names)}\n`);
    if (out.repairableRound !== undefined) {
      if (flags.has('repair')) {
        const rp = store.repair(ev.id, out.repairableRound);
        io.stdout(`round ${rp.round} re-paired:\n`);
        io.stdout(pairingsText(store, ev, rp.round));
      } else {
        io.stdout(
          `round ${out.repairableRound} is paired but has not started: re-pair it with 'arbiter tournament re-pair' (or fix … --repair)\n`,
        );
      }
    } else if (out.cutMade) {
      io.stdout('the cut has already been made: the playoff bracket stands; Swiss standings are updated\n');
    } else if (out.nextRoundStarted !== undefined) {
      io.stdout(`round ${out.nextRoundStarted} has already started, so its pairings stand; standings are updated\n`);
    }
    return 0;
  });
}

function cmdRepair({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    const rp = store.repair(ev.id, int(flags, 'round', 1, 1000));
    io.stdout(`round ${rp.round} re-paired:\n`);
    io.stdout(pairingsText(store, ev, rp.round));
    return 0;
  });
}

function cmdDrop({ flags, positional, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    if (positional.length !== 1) throw new UsageError('drop needs one player id or name');
    const out = store.drop(ev.id, positional[0]!);
    const names = nameMap(store, ev);
    io.stdout(
      out.afterRound === 0
        ? `${out.player.name} (${out.player.id}) dropped before round 1: not entered (MTR 2.10)\n`
        : `${out.player.name} (${out.player.id}) dropped after round ${out.afterRound}\n`,
    );
    if (out.walkover) io.stdout(`playoff: ${describeMatch(out.walkover, names)} — opponent advances\n`);
    if (out.pendingMatch)
      io.stdout(`their round ${out.pendingMatch.round} match (table ${out.pendingMatch.table}) still needs a result\n`);
    return 0;
  });
}

function cmdDisqualify({ flags, positional, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    if (positional.length !== 1) throw new UsageError('dq needs one player id or name');
    const out = store.disqualify(ev.id, positional[0]!, str(flags, 'reason') ?? '');
    io.stdout(`${out.player.name} (${out.player.id}) disqualified: removed from the standings (IPG 1.2)\n`);
    if (out.lostMatch) io.stdout(`match loss recorded: ${describeMatch(out.lostMatch, nameMap(store, ev))}\n`);
    return 0;
  });
}

function cmdStandings({ flags, io }: Invocation): number | Promise<number> {
  if (flags.has('json') && !flags.has('db') && !flags.has('event')) return standingsFromStdin(io);
  return withStore(flags, (store, ev) => {
    const round = int(flags, 'round', 1, 1000);
    const played = store.currentRound(ev.id);
    if (round !== undefined && round > played) {
      throw new UsageError(
        played === 0
          ? `--round ${round}: no round has been paired yet`
          : `--round ${round}: the event has ${played} round${played === 1 ? '' : 's'} so far`,
      );
    }
    const rows = store.standings(ev.id, round);
    if (flags.has('json')) io.stdout(`${JSON.stringify(standingsJson(rows), null, 2)}\n`);
    else {
      io.stdout(`Standings — ${ev.name}${round !== undefined ? ` after round ${round}` : ''}\n`);
      io.stdout(standingsTable(rows, nameMap(store, ev)));
    }
    return 0;
  });
}

function cmdCut({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    const out = store.cut(ev.id);
    io.stdout(`cut to Top ${out.playoff.size}: ${out.playoff.entrants.map((e) => `${e.seed}. ${e.id}`).join(', ')}\n`);
    io.stdout(bracketText(store, store.event(ev.id)));
    return 0;
  });
}

function cmdBracket({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    io.stdout(bracketText(store, ev));
    return 0;
  });
}

function cmdFinal({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    const { standings, complete } = store.finalStandings(ev.id);
    if (flags.has('json')) {
      io.stdout(`${JSON.stringify({ complete, standings }, null, 2)}\n`);
      return 0;
    }
    const names = nameMap(store, ev);
    io.stdout(`Final standings — ${ev.name}${complete ? '' : ' (event not finished)'}\n`);
    for (const f of standings) {
      const po = f.playoffWins === undefined ? '' : f.champion ? '  champion' : `  playoff: ${f.playoffWins} win(s)`;
      io.stdout(`${String(f.place).padStart(4)}  ${label(names, f.id)}  (Swiss rank ${f.swissRank})${po}\n`);
    }
    return 0;
  });
}

function cmdExport({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    const format = (str(flags, 'format') ?? 'json').toLowerCase();
    let text: string;
    if (format === 'json') text = `${JSON.stringify(exportJson(store, ev.id), null, 2)}\n`;
    else if (format === 'csv') {
      const table = (str(flags, 'table') ?? 'standings') as CsvTable;
      if (!['standings', 'pairings', 'results', 'final'].includes(table))
        throw new UsageError('--table must be standings, pairings, results or final');
      text = exportCsv(store, ev.id, table);
    } else throw new UsageError('--format must be csv or json');
    const out = str(flags, 'out');
    if (out !== undefined) {
      writeTextFile(out, text);
      io.stdout(`wrote ${out}\n`);
    } else io.stdout(text);
    return 0;
  });
}

function cmdStatus({ flags, io }: Invocation): number {
  return withStore(flags, (store, ev) => {
    const players = store.players(ev.id);
    const active = players.filter((p) => p.droppedAfterRound === null && !p.disqualified).length;
    const current = store.currentRound(ev.id);
    const lines = [
      `event ${ev.id}: ${ev.name}`,
      `format ${ev.format}, ${ev.rel} REL, best of ${ev.gamesToWin * 2 - 1}, date ${ev.date}, seed ${ev.seed}`,
      `players: ${players.length} registered, ${active} active`,
      `Swiss rounds: ${ev.swissRounds ?? 'not yet announced'}; playoff: ${ev.playoffSize === 0 ? 'none' : `Top ${ev.playoffSize}`}`,
    ];
    if (current > 0) {
      const ms = store.matches(ev.id, current);
      const pending = ms.filter((m) => m.reportedAt === null).map((m) => m.table);
      lines.push(
        `round ${current}: ${ms.length} tables, ${pending.length === 0 ? 'complete' : `waiting for ${pending.length} table(s):`}`,
      );
      for (let i = 0; i < pending.length; i += 15) lines.push(`  ${pending.slice(i, i + 15).join(', ')}`);
    } else lines.push('no round paired yet');
    io.stdout(`${lines.join('\n')}\n`);
    return 0;
  });
}

function cmdDeckCheck({ flags, positional, io }: Invocation): number | Promise<number> {
  return deckCheck(positional, flags, io);
}

/** The sub-commands, each one call. */
const COMMANDS: Readonly<Record<string, (inv: Invocation) => number | Promise<number>>> = {
  create: cmdCreate,
  events: cmdEvents,
  add: cmdAdd,
  players: cmdPlayers,
  pods: cmdPods,
  pair: cmdPair,
  pairings: cmdPairings,
  report: cmdReport,
  fix: cmdFix,
  're-pair': cmdRepair,
  repair: cmdRepair,
  drop: cmdDrop,
  dq: cmdDisqualify,
  disqualify: cmdDisqualify,
  standings: cmdStandings,
  cut: cmdCut,
  bracket: cmdBracket,
  final: cmdFinal,
  export: cmdExport,
  status: cmdStatus,
  'deck-check': cmdDeckCheck,
};

async function run(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined) throw new UsageError('missing sub-command');
  const { flags, positional } = parseFlags(rest, { booleans: BOOL_FLAGS, values: VALUE_FLAGS });
  const command = Object.hasOwn(COMMANDS, sub) ? COMMANDS[sub] : undefined;
  if (command === undefined) throw new UsageError(`unknown sub-command '${sub}'`);
  return command({ flags, positional, io });
}

function tableNo(text: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new UsageError(`table must be a positive integer, got '${text}'`);
  return Number(text);
}

async function standingsFromStdin(io: CliIO): Promise<number> {
  if (process.stdin.isTTY) {
    io.stderr(
      'arbiter tournament standings: --json reads an event from standard input (e.g. < event.json); use --db <path> for a stored event\n',
    );
    return 2;
  }
  const text = await io.readStdin();
  try {
    const event = parseEventJson(text);
    const rows = computeStandings(event, event.seed === undefined ? {} : { tiebreakSeed: event.seed });
    io.stdout(`${JSON.stringify(standingsJson(rows))}\n`);
    return 0;
  } catch (err) {
    if (err instanceof EventInputError) {
      io.stderr(`arbiter tournament standings: invalid event: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}

async function reportStream(flags: Flags, io: CliIO): Promise<number> {
  const store = openExisting(flags);
  let errors = 0;
  const size = stdinFileSize();
  const progress = size !== null && size >= LARGE_IMPORT_BYTES ? byteProgress('reporting results', io) : undefined;
  try {
    const id = str(flags, 'event');
    const ev = store.event(id === undefined ? undefined : Number(id));
    const names = nameMap(store, ev);
    const defaultRound = int(flags, 'round', 1, 1000);
    await readLines((line, n) => {
      const tokens = line
        .trim()
        .split(/\s+/)
        .filter((t) => t !== '');
      if (tokens.length === 0 || tokens[0]!.startsWith('#')) return;
      try {
        let round = defaultRound;
        let rest = tokens;
        if (tokens.length === 3 && /^\d+$/.test(tokens[0]!) && /[-:/]/.test(tokens[2]!)) {
          round = Number(tokens[0]);
          rest = tokens.slice(1);
        }
        if (rest.length < 2) throw new UsageError('expected "<table> <result>"');
        const [w, l, d] = parseResult(rest.slice(1));
        const out = store.report(ev.id, tableNo(rest[0]!), w, l, d, round);
        io.stdout(`ok round ${out.match.round} table ${out.match.table}: ${describeMatch(out.match, names)}\n`);
      } catch (err) {
        if (!(err instanceof TournamentError || err instanceof UsageError)) throw err;
        errors++;
        io.stderr(`error: line ${n}: ${err.message}\n`);
      }
    }, progress);
  } finally {
    store.close();
  }
  return errors === 0 ? 0 : 1;
}

function bracketText(store: TournamentStore, ev: EventSettings): string {
  const playoff = store.playoff(ev.id);
  if (!playoff) return 'no playoff yet (run cut after the last Swiss round)\n';
  const names = nameMap(store, ev);
  const byId = new Map(playoff.entrants.map((e) => [e.id, e]));
  const who = (id: string | null): string => {
    if (id === null) return '(bye)';
    const e = byId.get(id);
    const tag = e ? (playoff.kind === 'draft-seats' ? `seat ${e.seat}, seed ${e.seed}` : `seed ${e.seed}`) : '';
    return `${names.get(id) ?? id} (${id}${tag ? `, ${tag}` : ''})`;
  };
  const rounds = store.playoffRounds(ev.id);
  const size = playoff.size;
  const title = (matchesInRound: number): string =>
    matchesInRound === 1
      ? 'Final'
      : matchesInRound === 2
        ? 'Semifinals'
        : matchesInRound === 4
          ? 'Quarterfinals'
          : `Round of ${matchesInRound * 2}`;
  const lines = [`Top ${size} ${playoff.kind === 'draft-seats' ? 'draft-seat bracket' : 'bracket'} — ${ev.name}`];
  for (const ms of rounds) {
    lines.push(`${title(ms.length)} (round ${ms[0]?.round}):`);
    for (const m of ms) {
      let res = 'vs';
      if (m.reportedAt !== null)
        res = m.auto ? (m.winner === null ? 'no winner' : 'bye →') : `${m.p1Wins}-${m.p2Wins}-${m.draws}`;
      let line = `  ${m.table}. ${who(m.p1)} ${res} ${who(m.p2)}`;
      const a = m.p1 === null ? undefined : byId.get(m.p1);
      const b = m.p2 === null ? undefined : byId.get(m.p2);
      if (m.reportedAt === null && a && b)
        line += `   (play/draw: ${names.get(playDrawChooser(a, b).id) ?? playDrawChooser(a, b).id}, higher Swiss seed)`;
      if (m.winner !== null && m.reportedAt !== null) line += `   winner: ${names.get(m.winner) ?? m.winner}`;
      lines.push(line);
    }
  }
  return `${lines.join('\n')}\n`;
}

function deckCheck(positional: string[], flags: Flags, io: CliIO): number {
  if (positional.length !== 1) throw new UsageError('deck-check needs one deck file');
  const raw = str(flags, 'format');
  if (!raw) throw new UsageError(`deck-check needs --format (${DECK_FORMATS.slice(0, 10).join(', ')}, …)`);
  const format = checkedFormat(raw);
  const date = isoDateFlag(flags, 'date') ?? today();
  const cards = loadCardIndex(str(flags, 'cards'), io, '--cards');
  const list = readDeckFile(positional[0]!, cards);
  const result = deckVerdict(list, cards, format, date);
  if (flags.has('json')) io.stdout(`${JSON.stringify({ file: positional[0], format, date, ...result }, null, 2)}\n`);
  else io.stdout(`${positional[0]}\n${verdictLines(result, format, date).join('\n')}\n`);
  return result.legal ? 0 : 1;
}

export const tournamentCommand: Command = {
  name: 'tournament',
  summary: 'run Swiss events: pairings, results, standings, playoffs, exports (SQLite)',
  usage: USAGE,
  subcommands: Object.fromEntries(SUBCOMMANDS.map((n) => [n, subUsage(n)])),
  async run(args, io) {
    try {
      return await run(args, io);
    } catch (err) {
      if (err instanceof TournamentError) {
        io.stderr(`arbiter tournament: ${err.message}\n`);
        return 1;
      }
      throw err;
    }
  },
};

/** A results file this large (about a thousand result lines) shows progress while it is reported. */
const LARGE_IMPORT_BYTES = 8 * 1024;

/** The size of standard input when it is a regular file, else null (a pipe or a terminal). */
function stdinFileSize(): number | null {
  try {
    const st = fstatSync(0);
    return st.isFile() ? st.size : null;
  } catch {
    return null;
  }
}

/** Progress in kilobytes of input, at most every tenth on plain lines. */
function byteProgress(label: string, io: CliIO): Progress {
  const inner = createProgress(`${label} (KB)`, io);
  let shown = -1;
  return {
    update(done, total) {
      const step = Math.floor((done / total) * 10);
      if (!progressIsTty() && step === shown) return;
      shown = step;
      inner.update(Math.ceil(done / 1024), Math.ceil(total / 1024));
    },
    stop: () => inner.stop(),
  };
}
