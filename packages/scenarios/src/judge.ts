/**
 * Judge mode: run a scenario and keep every event of the game log, each with the rules it
 * applied, the script step that caused it, and the board right after it.
 */
import type { GameState, LogEntry, ObjectId, StepName } from '@arbiter/engine';
import { renderBoard } from './board.js';
import { currentTurn, type ScenarioGame } from './game.js';
import type { Step, Targets } from './model.js';
import { runScenarioText, type RunOptions, type ScenarioResult } from './run.js';

export interface JudgeEvent {
  readonly caseIndex: number;
  readonly caseName: string | null;
  readonly seq: number;
  readonly turn: number;
  readonly step: StepName;
  readonly type: string;
  /** The engine's text, with objects named as the scenario names them. */
  readonly text: string;
  readonly rules: readonly string[];
  /** The board right after the event. */
  readonly board: string;
  /** The script step being carried out (null during setup and the start of play). */
  readonly scriptLine: number | null;
  readonly scriptText: string | null;
}

export interface JudgeRun {
  readonly result: ScenarioResult;
  readonly events: readonly JudgeEvent[];
  /** Per case: the board at the start (after setup) and at the end. */
  readonly boards: readonly { readonly caseName: string | null; readonly start: string; readonly end: string | null }[];
}

export function judgeScenario(text: string, file: string, opts: Omit<RunOptions, 'hooks'> = {}): JudgeRun {
  // Snapshots are kept as JSON and turned into text after the run, so that every event names
  // objects the same way (the final "Name#k" numbering, which tokens made later can change).
  const raw: { ci: number; entry: LogEntry; snap: string; step: Step | null }[] = [];
  const games: ScenarioGame[] = [];
  const boards: { caseName: string | null; start: string; end: string | null }[] = [];
  const starts: string[] = [];
  let current: Step | null = null;

  const result = runScenarioText(text, file, {
    ...opts,
    hooks: {
      onStep(step, g, ci) {
        current = step;
        if (step === null) {
          games[ci] = g;
          starts[ci] = JSON.stringify(g.state);
        }
      },
      onLog(entry, state, g, ci) {
        g.refresh(state); // learn objects (tokens) in the order they appear
        raw.push({ ci, entry, snap: JSON.stringify(state), step: current });
      },
      onCaseEnd(g, _r, ci) {
        if (!g) return;
        games[ci] = g;
        boards[ci] = {
          caseName: g.doc.cases[ci]?.name ?? null,
          start: renderBoard(g, JSON.parse(starts[ci] ?? JSON.stringify(g.state)) as GameState),
          end: renderBoard(g),
        };
      },
    },
  });

  const events: JudgeEvent[] = [];
  const seen = new Map<ObjectId, { raw: string; display: string }>();
  const remember = (g: ScenarioGame, st: GameState): void => {
    for (const o of Object.values(st.objects)) {
      const name = o.faceDown ? 'face-down ' : (st.cards[o.defKey]?.name ?? o.defKey);
      seen.set(o.id, { raw: name, display: o.faceDown ? `face-down ${g.displayName(o, st)}` : g.displayName(o, st) });
    }
  };
  let lastCase = -1;
  for (const r of raw) {
    const g = games[r.ci];
    if (!g) continue;
    if (r.ci !== lastCase) {
      seen.clear();
      if (starts[r.ci]) remember(g, JSON.parse(starts[r.ci]!) as GameState);
      lastCase = r.ci;
    }
    const snap = JSON.parse(r.snap) as GameState;
    g.refresh(snap);
    remember(g, snap);
    events.push({
      caseIndex: r.ci,
      caseName: g.doc.cases[r.ci]?.name ?? null,
      seq: r.entry.seq,
      turn: r.entry.turn,
      step: currentTurn(snap).step,
      type: r.entry.type,
      text: rename(r.entry.text, seen),
      rules: r.entry.rules,
      board: renderBoard(g, snap, { pending: false }),
      scriptLine: r.step ? r.step.line : null,
      scriptText: r.step ? describeStep(r.step) : null,
    });
  }
  return { result, events, boards };
}

