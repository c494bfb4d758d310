/**
 * Endpoints the browser client needs beyond the table protocol (docs/protocol.md, "Client support"):
 * - `GET /api/cards/:name` → a card's printed characteristics for its frame: `{"name","manaCost","typeLine",
 *   "text","power"?,"toughness"?,"loyalty"?,"status"}`; 404 `NO_CARD` for a card the server can't play.
 * - `GET /api/card-names?q=<text>` → `{"names":[…]}`: up to 8 card names of the index closest to the text, for naming
 *   a card (201.3; a `chooseName` decision).
 * - `POST /api/judge` `{"scenario":"<YAML text>"}` → judge mode (`arbiter judge` as data): `{"pass","status",
 *   "failures":["line N: …"],"events":[{"seq","turn","step","type","text","rules","board","scriptLine",
 *   "scriptText","caseName"}]}`. A scenario that can't be parsed or run still answers 200 with its failures.
 */
import type { FastifyInstance } from 'fastify';
import type { CardDefinition } from '@arbiter/engine';
import { judgeScenario, type CardSource } from '@arbiter/scenarios';
import { defaultSources } from '@arbiter/scenarios/node';
import { z } from 'zod';
import type { CardLibrary } from './decks.js';
import { apiError, errorBody } from './errors.js';

const JudgeSchema = z.object({ scenario: z.string().min(1).max(60_000) }).strict();
const MAX_EVENTS = 2000;

export function typeLine(d: CardDefinition): string {
  const left = [...d.supertypes, ...d.types].join(' ');
  return d.subtypes.length ? `${left} — ${d.subtypes.join(' ')}` : left;
}

export function cardInfo(d: CardDefinition, starter: boolean): Record<string, unknown> {
  return {
    name: d.name,
    manaCost: d.manaCost ?? '',
    typeLine: typeLine(d),
    text: d.oracleText,
    ...(d.power !== undefined ? { power: d.power, toughness: d.toughness } : {}),
    ...(d.loyalty !== undefined ? { loyalty: String(d.loyalty) } : {}),
    status: starter ? 'starter card (hand-written)' : 'compiled fully from its Oracle text',
  };
}

export function registerWebSupport(app: FastifyInstance, cards: CardLibrary, starter: (name: string) => boolean): void {
  let sources: Promise<CardSource[]> | null = null;
  app.get('/api/cards/:name', async (req, reply) => {
    const name = (req.params as { name?: string }).name ?? '';
    const d = name.length <= 200 ? cards.definition(name) : undefined;
    if (!d)
      return reply
        .status(404)
        .send(errorBody(apiError(404, 'NO_CARD', `no playable card named ${JSON.stringify(name.slice(0, 200))}`)));
    return cardInfo(d, starter(name));
  });
  app.get('/api/card-names', async (req) => {
    const q = (req.query as { q?: unknown }).q;
    return { names: typeof q === 'string' && q.length <= 200 ? cards.nameSuggestions(q) : [] };
  });
  app.post('/api/judge', async (req, reply) => {
    const body = JudgeSchema.safeParse(req.body);
    if (!body.success)
      return reply
        .status(400)
        .send(
          errorBody(
            apiError(400, 'MALFORMED', 'the body must be {"scenario":"<YAML text>"} (at most 60,000 characters)'),
          ),
        );
    sources ??= defaultSources();
    const run = judgeScenario(body.data.scenario, 'scenario.yaml', { sources: await sources });
    return {
      pass: run.result.pass,
      status: run.result.status,
      failures: run.result.failures.map((f) => `line ${f.line}: ${f.message}${f.rule ? ` (rule ${f.rule})` : ''}`),
      events: run.events.slice(0, MAX_EVENTS).map((e) => ({
        seq: e.seq,
        turn: e.turn,
        step: e.step,
        type: e.type,
        text: e.text,
        rules: e.rules,
        board: e.board,
        scriptLine: e.scriptLine,
        scriptText: e.scriptText,
        caseName: e.caseName,
      })),
    };
  });
}
