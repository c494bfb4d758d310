/**
 * Prevention and redirection effects from resolving spells and abilities (615, 614.9, 609.7):
 *
 *   "The next time a [red] source of your choice would deal damage to you this turn, prevent that damage."
 *   "The next time [target creature | ~] would deal [combat] damage [to R] this turn, [result]."
 *   "Prevent all [combat] damage that would be dealt to and dealt by target creature this turn."
 *   "Prevent all [combat] damage [that would be dealt by O | O would deal] this turn."
 *   "Prevent all damage a source of your choice would deal [to you] this turn."
 *   "The next N damage that would be dealt to R this turn is dealt to S instead."
 *   "All [combat] damage that would be dealt [this turn] to R [by S] is dealt to T instead."
 *
 * Anything these don't read exactly (follow-ups such as "You gain life equal to the damage prevented this way")
 * is left to fail, so such cards stay uncompiled rather than half-done.
 */
import type { CardCtx } from './card-context.js';
import type {
  AbilityNode,
  CardType,
  Color,
  DamageMode,
  DamageRecipient,
  StaticEffect,
  DieReplacementStatic,
  Effect,
  RedirectAllStatic,
  Filter,
  ObjectMatch,
  ObjectRef,
  ShieldResult,
  ShieldSource,
} from '@arbiter/engine';
import type { Token } from './tokens.js';
import { Cursor } from './cursor.js';
import { type Ctx, amount, desc, descFilter, number, objectPhrase, playerRef, targetPhrase } from './phrases.js';
import { COLOR_WORDS } from './vocab.js';

/** A damage recipient: "target creature", "any target", "you", "~", "enchanted creature", "an opponent". */
function recipient(p: Cursor, ctx: Ctx): DamageRecipient | null {
  if (p.eat('an opponent')) return { kind: 'each', relation: 'opponent' };
  if (p.eat('players')) return { kind: 'each', relation: 'any' };
  const t = targetPhrase(p, ctx);
  if (t) {
    const ref = { kind: 'target' as const, target: t.index };
    if (t.filter.kind === 'object') ctx.it = ref;
    return ref;
  }
  return playerRef(p, ctx) ?? objectPhrase(p, ctx);
}

/** "red", "black or red": colour words joined by "or" (possibly none). */
function colorAlternatives(p: Cursor): Color[] {
  const colors: Color[] = [];
  for (;;) {
    const c = COLOR_WORDS[p.peek() ?? ''];
    if (!c) break;
    p.i++;
    colors.push(c);
    if (!p.eat('or')) break;
  }
  return colors;
}

/** 609.7a: "a [red | black or red | artifact] source of your choice", "a creature of your choice with shadow". */
function chosenSource(p: Cursor): ShieldSource | null {
  return p.try((): ShieldSource | null => {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const match: { colors?: ObjectMatch['colors']; types?: ObjectMatch['types'] } = {};
    const colors = colorAlternatives(p);
    if (colors.length) match.colors = colors;
    else if (p.eat('artifact')) match.types = ['Artifact'];
    else if (p.eat('land')) match.types = ['Land'];
    if (p.eat('source of your choice'))
      return { kind: 'chosen', ...(Object.keys(match).length ? { quality: { kind: 'object', match } } : {}) };
    if (!match.colors && !match.types && p.eat('creature of your choice with shadow'))
      return { kind: 'chosen', quality: { kind: 'object', match: { types: ['Creature'], withKeyword: 'shadow' } } };
    return null;
  });
}

