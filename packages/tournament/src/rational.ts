/**
 * Exact non-negative fractions (bigint numerator/denominator). Tiebreakers are
 * compared exactly so that two percentages that are mathematically equal are
 * never split by floating-point noise; they are converted to numbers only for
 * output.
 */
export class Rational {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static of(num: number | bigint, den: number | bigint = 1): Rational {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n < 0n ? -n : n, d);
    return new Rational(n / g, d / g);
  }

  static readonly ZERO = Rational.of(0);

  add(other: Rational): Rational {
    return Rational.of(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  divInt(k: number): Rational {
    return Rational.of(this.num, this.den * BigInt(k));
  }

  /** -1, 0 or 1. */
  compare(other: Rational): number {
    const a = this.num * other.den;
    const b = other.num * this.den;
    return a < b ? -1 : a > b ? 1 : 0;
  }

  max(other: Rational): Rational {
    return this.compare(other) >= 0 ? this : other;
  }

  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }

  toString(): string {
    return `${this.num}/${this.den}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a === 0n ? 1n : a;
}
