/**
 * 723 Restarting the game (Karn Liberated). 723.1: the game ends at once, with no winner, loser or draw; every
 * player still in it starts a new game by rule 103. 723.1a: the player who controlled the restarting spell or
 * ability is the starting player. 723.2: every card in the game (wherever it is, phased out or not) is in the new
 * game, still owned by the same player; tokens, copies, emblems and abilities are not cards and are gone.
 * 723.3: a player with fewer than seven cards draws from an empty library and loses at the first SBA check.
 * 723.4: the rest of the restarting effect is followed after the new game's setup, before the first untap step;
 * no player gets priority then, and abilities that trigger wait until a player would receive priority.
 * 723.5: cards an effect leaves out of the restart stay where they are (here: in exile).
 * 801.17 / 723.7: the restart ignores ranges of influence; everyone still in the game takes part.
 */
import type { Effect, Filter } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { emptyPool } from '../mana/pool.js';
import { snapshotRanges } from '../objects/range.js';
import { primaryPlayer } from '../state/team.js';
import { chars, touch } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { perform } from './perform.js';
import { shuffleInPlace } from '../rng.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { createObject } from '../zones/move.js';
import { replaceObjects } from '../objects/copy-on-write.js';

export interface RestartSpec {
  readonly controller: PlayerId;
  readonly source: ObjectId | null;
  readonly sourceName: string;
  /** 723.5: exiled cards matching this stay in exile instead of joining the new game's libraries. */
  readonly leaveInExile?: Filter;
  /** 723.4: the rest of the effect, followed once the new game is set up (before its first untap step); "those cards" ({kind: 'created'}) are the cards left in exile. */
  readonly then: readonly Effect[];
}

/** Ends the current game and sets up the new one; the caller's task stack is replaced by the new game's setup. */
export function restartGame(state: GameState, spec: RestartSpec): void {
  const inGame = state.players.filter((p) => !p.left).map((p) => p.id);
  const limited = state.options.rangeOfInfluence != null || state.players.some((p) => p.rangeOfInfluence != null);
  log(
    state,
    'restart',
    `${state.players[spec.controller]!.name} restarts the game (${spec.sourceName}); nobody wins, loses or draws the old game`,
    ['723.1', ...(limited ? ['801.17'] : [])],
    { controller: spec.controller, players: inGame },
  );

  const stays = leftInExile(state, spec);
  // 723.2: every card in the game, by owner, in a fixed order (the libraries are shuffled next).
  const cards = new Map<PlayerId, { defKey: string; cardId: number }[]>();
  for (const p of inGame) cards.set(p, []);
  const ids = Object.keys(state.objects)
    .map(Number)
    .sort((a, b) => a - b);
  for (const id of ids) {
    const o = state.objects[id]!;
    if (o.kind !== 'card' || o.cardId === null || stays.has(id) || o.zone === 'command') continue;
    cards.get(o.owner)?.push({ defKey: o.defKey, cardId: o.cardId });
  }
  const kept: Record<number, GameState['objects'][number]> = {};
  for (const id of ids) {
    const o = state.objects[id]!;
    // Cards left in exile and cards in the command zone (e.g. planes, vanguards) stay; emblems don't (114: not cards).
    if (stays.has(id) || (o.zone === 'command' && o.kind === 'card')) kept[id] = o;
  }
  replaceObjects(state, kept);
  state.exile = state.exile.filter((id) => stays.has(id));
  state.command = state.command.filter((id) => kept[id] !== undefined);
  clearGame(state);
  // 723.1a: the controller of the restarting effect plays first (805: with shared team turns, their team).
  state.startingPlayer = state.options.sharedTeamTurns ? primaryPlayer(state, spec.controller) : spec.controller;
  state.turns[0]!.activePlayers = [state.startingPlayer];
  snapshotRanges(state);
  touch(state);
  state.phase = 'mulligan';
  // 103.3–103.5: libraries, shuffles, opening hands (723.3: too few cards means drawing from an empty library).
  for (const p of inGame) {
    for (const c of cards.get(p)!) createObject(state, c.defKey, p, 'library', 'card', c.cardId);
    shuffleInPlace(state.rng, state.players[p]!.library);
  }
  log(
    state,
    'setup',
    `The new game begins; ${state.players[state.startingPlayer]!.name} plays first`,
    ['723.1', '723.1a', '103.4'],
    { startingPlayer: state.startingPlayer },
  );
  for (const p of inGame) {
    for (let i = 0; i < state.options.startingHandSize; i++)
      perform(state, { kind: 'draw', player: p }, ['103.5', '723.3']);
  }
  state.tasks = [
    {
      kind: 'mulligan',
      index: 0,
      phase: 'decide',
      mulled: [],
      answer: null,
      ...(spec.then.length
        ? {
            after: {
              controller: spec.controller,
              sourceName: spec.sourceName,
              effects: [...spec.then],
              those: [...stays],
            },
          }
        : {}),
    },
  ];
}

/** 723.5: the cards left out of the restart, which keep their place in exile. */
function leftInExile(state: GameState, spec: RestartSpec): Set<ObjectId> {
  const stays = new Set<ObjectId>();
  if (spec.leaveInExile) {
    for (const id of state.exile) {
      const o = state.objects[id]!;
      if (
        o.kind === 'card' &&
        matchesObjectFilter(state, spec.leaveInExile, id, chars(state, id), spec.controller, spec.source ?? id, chars)
      )
        stays.add(id);
    }
  }
  return stays;
}

/** 723.2–723.3: the old game's zones, effects, turns and player states are gone (players who left stay left). */
function clearGame(state: GameState): void {
  state.battlefield = [];
  state.ante = [];
  state.lki = {};
  state.tokensLeftBattlefield = [];
  state.effects = [];
  state.pendingTriggers = [];
  state.delayedTriggers = [];
  state.delayedEventTriggers = [];
  state.extraTurns = [];
  state.turns = [
    {
      marker: 0,
      number: 0,
      activePlayers: [],
      phase: 'beginning',
      step: 'untap',
      stepBegun: false,
      priority: null,
      passed: [],
      stack: [],
      combat: null,
      extraPhases: [],
      repeatCleanup: false,
    },
  ];
  state.focus = 0;
  state.turnCount = 0;
  delete state.loopDetected;
  for (const p of state.players) {
    p.library = [];
    p.hand = [];
    p.graveyard = [];
    p.manaPool = emptyPool();
    p.landsPlayedThisTurn = 0;
    delete p.extraLandPlaysThisTurn;
    delete p.cantCastThisTurn;
    p.drewFromEmptyLibrary = false;
    if (p.left) continue;
    p.life = state.options.startingLife;
    p.poison = 0;
    p.counters = {};
    p.mulligans = 0;
    p.keptHand = false;
  }
}
