/**
 * The drafts of the casual variants: Commander Draft (CR 903.13b–d: two cards per pick) and Conspiracy Draft
 * (CR 905.1a–c: one card per pick), on the pass directions of draft.ts (left, right, left).
 *
 * The procedure never calls a player with more than it may see (903.13d, 905.1c): a picker gets the pack it
 * is drafting from and its own drafted cards, nothing else. Boosters come from a pluggable `BoosterSource`:
 * `fixedBoosters` (a fixture, or packs opened elsewhere) or `rarityBoosters` (rarity slots filled from card
 * data). A pick that names no card of the pack is refused with the rule; nothing is drafted then.
 */
import { answerParts, type DraftAbility, type PickAnswer } from './draft-abilities.js';
import { passDirection, passTo } from './draft.js';
import { Prng } from './prng.js';

export { draftAbilityFromText, type DraftAbility, type PickAnswer } from './draft-abilities.js';

/** Opens the booster a seat (1..n) opens in a draft round (1..). */
export interface BoosterSource {
  open(seat: number, round: number): readonly string[];
  /** 905.2b (Lore Seeker): the `n`th booster pack a seat adds to the draft this round; none when absent. */
  extra?(seat: number, round: number, n: number): readonly string[] | null;
}

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

/** What a picker may look at (903.13d / 905.1c): the pack in front of it, the cards it has drafted, public information. */
export interface PickView {
  readonly seat: number;
  readonly round: number;
  readonly pack: readonly string[];
  readonly drafted: readonly string[];
  /** 905.1c: cards revealed as drafted (905.2b) and cards drafted face up (905.2c), by any player (drafts with draft-matters abilities). */
  readonly public?: PublicDraftInfo;
  /** 905.2c: this seat's face-up cards whose ability drafts an additional card (Cogwork Librarian), usable now. */
  readonly extraPicks?: readonly string[];
  /** How many cards to take from this pack now (fewer when the pack has fewer left). */
  readonly take: number;
}

/** Returns the indexes (into `view.pack`) of the cards drafted, with any draft ability used (905.2). */
export type Picker = (view: PickView) => PickAnswer;

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
  /** 905.2a: the seats of one pick turn act in a random order drawn from this seed; in seat order when absent. */
  readonly seed?: string;
}

export interface DraftError {
  readonly code: 'bad-setup' | 'bad-pick';
  readonly message: string;
  readonly rule: string;
  readonly seat?: number;
}

/** 905.2: a draft ability used: Cogwork Librarian's additional card, Lore Seeker's added booster pack. */
export interface DraftAbilityUse {
  readonly seat: number;
  readonly round: number;
  readonly card: string;
  readonly use: 'extraPick' | 'addPack';
}

export interface DraftResult {
  /** Each seat's card pool (903.13e, 905.1d), seat 1 first, in pick order. */
  readonly pools: string[][];
  /** Each pick: the seat, the round, the seat that opened (or added) the pack, and the cards taken. */
  readonly picks: { seat: number; round: number; opener: number; cards: string[] }[];
  /** 905.2b: revealed cards and their notes (the face-up cards of 905.2c are turned face down as the draft ends). */
  readonly revealed: RevealedCard[];
  /** 905.2c: cards drafted face up while the draft lasts (empty once it is complete). */
  readonly faceUp: { seat: number; card: string }[];
  /** 905.2: the draft abilities used, in order. */
  readonly used: DraftAbilityUse[];
}

export type DraftOutcome = { ok: true; value: DraftResult } | { ok: false; error: DraftError };

function refuse(view: PickView, rule: string, message: string): DraftError {
  return { code: 'bad-pick', rule, seat: view.seat, message };
}

/** Checks a picker's answer: `take` distinct indexes into the pack (one more with an additional-card ability). */
function checkPick(view: PickView, chosen: readonly number[], extra: boolean, rule: string): DraftError | null {
  const want = view.take + (extra ? 1 : 0);
  const distinct = new Set(chosen);
  const bad = chosen.find((i) => !Number.isInteger(i) || i < 0 || i >= view.pack.length);
  if (bad !== undefined || distinct.size !== chosen.length || chosen.length !== want)
    return refuse(
      view,
      rule,
      `seat ${view.seat} must draft ${want} different card(s) of the ${view.pack.length} in the pack (got ${JSON.stringify(chosen)})`,
    );
  return null;
}

