/**
 * "… onto the battlefield attached to CARDNAME / that creature / target creature / it" (303.4i): the permanent the
 * effect names as what an entering Aura or Equipment is attached to (engine effects/entering-auras.ts). Only a
 * permanent that is on the battlefield as the effect resolves: ~, the triggering or equipped/enchanted object, or a
 * target on the battlefield — never a card moved earlier by the same effect (a new object, 400.7) nor the card that
 * is entering itself.
 */
import type { ObjectRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { objectPhrase, type Ctx } from './phrases.js';

/** The host after "attached to", or null (the cursor unmoved) when there is none this can name exactly. */
export function attachedToPhrase(p: Cursor, ctx: Ctx, entering: ObjectRef): ObjectRef | null {
  return p.try(() => {
    if (!p.eat('attached to')) return null;
    const n0 = ctx.targets.length;
    const host = objectPhrase(p, ctx);
    if (!host || !namesPermanent(ctx, host) || JSON.stringify(host) === JSON.stringify(entering)) {
      ctx.targets.length = n0;
      return null;
    }
    return host;
  });
}

function namesPermanent(ctx: Ctx, host: ObjectRef): boolean {
  switch (host.kind) {
    case 'self':
    case 'triggeringObject':
    case 'equipped':
    case 'enchanted':
      return true;
    case 'target': {
      const spec = ctx.targets[host.target];
      if (!spec || spec.count.max !== 1 || spec.filter.kind !== 'object') return false;
      return spec.filter.zone === undefined || spec.filter.zone === 'battlefield';
    }
    default:
      return false;
  }
}