/** What happens instead: "prevent that damage", "that damage is dealt to R instead", … */
function shieldResult(p: Cursor, ctx: Ctx, sourceIsObject: boolean): ShieldResult | null {
  return p.try((): ShieldResult | null => {
    if (p.eat('prevent that damage')) return { kind: 'prevent' };
    if (p.eat('prevent all but')) {
      const n = number(p);
      return n !== null && p.eat('of that damage') ? { kind: 'preventAllBut', n } : null;
    }
    if (p.eat('prevent half that damage , rounded down')) return { kind: 'preventHalf' };
    if (p.eat("that damage is dealt to that source 's controller instead"))
      return { kind: 'redirect', to: 'sourceController' };
    let to: DamageRecipient | 'source' | null = null;
    if (p.eat('that damage is dealt to')) to = recipient(p, ctx);
    else if (
      p.eat('that source deals that damage to') ||
      (sourceIsObject && (p.eat('it deals that damage to') || p.eat('that creature deals that damage to')))
    ) {
      to = p.eat('itself') ? 'source' : recipient(p, ctx);
    }
    if (!to || !p.eat('instead')) return null;
    return { kind: 'redirect', to };
  });
}

/** "[would deal] [combat] damage [to R] this turn": the rest of a shield's event. */
function dealClause(p: Cursor, ctx: Ctx): { to: DamageRecipient | null; combatOnly: boolean } | null {
  return p.try(() => {
    const combatOnly = p.eat('combat');
    if (!p.eat('damage')) return null;
    let to: DamageRecipient | null = null;
    if (p.eat('to')) {
      to = recipient(p, ctx);
      if (!to) return null;
    }
    return p.eat('this turn') ? { to, combatOnly } : null;
  });
}

/** 615.7 / 609.7a: "The next time [source] would deal [combat] damage [to R] this turn, [result]." */
function nextTime(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('the next time')) return null;
    let source: ShieldSource | null;
    let to: DamageRecipient | null = null;
    let combatOnly = false;
    if (p.eat('damage would be dealt to')) {
      // "The next time damage would be dealt to ~ this turn, …": any source.
      source = { kind: 'any' };
      to = recipient(p, ctx);
      if (!to || !p.eat('this turn')) return null;
    } else {
      source = chosenSource(p);
      if (!source) {
        const what = objectPhrase(p, ctx);
        if (!what) return null;
        source = { kind: 'object', what };
      }
      if (!p.eat('would deal')) return null;
      const d = dealClause(p, ctx);
      if (!d) return null;
      to = d.to;
      combatOnly = d.combatOnly;
    }
    if (!p.eat(',')) return null;
    const result = shieldResult(p, ctx, source.kind === 'object');
    if (!result) return null;
    return [{ kind: 'damageShield', source, to, result, ...(combatOnly ? { combatOnly } : {}) }];
  });
}

/** A plural description of sources as it would deal damage: "creatures", "attacking creatures", "creatures without flying". */
function sourcesFilter(p: Cursor): Filter | null {
  return p.try(() => {
    const d = desc(p);
    if (!d || !d.plural || d.player || d.card) return null;
    if (d.spell) return null;
    return descFilter(d);
  });
}

/** "creatures you control", "you and creatures you control", "artifact creatures": recipients as a filter. */
function pluralRecipients(p: Cursor): Filter | null {
  return p.try((): Filter | null => {
    const you = p.eat('you and');
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
    const f = descFilter(d);
    if (!f) return null;
    return you ? { kind: 'anyOf', filters: [{ kind: 'player', relation: 'you' }, f] } : f;
  });
}

/**
 * "Prevent all [combat] damage …" and "Prevent the next N/X damage that would be dealt by O this turn": the forms
 * the plain "prevent the next N damage that would be dealt to R this turn" (effects.ts) doesn't read.
 */
function preventAll(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('prevent')) return null;
    let amount: number | 'all';
    let x = false;
    if (p.eat('all')) amount = 'all';
    else if (p.eat('the next x')) {
      amount = 0;
      x = true;
    } else if (p.eat('the next')) {
      const n = number(p);
      if (n === null) return null;
      amount = n;
    } else return null;
    const combatOnly = p.eat('combat');
    if (!p.eat('damage')) return null;
    const combat: Combat = combatOnly ? { combatOnly } : {};
    if (x) {
      // "Prevent the next X damage that would be dealt to R this turn" (X: the spell's X or "where X is …").
      if (!p.eat('that would be dealt to')) return null;
      const to = recipient(p, ctx);
      if (!to || !p.eat('this turn')) return null;
      return [{ kind: 'preventDamage', to, amount: 0, amountOf: { kind: 'x' } }];
    }
    if (p.eat('that would be dealt')) return preventDealt(p, ctx, amount, combat);
    if (amount !== 'all') return null;
    return preventAllWouldDeal(p, ctx, combat);
  });
}

