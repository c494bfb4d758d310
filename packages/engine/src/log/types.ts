/** One entry of the event log. Every entry names the rules it applied (invariant 7). */
export interface LogEntry {
  readonly seq: number;
  readonly turn: number;
  readonly type: string;
  readonly text: string;
  readonly rules: readonly string[];
  readonly data?: Readonly<Record<string, unknown>>;
}
