/**
 * Noun phrases: object descriptions ("nonblack creature an opponent controls"), amounts,
 * players and references ("it", "enchanted creature"). Each function reads from a Cursor
 * and returns null (having consumed nothing) when the phrase is not there.
 */
import type {
  Amount,
  CardType,
  Color,
  Filter,
  ObjectMatch,
  ObjectRef,
  PlayerRef,
  PlayerRelation,
  SimpleKeyword,
  StatComparison,
  Supertype,
  TargetSpec,
  ZoneSelector,
} from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { untokenize, type Token } from './tokens.js';
import { COLOR_WORDS, NUMBER_WORDS, PLURAL_TYPE, SUBTYPES, TYPE_WORDS, isSimpleKeyword, subtypeOf } from './vocab.js';

type Mutable<T> = { -readonly [K in keyof T]: NonNullable<T[K]> extends readonly (infer U)[] ? U[] | undefined : T[K] };
export type Match = Mutable<ObjectMatch>;

/** What is being parsed for: effects refer back to targets and earlier objects. */
export interface Ctx {
  targets: TargetSpec[];
  /** What "it" / "that creature" means here. */
  it: ObjectRef | null;
  /** What "that player" means here. */
  itPlayer: PlayerRef | null;
  /** What "defending player" means here (in attack and block triggers). */
  defending?: PlayerRef | null;
  /** What "its controller" / "that creature's controller" means here (the triggering object's controller). */
  itController?: PlayerRef | null;
  /** The text being compiled is a permanent's (vs an instant's or sorcery's). */
  permanent: boolean;
  /** The cost sacrificed exactly one object: "the sacrificed creature" refers to it (608.2i). */
  sacrificed?: boolean;
  /** A reflexive ability after "you may sacrifice a creature": "that creature" is the sacrificed one too (603.12). */
  sacrificedThat?: boolean;
  /** What an earlier "exile …" of this ability exiled: "the exiled card" here means it. */
  exiled?: ObjectRef;
  /** A sacrifice instruction of this ability has one player sacrifice exactly one creature: "that creature" after it is that one (608.2h). */
  sacrificedThisWay?: boolean;
  /** The cost removes X counters of this kind ("for each charge counter removed this way" is X, 107.3). */
  removedX?: string;
  /** An "any number of" instruction came before: its past participle ("revealed"), for "… this way" (any-number.ts). */
  thisWay?: string;
  /** "[Each player] reveals the top card of their library" came before: the effect, whose `counting` "for each nonland card revealed this way" sets (reveal-top.ts). */
  revealTop?: { readonly who: PlayerRef; counting?: ObjectMatch };
  /** "Exile the top card of [one player's] library" came before: "it" (ctx.it = created) is that one card (play-permission.ts). */
  exiledTopOne?: boolean;
  /** "Reveal the top card of your library and put that card into your hand" came before: "it" is that one card (top-card-to-hand.ts). */
  movedOne?: boolean;
  /** Inside "for each opponent, …": "target creature that player controls" is one per opponent (per-opponent.ts). */
  eachOpponent?: boolean;
  /**
   * The ability triggers only as ~ itself attacks ("Whenever ~ attacks, …"): a token created "tapped and attacking"
   * joins ~'s attack (508.4, effects/verbs/create-token.ts). Elsewhere such a token is not compiled.
   */
  selfAttacks?: boolean;
  /** "Choose target creature you control and target creature you don't control.": those two targets (chosen-pair.ts). */
  pair?: readonly [number, number];
  /** Inside "For each [objects], …": what "that creature" / "it" means, the object of the repetition (for-each-object.ts). */
  eachObject?: ObjectRef;
  /** After "Each player chooses a creature they control.": "the rest" (players-choose.ts). */
  chosenRest?: ObjectRef;
  /** 603.2c: a "Whenever one or more [creatures] attack" trigger's "they" / "them": the attackers that matched. */
  them?: ObjectRef;
  /** After "Target opponent chooses a creature they control.": "other creatures they control" (players-choose.ts). */
  chosenOthers?: ObjectRef;
  /**
   * A dies trigger of other creatures ("Whenever another creature you control dies"): "that creature was …" is the
   * triggering creature as it last existed (608.2h; object-is.ts). "It" stays unbound (the card is in a graveyard now).
   */
  diedThat?: boolean;
  /** Compiling a triggered ability: its text, which names "this ability" for its count of resolutions (resolution-count.ts). */
  resolutionKey?: string;
}

export function newCtx(permanent: boolean): Ctx {
  return { targets: [], it: null, itPlayer: null, permanent };
}

// ---------------------------------------------------------------------------
// Numbers and amounts
// ---------------------------------------------------------------------------

export function number(p: Cursor): number | null {
  const t = p.tok();
  if (!t) return null;
  if (t.kind === 'num') {
    p.i++;
    return Number(t.t);
  }
  if (t.kind === 'word' && NUMBER_WORDS[t.t] !== undefined) {
    p.i++;
    return NUMBER_WORDS[t.t]!;
  }
  return null;
}

/** "three +1/+1 counters", "a charge counter" → how many, and the kind (122.1). */
export function countedCounters(p: Cursor): { n: number; counter: string } | null {
  const n = number(p);
  if (n === null) return null;
  const t = p.tok();
  if (!t || !(t.kind === 'pt' || t.kind === 'word') || !(p.peek(1) === 'counter' || p.peek(1) === 'counters'))
    return null;
  p.i += 2;
  return { n, counter: t.t };
}

/**
 * "three", "X", "a" → an Amount. In a triggered ability whose event has an amount (damage dealt), "that much" /
 * "that many" is that amount (the engine records it as the ability triggers; CardCtx.triggerAmount).
 */
export function amount(p: Cursor): Amount | null {
  if (p.peek() === 'x') {
    p.i++;
    return { kind: 'x' };
  }
  if (p.card.triggerAmount && (p.is('that', 'much') || p.is('that', 'many'))) {
    p.i += 2;
    return { kind: 'triggerAmount' };
  }
  const n = number(p);
  return n === null ? null : { kind: 'fixed', n };
}

// ---------------------------------------------------------------------------
// Object descriptions
// ---------------------------------------------------------------------------

export interface Desc {
  match: Match;
  zone?: ZoneSelector;
  plural: boolean;
  /** The noun was "spell(s)". */
  spell: boolean;
  /** The noun was "card(s)". */
  card: boolean;
  /** The description names a player ("player", "opponent"). */
  player?: PlayerRelation;
  /** Alternatives ("creature or player"), when not expressible as one match. */
  alternatives?: Desc[];
  /**
   * Abilities on the stack (113.3b–c): "activated ability", "triggered ability", "spell or ability".
   * `spell` is then also set (the object is on the stack); `spellsToo` says whether spells match as well.
   */
  stackAbilities?: { kind: 'any' | 'activated' | 'triggered'; spellsToo: boolean };
}

const NOUNS_PERMANENT = new Set(['permanent', 'permanents']);

function nonType(w: string): CardType | null {
  const m = /^non-?(\w+)$/.exec(w);
  return m && TYPE_WORDS[m[1]!] ? TYPE_WORDS[m[1]!]! : null;
}
function nonColor(w: string): Color | null {
  const m = /^non-?(\w+)$/.exec(w);
  return m && COLOR_WORDS[m[1]!] ? COLOR_WORDS[m[1]!]! : null;
}

/** A subtype word ("Goblin", "Elves", "Zombies"): capitalised and listed in SUBTYPES once made singular. */
function isCapitalWord(p: Cursor, o = 0): boolean {
  const t = p.tok(o);
  return !!t && t.kind === 'word' && /^[A-Z]/.test(t.raw) && SUBTYPES.has(subtypeOf(t.raw));
}

