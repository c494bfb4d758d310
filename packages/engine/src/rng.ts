/**
 * The engine's only source of randomness (invariant 2): sfc32, a small fast PRNG whose
 * whole state is four 32-bit integers kept in GameState.rng, so saves resume exactly.
 */
import type { GameState } from './state/types.js';

export function seedRng(seed: number | string): [number, number, number, number] {
  // Hash the seed text into four words (xmur3-style mixing), then warm up.
  const text = String(seed);
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) step(s);
  return s;
}

function step(s: [number, number, number, number]): number {
  let [a, b, c, d] = s;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/** A uniform integer in [0, n). */
export function randomInt(rng: [number, number, number, number], n: number): number {
  if (n <= 1) return 0;
  return Math.floor((step(rng) / 4294967296) * n);
}

/** Fisher–Yates shuffle in place (701.24: shuffling randomises order). */
export function shuffleInPlace<T>(rng: [number, number, number, number], items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}
