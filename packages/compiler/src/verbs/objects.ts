/**
 * Player verbs whose object is a permanent, card or spell: destroy, exile, sacrifice, detain, tap and untap,
 * transform, regenerate, return and put (zone changes), attach, exchange, counter and change targets. Each is one
 * entry of PLAYER_VERBS (effects.ts).
 */
import type { Amount, CardType, Effect, Filter, ObjectMatch, ObjectRef } from '@arbiter/engine';
import type { Cursor } from '../cursor.js';
import { amountEqual, amountFor, counterName, type ObjectVerbScope, type PlayerVerbScope } from '../effects.js';
import { attachedToPhrase } from '../entering-attached.js';
import { graveyardTargetToLibrary } from '../library-moves.js';
import { yourChosenObject } from '../players-choose.js';
import { amount, desc, descFilter, markOther, number, objectPhrase, objectRef } from '../phrases.js';

export function sacrificePlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('sacrifice')) {
    const r = p.try(() => {
      // "sacrifice another creature": one creature other than the source.
      const another = p.eat('another');
      const a = another ? { kind: 'fixed' as const, n: 1 } : amount(p);
      if (!a) return null;
      const d = desc(p);
      if (!d || d.card || d.spell || d.player || d.zone) return null;
      if (another) {
        if (d.plural) return null;
        d.match.other = true;
        for (const alt of d.alternatives ?? []) alt.match.other = true;
      }
      const filter = descFilter(d);
      if (!filter) return null;
      // 608.2h: one player sacrificing one creature — a later "that creature's toughness" is that creature.
      if (
        (who.kind === 'you' || (who.kind === 'target' && ctx.targets[who.target]?.count.max === 1)) &&
        a.kind === 'fixed' &&
        a.n === 1 &&
        d.match.types?.length === 1 &&
        d.match.types[0] === 'Creature'
      )
        ctx.sacrificedThisWay = true;
      return [{ kind: 'sacrifice', who, filter, count: a } as Effect];
    });
    if (r) return r;
    const ref = objectRef(p, ctx);
    if (ref && who.kind === 'you') return [{ kind: 'sacrificeObject', what: ref } as Effect];
    return fail();
  }
  return undefined;
}

export function exchangePlayerVerb({ p, ctx, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind === 'you' && !third && p.is('exchange', 'control', 'of')) {
    // 701.8: "Exchange control of ~ and target creature", "… of target land you control and target land an
    // opponent controls", "… of two target creatures".
    const r = p.try((): Effect[] | null => {
      p.i += 3;
      const n0 = ctx.targets.length;
      const first = objectPhrase(p, ctx);
      if (!first) return null;
      if (first.kind === 'target' && ctx.targets[n0]?.count.min === 2 && ctx.targets[n0]?.count.max === 2) {
        return [
          {
            kind: 'exchangeControl',
            a: { kind: 'target', target: first.target, index: 0 },
            b: { kind: 'target', target: first.target, index: 1 },
          },
        ];
      }
      if (
        !(first.kind === 'self' || (first.kind === 'target' && ctx.targets[first.target]?.count.max === 1)) ||
        !p.eat('and')
      )
        return null;
      const second = objectPhrase(p, ctx);
      if (
        !second ||
        second.kind !== 'target' ||
        ctx.targets[second.target]?.count.max !== 1 ||
        ctx.targets[second.target]?.count.min !== 1
      )
        return null;
      return [{ kind: 'exchangeControl', a: first, b: second }];
    });
    if (r) return r;
  }
  return undefined;
}

export function destroyPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  // Imperatives that only "you" do in this grammar.
  if (p.eat('destroy')) {
    const what = objectPhrase(p, ctx);
    if (!what) return fail();
    const noRegen = p.try(() =>
      p.eat('.') && (p.eat("it can't be regenerated") || p.eat("they can't be regenerated")) ? true : null,
    );
    return [{ kind: 'destroy', what, ...(noRegen ? { noRegenerate: true } : {}) } as Effect];
  }
  return undefined;
}

export function exileObjectPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('exile')) {
    const what = objectPhrase(p, ctx, { defaultZone: 'graveyard' });
    if (!what) return fail();
    // 610.3: "… until ~ leaves the battlefield" (a permanent's ability; the card returns when it leaves).
    if (p.eat('until ~ leaves the battlefield'))
      return ctx.permanent && what.kind !== 'self' ? [{ kind: 'exileUntilLeaves', what }] : fail();
    ctx.exiled = what; // "Return the exiled card …" later in this ability (bound by delayed.ts)
    return [{ kind: 'exile', what }];
  }
  return undefined;
}