/** One-word adjectives and what each sets on the match ("nonbasic", "tapped", "legendary", …). */
const WORD_ADJECTIVES: ReadonlyMap<string, (m: Match) => void> = new Map<string, (m: Match) => void>([
  ['nonbasic', (m) => (m.notSupertypes ??= []).push('Basic')],
  ['nonlegendary', (m) => (m.notSupertypes ??= []).push('Legendary')],
  ['colorless', (m) => (m.colorless = true)],
  ['multicolored', (m) => (m.multicolored = true)],
  ['kicked', (m) => (m.kicked = true)], // 702.33d: "a kicked spell"
  ['tapped', (m) => (m.tapped = true)],
  ['untapped', (m) => (m.tapped = false)],
  ['blocking', (m) => (m.blocking = true)],
  ['nontoken', (m) => (m.nonToken = true)],
  ['legendary', (m) => (m.supertypes ??= []).push('Legendary')],
  ['basic', (m) => (m.supertypes ??= []).push('Basic')],
  ['snow', (m) => (m.supertypes ??= []).push('Snow')],
  ['historic', (m) => (m.historic = true)], // 700.6
  ['modified', (m) => (m.modified = true)], // 700.9
  ['other', (m) => (m.other = true)],
]);

/** "Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws" (reminder text; creature types, 205.3m). */
const OUTLAWS = ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'];
const OBJECT_NOUNS = new Set(['spell', 'spells', 'card', 'cards', 'permanent', 'permanents']);
const ARTICLES = new Set(['a', 'an', 'another', 'each']);

/**
 * 301.5: "equipped creatures you control", "an equipped creature you control" (never the singular "equipped
 * creature", which is the one the Equipment is attached to: objectRef); "outlaw creature", "outlaw spell",
 * "non-outlaw creature": any / none of the outlaw creature types. Consumes the word if it is one of these.
 */
function groupAdjective(p: Cursor, m: Match, w: string): boolean {
  const next = p.peek(1) ?? '';
  // ("enchanted creatures or enchantment creatures": "enchanted" is the first noun's alone, so not read here.)
  const alone = w === 'equipped' || !['or', 'and'].includes(p.peek(2) ?? '');
  if (
    (w === 'equipped' || w === 'enchanted') &&
    alone &&
    (next === 'creatures' || (next === 'creature' && ARTICLES.has(p.toks[p.i - 1]?.t ?? '')))
  ) {
    m[w] = true; // 301.5 / 303.4
    p.i++;
    return true;
  }
  if ((w === 'outlaw' || w === 'non-outlaw') && (TYPE_WORDS[next] || OBJECT_NOUNS.has(next))) {
    if (w === 'outlaw') (m.subtypes ??= []).push(...OUTLAWS);
    else (m.notSubtypes ??= []).push(...OUTLAWS);
    p.i++;
    return true;
  }
  return false;
}

/** Adjectives before the noun. */
function adjectives(p: Cursor, m: Match): void {
  for (;;) {
    const t = p.tok();
    if (!t || t.kind !== 'word') return;
    const w = t.t;
    if (COLOR_WORDS[w] && !(p.peek(1) === 'and' || p.peek(1) === 'or')) {
      (m.colors ??= []).push(COLOR_WORDS[w]!);
      p.i++;
      continue;
    }
    if (COLOR_WORDS[w] && p.peek(1) === 'or' && COLOR_WORDS[p.peek(2) ?? '']) {
      (m.colors ??= []).push(COLOR_WORDS[w]!, COLOR_WORDS[p.peek(2)!]!);
      p.i += 3;
      continue;
    }
    const nc = nonColor(w);
    const nt = nc ? null : nonType(w);
    if (nc || nt) {
      if (nc) (m.notColors ??= []).push(nc);
      if (nt) (m.notTypes ??= []).push(nt);
      p.i++;
      // "noncreature, nonland card", "nonartifact, nonblack creature": a comma between two such adjectives joins them.
      const after = p.peek(1) ?? '';
      if (p.peek() === ',' && (nonType(after) || nonColor(after))) p.i++;
      continue;
    }
    const ns = /^non-(\w[\w-]*)$/.exec(t.raw);
    if (ns && SUBTYPES.has(subtypeOf(ns[1]!))) {
      (m.notSubtypes ??= []).push(subtypeOf(ns[1]!));
      p.i++;
      continue;
    }
    if (groupAdjective(p, m, w)) continue;
    // 903.3d: "commander creature(s)": a permanent that is a commander, of that type.
    if (w === 'commander' && TYPE_WORDS[p.peek(1) ?? '']) {
      m.commander = true;
      p.i++;
      continue;
    }
    const flag = WORD_ADJECTIVES.get(w);
    if (flag) {
      flag(m);
      p.i++;
      continue;
    }
    if (w === 'attacking' && p.is('attacking', 'or', 'blocking')) {
      m.inCombat = true;
      p.i += 3;
      continue;
    }
    if (w === 'attacking') {
      m.attacking = true;
      p.i++;
      continue;
    }
    // A type used as an adjective ("artifact creature"): only when another type noun follows.
    if (TYPE_WORDS[w] && !PLURAL_TYPE.has(w)) {
      const nxt = p.peek(1);
      if (
        nxt &&
        (TYPE_WORDS[nxt] ||
          nxt === 'spell' ||
          nxt === 'spells' ||
          nxt === 'card' ||
          nxt === 'cards' ||
          nxt === 'permanent' ||
          nxt === 'permanents' ||
          nxt === 'or' ||
          nxt === ',')
      )
        return;
    }
    if (
      isCapitalWord(p) &&
      p.peek(1) !== undefined &&
      (TYPE_WORDS[p.peek(1)!] ||
        p.is(p.peek()!, 'permanent') ||
        p.is(p.peek()!, 'card') ||
        p.is(p.peek()!, 'cards') ||
        p.is(p.peek()!, 'spell') ||
        p.is(p.peek()!, 'spells'))
    ) {
      (m.subtypes ??= []).push(subtypeOf(t.raw));
      p.i++;
      continue;
    }
    return;
  }
}

/** One noun: a card type, "permanent", "spell", "card", a subtype, "player"/"opponent". */
function noun(p: Cursor, d: Desc): boolean {
  const t = p.tok();
  if (!t || t.kind !== 'word') return false;
  const w = t.t;
  if (TYPE_WORDS[w]) return typeNoun(p, d, w);
  if (w === 'commander' || w === 'commanders') {
    // 903.3d: "commanders you control": the permanents on the battlefield that are commanders.
    d.plural ||= w === 'commanders';
    d.match.commander = true;
    p.i++;
    return true;
  }
  if (NOUNS_PERMANENT.has(w)) {
    d.plural ||= w.endsWith('s');
    p.i++;
    // "permanent card": a card of a permanent type (110.4b).
    if (p.peek() === 'card' || p.peek() === 'cards') {
      d.card = true;
      d.plural ||= p.peek() === 'cards';
      p.i++;
      if (!d.match.types) d.match.notTypes = [...(d.match.notTypes ?? []), 'Instant', 'Sorcery'];
    }
    return true;
  }
  if (w === 'spell' || w === 'spells') {
    d.spell = true;
    d.plural ||= w === 'spells';
    p.i++;
    return true;
  }
  {
    const save = p.i;
    const kind = p.eat('activated or triggered')
      ? 'any'
      : p.eat('activated')
        ? 'activated'
        : p.eat('triggered')
          ? 'triggered'
          : 'any';
    if (p.peek() === 'ability' || p.peek() === 'abilities') {
      d.plural ||= p.peek() === 'abilities';
      p.i++;
      d.spell = true;
      d.stackAbilities = { kind, spellsToo: false };
      return true;
    }
    p.i = save;
  }
  if (w === 'card' || w === 'cards') {
    d.card = true;
    d.plural ||= w === 'cards';
    p.i++;
    return true;
  }
  if (w === 'player' || w === 'players') {
    d.player = 'any';
    d.plural ||= w === 'players';
    p.i++;
    return true;
  }
  if (w === 'opponent' || w === 'opponents') {
    d.player = 'opponent';
    d.plural ||= w === 'opponents';
    p.i++;
    return true;
  }
  if (w === 'token' || w === 'tokens') {
    d.plural ||= w === 'tokens';
    p.i++;
    (d.match as Match).token = true;
    return true;
  }
  if (w === 'outlaw' || w === 'outlaws') {
    // "outlaws you control", "an outlaw": a permanent of any outlaw creature type.
    (d.match.subtypes ??= []).push(...OUTLAWS);
    d.plural ||= w === 'outlaws';
    p.i++;
    return true;
  }
  if (isCapitalWord(p)) return subtypeNoun(p, d, t.raw);
  return false;
}

