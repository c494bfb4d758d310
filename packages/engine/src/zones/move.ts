/**
 * 400–408: zones and moving objects between them. This is the primitive the event
 * pipeline applies; rules code calls the pipeline (events/), not this, so that
 * replacement effects and triggers see every move.
 */
import { touch, touchBattlefieldMove, touchHandArrival, touchOffBattlefield } from '../objects/characteristics.js';
import { ownObject, putNewObject, removeObject } from '../objects/copy-on-write.js';
import { hasGraveyardStatic } from './graveyard-statics.js';
import type {
  GameObject,
  GameState,
  ManaSpent,
  MeldComponent,
  MergeComponent,
  ObjectId,
  OwnedObject,
  PlayerId,
  ZoneName,
} from '../state/types.js';

export type LibraryPosition = 'top' | 'bottom' | number;

/** The ordered list that holds an object in its zone. */
export function zoneList(state: GameState, zone: ZoneName, owner: PlayerId, turnIndex = 0): ObjectId[] {
  switch (zone) {
    case 'library':
      return state.players[owner]!.library;
    case 'hand':
      return state.players[owner]!.hand;
    case 'graveyard':
      return state.players[owner]!.graveyard;
    case 'battlefield':
      return state.battlefield;
    case 'exile':
      return state.exile;
    case 'command':
      return state.command;
    case 'ante':
      return state.ante;
    case 'stack':
      return state.turns[turnIndex]!.stack;
  }
}

function listFor(state: GameState, o: GameObject): ObjectId[] {
  if (o.zone === 'stack') {
    const t = state.turns[o.stack?.stackOf ?? 0] ?? state.turns[0]!;
    return t.stack;
  }
  return zoneList(state, o.zone, o.owner);
}

function removeFrom(list: ObjectId[], id: ObjectId): void {
  const i = list.lastIndexOf(id);
  if (i < 0) throw new Error(`internal: object ${id} not in its zone list`);
  list.splice(i, 1);
}

export interface MoveOptions {
  readonly position?: LibraryPosition;
  readonly tapped?: boolean;
  readonly faceDown?: boolean;
  /** 110.2: who controls it on the battlefield (default: the owner, or the caster for spells). */
  readonly controller?: PlayerId;
  readonly turnIndex?: number;
  /** 707.2: enters as a copy of these copiable values (card definition key). */
  readonly copyOf?: string;
  /** 608.3: a resolving permanent spell that was cast from this zone. */
  readonly castFrom?: ZoneName;
  /** 702.103b: it is a bestowed Aura (onto the stack as it is cast, onto the battlefield as it resolves). */
  readonly bestowed?: boolean;
  /** 702.33d: a resolving kicked permanent spell: the kicker costs paid for it. */
  readonly kicked?: readonly number[];
  /** 400.7d: a resolving permanent spell: the mana spent to cast it. */
  readonly spent?: ManaSpent;
  /** 107.3m: a resolving permanent spell: the X chosen for it. */
  readonly castX?: number;
  /** 715.3b / 712.8: it moves with its alternative face (an Adventure onto the stack; an MDFC's back face up). */
  readonly altFace?: boolean;
  /** 709.5d: a resolving Room spell enters with the door that was cast unlocked (an index into its halves). */
  readonly unlockedDoor?: number;
  /** 712.14: a transforming double-faced card enters with its back face up. */
  readonly transformed?: boolean;
  /** 701.42a: it enters the battlefield melded with this card, which leaves its zone with it (712.4). */
  readonly meldWith?: ObjectId;
  /** 903.9c: a melded permanent leaving the battlefield: the zone of one of its cards (by card id) instead of `to`. */
  readonly componentZones?: Readonly<Record<number, ZoneName>>;
}

/**
 * Moves an object. 400.7: the result is a new object with a new id and no memory of the old
 * one (counters, damage, attachments and status reset). 400.3: cards go to their owner's
 * library, hand or graveyard. Returns the new object's id, or null if the move could not
 * happen (400.4a: an instant or sorcery can't enter the battlefield; 400.4b: variant
 * cards stay in the command zone).
 */
