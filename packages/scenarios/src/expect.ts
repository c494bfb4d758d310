/**
 * Checking expectations against the game. Each failed check gives its line, what was
 * expected and what the game has, in the scenario's own names.
 */
import * as engine from '@arbiter/engine';
import {
  chars,
  playerInRange,
  viewFor,
  type GameObject,
  type GameState,
  type ObjectId,
  type ObjectView,
} from '@arbiter/engine';
import { ScenarioError } from './errors.js';
import { currentTurn, type ScenarioGame } from './game.js';
import type { Check, ListCheck, Ref, ViewCheck } from './model.js';
import { describePending } from './script.js';

export interface Failure {
  readonly line: number;
  readonly message: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
  /** For errors: the category, and the engine's code and rule when it refused an action. */
  readonly category?: string;
  readonly code?: string;
  readonly rule?: string;
}

/** Does a log entry citing `cited` count as citing `want`? "704.5" counts for 704.5g; "120" for 120.3e. */
export function citesRule(cited: string, want: string): boolean {
  if (cited === want) return true;
  if (!cited.startsWith(want)) return false;
  const next = cited[want.length]!;
  return want.includes('.') ? /[a-z]/.test(next) : next === '.';
}

export function checkAll(g: ScenarioGame, checks: readonly Check[]): Failure[] {
  const out: Failure[] = [];
  for (const c of checks) {
    try {
      const f = check(g, c);
      if (f) out.push(f);
    } catch (err) {
      if (err instanceof ScenarioError) out.push({ line: err.line, message: err.message, category: err.category });
      else
        out.push({
          line: c.line,
          message: `could not check: ${err instanceof Error ? err.message : String(err)}`,
          category: 'internal',
        });
    }
  }
  return out;
}

function fail(line: number, what: string, expected: unknown, actual: unknown): Failure {
  return { line, message: `${what}: expected ${show(expected)}, got ${show(actual)}`, expected, actual };
}