export function changeTheTargetOfPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('change the target of') || p.eat('choose new targets for')) {
    // 115.7a / 115.7d: the target of a spell or ability on the stack.
    const mode = p.toks[p.i - 1]!.t === 'of' ? ('change' as const) : ('chooseNew' as const);
    const n0 = ctx.targets.length;
    const what = objectPhrase(p, ctx);
    const spec = ctx.targets[n0];
    if (
      !what ||
      what.kind !== 'target' ||
      !spec ||
      spec.filter.kind !== 'stackObject' ||
      (mode === 'change' && !spec.filter.match?.singleTarget)
    )
      return fail();
    // "… to ~" (a permanent's ability): the new target is the permanent itself, if legal (115.7a).
    const toSelf = mode === 'change' && ctx.permanent && p.eat('to ~');
    const newMust = mode === 'change' && p.eat('. the new target must be a player') ? ('player' as const) : undefined;
    if (toSelf && newMust) return fail();
    return [{ kind: 'changeTargets', what, mode, ...(newMust ? { newMust } : {}), ...(toSelf ? { toSelf } : {}) }];
  }
  return undefined;
}

export function counterPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('counter')) {
    const what = objectPhrase(p, ctx);
    return what ? [{ kind: 'counter', what }] : fail();
  }
  return undefined;
}

export function copyPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  // 707.10 / 608.2h: "Whenever you cast an instant or sorcery spell, copy that spell": the triggering spell, copied
  // even if it has left the stack (its last known information).
  const spell = p.card.triggerSpell === 'triggeringObject' ? p.card.triggerSpellFilter : null;
  const itIsSpell = ctx.it === null || ctx.it.kind === 'triggeringObject'; // "copy it": "it" is that spell
  if (spell && copiable(spell) && (p.eat('copy that spell') || (itIsSpell && p.eat('copy it')))) {
    const newTargets = p.try(() =>
      p.eat('. you may choose new targets for the copy') ||
      p.eat('and you may choose new targets for the copy') ||
      p.eat(', and you may choose new targets for the copy')
        ? true
        : null,
    );
    return [{ kind: 'copySpell', what: { kind: 'triggeringObject' }, ...(newTargets ? { newTargets } : {}) }];
  }
  if (p.eat('copy')) {
    // 707.10: "Copy target instant or sorcery spell [you control] [twice]. You may choose new targets for the copy."
    const n0 = ctx.targets.length;
    const what = objectPhrase(p, ctx);
    const spec = ctx.targets[n0];
    if (!what || what.kind !== 'target' || !spec || !copiable(spec.filter)) return fail();
    const from = spec.filter.kind === 'stackObject' && !spec.filter.spells ? abilitySource(p) : null;
    if (from && spec.filter.kind === 'stackObject')
      ctx.targets[n0] = {
        ...spec,
        filter: { ...spec.filter, sourceMatch: from.match },
        text: `${spec.text} ${from.text}`,
      };
    const times = copyTimes(p);
    const newTargets = p.try(() =>
      p.eat('. you may choose new targets for the') && (p.eat('copy') || p.eat('copies')) ? true : null,
    );
    return [{ kind: 'copySpell', what, ...(times ? { times } : {}), ...(newTargets ? { newTargets } : {}) }];
  }
  return undefined;
}

/**
 * What this grammar copies: abilities on the stack, and instant and sorcery spells. A copy of a permanent spell
 * becomes a token as it resolves, which the engine does not do: such a copy is refused.
 */
function copiable(f: Filter): boolean {
  if (f.kind !== 'stackObject') return false;
  if (!f.spells) return f.abilities;
  const types = f.match?.types ?? [];
  return types.length > 0 && types.every((t) => t === 'Instant' || t === 'Sorcery');
}

/** The source of an ability by one word ("from a colorless source", "from an artifact source", 113.7). */
const SOURCE_WORDS: Readonly<Record<string, ObjectMatch>> = {
  colorless: { colorless: true },
  artifact: { types: ['Artifact'] },
  creature: { types: ['Creature'] },
  enchantment: { types: ['Enchantment'] },
  land: { types: ['Land'] },
};