export function moveObject(state: GameState, id: ObjectId, to: ZoneName, opts: MoveOptions = {}): ObjectId | null {
  const o = state.objects[id];
  if (!o) throw new Error(`internal: move of missing object ${id}`);
  // 903.9c: the card of a melded or merged permanent that goes elsewhere than the permanent.
  const permanentTo = to;
  if ((o.melded || o.merged) && o.cardId !== null) to = opts.componentZones?.[o.cardId] ?? to;
  const card = state.cards[o.defKey]!;
  // 712.8: a modal double-faced card enters with the face it was cast or played as up.
  const def = (to === 'battlefield' || to === 'stack') && opts.altFace ? (card.modalBack ?? card) : card;
  if (to === 'battlefield' && (def.types.includes('Instant') || def.types.includes('Sorcery'))) return null; // 400.4a
  if (
    o.zone === 'command' &&
    def.types.some(
      (t) => t === 'Plane' || t === 'Phenomenon' || t === 'Scheme' || t === 'Vanguard' || t === 'Conspiracy',
    )
  )
    return null; // 400.4b

  removeFrom(listFor(state, o), id);
  removeObject(state, id);
  // Anything attached to the object becomes unattached (its SBA will act on it); the object
  // itself detaches from what it was attached to.
  let detached = false;
  for (const other of state.battlefield)
    if (state.objects[other]!.attachedTo === id) {
      ownObject(state, other).attachedTo = null;
      detached = true;
    }

  const newId = state.nextObjectId++;
  const controller = to === 'battlefield' || to === 'stack' ? (opts.controller ?? o.owner) : o.owner;
  const moved: OwnedObject = {
    id: newId,
    defKey: o.defKey,
    cardId: o.cardId,
    owner: o.owner,
    controller,
    zone: to,
    kind: o.kind,
    timestamp: state.nextTimestamp++,
    tapped: to === 'battlefield' ? (opts.tapped ?? false) : false,
    faceDown: opts.faceDown ?? false,
    summoningSick: to === 'battlefield',
    counters: {},
    damage: 0,
    deathtouchDamaged: false,
    attachedTo: null,
    loyaltyActivatedThisTurn: 0,
    stack: null,
  };
  putNewObject(state, moved);
  if (to === 'battlefield') moved.enteredThisTurn = true; // power-up
  if (to === 'battlefield' && opts.copyOf !== undefined) moved.copyDefKey = opts.copyOf;
  if (to === 'battlefield' && opts.castFrom !== undefined) moved.castFrom = opts.castFrom;
  if ((to === 'battlefield' || to === 'stack') && opts.bestowed) moved.bestowed = true;
  if (to === 'battlefield' && opts.kicked && opts.kicked.length > 0) moved.kicked = [...opts.kicked];
  if (to === 'battlefield' && opts.spent) moved.spent = opts.spent; // 400.7d
  if (to === 'battlefield' && opts.castX) moved.castX = opts.castX; // 107.3m
  if ((to === 'battlefield' || to === 'stack') && opts.altFace) moved.altFace = true;
  if (to === 'battlefield' && opts.transformed && card.backFace) moved.transformed = true; // 712.14
  if (to === 'battlefield' && opts.unlockedDoor !== undefined) moved.unlocked = [opts.unlockedDoor]; // 709.5d
  if (to === 'battlefield' && opts.meldWith !== undefined) meldInto(state, moved, opts.meldWith);
  if (o.melded && permanentTo !== 'battlefield') splitMelded(state, o.melded, permanentTo, opts); // 712.4
  if (o.merged && permanentTo !== 'battlefield') splitMerged(state, o.merged, permanentTo, opts); // 729.3
  if (moved.kind === 'token' && to !== 'battlefield') state.tokensLeftBattlefield.push(newId); // for 704.5d
  // 704.5e: a copy of a card (one cast, 707.12) in a zone other than the stack or the battlefield ceases to exist.
  if (moved.kind === 'card' && moved.cardId === null && to !== 'battlefield' && to !== 'stack')
    state.tokensLeftBattlefield.push(newId);
  // 306.5b / 310.4b: a planeswalker enters with its printed loyalty, a battle with its printed defense.
  const enteringDef = to === 'battlefield' && opts.copyOf !== undefined ? (state.cards[opts.copyOf] ?? def) : def;
  if (to === 'battlefield' && !moved.faceDown && enteringDef.types.includes('Battle')) {
    // 310.11a: a Siege's controller chooses an opponent to protect it. Arbiter picks the next
    // opponent in turn order (documented simplification: no decision is asked).
    const n = state.players.length;
    for (let k = 1; k < n; k++) {
      const q = (controller + k) % n;
      const pq = state.players[q]!;
      if (!pq.left && pq.team !== state.players[controller]!.team) {
        moved.protector = q;
        break;
      }
    }
  }
  if (to === 'battlefield' && !moved.faceDown) {
    if (enteringDef.loyalty !== undefined) moved.counters['loyalty'] = enteringDef.loyalty;
    if (def.defense !== undefined) moved.counters['defense'] = def.defense;
  }
  const list = zoneList(state, to, o.owner, opts.turnIndex ?? 0);
  if (to === 'library') {
    const pos = opts.position ?? 'top';
    if (pos === 'top') list.unshift(newId);
    else if (pos === 'bottom') list.push(newId);
    else list.splice(Math.max(0, Math.min(list.length, pos)), 0, newId);
  } else {
    list.push(newId);
  }
  touchMoved(state, o, moved, to, detached);
  return newId;
}

