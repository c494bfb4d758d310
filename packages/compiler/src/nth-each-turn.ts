/**
 * "Whenever you draw your second card each turn" and "Whenever [a player] casts [their] second spell each turn": a
 * draw or cast trigger (603.2) that triggers only on the player's Nth card drawn or Nth spell cast this turn (the
 * engine counts both per player and turn: Player.drawsThisTurn, Player.spellsCastThisTurn). Only plain "card" and
 * "spell" are read: "your second creature spell each turn" would need a count per kind of spell.
 */
import type { PlayerRelation } from '@arbiter/engine';
import { turnOfCast, whoseTurnUnread, type TriggerConditionScope, type TriggerParse } from './abilities.js';
import type { Cursor } from './cursor.js';

const ORDINALS: readonly string[] = ['first', 'second', 'third', 'fourth', 'fifth'];

function ordinal(p: Cursor): number | null {
  const k = ORDINALS.findIndex((o) => p.is(o));
  if (k < 0) return null;
  p.i++;
  return k + 1;
}

/** "you [verb] your" / "a player [verbs] their" / "an opponent [verbs] their": the relation, or null. */
function subject(p: Cursor, verb: string): PlayerRelation | null {
  if (p.eat('you', verb, 'your')) return 'you';
  if (p.eat('a', 'player', `${verb}s`, 'their')) return 'any';
  if (p.eat('an', 'opponent', `${verb}s`, 'their')) return 'opponent';
  return null;
}

export function nthDrawEachTurnTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  return (
    p.try((): TriggerParse | null => {
      const who = subject(p, 'draw');
      const nth = who === null ? null : ordinal(p);
      if (who === null || nth === null || !p.eat('card', 'each', 'turn')) return null;
      return mk([{ kind: 'drawCard', who, nth }], null, { kind: 'triggeringPlayer' });
    }) ?? undefined
  );
}

export function nthSpellEachTurnTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  return (
    p.try((): TriggerParse | null => {
      const who = subject(p, 'cast');
      const nth = who === null ? null : ordinal(p);
      if (who === null || nth === null || !p.eat('spell')) return null;
      // "your first spell during each opponent's turn": the Nth spell of that turn, cast during such a turn.
      const duringTurn = p.eat('each', 'turn') ? null : turnOfCast(p);
      if (duringTurn === null && p.toks[p.i - 1]?.t !== 'turn') return null;
      return mk(
        [{ kind: 'castSpell', who, nth, ...(duringTurn ? { duringTurn } : {}) }],
        { kind: 'triggeringObject' },
        whoseTurnUnread(who, duringTurn) ? null : { kind: 'triggeringPlayer' },
      );
    }) ?? undefined
  );
}