/** `{ combatOnly: true }` for "combat damage", else nothing. */
type Combat = { combatOnly?: true };

/** A prevention shield lasting the turn, from a source, for damage to a recipient (or any). */
function preventShield(source: ShieldSource, to: DamageRecipient | null, combat: Combat): Effect {
  return { kind: 'damageShield', source, to, result: { kind: 'prevent' }, lasting: true, ...combat };
}

/** After "prevent all / the next N [combat] damage that would be dealt": "… to R / by O / to and dealt by O this turn". */
function preventDealt(p: Cursor, ctx: Ctx, amount: number | 'all', combat: Combat): Effect[] | null {
  // "… dealt to and dealt by O this turn" (both halves: damage to it and damage it deals).
  if (amount === 'all' && p.eat('to and dealt by')) {
    const o = objectPhrase(p, ctx);
    if (!o || !p.eat('this turn')) return null;
    return [
      { kind: 'preventDamage', to: o, amount, ...combat },
      { kind: 'preventDamage', to: null, amount, by: o, ...combat },
    ];
  }
  let to: DamageRecipient | null = null;
  let turn = p.eat('this turn');
  // "… to creatures you control / to you and permanents you control [this turn]": judged as the damage would be dealt.
  const toMatching = amount === 'all' ? p.try(() => (p.eat('to') ? pluralRecipients(p) : null)) : null;
  if (toMatching) {
    turn ||= p.eat('this turn');
    if (!turn || p.is('by')) return null;
    return [
      {
        kind: 'damageShield',
        source: { kind: 'any' },
        to: null,
        toMatching,
        result: { kind: 'prevent' },
        lasting: true,
        ...combat,
      },
    ];
  }
  if (p.eat('to')) {
    to = recipient(p, ctx);
    if (!to) return null;
  }
  turn ||= p.eat('this turn');
  // "Prevent all combat damage that would be dealt to players this turn."
  if (to && to.kind === 'each' && to.relation === 'any' && turn && !p.is('by'))
    return [{ kind: 'preventDamage', to, amount, ...combat }];
  if (!p.eat('by')) return null;
  const chosen = amount === 'all' ? chosenSource(p) : null;
  let by: ObjectRef | null = null;
  let matching: Filter | null = null;
  if (!chosen) {
    by = objectPhrase(p, ctx);
    if (!by) {
      if (amount !== 'all') return null;
      matching = sourcesFilter(p);
      if (!matching) return null;
    }
  }
  if (!(p.eat('this turn') || turn)) return null;
  if (chosen) return [preventShield(chosen, to, combat)];
  if (matching) return [preventShield({ kind: 'matching', filter: matching }, to, combat)];
  // "by O" with a recipient too would need both checks on one shield; the plain form only.
  if (to) return [preventShield({ kind: 'object', what: by! }, to, combat)];
  return [{ kind: 'preventDamage', to: null, amount, by: by!, ...combat }];
}

/** "Prevent all [combat] damage O would deal [to you] this turn." */
function preventAllWouldDeal(p: Cursor, ctx: Ctx, combat: Combat): Effect[] | null {
  const chosen = chosenSource(p);
  const by = chosen ? null : objectPhrase(p, ctx);
  if (!chosen && !by) return null;
  if (!p.eat('would deal')) return null;
  let to: DamageRecipient | null = null;
  if (p.eat('to')) {
    to = recipient(p, ctx);
    if (!to) return null;
  }
  if (!p.eat('this turn')) return null;
  if (chosen) return [preventShield(chosen, to, combat)];
  if (to) return [preventShield({ kind: 'object', what: by! }, to, combat)];
  return [{ kind: 'preventDamage', to: null, amount: 'all', by: by!, ...combat }];
}