/** A card-type noun ("creature", "artifact creature spell", "land cards", "creature token"). */
function typeNoun(p: Cursor, d: Desc, w: string): true {
  // "artifact creature": a type adjective then a type noun means both (conjunction).
  const types = [TYPE_WORDS[w]!];
  p.i++;
  if (!PLURAL_TYPE.has(w) && TYPE_WORDS[p.peek() ?? '']) {
    types.push(TYPE_WORDS[p.peek()!]!);
    d.plural ||= PLURAL_TYPE.has(p.peek()!);
    p.i++;
    (d.match.allTypes ??= []).push(...types);
  } else {
    (d.match.types ??= []).push(types[0]!);
    d.plural ||= PLURAL_TYPE.has(w);
  }
  objectKindNoun(p, d);
  if (p.peek() === 'token' || p.peek() === 'tokens') {
    d.plural ||= p.peek() === 'tokens';
    p.i++;
    (d.match as Match).token = true;
  }
  return true;
}

/** The noun after a type or subtype: "spell(s)", "card(s)" or "permanent(s)" (at most one). */
function objectKindNoun(p: Cursor, d: Desc): void {
  if (p.peek() === 'spell' || p.peek() === 'spells') {
    d.spell = true;
    d.plural ||= p.peek() === 'spells';
    p.i++;
  } else if (p.peek() === 'card' || p.peek() === 'cards') {
    d.card = true;
    d.plural ||= p.peek() === 'cards';
    p.i++;
  } else if (p.peek() === 'permanent' || p.peek() === 'permanents') {
    d.plural ||= p.peek() === 'permanents';
    p.i++;
  }
}

/** A subtype noun ("Goblin", "Elf creature card", "Zombie spells"). */
function subtypeNoun(p: Cursor, d: Desc, raw: string): true {
  (d.match.subtypes ??= []).push(subtypeOf(raw));
  // "Goblins", and the plurals not ending in s: "Pegasi", "Octopi", "Fungi", "Homunculi".
  d.plural ||= (/s$/.test(raw) || /i$/.test(raw)) && subtypeOf(raw) !== raw;
  p.i++;
  if (p.peek() === 'creature' || p.peek() === 'creatures') {
    (d.match.types ??= []).push('Creature');
    d.plural ||= p.peek() === 'creatures';
    p.i++;
  }
  objectKindNoun(p, d);
  return true;
}

export function keywordWord(p: Cursor): SimpleKeyword | null {
  for (const k of ['first strike', 'double strike']) if (p.eat(k)) return k as SimpleKeyword;
  const w = p.peek();
  if (w && isSimpleKeyword(w)) {
    p.i++;
    return w;
  }
  return null;
}

/**
 * One modifier after the noun: true when it read one (the cursor after it), false when none stands here;
 * 'stop' ends the modifiers with the cursor left where it was ("with" followed by nothing a modifier knows).
 */
type PostModifier = (p: Cursor, d: Desc) => boolean | 'stop';

/**
 * "creature you control that's a Wolf or a Werewolf", "that's an artifact or Human", "that's a token or a Rabbit",
 * "that's an Insect, Rat, Spider, or Squirrel": the description once for each kind named, as alternatives. Last after
 * the noun's other modifiers; a card type joins the noun's ("a creature that's an artifact": both types).
 */
function kindAlternatives(p: Cursor, d: Desc): void {
  if (d.player || d.spell || d.card || !p.is("that's")) return;
  const kinds = p.try((): Match[] | null => {
    p.i++;
    const first = kindNoun(p);
    if (!first) return null;
    const out = [first];
    let dangling = false;
    for (;;) {
      const save = p.i;
      const conj = p.eat(', or') || p.eat('or');
      const bare = !conj && p.eat(',');
      const next = conj || bare ? kindNoun(p) : null;
      if (!next) {
        p.i = save;
        break;
      }
      out.push(next);
      dangling = bare;
    }
    return out.length >= 2 && !dangling ? out : null;
  });
  if (!kinds) return;
  if (kinds.every((k) => k.subtypes) && !d.match.subtypes && !d.match.notSubtypes) {
    d.match.subtypes = kinds.flatMap((k) => k.subtypes!); // "a Wolf or a Werewolf": either subtype
    return;
  }
  const alts = kinds.map((k) => withKind(d.match, k));
  if (alts.some((m) => m === null)) return;
  d.alternatives = alts.map((match) => ({ ...d, match: match!, alternatives: undefined }));
}

/** One kind after "that's": "a Wolf", "an artifact", "a token", "Mutant" (the article may be shared). */
function kindNoun(p: Cursor): Match | null {
  return p.try(() => {
    if (!p.eat('a')) p.eat('an');
    const e: Desc = { match: {}, plural: false, spell: false, card: false };
    if (!noun(p, e) || e.player || e.spell || e.card || e.plural || e.alternatives) return null;
    const keys = Object.keys(e.match);
    const one =
      keys.length === 1 &&
      ((keys[0] === 'types' && e.match.types?.length === 1) ||
        (keys[0] === 'subtypes' && e.match.subtypes?.length === 1) ||
        keys[0] === 'token');
    return one ? e.match : null;
  });
}

/** The description's match narrowed to one kind; null when the two can't be joined exactly. */
function withKind(m: Match, kind: Match): Match | null {
  if (kind.token) return m.nonToken ? null : { ...m, token: true };
  if (kind.subtypes) return m.subtypes || m.notSubtypes ? null : { ...m, subtypes: [...kind.subtypes] };
  if (m.allTypes || (m.types?.length ?? 0) > 1) return null;
  const { types, ...rest } = m;
  return { ...rest, allTypes: [...(types ?? []), ...kind.types!] };
}

/** "other"/"another" before a description: not the source itself, in every alternative ("each other Wolf or Werewolf"). */
export function markOther(d: Desc): void {
  d.match.other = true;
  for (const a of d.alternatives ?? []) if (!a.player) a.match.other = true; // a player is never the source
}

/** Modifiers after the noun: "you control", "with flying", "in your graveyard", … */
function postModifiers(p: Cursor, d: Desc): boolean {
  let any = false;
  for (;;) {
    let read: boolean | 'stop' = false;
    for (const modifier of POST_MODIFIERS) {
      read = modifier(p, d);
      if (read) break;
    }
    if (read !== true) return any;
    any = true;
  }
}

/** "you control", "you own", "you don't control", "an opponent controls", … */
function controlModifier(p: Cursor, d: Desc): boolean {
  if (p.eat('you control') || (p.eat('you own') && (d.match.owner = 'you'))) {
    if (!d.match.owner) d.match.controller = 'you';
    return true;
  }
  if (p.eat("you don't control")) {
    d.match.controller = 'notYou';
    return true;
  }
  if (d.spell && !d.match.singleTarget && p.eat('with a single target')) {
    d.match.singleTarget = true;
    return true;
  }
  if (
    p.eat('an opponent controls') ||
    p.eat('your opponents control') ||
    p.eat('opponents control') ||
    p.eat('each opponent controls')
  ) {
    d.match.controller = 'opponent';
    return true;
  }
  return false;
}

