/**
 * 608.2d / 101.4: "Each player chooses a creature they control. Destroy the rest." (Divine Reckoning), "Each player
 * chooses a creature or planeswalker they control, then sacrifices the rest." (Single Combat), "Target opponent
 * chooses a creature they control. Destroy that creature." (Imperial Edict), "… Other creatures they control can't
 * block this turn." (Goblin War Cry) — the engine's playersChooseObjects; after it "that creature" / "it" is the chosen
 * permanent(s) (ObjectRef chosenThisWay), "the rest" the permanents of that description not chosen, and (for one
 * target player) "other creatures they control" that player's other creatures (ObjectRef all, exceptChosen).
 */
import type { Effect, Filter, ObjectRef, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, descFilter, playerRef, type Ctx, type Desc } from './phrases.js';

/** "each player" or "target opponent" (a target player group), or null. */
function choosers(p: Cursor, ctx: Ctx): PlayerRef | null {
  const n0 = ctx.targets.length;
  const who = p.try(() => {
    const r = playerRef(p, ctx);
    const each = r?.kind === 'each' && r.relation === 'any';
    return r && (each || r.kind === 'target') && p.eat('chooses') ? r : null;
  });
  if (!who) ctx.targets.length = n0;
  return who;
}

/** The description of "a creature they control": as the chooser's own, and with no controller (for "the rest"). */
function chosenDesc(p: Cursor): { own: Filter; any: Filter; creature: boolean } | null {
  return p.try(() => {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const d: Desc | null = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.stackAbilities || d.plural || !p.eat('they control'))
      return null;
    const parts = d.alternatives ?? [d];
    if (parts.some((x) => x.match.controller || x.match.owner || x.zone)) return null;
    const any = descFilter(d);
    for (const x of parts) x.match.controller = 'you'; // the chooser's own ("they control")
    const own = descFilter(d);
    const creature =
      !d.alternatives && JSON.stringify(d.match) === JSON.stringify({ types: ['Creature'], controller: 'you' });
    return own && any ? { own, any, creature } : null;
  });
}

/** "[Each player | Target opponent] chooses a [description] they control[, then sacrifices the rest]." */
export function playersChooseSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean {
  const n0 = ctx.targets.length;
  const read = p.try((): Effect[] | null => {
    const who = choosers(p, ctx);
    const d = who && chosenDesc(p);
    if (!who || !d) return null;
    const rest: ObjectRef = { kind: 'all', filter: d.any, exceptChosen: true };
    const choose: Effect = { kind: 'playersChooseObjects', who, filter: d.own, count: 1 };
    // "…, then sacrifices the rest.": each player sacrifices their own permanents of that description not chosen.
    if (who.kind === 'each' && p.eat(', then sacrifices the rest .'))
      return [choose, { kind: 'sacrificeObject', what: rest, byController: true }];
    if (!p.eat('.')) return null;
    ctx.it = { kind: 'chosenThisWay' };
    ctx.chosenRest = who.kind === 'each' ? rest : undefined;
    ctx.chosenOthers =
      who.kind === 'target' && d.creature
        ? { kind: 'all', filter: d.any, controlledBy: who, exceptChosen: true }
        : undefined;
    return [choose];
  });
  if (!read) {
    ctx.targets.length = n0;
    return false;
  }
  out.push(...read);
  return true;
}