/** "from a / an [colorless | artifact | creature | enchantment | land] source" after an ability's description. */
function abilitySource(p: Cursor): { match: ObjectMatch; text: string } | null {
  return p.try(() => {
    const article = p.eat('from a') ? 'a' : p.eat('from an') ? 'an' : null;
    const w = p.next()?.t ?? '';
    const match = SOURCE_WORDS[w];
    return article && match && p.eat('source') ? { match, text: `from ${article} ${w} source` } : null;
  });
}

/** "twice", "three times", "X times" after a copy's object; null for one copy. */
function copyTimes(p: Cursor): Amount | null {
  if (p.eat('twice')) return { kind: 'fixed', n: 2 };
  return p.try(() => {
    const a = amount(p);
    return a && p.eat('times') ? a : null;
  });
}

export function detainPlayerVerb({ p, ctx, who, third, fail }: PlayerVerbScope): Effect[] | null | undefined {
  // 701.35a: "detain [permanents]": until your next turn they can't attack or block and their activated abilities can't be activated.
  if (who.kind === 'you' && !third && p.eat('detain')) {
    const what = objectPhrase(p, ctx);
    if (!what) return fail();
    return [
      {
        kind: 'grantStatic',
        what,
        effect: { kind: 'cantAttackOrBlock', affected: { kind: 'self' } },
        duration: 'untilYourNextTurn',
      },
      {
        kind: 'grantStatic',
        what,
        effect: { kind: 'cantActivate', affected: { kind: 'self' } },
        duration: 'untilYourNextTurn',
      },
    ];
  }
  return undefined;
}

export function tapOrUntapPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('tap or untap')) {
    // 701.26: the controller chooses as it resolves; one object ("target permanent", "that creature").
    const what = objectPhrase(p, ctx);
    const one =
      what &&
      (what.kind === 'target'
        ? ctx.targets[what.target]?.count.max === 1
        : what.kind !== 'all' && what.kind !== 'created');
    return one ? [{ kind: 'tapOrUntap', what }] : fail();
  }
  return undefined;
}

export function tapPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('tap')) {
    const what = objectPhrase(p, ctx);
    return what ? [{ kind: 'tap', what }] : fail();
  }
  return undefined;
}

export function transformPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  // 701.28: "transform ~ / it"; 710: "flip ~ / it" (the engine does nothing to a permanent without that face, 701.28c).
  if (p.is('transform') || (p.is('flip') && !p.is('flip', 'a', 'coin'))) {
    const kind = p.eat('transform') ? 'transform' : (p.eat('flip'), 'flip');
    const what = objectPhrase(p, ctx);
    return what ? [{ kind, what } as Effect] : fail();
  }
  return undefined;
}

export function untapPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('untap')) {
    const what = objectPhrase(p, ctx);
    return what ? [{ kind: 'untap', what }] : fail();
  }
  return undefined;
}

export function regeneratePlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('regenerate')) {
    const what = objectPhrase(p, ctx);
    return what ? [{ kind: 'regenerate', what } as Effect] : fail();
  }
  return undefined;
}

export function returnPlayerVerb({ p, ctx, who, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('return')) {
    const fromGraveyard = who.kind === 'you' ? p.try(() => chosenFromGraveyard(p)) : null;
    if (fromGraveyard) return [{ ...fromGraveyard, who }];
    const chosen = p.try((): Effect[] | null => {
      // "Return a land you control to its owner's hand": chosen on resolution, not targeted. "another": one, not ~.
      const other = p.eat('another');
      const n = other ? 1 : number(p);
      if (n === null) return null;
      const d = desc(p);
      if (!d || d.card || d.spell || d.player || d.zone || d.match.controller !== 'you') return null;
      if (other) markOther(d);
      const filter = descFilter(d);
      if (
        !filter ||
        !(p.eat("to its owner's hand") || p.eat("to their owner's hand") || p.eat("to their owners' hands"))
      )
        return null;
      return [{ kind: 'returnChosen', who, filter, count: n }];
    });
    if (chosen) return chosen;
    const all = p.try(() => allFromGraveyards(p));
    if (all) return [all];
    const what = objectPhrase(p, ctx, { defaultZone: 'graveyard' });
    if (!what) return fail();
    if (what.kind === 'self') p.eat('from your graveyard');
    if (
      p.eat("to its owner's hand") ||
      p.eat("to their owners' hands") ||
      p.eat("to their owner's hand") ||
      p.eat('to your hand') ||
      p.eat("to its owner's hand")
    )
      return [{ kind: 'returnToHand', what }];
    if (p.eat('to the battlefield')) {
      const tappedFirst = p.eat('tapped'); // "… to the battlefield tapped under their owners' control"
      const under: 'you' | 'owner' = p.eat('under your control')
        ? 'you'
        : (p.eat("under its owner's control") ||
            p.eat("under their owners' control") ||
            p.eat("under their owner's control"),
          'owner');
      const tapped = tappedFirst || p.eat('tapped');
      const attacking = tapped && p.eat('and attacking'); // 508.4
      const counters = withCounters(p);
      // 303.4i: "… to the battlefield attached to that creature".
      const host = attacking || counters || what.kind === 'all' ? null : attachedToPhrase(p, ctx, what);
      const e = entering(what, under, tapped, attacking, counters);
      return [host && e.kind === 'putOntoBattlefield' ? { ...e, attachedTo: host } : e];
    }
    return fail();
  }
  return undefined;
}