/** 614.9: "The next N damage that would be dealt [this turn] to R [this turn] is dealt to S instead." */
function nextNRedirect(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('the next')) return null;
    const n = amount(p);
    if (!n || n.kind === 'triggerAmount' || !p.eat('damage that would be dealt')) return null;
    const turn = p.eat('this turn');
    if (!p.eat('to')) return null;
    const from = recipient(p, ctx);
    if (!from || !(p.eat('this turn') || turn)) return null;
    if (!p.eat('is dealt to')) return null;
    const to = recipient(p, ctx);
    if (!to || !p.eat('instead')) return null;
    return [{ kind: 'redirectDamage', from, to, amount: n }];
  });
}

/** 614.9: "All [combat] damage that would be dealt [this turn] to R [this turn] [by S] is dealt to T instead." */
function allRedirect(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('all')) return null;
    const combatOnly = p.eat('combat');
    if (!p.eat('damage that would be dealt')) return null;
    let turn = p.eat('this turn');
    if (!p.eat('to')) return null;
    const to = recipient(p, ctx);
    if (!to) return null;
    turn ||= p.eat('this turn');
    let source: ShieldSource = { kind: 'any' };
    if (p.eat('by')) {
      const chosen = chosenSource(p);
      if (chosen) source = chosen;
      else {
        const o = objectPhrase(p, ctx);
        if (!o) return null;
        source = { kind: 'object', what: o };
      }
    }
    turn ||= p.eat('this turn');
    if (!turn || !p.eat('is dealt to')) return null;
    let dest: DamageRecipient | 'sourceController' | null;
    if (
      source.kind === 'object' &&
      (p.eat('its controller') || p.eat("that spell 's controller") || p.eat("that creature 's controller"))
    )
      dest = 'sourceController';
    else dest = recipient(p, ctx);
    if (!dest || !p.eat('instead')) return null;
    return [
      {
        kind: 'damageShield',
        source,
        to,
        result: { kind: 'redirect', to: dest },
        lasting: true,
        ...(combatOnly ? { combatOnly } : {}),
      },
    ];
  });
}

/**
 * "[shield]. You gain life equal to the damage prevented this way." — the second sentence is part of the same
 * prevention effect (615.6), so it is read here (up to its own full stop, which the sentence grammar eats).
 */
function withLifeGain(p: Cursor, out: Effect[]): Effect[] {
  const last = out[out.length - 1];
  if (
    out.length !== 1 ||
    !last ||
    !p.is('.', 'you', 'gain', 'life', 'equal', 'to', 'the', 'damage', 'prevented', 'this', 'way', '.')
  )
    return out;
  let shield: Effect | null = null;
  if (last.kind === 'damageShield' && last.result.kind !== 'redirect') shield = { ...last, gainLife: true };
  // "Prevent all damage target spell would deal this turn": the same prevention, as a lasting shield on that source.
  else if (last.kind === 'preventDamage' && last.by && last.to === null && last.amount === 'all') {
    shield = {
      kind: 'damageShield',
      source: { kind: 'object', what: last.by },
      to: null,
      result: { kind: 'prevent' },
      lasting: true,
      gainLife: true,
      ...(last.combatOnly ? { combatOnly: true } : {}),
    };
  }
  if (!shield) return out;
  p.i += 11;
  return [shield];
}

/** One clause of the forms above, or null (consuming nothing). */
export function preventionClause(p: Cursor, ctx: Ctx): Effect[] | null {
  if (p.eat("damage can't be prevented this turn")) return [{ kind: 'damageUnpreventable' }]; // 615.12
  if (p.is('the', 'next') || p.is('all') || p.is('prevent')) {
    // A form that read a target and then failed must not leave that target behind: the next form (or the plain
    // reading in effects.ts) reads it again, and the ability would ask for two targets and use one.
    const n0 = ctx.targets.length;
    const undo = (): null => ((ctx.targets.length = n0), null);
    const forms = [nextTime, preventAll, nextNRedirect, allRedirect];
    for (const form of forms) {
      const r = form(p, ctx) ?? undo();
      if (r) return withLifeGain(p, r);
    }
  }
  return null;
}

