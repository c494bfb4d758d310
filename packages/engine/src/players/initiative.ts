/**
 * 725 The initiative (numbered as in the current Comprehensive Rules; the seeds predate it). 725.1: the initiative is
 * a designation a player can have; no one has it until an effect makes a player take it. 725.3: only one player has it
 * at a time; as a player takes it, any other player who had it stops having it (a player may take it while they
 * already have it). 725.4: as the player with the initiative leaves the game, the active player takes it (the next
 * player in turn order if the active player is leaving too), as the monarch passes (722.4, players/monarch.ts).
 * 725.2: its inherent triggered abilities: "Whenever a player takes the initiative, that player ventures into
 * Undercity" (queued here) and the upkeep and combat damage ones (triggers/initiative.ts).
 */
import type { Effect } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { touch } from '../objects/characteristics.js';
import { putCardDefinition } from '../objects/copy-on-write.js';
import { playerName } from '../state/access.js';
import type { GameState, PlayerId } from '../state/types.js';
import { designationHeirOnLeaving } from './monarch.js';

/** The card definition key naming the initiative's inherent abilities on the stack (they have no source, 725.2). */
export const INITIATIVE_KEY = 'designation:The initiative';

/** 725.2: "… that player ventures into Undercity" (the player the trigger names). */
export const VENTURE_INTO_UNDERCITY: readonly Effect[] = [{ kind: 'venture', who: { kind: 'you' }, into: 'Undercity' }];

/** 725.2: one of the initiative's inherent triggered abilities, controlled by `player`. */
export function queueInitiativeTrigger(
  state: GameState,
  player: PlayerId,
  effects: readonly Effect[],
  text: string,
): void {
  if (state.players[player]?.left) return; // 800.4d
  state.pendingTriggers.push({
    controller: player,
    source: -1,
    defKey: INITIATIVE_KEY,
    sourceName: 'The initiative',
    targets: [],
    effects,
    optional: false,
    text,
    triggerObject: null,
    triggerPlayer: player,
  });
}

/** `player` takes the initiative (725.3); nothing happens for a player who has left the game (800.4a). */
export function takeInitiative(state: GameState, player: PlayerId, rules: readonly string[]): void {
  if (state.players[player]?.left) return;
  if (!state.cards[INITIATIVE_KEY])
    putCardDefinition(state, INITIATIVE_KEY, {
      name: 'The initiative',
      manaCost: null,
      supertypes: [],
      types: [],
      subtypes: [],
      oracleText:
        'Whenever a player takes the initiative, that player ventures into Undercity. At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity. Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, that player takes the initiative.',
      abilities: [],
    });
  state.initiative = player;
  touch(state);
  log(state, 'initiative', `${playerName(state, player)} takes the initiative`, [...rules, '725.3'], { player });
  queueInitiativeTrigger(
    state,
    player,
    VENTURE_INTO_UNDERCITY,
    'Whenever a player takes the initiative, that player ventures into Undercity (725.2)',
  );
}

/** 725.4: the player with the initiative left the game (with `gone`, at the same time): it passes on. */
export function passInitiativeOnLeaving(state: GameState, gone: readonly PlayerId[]): void {
  const holder = state.initiative;
  if (holder === undefined || !gone.includes(holder)) return;
  delete state.initiative;
  const next = designationHeirOnLeaving(state, holder);
  if (next !== undefined) takeInitiative(state, next, ['725.4']);
}
