/**
 * 613: the layer system. Starting from each battlefield object's copiable values (layer 1,
 * 707.2), continuous effects apply layer by layer — 2 control, 3 text, 4 type, 5 colour,
 * 6 abilities, 7a characteristic-defining, 7b set P/T, 7c modify P/T (and counters), 7d
 * switch. Within a layer, effects apply in timestamp order (613.7) unless one depends on
 * another (613.8), in which case the one depended on applies first. An effect that has begun
 * to apply keeps applying, to the same objects, in later layers even if the ability that
 * created it is removed meanwhile (613.6).
 */
import { commandSources } from '../zones/command.js';
import { graveyardStaticSources } from '../zones/graveyard-statics.js';
import { bindGrantor } from './grantor.js';
import { manaValueOf } from './faces.js';
import { graveyardCardTypes } from './graveyard-card-types.js';
import type { AbilityNode, LayerMod, ObjectRef, PTValue, SimpleKeyword, StaticAbility } from '../cards/ability-tree.js';
import { manaValue } from '../cards/mana-symbols.js';
import type { ContinuousEffect, GameState, ObjectId, PlayerId } from '../state/types.js';
import { baseCharacteristics, isSimple, printedCharacteristics } from './printed-characteristics.js';
import type { Characteristics, CharsReader } from './characteristics-reader.js';
import { matchesObjectFilter } from './filters.js';
import { playerInRange, rangeExempt } from './range.js';
import { checkCondition } from './conditions.js';
import { countCardsIn } from './zone-count.js';
import { basicLandTypesIn } from './domain.js';
import { CREATURE_TYPES } from './creature-types.js';
import { blindTo, localEffect } from './layer-locality.js';
import { abilityBeyondStructure, mentionsBeyondStructure, mentionsVolatile } from './volatile-mentions.js';

const CREATURE_TYPE_SET: ReadonlySet<string> = new Set(CREATURE_TYPES);

/** 7a = 7.1, 7b = 7.2, 7c = 7.3, 7d = 7.4. */
export type Layer = 2 | 3 | 4 | 5 | 6 | 7.1 | 7.2 | 7.3 | 7.4;
export const LAYERS: readonly Layer[] = [2, 3, 4, 5, 6, 7.1, 7.2, 7.3, 7.4];

type Chars = Map<ObjectId, Characteristics>;

interface Part {
  readonly layer: Layer;
  /** `read` gives other objects' characteristics to the filters and counts a value reads (computeBattlefield). */
  apply(state: GameState, c: Characteristics, id: ObjectId, read: CharsReader): void;
}

export interface LayerEffect {
  /** Stable identity within one computation: static abilities by source and ability node, resolved effects by id. */
  readonly key: string;
  readonly timestamp: number;
  readonly source: ObjectId | null;
  readonly sourceController: PlayerId;
  readonly affected: readonly ObjectId[] | ObjectRef;
  readonly parts: readonly Part[];
  /** For static abilities: the ability node, to test whether it still exists (613.8a existence). */
  readonly ability: AbilityNode | null;
  readonly cda: boolean;
  /** Whether its result for an object reads only that object (layer-locality.ts `localEffect`). */
  readonly local: boolean;
}

/** One step of a layer walk: an effect applying its parts of one layer, in the order the walk applied them. */
export interface WalkStep {
  readonly layer: Layer;
  readonly effect: LayerEffect;
}

// ---------------------------------------------------------------------------
// Turning abilities and resolved effects into layered parts
// ---------------------------------------------------------------------------

function ptValue(
  state: GameState,
  v: PTValue,
  c: Characteristics,
  current: Chars,
  controller: PlayerId,
  source: ObjectId | null,
  read: CharsReader,
  self: ObjectId | null = null,
): number {
  switch (v.kind) {
    case 'fixed':
      return v.n;
    case 'manaValue':
      return manaValueOf(c);
    case 'basicLandTypes':
      return basicLandTypesIn(current.entries(), controller);
    case 'graveyardCardTypes':
      return graveyardCardTypes(state, controller, v.whose) + (v.plus ?? 0);
    case 'countersOnSource': {
      // 122.1: counted as the layer applies
      const o = source === null ? undefined : state.objects[source];
      return o ? (o.counters[v.counter] ?? 0) : 0;
    }
    case 'cardsIn':
      return countCardsIn(state, controller, v.zone, v.whose, v.filter, source, read) + (v.plus ?? 0);
    case 'count': {
      let n = 0;
      // 801.11: information only from within the controller's range of influence (Coat of Arms).
      for (const [id, ch] of current) {
        if (v.sharesCreatureTypeWithIt && (id === self || !ch.subtypes.some((t) => c.subtypes.includes(t)))) continue; // "each other creature that shares a creature type with it"
        if (
          matchesObjectFilter(state, v.filter, id, ch, controller, source, read) &&
          playerInRange(state, controller, ch.controller)
        )
          n++;
      }
      return n + (v.plus ?? 0);
    }
    case 'greatestManaValue': {
      // 202.3: mana value doesn't depend on the layers after 1; 801.11: only permanents within range.
      let best = 0;
      for (const [id, ch] of current)
        if (
          matchesObjectFilter(state, v.filter, id, ch, controller, source, read) &&
          playerInRange(state, controller, ch.controller)
        )
          best = Math.max(best, manaValueOf(ch));
      return best;
    }
  }
}

