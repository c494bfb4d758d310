/**
 * Activation restrictions (602.5, 101.2) and blocking restrictions (509.1):
 *
 *   line := "Creatures with power less than ~'s power can't block it."
 *         | "You may have ~ assign its combat damage as though it weren't blocked."
 *         | "Activated abilities of" desc "can't be activated" ["unless they're mana abilities"] "."
 *         | subject "'s activated abilities can't be activated" ["unless they're mana abilities"] "."
 *         | static-predicates ("," | ", and" | "and") "its activated abilities can't be activated."
 *   subject := "~" | ("enchanted" | "equipped") noun
 */
import type { CardCtx } from './card-context.js';
import type { AbilityNode, Filter, ObjectRef, StaticEffect } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { desc, descFilter, number } from './phrases.js';
import type { Token } from './tokens.js';

type StaticLineFn = (toks: Token[], card: CardCtx, line: string, permanent: boolean) => AbilityNode[] | null;

const ATTACHED_NOUNS = new Set(['creature', 'permanent', 'artifact', 'land', 'enchantment', 'planeswalker']);

/** "~", "enchanted creature", "equipped creature", "enchanted permanent" … */
function attachedSubject(p: Cursor): ObjectRef | null {
  if (p.eat('~')) return { kind: 'self' };
  const w = p.peek();
  if ((w === 'enchanted' || w === 'equipped') && ATTACHED_NOUNS.has(p.peek(1) ?? '')) {
    p.i += 2;
    return { kind: w };
  }
  return null;
}

function unlessMana(p: Cursor): boolean {
  return p.eat("unless they're mana abilities");
}

/** Whole-line restrictions: activation (602.5) and blocking (509.1b) ones. */
export function restrictionStatic(
  toks: Token[],
  card: CardCtx,
  line: string,
  permanent: boolean,
  staticLine: StaticLineFn,
): AbilityNode[] | null {
  if (!permanent) return null;
  return (
    powerBlockStatic(toks, card, line) ??
    unblockedDamageStatic(toks, card, line) ??
    activationStatic(toks, card, line, staticLine)
  );
}

/** 510.1c: "You may have ~ assign its combat damage as though it weren't blocked." */
function unblockedDamageStatic(toks: Token[], card: CardCtx, line: string): AbilityNode[] | null {
  const p = new Cursor(toks, card);
  if (!(p.eat("you may have ~ assign its combat damage as though it weren't blocked .") && p.done)) return null;
  return [{ kind: 'static', effect: { kind: 'assignAsUnblocked', affected: { kind: 'self' } }, text: line }];
}

/** 509.1b: "Creatures with power less than ~'s power can't block it." */
function powerBlockStatic(toks: Token[], card: CardCtx, line: string): AbilityNode[] | null {
  const p = new Cursor(toks, card);
  if (!(p.eat("creatures with power less than ~ 's power can't block it .") && p.done)) return null;
  const by = { kind: 'object' as const, match: { types: ['Creature' as const], powerLessThanSource: true } };
  return [{ kind: 'static', effect: { kind: 'cantBeBlockedBy', affected: { kind: 'self' }, by }, text: line }];
}