/** A putOntoBattlefield effect, with only the options that apply ("tapped", "tapped and attacking", counters). */
function entering(
  what: ObjectRef,
  under: 'you' | 'owner',
  tapped: boolean,
  attacking: boolean,
  counters: Record<string, number> | null,
): Effect {
  return {
    kind: 'putOntoBattlefield',
    what,
    under,
    ...(tapped ? { tapped } : {}),
    ...(attacking ? { attacking } : {}),
    ...(counters ? { counters } : {}),
  };
}

/**
 * 122.6 / 614.1c: "… onto the battlefield with a finality counter on it" / "with N +1/+1 counters on it": the
 * counters it enters with (122.1h: a finality counter exiles it instead of putting it into a graveyard), or null.
 */
function withCounters(p: Cursor): Record<string, number> | null {
  return p.try(() => {
    if (!p.eat('with')) return null;
    const n = p.eat('a') || p.eat('an') ? 1 : number(p);
    const kind = n === null ? null : counterName(p);
    if (n === null || !kind || !p.eat(n === 1 ? 'counter on it' : 'counters on it')) return null;
    return { [kind]: n };
  });
}

/**
 * Card types whose cards the engine puts onto the battlefield with every choice made as they enter: an Aura's object
 * (303.4f, chosen by the effect's verb) but not a battle's protector, chosen as it enters, which isn't modelled here.
 */
const ENTERING_TYPES: readonly CardType[] = ['Creature', 'Land', 'Artifact', 'Planeswalker', 'Enchantment'];

/**
 * "Return all [land / creature / enchantment …] cards from your graveyard / from all graveyards to the battlefield
 * [tapped] [under their owners' control]" (110.2: each card enters under its owner's control; 303.4f–g: an Aura enters
 * attached to a permanent chosen as it enters, or stays in the graveyard). Never battles (above).
 */
function allFromGraveyards(p: Cursor): Effect | null {
  if (!p.eat('all')) return null;
  const d = desc(p);
  if (!d || !d.card || d.zone !== 'graveyard' || d.alternatives || d.player) return null;
  const types = d.match.types ?? [];
  if (types.length === 0 || types.some((t) => !ENTERING_TYPES.includes(t))) return null;
  const filter = descFilter(d);
  if (!filter || !p.eat('to the battlefield')) return null;
  const tappedFirst = p.eat('tapped');
  if (!(p.eat("under their owners' control") || (d.match.owner === 'you' && p.eat('under your control')))) {
    if (d.match.owner !== 'you') return null; // "from all graveyards" names whose control
  }
  const tapped = tappedFirst || p.eat('tapped');
  return { kind: 'putOntoBattlefield', what: { kind: 'all', filter }, under: 'owner', ...(tapped ? { tapped } : {}) };
}

