/**
 * Static abilities (604), their conditions (611.3b), and static replacement / prevention effects (614–615):
 *
 *   condition  := "~ is [un]tapped|attacking|blocking|equipped|enchanted" | "it's …" | "~ has a" counter "counter on it"
 *               | "there are N or more card types among cards in your graveyard"
 *               | ("equipped" | "enchanted") noun "is a" desc | "an opponent controls" desc | "no opponent controls" desc
 *               | "you control N or fewer" desc | "you control no" desc | "it's not your turn"
 *   static     := subject predicate (("," | "and" | ", and") predicate)* "."      (compound: each predicate a static)
 *               | "~ enters tapped unless" condition "."
 *               | "~ enters with X" counter "counters on it" [", where X is the number of" desc] "."
 *               | "You may have ~ enter [the battlefield] as a copy of any" desc "on the battlefield."
 *               | "Prevent all [combat] damage that would be dealt to" recipient ["by" desc] "."
 *               | "Prevent all [combat] damage that would be dealt by" (~ | enchanted/equipped creature) "."
 *               | "~ can't attack unless defending player controls" desc "."
 *               | "~ can't attack unless" condition "."
 *               | "~ can't attack or block unless" condition "."
 *               | "~'s power is equal to the number of" desc "."
 */
import type { CardCtx } from './card-context.js';
import type { AbilityNode, Amount, Condition, DamageMode, Filter, PTValue, StaticEffect } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { type Ctx, desc, descFilter, newCtx, number, zoneCount } from './phrases.js';
import type { Token } from './tokens.js';
import { counterOnSource } from './counts.js';
import { copyExceptions } from './copy-exceptions.js';
import { greatestPowerAmount, totalStatAmount } from './refs.js';
import { lifeThisTurnAmount } from './life-this-turn.js';
import { playerCondition } from './player-conditions.js';

type StaticLineFn = (toks: Token[], card: CardCtx, line: string, permanent: boolean) => AbilityNode[] | null;
type ConditionFn = (p: Cursor, ctx: Ctx) => Condition | null;

/** A description of permanents on the battlefield (not cards, spells or players), as a Filter. */
function permanentFilter(p: Cursor): Filter | null {
  const d = desc(p);
  if (!d || d.card || d.spell || d.player || d.zone) return null;
  return descFilter(d);
}

/** "a Human or an Angel", "a Mountain or a Plains": one or more permanent descriptions, each with its article. */
function articledAlternatives(p: Cursor): Filter[] | null {
  const fs: Filter[] = [];
  for (;;) {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const f = permanentFilter(p);
    if (!f) return null;
    fs.push(f);
    if (!p.eat('or')) return fs;
  }
}

/** Does "it" refer to the source in this context (a static ability, or a trigger of the source itself)? */
function itIsSelf(ctx: Ctx): boolean {
  return ctx.it !== null && ctx.it.kind === 'self';
}

/** Conditions on the source's status, attachments, graveyards and opponents (611.3b, 603.4). */
/** What every STAT_CONDITIONS entry reads: statCondition's arguments and the helpers it shares with them. */
interface StatConditionScope {
  readonly p: Cursor;
  readonly ctx: Ctx;
}

/** One branch of statCondition: its result, or undefined when the text is not this branch's (the next one is tried). */
type StatConditionEntry = (s: StatConditionScope) => Condition | null | undefined;

/** Conditions about characteristics and counts, tried in order. */
const STAT_CONDITIONS: readonly StatConditionEntry[] = [
  ({ p }) => playerCondition(p) ?? undefined, // 103.4, 201.2, 406.1, 700.4, 110.4 (player-conditions.ts)
  notYourTurnStatCondition,
  drawnThisTurnStatCondition,
  itIsStatCondition,
  isStatCondition,
  hasAStatCondition,
  countersStatCondition,
  thereStatCondition,
  equippedStatCondition,
  opponentHasMoreStatCondition,
  anOpponentHasStatCondition,
  playersStatCondition,
  youHaveMoreCardsInHandThanEachOpponentStatCondition,
  thereAreNoCardsInYourGraveyardStatCondition,
  thereAreStatCondition,
  moreThanYouStatCondition,
  anOpponentControlsStatCondition,
  noOpponentControlsStatCondition,
  youControlNoStatCondition,
  differentPowersStatCondition,
  totalPowerStatCondition,
  youControlStatCondition,
  youControlStatCondition2,
  thereAreStatCondition2,
];

export function statCondition(p: Cursor, ctx: Ctx): Condition | null {
  return p.try((): Condition | null => {
    const s: StatConditionScope = { p, ctx };
    for (const entry of STAT_CONDITIONS) {
      const r = entry(s);
      if (r !== undefined) return r;
    }
    return null;
  });
}

function notYourTurnStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat("it's not your turn")) return { kind: 'not', condition: { kind: 'yourTurn' } };
  return undefined;
}

function itIsStatCondition({ p, ctx }: StatConditionScope): Condition | null | undefined {
  // "Enchanted creature has shroud as long as it's untapped": "it" is the creature the source is attached to.
  if ((ctx.it?.kind === 'enchanted' || ctx.it?.kind === 'equipped') && (p.eat("it's") || p.eat('it is'))) {
    const w = p.next()?.t;
    const match =
      w === 'untapped'
        ? { tapped: false }
        : w === 'tapped'
          ? { tapped: true }
          : w === 'attacking' && !p.is('or')
            ? { attacking: true }
            : w === 'blocking' && !p.is('or')
              ? { blocking: true }
              : null;
    return match ? { kind: 'attachedMatches', filter: { kind: 'object', match } } : null;
  }
  return undefined;
}

function isStatCondition({ p, ctx }: StatConditionScope): Condition | null | undefined {
  // "~ is untapped", "it's attacking", "~ is equipped" …
  const subjectSelf = p.eat('~ is') || (itIsSelf(ctx) && (p.eat("it's") || p.eat('it is')));
  if (subjectSelf) {
    const w = p.next()?.t;
    switch (w) {
      case 'untapped':
        return { kind: 'sourceState', tapped: false };
      case 'tapped':
        return { kind: 'sourceState', tapped: true };
      case 'attacking':
        // "~ is attacking or blocking": either status (506.4).
        if (p.eat('or blocking'))
          return {
            kind: 'anyOf',
            conditions: [
              { kind: 'sourceState', attacking: true },
              { kind: 'sourceState', blocking: true },
            ],
          };
        return p.is('or') ? null : { kind: 'sourceState', attacking: true };
      case 'blocking':
        return p.is('or') ? null : { kind: 'sourceState', blocking: true };
      case 'blocked': // 509.1h
        return { kind: 'sourceState', blocked: true };
      case 'equipped':
      case 'enchanted': {
        // "~ is enchanted or equipped" (Novice Knight): either holds.
        const other = w === 'equipped' ? 'enchanted' : 'equipped';
        const one: Condition = { kind: 'sourceState', [w]: true };
        if (!p.eat(`or ${other}`)) return one;
        return { kind: 'anyOf', conditions: [one, { kind: 'sourceState', [other]: true }] };
      }
      case 'not': {
        if (p.eat('attacking')) return { kind: 'sourceState', attacking: false };
        return null;
      }
      default:
        return null;
    }
  }
  return undefined;
}

function hasAStatCondition({ p, ctx }: StatConditionScope): Condition | null | undefined {
  if (p.eat('~ has a') || (itIsSelf(ctx) && p.eat('it has a'))) {
    const t = p.next();
    if (!t || !(t.kind === 'pt' || t.kind === 'word') || !p.eat('counter on it')) return null;
    return { kind: 'sourceState', counter: t.t };
  }
  return undefined;
}

function countersStatCondition({ p, ctx }: StatConditionScope): Condition | null | undefined {
  // "there are two or more ki counters on ~", "~ has N or more charge counters on it", "~ has no charge counters on it".
  const counted = p.try((): Condition | null => {
    const self = (): boolean => p.eat('~') || (itIsSelf(ctx) && p.eat('it'));
    let thereAre = false;
    if (p.eat('there are')) thereAre = true;
    else if (!(self() && p.eat('has'))) return null;
    if (!thereAre && p.eat('no')) {
      const t = p.next();
      if (!t || t.kind !== 'word' || !p.eat('counters on it')) return null;
      return { kind: 'not', condition: { kind: 'sourceState', counter: t.t } };
    }
    const n = number(p);
    if (n === null || !p.eat('or more')) return null;
    const t = p.next();
    if (!t || !(t.kind === 'pt' || t.kind === 'word') || !p.eat('counters on')) return null;
    if (thereAre ? !self() : !p.eat('it')) return null;
    return { kind: 'sourceState', counterCount: { counter: t.t, atLeast: n } };
  });
  if (counted) return counted;
  return undefined;
}

function thereStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (
    p.is('there', 'are') &&
    p.peek(3) === 'or' &&
    p.peek(4) === 'more' &&
    p.peek(5) === 'card' &&
    p.peek(6) === 'types'
  ) {
    p.i += 2;
    const n = number(p);
    if (n === null || !p.eat('or more card types among cards in your graveyard')) return null;
    return { kind: 'graveyardCardTypesAtLeast', n };
  }
  return undefined;
}

function equippedStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('equipped') || p.eat('enchanted')) {
    if (!['creature', 'permanent', 'land', 'artifact'].includes(p.peek() ?? '')) return null;
    p.i++;
    if (!p.eat('is')) return null;
    // "equipped creature is legendary": an adjective alone.
    if (p.eat('legendary'))
      return { kind: 'attachedMatches', filter: { kind: 'object', match: { supertypes: ['Legendary'] } } };
    // "enchanted land is a basic Mountain", "equipped creature is a Human or an Angel".
    const fs = articledAlternatives(p);
    if (!fs) return null;
    return { kind: 'attachedMatches', filter: fs.length === 1 ? fs[0]! : { kind: 'anyOf', filters: fs } };
  }
  return undefined;
}

function anOpponentHasStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('an opponent has')) {
    if (p.eat('no cards in hand')) return { kind: 'anOpponent', handAtMost: 0 };
    const n = number(p);
    if (n === null) return null;
    if (p.eat('or less life')) return { kind: 'anOpponent', lifeAtMost: n };
    if (p.eat('or more cards in their graveyard')) return { kind: 'anOpponent', graveyardAtLeast: n };
    if (p.eat('or more poison counters')) return { kind: 'anOpponent', poisonAtLeast: n }; // 122.1
    return null;
  }
  return undefined;
}

/** "you have two or more opponents" (102.3), "a player has N or less life", "your opponents control N or more lands". */
function playersStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  return (
    p.try((): Condition | null => {
      if (!p.eat('you have')) return null;
      const n = number(p);
      return n !== null && p.eat('or more opponents') ? { kind: 'opponentsAtLeast', n } : null;
    }) ??
    p.try((): Condition | null => {
      if (!p.eat('a player has')) return null;
      const n = number(p);
      return n !== null && p.eat('or less life') ? { kind: 'aPlayer', lifeAtMost: n } : null;
    }) ??
    p.try((): Condition | null => {
      if (!p.eat('your opponents control')) return null;
      const n = number(p);
      if (n === null || !p.eat('or more')) return null;
      const filter = permanentFilter(p);
      return filter ? { kind: 'opponentControls', filter, atLeast: n, total: true } : null;
    }) ??
    undefined
  );
}

function youHaveMoreCardsInHandThanEachOpponentStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('you have more cards in hand than each opponent')) return { kind: 'moreCardsInHandThanEachOpponent' };
  return undefined;
}

function thereAreNoCardsInYourGraveyardStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('there are no cards in your graveyard'))
    return { kind: 'not', condition: { kind: 'graveyardAtLeast', n: 1 } };
  return undefined;
}

function thereAreStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  // Spell mastery: "there are two or more instant and/or sorcery cards in your graveyard" (a count of matching cards).
  const gyCards = p.try((): Condition | null => {
    if (!p.eat('there are')) return null;
    const n = number(p);
    if (n === null || !p.eat('or more')) return null;
    const d = desc(p);
    const zc = d ? zoneCount(d) : null;
    if (!zc || zc.zone !== 'graveyard' || zc.whose !== 'you' || !zc.filter) return null;
    return { kind: 'graveyardAtLeast', n, filter: zc.filter };
  });
  if (gyCards) return gyCards;
  // "a Warrior card is in your graveyard", "an artifact card is in your graveyard": at least one matching card.
  const aCard = p.try((): Condition | null => {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const d = desc(p);
    if (!d || !d.card || d.zone || d.plural || !p.eat('is in your graveyard')) return null;
    const zc = zoneCount({ ...d, zone: 'graveyard', match: { ...d.match, owner: 'you' } });
    return zc?.filter ? { kind: 'graveyardAtLeast', n: 1, filter: zc.filter } : null;
  });
  if (aCard) return aCard;
  return undefined;
}

/** 121.1: "you've drawn two or more cards this turn". */
function drawnThisTurnStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  const n = p.try(() => {
    if (!p.eat("you've drawn")) return null;
    const k = number(p);
    return k !== null && p.eat('or more cards this turn') ? k : null;
  });
  return n === null ? undefined : { kind: 'drewThisTurn', atLeast: n };
}

/** "an opponent has more life / more cards in hand than you" (compared as the condition is checked). */
function opponentHasMoreStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('an opponent has more life than you')) return { kind: 'opponentHasMore', what: 'life' };
  if (p.eat('an opponent has more cards in hand than you')) return { kind: 'opponentHasMore', what: 'cardsInHand' };
  return undefined;
}

