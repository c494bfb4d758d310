/**
 * The drafts of the casual variants: Commander Draft (CR 903.13b–d: two cards per pick) and Conspiracy Draft
 * (CR 905.1a–c: one card per pick), on the pass directions of draft.ts (left, right, left).
 *
 * The procedure never calls a player with more than it may see (903.13d, 905.1c): a picker gets the pack it
 * is drafting from and its own drafted cards, nothing else. Boosters come from a pluggable `BoosterSource`:
 * `fixedBoosters` (a fixture, or packs opened elsewhere) or `rarityBoosters` (rarity slots filled from card
 * data). A pick that names no card of the pack is refused with the rule; nothing is drafted then.
 */
import { passDirection, passTo } from './draft.js';
import { Prng } from './prng.js';

/** Opens the booster a seat (1..n) opens in a draft round (1..). */
export interface BoosterSource {
  open(seat: number, round: number): readonly string[];
}

/**
 * 905.2b / 905.2c: the draft-matters abilities read so far: "Draft this card face up." and "Reveal this card as you
 * draft it [and note how many cards you've drafted this draft round, including this card]."
 */
export type DraftAbility = { readonly kind: 'faceUp' } | { readonly kind: 'reveal'; readonly notePicks: boolean };

/** 905.2b: a card revealed as it was drafted, with the information noted (public for the rest of the draft and game). */
export interface RevealedCard {
  readonly seat: number;
  readonly round: number;
  readonly card: string;
  /** The number noted (cards drafted this round, including this one), when the card says to note it. */
  readonly noted?: number;
}

/** 905.2b / 905.2c: what every player may look at: revealed cards (with their notes) and cards drafted face up. */
export interface PublicDraftInfo {
  readonly revealed: readonly RevealedCard[];
  readonly faceUp: readonly { readonly seat: number; readonly card: string }[];
}

