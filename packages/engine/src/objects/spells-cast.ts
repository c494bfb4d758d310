/**
 * 601.2i: the spells cast this turn, kept on the turn's history as they become cast, and the condition that counts
 * them ("if you've cast a noncreature spell this turn", "if you've cast another spell this turn", "if an opponent cast
 * two or more spells this turn").
 */
import type { Condition, ObjectMatch } from '../cards/ability-tree.js';
import type { GameState, ObjectId, PlayerId, SpellCastRecord } from '../state/types.js';
import { isOpponent, turnHistory } from '../state/access.js';
import type { Characteristics, CharsReader } from './characteristics-reader.js';
import { manaValueOf } from './faces.js';
import { matchesCharacteristics } from './filters.js';
import { playerInRange } from './range.js';

/**
 * The ObjectMatch keys a spell cast this turn is matched on (its characteristics as it was cast). The compiler emits
 * `castThisTurn` only with these.
 */
export const CAST_RECORD_MATCH_KEYS = [
  'types',
  'notTypes',
  'allTypes',
  'subtypes',
  'notSubtypes',
  'supertypes',
  'notSupertypes',
  'colors',
  'notColors',
  'colorless',
  'multicolored',
  'manaValueAtLeast',
  'manaValueAtMost',
  'powerAtLeast',
  'powerAtMost',
  'toughnessAtLeast',
  'toughnessAtMost',
  'name',
] as const;

/**
 * 601.2i: `spell` has become cast by `player`; every turn in progress (807) records it. The caller bumps the epoch
 * (conditions of statics read the record: "as long as you've cast two or more spells this turn").
 */
export function recordSpellCast(state: GameState, player: PlayerId, spell: ObjectId, charsOf: CharsReader): void {
  const c = charsOf(state, spell);
  const r: SpellCastRecord = {
    player,
    spell,
    card: state.objects[spell]!.cardId,
    name: c.name,
    types: [...c.types],
    subtypes: [...c.subtypes],
    supertypes: [...c.supertypes],
    colors: [...c.colors],
    manaValue: manaValueOf(c),
    power: c.power,
    toughness: c.toughness,
    ...(state.objects[spell]!.stack?.alternative === 'warp' ? { warped: true as const } : {}), // 702.185a
  };
  for (const t of state.turns) {
    const h = turnHistory(t);
    (h.spellsCast ??= []).push(r);
  }
}

function recordChars(r: SpellCastRecord): Characteristics {
  return {
    name: r.name,
    manaCost: null,
    manaValue: r.manaValue,
    colors: [...r.colors],
    supertypes: [...r.supertypes],
    types: [...r.types],
    subtypes: [...r.subtypes],
    power: r.power,
    toughness: r.toughness,
    loyalty: null,
    abilities: [],
    keywords: new Set(),
    controller: r.player,
  };
}

/**
 * The record of the source's own spell, for "another": the resolving spell itself, or — for a permanent that was
 * cast (608.3) — the latest spell cast from its card (the card can't have been cast again since it resolved).
 */
function ownSpell(
  state: GameState,
  records: readonly SpellCastRecord[],
  source: ObjectId | null,
): SpellCastRecord | null {
  const o = source === null ? undefined : state.objects[source];
  if (!o) return null;
  const own = records.find((r) => r.spell === source);
  if (own) return own;
  if (o.zone !== 'battlefield' || o.castFrom === undefined || o.cardId === null) return null;
  for (let i = records.length - 1; i >= 0; i--) if (records[i]!.card === o.cardId) return records[i]!;
  return null;
}

/** 601.2i: the `castThisTurn` condition (807: over the turns in progress, each spell once). */
export function castThisTurn(
  state: GameState,
  c: Extract<Condition, { kind: 'castThisTurn' }>,
  you: PlayerId,
  source: ObjectId | null,
): boolean {
  const seen = new Set<ObjectId>();
  const records: SpellCastRecord[] = [];
  for (const t of state.turns) {
    if (t.removed) continue;
    for (const r of t.history?.spellsCast ?? []) if (!seen.has(r.spell) && seen.add(r.spell)) records.push(r);
  }
  const skip = c.another ? ownSpell(state, records, source) : null;
  const m: ObjectMatch = c.match ?? {};
  const count = (p: PlayerId): number =>
    records.filter((r) => r !== skip && r.player === p && matchesCharacteristics(m, recordChars(r))).length;
  if (c.who === 'opponent')
    return state.players.some(
      (p) => !p.left && isOpponent(state, you, p.id) && playerInRange(state, you, p.id) && count(p.id) >= c.atLeast,
    ); // 801.11: an opponent outside the range of influence isn't seen
  return count(you) >= c.atLeast;
}
