/**
 * 613: characteristics are derived, never stored. Each battlefield object starts from
 * its card definition (or the face-down values of 708.2) and continuous effects are
 * applied layer by layer: 1 copy, 2 control, 3 text, 4 type, 5 colour, 6 abilities,
 * 7a characteristic-defining, 7b set P/T, 7c modify P/T and counters, 7d switch.
 * The affected set of a static ability's effect is determined as its layer applies (613.6).
 * Results are cached per state epoch; every mutation that can change them bumps the epoch (`touch`).
 * With the test-only option `noCache` (oracle mode) nothing is cached: every read recomputes.
 */
import {
  SIMPLE_KEYWORDS,
  type AbilityNode,
  type CardType,
  type SimpleKeyword,
  type Supertype,
} from '../cards/ability-tree.js';
import { colorsOfCost, manaValue, type Color } from '../cards/mana-symbols.js';
import { faceManaCostForValue, faceOf } from './faces.js';
import type { GameObject, GameState, LastKnown, ObjectId, PlayerId } from '../state/types.js';
import { computeBattlefield, mentionsVolatile, volatileAbility } from './layers.js';
import { CREATURE_TYPES } from './creature-types.js';

export interface Characteristics {
  readonly name: string;
  readonly manaCost: string | null;
  /** 712.8e: a back face's mana value (from the front face's cost), when it differs from its own mana cost's. */
  readonly manaValue?: number;
  colors: Color[];
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  readonly loyalty: number | null;
  abilities: AbilityNode[];
  keywords: Set<SimpleKeyword>;
  controller: PlayerId;
}

interface Cache {
  /** The epoch and the structural epoch the map was computed at. */
  epoch: number;
  structural: number;
  /** Whether the computation may have read volatile state (layers.ts readsVolatile). */
  volatile: boolean;
  map: Map<ObjectId, Characteristics>;
}
const cache = new WeakMap<GameState, Cache>();

/**
 * The structural epoch of each state: bumped by `touch` but not by `touchVolatile`. It lives beside the state, not
 * in it: a copied or reloaded state starts without caches, so it needs none.
 */
const structuralEpochs = new WeakMap<GameState, number>();

function structuralEpoch(state: GameState): number {
  return structuralEpochs.get(state) ?? 0;
}

/**
 * Bumps the state's epoch: every derived value (characteristics, the quiet-SBA memo) must be recomputed.
 * Called by every mutation that a continuous effect, condition or filter can read (docs/engine.md, Caches).
 */
export function touch(state: GameState): void {
  state.epoch++;
  structuralEpochs.set(state, structuralEpoch(state) + 1);
}

/**
 * Bumps the epoch for a change that only conditions (611.3b), counts and the tapped / combat / target fields of
 * filters can read — tapping and untapping, life and player counters, shuffles, attack and block declarations,
 * a new step, a new decision. Layered characteristics computed without any such read (layers.ts readsVolatile)
 * stay valid; everything else keyed on the epoch is recomputed as after `touch`.
 */
export function touchVolatile(state: GameState): void {
  state.epoch++;
}

/**
 * Carries the derived values of `from` over to `to`, a fresh copy of it made by `cloneState` (equal as JSON, with the
 * same epoch): the structural epoch, the layered-characteristics map (shared: it and its values are never changed
 * once computed) and each object's printed characteristics (keyed on the copy of the object; `samePrinted` still
 * checks every field on each read; library cards are left out: they are rarely read). Each state keeps its own cache record, so the two go on independently.
 */
export function inheritDerived(from: GameState, to: GameState): void {
  if (!cachesEnabled(from)) return;
  const structural = structuralEpochs.get(from);
  if (structural !== undefined) structuralEpochs.set(to, structural);
  const c = cache.get(from);
  if (c) cache.set(to, { ...c });
  const objects = from.objects;
  for (const k in to.objects) {
    const copy = to.objects[k as unknown as ObjectId]!;
    if (copy.zone === 'library') continue; // rarely read: not worth a WeakMap look-up per card on each copy
    const p = printedCache.get(objects[k as unknown as ObjectId]!);
    if (p) printedCache.set(copy, p);
  }
}

/** Whether derived values may be cached (false in oracle mode, the test-only `noCache` option). */
export function cachesEnabled(state: GameState): boolean {
  return state.options.noCache !== true; // 'verify' caches, and checks each cached read (battlefieldChars)
}

