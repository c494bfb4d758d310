/**
 * Booster draft, Two-Headed Giant draft and Team Rochester draft procedures
 * (spec §5; MTR 7.6, 7.7, 8.5, 9.7, Appendix B).
 *
 * Seats are numbered 1..n clockwise around the table. A player facing the
 * table has their left-hand neighbour clockwise, so passing left means to
 * seat + 1 and passing right to seat − 1 (wrapping around).
 */
import { Prng } from './prng.js';

export type Direction = 'left' | 'right';

/** MTR 7.6: players (or 2HG teams) are randomly assigned to pods of roughly equal size. */
export function assignPods<T>(entrants: readonly T[], maxPodSize: number, seed: number | string): T[][] {
  if (!Number.isInteger(maxPodSize) || maxPodSize < 2) throw new RangeError('pod size must be an integer ≥ 2');
  const shuffled = new Prng(seed).shuffle(entrants);
  const pods = Math.max(1, Math.ceil(shuffled.length / maxPodSize));
  const out: T[][] = Array.from({ length: pods }, () => []);
  // Sizes differ by at most one: the first (n mod pods) pods get one extra.
  const base = Math.floor(shuffled.length / pods);
  const extra = shuffled.length % pods;
  let at = 0;
  for (let p = 0; p < pods; p++) {
    const size = base + (p < extra ? 1 : 0);
    out[p] = shuffled.slice(at, at + size);
    at += size;
  }
  return out;
}

/** Random seating of a pod: element i sits in seat i + 1. */
export function seatPod<T>(members: readonly T[], seed: number | string): T[] {
  return new Prng(seed).shuffle(members);
}

/** MTR 7.6: pack 1 passes left, pack 2 right, pack 3 left (alternating with each pack). */
export function passDirection(pack: number): Direction {
  if (!Number.isInteger(pack) || pack < 1) throw new RangeError('pack numbers start at 1');
  return pack % 2 === 1 ? 'left' : 'right';
}

/** The seat a pack goes to when `seat` passes it in `direction`. */
export function passTo(seat: number, podSize: number, direction: Direction): number {
  const step = direction === 'left' ? 1 : -1;
  return ((((seat - 1 + step) % podSize) + podSize) % podSize) + 1;
}

/**
 * Which seat holds the pack opened by `openerSeat` on its `pass`-th stop
 * (1 = the opener itself) during pack number `pack`. In an individual draft
 * the pass number equals the pick number; in 2HG each stop is one team's turn
 * of two picks.
 */
export function seatHoldingPack(openerSeat: number, pack: number, pass: number, podSize: number): number {
  const step = passDirection(pack) === 'left' ? 1 : -1;
  return ((((openerSeat - 1 + step * (pass - 1)) % podSize) + podSize) % podSize) + 1;
}

/** MTR Appendix B: booster-draft pick time in seconds by cards left in the pack (0 = automatic last pick). */
export const PICK_TIME_SECONDS: Readonly<Record<number, number>> = {
  15: 40,
  14: 40,
  13: 35,
  12: 30,
  11: 25,
  10: 25,
  9: 20,
  8: 20,
  7: 15,
  6: 10,
  5: 10,
  4: 5,
  3: 5,
  2: 5,
  1: 0,
};

export function pickTime(cardsLeft: number): number {
  const t = PICK_TIME_SECONDS[cardsLeft];
  if (t === undefined) throw new RangeError(`no pick time for ${cardsLeft} cards (1–15)`);
  return t;
}

/**
 * MTR Appendix B: review period after pack k: 30 s after pack 1, each later
 * one 15 s longer. (Whether a review follows the last pack is left open by the
 * source, spec §9.10; this returns the figure if one is held.)
 */
export function reviewTime(afterPack: number): number {
  if (!Number.isInteger(afterPack) || afterPack < 1) throw new RangeError('pack numbers start at 1');
  return 30 + 15 * (afterPack - 1);
}

/** Total time for one pack of `cards` cards (sum of pick times). */
export function packTime(cards: number, timer: (cardsLeft: number) => number = pickTime): number {
  let total = 0;
  for (let left = cards; left >= 1; left--) total += timer(left);
  return total;
}

/**
 * Total timed draft: packs × pack time plus review periods between packs
 * (not after the last pack unless `reviewAfterLast`).
 */
export function draftTime(packs: number, cardsPerPack: number, reviewAfterLast = false): number {
  let total = packs * packTime(cardsPerPack);
  const reviews = reviewAfterLast ? packs : packs - 1;
  for (let k = 1; k <= reviews; k++) total += reviewTime(k);
  return total;
}

/**
 * MTR 7.7 special case: in an untimed draft, if two players each refuse to
 * pick before the other, the one closer to the other in the passing direction
 * picks first; if equidistant, the lower seat number.
 */
export function untimedPickFirst(seatA: number, seatB: number, podSize: number, direction: Direction): number {
  const dist = (from: number, to: number): number => {
    const step = direction === 'left' ? 1 : -1;
    return ((((to - from) * step) % podSize) + podSize) % podSize;
  };
  const a = dist(seatA, seatB);
  const b = dist(seatB, seatA);
  if (a !== b) return a < b ? seatA : seatB;
  return Math.min(seatA, seatB);
}