/** 905.2b / 905.2c: checks the draft abilities an answer uses (the card is face up in the seat's pile; the pick drafts Lore Seeker). */
function checkUses(s: DraftSetup, view: PickView, a: ReturnType<typeof answerParts>): DraftError | null {
  if (a.extraPick !== undefined && !(view.extraPicks ?? []).includes(a.extraPick))
    return refuse(
      view,
      '905.2c',
      `seat ${view.seat} has no face-up ${JSON.stringify(a.extraPick)} to draft an additional card with`,
    );
  if (a.extraPick !== undefined && view.pack.length < view.take + 1)
    return refuse(view, '905.2c', `the pack holds no additional card for ${a.extraPick}`);
  if (
    a.addPack &&
    !a.cards.some(
      (i) =>
        s.draftAbility?.(view.pack[i]!)?.kind === 'reveal' &&
        (s.draftAbility(view.pack[i]!) as { addPack?: true }).addPack,
    )
  )
    return refuse(view, '905.2b', `seat ${view.seat} drafts no card that adds a booster pack to the draft`);
  return null;
}

interface Pack {
  readonly opener: number;
  cards: string[];
}

/** One draft round: every seat opens a pack; each pick turn, every seat with a pack drafts from the first one it holds, then passes it. */
function draftRound(s: DraftSetup, round: number, out: DraftResult, rng: Prng | null): DraftError | null {
  const queues: Pack[][] = Array.from({ length: s.seats }, (_, i) => [
    { opener: i + 1, cards: [...s.source.open(i + 1, round)] },
  ]);
  const direction = passDirection(round);
  const added = new Map<number, number>();
  while (queues.some((q) => q.length > 0)) {
    const seats = Array.from({ length: s.seats }, (_, i) => i + 1);
    const passing: { to: number; pack: Pack }[] = [];
    for (const seat of rng ? rng.shuffle(seats) : seats) {
      const pack = queues[seat - 1]!.shift();
      if (!pack) continue;
      const e = pickFrom(s, round, out, seat, pack, queues, added);
      if (e) return e;
      if (pack.cards.length > 0) passing.push({ to: passTo(seat, s.seats, direction), pack });
    }
    for (const p of passing) queues[p.to - 1]!.push(p.pack);
  }
  return null;
}

/** One seat's pick from a pack (905.1a / 903.13b), with the draft abilities it uses (905.2b–c). */
function pickFrom(
  s: DraftSetup,
  round: number,
  out: DraftResult,
  seat: number,
  pack: Pack,
  queues: Pack[][],
  added: Map<number, number>,
): DraftError | null {
  const extraPicks = s.draftAbility
    ? out.faceUp
        .filter((f) => f.seat === seat && (s.draftAbility!(f.card) as { extraPick?: true } | null)?.extraPick)
        .map((f) => f.card)
    : [];
  const view: PickView = {
    seat,
    round,
    pack: [...pack.cards],
    drafted: [...out.pools[seat - 1]!],
    ...(s.draftAbility ? { public: { revealed: [...out.revealed], faceUp: [...out.faceUp] }, extraPicks } : {}),
    take: Math.min(s.picksPerTurn, pack.cards.length),
  };
  const a = answerParts(s.pick(view));
  const e = checkPick(view, a.cards, a.extraPick !== undefined, s.rule) ?? checkUses(s, view, a);
  if (e) return e;
  const cards = a.cards.map((i) => pack.cards[i]!);
  pack.cards = pack.cards.filter((_, i) => !a.cards.includes(i));
  const before = out.picks.filter((p) => p.seat === seat && p.round === round).reduce((n, p) => n + p.cards.length, 0);
  out.pools[seat - 1]!.push(...cards);
  out.picks.push({ seat, round, opener: pack.opener, cards });
  cards.forEach((card, i) => noteDraftAbility(s, out, { seat, round, card }, before + i + 1));
  if (a.extraPick !== undefined) returnToPack(out, seat, round, a.extraPick, pack);
  if (a.addPack) return addPack(s, out, seat, round, queues, added);
  return null;
}

