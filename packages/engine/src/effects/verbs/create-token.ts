/**
 * The `createToken` effect. 508.4: tokens created "tapped and attacking" were never declared as attackers (no "whenever
 * ~ attacks" trigger); their controller chooses whom each attacks as it is created (combat/enter-attacking.ts), and
 * none attack outside combat or under a player who isn't attacking (506.3b).
 */
import { log } from '../../log/write.js';
import { chars, touchVolatile } from '../../objects/characteristics.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { perform } from '../perform.js';
import { madeObjects } from '../../events/outcome.js';
import { resolveAmount, resolveObjects, resolvePlayers } from '../refs.js';
import { auraCanEnchant } from '../../objects/aura-entering.js';
import { registerTokenDef } from '../tokens.js';
import type { PendingDecision } from '../../decisions/types.js';
import type { TargetRef } from '../../state/primitives.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';
import { putIntoCombat } from '../../combat/enter-attacking.js';
import { enteringDefenders } from '../entering-attackers.js';

export function createTokenEffect(state: GameState, task: EffectsTask, e: EffectOf<'createToken'>): Step {
  const ctx = task.ctx;
  // 508.4: "for each opponent, … tapped and attacking that player [or a planeswalker they control]".
  const defenders = e.attackingEach ? chooseDefenders(state, task, e) : [null];
  if (!Array.isArray(defenders)) return defenders;
  const n = resolveAmount(state, ctx, e.count);
  // 508.4: "… that's tapped and attacking": whom each token attacks is chosen as it is created.
  const entering = e.attacking ? enteringDefenders(state, task, ctx.controller, n, `${e.token.name} token`) : [];
  if (!Array.isArray(entering)) return entering;
  const xpt = e.xPT ? String(resolveAmount(state, ctx, e.xPT)) : null;
  const key = registerTokenDef(state, xpt === null ? e.token : { ...e.token, power: xpt, toughness: xpt });
  const controllers = e.controller ? resolvePlayers(state, ctx, e.controller) : [ctx.controller];
  const batch = state.log.length; // 603.2c: the tokens one instruction creates are created together
  for (const p of controllers)
    for (const defender of defenders) createTokens(state, task, e, key, n, p, defender ?? entering, batch);
  return 'done';
}

/** `n` tokens of `key` for `p` (none for a player who has left, 800.4b), attacking `defender` if there is one. */
function createTokens(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'createToken'>,
  key: string,
  n: number,
  p: PlayerId,
  defender: TargetRef | null | readonly (TargetRef | null)[],
  batch: number,
): void {
  const ctx = task.ctx;
  if (state.players[p]!.left) return; // 800.4b
  const host = e.attachedTo ? auraHost(state, task, e, p) : undefined;
  if (host === null) return; // 303.4g: an Aura token that can't enchant the object isn't created
  for (let i = 0; i < n; i++) {
    const r = perform(state, {
      kind: 'createToken',
      defKey: key,
      controller: p,
      tapped: e.tapped ?? false,
      ...(host !== undefined ? { attachedTo: host } : {}),
      batch,
    });
    for (const id of madeObjects(r)) {
      ctx.created.push(id);
      // 508.4: each token attacks whom its controller chose for it (the i-th choice; a token a replacement adds, 614.1,
      // attacks as the one it was added to), or the player the effect names.
      const d = Array.isArray(defender) ? (p === ctx.controller ? defender[i] : null) : defender;
      if (Array.isArray(defender) && d) putIntoCombat(state, ctx.turnIndex, id, d);
      else if (d && !Array.isArray(defender)) attackDefender(state, task, id, d as TargetRef);
    }
  }
}

/** 303.4f–g: the object an Aura token is created attached to, or null if there's none it can legally enchant. */
function auraHost(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'createToken'>,
  controller: PlayerId,
): ObjectId | null {
  const host = resolveObjects(state, task.ctx, e.attachedTo!).find((id) => state.objects[id]?.zone === 'battlefield');
  if (host === undefined || !auraCanEnchant(state, e.token, host, controller)) {
    log(state, 'token', `${e.token.name} isn't created: it can't enchant that`, ['303.4g']);
    return null;
  }
  return host;
}

/**
 * 508.4: each player `attackingEach` names, or with `orPlaneswalker` a planeswalker they control that the controller
 * chooses (one choice for each of them, kept in task.memo: the planeswalker, or -1 for the player).
 */
function chooseDefenders(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'createToken'>,
): TargetRef[] | PendingDecision {
  const ctx = task.ctx;
  const players = resolvePlayers(state, ctx, e.attackingEach!);
  while (task.memo.length < players.length) {
    const p = players[task.memo.length]!;
    const walkers = e.orPlaneswalker
      ? state.battlefield.filter((id) => {
          const c = chars(state, id);
          return c.controller === p && c.types.includes('Planeswalker');
        })
      : [];
    const a = walkers.length > 0 ? takeAnswer(task, 'chooseObjects') : null;
    if (walkers.length > 0 && !a)
      return {
        kind: 'chooseObjects',
        player: ctx.controller,
        prompt: `${ctx.sourceName}: a planeswalker for the token to attack instead of ${playerName(state, p)} (or none)`,
        options: walkers,
        min: 0,
        max: 1,
        purpose: 'other',
      };
    task.memo.push(a?.objects[0] ?? -1);
  }
  return players.map((p, i): TargetRef => {
    const walker = task.memo[i]!;
    return walker >= 0 ? { kind: 'object', id: walker } : { kind: 'player', player: p };
  });
}

/**
 * 508.4: the token is put into combat attacking the player or planeswalker the effect names; 508.4a: not if that
 * player has left the game or that planeswalker has left the battlefield (nor outside combat).
 */
function attackDefender(state: GameState, task: EffectsTask, id: ObjectId, defender: TargetRef): void {
  const combat = state.turns[task.ctx.turnIndex]?.combat;
  const gone =
    defender.kind === 'player'
      ? state.players[defender.player]!.left
      : state.objects[defender.id]?.zone !== 'battlefield';
  if (!combat || gone) return;
  combat.attackers.push({ attacker: id, defender, blocked: false, blockedBy: [] });
  touchVolatile(state); // 506.4: an attacking creature from now on
  const whom = defender.kind === 'player' ? playerName(state, defender.player) : objName(state, defender.id);
  log(state, 'attack', `${objName(state, id)} is put onto the battlefield attacking ${whom}`, ['508.4']);
}