/** "an opponent controls more lands than you" (compared with what you control as the condition is checked). */
function moreThanYouStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  const filter = p.try(() => {
    if (!p.eat('an opponent controls more')) return null;
    const f = permanentFilter(p);
    return f && p.eat('than you') ? f : null;
  });
  return filter ? { kind: 'opponentControls', filter, atLeast: 0, moreThanYou: true } : undefined;
}

/** Coven: "you control three or more creatures with different powers". */
function differentPowersStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  const n = p.try(() => {
    if (!p.eat('you control')) return null;
    const k = number(p);
    return k !== null && p.eat('or more creatures with different powers') ? k : null;
  });
  return n === null ? undefined : { kind: 'differentPowers', atLeast: n };
}

/** Formidable: "creatures you control have total power 8 or greater". */
function totalPowerStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  const n = p.try(() => {
    if (!p.eat('creatures you control have total power')) return null;
    const k = number(p);
    return k !== null && p.eat('or greater') ? k : null;
  });
  return n === null ? undefined : { kind: 'totalPower', atLeast: n };
}

function anOpponentControlsStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('an opponent controls')) {
    const n = number(p);
    if (n === null) return null;
    const more = p.eat('or more');
    if (n !== 1 && !more) return null;
    const filter = permanentFilter(p);
    return filter ? { kind: 'opponentControls', filter, atLeast: n } : null;
  }
  return undefined;
}

function noOpponentControlsStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('no opponent controls')) {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const filter = permanentFilter(p);
    return filter ? { kind: 'not', condition: { kind: 'opponentControls', filter, atLeast: 1 } } : null;
  }
  return undefined;
}

function youControlNoStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('you control no')) {
    const filter = permanentFilter(p);
    return filter ? { kind: 'not', condition: { kind: 'controls', filter, atLeast: 1 } } : null;
  }
  return undefined;
}

function youControlStatCondition({ p }: StatConditionScope): Condition | null | undefined {
  const alts = p.try(() => {
    // "you control a Mountain or a Plains" (checklands): alternatives, each with its article.
    if (!p.eat('you control')) return null;
    const fs = articledAlternatives(p);
    return fs && fs.length > 1 ? fs : null;
  });
  if (alts) return { kind: 'controls', filter: { kind: 'anyOf', filters: alts }, atLeast: 1 };
  return undefined;
}

function youControlStatCondition2({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('you control')) {
    const n = number(p);
    if (n === null || !p.eat('or fewer')) return null;
    const filter = permanentFilter(p);
    return filter ? { kind: 'not', condition: { kind: 'controls', filter, atLeast: n + 1 } } : null;
  }
  return undefined;
}

function thereAreStatCondition2({ p }: StatConditionScope): Condition | null | undefined {
  if (p.eat('there are')) return null;
  return undefined;
}

/** Words that begin a predicate of a static ability. */
const PREDICATE_START = new Set([
  'get',
  'gets',
  'has',
  'have',
  'is',
  'are',
  "can't",
  'attacks',
  'attack',
  "doesn't",
  "don't",
  'loses',
  'lose',
  'can',
]);

/**
 * "[subject] gets +2/+2 and can't block." / "… gets +1/+1, is black, and has "…"": each predicate is compiled as
 * its own static ability with the same subject; all must compile.
 */
/** "gets an additional +1/+1" means "gets +1/+1" (the bonus adds to the others). */
export function dropAdditional(toks: Token[]): Token[] | null {
  const k = toks.findIndex(
    (t, i) =>
      (t.t === 'get' || t.t === 'gets') &&
      toks[i + 1]?.t === 'an' &&
      toks[i + 2]?.t === 'additional' &&
      toks[i + 3]?.kind === 'pt',
  );
  return k < 0 ? null : [...toks.slice(0, k + 1), ...toks.slice(k + 3)];
}

export function compoundStatic(
  toks: Token[],
  card: CardCtx,
  line: string,
  permanent: boolean,
  staticLine: StaticLineFn,
): AbilityNode[] | null {
  // A line ending in a quoted ability ends with the quote (its full stop is inside).
  const last = toks[toks.length - 1]?.t;
  if (last !== '.' && last !== '"') return null;
  const body = last === '.' ? toks.slice(0, -1) : toks;
  const verb = body.findIndex((t) => PREDICATE_START.has(t.t));
  if (verb <= 0) return null;
  const subject = body.slice(0, verb);
  const chunks: Token[][] = [];
  let cur: Token[] = [];
  let quoted = false;
  for (let k = verb; k < body.length; k++) {
    const t = body[k]!;
    if (t.t === '"') quoted = !quoted;
    if (!quoted && cur.length > 0) {
      // A boundary: ",", "and" or ", and" followed by a predicate verb.
      let skip = 0;
      if (t.t === ',' && body[k + 1]?.t === 'and') skip = 2;
      else if (t.t === ',' || t.t === 'and') skip = 1;
      if (skip > 0 && PREDICATE_START.has(body[k + skip]?.t ?? '')) {
        chunks.push(cur);
        cur = [];
        k += skip - 1;
        continue;
      }
    }
    cur.push(t);
  }
  chunks.push(cur);
  if (chunks.length < 2) return null;
  const dot: Token = { kind: 'punct', t: '.', raw: '.' };
  const out: AbilityNode[] = [];
  for (const c of chunks) {
    const one = staticLine([...subject, ...c, dot], card, line, permanent) ?? colorStatic(subject, c, line);
    if (!one) return null;
    out.push(...one);
  }
  return out;
}