function layerOf(m: LayerMod): Layer {
  switch (m.kind) {
    case 'setController':
      return 2;
    case 'addTypes':
    case 'setTypes':
    case 'removeTypes':
    case 'setLandSubtypes':
      return 4;
    case 'setColors':
    case 'addColors':
      return 5;
    case 'addAbilities':
    case 'loseAllAbilities':
    case 'loseKeywords':
      return 6;
    case 'cdaPT':
      return 7.1;
    case 'setPT':
      return 7.2;
    case 'modifyPT':
    case 'modifyPTBy':
      return 7.3;
    case 'switchPT':
      return 7.4;
  }
}

const BASIC_MANA: Record<string, string> = {
  Plains: '{W}',
  Island: '{U}',
  Swamp: '{B}',
  Mountain: '{R}',
  Forest: '{G}',
};
const LAND_TYPES = new Set([
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Desert',
  'Gate',
  'Lair',
  'Locus',
  'Mine',
  'Power-Plant',
  'Tower',
  "Urza's",
  'Cave',
  'Sphere',
  'Town',
]);

function basicManaAbility(subtype: string): AbilityNode | null {
  const mana = BASIC_MANA[subtype];
  if (!mana) return null;
  return {
    kind: 'activated',
    cost: { parts: [{ kind: 'tap' }] },
    targets: [],
    effects: [{ kind: 'addMana', mana }],
    manaAbility: true,
    text: `{T}: Add ${mana}.`,
  };
}

function rebuildKeywords(c: Characteristics): void {
  c.keywords = new Set<SimpleKeyword>();
  for (const a of c.abilities) {
    if (isSimple(a)) c.keywords.add(a.keyword);
  }
}

function partOf(m: LayerMod, controller: PlayerId, source: ObjectId | null, current: () => Chars): Part {
  return { layer: layerOf(m), apply: applyOf(m, controller, source, current) };
}

/** 205.1a: the new card types and subtypes replace the old ones (without card types: only the creature types). */
function setTypes(c: Characteristics, m: Extract<LayerMod, { kind: 'setTypes' }>): void {
  if (m.types) c.types = [...m.types];
  const kept = m.types ? [] : c.subtypes.filter((t) => !CREATURE_TYPE_SET.has(t));
  c.subtypes = [...kept, ...m.subtypes];
}

/**
 * 613.1f: added keyword abilities join the keywords already granted in this layer (rebuilding the set from the ability
 * list would drop keywords an earlier layer-6 grant gave, e.g. "has haste and \"{T}: …\"").
 */
function addAbilities(abilities: readonly AbilityNode[]): Part['apply'] {
  return (_s, c) => {
    c.abilities.push(...abilities);
    for (const a of abilities) if (isSimple(a)) c.keywords.add(a.keyword);
  };
}

