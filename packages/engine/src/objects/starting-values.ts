/**
 * A player's starting life total (103.4), starting hand size (103.5) and maximum hand size (402.2): the game's
 * values (the options a format sets, e.g. 903.7 Commander's 40 life), changed by the hand and life modifiers
 * printed on the player's vanguard card (902.4 / 902.5 / 902.5b). These are rules of every game that the rules
 * layer reads (an effect's "your starting life total", the cleanup discard); a vanguard card is the one card type
 * that carries the modifiers (902.3: it sits face up in the command zone; its abilities function from there,
 * 902.7, zones/command.ts), so finding it is part of the same rule.
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** 902.3 / 902.6: the vanguard card a player owns in the command zone, if any. */
export function vanguardOf(state: GameState, player: PlayerId): ObjectId | null {
  for (const id of state.command) {
    const o = state.objects[id];
    if (o && o.owner === player && o.kind === 'card' && state.cards[o.defKey]?.types.includes('Vanguard')) return id;
  }
  return null;
}

function modifiers(state: GameState, player: PlayerId): { hand: number; life: number } {
  const id = vanguardOf(state, player);
  const def = id === null ? undefined : state.cards[state.objects[id]!.defKey];
  return { hand: def?.handModifier ?? 0, life: def?.lifeModifier ?? 0 };
}

/** 103.5 / 902.5: the number of cards in a player's opening hand (and each new hand after a mulligan, 902.5a). */
export function startingHandSize(state: GameState, player: PlayerId): number {
  return Math.max(0, state.options.startingHandSize + modifiers(state, player).hand);
}

/** 402.2 / 902.5b: a player's maximum hand size before effects that remove it. */
export function baseMaxHandSize(state: GameState, player: PlayerId): number {
  return Math.max(0, state.options.maxHandSize + modifiers(state, player).hand);
}

/** 103.4 / 902.4: a player's starting life total. */
export function startingLife(state: GameState, player: PlayerId): number {
  return state.options.startingLife + modifiers(state, player).life;
}