/**
 * 615.12: the sentence "The damage can't be prevented." after a sentence whose last effect deals damage: that
 * damage can't be prevented. Patches `out` and consumes the sentence, or returns false consuming nothing.
 */
export function unpreventableSentence(p: Cursor, out: Effect[]): boolean {
  if (!p.is('the', 'damage', "can't", 'be', 'prevented', '.')) return false;
  const last = out[out.length - 1];
  if (!last || last.kind !== 'damage' || out.filter((e) => e.kind === 'damage').length !== 1) return false;
  out[out.length - 1] = { ...last, cantBePrevented: true };
  p.i += 6;
  return true;
}

/**
 * 614.1a / 700.4: "If [a creature dealt damage this way | that creature [or planeswalker] | the creature | a creature] would die this
 * turn, exile it instead." — a whole sentence, including its full stop.
 */
export function dieSentence(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('if')) return null;
    let e: Effect;
    if (p.eat('a creature dealt damage this way')) e = { kind: 'exileIfDies', what: null, dealtDamageThisWay: true };
    else if (p.eat('a creature')) e = { kind: 'exileIfDies', what: null };
    // "that creature or planeswalker": the target, whichever it is (700.4: a permanent put into a graveyard dies).
    else if (ctx.it && (p.eat('that creature or planeswalker') || p.eat('that creature') || p.eat('the creature')))
      e = { kind: 'exileIfDies', what: ctx.it };
    else return null;
    if (!p.eat('would die this turn , exile it instead')) return null;
    return p.eat('.') || p.done ? [e] : null;
  });
}

/** 614.9: the static "All damage that would be dealt to you is dealt to ~ instead" and its variants. */
function redirectStatic(p: Cursor, line: string): AbilityNode[] | null {
  return p.try((): AbilityNode[] | null => {
    if (!p.eat('all')) return null;
    const combatOnly = p.eat('combat');
    if (!p.eat('damage that would be dealt to')) return null;
    let from: RedirectAllStatic['from'];
    if (p.eat('you or another permanent you control')) from = 'youAndOtherPermanents';
    else if (p.eat('you')) from = 'you';
    else if (p.eat('enchanted creature')) from = 'enchanted';
    else return null;
    // "by artifacts", "by unblocked creatures": the sources (609.7b).
    const by = p.eat('by') ? redirectedSources(p) : undefined;
    if (by === null || !p.eat('is dealt to')) return null;
    let to: RedirectAllStatic['to'];
    if (from === 'enchanted') {
      if (!p.eat('its controller')) return null;
      to = 'enchantedController';
    } else if (p.eat('~')) to = 'self';
    else if (p.eat('enchanted creature')) to = 'enchanted';
    else if (p.eat('equipped creature')) to = 'equipped';
    else return null;
    if (!p.eat('instead') || !(p.eat('.') && p.done)) return null;
    const effect: RedirectAllStatic = {
      kind: 'redirectAllDamage',
      from,
      to,
      ...(by ? { by } : {}),
      ...(combatOnly ? { combatOnly } : {}),
    };
    return [{ kind: 'static', effect, text: line }];
  });
}

/** The plural sources of "… dealt to you by artifacts / by unblocked creatures …" (permanents only). */
function redirectedSources(p: Cursor): Filter | null {
  // 509.1h: an unblocked creature is an attacking creature no creature blocks.
  if (p.eat('unblocked creatures'))
    return { kind: 'object', match: { types: ['Creature'], attacking: true, unblocked: true } };
  const d = desc(p);
  if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
  return descFilter(d);
}

type ReplaceDamageTo = Extract<StaticEffect, { kind: 'replaceDamage' }>['to'];

