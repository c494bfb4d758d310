/**
 * Casting or playing a card's other face: 715 adventurer cards and 712 modal double-faced cards.
 *
 * - 715.3: as a player casts an adventurer card, they choose whether to cast it normally or as an Adventure;
 *   715.3a: only the Adventure's characteristics are evaluated to see whether it can be cast that way, and
 *   715.3b: on the stack the spell has only those. 715.3d: instead of going to its owner's graveyard as it
 *   resolves, it is exiled, and for as long as it remains exiled its controller may cast it (not as an Adventure).
 * - 712.8 (modal double-faced cards): the player chooses which face to cast or play; only that face is
 *   evaluated (712.8), and the card has that face's characteristics on the stack and, as a permanent, on the
 *   battlefield (712.8); everywhere else it has its front face's (712.8a).
 *
 * The object flag `altFace` carries the choice (objects/faces.ts). Validation is pure: it looks at the card as it
 * would be with the face chosen, through a view of the state in which only that card's object carries the flag.
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import type { EngineError, LegalAction } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { perform } from '../effects/perform.js';
import { grantedPermission } from './play-permissions.js';

/** The card's other face that can be cast or played: its Adventure (715.2) or its modal back face (712.2). */
export function alternateFace(state: GameState, card: ObjectId): CardDefinition | undefined {
  const o = state.objects[card];
  const def = o ? state.cards[o.defKey] : undefined;
  return def?.adventure ?? def?.modalBack;
}

/** A read-only view of the state in which `card` is considered with its other face chosen (715.3a, 712.8). */
export function withAlternateFace(state: GameState, player: PlayerId, card: ObjectId): GameState | EngineError {
  const o = state.objects[card];
  const def = o ? state.cards[o.defKey] : undefined;
  if (!o || !(def?.adventure || def?.modalBack))
    return {
      code: 'ILLEGAL_CHOICE',
      message: 'only an adventurer or modal double-faced card has another face',
      rule: '715.3',
    };
  // 715.3d: the permission an Adventure gives (an effect's, for a card in exile) casts the card itself, never as an
  // Adventure again.
  if (def.adventure && o.zone !== 'hand' && grantedPermission(state, player, card)?.adventurer)
    return {
      code: 'ILLEGAL_CHOICE',
      message: `${objName(state, card)} was exiled by its Adventure: it can't be cast as an Adventure this way`,
      rule: '715.3d',
    };
  return { ...state, objects: { ...state.objects, [card]: { ...o, altFace: true } } };
}

/** 712.8: a view of the state in which a modal double-faced card is considered with its back face up (for playing it as a land). */
export function backFaceView(state: GameState, card: ObjectId): GameState | null {
  const o = state.objects[card];
  if (!o || !state.cards[o.defKey]?.modalBack) return null;
  return { ...state, objects: { ...state.objects, [card]: { ...o, altFace: true } } };
}

/** The cast log's words for a spell cast as its other face: " as Stomp (an Adventure)". */
export function alternateFaceClause(state: GameState, id: ObjectId): { text: string; rules: string[] } {
  const o = state.objects[id];
  const def = o?.altFace ? state.cards[o.defKey] : undefined;
  if (def?.adventure) return { text: ` as ${def.adventure.name} (an Adventure)`, rules: ['715.3'] };
  if (def?.modalBack) return { text: ` as ${def.modalBack.name} (its back face)`, rules: ['712.8'] };
  return { text: '', rules: [] };
}

/**
 * The priority-decision entries that cast a card's other face (715.3, 712.8): each evaluated as that face alone.
 * `castable` lists the entries for one card in a given state (stack/cast.ts `castableActions`).
 */
export function alternateFaceCastEntries(
  state: GameState,
  player: PlayerId,
  candidates: readonly ObjectId[],
  castable: (view: GameState, player: PlayerId, card: ObjectId) => LegalAction[],
): LegalAction[] {
  const out: LegalAction[] = [];
  for (const card of candidates) {
    if (!alternateFace(state, card)) continue;
    const view = withAlternateFace(state, player, card);
    if ('code' in view) continue;
    for (const e of castable(view, player, card))
      if (e.kind === 'cast' && !e.faceDown) out.push({ ...e, name: chars(view, card).name, altFace: true });
  }
  return out;
}

/**
 * 715.3d: an Adventure spell that resolves is exiled instead of going to its owner's graveyard, and its controller
 * may cast the card from exile for as long as it remains there. Returns false for any other spell.
 */
export function exileResolvedAdventure(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  const adventure = o?.altFace ? state.cards[o.defKey]?.adventure : undefined;
  if (!o || !adventure) return false;
  if (adventure.subtypes.includes('Omen')) {
    // Omen cards (the adventurer frame, Omen subtype): as an Omen spell resolves, its owner shuffles it into their
    // library instead of putting it into their graveyard (608.2n names where a resolved spell goes).
    perform(state, { kind: 'move', object: id, to: 'library', cause: 'resolve' }, ['608.2n']);
    perform(state, { kind: 'shuffle', player: o.owner }, ['608.2n']);
    return true;
  }
  const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'resolve' }, ['715.3d']);
  const exiled = r.id !== null ? state.objects[r.id] : undefined;
  if (!exiled || exiled.zone !== 'exile') return true;
  const turn = state.turns[o.stack?.stackOf ?? 0]?.number ?? 0;
  (state.playPermissions ??= []).push({
    object: exiled.id,
    player: o.controller,
    zone: 'exile',
    until: 'whileExiled',
    turn,
    castOnly: true,
    adventurer: true,
  });
  log(
    state,
    'permission',
    `${playerName(state, o.controller)} may cast ${objName(state, exiled.id)} while it remains exiled (its Adventure resolved)`,
    ['715.3d', '601.2a'],
  );
  return true;
}
