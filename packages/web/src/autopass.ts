/**
 * Auto-pass: whether the client may answer a priority decision with a pass by itself.
 * It never passes anything but a priority decision, never when a stop the player set applies,
 * and (by default) never while anything is on the stack, so it can be trusted.
 */
import type { GameView, PendingDecision } from '@arbiter/engine';

export interface AutoPassSettings {
  /** Master switch: pass at every priority where no stop applies. */
  readonly enabled: boolean;
  /** Pass at once when passing is the only legal action (always safe). */
  readonly onlyPass: boolean;
  readonly stopMyUpkeep: boolean;
  readonly stopMyDraw: boolean;
  readonly stopMyMain: boolean;
  readonly stopMyCombat: boolean;
  readonly stopMyEnd: boolean;
  readonly stopTheirEnd: boolean;
  readonly stopTheirCombat: boolean;
  readonly stopWhenCast: boolean;
  /** "Pass until end of turn": set for one turn number; stops still apply to the stack. */
  readonly untilEndOfTurn: number | null;
}

export const DEFAULT_AUTOPASS: AutoPassSettings = {
  enabled: true,
  onlyPass: true,
  stopMyUpkeep: true,
  stopMyDraw: false,
  stopMyMain: true,
  stopMyCombat: true,
  stopMyEnd: false,
  stopTheirEnd: true,
  stopTheirCombat: true,
  stopWhenCast: true,
  untilEndOfTurn: null,
};

const COMBAT = new Set([
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
]);

/** The stop (a settings key) that applies at this step, if any. */
export function stopAt(view: GameView, seat: number, s: AutoPassSettings): keyof AutoPassSettings | null {
  const mine = view.activePlayers.includes(seat);
  const step = view.step;
  if (mine) {
    if (step === 'upkeep' && s.stopMyUpkeep) return 'stopMyUpkeep';
    if (step === 'draw' && s.stopMyDraw) return 'stopMyDraw';
    if ((step === 'main1' || step === 'main2') && s.stopMyMain) return 'stopMyMain';
    if (COMBAT.has(step) && s.stopMyCombat) return 'stopMyCombat';
    if (step === 'end' && s.stopMyEnd) return 'stopMyEnd';
  } else {
    if (step === 'end' && s.stopTheirEnd) return 'stopTheirEnd';
    if (COMBAT.has(step) && s.stopTheirCombat && attacksMe(view, seat)) return 'stopTheirCombat';
  }
  return null;
}

function attacksMe(view: GameView, seat: number): boolean {
  const c = view.combat;
  if (!c) return false;
  return c.attackers.some(
    (a) =>
      (a.defender.kind === 'player' && a.defender.player === seat) ||
      (a.defender.kind === 'object' &&
        view.battlefield.some((o) => o.id === (a.defender as { id: number }).id && o.controller === seat)),
  );
}

/** True when the client should pass this decision for the player without asking. */
export function shouldAutoPass(
  view: GameView,
  pending: PendingDecision | null,
  seat: number | null,
  s: AutoPassSettings,
): boolean {
  if (!pending || seat === null || pending.kind !== 'priority' || pending.player !== seat) return false;
  const onlyPass = pending.actions.every((a) => a.kind === 'pass' || (a.kind === 'activate' && a.manaAbility));
  if (view.stack.length > 0 && s.stopWhenCast) return onlyPass && s.onlyPass;
  if (onlyPass && s.onlyPass) return true;
  if (s.untilEndOfTurn !== null && s.untilEndOfTurn === view.turn) return true;
  if (!s.enabled) return false;
  return stopAt(view, seat, s) === null;
}