/** The change a move makes, for the derived values (objects/characteristics.ts `touch` and its narrower forms). */
function touchMoved(state: GameState, o: GameObject, moved: OwnedObject, to: ZoneName, detached: boolean): void {
  // A move that neither leaves nor enters the battlefield or the command zone changes no layered characteristics.
  // A move between its owner's hand, library, graveyard and the stack (a draw, a cast, a spell put into the graveyard
  // as it resolves, a discard) changes only its owner's own zones and the stack, which the kept legal-action lists key
  // apart, and a graveyard, which they count apart (priority/kept-actions.ts).
  if (graveyardStaticMove(state, o, to)) touch(state);
  // A card put into its owner's hand from their library (a draw) is counted apart as well (`touchHandArrival`).
  else if (o.zone === 'library' && to === 'hand' && moved.owner === o.owner) touchHandArrival(state, o.owner);
  else if (offBattlefield(o.zone) && offBattlefield(to))
    touchOffBattlefield(
      state,
      ownZonesOnly(o.zone, to) ? o.owner : undefined,
      o.zone === 'graveyard' || to === 'graveyard',
    );
  // One object joining or leaving the battlefield and nothing else: the layers may walk it alone (layers-moved.ts).
  else if (!detached && !o.melded && !o.merged && !moved.melded && o.zone !== 'command' && to !== 'command')
    touchBattlefieldMove(state, o.zone === 'battlefield' ? o.id : moved.id, o.owner);
  else touch(state);
}

/**
 * 113.6b: a card whose static ability functions in the graveyard, moving into or out of one, starts or stops an
 * effect the layers apply: a structural change of the layered characteristics, not one of the off-battlefield zones.
 */
function graveyardStaticMove(state: GameState, o: GameObject, to: ZoneName): boolean {
  if (o.zone !== 'graveyard' && to !== 'graveyard') return false;
  const def = state.cards[o.defKey];
  return def !== undefined && hasGraveyardStatic(def.abilities);
}

/**
 * Whether a move changes only its owner's own zones, besides the stack and a graveyard: another player reads a hand or
 * a library only through counts (volatile reads, which a kept legal-action list keys on every change).
 */
function ownZonesOnly(from: ZoneName, to: ZoneName): boolean {
  return OWN_ZONES.has(from) && OWN_ZONES.has(to);
}

const OWN_ZONES: ReadonlySet<ZoneName> = new Set(['hand', 'library', 'graveyard', 'stack']);

/** A zone whose objects the layers read only through conditions and counts (volatile reads, objects/layers.ts). */
function offBattlefield(zone: ZoneName): boolean {
  return zone !== 'battlefield' && zone !== 'command';
}

