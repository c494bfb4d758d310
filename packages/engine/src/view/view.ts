/**
 * Per-player views (README.md invariant 5): what one player may see. Hidden
 * information — other players' hands, every library's order and contents, face-down
 * objects they don't control — is replaced by placeholders. Clients only ever get a view.
 */
import { DUNGEONS, type DungeonName } from '../cards/dungeons.js';
import { mayLookAtExiled, turnedFaceUp } from '../objects/face-down-exile.js';
import { isFaceDownConspiracy } from '../casual/conspiracy.js';
import { commanderCasts, commanderDamageTo, commandersOf, isCommander } from '../casual/commander.js';
import type { PendingDecision } from '../decisions/types.js';
import { costObjectChoices, type CostObjectChoice } from '../stack/cost-choices.js';
import { actionDivision } from '../stack/division-choices.js';
import { VARIANT_HOOKS } from '../game/variant-hooks.js';
import type { LogEntry } from '../log/types.js';
import { battlefieldStaticsOf, chars } from '../objects/characteristics.js';
import { checkCondition } from '../objects/conditions.js';
import { canSeeHand } from '../state/team.js';
import { chosenNames, turnSeat } from '../state/access.js';
import type {
  CombatState,
  GameResult,
  GameState,
  ObjectId,
  PlayerId,
  StepName,
  PhaseName,
  RestrictedMana,
} from '../state/types.js';

export interface ObjectView {
  readonly id: ObjectId;
  readonly name: string | null; // null when hidden (face down, another player's hand)
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  readonly tapped: boolean;
  readonly faceDown: boolean;
  readonly power: number | null;
  readonly toughness: number | null;
  readonly types: readonly string[];
  readonly counters: Readonly<Record<string, number>>;
  readonly damage: number;
  readonly attachedTo: ObjectId | null;
  readonly summoningSick: boolean;
  /** 111.1: present (true) only for tokens. */
  readonly token?: boolean;
  /** 903.3: the card is a commander (shown where the card is visible). */
  readonly commander?: true;
  /**
   * 702.106a: the card name a conspiracy's hidden agenda chose (to its controller, 313.7; to everyone once face up);
   * 702.106f: a double agenda's two names, joined by "and"; 201.3: the name a permanent chose as it entered.
   */
  readonly chosenName?: string;
  /** 729.2 / 702.140c: a merged permanent's components, topmost first (each card's or token's name). */
  readonly components?: readonly string[];
}

/** 309.4: one room of a dungeon card, as printed: its name, its ability's text, the rooms its arrows lead to. */
export interface DungeonRoomView {
  readonly name: string;
  readonly text: string;
  readonly next: readonly string[];
}

/** A player's public designations: the city's blessing, speed, the Ring, dungeons (absent when they have none). */
function designationsView(p: GameState['players'][number]): Partial<PlayerView> {
  return {
    ...(p.cityBlessing ? { cityBlessing: true as const } : {}),
    ...(p.speed !== undefined ? { speed: p.speed } : {}),
    ...(p.ringBearer !== undefined ? { ringBearer: p.ringBearer } : {}),
    ...(p.ringTempted ? { ringTempted: p.ringTempted } : {}),
    ...(p.dungeon ? { dungeon: dungeonView(p.dungeon) } : {}),
    ...(p.completedDungeons?.length ? { completedDungeons: [...p.completedDungeons] } : {}),
  };
}

/** A player's dungeon: the dungeon card (all its rooms are public) and the room their venture marker is on. */
function dungeonView(at: { readonly name: DungeonName; readonly room: string }): PlayerView['dungeon'] {
  const rooms = DUNGEONS.find((d) => d.name === at.name)!.rooms;
  return { name: at.name, room: at.room, rooms: rooms.map((r) => ({ name: r.name, text: r.text, next: r.next })) };
}

