/**
 * 729 Merging with permanents (702.140 mutate). 729.2: an object merges with a permanent by being put on top of it or
 * under it; the permanent becomes a merged permanent represented by every component. 729.2b: the merging object
 * leaves its zone and becomes part of an object on the battlefield, which doesn't enter the battlefield; 729.2c: the
 * merged permanent is the same object as before (same id, status, counters, continuous effects).
 * 729.2a / 702.140e: it has the characteristics of its topmost component and every component's abilities: a copiable
 * effect (layer 1, 613.2), kept as a card definition the object's `copyDefKey` names, so a copy of a merged
 * permanent copies the merged characteristics (707.2).
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import { touch } from '../objects/characteristics.js';
import { faceOf } from '../objects/faces.js';
import type { GameObject, GameState, MergeComponent, ObjectId } from '../state/types.js';
import { ownObject, putCardDefinition, removeObject } from '../objects/copy-on-write.js';
import { zoneList } from './move.js';

/** 729.2: merges the object `id` (a spell on the stack) with the permanent `onto`, on top of it or under it. */
export function mergeOnto(state: GameState, id: ObjectId, onto: ObjectId, top: boolean): boolean {
  const o = state.objects[id];
  if (!o || state.objects[onto]?.zone !== 'battlefield' || o.kind === 'ability' || o.kind === 'emblem') return false;
  const p = ownObject(state, onto);
  const before = copiableDefinition(state, p);
  const mine = state.cards[o.defKey];
  if (!before || !mine) return false;
  const components = p.merged ?? [ownComponent(p)];
  const added: MergeComponent = {
    cardId: o.cardId,
    defKey: o.defKey,
    owner: o.owner,
    ...(o.kind === 'token' ? { token: true as const } : {}),
  };
  // 729.2b: it leaves its zone (the stack) and becomes part of the permanent.
  const list = o.zone === 'stack' ? state.turns[o.stack?.stackOf ?? 0]!.stack : zoneList(state, o.zone, o.owner);
  const at = list.lastIndexOf(id);
  if (at >= 0) list.splice(at, 1);
  removeObject(state, id);
  p.merged = top ? [added, ...components] : [...components, added];
  const key = `merged:${onto}:${state.nextTimestamp++}`;
  putCardDefinition(state, key, top ? mergedDefinition(mine, before) : mergedDefinition(before, mine));
  p.copyDefKey = key;
  // 729.2e: a face-down permanent with a face-up component put on top of it is face up (not "turned face up").
  if (top && p.faceDown && o.kind === 'card' && !o.faceDown) {
    p.faceDown = false;
    delete p.faceDownKind;
  }
  touch(state);
  return true;
}

/** The permanent's own card or token, as the first component of a new merged permanent. */
function ownComponent(p: GameObject): MergeComponent {
  return {
    cardId: p.cardId,
    defKey: p.defKey,
    owner: p.owner,
    self: true,
    ...(p.kind === 'token' ? { token: true as const } : {}),
  };
}

/** The copiable values a permanent has now (its copy effect's, or its card's face). */
function copiableDefinition(state: GameState, p: GameObject): CardDefinition | undefined {
  const card = state.cards[p.copyDefKey ?? p.defKey];
  return card ? faceOf(card, p) : undefined;
}

/** 702.140e: the characteristics of the topmost, the abilities of both (the topmost's first). */
function mergedDefinition(top: CardDefinition, under: CardDefinition): CardDefinition {
  const { backFace: _b, flippedFace: _f, meldResult: _m, modalBack: _mb, adventure: _a, halves: _h, ...face } = top;
  return { ...face, abilities: [...top.abilities, ...under.abilities] };
}