/**
 * 609.7 / 614.1a: the source of "If [source] would deal damage …": "a source", "a red source", "an artifact", "a
 * creature", "an instant or sorcery source", "a red spell", "another red source you control", "a source an opponent
 * controls". A source that is a spell is matched on the stack, one that has left by its last known information.
 */
function damageSourceFilter(p: Cursor): Filter | null | 'any' {
  return p.try((): Filter | 'any' | null => {
    const m: { colors?: Color[]; types?: CardType[]; other?: boolean; controller?: 'you' | 'opponent' } = {};
    if (p.eat('another')) m.other = true;
    else if (!(p.eat('a') || p.eat('an'))) return null;
    const colors = colorAlternatives(p);
    if (colors.length) m.colors = colors;
    let spell = false;
    if (p.eat('instant or sorcery')) {
      m.types = ['Instant', 'Sorcery'];
      if (p.eat('spell')) spell = true;
      else if (!p.eat('source')) return null;
    } else if (p.eat('artifact')) {
      m.types = ['Artifact'];
      p.eat('source');
    } else if (p.eat('creature')) m.types = ['Creature'];
    else if (p.eat('spell')) spell = true;
    else if (!p.eat('source')) return null;
    if (p.eat('you control')) m.controller = 'you';
    else if (p.eat('an opponent controls')) m.controller = 'opponent';
    if (!spell && Object.keys(m).length === 0) return 'any';
    return spell ? { kind: 'stackObject', spells: true, abilities: false, match: m } : { kind: 'object', match: m };
  });
}

/** The recipient of "If [source] would deal damage to [recipient], …", with the words "to that …" repeats. */
function staticDamageRecipient(p: Cursor): { to: ReplaceDamageTo; echo: string[] } | null {
  return p.try((): { to: ReplaceDamageTo; echo: string[] } | null => {
    if (p.eat('you')) return { to: 'you', echo: ['you'] };
    if (p.eat('~')) return { to: 'self', echo: ['~'] };
    if (p.eat('enchanted creature')) return { to: 'enchanted', echo: ['enchanted', 'creature'] };
    if (p.eat('equipped creature')) return { to: 'equipped', echo: ['equipped', 'creature'] };
    if (!(p.eat('a') || p.eat('an'))) return null;
    if (p.eat('permanent or player')) return { to: 'any', echo: ['that', 'permanent', 'or', 'player'] };
    if (p.eat('creature or player'))
      return {
        to: {
          kind: 'anyOf',
          filters: [
            { kind: 'object', match: { types: ['Creature'] } },
            { kind: 'player', relation: 'any' },
          ],
        },
        echo: ['that', 'creature', 'or', 'player'],
      };
    if (p.eat('player')) return { to: { kind: 'player', relation: 'any' }, echo: ['that', 'player'] };
    if (p.is('opponent')) {
      p.i++;
      return { to: { kind: 'player', relation: 'opponent' }, echo: ['that', 'player'] };
    }
    const start = p.i;
    const d = desc(p);
    if (!d || d.plural || d.card || d.spell || d.player || d.zone) return null;
    const f = descFilter(d);
    if (!f) return null;
    const noun = p.toks
      .slice(start, p.i)
      .map((t) => t.t)
      .filter((w) => w !== 'you' && w !== 'control');
    return { to: f, echo: ['that', noun[noun.length - 1]!] };
  });
}

/**
 * 614.1a / 615.1a: "If [source] would deal [combat] damage [to recipient], [prevent N of that damage | prevent that
 * damage | it deals double that damage [to that …] instead | it deals that much damage plus/minus N [to that …] instead]."
 */