/**
 * "with a +1/+1 counter on it", "with +1/+1 counters on them", "with one or more +1/+1 counters on it"; without a
 * kind ("with a counter on it", "with counters on them"), a counter of any kind (122.1); "with no counters on them",
 * none at all.
 */
function counterModifier(p: Cursor, d: Desc): boolean {
  const counter = p.try(() => {
    if (!p.eat('with')) return null;
    if (p.eat('no counters on them') || p.eat('no counters on it')) return { any: false };
    const plural = p.eat('one or more') || !(p.eat('a') || p.eat('an'));
    const t = p.tok();
    const kind = t && (t.kind === 'pt' || t.kind === 'word') && p.peek(1) === (plural ? 'counters' : 'counter');
    if (kind) p.i++;
    if (!p.eat(plural ? 'counters' : 'counter')) return null;
    if (!(p.eat('on it') || (plural && p.eat('on them')))) return null;
    return kind && t.t !== 'no' ? { kind: t.t } : kind ? null : { any: true };
  });
  if (counter === null) return false;
  if ('kind' in counter) d.match.withCounter = counter.kind;
  else d.match.withAnyCounter = counter.any;
  return true;
}

/** "N or less" / "N or greater" after "power", "toughness" or "mana value": which bound it sets, if any. */
function bound(p: Cursor): { side: 'atMost' | 'atLeast'; n: number } | null {
  const n = number(p);
  if (n !== null && p.eat('or less')) return { side: 'atMost', n };
  if (n !== null && p.eat('or greater')) return { side: 'atLeast', n };
  return null;
}

/**
 * "mana value less than or equal to ~'s power", "power greater than the number of cards in your hand", "toughness X
 * or less" (X: announced, or bound by a later "where X is …"): a characteristic compared with an amount, read where
 * the filter is used (engine: effects/amount-filters.ts).
 */
function statComparison(p: Cursor): StatComparison | null {
  return p.try((): StatComparison | null => {
    const stat = p.eat('mana value') ? 'manaValue' : p.eat('power') ? 'power' : p.eat('toughness') ? 'toughness' : null;
    if (!stat) return null;
    if (stat !== 'manaValue' && p.eat('x')) {
      const cmp = p.eat('or less') ? 'le' : p.eat('or greater') ? 'ge' : null;
      return cmp ? { stat, cmp, amount: { kind: 'x' } } : null;
    }
    const cmp = p.eat('less than or equal to')
      ? 'le'
      : p.eat('greater than or equal to')
        ? 'ge'
        : p.eat('less than')
          ? 'lt'
          : p.eat('greater than')
            ? 'gt'
            : p.eat('equal to')
              ? 'eq'
              : null;
    if (!cmp) return null;
    const amount = p.card.filterAmount(p);
    return amount ? { stat, cmp, amount } : null;
  });
}

/**
 * After "with": "the greatest power among creatures you control / on the battlefield / they control" (`sameController`:
 * those the object's own controller controls; "that player controls" the same where the object is that player's), "the
 * greatest toughness [or tied for the greatest toughness]" (among the permanents of the object's own kind; ties are
 * the greatest too, objects/greatest.ts).
 */
function greatestAmong(p: Cursor, d: Desc): ObjectMatch['greatest'] | null {
  return p.try((): ObjectMatch['greatest'] | null => {
    const stat = p.eat('the greatest power')
      ? 'power'
      : p.eat('the greatest toughness')
        ? 'toughness'
        : p.eat('the greatest mana value')
          ? 'manaValue'
          : null;
    if (!stat) return null;
    const word = stat === 'manaValue' ? 'mana value' : stat;
    let among: ObjectMatch | null = null;
    let sameController = false;
    if (p.eat('among')) {
      const a = desc(p);
      if (!a || a.card || a.spell || a.player || a.zone || a.alternatives || !a.plural) return null;
      sameController = p.eat('they control') || p.eat('that player controls');
      if (sameController && a.match.controller) return null;
      p.eat('on the battlefield');
      among = a.match;
    } else {
      // "the creature with the greatest power": among the permanents of its own kind.
      if (!d.match.types || Object.keys(d.match).length !== 1) return null;
      among = { types: d.match.types };
    }
    p.eat('or tied for the greatest ' + word) || p.eat('or tied for greatest');
    return { stat, among, ...(sameController ? { sameController: true } : {}) };
  });
}

/** "with[out] flying", "with power 2 or less", "with toughness 4 or greater", "with mana value X or less", … */
function withModifier(p: Cursor, d: Desc): boolean | 'stop' {
  if (!(p.is('with') || p.is('without'))) return false;
  if (p.eat('with the chosen name') || p.eat('with one of the chosen names')) {
    d.match.chosen = 'name'; // 702.106d: the name a hidden agenda chose (702.106f: either of a double agenda's)
    return true;
  }
  if (p.eat('with the other chosen name')) {
    d.match.chosen = 'otherName'; // 702.106f: the double agenda's name the triggering spell doesn't have
    return true;
  }
  const save = p.i;
  const without = p.next()!.t === 'without';
  const k = keywordWord(p);
  if (k) {
    if (without) d.match.withoutKeyword = k;
    else d.match.withKeyword = k;
    return true;
  }
  const greatest = without ? null : greatestAmong(p, d);
  if (greatest) {
    d.match.greatest = greatest;
    return true;
  }
  const compared = without ? null : statComparison(p);
  if (compared) {
    d.match.statCompared = compared;
    return true;
  }
  if (!without && p.eat('power')) {
    const b = bound(p);
    if (b) {
      if (b.side === 'atMost') d.match.powerAtMost = b.n;
      else d.match.powerAtLeast = b.n;
      return true;
    }
  }
  if (!without && p.eat('toughness')) {
    const b = bound(p);
    if (b) {
      if (b.side === 'atMost') d.match.toughnessAtMost = b.n;
      else d.match.toughnessAtLeast = b.n;
      return true;
    }
  }
  if (!without && p.eat('mana value')) {
    // 107.3: "with mana value X [or less]" — the spell's or ability's announced X (bound by the engine, effects/x-filters.ts).
    if (p.eat('x')) {
      d.match.manaValueX = p.eat('or less') ? 'atMost' : 'equal';
      return true;
    }
    const b = bound(p);
    if (b) {
      if (b.side === 'atMost') d.match.manaValueAtMost = b.n;
      else d.match.manaValueAtLeast = b.n;
      return true;
    }
  }
  p.i = save;
  return 'stop';
}

/** "in your graveyard", "from a graveyard", "in your hand", "on the battlefield", "named ~" */
function zoneModifier(p: Cursor, d: Desc): boolean {
  if (p.eat('in your graveyard') || p.eat('from your graveyard')) {
    d.zone = 'graveyard';
    d.match.owner = 'you';
    return true;
  }
  if (
    p.eat('in a graveyard') ||
    p.eat('from a graveyard') ||
    p.eat('in all graveyards') ||
    p.eat('from all graveyards')
  ) {
    d.zone = 'graveyard';
    return true;
  }
  if (p.eat("in an opponent's graveyard") || p.eat("from an opponent's graveyard")) {
    d.zone = 'graveyard';
    d.match.owner = 'opponent';
    return true;
  }
  if (p.eat('in your hand') || p.eat('from your hand')) {
    d.zone = 'hand';
    d.match.owner = 'you';
    return true;
  }
  if (!d.card && !d.spell && p.eat('on the battlefield')) return true;
  if (p.card.selfName && p.eat('named ~')) {
    d.match.name = p.card.selfName;
    return true;
  }
  return false;
}

/**
 * 115.1: "spell that targets you / ~ / a creature you control / one or more creatures"; "spell that targets only a single
 * creature": a spell with a single target (115.7a), that target a creature.
 */
