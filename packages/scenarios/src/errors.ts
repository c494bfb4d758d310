/**
 * Errors in scenario files. Every one names the file and line and says why; none is a crash.
 * The category tells an authoring mistake (yaml, schema, card, position, reference) from
 * an engine refusal of a scripted action (action) or a rules feature the engine lacks
 * (unsupported), which expect_fail may cover.
 */
export type ErrorCategory =
  /** Malformed YAML. */
  | 'yaml'
  /** Well-formed YAML that isn't a valid scenario (unknown key, wrong type, missing field). */
  | 'schema'
  /** A card name no card source knows. */
  | 'card'
  /** A position the rules don't allow (one card in two zones, an Aura attached to nothing, …). */
  | 'position'
  /** A name that refers to no player or object (or to several). */
  | 'reference'
  /** The engine refused a scripted action (with its error code, message and rule). */
  | 'action'
  /** The scenario needs something the engine doesn't implement yet. */
  | 'unsupported'
  /** The engine threw while running (a bug, or a malformed inline card definition). */
  | 'internal';

export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
  constructor(
    readonly category: ErrorCategory,
    readonly line: number,
    message: string,
    readonly extra: { readonly code?: string; readonly rule?: string; readonly suggestions?: readonly string[] } = {},
  ) {
    super(message);
  }

  /** "file:line: category: message (code, rule N)". */
  describe(file: string): string {
    const bits: string[] = [];
    if (this.extra.code) bits.push(this.extra.code);
    if (this.extra.rule) bits.push(`rule ${this.extra.rule}`);
    return `${file}:${this.line}: ${LABEL[this.category]}: ${this.message}${bits.length ? ` [${bits.join(', ')}]` : ''}`;
  }
}

const LABEL: Record<ErrorCategory, string> = {
  yaml: 'malformed YAML',
  schema: 'invalid scenario',
  card: 'unknown card',
  position: 'impossible position',
  reference: 'bad reference',
  action: 'illegal action',
  unsupported: 'not supported by the engine',
  internal: 'engine error',
};

/** Authoring errors are never covered by expect_fail. */
export function isAuthoringError(c: ErrorCategory): boolean {
  return c === 'yaml' || c === 'schema' || c === 'card' || c === 'position' || c === 'reference';
}

/** Levenshtein distance, for "did you mean" suggestions. */
export function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[y.length]!;
}

/** Up to `n` of `candidates` closest to `name` (case-insensitive), close enough to be a likely typo. */
export function closest(name: string, candidates: Iterable<string>, n = 3): string[] {
  const scored: { c: string; d: number }[] = [];
  const lower = name.toLowerCase();
  for (const c of candidates) {
    const cl = c.toLowerCase();
    const d = cl.includes(lower) || lower.includes(cl) ? Math.min(2, distance(name, c)) : distance(name, c);
    if (d <= Math.max(2, Math.floor(name.length / 3))) scored.push({ c, d });
  }
  scored.sort((p, q) => p.d - q.d || p.c.localeCompare(q.c));
  return [...new Set(scored.map((s) => s.c))].slice(0, n);
}

export function didYouMean(s: readonly string[]): string {
  return s.length ? ` (did you mean ${s.map((x) => `"${x}"`).join(', ')}?)` : '';
}