function ifSourceStatic(p: Cursor, line: string): AbilityNode[] | null {
  return p.try((): AbilityNode[] | null => {
    if (!p.eat('if')) return null;
    const from = damageSourceFilter(p);
    if (!from || !p.eat('would deal')) return null;
    const combatOnly = p.eat('combat');
    if (!p.eat('damage')) return null;
    let rec: { to: ReplaceDamageTo; echo: string[] } | null = null;
    if (p.eat('to')) {
      rec = staticDamageRecipient(p);
      if (!rec) return null;
    }
    if (!p.eat(',')) return null;
    const echo = (): boolean => (rec ? p.eat('to', ...rec.echo) : true) && p.eat('instead');
    let mode: DamageMode;
    if (rec && p.eat('prevent that damage')) mode = { kind: 'prevent', amount: 'all' };
    else if (rec && p.eat('prevent')) {
      const n = number(p);
      if (n === null || !p.eat('of that damage')) return null;
      mode = { kind: 'prevent', amount: n };
    } else if (p.eat('it deals double that damage') && echo()) mode = { kind: 'double' };
    else if (p.eat('it deals that much damage')) {
      const sign = p.eat('plus') ? 1 : p.eat('minus') ? -1 : 0;
      const n = sign ? number(p) : null;
      if (n === null || !echo()) return null;
      mode = { kind: 'plus', n: sign * n };
    } else return null;
    if (!(p.eat('.') && p.done)) return null;
    const effect: StaticEffect = {
      kind: 'replaceDamage',
      to: rec ? rec.to : 'any',
      mode,
      ...(combatOnly ? { combatOnly } : {}),
      ...(from !== 'any' ? { from } : {}),
    };
    return [{ kind: 'static', effect, text: line }];
  });
}

/**
 * 614.1a: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead."
 * / "If a card [or token] | an instant or sorcery card | a permanent would be put into [a | your | an opponent's]
 * graveyard [from anywhere], exile it instead."
 */
function graveyardStatic(p: Cursor, line: string): AbilityNode[] | null {
  return p.try((): AbilityNode[] | null => {
    const st = (effect: StaticEffect): AbilityNode[] => [{ kind: 'static', effect, text: line }];
    if (
      p.eat(
        "if ~ would be put into a graveyard from anywhere , reveal ~ and shuffle it into its owner 's library instead .",
      ) &&
      p.done
    )
      return st({ kind: 'graveyardReplacement', what: 'self' });
    if (!p.eat('if')) return null;
    let e: {
      what: 'other';
      match?: ObjectMatch;
      tokens?: boolean;
      permanentsOnly?: boolean;
      whose?: 'you' | 'opponent';
    };
    if (p.eat('a card or token')) e = { what: 'other', tokens: true };
    else if (p.eat('a card')) e = { what: 'other' };
    else if (p.eat('an instant or sorcery card')) e = { what: 'other', match: { types: ['Instant', 'Sorcery'] } };
    else if (p.eat('a permanent')) e = { what: 'other', permanentsOnly: true };
    else return null;
    if (!p.eat('would be put into')) return null;
    if (p.eat('your graveyard')) e.whose = 'you';
    else if (p.eat("an opponent 's graveyard")) e.whose = 'opponent';
    else if (!p.eat('a graveyard')) return null;
    // "from anywhere" for cards; a permanent is put there from the battlefield.
    if (e.permanentsOnly ? p.is('from') : !p.eat('from anywhere')) return null;
    if (!(p.eat(', exile it instead .') || p.eat(', exile that card instead .')) || !p.done) return null;
    return st({ kind: 'graveyardReplacement', ...e });
  });
}

/**
 * 614.1a / 614.9 statics: "If ~ would die, … instead", "If a creature dealt damage by ~ this turn would die, exile it
 * instead", "All damage that would be dealt to you is dealt to ~ instead".
 */
