/**
 * 700.14: "You expend N as you spend your Nth total mana to cast spells during a turn." Each player's total mana spent
 * to cast spells this turn is kept (PlayerState.manaSpentOnSpellsThisTurn, ended as a turn begins: turn/flow.ts);
 * "Whenever you expend N" triggers when a spell's payment takes it from below N to N or more.
 */
import type { GameState, PlayerId } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';

/** 700.14: `player` spent `amount` mana to cast a spell. */
export function expend(state: GameState, player: PlayerId, amount: number): void {
  if (amount <= 0) return;
  const p = state.players[player]!;
  const from = p.manaSpentOnSpellsThisTurn ?? 0;
  p.manaSpentOnSpellsThisTurn = from + amount;
  detectTriggers(state, { kind: 'expended', player, from, to: from + amount });
}