export interface PlayerView {
  readonly id: PlayerId;
  readonly name: string;
  readonly team: number;
  readonly life: number;
  readonly poison: number;
  readonly counters: Readonly<Record<string, number>>;
  readonly left: boolean;
  /** 702.131c: the player has the city's blessing (public). */
  readonly cityBlessing?: true;
  /** 702.179b: the player's speed, 1–4 (public; absent: no speed yet). */
  readonly speed?: number;
  /** 701.54a: the player's Ring-bearer and how many times the Ring has tempted them (public). */
  readonly ringBearer?: ObjectId;
  readonly ringTempted?: number;
  /** 309.2 / 701.49: the player's dungeon in the command zone and the room their venture marker is on (public). */
  readonly dungeon?: { readonly name: string; readonly room: string; readonly rooms: readonly DungeonRoomView[] };
  /** 309.7: the dungeons the player has completed (public). */
  readonly completedDungeons?: readonly string[];
  /** 104: public — playing, won, lost or drew (104.4a: players who all lose at once drew). */
  readonly outcome: 'playing' | 'won' | 'lost' | 'drew';
  readonly handCount: number;
  readonly libraryCount: number;
  /** Only the viewer's own hand is listed (and teammates' hands where 808.5 / 809.7 / 810.5 / 811.5 allow). */
  readonly hand: readonly ObjectView[] | null;
  readonly graveyard: readonly ObjectView[];
  readonly manaPool: Readonly<Record<string, number>>;
  /** 106.6: restricted mana in the pool ("Spend this mana only to …"), one entry per mana. */
  readonly restrictedMana?: readonly RestrictedMana[];
  /** 400.11a: how many cards this player owns outside the game (their sideboard), when they have any listed. */
  readonly outsideCount?: number;
  /**
   * 401.5: the top card of this player's library, in the views of the players who may see it: its owner's while they
   * control a permanent with "You may look at the top card of your library any time", everyone's with "Play with the
   * top card of your library revealed".
   */
  readonly libraryTop?: ObjectView;
  /** 400.11a: the names of those cards — only in the owner's own view (hidden information). */
  readonly outside?: readonly string[];
  /** 903.8: this player's commanders and the tax each would cost from the command zone now. */
  readonly commanders?: readonly {
    readonly name: string;
    readonly zone: string;
    readonly casts: number;
    readonly tax: number;
  }[];
  /** 903.10a: combat damage this player has been dealt by each commander. */
  readonly commanderDamage?: readonly {
    readonly commander: string;
    readonly owner: PlayerId;
    readonly damage: number;
  }[];
}

export interface GameView {
  readonly viewer: PlayerId | null;
  readonly turn: number;
  readonly activePlayers: readonly PlayerId[];
  readonly phase: PhaseName;
  readonly step: StepName;
  readonly priority: PlayerId | null;
  readonly players: readonly PlayerView[];
  readonly battlefield: readonly ObjectView[];
  readonly stack: readonly (ObjectView & { readonly text: string })[];
  readonly exile: readonly ObjectView[];
  readonly command: readonly ObjectView[];
  readonly combat: CombatState | null;
  /** 726.1: day or night (public), absent while it is neither. */
  readonly dayNight?: 'day' | 'night';
  /** 722.1: the monarch (public), absent while there is none. */
  readonly monarch?: PlayerId;
  /** 725.1: the player who has the initiative (public), absent while no one has it. */
  readonly initiative?: PlayerId;
  /** 807.4: every turn marker in Grand Melee (one entry in other games): its turn, step and priority. */
  readonly turns: readonly {
    readonly marker: number;
    readonly turn: number;
    readonly activePlayers: readonly PlayerId[];
    readonly holder: PlayerId | null;
    readonly waiting: boolean;
    readonly step: StepName;
    readonly priority: PlayerId | null;
    readonly stack: number;
  }[];
  /** The pending decision, with its options, only if it is the viewer's. */
  readonly pending: PendingDecision | null;
  /**
   * The hidden cards the viewer's own pending decision lets them look at (701.23a a search, 701.22a scry, 701.25a
   * surveil, looking at the top cards of a library, a revealed hand): a library's cards, or a hand the viewer can't
   * otherwise see. Absent when there are none. Face-down objects stay hidden (708.5).
   */
  readonly offered?: readonly ObjectView[];
  /**
   * 601.2h: the objects the costs of the viewer's own casts and activations let them choose from (which creature to
   * sacrifice, which cards to discard or exile), by index into the priority decision's actions. Absent when no entry's
   * cost offers a choice.
   */
  readonly costChoices?: readonly { readonly action: number; readonly choices: readonly CostObjectChoice[] }[];
  /**
   * 601.2d: the viewer's own casts and activations that divide damage among their targets, by index into the priority
   * decision's actions: which target group is divided and the amount (a number, or 'x' for the announced X). The
   * action's `divide` gives one amount per chosen target of that group; without it the damage is divided evenly.
   */
  readonly divisions?: readonly { readonly action: number; readonly group: number; readonly amount: number | 'x' }[];
  /** Who must decide now (public knowledge), even when the decision itself is hidden. */
  readonly waitingFor: PlayerId | null;
  readonly result: GameResult | null;
  readonly log: readonly LogEntry[];
}

