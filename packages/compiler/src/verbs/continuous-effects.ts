/**
 * Object verbs that make continuous effects (611): "gets +N/+N", "gains [keywords]", "loses", "has", "becomes a …".
 * Each is one entry of OBJECT_VERBS (effects.ts).
 */
import type { Amount, Color, Duration, Effect, Filter, ObjectRef, SimpleKeyword } from '@arbiter/engine';
import type { Cursor } from '../cursor.js';
import { thisWayFor } from '../any-number.js';
import { domainAmount } from '../domain.js';
import {
  becomesCreature,
  duration,
  grantEffects,
  grantListFor,
  keywordList,
  ptMod,
  quoteEnded,
  type ObjectVerbScope,
  type PlayerVerbScope,
} from '../effects.js';
import { landBecomes } from '../land-types.js';
import { typePhrase } from '../characteristics.js';
import { desc, descFilter, objectPhrase, type Ctx } from '../phrases.js';
import { COLOR_WORDS, isSimpleKeyword } from '../vocab.js';

export function getsObjectVerb({ p, ctx, subject, v, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (v('gets', 'get')) {
    const varPump = p.try((): Effect[] | null => {
      // "+X/+X", "-X/-0", "+1/+1 … for each …": amounts determined as the effect begins (pumpBy).
      const t = p.tok();
      const mm = t && t.kind === 'pt' ? /^([+-])(\d+|X)\/([+-])(\d+|X)$/.exec(t.t) : null;
      if (!mm) return null;
      p.i++;
      const amt = (s: string): Amount => (s === 'X' ? { kind: 'x' } : { kind: 'fixed', n: Number(s) });
      let power = amt(mm[2]!);
      let toughness = amt(mm[4]!);
      let d = duration(p);
      // "for each creature blocking it" (Elvish Berserker): only of ~ itself, the source the filter is read against.
      const blockingIt: Filter | null =
        subject.kind === 'self' && p.eat('for each creature blocking it')
          ? { kind: 'object', match: { types: ['Creature'], blockingSource: true } }
          : null;
      const domain = blockingIt ? null : domainAmount(p, 1);
      const chosen = blockingIt || domain ? null : thisWayFor(p, ctx, 1); // "for each card discarded this way"
      const each =
        blockingIt ??
        (!domain && !chosen && p.is('for', 'each')
          ? p.try(() => {
              p.i += 2;
              const dd = desc(p);
              return dd && !dd.card && !dd.spell && !dd.player && !dd.zone ? descFilter(dd) : null;
            })
          : null);
      if (!d) d = duration(p);
      if (!d) return null;
      if (each || domain || chosen) {
        const per = (a: Amount): Amount =>
          a.kind === 'fixed' && a.n === 0
            ? a
            : a.kind !== 'fixed'
              ? a
              : chosen
                ? { kind: 'thisWay', ...(a.n !== 1 ? { multiplier: a.n } : {}) }
                : each
                  ? { kind: 'count', filter: each, ...(a.n !== 1 ? { multiplier: a.n } : {}) }
                  : { kind: 'basicLandTypes', ...(a.n !== 1 ? { multiplier: a.n } : {}) };
        power = per(power);
        toughness = per(toughness);
      } else if (mm[2] !== 'X' && mm[4] !== 'X') return null;
      const sign = {
        power: mm[1] === '-' ? (-1 as const) : (1 as const),
        toughness: mm[3] === '-' ? (-1 as const) : (1 as const),
      };
      return [{ kind: 'pumpBy', what: subject, power, toughness, sign, duration: d }];
    });
    if (varPump) return varPump;
    const m = ptMod(p);
    if (!m) return fail();
    // "… and gains flying", or the old wording "… and first strike"; anything else after "and" is the next clause.
    const choice = p.try(() => ((p.eat(', and') || p.eat('and')) && v('gains', 'gain') ? keywordOptions(p) : null));
    const g = choice
      ? null
      : p.try(() => {
          if (!(p.eat(', and') || p.eat('and'))) return null;
          v('gains', 'gain');
          return grantListFor(p, subject);
        });
    const d = duration(p);
    if (!d) return fail();
    const out: Effect[] = [{ kind: 'pump', what: subject, power: m[0], toughness: m[1], duration: d }];
    if (g) out.push(...grantEffects(subject, g, d));
    if (choice) out.push(keywordChoice(subject, choice, d));
    return out;
  }
  return undefined;
}

export function eachObjectVerb({ p, plural }: ObjectVerbScope): Effect[] | null | undefined {
  if (plural && p.is('each') && ['gain', 'get', 'have'].includes(p.peek(1) ?? '')) p.i++; // "… each gain …"
  return undefined;
}

export function gainsObjectVerb({ p, subject, v, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (v('gains', 'gain')) {
    const flashback = grantedFlashback(p, subject);
    if (flashback) return flashback;
    const options = p.is('your', 'choice', 'of') ? keywordOptions(p) : null;
    if (options) return [keywordChoice(subject, options, duration(p) ?? 'permanent')]; // 611.2a
    if (p.is('your', 'choice', 'of')) return fail();
    const g = grantListFor(p, subject);
    if (!g) return fail();
    // 611.2a: without a stated duration the effect lasts for the rest of the game.
    const d = duration(p) ?? 'permanent';
    return grantEffects(subject, g, d);
  }
  return undefined;
}

export function keywordListObjectVerb({ p, subject, plural }: ObjectVerbScope): Effect[] | null | undefined {
  if (p.is(plural ? 'lose' : 'loses') && !p.is(plural ? 'lose' : 'loses', 'all')) {
    // "Target creature loses flying until end of turn" (613.1f, layer 6).
    const r = p.try((): Effect[] | null => {
      p.i++;
      const kws = keywordList(p);
      if (!kws || kws.length === 0) return null;
      const d = duration(p) ?? sharedDuration(p) ?? 'permanent';
      return [{ kind: 'layered', what: subject, mods: [{ kind: 'loseKeywords', keywords: kws }], duration: d }];
    });
    if (r) return r;
  }
  return undefined;
}

export function losesObjectVerb({ p, subject, v }: ObjectVerbScope): Effect[] | null | undefined {
  if (v('loses', 'lose') && p.eat('all abilities')) {
    // 613.1f: layer 6.
    const d = duration(p) ?? sharedDuration(p) ?? 'permanent';
    return [{ kind: 'layered', what: subject, mods: [{ kind: 'loseAllAbilities' }], duration: d }];
  }
  return undefined;
}

export function hasObjectVerb({ p, subject, v, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (v('has', 'have') && p.eat('base power and toughness')) {
    // 613.4b: setting base power and toughness (layer 7b).
    const t = p.tok();
    if (!t || t.kind !== 'pt' || !/^\d+\/\d+$/.test(t.t)) return fail();
    p.i++;
    const [pw, tg] = t.t.split('/').map(Number) as [number, number];
    const d = duration(p);
    if (!d) return fail();
    return [
      {
        kind: 'layered',
        what: subject,
        mods: [{ kind: 'setPT', power: { kind: 'fixed', n: pw }, toughness: { kind: 'fixed', n: tg } }],
        duration: d,
      },
    ];
  }
  return undefined;
}

export function becomeObjectVerb({ p, subject, plural }: ObjectVerbScope): Effect[] | null | undefined {
  const colorWord = (w: string | undefined): boolean => !!w && !!COLOR_WORDS[w];
  if ((plural ? p.is('become') : p.is('becomes')) && colorWord(p.peek(1))) {
    // 613.1e / 105.3: "becomes black [and red]" sets its colours (layer 5).
    const r = p.try((): Effect[] | null => {
      p.i++;
      const colors: Color[] = [];
      for (;;) {
        const w = p.peek();
        if (!colorWord(w)) return null;
        colors.push(COLOR_WORDS[w!]!);
        p.i++;
        if (!(p.eat('and') && colorWord(p.peek()))) break;
      }
      if (colorWord(p.peek(-1)) && p.toks[p.i - 1]?.t === 'and') p.i--;
      const d = duration(p);
      return d ? [{ kind: 'layered', what: subject, mods: [{ kind: 'setColors', colors }], duration: d }] : null;
    });
    if (r) return r;
  }
  return undefined;
}

export function landBecomesObjectVerb({ p, subject, plural }: ObjectVerbScope): Effect[] | null | undefined {
  // 305.7: "Target land becomes an Island until end of turn" / "… the basic land type of your choice …" (land-types.ts).
  const landType = p.is(plural ? 'become' : 'becomes')
    ? p.try(() => {
        p.i++;
        return landBecomes(p, subject, duration);
      })
    : null;
  if (landType) return landType;
  return undefined;
}

export function becomesObjectVerb({ p, subject, v, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (v('becomes', 'become')) {
    // "a 3/3 Elemental creature with trample"; or 205.1a–b "a blue Frog with base power and toughness 1/1", "an
    // artifact creature [with base power and toughness 4/4]" (characteristics.ts).
    const mods = becomesCreature(p, subject) ?? typePhrase(p);
    if (!mods) return fail();
    // 611.2a: "That creature becomes an artifact in addition to its other types." has no duration: it lasts.
    const lasting = mods.every((m) => m.kind === 'addTypes') && (p.is('.') || p.done);
    const d = duration(p) ?? (lasting ? 'permanent' : null);
    if (!d) return fail();
    p.try(() =>
      p.eat(". it 's still a land") ||
      p.eat(". it's still a land") ||
      (quoteEnded(p) && (p.eat("it 's still a land") || p.eat("it's still a land")))
        ? true
        : null,
    );
    return [{ kind: 'layered', what: subject, mods, duration: d }];
  }
  return undefined;
}

/**
 * "loses defender and becomes a Human until end of turn": a clause joined by "and" to the next takes the duration that
 * ends the sentence (the two clauses share it). Null when the sentence doesn't end with one; nothing is consumed.
 */
function sharedDuration(p: Cursor): Duration | null {
  if (!p.is('and')) return null;
  let end = p.i;
  while (end < p.toks.length && p.toks[end]!.t !== '.') end++;
  const tail = p.toks
    .slice(Math.max(p.i, end - 4), end)
    .map((t) => t.t)
    .join(' ');
  if (tail.endsWith('until end of turn')) return 'endOfTurn';
  if (tail.endsWith('until your next turn')) return 'untilYourNextTurn';
  return null;
}

/**
 * 613.4d: "Switch [object]'s power and toughness [until end of turn]", "switch its …", "switch the power and toughness
 * of each of [up to two / any number of] target creatures …", "switch each creature's power and toughness …".
 */
export function switchPTPlayerVerb({ p, ctx, who, third, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || third || !p.eat('switch')) return undefined;
  const what = switchedObjects(p, ctx);
  if (!what) return fail();
  const d = duration(p);
  if (!d) return fail();
  return [{ kind: 'layered', what, mods: [{ kind: 'switchPT' }], duration: d }];
}

/** The objects whose power and toughness are switched, with the words naming the two characteristics eaten. */
function switchedObjects(p: Cursor, ctx: Ctx): ObjectRef | null {
  if (p.eat('the power and toughness of')) {
    p.eat('each of');
    return objectPhrase(p, ctx);
  }
  if (p.eat('its', 'power and toughness')) return ctx.it ?? { kind: 'self' };
  const what = objectPhrase(p, ctx);
  return what && p.eat("'s", 'power and toughness') ? what : null;
}

/** 608.2d: the keywords of "your choice of flying, deathtouch, or lifelink" (after "gains"). */
function keywordOptions(p: Cursor): SimpleKeyword[] | null {
  if (!p.eat('your choice of')) return null;
  return choiceList(p, () => {
    for (const two of ['first strike', 'double strike'] as const) if (p.eat(two)) return two;
    const w = p.peek();
    return w && isSimpleKeyword(w) ? (p.next()!.t as SimpleKeyword) : null;
  });
}

/** The controller chooses one of the keywords as the effect is done; the object gains it (608.2d). */
function keywordChoice(subject: ObjectRef, keywords: readonly SimpleKeyword[], d: Duration): Effect {
  return {
    kind: 'chooseOne',
    who: { kind: 'you' },
    options: keywords.map((k) => ({
      text: k,
      effects: [{ kind: 'grantKeyword', what: subject, keywords: [k], duration: d }],
    })),
  };
}

/** "A, B, or C" / "A or B": two or more items read by `item`, in order; null unless the whole list reads. */
export function choiceList<T>(p: Cursor, item: () => T | null): T[] | null {
  return p.try(() => {
    const out: T[] = [];
    for (;;) {
      const x = item();
      if (x === null) return null;
      out.push(x);
      if (p.eat(', or') || p.eat('or')) {
        const last = item();
        if (last === null) return null;
        out.push(last);
        return out;
      }
      if (!p.eat(',')) return out.length > 1 ? out : null;
    }
  });
}

/**
 * 702.34a / 611.2c: "Each instant and sorcery card in your graveyard gains flashback until end of turn. The flashback
 * cost is equal to its mana cost." (Past in Flames) — the cards in that graveyard as the effect begins, each read once;
 * a card put there later doesn't gain it. Only this verb takes a graveyard subject ("each … card in your graveyard").
 */
export function graveyardFlashbackClause(p: Cursor): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('each')) return null;
    // "each instant and sorcery card": each card that is an instant or a sorcery (205.2a types, "any of").
    const both = p.eat('instant and sorcery card in your graveyard');
    const d = both ? null : desc(p);
    if (!both && (!d || d.plural || !d.card || d.zone !== 'graveyard' || d.match.owner !== 'you')) return null;
    const filter: Filter | null = both
      ? { kind: 'object', zone: 'graveyard', match: { types: ['Instant', 'Sorcery'], owner: 'you' } }
      : descFilter(d!);
    if (filter?.kind !== 'object' || !p.eat('gains')) return null;
    return grantedFlashback(p, { kind: 'all', filter });
  });
}

/**
 * 702.34a: "[card in your graveyard] gains flashback until end of turn. The flashback cost is equal to its / that
 * card's mana cost." Only a card in a graveyard (a target or "each … card in your graveyard").
 */
function grantedFlashback(p: Cursor, subject: ObjectRef): Effect[] | null {
  return p.try(() => {
    if (!p.eat('flashback until end of turn . the flashback cost is equal to')) return null;
    if (!(p.eat('its mana cost') || p.eat("that card 's mana cost"))) return null;
    return [{ kind: 'grantFlashback', what: subject }];
  });
}