/** Cogwork Librarian: having drafted an additional card, the seat puts the face-up card into that booster pack (905.2c: it leaves the pile). */
function returnToPack(out: DraftResult, seat: number, round: number, card: string, pack: Pack): void {
  const pool = out.pools[seat - 1]!;
  pool.splice(pool.lastIndexOf(card), 1);
  out.faceUp.splice(
    out.faceUp.findIndex((f) => f.seat === seat && f.card === card),
    1,
  );
  pack.cards.push(card);
  out.used.push({ seat, round, card, use: 'extraPick' });
}

/** Lore Seeker: the seat adds a booster pack to the draft; its next pick is from that pack, which then passes on this round. */
function addPack(
  s: DraftSetup,
  out: DraftResult,
  seat: number,
  round: number,
  queues: Pack[][],
  added: Map<number, number>,
): DraftError | null {
  const n = (added.get(seat) ?? 0) + 1;
  const cards = s.source.extra?.(seat, round, n) ?? null;
  if (!cards || cards.length === 0)
    return { code: 'bad-pick', rule: '905.2b', seat, message: `seat ${seat} has no booster pack to add to the draft` };
  added.set(seat, n);
  queues[seat - 1]!.unshift({ opener: seat, cards: [...cards] });
  out.used.push({
    seat,
    round,
    card: out.picks.at(-1)!.cards.find((c) => s.draftAbility?.(c)?.kind === 'reveal')!,
    use: 'addPack',
  });
  return null;
}

/** 905.2b / 905.2c: a drafted card revealed (noting `count`, the cards drafted this round including it) or drafted face up. */
function noteDraftAbility(s: DraftSetup, out: DraftResult, at: Omit<RevealedCard, 'noted'>, count: number): void {
  const a = s.draftAbility?.(at.card) ?? null;
  if (!a) return;
  if (a.kind === 'faceUp') {
    out.faceUp.push({ seat: at.seat, card: at.card });
    return;
  }
  out.revealed.push(a.notePicks ? { ...at, noted: count } : { ...at });
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
  const out: DraftResult = {
    pools: Array.from({ length: s.seats }, () => []),
    picks: [],
    revealed: [],
    faceUp: [],
    used: [],
  };
  const rng = s.seed !== undefined ? new Prng(`draft-order:${s.seed}`) : null;
  for (let round = 1; round <= rounds; round++) {
    const e = draftRound(s, round, out, rng);
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
export function fixedBoosters(
  packs: readonly (readonly (readonly string[])[])[],
  extras: readonly (readonly string[])[] = [],
): BoosterSource {
  let next = 0;
  return {
    open: (seat, round) => packs[round - 1]?.[seat - 1] ?? [],
    // 905.2b (Lore Seeker): packs added to the draft come from `extras`, in the order they are added.
    extra: () => extras[next++] ?? null,
  };
}

/** A card of a set with the rarity of its printing there (from the card data). */
export interface RarityCard {
  readonly name: string;
  readonly rarity: string;
  /** A legendary card (for a legendary slot, like Commander Legends' two). */
  readonly legendary?: boolean;
}

/** One slot of a booster: `count` different cards of one of `rarities`, the first with probability by weight. */
export interface BoosterSlot {
  readonly rarities: readonly string[];
  readonly count: number;
  /** Relative weights of `rarities` (e.g. rare 7, mythic 1); equal when absent. */
  readonly weights?: readonly number[];
  /** true: only legendary cards; false: only cards that aren't; any card when absent. */
  readonly legendary?: boolean;
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
          const choices = cards.filter(
            (c) =>
              c.rarity === rarity &&
              (slot.legendary === undefined || (c.legendary ?? false) === slot.legendary) &&
              !pack.includes(c.name),
          );
          if (choices.length > 0) pack.push(choices[rng.int(choices.length)]!.name);
        }
      }
      return pack;
    },
  };
}