/** 313.5b: a face-down card in the command zone (a conspiracy) has no characteristics: not 708.2's 2/2 creature. */
function faceDownInCommand(
  state: GameState,
  id: ObjectId,
): { name: string; controller: PlayerId; power: null; toughness: null; types: string[] } | null {
  const o = state.objects[id]!;
  return o.faceDown && o.zone === 'command'
    ? { name: '', controller: o.controller, power: null, toughness: null, types: [] }
    : null;
}

/**
 * Where `viewFor` gets an object's view. An object's view depends only on the state, the object and whether the
 * viewer may see it (never on who the viewer is), so the views of several viewers of one state may share them:
 * a server making every seat's view of one state builds each object's view once. `make` builds it.
 */
export interface ObjectViewSource {
  objectView(id: ObjectId, visible: boolean, make: () => ObjectView): ObjectView;
}

function buildObjectView(state: GameState, id: ObjectId, visible: boolean): ObjectView {
  const o = state.objects[id]!;
  if (!visible) {
    return {
      id,
      name: null,
      owner: o.owner,
      controller: o.controller,
      tapped: o.tapped,
      faceDown: o.faceDown,
      power: null,
      toughness: null,
      types: [],
      counters: {},
      damage: 0,
      attachedTo: o.attachedTo,
      summoningSick: false,
    };
  }
  // 406.3 / 702.143a: a face-down exiled card, seen by a player who may look at it, shows the card itself (not
  // 708.2's face-down values).
  const c =
    faceDownInCommand(state, id) ??
    (o.faceDown && o.zone === 'exile' ? chars(turnedFaceUp(state, [id]), id) : chars(state, id));
  // 708.5: a face-down permanent's controller may look at it, so their view names the card.
  return {
    id,
    name: c.name || (o.faceDown ? (state.cards[o.defKey]?.name ?? null) : null),
    owner: o.owner,
    controller: c.controller,
    tapped: o.tapped,
    faceDown: o.faceDown,
    power: c.power,
    toughness: c.toughness,
    types: c.types,
    counters: { ...o.counters },
    damage: o.damage,
    attachedTo: o.attachedTo,
    summoningSick: o.summoningSick,
    ...(o.kind === 'token' ? { token: true } : {}),
    ...(state.commander && isCommander(state, id) ? { commander: true as const } : {}),
    // 201.3 / 607.2: the name a permanent chose as it entered ("Meddling Mage") is public.
    ...((o.zone === 'command' || (o.zone === 'battlefield' && !o.faceDown)) && chosenNames(o.chosen).length > 0
      ? { chosenName: chosenNames(o.chosen).join(' and ') } // 702.106f: a double agenda's two names
      : {}),
    ...(o.merged ? { components: o.merged.map((m) => state.cards[m.defKey]?.name ?? '') } : {}),
  };
}

/** The objects a pending decision offers as its options. */
function offeredIds(pending: PendingDecision): readonly ObjectId[] {
  switch (pending.kind) {
    case 'chooseObjects':
      return pending.options;
    case 'orderObjects':
      return pending.objects;
    default:
      return [];
  }
}