// ---------------------------------------------------------------------------
// Two-Headed Giant booster draft (MTR 9.7)

/** 2HG draft: six packs per team, direction alternating L, R, L, R, L, R. */
export function passDirection2hg(pack: number): Direction {
  if (!Number.isInteger(pack) || pack < 1 || pack > 6) throw new RangeError('2HG drafts have packs 1–6');
  return passDirection(pack);
}

/** 2HG picks per turn: each team takes two cards (the last card of an odd pack is one). */
export const PICKS_PER_TURN_2HG = 2;

/** MTR Appendix B: 2HG draft pick time by cards left, 15-card packs. */
export const PICK_TIME_2HG_15: Readonly<Record<number, number>> = {
  15: 50,
  13: 45,
  11: 40,
  9: 30,
  7: 20,
  5: 10,
  3: 5,
  1: 0,
};
/** MTR Appendix B: 2HG draft pick time by cards left, 14-card packs. */
export const PICK_TIME_2HG_14: Readonly<Record<number, number>> = { 14: 50, 12: 45, 10: 40, 8: 30, 6: 20, 4: 10, 2: 0 };

export function pickTime2hg(cardsLeft: number, packSize: 14 | 15 = 15): number {
  const table = packSize === 15 ? PICK_TIME_2HG_15 : PICK_TIME_2HG_14;
  const t = table[cardsLeft];
  if (t === undefined) throw new RangeError(`no 2HG pick time for ${cardsLeft} cards left in a ${packSize}-card pack`);
  return t;
}

/** 2HG review period between packs, seconds. */
export const REVIEW_TIME_2HG = 60;

/** Total time for one 2HG pack (two cards per turn). */
export function packTime2hg(packSize: 14 | 15): number {
  let total = 0;
  for (let left = packSize; left >= 1; left -= PICKS_PER_TURN_2HG) total += pickTime2hg(left, packSize);
  return total;
}

// ---------------------------------------------------------------------------
// Team Rochester draft (MTR 8.5)

/** Seats clockwise: 1A, 1B, 1C, 2A, 2B, 2C. */
export const ROCHESTER_SEATS = ['1A', '1B', '1C', '2A', '2B', '2C'] as const;
export type RochesterSeat = (typeof ROCHESTER_SEATS)[number];

/** Pack rounds 1 and 3 run clockwise, round 2 counter-clockwise. */
export function rochesterDirection(packRound: number): 'clockwise' | 'counter-clockwise' {
  if (!Number.isInteger(packRound) || packRound < 1) throw new RangeError('pack rounds start at 1');
  return packRound % 2 === 1 ? 'clockwise' : 'counter-clockwise';
}

function rotate(from: RochesterSeat, direction: 'clockwise' | 'counter-clockwise'): RochesterSeat[] {
  const start = ROCHESTER_SEATS.indexOf(from);
  const step = direction === 'clockwise' ? 1 : -1;
  return ROCHESTER_SEATS.map((_, i) => ROCHESTER_SEATS[(((start + step * i) % 6) + 6) % 6]!);
}

/**
 * Pick order for one Rochester pack (a snake): from the active player round
 * the table in the pack round's direction; the last player takes two in a
 * row and the order reverses; back at the first player, two in a row again.
 */
export function rochesterPickOrder(
  activePlayer: RochesterSeat,
  direction: 'clockwise' | 'counter-clockwise',
  cards = 15,
): RochesterSeat[] {
  const ring = rotate(activePlayer, direction);
  const out: RochesterSeat[] = [];
  for (let i = 0; i < cards; i++) {
    const lap = Math.floor(i / ring.length);
    const pos = i % ring.length;
    out.push(lap % 2 === 0 ? ring[pos]! : ring[ring.length - 1 - pos]!);
  }
  return out;
}

/**
 * Openers for each pack round: every player opens once per pack round, in the
 * round's direction; the last opener of a round opens first in the next.
 * The B player of the team picking first opens the very first pack.
 */
export function rochesterOpeners(firstOpener: RochesterSeat, packRounds = 3): RochesterSeat[][] {
  const out: RochesterSeat[][] = [];
  let start = firstOpener;
  for (let r = 1; r <= packRounds; r++) {
    const order = rotate(start, rochesterDirection(r));
    out.push(order);
    start = order[order.length - 1]!;
  }
  return out;
}

/** MTR Appendix B: Rochester timing, seconds. */
export const ROCHESTER_REVIEW_SECONDS = 20;
export const ROCHESTER_PICK_SECONDS = 5;

export function rochesterPackTime(cards = 15): number {
  return ROCHESTER_REVIEW_SECONDS + cards * ROCHESTER_PICK_SECONDS;
}

/** MTR 5.1 / Appendix D: recommended packs per entrant. */
export const RECOMMENDED_PACKS = {
  sealed: 6,
  boosterDraft: 3,
  teamRochester: 3,
  twoPersonTeamSealed: 8,
  threePersonTeamSealed: 12,
  twoHeadedGiantSealed: 8,
  twoHeadedGiantDraft: 6,
} as const;
