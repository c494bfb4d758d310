/**
 * A thin, line-aware view of a parsed YAML document. Every value read through it knows
 * its line, so any complaint about it can name file:line. Reading the wrong shape throws
 * a ScenarioError ('schema').
 */
import {
  isMap,
  isScalar,
  isSeq,
  isAlias,
  LineCounter,
  parseDocument,
  type Node as YNode,
  type Pair,
  type Scalar,
} from 'yaml';
import { closest, didYouMean, ScenarioError } from './errors.js';

export class Y {
  constructor(
    private readonly node: YNode | null,
    private readonly lc: LineCounter,
    /** Where this value is, for messages: "setup.players[1].life". */
    readonly path: string,
    readonly line: number,
  ) {}

  static lineOf(
    node: { range?: readonly number[] | null } | null | undefined,
    lc: LineCounter,
    fallback: number,
  ): number {
    const r = node?.range;
    return r ? lc.linePos(r[0]!).line : fallback;
  }

  fail(message: string): never {
    throw new ScenarioError('schema', this.line, this.path === '' ? message : `${this.path}: ${message}`);
  }

  get isNull(): boolean {
    return this.node === null || (isScalar(this.node) && this.node.value === null);
  }
  get isMap(): boolean {
    return isMap(this.node);
  }
  get isSeq(): boolean {
    return isSeq(this.node);
  }
  get isScalar(): boolean {
    return isScalar(this.node);
  }

  private child(node: unknown, path: string, line?: number): Y {
    const n = (node ?? null) as YNode | null;
    if (n && isAlias(n))
      throw new ScenarioError('schema', line ?? this.line, `${path}: YAML aliases are not supported in scenarios`);
    return new Y(n, this.lc, path, line ?? Y.lineOf(n as { range?: number[] } | null, this.lc, this.line));
  }

  /** The entries of a map, in order, each value carrying the line of its key. */
  entries(): [string, Y][] {
    if (!isMap(this.node)) this.fail(`expected a map (key: value), got ${this.kindText()}`);
    return (this.node.items as Pair[]).map((p) => {
      const key = isScalar(p.key) ? String(p.key.value) : String(p.key);
      const keyLine = Y.lineOf(p.key as { range?: number[] } | null, this.lc, this.line);
      const valueLine =
        p.value && isScalar(p.value) ? Y.lineOf(p.value as { range?: number[] }, this.lc, keyLine) : keyLine;
      return [key, this.child(p.value, this.path ? `${this.path}.${key}` : key, valueLine)];
    });
  }

  /** A map's value by key (undefined if absent). Checks keys against `allowed` when given. */
  get(key: string): Y | undefined {
    return this.entries().find(([k]) => k === key)?.[1];
  }

  /** Fails on any key not in `allowed`, suggesting the closest allowed key. */
  only(allowed: readonly string[]): this {
    for (const [k, v] of this.entries()) {
      if (!allowed.includes(k)) {
        throw new ScenarioError(
          'schema',
          v.line,
          `${this.path ? `${this.path}: ` : ''}unknown key "${k}"${didYouMean(closest(k, allowed, 2))}; expected one of: ${allowed.join(', ')}`,
        );
      }
    }
    return this;
  }

  items(): Y[] {
    if (!isSeq(this.node)) this.fail(`expected a list, got ${this.kindText()}`);
    return this.node.items.map((n, i) => this.child(n, `${this.path}[${i}]`));
  }

  /** A list, or a single value treated as a one-item list. */
  list(): Y[] {
    if (this.isNull) return [];
    return this.isSeq ? this.items() : [this];
  }

  private scalar(): unknown {
    if (!isScalar(this.node)) this.fail(`expected a single value, got ${this.kindText()}`);
    return this.node.value;
  }

  str(): string {
    const v = this.scalar();
    if (v === null || typeof v === 'object') this.fail('expected text');
    // Keep numbers as written: "801.10" must not become "801.1".
    if (typeof v === 'number') return (this.node as Scalar).source ?? String(v);
    return String(v);
  }

  num(): number {
    const v = this.scalar();
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(`expected a number, got ${JSON.stringify(v)}`);
    return v;
  }

  int(min = Number.MIN_SAFE_INTEGER): number {
    const v = this.num();
    if (!Number.isInteger(v) || v < min)
      this.fail(`expected a whole number${min > Number.MIN_SAFE_INTEGER ? ` ≥ ${min}` : ''}, got ${v}`);
    return v;
  }

  bool(): boolean {
    const v = this.scalar();
    if (typeof v !== 'boolean') this.fail(`expected true or false, got ${JSON.stringify(v)}`);
    return v;
  }

  /** The plain JavaScript value (for inline card definitions and free-form data). */
  js(): unknown {
    if (this.node === null) return null;
    return (this.node as { toJSON(): unknown }).toJSON();
  }

  kindText(): string {
    if (this.isNull) return 'nothing';
    if (isMap(this.node)) return 'a map';
    if (isSeq(this.node)) return 'a list';
    if (isScalar(this.node)) return JSON.stringify(this.node.value);
    return 'something else';
  }
}

/** Parses YAML text; malformed YAML throws a ScenarioError naming the line. */
export function parseYaml(text: string): Y {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false, strict: true });
  const err = doc.errors[0];
  if (err) {
    const line = err.linePos?.[0]?.line ?? (err.pos ? lc.linePos(err.pos[0]).line : 1);
    const msg = err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    throw new ScenarioError('yaml', line, msg);
  }
  const root = doc.contents as YNode | null;
  return new Y(root, lc, '', Y.lineOf(root as { range?: number[] } | null, lc, 1));
}