/** Reads a card's draft-matters ability (905.2) from its Oracle text; null if it has none the draft reads. */
export function draftAbilityFromText(text: string): DraftAbility | null {
  const lines = text.split('\n').map((l) => l.trim());
  if (lines.some((l) => /^Draft (?:this card|.+) face up\.$/.test(l))) return { kind: 'faceUp' };
  const reveal = lines.find((l) => /^Reveal (?:this card|.+) as you draft it/.test(l));
  if (!reveal) return null;
  if (/ as you draft it\.(?: |$)/.test(reveal)) return { kind: 'reveal', notePicks: false };
  if (/ as you draft it and note how many cards you've drafted this draft round, including this card\.$/.test(reveal))
    return { kind: 'reveal', notePicks: true };
  return null;
}

/** What a picker may look at (903.13d / 905.1c): the pack in front of it, the cards it has drafted, public information. */
export interface PickView {
  readonly seat: number;
  readonly round: number;
  readonly pack: readonly string[];
  readonly drafted: readonly string[];
  /** 905.1c: cards revealed as drafted (905.2b) and cards drafted face up (905.2c), by any player (drafts with draft-matters abilities). */
  readonly public?: PublicDraftInfo;
  /** How many cards to take from this pack now (fewer when the pack has fewer left). */
  readonly take: number;
}

/** Returns the indexes (into `view.pack`) of the cards drafted. */
export type Picker = (view: PickView) => readonly number[];

export interface DraftSetup {
  readonly seats: number;
  readonly rounds?: number;
  /** 903.13b: two for Commander Draft; 905.1a: one for Conspiracy Draft. */
  readonly picksPerTurn: number;
  readonly source: BoosterSource;
  readonly pick: Picker;
  /** The rule cited on a refused pick. */
  readonly rule: string;
  /** 905.2: a card's draft-matters ability (e.g. from draftAbilityFromText); none when absent. */
  readonly draftAbility?: (card: string) => DraftAbility | null;
}

export interface DraftError {
  readonly code: 'bad-setup' | 'bad-pick';
  readonly message: string;
  readonly rule: string;
  readonly seat?: number;
}

export interface DraftResult {
  /** Each seat's card pool (903.13e, 905.1d), seat 1 first, in pick order. */
  readonly pools: string[][];
  /** Each pick: the seat, the round, the seat that opened the pack, and the cards taken. */
  readonly picks: { seat: number; round: number; opener: number; cards: string[] }[];
  /** 905.2b: revealed cards and their notes (the face-up cards of 905.2c are turned face down as the draft ends). */
  readonly revealed: RevealedCard[];
  /** 905.2c: cards drafted face up while the draft lasts (empty once it is complete). */
  readonly faceUp: { seat: number; card: string }[];
}

export type DraftOutcome = { ok: true; value: DraftResult } | { ok: false; error: DraftError };

/** Checks a picker's answer: `take` distinct indexes into the pack. */
function checkPick(view: PickView, chosen: readonly number[], rule: string): DraftError | null {
  const distinct = new Set(chosen);
  const bad = chosen.find((i) => !Number.isInteger(i) || i < 0 || i >= view.pack.length);
  if (bad !== undefined || distinct.size !== chosen.length || chosen.length !== view.take)
    return {
      code: 'bad-pick',
      rule,
      seat: view.seat,
      message: `seat ${view.seat} must draft ${view.take} different card(s) of the ${view.pack.length} in the pack (got ${JSON.stringify(chosen)})`,
    };
  return null;
}

/** One draft round: every seat opens a pack, then picks pass in the round's direction until the packs are empty. */
function draftRound(s: DraftSetup, round: number, out: DraftResult): DraftError | null {
  const packs = Array.from({ length: s.seats }, (_, i) => ({ opener: i + 1, cards: [...s.source.open(i + 1, round)] }));
  const direction = passDirection(round);
  for (let holder = packs.map((p) => p.opener); packs.some((p) => p.cards.length > 0);) {
    for (let k = 0; k < packs.length; k++) {
      const pack = packs[k]!;
      if (pack.cards.length === 0) continue;
      const seat = holder[k]!;
      const view: PickView = {
        seat,
        round,
        pack: [...pack.cards],
        drafted: [...out.pools[seat - 1]!],
        ...(s.draftAbility ? { public: { revealed: [...out.revealed], faceUp: [...out.faceUp] } } : {}),
        take: Math.min(s.picksPerTurn, pack.cards.length),
      };
      const chosen = s.pick(view);
      const e = checkPick(view, chosen, s.rule);
      if (e) return e;
      const cards = chosen.map((i) => pack.cards[i]!);
      pack.cards = pack.cards.filter((_, i) => !chosen.includes(i));
      out.pools[seat - 1]!.push(...cards);
      out.picks.push({ seat, round, opener: pack.opener, cards });
      for (const card of cards) noteDraftAbility(s, out, seat, round, card);
    }
    holder = holder.map((seat) => passTo(seat, s.seats, direction));
  }
  return null;
}

/** 905.2b / 905.2c: a drafted card revealed (with its note) or drafted face up. */
function noteDraftAbility(s: DraftSetup, out: DraftResult, seat: number, round: number, card: string): void {
  const a = s.draftAbility?.(card) ?? null;
  if (!a) return;
  if (a.kind === 'faceUp') {
    out.faceUp.push({ seat, card });
    return;
  }
  const noted = a.notePicks ? out.picks.filter((p) => p.seat === seat && p.round === round).length : undefined;
  out.revealed.push({ seat, round, card, ...(noted !== undefined ? { noted } : {}) });
}

/** Runs a whole draft (903.13b–c, 905.1a–b). */
export function runDraft(s: DraftSetup): DraftOutcome {
  const rounds = s.rounds ?? 3;
  if (!Number.isInteger(s.seats) || s.seats < 2 || !Number.isInteger(rounds) || rounds < 1)
    return {
      ok: false,
      error: { code: 'bad-setup', rule: s.rule, message: 'a draft needs two or more seats and a round' },
    };
  if (!Number.isInteger(s.picksPerTurn) || s.picksPerTurn < 1)
    return { ok: false, error: { code: 'bad-setup', rule: s.rule, message: 'each pick takes one or more cards' } };
  const out: DraftResult = { pools: Array.from({ length: s.seats }, () => []), picks: [], revealed: [], faceUp: [] };
  for (let round = 1; round <= rounds; round++) {
    const e = draftRound(s, round, out);
    if (e) return { ok: false, error: e };
  }
  out.faceUp.length = 0; // 905.2c: face-up cards stay face up until the draft is complete
  return { ok: true, value: out };
}

/** Commander Draft (903.13b): two cards per pick. */
export function commanderDraft(s: Omit<DraftSetup, 'picksPerTurn' | 'rule'>): DraftOutcome {
  return runDraft({ ...s, picksPerTurn: 2, rule: 'CR 903.13b' });
}

/** Conspiracy Draft (905.1a): one card per pick, three rounds passing left, right, left (905.1b). */
export function conspiracyDraft(s: Omit<DraftSetup, 'picksPerTurn' | 'rule'>): DraftOutcome {
  return runDraft({ ...s, picksPerTurn: 1, rule: 'CR 905.1a' });
}

/** A booster source from packs given in advance: `packs[round - 1][seat - 1]`. */
export function fixedBoosters(packs: readonly (readonly (readonly string[])[])[]): BoosterSource {
  return { open: (seat, round) => packs[round - 1]?.[seat - 1] ?? [] };
}

/** A card of a set with the rarity of its printing there (from the card data). */
export interface RarityCard {
  readonly name: string;
  readonly rarity: string;
}

/** One slot of a booster: `count` different cards of one of `rarities`, the first with probability by weight. */
export interface BoosterSlot {
  readonly rarities: readonly string[];
  readonly count: number;
  /** Relative weights of `rarities` (e.g. rare 7, mythic 1); equal when absent. */
  readonly weights?: readonly number[];
}

/** Boosters filled slot by slot from a set's cards by rarity, seeded per seat and round (deterministic). */
export function rarityBoosters(
  cards: readonly RarityCard[],
  slots: readonly BoosterSlot[],
  seed: string,
): BoosterSource {
  return {
    open(seat, round) {
      const rng = new Prng(`${seed}:${round}:${seat}`);
      const pack: string[] = [];
      for (const slot of slots) {
        for (let i = 0; i < slot.count; i++) {
          const w = slot.weights ?? slot.rarities.map(() => 1);
          let r = rng.next() * w.reduce((a, b) => a + b, 0);
          const k = Math.max(
            0,
            w.findIndex((x) => (r -= x) < 0),
          );
          const rarity = slot.rarities[k]!;
          const choices = cards.filter((c) => c.rarity === rarity && !pack.includes(c.name));
          if (choices.length > 0) pack.push(choices[rng.int(choices.length)]!.name);
        }
      }
      return pack;
    },
  };
}
