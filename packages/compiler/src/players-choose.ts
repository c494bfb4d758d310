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

/** The plural description of Balance ("lands", "permanents"), read as "they control" and with no controller. */
function pluralDesc(p: Cursor): { own: Filter; any: Filter; key: string } | null {
  return p.try(() => {
    const d: Desc | null = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone || d.stackAbilities || d.alternatives) return null;
    if (d.match.controller || d.match.owner) return null;
    const any = descFilter(d);
    const key = JSON.stringify(d.match);
    const own = descFilter({ ...d, match: { ...d.match, controller: 'you' } });
    return own && any ? { own, any, key } : null;
  });
}

/** Balance's "the same way": each player keeps as many as the player with the fewest, then sacrifices / discards the rest. */
function sameWay(kind: 'sacrifice' | 'discard', who: PlayerRef, own: Filter, any: Filter): Effect[] {
  const choose: Effect =
    kind === 'discard'
      ? { kind: 'playersChooseObjects', who, filter: { kind: 'object', match: {} }, count: 'fewest', inHand: true }
      : { kind: 'playersChooseObjects', who, filter: own, count: 'fewest' };
  const rest: Effect =
    kind === 'discard'
      ? { kind: 'discard', who, amount: { kind: 'fixed', n: 0 }, all: true, exceptChosen: true }
      : { kind: 'sacrificeObject', what: { kind: 'all', filter: any, exceptChosen: true }, byController: true };
  return [choose, rest];
}

const CREATURES: Filter = { kind: 'object', match: { types: ['Creature'] } };
const OWN_CREATURES: Filter = { kind: 'object', match: { types: ['Creature'], controller: 'you' } };
/** The sentences after Balance's first, each a list of "the same way" steps in their order. */
const SAME_WAY: readonly [string, readonly ('sacrifice' | 'discard')[]][] = [
  ['players discard cards and sacrifice creatures the same way .', ['discard', 'sacrifice']],
  ['players sacrifice creatures and discard cards the same way .', ['sacrifice', 'discard']],
  ['each player discards cards the same way .', ['discard']],
];

/**
 * 608.2d / 101.4 (Balance, Balancing Act): "Each player chooses a number of lands they control equal to the number of
 * lands controlled by the player who controls the fewest, then sacrifices the rest." and the sentence after it, "Players
 * discard cards and sacrifice creatures the same way." (each step chooses afresh, in the order written).
 */
function balanceSentences(p: Cursor, who: PlayerRef): Effect[] | null {
  return p.try(() => {
    if (who.kind !== 'each' || !p.eat('a number of')) return null;
    const d = pluralDesc(p);
    if (!d || !p.eat('they control equal to the number of')) return null;
    const again = pluralDesc(p);
    if (!again || again.key !== d.key) return null;
    if (!p.eat('controlled by the player who controls the fewest , then sacrifices the rest .')) return null;
    const steps = SAME_WAY.find(([text]) => p.eat(text))?.[1];
    if (!steps) return null; // the first sentence is read only with its "the same way" sentence (every such card)
    const out = sameWay('sacrifice', who, d.own, d.any);
    for (const s of steps) out.push(...sameWay(s, who, OWN_CREATURES, CREATURES));
    return out;
  });
}

/** "[Each player | Target opponent] chooses a [description] they control[, then sacrifices the rest]." */
export function playersChooseSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean {
  const n0 = ctx.targets.length;
  const read = p.try((): Effect[] | null => {
    const who = choosers(p, ctx);
    const balance = who && balanceSentences(p, who);
    if (balance) return balance;
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

/**
 * 701.13a / 608.2d: "Target opponent exiles a creature they control." (Debt to the Kami), "… a creature or planeswalker
 * they control with the greatest mana value among creatures and planeswalkers they control" (Blot Out) — the player
 * chooses one of their permanents of that description and it is exiled (the engine's playersChooseObjects, then the
 * chosen one exiled); one target player.
 */
export function exilesOwnClause(p: Cursor, who: PlayerRef): Effect[] | null {
  if (who.kind !== 'target') return null;
  return p.try((): Effect[] | null => {
    if (!p.eat('exiles')) return null;
    const d = chosenDesc(p);
    const own = d ? withGreatestManaValue(p, d.own) : null;
    if (!own || !(p.is('.') || p.done)) return null;
    return [
      { kind: 'playersChooseObjects', who, filter: own, count: 1 },
      { kind: 'exile', what: { kind: 'chosenThisWay' } },
    ];
  });
}

/**
 * "… they control with the greatest / highest mana value among creatures and planeswalkers they control" (Blot Out):
 * the chosen permanent's mana value is at least that of each of them (objects/greatest.ts); `own` unchanged without it.
 */
function withGreatestManaValue(p: Cursor, own: Filter): Filter | null {
  if (!p.is('with')) return own;
  return p.try((): Filter | null => {
    if (!(p.eat('with the greatest mana value among') || p.eat('with the highest mana value among'))) return null;
    const a = desc(p);
    if (!a || !a.plural || a.card || a.spell || a.player || a.zone || a.alternatives || a.match.controller) return null;
    if (!p.eat('they control') || own.kind !== 'object') return null;
    return { ...own, match: { ...own.match, greatest: { stat: 'manaValue', among: a.match, sameController: true } } };
  });
}

/**
 * 608.2d: "put a +1/+1 counter on a creature you control" — no target: the controller chooses one of their permanents of
 * that description as the instruction is followed (the engine's playersChooseObjects; none if they control none). The
 * chosen permanent is "it" afterwards (ObjectRef chosenThisWay, set by the caller). Returns the choosing instruction.
 */
export function yourChosenObject(p: Cursor): Effect | null {
  return p.try((): Effect | null => {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const d: Desc | null = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.stackAbilities || d.plural || d.alternatives) return null;
    if (d.match.controller !== 'you' || d.match.owner) return null;
    const filter = descFilter(d);
    return filter ? { kind: 'playersChooseObjects', who: { kind: 'you' }, filter, count: 1 } : null;
  });
}

/**
 * 406.2 / 101.4: "[Target player | Target opponent | Each opponent] exiles a card from their hand / graveyard." — each
 * of those players chooses a card of their own in that zone and it is exiled (the engine's exileOwnCards). Only as a
 * whole sentence: nothing after it may call the card "it" (the chosen card isn't bound).
 */
export function exilesOwnCardsClause(p: Cursor, ctx: Ctx, who: PlayerRef): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('exiles')) return null;
    const count = p.eat('a card') ? 1 : null;
    if (count === null || !p.eat('from their')) return null;
    const from = p.oneOf('hand', 'graveyard');
    if (!from || !(p.is('.') || p.done)) return null;
    ctx.it = null;
    return [{ kind: 'exileOwnCards', who, from, count }];
  });
}