/** What a layered modification does to the characteristics being computed (613.1). */
function applyOf(m: LayerMod, controller: PlayerId, source: ObjectId | null, current: () => Chars): Part['apply'] {
  switch (m.kind) {
    case 'setController':
      return (_s, c) => {
        c.controller = controller;
      };
    case 'addTypes':
      return (st, c) => {
        for (const t of m.types ?? []) if (!c.types.includes(t)) c.types.push(t);
        for (const t of m.supertypes ?? []) if (!c.supertypes.includes(t)) c.supertypes.push(t); // 205.4
        // 607.2: "is the chosen type in addition to its other types" — nothing until the source has chosen (614.12).
        const chosen =
          m.chosen === 'creatureType' && source !== null ? st.objects[source]?.chosen?.creatureType : undefined;
        for (const t of [...(m.subtypes ?? []), ...(chosen !== undefined ? [chosen] : [])]) {
          if (c.subtypes.includes(t)) continue;
          c.subtypes.push(t);
          // 305.6: a land with a basic land type has that type's intrinsic mana ability.
          const mana = c.types.includes('Land') ? basicManaAbility(t) : null;
          if (mana) c.abilities.push(mana);
        }
      };
    // 205.1a: the new card types and subtypes replace the old ones; supertypes stay.
    case 'setTypes':
      return (_s, c) => setTypes(c, m);
    // 613.1d: a type-changing effect that removes card types (the Theros gods' "~ isn't a creature"). Its subtypes
    // stay (205.3d forbids only gaining a subtype that doesn't match a type).
    case 'removeTypes':
      return (_s, c) => {
        c.types = c.types.filter((t) => !m.types.includes(t));
      };
    case 'setLandSubtypes':
      return (_s, c) => {
        if (!c.types.includes('Land')) return;
        // 305.7: the land loses its old land types and all abilities from its rules text,
        // and gains the intrinsic mana ability of each new basic land type.
        c.subtypes = [...c.subtypes.filter((t) => !LAND_TYPES.has(t)), ...m.subtypes];
        c.abilities = m.subtypes.map(basicManaAbility).filter((a): a is AbilityNode => a !== null);
        rebuildKeywords(c);
      };
    case 'setColors':
      return (st, c) => {
        if (m.chosen === 'commanderColor') {
          // 903.4b: the colour chosen before the game for the commander this object's card is.
          const card = source === null ? null : (st.objects[source]?.cardId ?? null);
          const chosen = st.commander?.cards.find((x) => x.cardId === card)?.chosenColor;
          if (chosen) c.colors = [chosen];
          return;
        }
        c.colors = [...m.colors];
      };
    case 'addColors':
      return (_s, c) => {
        for (const x of m.colors) if (!c.colors.includes(x)) c.colors.push(x);
      };
    case 'addAbilities':
      return addAbilities(source !== null ? bindGrantor(m.abilities, source) : m.abilities); // 201.5
    case 'loseAllAbilities':
      return (_s, c) => {
        c.abilities = [];
        c.keywords = new Set();
      };
    case 'loseKeywords':
      return (_s, c) => {
        c.abilities = c.abilities.filter(
          (a) => !(a.kind === 'keyword' && (m.keywords as readonly string[]).includes(a.keyword)),
        );
        for (const k of m.keywords) c.keywords.delete(k);
      };
    case 'cdaPT':
    case 'setPT':
      return (s, c, _id, read) => {
        const cur = current();
        if (m.power) c.power = ptValue(s, m.power, c, cur, controller, source, read);
        if (m.toughness) c.toughness = ptValue(s, m.toughness, c, cur, controller, source, read);
      };
    case 'modifyPT':
      return (_s, c) => {
        if (c.power !== null) c.power += m.power;
        if (c.toughness !== null) c.toughness += m.toughness;
      };
    case 'modifyPTBy':
      return (s, c, self, read) => {
        const n = ptValue(s, m.count, c, current(), controller, source, read, self);
        if (c.power !== null) c.power += m.per.power * n;
        if (c.toughness !== null) c.toughness += m.per.toughness * n;
      };
    case 'switchPT':
      return (_s, c) => {
        const p = c.power;
        c.power = c.toughness;
        c.toughness = p;
      };
  }
}

const NO_MODS: readonly LayerMod[] = [];

function staticEffect(
  state: GameState,
  id: ObjectId,
  c: Characteristics,
  a: StaticAbility,
  current: () => Chars,
  index: number,
): LayerEffect | null {
  const o = state.objects[id]!;
  const eff = a.effect;
  const base = {
    key: `s:${id}:${index}:${a.text}`,
    timestamp: o.timestamp,
    source: id,
    sourceController: c.controller,
    ability: a as AbilityNode,
  };
  switch (eff.kind) {
    case 'layered':
      return {
        ...base,
        affected: eff.affected,
        parts: eff.mods.map((m) => partOf(m, c.controller, id, current)),
        cda: eff.mods.some((m) => m.kind === 'cdaPT'),
        local: localEffect(eff.affected, eff.mods),
      };
    case 'modifyPT':
      return {
        ...base,
        affected: eff.affected,
        parts: [partOf({ kind: 'modifyPT', power: eff.power, toughness: eff.toughness }, c.controller, id, current)],
        cda: false,
        local: localEffect(eff.affected, NO_MODS),
      };
    case 'grantKeywords':
      return {
        ...base,
        affected: eff.affected,
        local: localEffect(eff.affected, NO_MODS),
        parts: [
          {
            layer: 6,
            apply: (_s, t) => {
              for (const k of eff.keywords) t.keywords.add(k);
            },
          },
        ],
        cda: false,
      };
    case 'control':
      // 613.1b: layer 2, control-changing effects ("You control enchanted creature").
      return {
        ...base,
        affected: eff.affected,
        parts: [partOf({ kind: 'setController' }, c.controller, id, current)],
        cda: false,
        local: localEffect(eff.affected, NO_MODS),
      };
    default:
      return null; // rules effects (restrictions, replacement), consulted where their rule applies
  }
}

