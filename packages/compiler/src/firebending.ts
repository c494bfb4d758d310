/**
 * 702.189a: "Firebending is a triggered ability. 'Firebending N' means 'Whenever this creature attacks, add N {R}. Until
 * end of combat, you don't lose this mana as steps and phases end.'" Read as a keyword line ("Firebending 2",
 * "Firebending X, where X is this creature's power"), as a keyword an effect grants ("gains firebending 4 until end of
 * turn") and as a token's keyword ("a 2/2 red Soldier creature token with firebending 1"). The engine keeps the mana
 * (mana/pool.ts).
 */
import type { AbilityNode, Amount, TriggeredAbility } from '@arbiter/engine';
import type { KeywordScope } from './abilities.js';
import type { Cursor } from './cursor.js';
import { amountEqual } from './effects.js';
import { newCtx, number } from './phrases.js';

/** The triggered ability "Firebending N" stands for. */
export function firebendingAbility(n: Amount, text: string): TriggeredAbility {
  return {
    kind: 'triggered',
    trigger: { kind: 'attacks', what: { kind: 'self' } },
    targets: [],
    effects: [{ kind: 'addMana', mana: '{R}', times: n, untilEndOfCombat: true }],
    text,
  };
}

/** "firebending N" (a number): the keyword granted or given to a token, with its text. */
export function firebendingGranted(p: Cursor): { ability: AbilityNode; text: string } | null {
  return p.try(() => {
    if (!p.eat('firebending')) return null;
    const n = number(p);
    if (n === null || n < 1) return null;
    const text = `Firebending ${n}`;
    return { ability: firebendingAbility({ kind: 'fixed', n }, text), text };
  });
}

/** The keyword line "Firebending N" / "Firebending X, where X is [amount]" of a creature. */
export function firebendingKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (!p.is('firebending')) return undefined;
  if (!permanent) return null;
  p.i++;
  const n = number(p);
  if (n !== null) return n > 0 ? [firebendingAbility({ kind: 'fixed', n }, text())] : null;
  if (!p.eat('x , where x is')) return null;
  const x = amountEqual(p, newCtx(true));
  if (!x) return null;
  const line = text();
  p.eat('.');
  return p.done ? [firebendingAbility(x, line)] : null;
}
