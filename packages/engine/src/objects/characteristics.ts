/**
 * 613: characteristics are derived, never stored. Each battlefield object starts from
 * its card definition (or the face-down values of 708.2) and continuous effects are
 * applied layer by layer: 1 copy, 2 control, 3 text, 4 type, 5 colour, 6 abilities,
 * 7a characteristic-defining, 7b set P/T, 7c modify P/T and counters, 7d switch.
 * The affected set of a static ability's effect is determined as its layer applies (613.6).
 * Results are cached per state epoch; every mutation that can change them bumps the epoch.
 */
import type { AbilityNode, CardType, ObjectRef, SimpleKeyword, StaticAbility, Supertype } from '../cards/ability-tree.js';
import { colorsOfCost, type Color } from '../mana/symbols.js';
import type { ContinuousEffect, GameObject, GameState, LastKnown, ObjectId, PlayerId } from '../state/types.js';
import { matchesObjectFilter } from './filters.js';
import { checkCondition } from '../effects/conditions.js';

export interface Characteristics {
  readonly name: string;
  readonly manaCost: string | null;
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

interface Cache { epoch: number; map: Map<ObjectId, Characteristics> }
const cache = new WeakMap<GameState, Cache>();

/** Bumps the state's epoch: characteristics must be recomputed. */
export function touch(state: GameState): void {
  state.epoch++;
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
      name: '', manaCost: null, colors: [], supertypes: [], types: ['Creature'], subtypes: [],
      power: 2, toughness: 2, loyalty: null, abilities: [], keywords: new Set(), controller: o.controller,
    };
  }
  const def = state.cards[o.defKey];
  if (!def) throw new Error(`internal: no card definition ${o.defKey}`);
  const keywords = new Set<SimpleKeyword>();
  for (const a of def.abilities) if (a.kind === 'keyword' && isSimple(a)) keywords.add(a.keyword);
  return {
    name: def.name,
    manaCost: def.manaCost,
    colors: def.colorIndicator ? [...def.colorIndicator] : colorsOfCost(def.manaCost),
    supertypes: [...def.supertypes],
    types: [...def.types],
    subtypes: [...def.subtypes],
    power: parsePT(def.power),
    toughness: parsePT(def.toughness),
    loyalty: def.loyalty ?? null,
    abilities: [...def.abilities],
    keywords,
    controller: o.controller,
  };
}

function isSimple(a: AbilityNode): a is AbilityNode & { keyword: SimpleKeyword } {
  return a.kind === 'keyword' && a.keyword !== 'ward' && a.keyword !== 'protection' && a.keyword !== 'equip' && a.keyword !== 'enchant';
}

/** An effect applied during the layer walk, from a static ability or a resolved effect. */
interface LayerEffect {
  readonly timestamp: number;
  readonly layer: number; // 2, 4, 5, 6, 7.2 (7b), 7.3 (7c), 7.4 (7d)
  readonly source: ObjectId | null;
  readonly sourceController: PlayerId;
  /** Either a locked-in set (611.2c) or a reference evaluated as the layer applies (613.6). */
  readonly affected: readonly ObjectId[] | ObjectRef;
  apply(c: Characteristics): void;
}

function collectEffects(state: GameState, current: Map<ObjectId, Characteristics>): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    const c = current.get(id)!;
    for (const a of c.abilities) {
      if (a.kind !== 'static') continue;
      // 611.3b: a conditional static ability applies only while its condition is true.
      if (a.condition && !checkCondition(state, a.condition, c.controller, (x) => current.get(x) ?? baseCharacteristics(state, state.objects[x]!))) continue;
      pushStatic(out, o, c, a);
    }
  }
  for (const e of state.effects) pushResolved(out, e);
  return out;
}

function pushStatic(out: LayerEffect[], o: GameObject, c: Characteristics, a: StaticAbility): void {
  const eff = a.effect;
  switch (eff.kind) {
    case 'modifyPT':
      out.push({
        timestamp: o.timestamp, layer: 7.3, source: o.id, sourceController: c.controller, affected: eff.affected,
        apply: (t) => { if (t.power !== null) t.power += eff.power; if (t.toughness !== null) t.toughness += eff.toughness; },
      });
      break;
    case 'grantKeywords':
      out.push({
        timestamp: o.timestamp, layer: 6, source: o.id, sourceController: c.controller, affected: eff.affected,
        apply: (t) => { for (const k of eff.keywords) t.keywords.add(k); },
      });
      break;
    case 'control':
      // 613.1b: layer 2, control-changing effects.
      out.push({
        timestamp: o.timestamp, layer: 2, source: o.id, sourceController: c.controller, affected: eff.affected,
        apply: (t) => { t.controller = c.controller; },
      });
      break;
    case 'cantAttack': case 'cantBlock': case 'cantAttackOrBlock': case 'mustAttack': case 'entersTapped': case 'noMaxHandSize':
    case 'cantBeBlocked': case 'canBlockOnlyFlying': case 'doesntUntap': case 'entersWithCounters': case 'cantBeCountered': case 'regenerationShield':
    case 'replaceLoseGame':
      break; // rules effects, consulted where the rule applies, not layered characteristics
  }
}

