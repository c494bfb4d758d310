/** A token bucket: each connection may send `perSecond` messages on average, `burst` at once. */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

export class Bucket {
  private tokens: number;
  private at: number;
  constructor(
    private readonly limit: RateLimit,
    now = Date.now(),
  ) {
    this.tokens = limit.burst;
    this.at = now;
  }

  /** Takes one token; false when the connection is over its limit. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.limit.burst, this.tokens + ((now - this.at) / 1000) * this.limit.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