/** GameView.offered: the hidden cards the viewer's own decision shows them. */
function offeredView(
  state: GameState,
  viewer: PlayerId | null,
  objectView: (s: GameState, id: ObjectId, visible: boolean) => ObjectView,
): { offered?: ObjectView[] } {
  if (!state.pending || viewer === null || state.pending.player !== viewer) return {};
  const hidden = offeredIds(state.pending).filter((id) => {
    const o = state.objects[id];
    if (!o || o.faceDown) return false;
    return o.zone === 'library' || (o.zone === 'hand' && !canSeeHand(state, viewer, o.owner));
  });
  return hidden.length > 0 ? { offered: hidden.map((id) => objectView(state, id, true)) } : {};
}

/** GameView.costChoices: the cost choices of the viewer's own priority decision's entries. */
function costChoicesView(state: GameState, viewer: PlayerId | null): Pick<GameView, 'costChoices'> {
  const p = state.pending;
  if (!p || p.kind !== 'priority' || viewer === null || p.player !== viewer) return {};
  const out: { action: number; choices: readonly CostObjectChoice[] }[] = [];
  p.actions.forEach((a, action) => {
    const choices = costObjectChoices(state, viewer, a, VARIANT_HOOKS);
    if (choices.length > 0) out.push({ action, choices });
  });
  return out.length > 0 ? { costChoices: out } : {};
}

/** GameView.divisions: the viewer's priority entries that divide damage (601.2d). */
function divisionsView(state: GameState, viewer: PlayerId | null): Pick<GameView, 'divisions'> {
  const p = state.pending;
  if (!p || p.kind !== 'priority' || viewer === null || p.player !== viewer) return {};
  const out: { action: number; group: number; amount: number | 'x' }[] = [];
  p.actions.forEach((a, action) => {
    const d = actionDivision(state, a);
    if (d) out.push({ action, ...d });
  });
  return out.length > 0 ? { divisions: out } : {};
}

/** 903.8 / 903.10a: a player's commander information (public). */
function commanderView(state: GameState, player: PlayerId): Pick<PlayerView, 'commanders' | 'commanderDamage'> {
  if (!state.commander) return {};
  const commanders = commandersOf(state, player).map((id) => {
    const casts = commanderCasts(state, id, player);
    return { name: state.cards[state.objects[id]!.defKey]!.name, zone: state.objects[id]!.zone, casts, tax: 2 * casts };
  });
  const commanderDamage = commanderDamageTo(state, player).map((d) => ({
    commander: d.name,
    owner: d.owner,
    damage: d.damage,
  }));
  return { commanders, commanderDamage };
}

/**
 * The view of `viewer` (a seat), or of a spectator who sees only public information (viewer null). `source`, when
 * given, supplies the object views (shared between several viewers of this same state; see ObjectViewSource).
 */