function show(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ')}]`;
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

function objectNames(g: ScenarioGame, ids: readonly ObjectId[]): string[] {
  return ids.map((id) => {
    const o = g.state.objects[id]!;
    if (o.kind === 'ability') return `${o.stack?.sourceName ?? '?'} ability`;
    return g.state.cards[o.defKey]?.name ?? o.defKey;
  });
}

/** A name in an expected list may be a label or "Name#k": compare by card name. */
function expectedName(g: ScenarioGame, text: string): string {
  const { objects, exact } = g.candidates(text);
  if (exact && objects[0]) return g.state.cards[objects[0].defKey]?.name ?? text;
  return text.replace(/#\d+$/, '');
}

function compareList(g: ScenarioGame, line: number, what: string, l: ListCheck, actual: string[]): Failure | null {
  const problems: string[] = [];
  if (l.exact) {
    const want = l.exact.map((n) => expectedName(g, n));
    const rest = [...actual];
    const missing: string[] = [];
    for (const w of want) {
      const i = rest.indexOf(w);
      if (i >= 0) rest.splice(i, 1);
      else missing.push(w);
    }
    const detail = [missing.length ? `missing ${show(missing)}` : '', rest.length ? `unexpected ${show(rest)}` : '']
      .filter(Boolean)
      .join('; ');
    if (l.ordered) {
      if (want.length !== actual.length || want.some((w, i) => w !== actual[i])) {
        const f = fail(line, `${what}, in order`, want, actual);
        return { ...f, message: `${f.message} (${detail || 'same cards, different order'})` };
      }
    } else if (missing.length || rest.length) {
      const f = fail(line, what, [...want].sort(), [...actual].sort());
      return { ...f, message: `${f.message} (${detail})` };
    }
  }
  const pool = [...actual];
  for (const c of l.contains.map((n) => expectedName(g, n))) {
    const i = pool.indexOf(c);
    if (i >= 0) pool.splice(i, 1);
    else problems.push(`doesn't contain ${c}`);
  }
  for (const x of l.excludes.map((n) => expectedName(g, n))) if (actual.includes(x)) problems.push(`contains ${x}`);
  if (problems.length)
    return {
      line,
      message: `${what}: ${problems.join('; ')} (it holds ${show(actual)})`,
      expected: { contains: l.contains, excludes: l.excludes },
      actual,
    };
  return null;
}

function check(g: ScenarioGame, c: Check): Failure | null {
  const st = g.state;
  const t = currentTurn(st);
  switch (c.kind) {
    case 'turn':
      return t.number === c.value ? null : fail(c.line, 'turn', c.value, t.number);
    case 'step':
      return t.step === c.value ? null : fail(c.line, 'step', c.value, t.step);
    case 'active':
      return checkActive(g, c);
    case 'priority': {
      const d = st.pending;
      const got = d && d.kind === 'priority' ? g.playerName(d.player) : 'none';
      const want = c.player ? g.playerName(g.player(c.player)) : 'none';
      return got === want
        ? null
        : fail(c.line, 'priority', want, got === 'none' && d ? `none (waiting for ${describePending(g)})` : got);
    }
    case 'decision':
      return checkDecision(g, c);
    case 'stack':
      return compareList(
        g,
        c.line,
        'stack (bottom first)',
        c.list,
        objectNames(
          g,
          st.turns.flatMap((x) => x.stack),
        ),
      );
    case 'result':
      return checkResult(g, c);
    case 'player':
      return checkPlayer(g, c);
    case 'playerCounters': {
      const p = st.players[g.player(c.player)]!;
      for (const [k, v] of Object.entries(c.counters)) {
        const got = k === 'poison' ? p.poison : (p.counters[k] ?? 0);
        if (got !== v) return fail(c.line, `${p.name}'s ${k} counters`, v, got);
      }
      return null;
    }
    case 'playerZone': {
      const p = st.players[g.player(c.player)]!;
      const ids = c.zone === 'hand' ? p.hand : c.zone === 'library' ? p.library : p.graveyard;
      return compareList(
        g,
        c.line,
        `${p.name}'s ${c.zone}${c.zone === 'library' ? ' (top first)' : c.zone === 'graveyard' ? ' (bottom first)' : ''}`,
        c.list,
        objectNames(g, ids),
      );
    }
    case 'zone': {
      let ids = c.zone === 'battlefield' ? st.battlefield : c.zone === 'exile' ? st.exile : st.command;
      let what: string = c.zone;
      if (c.controller) {
        const p = g.player(c.controller);
        ids = ids.filter((id) => chars(st, id).controller === p);
        what = `permanents ${g.playerName(p)} controls`;
      }
      return compareList(g, c.line, what, c.list, objectNames(g, ids));
    }
    case 'object':
      return checkObject(g, c);
    case 'inRange':
      return checkInRange(g, c);
    case 'turnMarkers': {
      const live = st.turns.filter((x) => !x.removed).length;
      return live === c.value ? null : fail(c.line, 'turn markers', c.value, live);
    }
    case 'seating': {
      const want = c.players.map((r) => g.playerName(g.player(r)));
      const got = st.players.filter((q) => !q.left).map((q) => q.name);
      return JSON.stringify(want) === JSON.stringify(got) ? null : fail(c.line, 'seating order', want, got);
    }
    case 'markerStack': {
      const turn = markerTurn(g, c.marker);
      return compareList(
        g,
        c.line,
        `the stack of turn marker ${turn.marker} (${markerHolder(g, turn)}'s turn, bottom first)`,
        c.list,
        objectNames(g, turn.stack),
      );
    }
    case 'view':
      return checkView(g, c.viewer, c.check, c.line);
    case 'log':
      return checkLog(g, c);
  }
}

/** Every turn in progress has these active players (Grand Melee has one per turn marker, 807.4). */
function checkActive(g: ScenarioGame, c: Extract<Check, { kind: 'active' }>): Failure | null {
  const st = g.state;
  // Every turn in progress (Grand Melee has one per turn marker, 807.4).
  const want = c.players.map((r) => g.playerName(g.player(r))).sort();
  const got = [...new Set(st.turns.filter((x) => !x.removed).flatMap((x) => x.activePlayers))]
    .map((p) => g.playerName(p))
    .sort();
  return JSON.stringify(want) === JSON.stringify(got) ? null : fail(c.line, 'active player', want, got);
}

/** The pending decision: its kind and who makes it, or none. */
function checkDecision(g: ScenarioGame, c: Extract<Check, { kind: 'decision' }>): Failure | null {
  const st = g.state;
  const d = st.pending;
  if (c.decision === null && c.player === null)
    return d ? fail(c.line, 'pending decision', 'none', `${d.kind} (${g.playerName(d.player)})`) : null;
  if (!d) return fail(c.line, 'pending decision', c.decision ?? 'a decision', 'none');
  if (c.decision && c.decision !== d.kind) return fail(c.line, 'pending decision', c.decision, d.kind);
  if (c.player && g.player(c.player) !== d.player)
    return fail(c.line, 'player deciding', g.playerName(g.player(c.player)), g.playerName(d.player));
  return null;
}

/** The game's result: none, a draw, or its winners. */
function checkResult(g: ScenarioGame, c: Extract<Check, { kind: 'result' }>): Failure | null {
  const st = g.state;
  const r = st.result;
  const got = !r
    ? 'none'
    : r.draw
      ? 'draw'
      : `winners ${r.winners
          .map((p) => g.playerName(p))
          .sort()
          .join(', ')}`;
  const want =
    c.value === 'none' || c.value === 'draw'
      ? c.value
      : `winners ${c.value.winners
          .map((w) => g.playerName(g.player(w)))
          .sort()
          .join(', ')}`;
  return got === want ? null : fail(c.line, 'game result', want, r ? `${got} (${r.reason})` : got);
}

/** One of a player's numbers or states (life, poison, left, outcome, card counts). */
function checkPlayer(g: ScenarioGame, c: Extract<Check, { kind: 'player' }>): Failure | null {
  const st = g.state;
  const p = st.players[g.player(c.player)]!;
  const name = `${p.name}'s ${c.field.replace('_', ' ')}`;
  let got: number | boolean | string;
  switch (c.field) {
    case 'life':
      got = p.life;
      break;
    case 'poison':
      got = p.poison;
      break;
    case 'left':
      got = p.left;
      break;
    case 'outcome':
      got = p.outcome;
      break;
    case 'hand_count':
      got = p.hand.length;
      break;
    case 'library_count':
      got = p.library.length;
      break;
    case 'graveyard_count':
      got = p.graveyard.length;
      break;
  }
  return got === c.value ? null : fail(c.line, name, c.value, got);
}

/** 801.2: the players within a player's range of influence. */
function checkInRange(g: ScenarioGame, c: Extract<Check, { kind: 'inRange' }>): Failure | null {
  const st = g.state;
  const p = g.player(c.player);
  const want = c.players.map((r) => g.playerName(g.player(r))).sort();
  const got = st.players
    .filter((q) => !q.left && playerInRange(st, p, q.id))
    .map((q) => q.name)
    .sort();
  return JSON.stringify(want) === JSON.stringify(got)
    ? null
    : fail(c.line, `players within ${g.playerName(p)}'s range of influence`, want, got);
}

/** The log cites a rule, or contains a text (or not). */
function checkLog(g: ScenarioGame, c: Extract<Check, { kind: 'log' }>): Failure | null {
  const st = g.state;
  const hit =
    c.what === 'cites'
      ? st.log.some((e) => e.rules.some((r) => citesRule(r, c.value)))
      : st.log.some((e) => logText(e.text).includes(c.value.toLowerCase()));
  if (hit !== c.negate) return null;
  const what =
    c.what === 'cites'
      ? `the log ${c.negate ? 'not to cite' : 'to cite'} rule ${c.value}`
      : `the log ${c.negate ? 'not to contain' : 'to contain'} "${c.value}"`;
  let actual: unknown;
  if (c.what === 'cites') {
    const all = [...new Set(st.log.flatMap((e) => e.rules))].sort();
    actual = c.negate
      ? st.log
          .filter((e) => e.rules.some((r) => citesRule(r, c.value)))
          .map((e) => e.text)
          .slice(0, 3)
      : `rules cited: ${all.join(', ')}`;
  } else
    actual = c.negate
      ? st.log
          .filter((e) => logText(e.text).includes(c.value.toLowerCase()))
          .map((e) => e.text)
          .slice(0, 3)
      : 'no such entry';
  return {
    line: c.line,
    message: `expected ${what}; ${typeof actual === 'string' ? actual : `found ${show(actual)}`}`,
    expected: c.value,
    actual,
  };
}

function checkObject(g: ScenarioGame, c: ObjectCheck): Failure | null {
  const st = g.state;
  if (c.field === 'zone') return checkObjectZone(g, c);
  const id = g.resolve(c.ref, { strict: true, zones: ['battlefield', 'stack'], role: 'object' });
  const o: GameObject = st.objects[id]!;
  const ch = chars(st, id);
  const what = `${g.displayName(o)}'s ${c.field.replace('_', ' ')}`;
  const v = c.value;
  switch (c.field) {
    case 'controller': {
      const want = g.playerName(g.player({ text: String(v), line: c.line } as Ref));
      return g.playerName(ch.controller) === want ? null : fail(c.line, what, want, g.playerName(ch.controller));
    }
    case 'owner': {
      const want = g.playerName(g.player({ text: String(v), line: c.line }));
      return g.playerName(o.owner) === want ? null : fail(c.line, what, want, g.playerName(o.owner));
    }
    case 'power':
      return ch.power === v ? null : fail(c.line, what, v, ch.power);
    case 'toughness':
      return ch.toughness === v ? null : fail(c.line, what, v, ch.toughness);
    case 'pt': {
      const got = `${ch.power ?? '-'}/${ch.toughness ?? '-'}`;
      return String(v).replace(/\s/g, '') === got ? null : fail(c.line, what, String(v), got);
    }
    case 'tapped':
      return o.tapped === v ? null : fail(c.line, what, v, o.tapped);
    case 'face_down':
      return o.faceDown === v ? null : fail(c.line, what, v, o.faceDown);
    case 'summoning_sick':
      return o.summoningSick === v ? null : fail(c.line, what, v, o.summoningSick);
    case 'damage':
      return o.damage === v ? null : fail(c.line, what, v, o.damage);
    case 'counters': {
      const want: Record<string, number> = {};
      for (const [k, n] of Object.entries((v ?? {}) as Record<string, number>)) if (n) want[k] = n;
      const got = { ...o.counters };
      const keys = [...new Set([...Object.keys(want), ...Object.keys(got)])].sort();
      return keys.every((k) => (want[k] ?? 0) === (got[k] ?? 0)) ? null : fail(c.line, what, want, got);
    }
    case 'attached_to': {
      const none = v === null || v === 'none';
      if (none) return o.attachedTo === null ? null : fail(c.line, what, 'nothing', g.nameOf(o.attachedTo));
      const want = g.resolve({ text: String(v), line: c.line }, { zones: ['battlefield'], role: 'attached_to' });
      return o.attachedTo === want
        ? null
        : fail(c.line, what, g.nameOf(want), o.attachedTo === null ? 'nothing' : g.nameOf(o.attachedTo));
    }
    case 'keywords': {
      const want = [...asList(v)].map((k) => k.toLowerCase()).sort();
      const got = [...ch.keywords].sort();
      return JSON.stringify(want) === JSON.stringify(got) ? null : fail(c.line, what, want, got);
    }
    case 'types':
    case 'subtypes':
    case 'colors': {
      const want = [...asList(v)].sort();
      const got = [...(c.field === 'types' ? ch.types : c.field === 'subtypes' ? ch.subtypes : ch.colors)].sort();
      return JSON.stringify(want) === JSON.stringify(got) ? null : fail(c.line, what, want, got);
    }
    case 'name':
      return ch.name === v ? null : fail(c.line, what, v, ch.name || '(no name: face down)');
    case 'new_object': {
      const got = g.isNewObject(id);
      return got === v ? null : fail(c.line, `${what} (400.7: a zone change makes a new object)`, v, got);
    }
    case 'stack_of':
      return checkStackOf(g, c, id, what);
    case 'color_identity':
    case 'commander':
      return checkCommanderField(g, c, id, what);
  }
}

/** Where the named object is (a zone, or no longer in the game). */
function checkObjectZone(g: ScenarioGame, c: ObjectCheck): Failure | null {
  const { objects, exact } = g.candidates(c.ref.text);
  const label = c.ref.text;
  const want = String(c.value).toLowerCase();
  const gone = want === 'none' || want === 'gone' || want === 'nowhere';
  if (objects.length === 0) {
    if (gone) return null;
    return { ...fail(c.line, `${label}'s zone`, want, 'none (it is no longer in the game)'), actual: 'none' };
  }
  if (gone) return fail(c.line, `${label}`, 'no longer in the game', `in ${objects.map((o) => o.zone).join(', ')}`);
  if (!exact && objects.length > 1) {
    const zones = objects.map((o) => o.zone);
    return zones.every((z) => z === want)
      ? null
      : {
          line: c.line,
          message: `${label}: ${objects.length} objects have that name (in ${zones.join(', ')}); write ${label}#1, #2, … or use a label to say which should be in ${want}`,
          category: 'reference',
        };
  }
  return objects[0]!.zone === want ? null : fail(c.line, `${label}'s zone`, want, objects[0]!.zone);
}

/** 807.5: the turn marker whose stack the object is on. */
function checkStackOf(g: ScenarioGame, c: ObjectCheck, id: ObjectId, what: string): Failure | null {
  const st = g.state;
  const o: GameObject = st.objects[id]!;
  const v = c.value;
  const turn = st.turns.find((t) => t.stack.includes(id));
  if (!turn) return fail(c.line, what, String(v), `not on a stack (in ${o.zone})`);
  const want = markerTurn(g, { text: String(v), line: c.line });
  return want === turn
    ? null
    : fail(
        c.line,
        `${what} (807.5: each turn marker has its own stack)`,
        `turn marker ${want.marker} (${markerHolder(g, want)})`,
        `turn marker ${turn.marker} (${markerHolder(g, turn)})`,
      );
}

/** Commander (903) fields, read with the engine's function once it has one. */
function checkCommanderField(g: ScenarioGame, c: ObjectCheck, id: ObjectId, what: string): Failure | null {
  const st = g.state;
  const v = c.value;
  // Commander (903) lives outside the engine core; these use the engine's function once it has one.
  const fnName = c.field === 'color_identity' ? 'colorIdentity' : 'isCommander';
  const fn = (engine as Record<string, unknown>)[fnName] as ((s: GameState, id: ObjectId) => unknown) | undefined;
  if (typeof fn !== 'function')
    return { line: c.line, message: `${what}: the engine has no ${fnName}() yet (903)`, category: 'unsupported' };
  const got = fn(st, id);
  const norm = (x: unknown): string =>
    Array.isArray(x) ? JSON.stringify([...x].map(String).sort()) : JSON.stringify(x);
  return norm(got) === norm(v) ? null : fail(c.line, what, v, got);
}

/** A check on one named object's field. */
type ObjectCheck = Extract<Check, { kind: 'object' }>;

type Turn = GameState['turns'][number];

/** 807.4: a turn marker named by its number or by the player whose turn it is (its holder). */
function markerTurn(g: ScenarioGame, r: Ref): Turn {
  const live = g.state.turns.filter((t) => !t.removed);
  const n = /^\s*(?:marker\s*)?(\d+)\s*$/i.exec(r.text);
  const hit = n
    ? (live.find((t) => t.marker === Number(n[1])) ?? (live.length === 1 && Number(n[1]) === 1 ? live[0] : undefined))
    : live.find((t) => {
        const p = g.player(r);
        return t.holder === p || t.activePlayers.includes(p);
      });
  if (!hit) {
    const have = live.map((t) => `${t.marker ?? 1} (${markerHolder(g, t)})`).join(', ');
    throw new ScenarioError(
      'reference',
      r.line,
      `no turn marker "${r.text}": the turns in progress are ${have} (807.4)`,
    );
  }
  return hit;
}

function markerHolder(g: ScenarioGame, t: Turn): string {
  const p = t.holder ?? t.activePlayers[0];
  return p === undefined ? 'nobody' : g.playerName(p);
}

/** Invariant 5: what `viewer`'s view (engine viewFor) shows and hides. */
function checkView(g: ScenarioGame, viewerRef: Ref, c: ViewCheck, line: number): Failure | null {
  const viewer = g.player(viewerRef);
  const v = viewFor(g.state, viewer);
  const who = `${g.playerName(viewer)}'s view`;
  const shown = new Map<ObjectId, ObjectView>();
  for (const o of [
    ...v.battlefield,
    ...v.stack,
    ...v.exile,
    ...v.command,
    ...v.players.flatMap((p) => [...(p.hand ?? []), ...p.graveyard]),
  ])
    shown.set(o.id, o);
  switch (c.kind) {
    case 'sees':
    case 'hides': {
      const wrong: string[] = [];
      // A bare name means every object of that name ("hides: [Forest]": every Forest).
      const ids = c.refs.flatMap((r) => {
        const { objects, exact } = g.candidates(r.text);
        return exact || objects.length <= 1 ? [g.resolve(r, { role: 'object' })] : objects.map((o) => o.id);
      });
      for (const id of ids) {
        const seen = shown.get(id);
        const identified = seen !== undefined && seen.name !== null;
        if (identified !== (c.kind === 'sees'))
          wrong.push(
            `${g.nameOf(id)} (in ${g.state.objects[id]!.zone}${seen ? (seen.name ? `, shown as ${seen.name}` : ', shown without its name') : ', not shown'})`,
          );
      }
      return wrong.length === 0
        ? null
        : {
            line,
            message: `${who}: expected it to ${c.kind === 'sees' ? 'show' : 'hide'} ${wrong.join('; ')}`,
            expected: c.refs.map((r) => r.text),
            actual: wrong,
          };
    }
    case 'hand': {
      const p = g.player(c.player);
      const hand = v.players[p]!.hand;
      const what = `${who} of ${g.playerName(p)}'s hand`;
      if (c.list === 'hidden')
        return hand === null
          ? null
          : fail(
              line,
              what,
              'hidden',
              hand.map((o) => o.name ?? '?'),
            );
      if (hand === null) return fail(line, what, c.list.exact ?? c.list.contains, 'hidden');
      return compareList(
        g,
        line,
        what,
        c.list,
        hand.map((o) => o.name ?? '?'),
      );
    }
    case 'count': {
      const p = g.player(c.player);
      const got = c.field === 'hand_count' ? v.players[p]!.handCount : v.players[p]!.libraryCount;
      return got === c.value
        ? null
        : fail(line, `${who} of ${g.playerName(p)}'s ${c.field.replace('_', ' ')}`, c.value, got);
    }
    case 'decision': {
      const got = v.pending?.kind ?? null;
      return got === c.decision
        ? null
        : fail(line, `${who}: the pending decision shown`, c.decision ?? 'none', got ?? 'none');
    }
    case 'waitingFor': {
      const want = c.player ? g.playerName(g.player(c.player)) : 'nobody';
      const got = v.waitingFor === null ? 'nobody' : g.playerName(v.waitingFor);
      return got === want ? null : fail(line, `${who}: waiting for`, want, got);
    }
  }
}

/** Log text as compared by log_contains: lower case, without the engine's "#id" after object names. */
function logText(t: string): string {
  return t.replace(/#\d+/g, '').toLowerCase();
}

function asList(v: unknown): string[] {
  return Array.isArray(v) ? v.map(String) : v === null || v === undefined ? [] : [String(v)];
}