/** Replaces the engine's "Name#id" with the scenario's name for that object. */
export function rename(text: string, seen: ReadonlyMap<ObjectId, { raw: string; display: string }>): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/#(\d+)/g)) {
    const at = m.index!;
    const info = seen.get(Number(m[1]));
    const before = text.slice(last, at);
    if (info && before.endsWith(info.raw)) out += before.slice(0, before.length - info.raw.length) + info.display;
    else out += before;
    last = at + m[0].length;
  }
  return out + text.slice(last);
}

function targetsText(t: Targets | null): string {
  if (!t) return '';
  const all = t.groups.flat().map((r) => r.text);
  return all.length ? ` targeting ${all.join(', ')}` : '';
}

/** A script step in words, for judge output. */
export function describeStep(s: Step): string {
  const by = s.by ? ` (${s.by.text})` : '';
  switch (s.kind) {
    case 'cast': {
      const o = s.options;
      const how = [
        ...o.with.map((w) => w.replace('_', ' ')),
        ...(o.replicate ? [`replicate ×${o.replicate}`] : []),
        ...(o.splice ? [`splicing ${o.splice.map((r) => r.text).join(', ')}`] : []),
        ...(o.half !== null ? [`half ${o.half}`] : []),
        ...(o.alternativeCost !== null ? [`alternative cost ${o.alternativeCost}`] : []),
        ...(o.additionalCost !== null ? [`additional cost ${o.additionalCost}`] : []),
      ];
      return `cast ${s.card.text}${by}${how.length ? ` (${how.join(', ')})` : ''}${targetsText(s.targets)}${s.x !== null ? ` with X=${s.x}` : ''}${s.modes ? ` choosing mode(s) ${s.modes.join(', ')}` : ''}`;
    }
    case 'activate':
      return `activate ${s.source.text}${s.from ? ` from the ${s.from}` : ''}${s.ability !== null ? ` ability ${typeof s.ability === 'string' ? `"${s.ability}"` : s.ability}` : ''}${by}${targetsText(s.targets)}`;
    case 'remember':
      return `remember the objects ${s.refs.map((r) => r.text).join(', ')} are now (400.7)`;
    case 'play':
      return `play ${s.card.text}${by}`;
    case 'turnFaceUp':
      return `turn ${s.card.text} face up${by}`;
    case 'pass':
      return `pass priority${by}`;
    case 'resolve':
      return s.all ? 'everyone passes until the stack is empty' : 'everyone passes until the top of the stack resolves';
    case 'advance':
      return `advance to the ${s.step} step${s.turn !== null ? ` of turn ${s.turn}` : ''}`;
    case 'attack':
      return s.attacks.length
        ? `attack: ${s.attacks.map((a) => `${a.attacker.text}${a.at ? ` → ${a.at.text}` : ''}`).join(', ')}`
        : 'declare no attackers';
    case 'block':
      return s.blocks.length
        ? `block: ${s.blocks.map((b) => `${b.blocker.text} blocks ${b.attacker.text}`).join(', ')}${by}`
        : `declare no blockers${by}`;
    case 'assign':
      return `assign combat damage: ${s.assignment.map((a) => `${a.amount} to ${a.to.text}`).join(', ')}`;
    case 'choose': {
      const v = s.value;
      const text =
        v.kind === 'bool'
          ? v.value
            ? 'yes'
            : 'no'
          : v.kind === 'text'
            ? v.value
            : v.kind === 'numbers'
              ? v.values.join(', ')
              : v.kind === 'refs'
                ? v.refs.map((r) => r.text).join(', ') || 'nothing'
                : v.assignment.map((a) => `${a.amount} to ${a.to.text}`).join(', ');
      return `choose ${text}${by}`;
    }
    case 'keep':
      return `${s.by?.text ?? 'the player'} keeps`;
    case 'mulligan':
      return `${s.by?.text ?? 'the player'} takes a mulligan`;
    case 'concede':
      return `${s.by?.text ?? 'the player'} concedes`;
    case 'bottom':
      return `put ${s.cards.map((r) => r.text).join(', ')} on the bottom${by}`;
    case 'expect':
      return 'check expectations';
    case 'note':
      return s.text;
  }
}
