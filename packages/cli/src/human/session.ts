// A game with one seat played by a person at the terminal and the others by the AI. The engine
// never calls anyone: this loop reads the pending decision, asks the person or the AI, submits,
// and on a refused choice shows the engine's message and asks again (the state is unchanged).
import {
  aiRng,
  fallbackChoice,
  submitInPlace,
  type GameState,
  type LogEntry,
  type Player,
  type PlayerId,
} from '@arbiter/engine';
import { InputEnded, type Asker, type Prompter } from './ask.js';
import { renderBoard } from './board.js';
import { askChoice, onlyPass } from './decide.js';

export interface HumanSession {
  readonly state: GameState;
  readonly seat: PlayerId;
  readonly ai: Player;
  readonly aiSeed: string | number;
  readonly asker: Asker;
  readonly out: (text: string) => void;
  /** Formats a log entry for the narration (undefined: left out). */
  readonly narrate: (e: LogEntry) => string | undefined;
}

/** Plays the game to its end (or until input ends: the person concedes). Returns the number of decisions. */
export async function playHuman(s: HumanSession): Promise<number> {
  const rng = aiRng(s.aiSeed);
  const prompter: Prompter = { asker: s.asker, say: s.out };
  let decisions = 0;
  const flush = narrator(s);
  while (s.state.pending && !s.state.result) {
    const d = s.state.pending;
    decisions++;
    if (d.player !== s.seat || onlyPass(d)) {
      const choice =
        d.player === s.seat
          ? { kind: 'action' as const, action: { kind: 'pass' as const } }
          : s.ai.choose(s.state, d, rng);
      if (!submitInPlace(s.state, d.player, choice).ok) {
        const r = submitInPlace(s.state, d.player, fallbackChoice(d, s.state));
        if (!r.ok) throw new Error(`the AI's fallback choice was refused: ${r.error.message}`);
      }
      flush();
      continue;
    }
    flush();
    s.out(`\n${renderBoard(s.state, s.seat)}\n`);
    if (!(await humanTurn(s, prompter, d))) return decisions;
    flush();
  }
  flush();
  return decisions;
}

/** Prints new log entries, a run of identical lines ("P1 draws a card" ×7) as one. */
function narrator(s: HumanSession): () => void {
  let printed = 0;
  let last = '';
  let repeat = 0;
  return () => {
    for (; printed < s.state.log.length; printed++) {
      const line = s.narrate(s.state.log[printed]!);
      if (line === undefined) continue;
      if (line === last) {
        repeat++;
        continue;
      }
      if (repeat > 0) s.out(`    (×${repeat + 1})\n`);
      repeat = 0;
      last = line;
      s.out(`${line}\n`);
    }
    if (repeat > 0) s.out(`    (×${repeat + 1})\n`);
    repeat = 0;
  };
}

/** Asks until the engine accepts the person's choice; false when input ended (the person conceded). */
async function humanTurn(s: HumanSession, p: Prompter, d: NonNullable<GameState['pending']>): Promise<boolean> {
  for (;;) {
    let choice;
    try {
      choice = await askChoice(p, s.state, d);
    } catch (err) {
      if (!(err instanceof InputEnded)) throw err;
      s.out('\nInput ended: you concede.\n');
      submitInPlace(s.state, s.seat, { kind: 'concede' });
      return false;
    }
    const r = submitInPlace(s.state, s.seat, choice);
    if (r.ok) return true;
    s.out(
      `  The engine refused that: ${r.error.message}${r.error.rule ? ` (rule ${r.error.rule})` : ''}. Please choose again.\n`,
    );
  }
}
