/**
 * Where a decision's round trip goes inside the server (issue 14's load target), for the load bench and for
 * operators: `arbiter serve --timings` records, for each decision made over a WebSocket,
 * - `queue`: waiting behind the table's earlier changes;
 * - `engine`: the engine's `submit`;
 * - `store`: until the store has the decision durably (the SQLite writer thread's group commit, or PostgreSQL);
 * - `push`: making and writing every watcher's frames;
 * - `total`: from the frame's arrival in the server's event loop to the ack being written;
 * and the server's event-loop delay. `GET /api/timings` reports the percentiles; `DELETE /api/timings` starts
 * a new measurement. Without the flag the server keeps no timings and both routes answer 404.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export const PHASES = ['queue', 'engine', 'store', 'push', 'total'] as const;
export type Phase = (typeof PHASES)[number];

/** The most recent samples kept per phase (a ring): a long-running server's memory stays bounded. */
const KEEP = 200_000;

export interface Percentiles {
  readonly n: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

export interface TimingsReport {
  readonly phases: Readonly<Record<Phase, Percentiles>>;
  /** The server's event-loop delay (how late a timer runs: time any arriving frame may wait before it is read). */
  readonly eventLoopDelay: Percentiles;
}

class Ring {
  private readonly values = new Float64Array(KEEP);
  private count = 0;

  add(ms: number): void {
    this.values[this.count % KEEP] = ms;
    this.count++;
  }

  clear(): void {
    this.count = 0;
  }

  percentiles(): Percentiles {
    const sorted = this.values.slice(0, Math.min(this.count, KEEP)).sort();
    const at = (q: number): number =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
    return { n: sorted.length, p50: round(at(0.5)), p99: round(at(0.99)), max: round(at(1)) };
  }
}

const round = (ms: number): number => Math.round(ms * 100) / 100;

export class DecisionTimings {
  private readonly rings = new Map<Phase, Ring>(PHASES.map((p) => [p, new Ring()]));
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.loop.enable();
  }

  record(phase: Phase, ms: number): void {
    this.rings.get(phase)!.add(ms);
  }

  /** Starts a new measurement. */
  reset(): void {
    for (const r of this.rings.values()) r.clear();
    this.loop.reset();
  }

  report(): TimingsReport {
    const phases = Object.fromEntries(PHASES.map((p) => [p, this.rings.get(p)!.percentiles()])) as Record<
      Phase,
      Percentiles
    >;
    const ms = (ns: number): number => round(ns / 1e6);
    return {
      phases,
      eventLoopDelay: {
        n: this.loop.count,
        p50: ms(this.loop.percentile(50)),
        p99: ms(this.loop.percentile(99)),
        max: ms(this.loop.max),
      },
    };
  }

  stop(): void {
    this.loop.disable();
  }
}