export function viewFor(state: GameState, viewer: PlayerId | null, source?: ObjectViewSource): GameView {
  const t = state.turns[0]!;
  const objectView = source
    ? (s: GameState, id: ObjectId, visible: boolean): ObjectView =>
        source.objectView(id, visible, () => buildObjectView(s, id, visible))
    : buildObjectView;
  const seesFaceDown = (controller: PlayerId): boolean => viewer !== null && controller === viewer; // 708.5
  return {
    viewer,
    turn: t.number,
    activePlayers: [...t.activePlayers],
    phase: t.phase,
    step: t.step,
    priority: t.priority,
    players: state.players.map((p) => ({
      id: p.id,
      name: p.name,
      team: p.team,
      life: p.life,
      poison: p.poison,
      counters: { ...p.counters },
      left: p.left,
      outcome: p.outcome,
      ...designationsView(p),
      handCount: p.hand.length,
      libraryCount: p.library.length,
      // 808.5 / 809.7 / 810.5 / 811.5: teammates may review each other's hands where the variant allows.
      hand: canSeeHand(state, viewer, p.id) ? p.hand.map((id) => objectView(state, id, true)) : null,
      graveyard: p.graveyard.map((id) => objectView(state, id, true)),
      manaPool: {
        W: p.manaPool.W,
        U: p.manaPool.U,
        B: p.manaPool.B,
        R: p.manaPool.R,
        G: p.manaPool.G,
        C: p.manaPool.C,
      },
      ...(p.manaPool.restricted ? { restrictedMana: p.manaPool.restricted.map((r) => ({ ...r })) } : {}),
      ...commanderView(state, p.id),
      ...cardsOutOfSight(state, viewer, p.id, objectView),
    })),
    battlefield: state.battlefield.map((id) => {
      const o = state.objects[id]!;
      return objectView(state, id, !o.faceDown || seesFaceDown(o.controller));
    }),
    stack: state.turns.flatMap((turn) =>
      turn.stack.map((id) => {
        const o = state.objects[id]!;
        const v = objectView(state, id, !o.faceDown || seesFaceDown(o.controller));
        return {
          ...v,
          name: o.kind === 'ability' ? `${o.stack?.sourceName ?? ''} (ability)` : v.name,
          text: o.stack?.sourceName ?? '',
        };
      }),
    ),
    // 406.3: face-down exiled cards are hidden but from players allowed to look at them (702.143a: a foretold card's owner).
    exile: state.exile.map((id) =>
      objectView(state, id, !state.objects[id]!.faceDown || mayLookAtExiled(state, viewer, id)),
    ),
    // 406.3-like: face-down scheme and planar decks are hidden; 313.7: a face-down conspiracy is seen by its controller.
    command: state.command.map((id) => {
      const o = state.objects[id]!;
      // 702.106e: every face-down conspiracy is revealed to all players as the game ends.
      const conspiracy = isFaceDownConspiracy(state, id);
      return objectView(
        state,
        id,
        !o.faceDown || (conspiracy && (seesFaceDown(o.controller) || state.result !== null)),
      );
    }),
    combat: t.combat ? (JSON.parse(JSON.stringify(t.combat)) as CombatState) : null,
    ...(state.monarch !== undefined ? { monarch: state.monarch } : {}),
    ...(state.initiative !== undefined ? { initiative: state.initiative } : {}),
    ...(state.dayNight !== undefined ? { dayNight: state.dayNight } : {}),
    turns: state.turns
      .filter((x) => !x.removed)
      .map((x) => ({
        marker: x.marker,
        turn: x.number,
        activePlayers: [...x.activePlayers],
        holder: turnSeat(x) ?? null,
        waiting: x.waiting ?? false,
        step: x.step,
        priority: x.priority,
        stack: x.stack.length,
      })),
    pending: state.pending && state.pending.player === viewer ? state.pending : null,
    ...offeredView(state, viewer, objectView),
    ...costChoicesView(state, viewer),
    ...divisionsView(state, viewer),
    waitingFor: state.pending?.player ?? null,
    result: state.result,
    log: state.log,
  };
}

/**
 * The player's cards in zones the viewer sees into only as they may: their cards outside the game (400.11a: how many,
 * and their names to their owner) and their library's top card (401.5).
 */
function cardsOutOfSight(
  state: GameState,
  viewer: PlayerId | null,
  owner: PlayerId,
  objectView: (s: GameState, id: ObjectId, visible: boolean) => ObjectView,
): Pick<PlayerView, 'outsideCount' | 'outside' | 'libraryTop'> {
  const p = state.players[owner]!;
  return {
    ...(p.outside
      ? { outsideCount: p.outside.length, ...(viewer === owner ? { outside: p.outside.map((c) => c.name) } : {}) }
      : {}),
    ...(libraryTopSeen(state, viewer, owner) ? { libraryTop: objectView(state, p.library[0]!, true) } : {}),
  };
}

/** 401.5: whether `viewer` may see the top card of `owner`'s library now (`libraryTopVisible` statics of `owner`'s). */
function libraryTopSeen(state: GameState, viewer: PlayerId | null, owner: PlayerId): boolean {
  if (state.players[owner]!.library.length === 0) return false;
  for (const { source, chars: c, ability: a } of battlefieldStaticsOf(state, ['libraryTopVisible'])) {
    if (a.effect.kind !== 'libraryTopVisible' || c.controller !== owner) continue;
    if (!a.effect.revealed && viewer !== owner) continue;
    if (!a.condition || checkCondition(state, a.condition, owner, chars, source)) return true; // 611.3b
  }
  return false;
}