function resolvedEffect(e: ContinuousEffect, current: () => Chars): LayerEffect | null {
  const m = e.modification;
  const base = {
    key: `e:${e.id}`,
    timestamp: e.timestamp,
    source: e.source,
    sourceController: e.controller,
    affected: e.affected,
    ability: null,
    cda: false,
    local: localEffect(e.affected, m.kind === 'layered' ? m.mods : NO_MODS),
  };
  switch (m.kind) {
    case 'pt':
      return {
        ...base,
        parts: [partOf({ kind: 'modifyPT', power: m.power, toughness: m.toughness }, e.controller, e.source, current)],
      };
    case 'keywords':
      return {
        ...base,
        parts: [
          {
            layer: 6,
            apply: (_s, t) => {
              for (const k of m.keywords) t.keywords.add(k);
            },
          },
        ],
      };
    case 'control':
      return {
        ...base,
        parts: [
          {
            layer: 2,
            apply: (_s, t) => {
              t.controller = m.controller;
            },
          },
        ],
      };
    case 'layered':
      return { ...base, parts: m.mods.map((x) => partOf(x, e.controller, e.source, current)) };
    case 'static':
    case 'prevention':
    case 'damageShield':
    case 'drawShield':
    case 'dieReplacement':
    case 'redirect':
    case 'exiledUntilLeaves':
    case 'exiledWith':
    case 'copy': // layer 1: the starting point of the walk (printed-characteristics.ts, objects/copy.ts)
      return null;
  }
}

/**
 * The layered effects of static abilities made so far in one computation, by source and ability node, with the
 * ability's index and its source's controller as they were read: a re-read after layer 4 or 6 changed abilities
 * reuses the effect of an ability still at the same index of a source with the same controller (the effect is made
 * from nothing else), instead of making it again.
 */
type StaticMemo = Map<ObjectId, Map<AbilityNode, { index: number; controller: PlayerId; effect: LayerEffect }>>;

