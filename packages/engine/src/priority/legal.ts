/** 117.1: what a player may do while holding priority — listed in full in the priority decision. */
import type { LegalAction, PendingDecision } from '../decisions/types.js';
import { cachesEnabled, chars } from '../objects/characteristics.js';
import { STEP_LABEL } from '../turn/steps.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { castableActions } from '../stack/cast.js';
import { mayPermitCards, permittedCards, playPermission } from '../stack/play-permissions.js';
import { exiledSeen } from '../stack/face-down-exile.js';
import { activatableActions } from '../stack/activate.js';
import { faceUpActions } from '../stack/face-down.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { suspendActions } from '../effects/spell-keywords.js';
import { plotActions } from '../stack/plot.js';
import { unlockActions } from '../stack/unlock.js';
import { foretellActions } from '../stack/foretell.js';
import { landPlaysAllowed } from '../players/player-rules.js';
import { backFaceView } from '../stack/alternate-faces.js';
import { focusTurn } from '../state/access.js';
import { keptActions, type ActionLists } from './kept-actions.js';
import { handFacts } from '../stack/hand-facts.js';

/** 305.1–305.2: a land may be played in your main phase, stack empty, once per turn. */
export function canPlayLand(state: GameState, player: PlayerId, card: ObjectId, hooks: VariantHooks): string | null {
  return landCardError(state, player, card, hooks) ?? landTimingError(state, player);
}

/** 305.1: why `card` is not a land `player` may play, whatever the timing (null: it is one). */
function landCardError(state: GameState, player: PlayerId, card: ObjectId, hooks: VariantHooks): string | null {
  const o = state.objects[card];
  const perm = o && o.zone !== 'hand' ? playPermission(state, player, card, hooks) : null;
  // 305.1 / 601.2a-like: a land in exile may be played with a permission to play it (not a cast-only one).
  if (!o || (o.zone !== 'hand' && (!perm || perm.castOnly)) || (o.owner !== player && !perm))
    return 'not a card in your hand';
  // 406.3a: a card exiled face down is turned face up just before it is played.
  const seen = o.zone === 'exile' && o.faceDown ? exiledSeen(state, player) : state;
  if (!chars(seen, card).types.includes('Land')) return 'not a land';
  return null;
}

/** 305.1–305.2 / 807.5: why `player` can't play a land now, whatever the card (null: they may). */
function landTimingError(state: GameState, player: PlayerId): string | null {
  const t = state.turns.find((x) => x.activePlayers.includes(player));
  const hasPriority = state.pending?.kind === 'priority' && state.pending.player === player;
  // 807.5: a land is played while holding priority for one's own turn's stack.
  if (t && state.turns.length > 1 && state.turns[state.focus ?? 0] !== t)
    return 'lands can be played only while you hold priority in your own turn';
  if (!t || !hasPriority || (t.phase !== 'precombatMain' && t.phase !== 'postcombatMain') || t.stack.length > 0)
    return 'lands can be played only in your main phase with an empty stack';
  // 305.2: one land each turn, more if effects allow it.
  if (state.players[player]!.landsPlayedThisTurn >= landPlaysAllowed(state, player))
    return 'you have already played a land this turn';
  return null;
}

/** 305.1 / 712.8: the reason `card` can't be played as a land now, with its back face up if `altFace` (a modal double-faced card). */
export function landPlayError(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  hooks: VariantHooks,
  altFace?: boolean,
): string | null {
  if (!altFace) return canPlayLand(state, player, card, hooks);
  const view = backFaceView(state, card);
  return view ? canPlayLand(view, player, card, hooks) : 'not a modal double-faced card: it has no back face to play';
}

/**
 * 117.3: `player` receives priority. The pending decision becomes theirs at once, so every check of what they may do
 * (117.1a: spells and abilities only while holding priority) reads the game as it now is; then it lists their actions.
 */
export function receivePriority(
  state: GameState,
  player: PlayerId,
  hooks: VariantHooks,
): Extract<PendingDecision, { kind: 'priority' }> {
  const t = focusTurn(state);
  const marker = state.turns.length > 1 ? ` (turn marker ${t.marker}'s stack)` : '';
  const prompt = `Priority in the ${STEP_LABEL[t.step]}${marker}`;
  state.pending = { kind: 'priority', player, prompt, actions: [] };
  const d: Extract<PendingDecision, { kind: 'priority' }> = {
    kind: 'priority',
    player,
    prompt,
    actions: priorityActions(state, player, hooks),
  };
  state.pending = d;
  return d;
}

