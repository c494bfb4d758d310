/**
 * The compilation context (`CardCtx`): what the grammar needs to know about the card being compiled and
 * about the text around the clause being parsed. It is passed down explicitly — every Cursor carries the
 * context of the text it reads — instead of living in module-level variables. A clause that changes the
 * context for the text inside it (a triggered ability's "that much", a sentence's leading "Until end of
 * turn,", a quoted ability) parses that text `within` a derived context.
 */
import type { AbilityNode, Amount, Duration, Filter } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Token } from './tokens.js';

/** The printed characteristics of the face being compiled that keyword expansions read (transmute, scavenge). */
export interface FaceFacts {
  readonly manaValue: number;
  readonly power: string | undefined;
  /** The mana cost has {X} (107.3). */
  readonly hasX: boolean;
  /** The printed mana cost (202.1), null without one (power-up reduces by it). */
  readonly manaCost?: string | null;
  /** A plane card (311): its abilities work from the command zone, under the planar controller (901.6). */
  readonly plane?: boolean;
}

/** The furthest point any cursor of a compilation reached (diagnostics only; scripts/frontier.ts groups by it). */
export interface Frontier {
  toks: readonly Token[];
  i: number;
}

/** Compiles a quoted ability's text (normalised, self = CARDNAME) in a context: supplied by compile.ts. */
export type QuotedCompiler = (text: string, permanent: boolean, card: CardCtx) => AbilityNode[] | null;

/**
 * Reads the amount a filter compares with ("… with mana value less than or equal to [the number of lands you
 * control]"): supplied by compile.ts (the effect grammar's amounts), since object descriptions sit below it.
 */
export type FilterAmountReader = (p: Cursor) => Amount | null;

/** The grammar a clause may need from higher up (compile.ts supplies it). */
export interface GrammarHooks {
  readonly quoted: QuotedCompiler;
  readonly filterAmount: FilterAmountReader;
}

export interface CardCtx {
  /** The face's name ("a card named ~"); '' when compiling text outside a card. */
  readonly selfName: string;
  readonly face: FaceFacts;
  /** Compiling a triggered ability whose event has an amount: "that much" / "that many" is that amount. */
  readonly triggerAmount: boolean;
  /**
   * Compiling a triggered ability whose event is a spell being cast: the spell "that spell" / "it" names — the
   * triggering spell ("Whenever you cast a spell"), or the source itself ("When you cast ~").
   */
  readonly triggerSpell: 'self' | 'triggeringObject' | null;
  /** With `triggerSpell` 'triggeringObject': the spells every cast trigger of the line matches (707.10: "copy that spell"). */
  readonly triggerSpellFilter: Filter | null;
  /** "Until end of turn, [clauses]" (611.2a): the duration a clause without its own falls back to. */
  readonly leadingDuration: Duration | null;
  /** The card's own name inside a quoted ability (OUTER, normalize.ts) is the object that gets the ability. */
  readonly outerIsSelf: boolean;
  /** Compiling what a static ability grants ("Equipped creature has \"…\""): its quoted abilities may name the card. */
  readonly grantingStatic?: boolean;
  /** 201.5: inside such a quoted ability, the card's own name (OUTER) is the granting object (GrantorRef). */
  readonly outerIsGrantor?: boolean;
  /** The choices of the vote whose text is being compiled (701.29a), for "… for each A vote"; one cell per text. */
  readonly vote: { value: string[] | null };
  readonly frontier: Frontier;
  readonly quoted: QuotedCompiler;
  readonly filterAmount: FilterAmountReader;
}

const NO_FACE: FaceFacts = { manaValue: 0, power: undefined, hasX: false };

/** A fresh context for one compilation. */
export function cardCtx(hooks: GrammarHooks, selfName = '', face: FaceFacts = NO_FACE): CardCtx {
  return {
    selfName,
    face,
    triggerAmount: false,
    triggerSpell: null,
    triggerSpellFilter: null,
    leadingDuration: null,
    outerIsSelf: false,
    vote: { value: null },
    frontier: { toks: [], i: 0 },
    quoted: hooks.quoted,
    filterAmount: hooks.filterAmount,
  };
}