/** Static abilities as they exist in `current` right now (abilities may change in layers 1–6). */
function staticEffects(
  state: GameState,
  current: Chars,
  getCurrent: () => Chars,
  read: CharsReader,
  memo: StaticMemo,
): LayerEffect[] {
  const out: LayerEffect[] = [];
  // 611.3b / 613: a condition reads the characteristics being computed (and any other object's as `read` gives them).
  const charsOf: CharsReader = (s, x) => current.get(x) ?? read(s, x);
  // 114.4 / 902.7 / 901.7: the static abilities of emblems, vanguards and face-up planes and phenomena function from the command zone.
  const emblems: [ObjectId, Characteristics][] = commandSources(state).map((x) => [
    x,
    baseCharacteristics(state, state.objects[x]!),
  ]);
  // 113.6b: static abilities that function in a graveyard; 108.4a: "you" is the card's owner.
  const graveyard = graveyardStaticSources(state).map((x): [ObjectId, Characteristics] => [
    x,
    { ...baseCharacteristics(state, state.objects[x]!), controller: state.objects[x]!.owner },
  ]);
  const sources = emblems.length || graveyard.length ? [...current, ...emblems, ...graveyard] : current;
  for (const [id, c] of sources) {
    const inGraveyard = state.objects[id]!.zone === 'graveyard';
    for (const a of c.abilities) {
      // the other statics are rules, consulted where their rule applies
      if (a.kind !== 'static' || !(inGraveyard ? graveyardLayeredStatic(a) : layeredStatic(a))) continue;
      // 611.3b: a conditional static ability applies only while its condition is true.
      if (a.condition && !checkCondition(state, a.condition, c.controller, charsOf, id)) continue;
      const index = c.abilities.indexOf(a);
      let known = memo.get(id);
      const prior = known?.get(a);
      if (prior && prior.index === index && prior.controller === c.controller) {
        out.push(prior.effect);
        continue;
      }
      const e = staticEffect(state, id, c, a, getCurrent, index);
      if (!e) continue;
      out.push(e);
      if (!known) memo.set(id, (known = new Map()));
      known.set(a, { index, controller: c.controller, effect: e });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Affected objects, dependency, and the walk through the layers
// ---------------------------------------------------------------------------

export function affectedNow(state: GameState, eff: LayerEffect, current: Chars, read: CharsReader): ObjectId[] {
  const a = eff.affected;
  if (Array.isArray(a)) return a.filter((id) => current.has(id));
  const ref = a as ObjectRef;
  switch (ref.kind) {
    case 'self':
      return eff.source !== null && current.has(eff.source) ? [eff.source] : [];
    case 'enchanted':
    case 'equipped': {
      const src = eff.source === null ? undefined : state.objects[eff.source];
      return src && src.attachedTo !== null && current.has(src.attachedTo) ? [src.attachedTo] : [];
    }
    case 'all': {
      const res: ObjectId[] = [];
      // 801.10: an effect affects only objects within its controller's range of influence (801.18: planes ignore it).
      const exempt = rangeExempt(state, eff.source);
      for (const [id, c] of current)
        if (
          matchesObjectFilter(state, ref.filter, id, c, eff.sourceController, eff.source, read) &&
          (exempt || playerInRange(state, eff.sourceController, c.controller))
        )
          res.push(id);
      return res;
    }
    case 'target':
    case 'triggeringObject':
    case 'triggeringObjects':
    case 'created':
    case 'exiledWithSource':
    case 'chosenThisWay':
    case 'grantor':
      return [];
  }
}

function stillExists(eff: LayerEffect, current: Chars): boolean {
  if (!eff.ability || eff.source === null) return true;
  // Sources off the battlefield (emblems, 114.4) can't have their abilities changed by layers.
  if (!current.has(eff.source)) return true;
  const c = current.get(eff.source);
  return !!c && c.abilities.includes(eff.ability);
}

function sameSet(a: readonly ObjectId[], b: readonly ObjectId[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** The characteristics as they would be after applying `b`'s parts of this layer (only its objects are copied). */
function trialOf(
  state: GameState,
  b: LayerEffect,
  layer: Layer,
  current: Chars,
  locked: Map<string, ObjectId[]>,
  read: CharsReader,
): Chars {
  const trial: Chars = new Map(current);
  const bAffected = locked.get(b.key) ?? affectedNow(state, b, current, read);
  for (const id of bAffected) {
    const c = trial.get(id);
    if (c) trial.set(id, ownCopy(c));
  }
  for (const part of b.parts)
    if (part.layer === layer)
      for (const id of bAffected) {
        const c = trial.get(id);
        if (c) part.apply(state, c, id, read);
      }
  return trial;
}

/** One layer's dependency question, with each trial application and each affected set worked out once. */
interface DependencyMemo {
  readonly trials: Map<string, Chars>;
  readonly affected: Map<string, ObjectId[]>;
}

/**
 * 613.8a: A depends on B if both apply in this layer, applying B would change A's existence
 * or what A applies to, and neither or both are characteristic-defining.
 */
function dependsOn(
  state: GameState,
  a: LayerEffect,
  b: LayerEffect,
  layer: Layer,
  current: Chars,
  locked: Map<string, ObjectId[]>,
  memo: DependencyMemo,
  read: CharsReader,
): boolean {
  if (a.cda !== b.cda) return false;
  let trial = memo.trials.get(b.key);
  if (!trial) {
    trial = trialOf(state, b, layer, current, locked, read);
    memo.trials.set(b.key, trial);
  }
  if (stillExists(a, current) && !stillExists(a, trial)) return true;
  if (locked.has(a.key)) return false;
  let now = memo.affected.get(a.key);
  if (!now) {
    now = affectedNow(state, a, current, read);
    memo.affected.set(a.key, now);
  }
  return !sameSet(now, affectedNow(state, a, trial, read));
}

/**
 * 613.8a in layers 7a–7d: every part of these layers changes only power and toughness, so applying one effect there
 * can't change another's existence (its source's abilities) and changes what another applies to only if that
 * effect's set is read through a filter that may look at power or toughness. An effect of which this says no depends
 * on no other effect of its layer; `dependsOn` is asked only about the others.
 */
function ptBlind(e: LayerEffect): boolean {
  return blindTo(7, e.affected);
}

/** Orders the effects of one layer: dependencies first (613.8), otherwise timestamps (613.7). */
function orderLayer(
  state: GameState,
  effects: LayerEffect[],
  layer: Layer,
  current: Chars,
  locked: Map<string, ObjectId[]>,
  read: CharsReader,
): LayerEffect[] {
  const byTime = [...effects].sort((x, y) => x.timestamp - y.timestamp || (x.key < y.key ? -1 : 1));
  if (byTime.length < 2) return byTime;
  const blind = layer >= 7.1 ? new Set(byTime.filter(ptBlind)) : null;
  if (blind?.size === byTime.length) return byTime; // no effect can depend on another: timestamp order
  const memo: DependencyMemo = { trials: new Map(), affected: new Map() };
  const out: LayerEffect[] = [];
  const remaining = [...byTime];
  while (remaining.length) {
    // The earliest effect that depends on no other remaining effect goes next; in a
    // dependency loop (613.8b) timestamp order decides.
    const free = remaining.find(
      (a) =>
        blind?.has(a) || !remaining.some((b) => b !== a && dependsOn(state, a, b, layer, current, locked, memo, read)),
    );
    const next = free ?? remaining[0]!;
    out.push(next);
    remaining.splice(remaining.indexOf(next), 1);
  }
  return out;
}

/** 122.1a: a "+X/+Y" counter name (+1/+1, -1/-1, +0/+1, +1/+0, +2/+2, -0/-1 …) as [X, Y]. */
const PT_COUNTER = /^([+-]\d+)\/([+-]\d+)$/;

/**
 * 613.4c / 122.1a: every +X/+Y counter adds X to power and Y to toughness in layer 7c (-X/-Y subtracts). `own` gives
 * the characteristics of an object that has such counters as a record the walk may change.
 */
function applyCounters(
  state: GameState,
  current: Chars,
  own: (id: ObjectId) => Characteristics = (id) => current.get(id)!,
): void {
  current.forEach((c, id) => {
    const counters = state.objects[id]!.counters;
    if (c.power === null || c.toughness === null || !hasPTCounters(counters)) return;
    const pt = ptCounters(counters);
    if (pt[0] === 0 && pt[1] === 0) return;
    const w = own(id);
    w.power = c.power + pt[0];
    w.toughness = c.toughness + pt[1];
  });
}

/** 122.1a: what an object's +X/+Y counters add to its power and toughness, as [power, toughness]. */
export function ptCounters(counters: Readonly<Record<string, number>>): [number, number] {
  let power = 0;
  let toughness = 0;
  for (const name in counters) {
    const n = counters[name]!;
    const m = n ? PT_COUNTER.exec(name) : null;
    if (!m) continue;
    power += Number(m[1]) * n;
    toughness += Number(m[2]) * n;
  }
  return [power, toughness];
}

/**
 * Whether an ability is a static ability that makes a layered effect (staticEffect) on the battlefield or in the
 * command zone; other statics are rules. One that functions only in a graveyard (113.6b) doesn't there.
 */
export function layeredStatic(a: AbilityNode): a is StaticAbility {
  if (a.kind !== 'static' || a.fromGraveyard) return false;
  return layeredKind(a);
}

/** 113.6b: a static ability that functions in its card's graveyard and makes a layered effect. */
function graveyardLayeredStatic(a: AbilityNode): a is StaticAbility {
  return a.kind === 'static' && a.fromGraveyard === true && layeredKind(a);
}

function layeredKind(a: StaticAbility): boolean {
  switch (a.effect.kind) {
    case 'layered':
    case 'modifyPT':
    case 'grantKeywords':
    case 'control':
      return true;
    default:
      return false;
  }
}

/**
 * Whether a layered static ability on the battlefield may apply to something: any but that of an Aura or Equipment
 * ("enchanted / equipped creature gets …") attached to nothing on the battlefield, whose effect applies to no object
 * (affectedNow) and so changes nothing. Attaching it is a structural change (`touch`), so the map is computed again.
 */
function anyLayeredStatic(state: GameState, current: Chars): boolean {
  for (const [id, c] of current)
    for (const a of c.abilities) {
      if (!layeredStatic(a)) continue;
      const kind = (a.effect as { affected?: ObjectRef }).affected?.kind;
      if (kind !== 'enchanted' && kind !== 'equipped') return true;
      const host = state.objects[id]!.attachedTo;
      if (host !== null && current.has(host)) return true;
    }
  return false;
}

/**
 * 122.1b: the keyword counters. A permanent with one of them on it has that keyword ability (an ability-adding effect,
 * applied here at the start of layer 6, before the layer's other effects: a "loses all abilities" effect of any
 * timestamp removes it).
 */
const KEYWORD_COUNTERS: ReadonlySet<string> = new Set<SimpleKeyword>([
  'flying',
  'first strike',
  'double strike',
  'deathtouch',
  'haste',
  'hexproof',
  'indestructible',
  'lifelink',
  'menace',
  'reach',
  'shadow',
  'trample',
  'vigilance',
]);

export function hasKeywordCounters(counters: Readonly<Record<string, number>>): boolean {
  for (const name in counters) if (counters[name] && KEYWORD_COUNTERS.has(name)) return true;
  return false;
}

/** 122.1b: adds the keywords of an object's keyword counters to its (private) characteristics. */
export function addKeywordCounters(c: Characteristics, counters: Readonly<Record<string, number>>): void {
  for (const name in counters) if (counters[name] && KEYWORD_COUNTERS.has(name)) c.keywords.add(name as SimpleKeyword);
}

/** 122.1b / 613.1f: each permanent with keyword counters has those keywords (`own` as in applyCounters). */
function applyKeywordCounters(
  state: GameState,
  current: Chars,
  own: (id: ObjectId) => Characteristics = (id) => current.get(id)!,
): void {
  current.forEach((_, id) => {
    const counters = state.objects[id]!.counters;
    if (hasKeywordCounters(counters)) addKeywordCounters(own(id), counters);
  });
}

function hasPTCounters(counters: Readonly<Record<string, number>>): boolean {
  for (const name in counters) if (counters[name] && PT_COUNTER.test(name)) return true;
  return false;
}

/** A private, mutable copy of shared characteristics (the layer walk mutates what it applies effects to). */
export function ownCopy(c: Characteristics): Characteristics {
  return {
    ...c,
    colors: [...c.colors],
    supertypes: [...c.supertypes],
    types: [...c.types],
    subtypes: [...c.subtypes],
    abilities: [...c.abilities],
    keywords: new Set(c.keywords),
  };
}

/** Ability nodes are never changed once made (card definitions), so each is scanned once. */
const volatileNodes = new WeakMap<AbilityNode, boolean>();

export function volatileAbility(a: AbilityNode): boolean {
  let v = volatileNodes.get(a);
  if (v === undefined) {
    v = mentionsVolatile(a);
    volatileNodes.set(a, v);
  }
  return v;
}

/**
 * What a layer walk may read of the state that changes without a `touch` (readsVolatile): nothing; only what changes
 * with a structural change (`mentionsBeyondStructure`: whose turn it is, counts of cards and permanents, conditions on
 * them); or anything.
 */
export type VolatileReads = 'none' | 'structural' | 'any';

/**
 * Whether this computation may read volatile state: a layered static ability (or one an effect grants) or a
 * resolved continuous effect that mentions anything volatile, or any command-zone source. If not, the result
 * depends only on what a structural `touch` covers, and stays valid across volatile changes (characteristics.ts);
 * if what it mentions is all structural (`mentionsBeyondStructure`), across volatile changes and new steps while no
 * structural change is made.
 */
export function readsVolatile(state: GameState, printed: Chars): VolatileReads {
  let reads = outsideSourcesReads(state);
  if (reads === 'any') return reads;
  for (const e of state.effects)
    if (mentionsVolatile(e.modification)) {
      if (mentionsBeyondStructure(e.modification)) return 'any';
      reads = 'structural';
    }
  for (const c of printed.values())
    for (const a of c.abilities)
      if (layeredStatic(a) && volatileAbility(a)) {
        if (abilityBeyondStructure(a)) return 'any';
        reads = 'structural';
      }
  return reads;
}

/**
 * What the static abilities of sources outside the battlefield may read (`readsVolatile`): emblems (114.4) and cards
 * whose static abilities function in a graveyard (113.6b) come and go only with structural changes (an emblem is made
 * with a `touch`, a card enters or leaves a graveyard with `touchOffBattlefield`), so they read at least structural
 * state; other command-zone objects (vanguards, planes, phenomena, schemes) may read anything.
 */
function outsideSourcesReads(state: GameState): VolatileReads {
  let reads: VolatileReads = 'none';
  const sources = (ids: readonly ObjectId[], emblemsOnly: boolean): boolean => {
    for (const id of ids) {
      const o = state.objects[id]!;
      const def = state.cards[o.defKey];
      if ((emblemsOnly && o.kind !== 'emblem') || !def) return false;
      reads = 'structural';
      for (const a of def.abilities) if (a.kind === 'static' && abilityBeyondStructure(a)) return false;
    }
    return true;
  };
  if (state.command.length > 0 && !sources(commandSources(state), true)) return 'any';
  return sources(graveyardStaticSources(state), false) ? reads : 'any';
}

/**
 * Computes every battlefield object's characteristics. `read` is the characteristics reader (`chars`, passed by
 * characteristics.ts so that this module doesn't import it) that filters and counts use for objects other than the
 * one they test. `fresh` (the 'verify' check) starts from freshly built printed characteristics instead of the shared
 * cached ones. `reads.volatile` says whether the result may depend on volatile state (readsVolatile).
 */
/** Whether `e` has a part in `layer`. */
function inLayer(e: LayerEffect, layer: Layer): boolean {
  for (let i = 0; i < e.parts.length; i++) if (e.parts[i]!.layer === layer) return true;
  return false;
}

/**
 * The effects with a part in `layer`, each once by key: the static abilities', then the resolved effects', then those
 * that began to apply in an earlier layer (613.6). (No map is made for a layer no effect has a part in.)
 */
function layerCandidates(
  layer: Layer,
  statics: readonly LayerEffect[],
  resolved: readonly LayerEffect[],
  started: ReadonlyMap<string, LayerEffect>,
): LayerEffect[] {
  let any = false;
  for (let i = 0; i < statics.length && !any; i++) any = inLayer(statics[i]!, layer);
  for (let i = 0; i < resolved.length && !any; i++) any = inLayer(resolved[i]!, layer);
  if (!any && started.size === 0) return [];
  const candidates = new Map<string, LayerEffect>();
  for (const e of statics) if (inLayer(e, layer)) candidates.set(e.key, e);
  for (const e of resolved) if (inLayer(e, layer)) candidates.set(e.key, e);
  started.forEach((e, k) => {
    if (!candidates.has(k) && inLayer(e, layer)) candidates.set(k, e);
  });
  return [...candidates.values()];
}

export function computeBattlefield(state: GameState, read: CharsReader, fresh = false, reads?: WalkReads): Chars {
  let current: Chars = new Map();
  const base = (id: ObjectId): Characteristics =>
    fresh ? baseCharacteristics(state, state.objects[id]!) : printedCharacteristics(state, state.objects[id]!);
  for (const id of state.battlefield) current.set(id, base(id));
  if (
    state.effects.length === 0 &&
    !anyLayeredStatic(state, current) &&
    commandSources(state).length === 0 &&
    graveyardStaticSources(state).length === 0
  ) {
    // No continuous effect applies: the printed values stand, plus counters (613.4c) on a copy.
    for (const id of state.battlefield) {
      const counters = state.objects[id]!.counters;
      if (hasKeywordCounters(counters)) current.set(id, ownCopy(current.get(id)!));
      else if (hasPTCounters(counters)) current.set(id, { ...current.get(id)! });
    }
    applyKeywordCounters(state, current);
    applyCounters(state, current);
    if (reads) {
      reads.volatile = 'none';
      reads.steps = [];
    }
    return current;
  }
  if (reads) reads.volatile = readsVolatile(state, current);
  const steps: WalkStep[] = [];
  let local = true;
  // Each object's characteristics stay the shared printed ones until an effect (or a counter) first changes them:
  // only then does the walk make a private copy (most permanents are changed by no effect).
  const owned = new Set<ObjectId>();
  const own = (id: ObjectId): Characteristics | undefined => {
    const c = current.get(id);
    if (c === undefined || owned.has(id)) return c;
    const mine = ownCopy(c);
    current.set(id, mine);
    owned.add(id);
    return mine;
  };
  const getCurrent = (): Chars => current;
  const resolved = state.effects.map((e) => resolvedEffect(e, getCurrent)).filter((e): e is LayerEffect => e !== null);
  /** Effects that have begun to apply, with the objects they apply to (613.6). */
  const locked = new Map<string, ObjectId[]>();
  const started = new Map<string, LayerEffect>();
  // Static abilities are re-read whenever an earlier layer may have changed abilities (layer 4
  // land-type setting, layer 6 adding or removing abilities); otherwise the list is reused.
  const memo: StaticMemo = new Map();
  let statics = staticEffects(state, current, getCurrent, read, memo);
  let abilitiesChanged = false;
  for (const layer of LAYERS) {
    if (layer === 6) applyKeywordCounters(state, current, (id) => own(id)!);
    if (layer === 7.3) applyCounters(state, current, (id) => own(id)!);
    if (abilitiesChanged) {
      statics = staticEffects(state, current, getCurrent, read, memo);
      abilitiesChanged = false;
    }
    const candidates = layerCandidates(layer, statics, resolved, started);
    if (candidates.length === 0) continue;
    const ordered = orderLayer(state, candidates, layer, current, locked, read);
    if (local && !localLayer(layer, ordered)) local = false;
    for (const eff of ordered) {
      // An effect whose ability was removed before it began to apply never applies.
      if (!started.has(eff.key) && !stillExists(eff, current)) continue;
      if (reads && local) steps.push({ layer, effect: eff });
      let targets = locked.get(eff.key);
      if (!targets) {
        targets = affectedNow(state, eff, current, read);
        locked.set(eff.key, targets);
        started.set(eff.key, eff);
      }
      for (const part of eff.parts) {
        if (part.layer !== layer) continue;
        for (const id of targets) {
          const c = own(id);
          if (c) part.apply(state, c, id, read);
        }
        if (targets.length && (layer === 4 || layer === 6)) abilitiesChanged = true;
      }
    }
  }
  if (reads) reads.steps = local ? steps : null;
  return current;
}

/** What a layer walk reports besides the characteristics (computeBattlefield's `reads`). */
export interface WalkReads {
  /** What of the volatile state the result may depend on (readsVolatile). */
  volatile: VolatileReads;
  /**
   * The walk's steps in order, if every object's result depends only on that object and the effects (`localLayer`):
   * then an object joining the battlefield can be walked through them alone (layers-moved.ts). Null if not.
   */
  steps?: readonly WalkStep[] | null;
}

/**
 * Whether a layer's ordered effects give each object a result that reads only that object, whatever other objects
 * exist: every effect is local (layer-locality.ts), and their order can't depend on which objects exist — one
 * effect, or none of them can change which objects another applies to (613.8a: then only the existence of an
 * ability, on its source, can make one depend on another).
 */
function localLayer(layer: Layer, effects: readonly LayerEffect[]): boolean {
  for (const e of effects) if (!e.local) return false;
  return effects.length < 2 || effects.every((e) => blindTo(layer, e.affected));
}
