/**
 * The JSON event format read by `arbiter tournament standings --json` (stdin)
 * and written by `arbiter tournament export --format json`:
 *
 *   {"players":[{"id":"p1","dropped_after_round":null}],
 *    "rounds":[[{"p1":"p1","p2":"p2","p1_wins":2,"p2_wins":1,"draws":0},{"bye":"p3"}]]}
 *
 * Optional fields: players[].name (string), players[].disqualified (boolean),
 * players[].pod (integer), top-level seed (string or integer, for the final
 * tiebreak lot), matches' draws (defaults to 0).
 */
import type { EventResults, PlayerEntry, RoundEntry } from './types.js';

export class EventInputError extends Error {
  override readonly name = 'EventInputError';
}

export interface ParsedEvent extends EventResults {
  readonly seed?: string | number;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function isObject(v: unknown): v is { [k: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function nonNegInt(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
    throw new EventInputError(`${where} must be a non-negative integer, got ${JSON.stringify(v)}`);
  }
  return v;
}

function playerId(v: unknown, where: string): string {
  if (typeof v !== 'string' || v.length === 0)
    throw new EventInputError(`${where} must be a non-empty string, got ${JSON.stringify(v)}`);
  return v;
}

/** Parses and validates event JSON text; throws EventInputError naming the problem. */
export function parseEventJson(text: string): ParsedEvent {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new EventInputError(`malformed JSON: ${(err as Error).message}`);
  }
  if (!isObject(data)) throw new EventInputError('top level must be an object with "players" and "rounds"');
  if (!Array.isArray(data['players'])) throw new EventInputError('"players" must be an array');
  if (!Array.isArray(data['rounds'])) throw new EventInputError('"rounds" must be an array of rounds (arrays)');

  const players: PlayerEntry[] = [];
  const seen = new Set<string>();
  data['players'].forEach((raw, i) => {
    const where = `players[${i}]`;
    if (!isObject(raw)) throw new EventInputError(`${where} must be an object`);
    const id = playerId(raw['id'], `${where}.id`);
    if (seen.has(id)) throw new EventInputError(`duplicate player id '${id}'`);
    seen.add(id);
    const dropRaw = raw['dropped_after_round'];
    const dropped =
      dropRaw === undefined || dropRaw === null ? null : nonNegInt(dropRaw, `${where}.dropped_after_round`);
    const dq = raw['disqualified'];
    if (dq !== undefined && typeof dq !== 'boolean')
      throw new EventInputError(`${where}.disqualified must be a boolean`);
    const name = raw['name'];
    if (name !== undefined && typeof name !== 'string') throw new EventInputError(`${where}.name must be a string`);
    const pod = raw['pod'];
    if (pod !== undefined && pod !== null) nonNegInt(pod, `${where}.pod`);
    players.push({
      id,
      droppedAfterRound: dropped,
      ...(dq ? { disqualified: true } : {}),
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof pod === 'number' ? { pod } : {}),
    });
  });

  const rounds: RoundEntry[][] = [];
  data['rounds'].forEach((rawRound, r) => {
    const roundNo = r + 1;
    if (!Array.isArray(rawRound)) throw new EventInputError(`rounds[${r}] (round ${roundNo}) must be an array`);
    const entries: RoundEntry[] = [];
    rawRound.forEach((raw, i) => {
      const where = `round ${roundNo}, entry ${i + 1}`;
      if (!isObject(raw)) throw new EventInputError(`${where} must be an object`);
      if ('bye' in raw) {
        if ('p1' in raw || 'p2' in raw) throw new EventInputError(`${where} has both "bye" and "p1"/"p2"`);
        entries.push({ kind: 'bye', player: playerId(raw['bye'], `${where}: bye`) });
        return;
      }
      const p1 = playerId(raw['p1'], `${where}: p1`);
      const p2 = playerId(raw['p2'], `${where}: p2`);
      const p1Wins = nonNegInt(raw['p1_wins'], `${where}: p1_wins`);
      const p2Wins = nonNegInt(raw['p2_wins'], `${where}: p2_wins`);
      const draws = raw['draws'] === undefined ? 0 : nonNegInt(raw['draws'], `${where}: draws`);
      entries.push({ kind: 'match', p1, p2, p1Wins, p2Wins, draws });
    });
    rounds.push(entries);
  });

  let seed: string | number | undefined;
  const rawSeed = data['seed'];
  if (rawSeed !== undefined && rawSeed !== null) {
    if (typeof rawSeed !== 'string' && !(typeof rawSeed === 'number' && Number.isInteger(rawSeed))) {
      throw new EventInputError('"seed" must be a string or an integer');
    }
    seed = rawSeed;
  }

  const event: ParsedEvent = seed === undefined ? { players, rounds } : { players, rounds, seed };
  const problems = validateEventResults(event);
  if (problems.length > 0) throw new EventInputError(problems.join('; '));
  return event;
}

/** Consistency checks on already-typed results; returns a list of problems (empty when valid). */
export function validateEventResults(event: EventResults): string[] {
  const problems: string[] = [];
  const byId = new Map<string, PlayerEntry>();
  for (const p of event.players) {
    if (byId.has(p.id)) problems.push(`duplicate player id '${p.id}'`);
    byId.set(p.id, p);
  }
  event.rounds.forEach((round, r) => {
    const roundNo = r + 1;
    const inRound = new Set<string>();
    const see = (id: string): void => {
      const p = byId.get(id);
      if (!p) {
        problems.push(`round ${roundNo}: unknown player id '${id}'`);
        return;
      }
      if (inRound.has(id)) problems.push(`round ${roundNo}: player '${id}' is paired twice`);
      inRound.add(id);
      if (p.droppedAfterRound !== null && roundNo > p.droppedAfterRound) {
        problems.push(
          `round ${roundNo}: player '${id}' dropped after round ${p.droppedAfterRound} but is paired in round ${roundNo}`,
        );
      }
    };
    for (const e of round) {
      if (e.kind === 'bye') {
        see(e.player);
      } else {
        if (e.p1 === e.p2) problems.push(`round ${roundNo}: player '${e.p1}' is paired against themself`);
        see(e.p1);
        if (e.p1 !== e.p2) see(e.p2);
        for (const [k, v] of [
          ['p1_wins', e.p1Wins],
          ['p2_wins', e.p2Wins],
          ['draws', e.draws],
        ] as const) {
          if (!Number.isInteger(v) || v < 0) problems.push(`round ${roundNo}: ${k} must be a non-negative integer`);
        }
      }
    }
  });
  return problems;
}

/** Serialises results into the JSON event format (the inverse of parseEventJson). */
export function eventToJson(event: EventResults, seed?: string | number): unknown {
  return {
    ...(seed === undefined ? {} : { seed }),
    players: event.players.map((p) => ({
      id: p.id,
      ...(p.name === undefined ? {} : { name: p.name }),
      dropped_after_round: p.droppedAfterRound,
      ...(p.disqualified ? { disqualified: true } : {}),
      ...(p.pod === undefined || p.pod === null ? {} : { pod: p.pod }),
    })),
    rounds: event.rounds.map((round) =>
      round.map((e) =>
        e.kind === 'bye'
          ? { bye: e.player }
          : { p1: e.p1, p2: e.p2, p1_wins: e.p1Wins, p2_wins: e.p2Wins, draws: e.draws },
      ),
    ),
  };
}
