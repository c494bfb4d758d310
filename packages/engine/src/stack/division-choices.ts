/**
 * 601.2d with a person at the table: which of a player's legal casts and activations divide damage among their
 * targets, so that a client can ask for the division before it sends the action (its `divide`).
 */
import type { LegalAction } from '../decisions/types.js';
import type { GameState } from '../state/types.js';
import { spellAbility } from './abilities.js';
import { findAbility } from './activate.js';
import { dividedDamage } from './divide.js';

/**
 * 601.2d: the target group a legal cast or activation divides damage among and the amount divided (a number, or 'x'
 * for the announced X), or null when it divides none (a modal spell's modes are not looked at).
 */
export function actionDivision(state: GameState, a: LegalAction): { group: number; amount: number | 'x' } | null {
  const effects =
    a.kind === 'activate'
      ? findAbility(state, a.source, a.ability)?.effects
      : a.kind === 'cast' && !a.modes
        ? spellAbility(state, a.card)?.effects
        : undefined;
  const d = effects ? dividedDamage(effects) : null;
  if (!d) return null;
  if (d.amount.kind === 'fixed') return { group: d.group, amount: d.amount.n };
  return d.amount.kind === 'x' ? { group: d.group, amount: 'x' } : null;
}