function targetingModifier(p: Cursor, d: Desc): boolean {
  // Only in "target spell that targets only a single …" (115.7a): elsewhere "that creature" would not mean its target.
  const targetSpell = p.toks[p.i - 1]?.t === 'spell' && p.toks[p.i - 2]?.t === 'target';
  if (
    d.spell &&
    targetSpell &&
    !d.match.targeting &&
    !d.match.singleTarget &&
    p.is('that', 'targets', 'only', 'a', 'single')
  ) {
    const single = p.try(() => {
      p.i += 5;
      const t = desc(p);
      const f = t && !t.spell && !t.card && !t.zone && !t.plural ? descFilter(t) : null;
      return f && f.kind === 'object' ? f : null;
    });
    if (!single) return false;
    d.match.singleTarget = true;
    d.match.targeting = { filter: single };
    return true;
  }
  if (!(d.spell && !d.match.targeting && p.is('that', 'targets') && p.peek(2) !== 'only')) return false;
  const targeting = p.try(() => {
    p.i += 2;
    const out: { you?: boolean; self?: boolean; filter?: Filter } = {};
    for (;;) {
      if (p.eat('you')) out.you = true;
      else if (p.eat('~')) out.self = true;
      else {
        p.eat('one or more') || p.eat('a') || p.eat('an');
        const t = desc(p);
        const f = t && !t.spell && !t.card && !t.zone ? descFilter(t) : null;
        if (!f || out.filter) return null;
        out.filter = f;
      }
      if (!(p.eat('or') || p.eat(', or') || p.eat(','))) return out;
    }
  });
  if (!targeting) return false;
  d.match.targeting = targeting;
  return true;
}

/**
 * 607.2: "of the chosen color / type" — the choice this permanent made as it entered (as-enters.ts checks there is
 * one); 608.2d: "Choose a color. … of that color" (the resolution's own choice, effects/choose.ts).
 */
function chosenModifier(p: Cursor, d: Desc): boolean {
  if (p.eat('of the chosen color') || p.eat('of that color')) {
    d.match.chosen = 'color';
    return true;
  }
  if (
    p.eat('of the chosen creature type') ||
    p.eat('of the chosen type') ||
    p.eat('of that creature type') ||
    p.eat('of that type')
  ) {
    d.match.chosen = 'creatureType';
    return true;
  }
  return false;
}

/** "[creatures you control] that are enchanted / that are equipped" (303.4 / 301.5): an Aura / an Equipment attached. */
function attachedModifier(p: Cursor, d: Desc): boolean {
  if (d.card || d.spell || d.player || d.alternatives || !p.is('that', 'are') || p.peek(3) === 'or') return false;
  const w = p.peek(2);
  if (w !== 'enchanted' && w !== 'equipped') return false;
  p.i += 3;
  d.match[w] = true;
  return true;
}

/** The modifiers after a noun, in the order they are tried. */
/** "that was / were dealt damage this turn" (120.3): a permanent dealt damage this turn. */
function dealtDamageModifier(p: Cursor, d: Desc): boolean {
  if (!(p.eat('that was dealt damage this turn') || p.eat('that were dealt damage this turn'))) return false;
  d.match.dealtDamageThisTurn = true;
  return true;
}

/**
 * "card … other than a basic land card" (Surgical Extraction): a nonland card or a nonbasic land card — either of two
 * descriptions (205.4a: a basic land is both basic and a land).
 */
function otherThanBasicLandModifier(p: Cursor, d: Desc): boolean {
  if (!d.card || d.alternatives || !p.eat('other than a basic land card')) return false;
  const m = d.match;
  d.alternatives = [
    { ...d, match: { ...m, notTypes: [...(m.notTypes ?? []), 'Land'] } },
    { ...d, match: { ...m, notSupertypes: [...(m.notSupertypes ?? []), 'Basic'] } },
  ];
  return true;
}

const POST_MODIFIERS: readonly PostModifier[] = [
  controlModifier,
  dealtDamageModifier,
  attachedModifier,
  counterModifier,
  withModifier,
  zoneModifier,
  targetingModifier,
  chosenModifier,
  otherThanBasicLandModifier,
];

/**
 * "instant and sorcery cards", "artifact and creature spells": two types sharing one plural noun are the objects of
 * either type (the "and" joins the two groups), as "instant or sorcery card" is for one object.
 */
function sharedPluralNoun(p: Cursor): boolean {
  const kind = p.peek(2) ?? '';
  return (
    p.peek() === 'and' &&
    TYPE_WORDS[p.peek(1) ?? ''] !== undefined &&
    !PLURAL_TYPE.has(p.peek(1) ?? '') &&
    (kind === 'cards' || kind === 'spells' || kind === 'permanents')
  );
}

/**
 * Subtypes whose plural is the singular ("Merfolk", "Kithkin", "Ninja"): the number is the determiner's. Oracle text
 * gives a singular one an article or determiner ("a Merfolk", "target Kithkin", "each other Ninja"); without one the
 * noun is plural ("Other Merfolk you control get +1/+1", "Eldrazi you control have vigilance").
 */
const SAME_PLURAL = new Set([
  'merfolk',
  'kithkin',
  'moonfolk',
  'vedalken',
  'kor',
  'eldrazi',
  'myr',
  'djinn',
  'efreet',
  'ninja',
  'samurai',
  'sheep',
  'fish',
]);

/** Is the word before an object description (at `start`) a singular determiner ("a", "target", "each", …)? */
function singularBefore(toks: readonly Token[], start: number): boolean {
  const w = toks[start - 1]?.t ?? '';
  if (w === 'target') {
    const n = toks[start - 2]?.t ?? '';
    return !(n === 'x' || (NUMBER_WORDS[n] ?? 1) > 1 || /^\d+$/.test(n));
  }
  return ['a', 'an', 'another', 'each', 'that', 'this', 'one', 'any', 'enchanted', 'equipped'].includes(w);
}

/** An object description: adjectives, one or more nouns joined by "or"/"and/or", modifiers. */
export function desc(p: Cursor): Desc | null {
  const at = p.i;
  const d = descList(p, true);
  if (d !== 'dangling') return d;
  // "Whenever you cast a spell, Zombies you control get +1/+1": a comma with no "or"/"and" after it ends the noun
  // phrase; it doesn't start a list.
  p.i = at;
  const short = descList(p, false);
  return short === 'dangling' ? null : short;
}

/**
 * A noun phrase, with its list of alternatives. A list joined by bare commas needs a conjunction after the last
 * comma ("artifact, creature, or land"); without one the result is 'dangling' and the cursor is past the comma.
 */