function activationStatic(toks: Token[], card: CardCtx, line: string, staticLine: StaticLineFn): AbilityNode[] | null {
  const permanent = true;
  const st = (effect: StaticEffect): AbilityNode => ({ kind: 'static', effect, text: line });
  const p = new Cursor(toks, card);
  const end = (): boolean => p.eat('.') && p.done;
  const a = p.try((): AbilityNode[] | null => {
    if (!p.eat('activated abilities of')) return null;
    // 602.5 / 201.3: "sources with the chosen name" — in any zone (a cycling or channel ability in a hand too).
    if (p.eat("sources with the chosen name can't be activated")) {
      const exceptMana = unlessMana(p);
      const affected: ObjectRef = { kind: 'all', filter: { kind: 'object', match: { chosen: 'name' } } };
      return end()
        ? [st({ kind: 'cantActivate', affected, anyZone: true, ...(exceptMana ? { exceptMana } : {}) })]
        : null;
    }
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
    const filter = descFilter(d);
    if (!filter || !p.eat("can't be activated")) return null;
    const exceptMana = unlessMana(p);
    return end()
      ? [st({ kind: 'cantActivate', affected: { kind: 'all', filter }, ...(exceptMana ? { exceptMana } : {}) })]
      : null;
  });
  if (a) return a;
  const b = p.try((): AbilityNode[] | null => {
    const ref = attachedSubject(p);
    if (!ref || !p.eat("'s activated abilities can't be activated")) return null;
    const exceptMana = unlessMana(p);
    return end() ? [st({ kind: 'cantActivate', affected: ref, ...(exceptMana ? { exceptMana } : {}) })] : null;
  });
  if (b) return b;
  // "Enchanted creature can't attack or block, and its activated abilities can't be activated.": the other
  // predicates compile as their own static line about the same subject.
  const tail = ['its', 'activated', 'abilities', "can't", 'be', 'activated', '.'];
  const n = toks.length;
  if (n <= tail.length + 2 || toks.slice(n - tail.length).some((t, k) => t.t !== tail[k])) return null;
  let cut = n - tail.length;
  if (toks[cut - 1]?.t === 'and') cut--;
  if (toks[cut - 1]?.t === ',') cut--;
  if (cut === n - tail.length) return null;
  const sp = new Cursor(toks, card);
  const ref = attachedSubject(sp);
  if (!ref) return null;
  const dot: Token = { kind: 'punct', t: '.', raw: '.' };
  const rest = staticLine([...toks.slice(0, cut), dot], card, line, permanent);
  if (!rest || rest.some((x) => x.kind !== 'static')) return null;
  return [...rest, st({ kind: 'cantActivate', affected: ref })];
}

/**
 * 509.1a / 509.1b predicates about how many creatures block: "can block an additional creature [each combat]",
 * "can block an additional N creatures [each combat]", "can block any number of creatures", "can't be blocked by
 * more than one creature", "can't be blocked except by three or more creatures". The rule-effect applies to the subject (`affected` is filled in by the caller).
 * `oneTurn`: the effect form, "… this turn" (the duration is parsed by the caller).
 */
export function blockCountPredicate(p: Cursor, oneTurn: boolean): StaticEffect | null {
  const self: ObjectRef = { kind: 'self' };
  return p.try((): StaticEffect | null => {
    if (p.eat("can't be blocked by more than one creature"))
      return oneTurn ? null : { kind: 'maxBlockers', affected: self, max: 1 };
    const least = p.try(() => {
      if (oneTurn || !p.eat("can't be blocked except by")) return null;
      const n = number(p);
      return n !== null && n > 1 && p.eat('or more creatures') ? n : null;
    });
    if (least !== null) return { kind: 'minBlockers', affected: self, min: least };
    if (!oneTurn && p.eat("can't be blocked except by creatures with flying or reach")) {
      const w = (k: 'flying' | 'reach'): Filter => ({ kind: 'object', match: { types: ['Creature'], withKeyword: k } });
      return { kind: 'canBeBlockedOnlyBy', affected: self, by: { kind: 'anyOf', filters: [w('flying'), w('reach')] } };
    }
    // 702.28b: "can block creatures with shadow as though ~ had shadow / as though they didn't have shadow".
    if (
      !oneTurn &&
      p.eat('can block creatures with shadow as though') &&
      (p.eat('~ had shadow') || p.eat("they didn't have shadow"))
    )
      return { kind: 'canBlockShadow', affected: self };
    if (!p.eat('can block')) return null;
    let count: number | 'any';
    if (p.eat('any number of creatures')) count = 'any';
    else if (p.eat('an additional creature')) count = 1;
    else if (p.eat('an additional')) {
      // "an additional seven creatures"
      const n = number(p);
      if (n === null || !p.eat('creatures')) return null;
      count = n;
    } else if (p.eat('up to')) {
      // "up to two additional creatures"
      const n = number(p);
      if (n === null || !p.eat('additional creatures')) return null;
      count = n;
    } else return null;
    if (!oneTurn && count !== 'any' && !p.eat('each combat')) return null;
    return { kind: 'extraBlocks', affected: self, count };
  });
}