function pushResolved(out: LayerEffect[], e: ContinuousEffect): void {
  const m = e.modification;
  switch (m.kind) {
    case 'pt':
      out.push({
        timestamp: e.timestamp, layer: 7.3, source: e.source, sourceController: e.controller, affected: e.affected,
        apply: (t) => { if (t.power !== null) t.power += m.power; if (t.toughness !== null) t.toughness += m.toughness; },
      });
      break;
    case 'keywords':
      out.push({
        timestamp: e.timestamp, layer: 6, source: e.source, sourceController: e.controller, affected: e.affected,
        apply: (t) => { for (const k of m.keywords) t.keywords.add(k); },
      });
      break;
    case 'control':
      out.push({
        timestamp: e.timestamp, layer: 2, source: e.source, sourceController: e.controller, affected: e.affected,
        apply: (t) => { t.controller = m.controller; },
      });
      break;
    case 'static':
      break;
  }
}

function resolveAffected(state: GameState, eff: LayerEffect, current: Map<ObjectId, Characteristics>): ObjectId[] {
  const a = eff.affected;
  if (Array.isArray(a)) return a.filter((id) => current.has(id));
  const ref = a as ObjectRef;
  switch (ref.kind) {
    case 'self': return eff.source !== null && current.has(eff.source) ? [eff.source] : [];
    case 'enchanted': case 'equipped': {
      const src = eff.source === null ? undefined : state.objects[eff.source];
      return src && src.attachedTo !== null && current.has(src.attachedTo) ? [src.attachedTo] : [];
    }
    case 'all': {
      const res: ObjectId[] = [];
      for (const id of state.battlefield) {
        if (matchesObjectFilter(state, ref.filter, id, current.get(id)!, eff.sourceController, eff.source)) res.push(id);
      }
      return res;
    }
    case 'target': case 'triggeringObject': case 'created': return [];
  }
}

function computeBattlefield(state: GameState): Map<ObjectId, Characteristics> {
  const current = new Map<ObjectId, Characteristics>();
  for (const id of state.battlefield) current.set(id, baseCharacteristics(state, state.objects[id]!));
  if (state.effects.length === 0 && !anyStatic(current)) {
    applyCounters(state, current);
    return current;
  }
  const effects = collectEffects(state, current);
  effects.sort((x, y) => x.layer - y.layer || x.timestamp - y.timestamp);
  // 7c: counters modify P/T alongside other 7c effects. Both are additive, so applying the
  // counters at the start of 7c gives the same result as interleaving them by timestamp.
  let countersDone = false;
  for (const eff of effects) {
    if (!countersDone && eff.layer >= 7.3) { applyCounters(state, current); countersDone = true; }
    for (const id of resolveAffected(state, eff, current)) eff.apply(current.get(id)!);
  }
  if (!countersDone) applyCounters(state, current);
  return current;
}

/** 613.4c: +1/+1 and -1/-1 counters modify power and toughness in layer 7c. */
function applyCounters(state: GameState, current: Map<ObjectId, Characteristics>): void {
  for (const [id, c] of current) {
    const counters = state.objects[id]!.counters;
    const plus = counters['+1/+1'] ?? 0;
    const minus = counters['-1/-1'] ?? 0;
    if ((plus || minus) && c.power !== null && c.toughness !== null) {
      c.power += plus - minus;
      c.toughness += plus - minus;
    }
  }
}

function anyStatic(current: Map<ObjectId, Characteristics>): boolean {
  for (const c of current.values()) for (const a of c.abilities) if (a.kind === 'static') return true;
  return false;
}

/** Off the battlefield, characteristics are the printed ones; cached per object (objects never change card). */
const printedCache = new WeakMap<GameObject, Characteristics>();

/** Characteristics of any object: layered on the battlefield, printed elsewhere. */
export function chars(state: GameState, id: ObjectId): Characteristics {
  const o = state.objects[id];
  if (!o) {
    const l = state.lki[id];
    if (!l) throw new Error(`internal: no object ${id}`);
    return fromLastKnown(state, l);
  }
  if (o.zone === 'battlefield') {
    let c = cache.get(state);
    if (!c || c.epoch !== state.epoch) {
      c = { epoch: state.epoch, map: computeBattlefield(state) };
      cache.set(state, c);
    }
    const ch = c.map.get(id);
    if (ch) return ch;
  }
  let ch = printedCache.get(o);
  if (!ch || ch.controller !== o.controller || (o.faceDown && ch.name !== '')) {
    ch = baseCharacteristics(state, o);
    printedCache.set(o, ch);
  }
  return ch;
}

/** 608.2h: characteristics as the object last existed on the battlefield. */
function fromLastKnown(state: GameState, l: LastKnown): Characteristics {
  return {
    name: l.name, manaCost: state.cards[l.defKey]?.manaCost ?? null, colors: [...l.colors] as Color[], supertypes: [...l.supertypes] as Supertype[],
    types: [...l.types] as CardType[], subtypes: [...l.subtypes], power: l.power, toughness: l.toughness, loyalty: null,
    abilities: [...(state.cards[l.defKey]?.abilities ?? [])], keywords: new Set(l.keywords as SimpleKeyword[]), controller: l.controller,
  };
}

/** Records last known information for an object about to leave the battlefield. */
export function rememberLastKnown(state: GameState, id: ObjectId): void {
  const o = state.objects[id];
  if (!o || o.zone !== 'battlefield') return;
  const c = chars(state, id);
  state.lki[id] = {
    defKey: o.defKey, name: c.name, controller: c.controller, owner: o.owner, colors: [...c.colors], types: [...c.types],
    subtypes: [...c.subtypes], supertypes: [...c.supertypes], power: c.power, toughness: c.toughness, keywords: [...c.keywords],
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