function descList(p: Cursor, commas: boolean): Desc | null | 'dangling' {
  let dangling = false;
  const d = p.try((): Desc | null => {
    const d: Desc = { match: {}, plural: false, spell: false, card: false };
    const start = p.i;
    adjectives(p, d.match);
    const lead: Match = { ...d.match };
    if (!noun(p, d)) return null;
    if (SAME_PLURAL.has(p.toks[p.i - 1]?.t ?? '')) d.plural = !singularBefore(p.toks, start);
    // Disjunctions of nouns: "artifact or enchantment", "artifact, creature, or land", "creature or player".
    for (;;) {
      const save = p.i;
      const conj =
        p.eat(', or') ||
        p.eat('or') ||
        p.eat('and / or') ||
        (d.plural && p.is('and', p.peek(1) ?? '') && /s$/.test(p.peek(1) ?? '') && p.eat('and')) ||
        (d.plural && p.eat(', and')) || // "Skeletons, Vampires, and Zombies you control"
        (sharedPluralNoun(p) && p.eat('and'));
      const bare = !conj && commas && p.eat(',');
      if (!conj && !bare) break;
      const e: Desc = { match: {}, plural: false, spell: false, card: false };
      adjectives(p, e.match);
      if (!noun(p, e) || (p.toks[save]?.t === ',' && p.toks[save + 1]?.t === 'and' && !e.plural)) {
        p.i = save;
        break;
      }
      dangling = bare;
      if (
        e.player ||
        d.player ||
        Object.keys(e.match).some((k) => k !== 'types') ||
        (d.spell && !e.spell && !e.card) || // "spell or creature": a spell, or a creature on the battlefield (115.1)
        (d.match.allTypes && !e.match.types) ||
        d.match.subtypes // "Equipment, instant, or sorcery card": either one, not an Equipment instant
      ) {
        (d.alternatives ??= [{ ...d, alternatives: undefined } as Desc]).push(e);
      } else {
        (d.match.types ??= []).push(...(e.match.types ?? []));
        d.plural ||= e.plural;
        // "spell or ability": both kinds of stack object.
        if (e.stackAbilities || d.stackAbilities) {
          if (!d.spell || !e.spell) return null;
          const a = d.stackAbilities?.kind,
            b = e.stackAbilities?.kind;
          d.stackAbilities = {
            kind: a && b && a !== b ? 'any' : (b ?? a)!,
            spellsToo:
              !e.stackAbilities || !d.stackAbilities || e.stackAbilities.spellsToo || d.stackAbilities.spellsToo,
          };
        }
        d.spell ||= e.spell;
        d.card ||= e.card;
      }
    }
    const beforePost: Match = { ...d.match };
    postModifiers(p, d);
    if (!d.alternatives) kindAlternatives(p, d);
    if (d.alternatives) {
      if (subtypeBeforeCreaturesWith(d, beforePost)) return null;
      shareModifiers(d, lead, beforePost);
      // "Spirit or Arcane spell": the final noun applies to alternatives that were only adjectives.
      const last = d.alternatives[d.alternatives.length - 1]!;
      for (const a of d.alternatives) {
        a.zone ??= d.zone;
        if (!a.match.types && !a.match.allTypes && !a.spell && !a.card && !a.player) {
          a.spell ||= last.spell;
          a.card ||= last.card;
        }
      }
      d.spell = d.alternatives.every((a) => a.spell);
      d.card = d.alternatives.every((a) => a.card);
    }
    return d;
  });
  return d && dangling ? 'dangling' : d;
}

/**
 * "Walls and/or creatures with flying" (Elven Riders): a creature type listed beside "creatures" with a modifier after
 * them. Shared, the modifier would make the first group a part of the second ("Walls with flying" are "creatures with
 * flying"), so it belongs to the creatures alone — but "artifacts or creatures with mana value 2 or less" shares it.
 * Which one is meant is not in the words: refused.
 */
function subtypeBeforeCreaturesWith(d: Desc, beforePost: Match): boolean {
  const alts = d.alternatives ?? [];
  const last = alts[alts.length - 1];
  const post = d.match as Record<string, unknown>;
  const modified = Object.keys(post).some((k) => post[k] !== (beforePost as Record<string, unknown>)[k]);
  return (
    modified &&
    d.plural &&
    !d.card &&
    alts.some((a) => a.match.subtypes !== undefined && a.match.types === undefined) &&
    last?.match.subtypes === undefined &&
    last?.match.types?.length === 1 &&
    last.match.types[0] === 'Creature'
  );
}

/** Type words: each alternative keeps its own noun. */
const NOUN_KEYS: ReadonlySet<string> = new Set(['types', 'allTypes', 'subtypes']);

/**
 * "basic Plains, Island, or Swamp card", "other Orcs and Goblins you control": the adjectives before the first noun
 * and the modifiers after the last one belong to every alternative, not only the first (whose match object is
 * `d.match` itself). An alternative's own adjective of the same kind wins.
 */
function shareModifiers(d: Desc, lead: Match, beforePost: Match): void {
  const shared: Record<string, unknown> = {};
  // "basic land card or Gate card": the first alternative is a whole noun phrase; its adjectives stay with it.
  const first = d.alternatives![0]!;
  if (!first.card && !first.spell)
    for (const [k, v] of Object.entries(lead)) if (v !== undefined && !NOUN_KEYS.has(k)) shared[k] = v;
  for (const [k, v] of Object.entries(d.match))
    if (v !== undefined && !NOUN_KEYS.has(k) && (beforePost as Record<string, unknown>)[k] !== v) shared[k] = v;
  for (const a of d.alternatives!.slice(1)) {
    if (a.player) continue;
    const m = a.match as Record<string, unknown>;
    for (const [k, v] of Object.entries(shared)) if (m[k] === undefined) m[k] = v;
  }
}

/** "cards in your hand", "creature cards in all graveyards": what a zone count counts, or null. */
export function zoneCount(d: Desc): { zone: 'hand' | 'graveyard'; whose: PlayerRelation; filter?: Filter } | null {
  if (!d.card || (d.zone !== 'hand' && d.zone !== 'graveyard') || d.alternatives || d.player) return null;
  const { owner, ...rest } = d.match;
  const match = cleanMatch(rest);
  return {
    zone: d.zone,
    whose: owner ?? 'any',
    ...(Object.keys(match).length ? { filter: { kind: 'object', match } as Filter } : {}),
  };
}

function cleanMatch(m: Match): ObjectMatch {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(m)) if (v !== undefined) out[k] = v;
  return out as ObjectMatch;
}

/** A Desc as a Filter. `defaultZone` applies to "card" nouns with no zone phrase. */
export function descFilter(d: Desc, defaultZone?: ZoneSelector): Filter | null {
  if (d.alternatives) {
    const fs: Filter[] = [];
    for (const a of d.alternatives) {
      const f = descFilter({ ...a, alternatives: undefined }, defaultZone);
      if (!f) return null;
      fs.push(f);
    }
    return { kind: 'anyOf', filters: fs };
  }
  if (d.player) {
    if (Object.keys(d.match).length > 0) return null;
    return { kind: 'player', relation: d.player };
  }
  const match = cleanMatch(d.match);
  if (d.stackAbilities) {
    const a = d.stackAbilities;
    return {
      kind: 'stackObject',
      spells: a.spellsToo,
      abilities: true,
      ...(a.kind !== 'any' ? { abilityKind: a.kind } : {}),
      ...(Object.keys(match).length ? { match } : {}),
    };
  }
  if (d.spell)
    return { kind: 'stackObject', spells: true, abilities: false, ...(Object.keys(match).length ? { match } : {}) };
  const zone = d.zone ?? (d.card ? defaultZone : undefined);
  if (d.card && !zone) return null;
  return zone && zone !== 'battlefield' ? { kind: 'object', zone, match } : { kind: 'object', match };
}

// ---------------------------------------------------------------------------
// Targets and references
// ---------------------------------------------------------------------------

export function addTarget(ctx: Ctx, spec: TargetSpec): number {
  ctx.targets.push(spec);
  return ctx.targets.length - 1;
}

/**
 * "target creature", "another target creature", "up to two target creatures", "any target",
 * "target player": adds a TargetSpec and returns its index and what it may be.
 */
