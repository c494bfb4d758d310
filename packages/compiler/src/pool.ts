/** A lazily compiled card pool: the `cards` lookup for createGame / Scenario, by card name. */
import type { CardRecord } from '@arbiter/cards';
import type { CardDefinition } from '@arbiter/engine';
import { compileCard, type CompiledCard } from './compile.js';

export class CompiledPool {
  private readonly cache = new Map<string, CompiledCard | null>();
  constructor(
    private readonly db: { get(name: string): CardRecord | undefined },
    private readonly opts: { allowPartial?: boolean } = {},
  ) {}

  compiled(name: string): CompiledCard | null {
    let c = this.cache.get(name);
    if (c === undefined) {
      const rec = this.db.get(name);
      c = rec ? compileCard(rec) : null;
      this.cache.set(name, c);
    }
    return c;
  }

  /** The definition of a playable card (fully compiled, or any compiled card with allowPartial). */
  definition(name: string): CardDefinition | undefined {
    const c = this.compiled(name);
    if (!c || (!c.playable && !this.opts.allowPartial)) return undefined;
    return c.definition;
  }

  /** A lookup function for `createGame({ cards })`. */
  get lookup(): (name: string) => CardDefinition | undefined {
    return (name) => this.definition(name);
  }
}
