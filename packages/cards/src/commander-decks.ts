/**
 * Random legal Commander (903.5) and Brawl (903.12) decks of compiled cards, for `arbiter play --variant
 * commander|brawl`, the server's Commander/Brawl tables and the fuzz games: a random legal commander (903.3, 903.12c: one that compiles fully),
 * then singleton cards (903.5b) inside its colour identity (903.4, 903.5c) whose basic land types fit it
 * (903.5d), topped up with basic lands of its colours (Wastes for a colourless commander; 903.12e in Brawl).
 * Works with any card pool: everything is derived from the records.
 */
import { randomInt, seedRng, type CardDefinition } from '@arbiter/engine';
import { basicLandTypeIdentity, canBeCommander, colorIdentity, withinIdentity } from './color-identity.js';
import { isCounted } from './summary.js';
import type { CardRecord, Color } from './types.js';

export interface DeckSource {
  /** Every card record of the pool. */
  all(): readonly CardRecord[];
  /** The playable (fully compiled) definition of a card, if it has one. */
  definition(name: string): CardDefinition | undefined;
}

export interface CommanderDeck {
  readonly commander: string;
  readonly identity: readonly Color[];
  /** The other cards (99 in Commander, 59 in Brawl). */
  readonly deck: readonly string[];
}

const BASICS: Readonly<Record<Color, string>> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };
const PERMANENT_OR_SPELL = ['Creature', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Planeswalker', 'Land'];

type Rng = ReturnType<typeof seedRng>;

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Candidate commanders and deck cards of a pool (computed once per pool and kind). */
export class CommanderDeckBuilder {
  private readonly commanders: CardRecord[];
  private readonly cards: CardRecord[];

  constructor(
    private readonly source: DeckSource,
    private readonly kind: 'commander' | 'brawl' = 'commander',
  ) {
    const counted = source.all().filter((c) => isCounted(c) && !c.variant);
    // 903.4b: a commander that has its owner choose a colour before the game (The Prismatic Piper) needs a setup
    // colour the random decks don't give: it is left out.
    const choosesColor = (c: CardRecord): boolean => /choose a colou?r before the game begins/i.test(c.text ?? '');
    this.commanders = counted.filter((c) => canBeCommander(c, { brawl: kind === 'brawl' }) && !choosesColor(c));
    this.cards = counted.filter(
      (c) => !c.supertypes.includes('Basic') && c.types.some((t) => PERMANENT_OR_SPELL.includes(t)),
    );
  }

  /** 903.5a / 903.12d: 100 or 60 cards in all, the commander included. */
  get size(): number {
    return this.kind === 'brawl' ? 60 : 100;
  }

  /** A random legal deck for `seed`; null when the pool has no playable commander. */
  build(seed: string | number): CommanderDeck | null {
    const rng = seedRng(`commander-deck:${this.kind}:${seed}`);
    const commander = shuffled(rng, this.commanders).find((c) => this.source.definition(c.name) !== undefined);
    if (!commander) return null;
    const identity = colorIdentity(commander);
    const lands = Math.round((this.size * 37) / 100);
    const spells = this.size - 1 - lands;
    const picked: string[] = [];
    for (const c of shuffled(rng, this.cards)) {
      if (picked.length >= spells) break;
      if (c.name === commander.name) continue;
      if (!withinIdentity(colorIdentity(c), identity)) continue; // 903.5c
      if (!withinIdentity(basicLandTypeIdentity(c), identity)) continue; // 903.5d
      if (this.source.definition(c.name) === undefined) continue; // compiled cards only
      picked.push(c.name); // 903.5b: each name once (the pool lists each name once)
    }
    const basics = basicLandsFor(identity, this.kind, rng);
    const deck = [...picked];
    for (let i = 0; deck.length < this.size - 1; i++) deck.push(basics[i % basics.length]!);
    return { commander: commander.name, identity, deck };
  }
}

/** The basic lands a deck with this identity may hold: 903.5d; colourless: Wastes, or in Brawl any one basic type (903.12e). */
function basicLandsFor(identity: readonly Color[], kind: 'commander' | 'brawl', rng: Rng): string[] {
  if (identity.length > 0) return identity.map((c) => BASICS[c]);
  if (kind === 'brawl') return [Object.values(BASICS)[randomInt(rng, 5)]!];
  return ['Wastes'];
}
