/**
 * Counters as numbers (122.1): "the number of charge counters on ~", "for each charge counter on ~".
 * The source's counters of one kind, read as the value is needed (608.2h: as it last existed if it has left).
 */
import type { AbilityNode, Amount, Condition } from '@arbiter/engine';
import { number } from './phrases.js';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

/** "[kind] counter(s) on ~" (or "on it" where "it" is the source): the counter kind. */
export function counterOnSource(p: Cursor, ctx: Ctx | null): string | null {
  return p.try(() => {
    const t = p.next();
    if (!t || !(t.kind === 'word' || (t.kind === 'pt' && (t.t === '+1/+1' || t.t === '-1/-1')))) return null;
    if (!(p.eat('counters') || p.eat('counter')) || !p.eat('on')) return null;
    // "on it": the source, where "it" means it — or in a permanent's ability that has no other "it" yet
    // ("At the beginning of your end step, ~ deals damage equal to the number of charge counters on it …").
    if (p.eat('~') || ((ctx?.it?.kind === 'self' || (ctx?.permanent && ctx.it === null)) && p.eat('it'))) return t.t;
    return null;
  });
}

/** "the number of [kind] counters on ~" as an Amount. */
export function numberOfCountersOnSource(p: Cursor, ctx: Ctx | null): Amount | null {
  return p.try(() => {
    if (!p.eat('the number of')) return null;
    const counter = counterOnSource(p, ctx);
    return counter ? { kind: 'countersOnSource', counter } : null;
  });
}

/**
 * 107.3: "with mana value X" is the announced X of a spell (X in its mana cost) or of an activated ability (X in its
 * cost), bound as X is announced (engine: effects/x-filters.ts). Anywhere else (a triggered or static ability, an
 * ability without {X}, "where X is …") there is no announced X to bind: such abilities are refused.
 */
export function xFiltersOk(abilities: readonly AbilityNode[], faceHasX: boolean): boolean {
  return abilities.every((a) => {
    if (!usesAnnouncedX(JSON.stringify(a))) return true;
    if (a.kind === 'activated')
      return /\{X\}/.test(a.cost.mana ?? '') || a.cost.parts.some((c) => c.kind === 'removeCounters' && c.xCount);
    // 118.9 / 601.2b: an alternative cost of a spell with {X} ("exile a red card with mana value X from your hand").
    if (a.kind === 'static' && a.effect.kind === 'alternativeCost') return faceHasX;
    // 107.3m: "When ~ enters, if X is 5 or more, …" — the X of the spell that became it (only the condition: a target
    // or filter with X would be chosen before anything binds it).
    if (a.kind === 'triggered' && faceHasX && entersSelf(a)) {
      const { interveningIf, ...rest } = a;
      return !usesAnnouncedX(JSON.stringify(rest)) && JSON.stringify(interveningIf).includes('"kind":"xAtLeast"');
    }
    return false;
  });
}

/** 107.3m: a triggered ability of the permanent's own entering. */
export function entersSelf(a: Extract<AbilityNode, { kind: 'triggered' }>): boolean {
  return a.trigger.kind === 'entersBattlefield' && a.trigger.what.kind === 'self';
}

/** Spell text (effects, targets, additional costs) may use "mana value X" only when the spell has {X} in its cost. */
export function spellXFiltersOk(parts: unknown, faceHasX: boolean): boolean {
  return faceHasX || !usesAnnouncedX(JSON.stringify(parts));
}

/**
 * "with mana value X", "with power X or less" (a comparison with the amount X), "if X is 5 or more", "X target
 * creatures" in this JSON text.
 */
export function usesAnnouncedX(json: string): boolean {
  return (
    json.includes('"manaValueX"') ||
    json.includes('"countX"') ||
    json.includes('"kind":"xAtLeast"') ||
    /"statCompared":\{[^{}]*"amount":\{"kind":"x"\}/.test(json)
  );
}

/** 107.3: "if X is 5 or more" — the announced X (refused where there is none: usesAnnouncedX). */
export function announcedXCondition(p: Cursor): Condition | null {
  return p.try(() => {
    if (!p.eat('x is')) return null;
    const n = number(p);
    return n !== null && (p.eat('or more') || p.eat('or greater')) ? { kind: 'xAtLeast', n } : null;
  });
}