export function targetPhrase(
  p: Cursor,
  ctx: Ctx,
  defaultZone?: ZoneSelector,
): { index: number; filter: Filter } | null {
  return p.try(() => {
    const start = p.i;
    let min = 1;
    let max = 1;
    let other = false;
    let countX: 'exactly' | 'upTo' | undefined;
    if (p.is('x', 'target') || p.is('up', 'to', 'x', 'target')) {
      countX = p.eat('up to') ? 'upTo' : 'exactly'; // 107.3, 601.2c: as many targets as the announced X
      p.i++;
    } else if (p.eat('up to')) {
      const n = number(p);
      if (n === null) return null;
      min = 0;
      max = n;
    } else if (p.is('one', 'or', 'two', 'target') || p.is('one', 'or', 'two', 'targets')) {
      p.i += 3; // "one or two target creatures" (601.2c: one or two targets)
      max = 2;
    } else if (p.is('any', 'number', 'of')) {
      p.i += 3;
      min = 0;
      max = 99;
    } else {
      const save = p.i;
      const n = number(p);
      if (n !== null && n > 1 && p.peek() === 'target') {
        min = n;
        max = n;
      } else p.i = save;
    }
    if (p.eat('another') || (min === 0 && p.is('other', 'target') && p.eat('other'))) other = true; // "up to one other target"
    // 115.4: "any target"; "up to three targets" — several of them (each a creature, player, planeswalker or battle).
    if (p.eat('any target') || (max > 1 && !other && p.eat('targets'))) {
      const filter: Filter = { kind: 'anyTarget' };
      return {
        index: addTarget(ctx, { count: { min, max }, filter, text: lowerFirst(untokenize(p.toks.slice(start, p.i))) }),
        filter,
      };
    }
    if (!p.eat('target')) return null;
    if (p.eat('other')) other = true;
    const d = desc(p);
    if (!d) return null;
    if (other) markOther(d);
    // 601.2c, 201.2: "up to six target creature cards with different names from your graveyard".
    const differentNames = max > 1 && d.card && !d.zone && p.eat('with different names');
    if (differentNames && !zoneModifier(p, d)) return null;
    const total = min === 0 && max > 1 && !countX ? totalManaValueLimit(p, d) : undefined;
    if (total === null) return null;
    // 506.2 / 603.2: "target creature defending player controls" / "… that player controls" in a triggered ability:
    // the player its trigger event names (the engine binds it as the ability triggers).
    const parts = d.alternatives ?? [d];
    if (
      parts.every((x) => !x.match.controller && !x.card && !x.spell && !x.player && !x.zone && !x.stackAbilities) &&
      ((ctx.defending?.kind === 'triggeringPlayer' && p.eat('defending player controls')) ||
        (ctx.itPlayer?.kind === 'triggeringPlayer' && p.eat('that player controls')))
    ) {
      for (const x of parts) x.match.controlledByTriggeringPlayer = true;
    }
    // 601.2c: "up to three target cards from a single graveyard": the targets have one owner.
    const single = d.card && !d.zone && !d.alternatives && p.eat('from a single graveyard');
    if (single) d.zone = 'graveyard';
    const perOpponent = ctx.eachOpponent ? eachOpponentsTarget(p, d) : null;
    const controllers = max > 1 && !perOpponent ? targetsControllers(p, d) : null;
    let filter = descFilter(d, defaultZone);
    if (!filter) return null;
    // "another target creature" after other targets: a different object from those (115.3).
    const distinct = other && ctx.targets.length > 0 ? { distinctFromPrevious: ctx.targets.length } : {};
    const text = untokenize(p.toks.slice(start, p.i));
    return {
      index: addTarget(ctx, {
        count: { min, max },
        filter,
        text: countX === 'exactly' ? text : lowerFirst(text), // "X target creatures"
        ...distinct,
        ...(single && max > 1 ? { sameOwner: true } : {}),
        ...(differentNames ? { differentNames } : {}),
        ...(perOpponent ? { perOpponent } : {}),
        ...(controllers ? { controllers } : {}),
        ...(countX ? { countX } : {}),
        ...(total !== undefined ? { maxTotalManaValue: total } : {}),
      }),
      filter,
    };
  });
}

/**
 * 601.2c: "up to three / any number of target creature cards with total mana value 3 or less [from your graveyard]":
 * the group's limit, and the modifiers after it read into the description. Undefined when the text has no such
 * limit; null when it has one this can't read exactly (an X, or modifiers after it that a list of alternatives would
 * have to share).
 */
function totalManaValueLimit(p: Cursor, d: Desc): number | null | undefined {
  if (!p.is('with', 'total', 'mana', 'value')) return undefined;
  return p.try(() => {
    p.i += 4;
    const n = number(p);
    if (n === null || !p.eat('or less')) return null;
    const at = p.i;
    postModifiers(p, d);
    return d.alternatives && p.i !== at ? null : n;
  });
}

/**
 * 601.2c: "… that player controls" / "… from that player's graveyard" inside "for each opponent, …": a target of each
 * opponent's (the description gets the opponent as controller or owner), or null when the text says neither.
 */
function eachOpponentsTarget(p: Cursor, d: Desc): 'controller' | 'owner' | null {
  const parts = d.alternatives ?? [d];
  if (parts.some((x) => x.match.controller || x.match.owner || x.zone || x.spell || x.player)) return null;
  if (!d.card && (p.eat('that player controls') || p.eat('that opponent controls'))) {
    for (const x of parts) x.match.controller = 'opponent';
    // "… that player controls with mana value 3 or less": the modifiers after it are every alternative's.
    const after: Desc = { match: {}, plural: false, spell: false, card: false };
    while (withModifier(p, after) === true);
    for (const x of parts) Object.assign(x.match, after.match);
    return 'controller';
  }
  if (d.card && (p.eat("from that player 's graveyard") || p.eat("in that player 's graveyard"))) {
    for (const x of parts) {
      x.match.owner = 'opponent';
      x.zone = 'graveyard';
    }
    d.zone = 'graveyard';
    return 'owner';
  }
  return null;
}

/**
 * 601.2c: "two target creatures controlled by the same player / the same opponent" (one controller for them all) /
 * "… controlled by different players" (no two with one controller); null when the text says neither.
 */