const COLOR: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** "~ is black" (layer 5, 613.1e: the colour is set, not added). Only for the card itself. */
function colorStatic(subject: Token[], chunk: Token[], line: string): AbilityNode[] | null {
  if (
    subject.length !== 1 ||
    subject[0]!.t !== '~' ||
    chunk.length !== 2 ||
    chunk[0]!.t !== 'is' ||
    !COLOR[chunk[1]!.t]
  )
    return null;
  return [
    {
      kind: 'static',
      effect: {
        kind: 'layered',
        affected: { kind: 'self' },
        mods: [{ kind: 'setColors', colors: [COLOR[chunk[1]!.t]!] }],
      },
      text: line,
    },
  ];
}

/** 205.2a: "card types among cards in all graveyards" ('any') / "… in your graveyard" ('you'), after "the number of". */
export function graveyardTypesPhrase(p: Cursor): 'you' | 'any' | null {
  if (p.eat('card types among cards in all graveyards')) return 'any';
  return p.eat('card types among cards in your graveyard') ? 'you' : null;
}

/** "the number of [desc]" as a counted value (count on the battlefield, or cards in a zone). */
export function numberOf(p: Cursor): { amount: Amount; pt: PTValue } | null {
  return p.try(() => {
    if (!p.eat('the number of')) return null;
    // Domain (305.6): "the number of basic land types among lands you control".
    if (p.eat('basic land types among lands you control'))
      return { amount: { kind: 'basicLandTypes' }, pt: { kind: 'basicLandTypes' } };
    // 205.2a: "the number of card types among cards in all graveyards / in your graveyard".
    const types = graveyardTypesPhrase(p);
    if (types)
      return { amount: { kind: 'graveyardCardTypes', whose: types }, pt: { kind: 'graveyardCardTypes', whose: types } };
    // 122.1: "the number of charge counters on ~" (counted as the layer applies).
    const counter = counterOnSource(p, null);
    if (counter) return { amount: { kind: 'countersOnSource', counter }, pt: { kind: 'countersOnSource', counter } };
    const d = desc(p);
    if (!d) return null;
    const zc = zoneCount(d);
    if (zc) return { amount: { kind: 'cardsIn', ...zc } as Amount, pt: { kind: 'cardsIn', ...zc } as PTValue };
    if (d.card || d.spell || d.player || d.zone) return null;
    const filter = descFilter(d);
    // "on the battlefield" is where a description of permanents already looks.
    p.eat('on the battlefield');
    return filter ? { amount: { kind: 'count', filter }, pt: { kind: 'count', filter } } : null;
  });
}

/**
 * "the number of [desc]", or "the greatest mana value among [desc]" (202.3: as the layer applies; not power or
 * toughness, which the layers would be computing).
 */
export function numberOrGreatest(p: Cursor): { amount: Amount; pt: PTValue } | null {
  const n = numberOf(p);
  if (n) return n;
  const g = p.try(() => {
    const a = greatestPowerAmount(p);
    return a?.kind === 'greatestPower' && a.stat === 'manaValue' ? a : null;
  });
  return g ? { amount: g, pt: { kind: 'greatestManaValue', filter: g.filter } } : null;
}

/** Whole-line statics: replacement effects as permanents enter (614.1c, 614.12), prevention (615), restrictions, CDAs. */
/** What every EXTRA_STATICS entry reads: extraStatic's arguments and the helpers it shares with them. */
interface ExtraStaticScope {
  readonly toks: Token[];
  readonly card: CardCtx;
  readonly line: string;
  readonly permanent: boolean;
  readonly condition: ConditionFn;
  readonly p: Cursor;
  readonly st: (effect: StaticEffect, cond?: Condition) => AbilityNode[];
  readonly end: () => boolean;
}

/** One branch of extraStatic: its result, or undefined when the text is not this branch's (the next one is tried). */
type ExtraStaticEntry = (s: ExtraStaticScope) => AbilityNode[] | null | undefined;