/**
 * 117.1: everything `player`, who holds priority, may do now: pass, play a land, cast, activate, special actions. The
 * list is kept from the player's previous decision while nothing it reads has changed (kept-actions.ts); the variants'
 * actions (901.9) are listed afresh.
 */
function priorityActions(state: GameState, player: PlayerId, hooks: VariantHooks): LegalAction[] {
  const { before, after } = keptActions(
    state,
    player,
    () => ownActions(state, player, hooks),
    (card) => arrivalMayOffer(state, player, hooks, card),
  );
  return before.concat(hooks.priorityActions(state, player), after); // 901.9
}

/** The list of `priorityActions` without the variants' actions: those before them and those after them. */
function ownActions(state: GameState, player: PlayerId, hooks: VariantHooks): ActionLists {
  const actions: LegalAction[] = [{ kind: 'pass' }];
  landPlays(state, player, hooks, actions);
  append(actions, castableActions(state, player, hooks));
  append(actions, activatableActions(state, player));
  append(actions, faceUpActions(state, player));
  // 116.2f, 116.2k, 116.2h: special actions from the hand, looked for only if a card there has the keyword (in
  // oracle mode always).
  let suspend = !cachesEnabled(state);
  let plot = suspend;
  let foretell = suspend;
  if (!suspend)
    for (const id of state.players[player]!.hand) {
      const f = handFacts(chars(state, id));
      suspend ||= f.suspend;
      plot ||= f.plot;
      foretell ||= f.foretell;
    }
  const after: LegalAction[] = [];
  if (suspend) append(after, suspendActions(state, player));
  if (plot) append(after, plotActions(state, player));
  if (foretell) append(after, foretellActions(state, player));
  append(after, unlockActions(state, player)); // 116.2m
  return { before: actions, after };
}

/**
 * 305.1: the land plays of `player` now, front faces and (712.8) a modal double-faced card's back face. The timing
 * (305.1-305.2) is the same for every card, so it is checked once, before any card (in oracle mode every card is
 * checked in full, so the differential test checks this shortcut).
 */
function landPlays(state: GameState, player: PlayerId, hooks: VariantHooks, out: LegalAction[]): void {
  const cached = cachesEnabled(state);
  if (cached && landTimingError(state, player) !== null) return;
  const check = (s: GameState, card: ObjectId): boolean =>
    (cached ? landCardError(s, player, card, hooks) : canPlayLand(s, player, card, hooks)) === null;
  const one = (card: ObjectId, seen: GameState = state): void => {
    if (check(state, card)) out.push({ kind: 'playLand', card, name: chars(seen, card).name });
    const back = backFaceView(state, card); // 712.8: a modal double-faced card's back face may be played
    if (back && check(back, card)) out.push({ kind: 'playLand', card, name: chars(back, card).name, altFace: true });
  };
  for (const card of state.players[player]!.hand) one(card);
  if (mayPermitCards(state))
    for (const card of permittedCards(state, player, hooks)) one(card, exiledSeen(state, player)); // 406.3a
}

/**
 * Whether `card`, just put into `player`'s hand, may add an entry to their list now (kept-actions.ts `grownList`; true
 * when unsure): a land while they may play one (305.1), any way of casting it (`castableActions` for this card alone:
 * its timing, cost and targets), an ability that functions in the hand (113.6b), suspend, plot or foretell, or other
 * faces (712.8: a back face that may be a land).
 */
function arrivalMayOffer(state: GameState, player: PlayerId, hooks: VariantHooks, card: ObjectId): boolean {
  const c = chars(state, card);
  const f = handFacts(c);
  if (f.handAbility || f.suspend || f.plot || f.foretell || backFaceView(state, card)) return true;
  if (f.land) return landTimingError(state, player) === null;
  return castableActions(state, player, hooks, card).length > 0;
}

/** Pushes every entry of `more` onto `out` (no spread of the arguments). */
function append(out: LegalAction[], more: readonly LegalAction[]): void {
  for (const a of more) out.push(a);
}