/** Creates a brand-new object directly in a zone (game setup, tokens: 111.1). */
export function createObject(
  state: GameState,
  defKey: string,
  owner: PlayerId,
  zone: ZoneName,
  kind: GameObject['kind'],
  cardId: number | null,
  opts: MoveOptions = {},
): ObjectId {
  const id = state.nextObjectId++;
  putNewObject(state, {
    id,
    defKey,
    cardId,
    owner,
    controller: opts.controller ?? owner,
    zone,
    kind,
    timestamp: state.nextTimestamp++,
    tapped: opts.tapped ?? false,
    faceDown: opts.faceDown ?? false,
    summoningSick: zone === 'battlefield',
    counters: {},
    damage: 0,
    deathtouchDamaged: false,
    attachedTo: null,
    loyaltyActivatedThisTurn: 0,
    stack: null,
  });
  const list = zoneList(state, zone, owner, opts.turnIndex ?? 0);
  if (zone === 'library' && opts.position === 'top') list.unshift(id);
  else list.push(id);
  if (zone === 'battlefield') touchBattlefieldMove(state, id, owner);
  else touch(state);
  return id;
}

/** 704.5d / 111.8 / 707.10a: an object simply ceases to exist (tokens off the battlefield, spell copies). */
export function ceaseToExist(state: GameState, id: ObjectId): void {
  const o = state.objects[id];
  if (!o) return;
  removeFrom(listFor(state, o), id);
  removeObject(state, id);
  // A token in a graveyard or exile, a copy on the stack: a zone the layers read only through conditions and counts.
  if (offBattlefield(o.zone))
    touchOffBattlefield(state, OWN_ZONES.has(o.zone) ? o.owner : undefined, o.zone === 'graveyard');
  else touch(state);
}

/** 701.42a / 712.4: `partner` (a card) stops being an object of its own and represents the melded permanent `moved`. */
function meldInto(state: GameState, moved: OwnedObject, partner: ObjectId): void {
  const p = state.objects[partner];
  if (!p || p.kind !== 'card' || p.cardId === null) return;
  removeFrom(listFor(state, p), partner);
  removeObject(state, partner);
  moved.melded = { cardId: p.cardId, defKey: p.defKey, owner: p.owner };
}

/**
 * 712.4: a melded permanent that leaves the battlefield goes as both its cards: the second card becomes an object of
 * its own in the same zone (its owner's, 400.3), or where 903.9c sends it.
 */
function splitMelded(state: GameState, m: MeldComponent, to: ZoneName, opts: MoveOptions): void {
  const zone = opts.componentZones?.[m.cardId] ?? to;
  const position = zone === 'library' && opts.position === 'top' ? { position: 'top' as const } : {};
  createObject(state, m.defKey, m.owner, zone, 'card', m.cardId, position);
}

/**
 * 729.3: a merged permanent that leaves the battlefield goes as every component: each other card or token becomes an
 * object of its own in the same zone (its owner's, 400.3), or where 903.9c sends it. In a library they keep their
 * order in the pile (the permanent's own card first).
 */
function splitMerged(state: GameState, components: readonly MergeComponent[], to: ZoneName, opts: MoveOptions): void {
  for (const c of components) {
    if (c.self) continue;
    const zone = (c.cardId !== null ? opts.componentZones?.[c.cardId] : undefined) ?? to;
    const position = zone === 'library' && opts.position === 'top' ? { position: 'top' as const } : {};
    const id = createObject(state, c.defKey, c.owner, zone, c.token ? 'token' : 'card', c.cardId, position);
    if (c.token && zone !== 'battlefield') state.tokensLeftBattlefield.push(id); // 704.5d: it ceases to exist
  }
}

/** 712.4: the object that is now the card `cardId` (after a melded permanent split), if any. */
export function objectOfCard(state: GameState, cardId: number): ObjectId | undefined {
  for (const o of Object.values(state.objects)) if (o.kind === 'card' && o.cardId === cardId) return o.id;
  return undefined;
}