/** The static abilities of this module, tried in order. */
const EXTRA_STATICS: readonly ExtraStaticEntry[] = [
  entersTappedUnlessExtraStatic,
  entersWithXExtraStatic,
  copyEntryExtraStatic,
  preventAllExtraStatic,
  defendingPlayerControlsExtraStatic, // 508.1c
  numberOfExtraStatic,
  ifDamageWouldBeDealtToExtraStatic,
  cantBlockIfExtraStatic, // 509.1b
  descExtraStatic,
];

export function extraStatic(
  toks: Token[],
  card: CardCtx,
  line: string,
  permanent: boolean,
  condition: ConditionFn,
): AbilityNode[] | null {
  if (!permanent) return null;
  const p = new Cursor(toks, card);
  const st = (effect: StaticEffect, cond?: Condition): AbilityNode[] => [
    { kind: 'static', effect, ...(cond ? { condition: cond } : {}), text: line },
  ];
  const end = (): boolean => p.eat('.') && p.done;
  return p.try((): AbilityNode[] | null => {
    const s: ExtraStaticScope = { toks, card, line, permanent, condition, p, st, end };
    for (const entry of EXTRA_STATICS) {
      const r = entry(s);
      if (r !== undefined) return r;
    }
    return null;
  });
}

function entersTappedUnlessExtraStatic({ condition, p, st, end }: ExtraStaticScope): AbilityNode[] | null | undefined {
  // 614.1c / 614.12: checklands, fastlands, battle lands — the condition is checked as the land would enter.
  if (p.eat('~ enters tapped unless')) {
    const c = condition(p, newCtx(true));
    return c && end() ? st({ kind: 'entersTapped' }, { kind: 'not', condition: c }) : null;
  }
  return undefined;
}

function entersWithXExtraStatic({ p, st, end }: ExtraStaticScope): AbilityNode[] | null | undefined {
  // 614.1c / 107.3m: "~ enters with X [kind] counters on it[, where X is the number of …]".
  if (p.eat('~ enters with x')) {
    const t = p.next();
    if (!t || !(t.kind === 'pt' || t.kind === 'word') || !p.eat('counters on it')) return null;
    let amountOf: Amount = { kind: 'x' };
    if (p.eat(', where x is')) {
      // "the number of …", "the greatest power among / the total toughness of other creatures you control" (614.12:
      // read as the permanent would enter)
      const n =
        numberOf(p)?.amount ?? greatestPowerAmount(p) ?? totalStatAmount(p) ?? lifeThisTurnAmount(p, newCtx(true));
      if (!n) return null;
      amountOf = n;
    }
    return end() ? st({ kind: 'entersWithCounters', counter: t.t, amount: 0, amountOf }) : null;
  }
  // 614.1c / 614.12: "~ enters with a number of [kind] counters on it equal to the number of …".
  if (p.eat('~ enters with a number of')) {
    const t = p.next();
    if (!t || !(t.kind === 'pt' || t.kind === 'word') || !p.eat('counters on it equal to')) return null;
    const n = numberOf(p)?.amount ?? greatestPowerAmount(p) ?? totalStatAmount(p);
    return n && end() ? st({ kind: 'entersWithCounters', counter: t.t, amount: 0, amountOf: n }) : null;
  }
  return undefined;
}

function copyEntryExtraStatic({ card, p, st, end }: ExtraStaticScope): AbilityNode[] | null | undefined {
  // 707.9 / 614.1c: clones — "You may have ~ enter [tapped] as a copy of any creature on the battlefield / a creature you
  // control / an artifact or creature an opponent controls [, except …]" (707.9b: copy-exceptions.ts).
  if (!p.eat('you may have ~ enter')) return undefined;
  const tapped = p.eat('tapped');
  if (!(p.eat('as a copy of') || p.eat('the battlefield as a copy of'))) return null;
  const any = p.eat('any');
  if (!any && !(p.eat('a') || p.eat('an'))) return null;
  const from = p.i;
  const filter = permanentFilter(p);
  if (!filter) return null;
  // Only permanents on the battlefield are offered: "any creature" must say so (the description may have read it),
  // "a creature you control" does.
  const onBattlefield = p.eat('on the battlefield') || p.toks.slice(from, p.i).some((t) => t.t === 'battlefield');
  if (!onBattlefield && (any || filter.kind !== 'object' || filter.match.controller === undefined)) return null;
  const except = p.is(',', 'except') ? copyExceptions(p, card.selfName) : undefined;
  if (except === null || except?.thisAbility) return null; // 707.9a "this ability" names a resolving ability
  return end()
    ? st({ kind: 'entersAsCopy', filter, optional: true, ...(except ? { except } : {}), ...(tapped ? { tapped } : {}) })
    : null;
}

