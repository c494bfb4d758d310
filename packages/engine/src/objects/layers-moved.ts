/**
 * 613 after objects joined or left the battlefield, without a walk over every object: when the last walk was local
 * (layers.ts `WalkReads.steps`: each object's result read only that object and the effects, and the effects' order
 * couldn't depend on which objects exist), an object that joins, having no layered static ability of its own, is
 * walked alone through the same steps, and one that leaves, being the source of none of them, is dropped; every other
 * object keeps its characteristics. Anything else (a count, a domain, a lord entering, an effect's source leaving)
 * needs the full walk.
 */
import type { GameState, ObjectId } from '../state/types.js';
import type { Characteristics, CharsReader } from './characteristics-reader.js';
import {
  addKeywordCounters,
  affectedNow,
  hasKeywordCounters,
  LAYERS,
  layeredStatic,
  ownCopy,
  ptCounters,
  type WalkStep,
} from './layers.js';
import { printedCharacteristics } from './printed-characteristics.js';

/**
 * The battlefield's characteristics after the objects of `moved` entered or left it since `previous` was computed
 * by a local walk of `steps`; null when that can't be done without the full walk.
 */
export function computeMoved(
  state: GameState,
  read: CharsReader,
  previous: ReadonlyMap<ObjectId, Characteristics>,
  steps: readonly WalkStep[],
  moved: readonly ObjectId[],
): Map<ObjectId, Characteristics> | null {
  const map = new Map(previous);
  for (const id of moved) {
    if (state.objects[id]?.zone === 'battlefield') {
      if (map.has(id)) return null;
      const c = walkOne(state, id, steps, read);
      if (c === null) return null;
      map.set(id, c);
      continue;
    }
    const left = map.get(id);
    if (left === undefined) continue; // it entered and left again
    if (hasLayeredStatic(left) || steps.some((s) => s.effect.source === id)) return null;
    map.delete(id);
  }
  // The map keeps battlefield order (a newcomer is last); any other order needs the full walk.
  if (map.size !== state.battlefield.length) return null;
  let i = 0;
  for (const id of map.keys()) if (id !== state.battlefield[i++]) return null;
  return map;
}

function hasLayeredStatic(c: Characteristics): boolean {
  for (const a of c.abilities) if (layeredStatic(a)) return true;
  return false;
}

/**
 * One object's characteristics through the steps of a local walk: an effect applies to it if its affected set,
 * worked out for this object alone when the effect first applies (613.6), holds it; its P/T counters apply as
 * layer 7c begins (613.4c), its keyword counters as layer 6 begins (122.1b). Null if it has (or gains) a layered static ability: it would be a source itself.
 */
function walkOne(
  state: GameState,
  id: ObjectId,
  steps: readonly WalkStep[],
  read: CharsReader,
): Characteristics | null {
  const o = state.objects[id]!;
  let c = printedCharacteristics(state, o);
  if (hasLayeredStatic(c)) return null;
  let mine = false;
  const own = (): Characteristics => {
    if (!mine) {
      c = ownCopy(c);
      mine = true;
    }
    return c;
  };
  const members = new Map<string, boolean>();
  let i = 0;
  for (const layer of LAYERS) {
    if (layer === 6 && hasKeywordCounters(o.counters)) addKeywordCounters(own(), o.counters); // 122.1b
    if (layer === 7.3 && c.power !== null && c.toughness !== null) {
      const [power, toughness] = ptCounters(o.counters);
      if (power !== 0 || toughness !== 0) {
        const w = own();
        w.power = c.power! + power;
        w.toughness = c.toughness! + toughness;
      }
    }
    for (; i < steps.length && steps[i]!.layer === layer; i++) {
      const eff = steps[i]!.effect;
      let member = members.get(eff.key);
      if (member === undefined) {
        member = affectedNow(state, eff, new Map([[id, c]]), read).length > 0;
        members.set(eff.key, member);
      }
      if (!member) continue;
      for (const part of eff.parts) if (part.layer === layer) part.apply(state, own(), id, read);
    }
    if (hasLayeredStatic(c)) return null;
  }
  return c;
}
