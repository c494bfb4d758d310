/**
 * Planechase grammar (901): the trigger conditions only plane (311) and phenomenon (312) cards use.
 *
 *   plane-trigger := "you roll {CHAOS}" | "chaos ensues"                 (311.7 chaos ability; the second is current wording)
 *                  | "you planeswalk to ~" [("or" | "and") "at the beginning of your" (upkeep | precombat main phase | end step | draw step)]   (901.11)
 *                  | "you planeswalk away from ~"                        (901.11b)
 *                  | "you encounter ~"                                   (312.5)
 *
 * Kept in its own module; `abilities.ts` asks here first when it parses a trigger condition.
 */
import type { Effect, PlayerRef, TriggerSpec } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';
import { untokenize } from './tokens.js';

export function planeTrigger(p: Cursor): TriggerSpec[] | null {
  return p.try((): TriggerSpec[] | null => {
    if (p.eat('chaos', 'ensues')) return [{ kind: 'rollChaos' }]; // current wording of the chaos trigger (311.7)
    if (!p.eat('you')) return null;
    if (p.eat('roll', '{CHAOS}')) return [{ kind: 'rollChaos' }];
    if (p.eat('encounter', '~')) return [{ kind: 'encounter' }];
    if (p.eat('planeswalk', 'away', 'from', '~')) return [{ kind: 'planeswalkFrom' }];
    if (p.eat('planeswalk', 'to', '~')) {
      const out: TriggerSpec[] = [{ kind: 'planeswalkTo' }];
      // "… or at the beginning of your upkeep" (older wording), "… and at the beginning of your upkeep" (current)
      if (p.eat('or', 'at', 'the', 'beginning', 'of', 'your') || p.eat('and', 'at', 'the', 'beginning', 'of', 'your')) {
        const step = p.eat('upkeep')
          ? 'upkeep'
          : p.eat('precombat', 'main', 'phase')
            ? 'main1'
            : p.eat('end', 'step')
              ? 'end'
              : p.eat('draw', 'step')
                ? 'draw'
                : null;
        if (!step) return null;
        out.push({ kind: 'beginningOfStep', step, whose: 'you' });
      }
      return out;
    }
    return null;
  });
}

/**
 * Effect clauses the planes use that the general grammar lacks (each executes exactly as written):
 *
 *   plane-clause := "planeswalk"                                    (701.24: Then planeswalk.)
 *                 | "draw an additional card"                       (in a draw-step trigger: one more card)
 *                 | "discard your hand"                             (701.8: every card in your hand)
 *                 | "have your life total become" N                 (119.5, after "you may")
 *                 | "that player may" player-verb                   (the triggering player chooses)
 *                 | "that" TYPE "'s controller" player-verb         (the controller of the triggering object)
 */
export function planeClause(
  p: Cursor,
  ctx: Ctx,
  verb: (who: PlayerRef, third: boolean) => Effect[] | null,
): Effect[] | null {
  return p.try((): Effect[] | null => {
    const start = p.i;
    if (p.eat('planeswalk')) return p.is('.') || p.done || p.is(',') ? [{ kind: 'planeswalk' }] : null;
    // "At the beginning of your draw step, draw an additional card" (Panopticon): one card more than the draw.
    if (p.eat('draw', 'an', 'additional', 'card'))
      return [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }];
    if (p.eat('discard', 'your', 'hand'))
      return [{ kind: 'discard', who: { kind: 'you' }, amount: { kind: 'cardsIn', zone: 'hand', whose: 'you' } }];
    if (p.eat('have', 'your', 'life', 'total', 'become')) {
      const n = p.tok();
      if (!n || n.kind !== 'num') return null;
      p.i++;
      return [{ kind: 'setLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: Number(n.t) } }];
    }
    if (ctx.itPlayer && ctx.itPlayer.kind === 'triggeringPlayer' && p.eat('that', 'player', 'may')) {
      const inner = verb(ctx.itPlayer, false);
      return inner
        ? [{ kind: 'optional', who: ctx.itPlayer, effects: inner, text: untokenize(p.toks.slice(start, p.i)) }]
        : null;
    }
    if (
      ctx.it?.kind === 'triggeringObject' &&
      p.eat('that') &&
      p.tok()?.kind === 'word' &&
      p.peek(1) === "'s" &&
      p.peek(2) === 'controller'
    ) {
      p.i += 3;
      return verb(ctx.itController ?? { kind: 'triggeringPlayer' }, true);
    }
    return null;
  });
}

/**
 * 400.7: "Exile target creature, then return it to the battlefield" — after the exile, "it" is the card in
 * exile, a new object: the one the exile moved (the engine lists it among the resolution's `created`
 * objects), not the target, which no longer exists. (Bloodhill Bastion's chaos ability; also Cloudshift, Flicker.)
 */
export function returnedAfterExile(effects: Effect[]): Effect[] {
  const exiled = new Set<string>();
  return effects.map((e) => {
    if (e.kind === 'exile' && e.what.kind === 'target') {
      exiled.add(JSON.stringify(e.what));
      return e;
    }
    if ((e.kind === 'putOntoBattlefield' || e.kind === 'returnToHand') && exiled.has(JSON.stringify(e.what)))
      return { ...e, what: { kind: 'created' } };
    return e;
  });
}