export function putPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('put')) {
    const counters = p.try(() => {
      const aNumber = p.eat('a number of');
      const a = aNumber ? { kind: 'fixed' as const, n: 0 } : amount(p);
      if (!a) return null;
      const ct = counterName(p);
      if (!ct || !(p.eat('counters on') || p.eat('counter on'))) return null;
      // "on each of up to two target creatures" / "on each of two target creatures": each target gets them (601.2c)
      const eachOf = p.is('each', 'of') && (p.peek(2) === 'up' || p.peek(3) === 'target');
      if (eachOf) p.i += 2;
      // 608.2d: "… counter on a creature you control": chosen as the instruction is followed (no target).
      const chosen = eachOf || aNumber ? null : yourChosenObject(p);
      if (chosen) {
        if (p.is('for', 'each')) return null;
        ctx.it = { kind: 'chosenThisWay' };
        return [chosen, { kind: 'addCounters', what: { kind: 'chosenThisWay' }, counter: ct, amount: a } as Effect];
      }
      const what = objectPhrase(p, ctx);
      if (eachOf && what?.kind !== 'target') return null;
      if (aNumber) {
        // "Put a number of +1/+1 counters on it equal to your devotion to green."
        const eq = p.eat('equal to') ? amountEqual(p, ctx) : null;
        return what && eq ? [{ kind: 'addCounters', what, counter: ct, amount: eq } as Effect] : null;
      }
      // "Put a +1/+1 counter on ~ for each …": the count multiplies (determined as the effect resolves).
      const total = p.is('for', 'each') ? amountFor(p, a, ctx) : a;
      if (!total || p.is('for', 'each')) return null;
      return what ? [{ kind: 'addCounters', what, counter: ct, amount: total } as Effect] : null;
    });
    if (counters) return counters;
    const what = objectPhrase(p, ctx, { defaultZone: 'graveyard' });
    if (!what) return fail();
    const toLibrary = graveyardTargetToLibrary(p, ctx, what);
    if (toLibrary) return [toLibrary];
    if (
      p.eat("on top of its owner's library") ||
      p.eat("on top of their owner's library") ||
      p.eat("on top of their owners' libraries")
    )
      return [{ kind: 'putInLibrary', what, position: 'top' } as Effect];
    if (p.eat("on the bottom of its owner's library") || p.eat("on the bottom of their owners' libraries"))
      return [{ kind: 'putInLibrary', what, position: 'bottom' } as Effect];
    if (p.eat('onto the battlefield')) {
      const under: 'you' | 'owner' = p.eat('under your control') ? 'you' : 'owner';
      const tapped = p.eat('tapped');
      const attacking = tapped && p.eat('and attacking'); // 508.4
      const counters = withCounters(p);
      return [entering(what, under, tapped, attacking, counters)];
    }
    return fail();
  }
  return undefined;
}

export function attachToPlayerVerb({ p, ctx, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.eat('attach ~ to')) {
    const what = objectPhrase(p, ctx);
    return what ? [{ kind: 'attach', to: what }] : fail();
  }
  return undefined;
}

/** 701.44a: "[it / ~ / target creature] explores." */
export function exploresObjectVerb({ p, subject, plural }: ObjectVerbScope): Effect[] | null | undefined {
  if (plural || !p.eat('explores')) return undefined;
  return [{ kind: 'explore', what: subject }];
}

/**
 * "return a creature card from your graveyard to your hand", "return up to two creature cards from your graveyard to
 * your hand", "return a land card from your graveyard to the battlefield tapped": cards chosen as the effect resolves
 * (not targeted, 115.1), engine `returnChosen` with `from` 'graveyard'.
 */
function chosenFromGraveyard(p: Cursor): Extract<Effect, { kind: 'returnChosen' }> | null {
  const upTo = p.eat('up to');
  const n = number(p);
  if (n === null || p.is('target') || p.is('other') || p.is('another')) return null;
  const d = desc(p);
  if (!d || !d.card || d.spell || d.player || d.zone !== 'graveyard' || d.match.owner !== 'you') return null;
  // Characteristics a card has in a graveyard (no battlefield-only state such as tapped or controller).
  const cardKeys = new Set(['types', 'subtypes', 'supertypes', 'notTypes', 'notSupertypes', 'colors', 'owner']);
  if (d.alternatives || Object.keys(d.match).some((k) => !cardKeys.has(k))) return null;
  const f = descFilter(d, 'graveyard');
  if (!f || f.kind !== 'object') return null;
  const filter: Filter = { kind: 'object', match: f.match };
  const to = p.eat('to your hand') ? 'hand' : p.eat('to the battlefield') ? 'battlefield' : null;
  if (!to) return null;
  const tapped = to === 'battlefield' && p.eat('tapped');
  if (!(p.is('.') || p.is(',') || p.done)) return null;
  return {
    kind: 'returnChosen',
    who: { kind: 'you' },
    filter,
    count: n,
    from: 'graveyard',
    to,
    ...(upTo ? { upTo } : {}),
    ...(tapped ? { tapped } : {}),
  };
}

/** 701.15a: "goad target creature [an opponent controls]", "goad each creature target player controls", "goad it". */
export function goadPlayerVerb({ p, ctx, who, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !p.eat('goad')) return undefined;
  const what = objectPhrase(p, ctx);
  return what ? [{ kind: 'goad', what }] : fail();
}
