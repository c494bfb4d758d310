// Lazy card database for the browser (or any host): reads the sharded index through an
// injected `fetchText`, loading `index.json` once and each letter's shard on first use.
// Nothing here assumes Node.
import { CardDatabase, expandPrintings, suggestionPenalty } from './database.js';
import { NameIndex } from './names.js';
import type { CardRecord, Printing, SetInfo, ShardFile, ShardIndexFile } from './types.js';

/** Fetches a file of the shard directory by relative path (`index.json`, `a.json`, …) and returns its text. */
export type FetchText = (path: string) => Promise<string>;

interface Loaded {
  readonly sets: Readonly<Record<string, SetInfo>>;
  readonly shards: readonly string[];
  readonly shardOf: Map<string, string>;
  readonly names: NameIndex;
}

export class LazyCardDatabase {
  private index: Promise<Loaded> | undefined;
  private readonly shards = new Map<string, Promise<Map<string, CardRecord>>>();
  private readonly printingCache = new Map<string, Printing>();

  /** `fetchText` gets paths relative to the shard directory, e.g. `p => fetch('/cards/' + p).then(r => r.text())`. */
  constructor(private readonly fetchText: FetchText) {}

  private loadIndex(): Promise<Loaded> {
    this.index ??= this.fetchText('index.json').then((text) => {
      const file = JSON.parse(text) as ShardIndexFile;
      if (file.format !== 'arbiter-card-index-shards' || file.version !== 1) {
        throw new Error(`not an Arbiter shard index (format ${String(file.format)} v${String(file.version)})`);
      }
      const names = new NameIndex();
      const shardOf = new Map<string, string>();
      // Card names first, then other faces' names (as CardDatabase does).
      const flags = (f: string | undefined) => ({ un: f?.includes('u') ?? false, token: f?.includes('t') ?? false });
      for (const [name, shard, flag] of file.names) {
        shardOf.set(name!, shard!);
        names.add(name!, name!, suggestionPenalty(flags(flag), false));
      }
      for (const [name, , flag, ...faces] of file.names) {
        for (const f of faces) names.add(f, name!, suggestionPenalty(flags(flag), true));
      }
      return { sets: file.sets, shards: file.shards, shardOf, names };
    });
    return this.index;
  }

  private loadShard(key: string, sets: Readonly<Record<string, SetInfo>>): Promise<Map<string, CardRecord>> {
    let p = this.shards.get(key);
    if (!p) {
      p = this.fetchText(`${key}.json`).then((text) => {
        const file = JSON.parse(text) as ShardFile;
        const map = new Map<string, CardRecord>();
        for (const c of file.cards)
          map.set(c.name, { ...c, printings: expandPrintings(c.printings, sets, this.printingCache) });
        return map;
      });
      this.shards.set(key, p);
      p.catch(() => this.shards.delete(key)); // a failed fetch may be retried
    }
    return p;
  }

  /** The card `name` refers to (same tolerance as CardDatabase.get); loads at most one shard. */
  async get(name: string): Promise<CardRecord | undefined> {
    const idx = await this.loadIndex();
    const canonical = idx.names.resolve(name);
    if (canonical === undefined) return undefined;
    const shard = idx.shardOf.get(canonical);
    if (shard === undefined) return undefined;
    return (await this.loadShard(shard, idx.sets)).get(canonical);
  }

  /** Closest real names; needs only the index, no shard. */
  async suggest(name: string, n = 3): Promise<string[]> {
    return (await this.loadIndex()).names.suggest(name, n);
  }

  /** Every card name in the index (canonical names, sorted). */
  async names(): Promise<string[]> {
    return [...(await this.loadIndex()).shardOf.keys()];
  }

  /** Every record (loads every shard). */
  async all(): Promise<CardRecord[]> {
    const idx = await this.loadIndex();
    const maps = await Promise.all(idx.shards.map((k) => this.loadShard(k, idx.sets)));
    const out = maps.flatMap((m) => [...m.values()]);
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Loads everything into a synchronous CardDatabase. */
  async load(): Promise<CardDatabase> {
    const idx = await this.loadIndex();
    return new CardDatabase(await this.all(), idx.sets);
  }
}
