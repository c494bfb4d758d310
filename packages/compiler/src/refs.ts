/**
 * Back-references to objects and amounts named earlier in the same ability: "the sacrificed creature's power"
 * (the object sacrificed to pay the cost, 608.2h / 608.2i).
 */
import type { Amount, CostPart, Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, descFilter, number, type Ctx } from './phrases.js';

/**
 * "You gain life equal to the life lost this way": refers to the "loses N life" instruction before it; the
 * effects are refused if no such instruction precedes the reference.
 */
export function lifeLostReferencesOk(effects: readonly Effect[]): boolean {
  let lost = false;
  for (const e of effects) {
    if (!lost && JSON.stringify(e).includes('"lifeLostThisWay"')) return false;
    if (e.kind === 'loseLife') lost = true;
  }
  return true;
}

const SACRIFICED_NOUNS = ['creature', 'artifact', 'permanent', 'land'];

/**
 * The noun "the sacrificed …" may use in an ability whose cost sacrifices exactly one object (other than
 * the source itself), so "the sacrificed creature" names one object.
 */
export function sacrificesOne(parts: readonly CostPart[]): boolean {
  const sac = parts.filter((x) => x.kind === 'sacrifice');
  return sac.length === 1 && sac[0]!.kind === 'sacrifice' && !sac[0]!.self && sac[0]!.count === 1;
}

/**
 * "[N plus] the sacrificed creature's power / toughness / mana value", "the mana value of the sacrificed
 * permanent" — only where the cost sacrificed exactly one object (ctx.sacrificed).
 */
export function sacrificedAmount(p: Cursor, ctx: Ctx): Amount | null {
  if (!ctx.sacrificed) return null;
  return p.try((): Amount | null => {
    const plus =
      p.try(() => {
        const n = number(p);
        return n !== null && p.eat('plus') ? n : null;
      }) ?? 0;
    const noun = (): boolean => SACRIFICED_NOUNS.some((w) => p.eat(w));
    let stat: 'power' | 'toughness' | 'manaValue' | null = null;
    if (p.eat('the mana value of the sacrificed')) {
      if (noun()) stat = 'manaValue';
    } else if (
      (p.eat('the sacrificed') && noun() && p.eat("'s")) ||
      (ctx.sacrificedThat && p.eat("that creature 's"))
    ) {
      stat = p.eat('power') ? 'power' : p.eat('toughness') ? 'toughness' : p.eat('mana value') ? 'manaValue' : null;
    }
    if (!stat) return null;
    return { kind: 'sacrificed', stat, ...(plus ? { plus } : {}) };
  });
}

/**
 * "its toughness", "that creature's toughness", "its mana value" of the single target "it" refers to (ctx.it), and
 * "that card's power / toughness / mana value" of a single target card in a graveyard: read as it resolves, or as it
 * last existed in its zone if it has left it (608.2h: the engine keeps last known information of objects leaving the
 * battlefield and graveyards, so "Return target creature card … to your hand. … equal to that card's power" reads it
 * as it was in the graveyard).
 */
export function targetStatAmount(p: Cursor, ctx: Ctx): Amount | null {
  const it = ctx.it;
  if (it?.kind !== 'target') return null;
  return p.try((): Amount | null => {
    const spec = ctx.targets[it.target];
    if (!spec || spec.count.max !== 1 || spec.filter.kind !== 'object') return null;
    const zone = spec.filter.zone ?? 'battlefield';
    const card = zone === 'graveyard' && p.eat("that card 's");
    if (!card && !(p.eat('its') || p.eat("that creature 's") || p.eat("that permanent 's"))) return null;
    const stat = p.eat('toughness')
      ? ('toughness' as const)
      : p.eat('mana value')
        ? ('manaValue' as const)
        : card && p.eat('power')
          ? ('power' as const)
          : null;
    if (!stat || (zone !== 'battlefield' && zone !== 'graveyard')) return null;
    return { kind: 'targetPower', target: it.target, ...(stat !== 'power' ? { stat } : {}) };
  });
}

/** "the greatest power / toughness / mana value among creatures you control" (read as the effect resolves, 608.2h). */
export function greatestPowerAmount(p: Cursor): Amount | null {
  return p.try((): Amount | null => {
    const stat = p.eat('the greatest mana value among')
      ? 'manaValue'
      : p.eat('the greatest toughness among')
        ? 'toughness'
        : p.eat('the greatest power among')
          ? 'power'
          : null;
    if (!stat) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.alternatives) return null;
    const filter = descFilter(d);
    return filter ? { kind: 'greatestPower', filter, ...(stat !== 'power' ? { stat } : {}) } : null;
  });
}

/** "the total power / toughness / mana value of creatures you control" (battlefield objects, read as it is used). */
export function totalStatAmount(p: Cursor): Amount | null {
  return p.try((): Amount | null => {
    if (!p.eat('the total')) return null;
    const stat = p.eat('power') ? 'power' : p.eat('toughness') ? 'toughness' : p.eat('mana value') ? 'manaValue' : null;
    if (!stat || !p.eat('of')) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.alternatives || !d.plural) return null;
    const filter = descFilter(d);
    return filter ? { kind: 'totalStat', filter, stat } : null;
  });
}

/**
 * Amounts of the controller's side of the game: 105.2 "the number of colors among permanents you control", 102.3 "the
 * number of opponents you have", 119.1 "your life total".
 */
export function playerSideAmount(p: Cursor): Amount | null {
  return p.try((): Amount | null => {
    if (p.eat('the number of opponents you have')) return { kind: 'opponentCount' };
    if (p.eat('your life total')) return { kind: 'lifeTotal' };
    if (!p.eat('the number of colors among')) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.alternatives) return null;
    const filter = descFilter(d);
    return filter ? { kind: 'colorsAmong', filter } : null;
  });
}