function parsePT(s: string | undefined): number | null {
  if (s === undefined) return null;
  const n = Number.parseInt(s, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** Characteristics straight from the card definition (or 708.2 face-down values). */
export function baseCharacteristics(state: GameState, o: GameObject): Characteristics {
  if (o.faceDown) {
    return {
      name: '',
      manaCost: null,
      colors: [],
      supertypes: [],
      types: ['Creature'],
      subtypes: [],
      power: 2,
      toughness: 2,
      loyalty: null,
      abilities: [],
      keywords: new Set(),
      controller: o.controller,
    };
  }
  // 613.2 / 707.2 (layer 1): a copy starts from the copiable values it copies.
  const key = o.copyDefKey ?? o.defKey;
  const card = state.cards[key];
  if (!card) throw new Error(`internal: no card definition ${key}`);
  // 709.3 / 710.2 / 712.8: the face the object shows (a split half on the stack, a flipped or transformed permanent).
  const def = faceOf(card, o);
  const mvCost = faceManaCostForValue(card, o, o.melded ? state.cards[o.melded.defKey] : undefined);
  const keywords = new Set<SimpleKeyword>();
  for (const a of def.abilities) if (a.kind === 'keyword' && isSimple(a)) keywords.add(a.keyword);
  // 702.73a / 604.3 / 613.3: changeling is a characteristic-defining ability of the object itself
  // (printed or copied), so it applies before any other type-changing effect and in every zone;
  // losing the ability later (layer 6) doesn't take the types away.
  const changeling = def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'changeling');
  // 702.103b: a bestowed spell or permanent "becomes an Aura enchantment and gains enchant creature" — it is not a
  // creature, so it has no creature types (205.3d). The effect comes from the rule as it is cast, so it applies
  // before any other effect (the earliest timestamp in layers 4 and 6).
  if (o.bestowed) {
    return {
      name: def.name,
      manaCost: def.manaCost,
      ...(mvCost !== undefined ? { manaValue: manaValue(mvCost) } : {}),
      colors: def.colorIndicator ? [...def.colorIndicator] : colorsOfCost(def.manaCost),
      supertypes: [...def.supertypes],
      types: def.types.filter((t) => t !== 'Creature').concat(def.types.includes('Enchantment') ? [] : ['Enchantment']),
      subtypes: ['Aura'],
      power: null,
      toughness: null,
      loyalty: def.loyalty ?? null,
      abilities: [...def.abilities, BESTOW_ENCHANT],
      keywords,
      controller: o.controller,
    };
  }
  return {
    name: def.name,
    manaCost: def.manaCost,
    ...(mvCost !== undefined ? { manaValue: manaValue(mvCost) } : {}),
    // 202.3e: on the stack, X in a spell's mana cost is the value chosen for it.
    ...(mvCost === undefined && o.zone === 'stack' && (o.stack?.x ?? 0) > 0
      ? { manaValue: manaValue(def.manaCost, o.stack!.x) }
      : {}),
    colors: def.colorIndicator ? [...def.colorIndicator] : colorsOfCost(def.manaCost),
    supertypes: [...def.supertypes],
    types: [...def.types],
    subtypes: changeling ? [...new Set([...def.subtypes, ...CREATURE_TYPES])] : [...def.subtypes],
    power: parsePT(def.power),
    toughness: parsePT(def.toughness),
    loyalty: def.loyalty ?? null,
    abilities: [...def.abilities],
    keywords,
    controller: o.controller,
  };
}

/** 702.103b: the "enchant creature" a bestowed Aura gains. */
const BESTOW_ENCHANT: AbilityNode = {
  kind: 'keyword',
  keyword: 'enchant',
  what: { kind: 'object', match: { types: ['Creature'] } },
  text: 'Enchant creature (bestow)',
};

const SIMPLE_SET: ReadonlySet<string> = new Set<string>(SIMPLE_KEYWORDS);

/** Keyword abilities without parameters (the ones kept in Characteristics.keywords). */
export function isSimple(a: AbilityNode): a is AbilityNode & { keyword: SimpleKeyword } {
  return a.kind === 'keyword' && SIMPLE_SET.has(a.keyword);
}

/**
 * Printed (base) characteristics, cached per object together with every field of the object that
 * baseCharacteristics reads (so a change of zone, face, half, bestow, X or controller is never missed).
 * Off the battlefield they are the object's characteristics; on the battlefield they are layer 1's starting point,
 * which the layer walk shares while no effect applies and copies before one changes it (layers.ts).
 * A cached value is shared: nothing may mutate it.
 */
const printedCache = new WeakMap<GameObject, Printed>();

/** The fields of an object that baseCharacteristics reads, with the characteristics built from them. */
interface Printed {
  readonly zone: GameObject['zone'];
  readonly controller: PlayerId;
  readonly faceDown: boolean;
  readonly defKey: string;
  readonly transformed: boolean;
  readonly flipped: boolean;
  readonly castHalf: GameObject['castHalf'];
  readonly fused: boolean;
  readonly altFace: boolean;
  readonly bestowed: boolean;
  readonly x: number;
  readonly chars: Characteristics;
}

function samePrinted(p: Printed, o: GameObject): boolean {
  return (
    p.zone === o.zone &&
    p.controller === o.controller &&
    p.faceDown === !!o.faceDown &&
    p.defKey === (o.copyDefKey ?? o.defKey) &&
    p.transformed === !!o.transformed &&
    p.flipped === !!o.flipped &&
    p.castHalf === o.castHalf &&
    p.fused === !!o.fused &&
    p.altFace === !!o.altFace &&
    p.bestowed === !!o.bestowed &&
    p.x === (o.stack?.x ?? 0)
  );
}

/** The object's printed characteristics: cached and shared (read-only), or fresh in oracle mode. */
export function printedCharacteristics(state: GameState, o: GameObject): Characteristics {
  if (!cachesEnabled(state)) return baseCharacteristics(state, o);
  let p = printedCache.get(o);
  if (!p || !samePrinted(p, o)) {
    p = {
      zone: o.zone,
      controller: o.controller,
      faceDown: !!o.faceDown,
      defKey: o.copyDefKey ?? o.defKey,
      transformed: !!o.transformed,
      flipped: !!o.flipped,
      castHalf: o.castHalf,
      fused: !!o.fused,
      altFace: !!o.altFace,
      bestowed: !!o.bestowed,
      x: o.stack?.x ?? 0,
      chars: baseCharacteristics(state, o),
    };
    printedCache.set(o, p);
  }
  return p.chars;
}

/** Characteristics of any object: layered on the battlefield, printed elsewhere. */
export function chars(state: GameState, id: ObjectId): Characteristics {
  const o = state.objects[id];
  if (!o) {
    const l = state.lki[id];
    if (!l) throw new Error(`internal: no object ${id}`);
    return fromLastKnown(state, l);
  }
  if (o.zone === 'battlefield') {
    const ch = battlefieldChars(state).get(id);
    if (ch) return ch;
  }
  return printedCharacteristics(state, o);
}

/**
 * Every battlefield object's layered characteristics as the engine reads them now: the cached map, or a fresh
 * computation in oracle mode. The oracle differential test compares the two after every decision.
 */
export function battlefieldCharacteristics(state: GameState): ReadonlyMap<ObjectId, Characteristics> {
  return battlefieldChars(state);
}

/** A static ability of a battlefield permanent, with its source's characteristics. */
export interface BattlefieldStatic {
  readonly source: ObjectId;
  readonly chars: Characteristics;
  readonly ability: Extract<AbilityNode, { kind: 'static' }>;
}

/** The static abilities of the battlefield, per characteristics map: a new map (any recomputation) rebuilds it. */
const staticIndex = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, BattlefieldStatic[]>();

/**
 * Every static ability of every battlefield permanent, in battlefield order: an index built once per
 * characteristics map, so rules that ask "does a static ability apply to this object" scan statics, not permanents.
 */
export function battlefieldStatics(state: GameState): readonly BattlefieldStatic[] {
  const map = battlefieldChars(state);
  let out = staticIndex.get(map);
  if (!out) {
    out = [];
    for (const [source, c] of map)
      for (const ability of c.abilities) if (ability.kind === 'static') out.push({ source, chars: c, ability });
    staticIndex.set(map, out);
  }
  return out;
}

/** Per characteristics map: whether an ability on the battlefield may read volatile state (below). */
const volatileIndex = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, boolean>();

/**
 * Whether a rule reading the battlefield may read volatile state (see `touchVolatile`) other than through the
 * characteristics themselves: a static or keyword ability (a condition, a tapped / combat filter …) or a state
 * trigger (603.8) of a permanent, a continuous effect that mentions any, or any command-zone object. When not, a
 * derived value that reads only the battlefield (the quiet-SBA memo) stays valid across volatile changes.
 */
export function battlefieldReadsVolatile(state: GameState): boolean {
  if (state.command.length > 0) return true;
  for (const e of state.effects) if (mentionsVolatile(e.modification)) return true;
  const map = battlefieldChars(state);
  let v = volatileIndex.get(map);
  if (v === undefined) {
    v = false;
    for (const c of map.values())
      for (const a of c.abilities)
        if (
          (a.kind === 'triggered' && a.trigger.kind === 'state') ||
          ((a.kind === 'static' || a.kind === 'keyword') && volatileAbility(a))
        )
          v = true;
    volatileIndex.set(map, v);
  }
  return v;
}

/** The structural epoch (see `touch`), for memos that stay valid across volatile changes. */
export function structuralEpochOf(state: GameState): number {
  return structuralEpoch(state);
}

/** Every battlefield object's layered characteristics, valid for the current epoch (recomputed in oracle mode). */
function battlefieldChars(state: GameState): Map<ObjectId, Characteristics> {
  if (!cachesEnabled(state)) return computeBattlefield(state);
  let c = cache.get(state);
  if (c !== undefined && c.epoch === state.epoch && state.options.noCache !== 'verify') return c.map; // the common read
  const structural = structuralEpoch(state);
  if (!c || (c.epoch !== state.epoch && (c.volatile || c.structural !== structural))) {
    const reads = { volatile: true };
    c = { epoch: state.epoch, structural, volatile: true, map: computeBattlefield(state, false, reads) };
    c.volatile = reads.volatile;
    cache.set(state, c);
  } else {
    c.epoch = state.epoch;
    if (state.options.noCache === 'verify') verifyFresh(c.map, computeBattlefield(state, true));
  }
  return c.map;
}

/** Test-only ('verify'): a cached read must equal a fresh computation, else a mutation forgot to `touch`. */
function verifyFresh(cached: Map<ObjectId, Characteristics>, fresh: Map<ObjectId, Characteristics>): void {
  const show = (ch: Characteristics | undefined): string =>
    JSON.stringify(ch ? { ...ch, keywords: [...ch.keywords].sort(), abilities: ch.abilities.length } : null);
  for (const id of new Set([...cached.keys(), ...fresh.keys()])) {
    const a = show(cached.get(id));
    const b = show(fresh.get(id));
    if (a !== b) throw new Error(`internal: stale characteristics cache for object ${id}: cached ${a}, fresh ${b}`);
  }
}

/** 608.2h: characteristics as the object last existed on the battlefield. */
function fromLastKnown(state: GameState, l: LastKnown): Characteristics {
  return {
    name: l.name,
    manaCost: state.cards[l.defKey]?.manaCost ?? null,
    colors: [...l.colors] as Color[],
    supertypes: [...l.supertypes] as Supertype[],
    types: [...l.types] as CardType[],
    subtypes: [...l.subtypes],
    power: l.power,
    toughness: l.toughness,
    loyalty: null,
    abilities: [...(state.cards[l.defKey]?.abilities ?? [])],
    keywords: new Set(l.keywords as SimpleKeyword[]),
    controller: l.controller,
  };
}

/** Records last known information for an object about to leave the battlefield. */
export function rememberLastKnown(state: GameState, id: ObjectId): void {
  const o = state.objects[id];
  if (!o || (o.zone !== 'battlefield' && o.zone !== 'stack')) return;
  const c = chars(state, id);
  state.lki[id] = {
    defKey: o.defKey,
    name: c.name,
    controller: c.controller,
    owner: o.owner,
    colors: [...c.colors],
    types: [...c.types],
    subtypes: [...c.subtypes],
    supertypes: [...c.supertypes],
    power: c.power,
    toughness: c.toughness,
    keywords: [...c.keywords],
    counters: { ...o.counters },
    ...(o.zone === 'battlefield' && o.attachedTo !== null ? { attachedTo: o.attachedTo } : {}),
    ...(o.cardId !== null ? { cardId: o.cardId } : {}),
  };
}

export function controllerOf(state: GameState, id: ObjectId): PlayerId {
  const o = state.objects[id];
  if (!o) return chars(state, id).controller;
  return o.zone === 'battlefield' ? chars(state, id).controller : o.controller;
}

export function hasKeyword(state: GameState, id: ObjectId, k: SimpleKeyword): boolean {
  return chars(state, id).keywords.has(k);
}

export function isType(state: GameState, id: ObjectId, t: CardType): boolean {
  return chars(state, id).types.includes(t);
}

export function isCreature(state: GameState, id: ObjectId): boolean {
  return isType(state, id, 'Creature');
}