function preventAllExtraStatic({ card, p, st, end }: ExtraStaticScope): AbilityNode[] | null | undefined {
  // 615.1a: "Prevent all [combat] damage that would be dealt to [recipient] [by sources]" / "… dealt by ~".
  if (p.eat('prevent all')) {
    const combatOnly = p.eat('combat');
    if (!p.eat('damage that would be dealt')) return null;
    const mode: DamageMode = { kind: 'prevent', amount: 'all' };
    const base = combatOnly ? { combatOnly: true } : {};
    const attachedRef = (): 'self' | 'enchanted' | 'equipped' | null => {
      if (p.eat('~')) return 'self';
      if (p.eat('enchanted creature')) return 'enchanted';
      if (p.eat('equipped creature')) return 'equipped';
      return null;
    };
    if (p.eat('to and dealt by')) {
      const who = attachedRef();
      if (!who || !end()) return null;
      return [
        ...st({ kind: 'replaceDamage', to: who, mode, ...base }),
        ...st({ kind: 'replaceDamage', to: 'any', by: who, mode, ...base }),
      ];
    }
    if (p.eat('by')) {
      const who = attachedRef();
      return who && end() ? st({ kind: 'replaceDamage', to: 'any', by: who, mode, ...base }) : null;
    }
    if (!p.eat('to')) return null;
    let to: StaticEffect & { kind: 'replaceDamage' } extends { to: infer T } ? T : never;
    const who = attachedRef();
    if (who) to = who;
    else if (p.eat('you')) to = 'you';
    else if (p.eat('players')) to = { kind: 'player', relation: 'any' };
    else {
      const d = desc(p);
      if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
      const f = descFilter(d);
      if (!f) return null;
      to = f;
    }
    let from: Filter | undefined;
    // "by artifact sources": an artifact source, judged as it would deal the damage (609.7b).
    if (p.eat('by artifact sources')) from = { kind: 'object', match: { types: ['Artifact'] } };
    else if (p.eat('by')) {
      const d = desc(p);
      if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
      const f = descFilter(d);
      if (!f) return null;
      from = f;
    }
    return end() ? st({ kind: 'replaceDamage', to, mode, ...base, ...(from ? { from } : {}) }) : null;
  }
  return undefined;
}

function defendingPlayerControlsExtraStatic({
  condition,
  p,
  st,
  end,
}: ExtraStaticScope): AbilityNode[] | null | undefined {
  // 508.1c / 509.1c: "~ can't attack or block unless [condition]" (Hazoret, Godseeker: "unless you have max speed").
  if (p.eat("~ can't attack or block unless")) {
    const c = condition(p, newCtx(true));
    return c && end()
      ? st({ kind: 'cantAttackOrBlock', affected: { kind: 'self' } }, { kind: 'not', condition: c })
      : null;
  }
  // 508.1c: "~ can't attack unless defending player controls [desc]" / "~ can't attack unless [condition]".
  if (p.eat("~ can't attack unless")) {
    if (p.eat('defending player is the monarch')) {
      const any: Filter = { kind: 'object', match: {} }; // 722.1: unused with `monarch`
      return end()
        ? st({ kind: 'attackOnlyIfDefenderControls', affected: { kind: 'self' }, filter: any, monarch: true })
        : null;
    }
    if (p.eat('defending player controls')) {
      if (!(p.eat('a') || p.eat('an'))) return null;
      const filter = permanentFilter(p);
      return filter && end() ? st({ kind: 'attackOnlyIfDefenderControls', affected: { kind: 'self' }, filter }) : null;
    }
    const c = condition(p, newCtx(true));
    return c && end() ? st({ kind: 'cantAttack', affected: { kind: 'self' } }, { kind: 'not', condition: c }) : null;
  }
  // 508.1c: "~ can't attack if defending player controls an untapped land": only players who control none.
  if (
    p.eat("~ can't attack if defending player controls a") ||
    p.eat("~ can't attack if defending player controls an")
  ) {
    const filter = permanentFilter(p);
    return filter && end()
      ? st({ kind: 'attackOnlyIfDefenderControls', affected: { kind: 'self' }, filter, none: true })
      : null;
  }
  return undefined;
}

