/**
 * 101.4: "Starting with you, each player may pay any amount of mana." / "… each player starting with you may pay any
 * amount of mana." (Alliance of Arms, Minds Aglow, Mana-Charged Dragon): each player in turn order from the controller
 * chooses how much mana to pay and pays it (engine: effects/verbs/pay-any-mana.ts); "the total amount of mana paid this
 * way" is then the sum (Amount `thisWay`, read by numberThisWay after ctx.thisWay is set here).
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

/** What "paid this way" refers to after this sentence (ctx.thisWay). */
export const MANA_PAID = 'mana paid';

export function payAnyManaSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  const words = p.is('starting', 'with', 'you', ',', 'each', 'player', 'may', 'pay')
    ? 'starting with you , each player may pay any amount of mana .'
    : p.is('each', 'player', 'starting', 'with', 'you', 'may', 'pay')
      ? 'each player starting with you may pay any amount of mana .'
      : null;
  if (!words || !p.eat(words)) return false;
  ctx.thisWay = MANA_PAID;
  ctx.revealTop = undefined;
  out.push({ kind: 'payAnyMana' });
  return true;
}