function targetsControllers(p: Cursor, d: Desc): 'same' | 'different' | null {
  const parts = d.alternatives ?? [d];
  if (d.card || parts.some((x) => x.match.controller || x.zone || x.spell || x.player)) return null;
  if (p.eat('controlled by different players')) return 'different';
  if (p.eat('controlled by the same player')) return 'same';
  if (!p.eat('controlled by the same opponent')) return null;
  for (const x of parts) x.match.controller = 'opponent';
  return 'same';
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/**
 * After "Choose target creature you control and target creature you don't control." (chosen-pair.ts): "the [chosen]
 * creature you control" is the first target; any other "that / those / the creature(s)", "them" or "they" is refused
 * (null), as it could mean either. Undefined: not after such a sentence, or not such a reference.
 */
function pairRef(p: Cursor, ctx: Ctx): ObjectRef | null | undefined {
  if (!ctx.pair) return undefined;
  if (p.eat('the creature you control') || p.eat('the chosen creature you control'))
    return { kind: 'target', target: ctx.pair[0] };
  const ambiguous = ['that', 'those', 'the', 'them', 'they', 'it'].includes(p.peek() ?? '');
  return ambiguous ? null : undefined;
}

/**
 * "Creatures you control get +1/+1 until end of turn. Untap them / those creatures.": the group the sentence before
 * named, read again at once (608.2c). Only as the last words of a sentence: "Sacrifice those creatures at the
 * beginning of the next end step" or "prevent all damage … to those permanents this turn" would read the group again
 * later, when it may hold other objects, and are refused.
 */
function groupRef(p: Cursor, group: ObjectRef): ObjectRef | null {
  return p.try(() => {
    const named =
      p.eat('them') || ['creatures', 'permanents'].some((w) => p.eat('those', w) || p.eat('each of those', w));
    return named && p.is('.') ? group : null;
  });
}

/** The nouns of "that creature" naming the object of a "for each [objects], …" repetition (for-each-object.ts). */
const EACH_NOUNS = ['creature', 'permanent', 'artifact', 'token'];

/** Back-references to an object: it, that creature, enchanted creature, CARDNAME. */
export function objectRef(p: Cursor, ctx: Ctx): ObjectRef | null {
  if (p.eat('~')) return { kind: 'self' };
  if (p.card.outerIsGrantor && p.eat('outername')) return { kind: 'grantor' }; // 201.5
  if (
    p.is('enchanted') &&
    ['creature', 'permanent', 'land', 'artifact', 'enchantment', 'planeswalker'].includes(p.peek(1) ?? '')
  ) {
    p.i += 2;
    return { kind: 'enchanted' };
  }
  if (p.is('equipped', 'creature')) {
    p.i += 2;
    return { kind: 'equipped' };
  }
  // 607.2a: "the exiled card(s)" of a permanent: what its linked exiling ability exiled (compiler linked.ts).
  // Within the ability that exiled it, "the exiled card" is the object that exile moved (delayed.ts rebinds it).
  if (ctx.exiled && (p.eat('the exiled card') || p.eat('the exiled cards'))) return ctx.exiled;
  if (ctx.permanent && (p.eat('the exiled card') || p.eat('the exiled cards'))) return { kind: 'exiledWithSource' };
  if (ctx.chosenRest && p.eat('the rest')) return ctx.chosenRest; // 608.2d (players-choose.ts)
  if (ctx.them && (p.eat('they') || p.eat('them') || p.eat('those creatures'))) return ctx.them; // 603.2c
  if (ctx.chosenOthers && p.eat('other creatures they control')) return ctx.chosenOthers;
  const paired = pairRef(p, ctx); // "the creature you control" of a chosen pair (chosen-pair.ts)
  if (paired !== undefined) return paired;
  if (ctx.eachObject && (p.eat('it') || EACH_NOUNS.some((w) => p.eat('that', w)))) return ctx.eachObject;
  if (ctx.it?.kind === 'all') return groupRef(p, ctx.it);
  if (ctx.it) {
    if (p.eat('it')) return ctx.it;
    // "them" is never the one object ~ / enchanted / equipped creature ("… get +2/+2 until end of turn. Untap them.").
    // Nor the triggering object when the trigger also names a player: "Whenever an opponent sacrifices an artifact, ~
    // deals 2 damage to them."
    if (
      ctx.it.kind !== 'self' &&
      ctx.it.kind !== 'enchanted' &&
      ctx.it.kind !== 'equipped' &&
      !(ctx.it.kind === 'triggeringObject' && ctx.itPlayer) &&
      p.eat('them')
    )
      return ctx.it;
    // "Untap one or two target creatures. They each get +2/+2 …": the objects of a target that may be several (one
    // for each opponent too: "For each opponent, gain control of up to one target creature …. They gain haste …").
    const spec = ctx.it.kind === 'target' ? ctx.targets[ctx.it.target] : undefined;
    if (spec && ((spec.count.max ?? 1) > 1 || spec.perOpponent) && p.eat('they')) return ctx.it;
    // "… the chosen creatures", "each of those creatures" of such a target.
    if (
      spec &&
      ((spec.count.max ?? 1) > 1 || spec.perOpponent) &&
      (p.eat('the chosen creatures') ||
        p.eat('each of those creatures') ||
        p.eat('each of the chosen creatures') ||
        p.eat('each of them'))
    )
      return ctx.it;
    for (const w of [
      'creature',
      'permanent',
      'card',
      'land',
      'artifact',
      'enchantment',
      'spell',
      'token',
      'creatures',
      'permanents',
      'cards',
      'tokens',
    ]) {
      if (!(p.eat('that', w) || p.eat('those', w) || p.eat('the', w))) continue;
      // A cast trigger's one triggering spell is never "those creatures" (Jeskai Ascendancy's are the pumped ones).
      if (w.endsWith('s') && ctx.it.kind === 'triggeringObject' && p.card.triggerSpell === 'triggeringObject')
        return null;
      return ctx.it;
    }
  }
  return null;
}

/** A player: you, target player/opponent, each player/opponent, that player, its controller. */
export function playerRef(p: Cursor, ctx: Ctx): PlayerRef | null {
  if (p.eat('you')) return { kind: 'you' };
  if (p.eat('each player') || p.eat('all players')) return { kind: 'each', relation: 'any' };
  if (p.eat('each opponent') || p.eat('your opponents') || p.eat('all opponents') || p.eat('each of your opponents'))
    return { kind: 'each', relation: 'opponent' };
  if (p.eat('each other player')) return { kind: 'each', relation: 'notYou' };
  // "Whenever ~ deals combat damage to an opponent, it deals that much damage to each other opponent": not that one.
  if (ctx.itPlayer?.kind === 'triggeringPlayer' && p.eat('each other opponent'))
    return { kind: 'each', relation: 'opponent', exceptTriggering: true };
  const t = p.try(() => {
    const start = p.i;
    if (!p.eat('target')) return null;
    const rel = p.eat('player') ? 'any' : p.eat('opponent') ? 'opponent' : null;
    if (!rel) return null;
    const filter: Filter = { kind: 'player', relation: rel };
    return {
      kind: 'target' as const,
      target: addTarget(ctx, {
        count: { min: 1, max: 1 },
        filter,
        text: lowerFirst(untokenize(p.toks.slice(start, p.i))),
      }),
    };
  });
  if (t) return t;
  if (ctx.itPlayer && (p.eat('that player') || p.eat('they'))) return ctx.itPlayer;
  if (ctx.defending && p.eat('defending player')) return ctx.defending;
  if (
    ctx.itController &&
    ctx.it?.kind !== 'target' &&
    (p.eat('its controller') ||
      p.eat('that creature', "'s", 'controller') ||
      p.eat('the creature', "'s", 'controller') ||
      p.eat('that permanent', "'s", 'controller') ||
      p.eat('that land', "'s", 'controller'))
  )
    return ctx.itController;
  if (
    ctx.it &&
    ctx.it.kind === 'target' &&
    (p.eat('its controller') ||
      p.eat('that creature', "'s", 'controller') ||
      p.eat('that permanent', "'s", 'controller') ||
      p.eat('their controller') ||
      (ctx.targets[ctx.it.target]?.filter.kind === 'object' &&
        (p.eat('that land', "'s", 'controller') || p.eat('the land', "'s", 'controller'))))
  )
    return { kind: 'controllerOfTarget', target: ctx.it.target };
  if (ctx.it && ctx.it.kind === 'target' && (p.eat('its owner') || p.eat('their owner')))
    return { kind: 'ownerOfTarget', target: ctx.it.target };
  return null;
}

/** "target creature" / "each creature you control" / "it" … as an ObjectRef (adding targets). */
export function objectPhrase(p: Cursor, ctx: Ctx, opts: { defaultZone?: ZoneSelector } = {}): ObjectRef | null {
  const r = objectRef(p, ctx);
  if (r) return r;
  const t = targetPhrase(p, ctx, opts.defaultZone);
  if (t) {
    if (t.filter.kind === 'player' || t.filter.kind === 'anyTarget') {
      ctx.targets.pop();
      return null;
    }
    if (t.filter.kind === 'anyOf' && t.filter.filters.some((f) => f.kind === 'player')) {
      ctx.targets.pop();
      return null;
    }
    const ref: ObjectRef = { kind: 'target', target: t.index };
    ctx.it = ref;
    return ref;
  }
  return p.try(() => {
    let other = false;
    if (p.eat('each other') || p.eat('all other')) other = true;
    else if (!(p.eat('each') || p.eat('all'))) return null;
    const d = desc(p);
    if (!d || d.player || d.card || d.spell) return null;
    if (other) markOther(d);
    const filter = descFilter(d);
    if (!filter) return null;
    const by = controlledByPhrase(p, ctx, d);
    return by ? { kind: 'all' as const, filter, controlledBy: by } : { kind: 'all' as const, filter };
  });
}

/**
 * "… target player controls" / "… that player controls" / "… defending player controls" after a description of
 * permanents (with no controller of its own): the player, read as the effect resolves.
 */
export function controlledByPhrase(p: Cursor, ctx: Ctx, d: Desc): PlayerRef | null {
  const parts = d.alternatives ?? [d];
  if (d.zone || parts.some((x) => x.match.controller || x.match.owner || x.zone || x.card || x.spell || x.player))
    return null;
  const n0 = ctx.targets.length;
  const r = p.try(() => {
    const who = playerRef(p, ctx);
    if (!who || !(who.kind === 'target' || who.kind === 'triggeringPlayer')) return null;
    return p.eat('controls') ? who : null;
  });
  if (!r) ctx.targets.length = n0;
  return r;
}