export function insteadStatic(
  toks: readonly Token[],
  card: CardCtx,
  line: string,
  permanent: boolean,
): AbilityNode[] | null {
  if (!permanent) return null;
  const p = new Cursor(toks, card);
  const redirect = redirectStatic(p, line);
  if (redirect) return redirect;
  const ifSource = ifSourceStatic(p, line);
  if (ifSource) return ifSource;
  const gy = graveyardStatic(p, line);
  if (gy) return gy;
  if (p.eat("damage that would be dealt by ~ can't be prevented .") && p.done)
    return [{ kind: 'static', effect: { kind: 'damageCantBePrevented' }, text: line }]; // 615.12
  // 614.1a / 614.11: "If you would gain life, you gain twice that much life instead." / "If you would draw a card, draw two cards instead."
  if (p.eat('if you would gain life , you gain twice that much life instead .') && p.done)
    return [{ kind: 'static', effect: { kind: 'doubleEvent', event: 'lifeGain' }, text: line }];
  // 614.1a: "If you would gain life, you gain that much life plus 1 instead."
  if (p.eat('if you would gain life , you gain that much life plus 1 instead .') && p.done)
    return [{ kind: 'static', effect: { kind: 'lifeGainPlus', n: 1 }, text: line }];
  // 614.1a: "If a player / an opponent would gain life, that player gains no life / loses that much life instead."
  const others = p.try((): AbilityNode[] | null => {
    const whose = p.eat('if a player') ? 'any' : p.eat('if an opponent') ? 'opponent' : null;
    if (!whose || !p.eat('would gain life , that player')) return null;
    const instead = p.eat('gains no life') ? 'none' : p.eat('loses that much life') ? 'loseLife' : null;
    if (!instead || !p.eat('instead .') || !p.done) return null;
    return [{ kind: 'static', effect: { kind: 'lifeGainInstead', whose, instead }, text: line }];
  });
  if (others) return others;
  if (p.eat('if you would draw a card , draw two cards instead .') && p.done)
    return [{ kind: 'static', effect: { kind: 'doubleEvent', event: 'draw' }, text: line }];
  // 614.1a / 504.1: "If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead."
  if (
    p.eat(
      'if you would draw a card except the first one you draw in each of your draw steps , draw two cards instead .',
    ) &&
    p.done
  )
    return [
      { kind: 'static', effect: { kind: 'doubleEvent', event: 'draw', exceptFirstInDrawStep: true }, text: line },
    ];
  // 615.1a: "Prevent all [combat] damage that ~ would deal to [creatures …]."
  const byMe = p.try((): AbilityNode[] | null => {
    if (!p.eat('prevent all')) return null;
    const combatOnly = p.eat('combat');
    if (!p.eat('damage that ~ would deal to')) return null;
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
    const to = descFilter(d);
    if (!to || !(p.eat('.') && p.done)) return null;
    return [
      {
        kind: 'static',
        effect: {
          kind: 'replaceDamage',
          to,
          by: 'self',
          mode: { kind: 'prevent', amount: 'all' },
          ...(combatOnly ? { combatOnly } : {}),
        },
        text: line,
      },
    ];
  });
  if (byMe) return byMe;
  return p.try((): AbilityNode[] | null => {
    if (!p.eat('if')) return null;
    let who: DieReplacementStatic['who'];
    if (p.eat('~ would die ,')) who = 'self';
    else if (p.eat('a creature dealt damage by')) {
      if (p.eat('~')) who = 'dealtDamageBySelf';
      else if (p.eat('enchanted creature')) who = 'dealtDamageByEnchanted';
      else if (p.eat('equipped creature')) who = 'dealtDamageByEquipped';
      else return null;
      if (!p.eat('this turn would die ,')) return null;
    } else return null;
    let to: DieReplacementStatic['to'];
    if (p.eat('exile it instead')) to = 'exile';
    else if (
      who === 'self' &&
      (p.eat("put ~ on top of its owner 's library instead") || p.eat("put it on top of its owner 's library instead"))
    )
      to = 'libraryTop';
    else if (
      who === 'self' &&
      (p.eat("put ~ on the bottom of its owner 's library instead") ||
        p.eat("put it on the bottom of its owner 's library instead"))
    )
      to = 'libraryBottom';
    else return null;
    if (!(p.eat('.') && p.done)) return null;
    return [{ kind: 'static', effect: { kind: 'dieReplacement', who, to }, text: line }];
  });
}