function numberOfExtraStatic({ p, st, end }: ExtraStaticScope): AbilityNode[] | null | undefined {
  // 604.3 / 613.4a: "~'s power [toughness] is equal to the number of …" (the other value as printed).
  const which = p.eat("~ 's power is equal to") ? 'power' : p.eat("~ 's toughness is equal to") ? 'toughness' : null;
  if (which) {
    const n = numberOrGreatest(p);
    if (!n) return null;
    // Tarmogoyf: "… and its toughness is equal to that number plus 1".
    const other = which === 'power' ? thatNumberPlus(p, n.pt) : null;
    if (!end()) return null;
    const power = which === 'power' ? n.pt : null;
    return st({
      kind: 'layered',
      affected: { kind: 'self' },
      mods: [{ kind: 'cdaPT', power, toughness: which === 'toughness' ? n.pt : other }],
    });
  }
  return undefined;
}

/** "and its toughness is equal to that number plus N": the same count, plus N (only values that carry a plus). */
function thatNumberPlus(p: Cursor, v: PTValue): PTValue | null {
  return p.try((): PTValue | null => {
    if (!p.eat('and its toughness is equal to that number plus')) return null;
    const k = number(p);
    if (k === null) return null;
    if (v.kind === 'graveyardCardTypes' || v.kind === 'cardsIn' || v.kind === 'count')
      return { ...v, plus: (v.plus ?? 0) + k };
    return null;
  });
}

function ifDamageWouldBeDealtToExtraStatic({ p, st, end }: ExtraStaticScope): AbilityNode[] | null | undefined {
  // 614.1a / 615.1a: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." and kin.
  if (p.eat('if damage would be dealt to ~')) {
    let onlyWithCounter: string | undefined;
    if (p.eat('while it has a')) {
      const t = p.next();
      if (!t || !(t.kind === 'pt' || t.kind === 'word') || !p.eat('counter on it')) return null;
      onlyWithCounter = t.t;
    }
    if (!p.eat(',')) return null;
    const counterWord = (): string | null => {
      const t = p.tok();
      if (!t || !(t.kind === 'pt' || t.kind === 'word') || !(p.peek(1) === 'counter' || p.peek(1) === 'counters'))
        return null;
      p.i += 2;
      return t.t;
    };
    const me = (): boolean => p.eat('~') || p.eat('it');
    const mk = (counter: string, sign: 1 | -1, per: 'damage' | 'event'): AbilityNode[] =>
      st({ kind: 'damageToCounters', counter, sign, per, ...(onlyWithCounter ? { onlyWithCounter } : {}) });
    if (p.eat('put that many')) {
      const c = counterWord();
      return c && p.eat('on') && me() && p.eat('instead') && end() ? mk(c, 1, 'damage') : null;
    }
    if (!p.eat('prevent that damage')) return null;
    if (!(p.eat('.') || p.eat('and'))) return null;
    if (p.eat('remove a')) {
      const c = counterWord();
      return c && p.eat('from') && me() && end() ? mk(c, -1, 'event') : null;
    }
    if (p.eat('remove that many')) {
      const c = counterWord();
      return c && p.eat('from') && me() && end() ? mk(c, -1, 'damage') : null;
    }
    if (p.eat('put a')) {
      const c = counterWord();
      return c && p.eat('on') && me() && p.eat('for each 1 damage prevented this way') && end()
        ? mk(c, 1, 'damage')
        : null;
    }
    return null;
  }
  return undefined;
}

function cantBlockIfExtraStatic({ condition, p, st, end }: ExtraStaticScope): AbilityNode[] | null | undefined {
  // 509.1b: "~ can't block if you control an untapped land": the restriction applies while the condition holds.
  if (p.eat("~ can't block if")) {
    const c = condition(p, newCtx(true));
    return c && end() ? st({ kind: 'cantBlock', affected: { kind: 'self' } }, c) : null;
  }
  return undefined;
}

function descExtraStatic({ card, p, st, end }: ExtraStaticScope): AbilityNode[] | null | undefined {
  // 509.1b: "~ can't block creatures with power 2 or greater".
  if (p.eat("~ can't block")) {
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
    const filter = descFilter(d);
    return filter && end() ? st({ kind: 'cantBlockCreatures', affected: { kind: 'self' }, filter }) : null;
  }
  return undefined;
}

/**
 * 903.4b: "If ~ is your commander, choose a color before the game begins. ~ is the chosen color." (The Prismatic Piper):
 * the choice is made at game setup (engine casual/commander.ts); the second sentence sets its colour (layer 5).
 */
export function chosenCommanderColorLine(line: string): AbilityNode[] | null {
  if (
    !/^If CARDNAME is your commander, choose a colou?r before the game begins\. CARDNAME is the chosen colou?r\.$/.test(
      line,
    )
  )
    return null;
  return [
    {
      kind: 'static',
      effect: {
        kind: 'layered',
        affected: { kind: 'self' },
        mods: [{ kind: 'setColors', colors: [], chosen: 'commanderColor' }],
      },
      text: line,
    },
  ];
}
