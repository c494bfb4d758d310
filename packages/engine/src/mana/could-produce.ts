/**
 * 106.7: the types of mana a permanent "could produce" — every type one of its mana abilities would make if it
 * resolved now, whatever its costs and whether it could be activated. An ability that itself makes mana another
 * permanent could produce (Reflecting Pool) counts what those permanents could produce, so the answer is the least
 * set that is closed under that rule: two Reflecting Pools alone could produce nothing.
 */
import type { Effect, Filter } from '../cards/ability-tree.js';
import { parseManaCost, type Color, type ManaType } from '../cards/mana-symbols.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

type AddMana = Extract<Effect, { kind: 'addMana' }>;
type Produced = ReadonlyMap<ObjectId, ReadonlySet<ManaType>>;

const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

/** The types of mana the permanents matching `filter` (seen by `perspective`, for `source`) could produce. */
export function couldProduce(
  state: GameState,
  filter: Filter,
  perspective: PlayerId,
  source: ObjectId | null,
): ManaType[] {
  const produced = producedByEach(state);
  return typesOf(state, produced, filter, perspective, source);
}

function typesOf(state: GameState, produced: Produced, f: Filter, who: PlayerId, source: ObjectId | null): ManaType[] {
  const seen = new Set<ManaType>();
  for (const id of state.battlefield) {
    if (!matchesObjectFilter(state, f, id, chars(state, id), who, source, chars)) continue;
    for (const t of produced.get(id) ?? []) seen.add(t);
  }
  return [...COLORS, 'C' as const].filter((t) => seen.has(t));
}

/** What each permanent could produce: grown from nothing until no permanent's set changes (the least fixed point). */
function producedByEach(state: GameState): Produced {
  const sets = new Map<ObjectId, Set<ManaType>>();
  for (let changed = true; changed;) {
    changed = false;
    for (const id of state.battlefield) {
      const now = sets.get(id) ?? new Set<ManaType>();
      const before = now.size;
      for (const e of addManaEffects(state, id)) for (const t of typesOfAdd(state, sets, id, e)) now.add(t);
      sets.set(id, now);
      if (now.size !== before) changed = true;
    }
  }
  return sets;
}

/** Every "add mana" instruction in the permanent's mana abilities, wherever it stands in the ability. */
function addManaEffects(state: GameState, id: ObjectId): AddMana[] {
  const out: AddMana[] = [];
  for (const a of chars(state, id).abilities) if (a.kind === 'activated' && a.manaAbility) collect(a.effects, out);
  return out;
}

function collect(node: unknown, out: AddMana[]): void {
  if (Array.isArray(node)) for (const x of node) collect(x, out);
  else if (node && typeof node === 'object') {
    if ((node as { kind?: unknown }).kind === 'addMana') out.push(node as AddMana);
    else for (const v of Object.values(node)) collect(v, out);
  }
}

/** The types one instruction of permanent `id` would add if it resolved now. */
function typesOfAdd(state: GameState, sets: Produced, id: ObjectId, e: AddMana): ManaType[] {
  const out: ManaType[] = [];
  if (e.couldProduce) {
    const types = typesOf(state, sets, e.couldProduce.permanents, chars(state, id).controller, id);
    out.push(...(e.couldProduce.kind === 'color' ? types.filter((t) => t !== 'C') : types));
  } else if (e.anyColor && e.chosen === 'color') {
    const c = state.objects[id]?.chosen?.color;
    if (c !== undefined) out.push(c);
  } else if (e.anyColor && e.commanderIdentity) {
    out.push(...commanderColors(state, chars(state, id).controller));
  } else if (e.anyColor || e.combination) out.push(...(e.colors ?? COLORS));
  for (const s of parseManaCost(e.mana)) {
    if (s.kind === 'colored') out.push(s.color);
    else if (s.kind === 'colorless' || s.kind === 'generic') out.push('C');
  }
  return out;
}

/**
 * 903.4 / 903.4f: the colours in `player`'s commanders' colour identity (fixed before the game, 903.4a). Undefined —
 * no colours, so "that part of the ability won't do anything" — when the player has no commander.
 */
export function commanderColors(state: GameState, player: PlayerId): Color[] {
  const seen = new Set<Color>();
  for (const c of state.commander?.cards ?? []) if (c.owner === player) for (const x of c.identity) seen.add(x);
  return COLORS.filter((x) => seen.has(x));
}
