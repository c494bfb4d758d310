/**
 * One search-AI thinker (a worker thread). It receives a copy of a table's state and the seat to decide for, and
 * answers with that seat's choice. The search reads only the seat's own view (packages/ai: determinization), so
 * handing it the whole state reveals nothing; thinking here keeps the server's event loop free for other tables.
 */
import { parentPort } from 'node:worker_threads';
import { aiPlayer } from '@arbiter/ai';
import { aiRng, type GameState } from '@arbiter/engine';
import type { ThinkReply, ThinkRequest } from './ai-thinkers.js';
import type { AiKind } from './schemas.js';

const SEARCH_KINDS: readonly AiKind[] = ['medium', 'hard'];

function think(req: ThinkRequest): ThinkReply {
  const state = req.state as GameState;
  const d = state.pending;
  if (!d || d.player !== req.player) return { id: req.id, ok: false, message: 'no decision for that seat' };
  if (!SEARCH_KINDS.includes(req.kind)) return { id: req.id, ok: false, message: `not a search AI: ${req.kind}` };
  try {
    return { id: req.id, ok: true, choice: aiPlayer(req.kind).choose(state, d, aiRng(req.seed)) };
  } catch (err) {
    return { id: req.id, ok: false, message: (err as Error).message };
  }
}

parentPort?.on('message', (req: ThinkRequest) => parentPort!.postMessage(think(req)));
