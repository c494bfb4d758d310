/**
 * A lobby seat as the form edits it, and the seat the create request sends. A variant may allow only
 * some deck kinds (/api/meta lists them per variant, e.g. a Commander table has no 60-card starter
 * decks): a seat whose chosen kind the variant doesn't allow sends the first kind it does allow.
 */
import type { DeckKind, DeckSpec, Meta, SeatSpec } from './api.js';

export interface SeatDraft {
  readonly kind: 'human' | 'ai';
  readonly ai: string;
  readonly deck: DeckKind;
  readonly starter: string;
  readonly list: string;
  readonly name: string;
  /** 902.3: the seat's vanguard card ('' = the one the seed picks); sent only when the table has the option. */
  readonly vanguard: string;
  /**
   * 903.4b: the colour chosen before the game for a commander that asks for one (The Prismatic Piper); '' = none.
   * Sent only at a Commander or Brawl table.
   */
  readonly commanderColor: '' | 'W' | 'U' | 'B' | 'R' | 'G';
}

/** 903.4b: the colours a seat may choose for its commander. */
export const COMMANDER_COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

/** Commander and Brawl tables (903, 903.12) are the ones where a seat may choose a commander colour. */
export function isCommanderTable(variant: string): boolean {
  return variant === 'commander' || variant === 'brawl';
}

export const ALL_DECK_KINDS: readonly DeckKind[] = ['starter', 'list', 'random'];

export function defaultSeat(meta: Meta, i: number): SeatDraft {
  return {
    kind: i === 0 ? 'human' : 'ai',
    ai: meta.ai[0] ?? 'heuristic',
    deck: 'starter',
    starter: meta.starterDecks[i % Math.max(1, meta.starterDecks.length)] ?? '',
    list: '',
    name: '',
    vanguard: '',
    commanderColor: '',
  };
}

/** The deck kind a seat uses under a variant that allows `allowed` (never empty: all kinds when it is). */
export function deckKindFor(chosen: DeckKind, allowed: readonly DeckKind[]): DeckKind {
  if (!allowed.length || allowed.includes(chosen)) return chosen;
  return allowed[0]!;
}

export function seatSpec(
  s: SeatDraft,
  allowed: readonly DeckKind[] = ALL_DECK_KINDS,
  vanguard = false,
  commander = false,
): SeatSpec {
  const kind = deckKindFor(s.deck, allowed);
  const deck: DeckSpec =
    kind === 'list' ? { list: s.list } : kind === 'random' ? { random: true } : { starter: s.starter };
  const avatar = {
    ...(vanguard && s.vanguard ? { vanguard: s.vanguard } : {}),
    ...(commander && s.commanderColor ? { commanderColor: s.commanderColor } : {}),
  };
  return s.kind === 'human'
    ? { kind: 'human', ...(s.name.trim() ? { name: s.name.trim() } : {}), deck, ...avatar }
    : { kind: 'ai', ai: s.ai, deck, ...avatar };
}
