/**
 * Layer 4 (613.1d) type removal, used only under a condition (the Theros gods):
 *
 *   typeLoss := "~ isn't a creature."
 *
 * conditionalStatic (abilities.ts) supplies the condition ("As long as your devotion to white is less than five, …");
 * the engine applies `removeTypes` while it holds (611.3b).
 */
import type { CardCtx } from './card-context.js';
import type { AbilityNode } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import type { Token } from './tokens.js';

export function typeLossStatic(toks: Token[], card: CardCtx, line: string, permanent: boolean): AbilityNode[] | null {
  if (!permanent) return null;
  const p = new Cursor(toks, card);
  if (!p.eat("~ isn't a creature") || !p.eat('.') || !p.done) return null;
  return [
    {
      kind: 'static',
      effect: { kind: 'layered', affected: { kind: 'self' }, mods: [{ kind: 'removeTypes', types: ['Creature'] }] },
      text: line,
    },
  ];
}
