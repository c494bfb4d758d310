/** Applying `damage` event: 608.2h: a source that has left the battlefield deals damage using its last known information. */
import { log } from '../../log/write.js';
import { cantGetPoison, cantLoseLife, changeLife, changePoison } from '../../state/team.js';
import { chars, controllerOf, hasKeyword, touch, touchUnlayered } from '../../objects/characteristics.js';
import { objName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { countersPut } from './counters.js';
import type { EventRules } from '../event-rules.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';
import { ownObject } from '../../objects/copy-on-write.js';

export function applyDamage(
  state: GameState,
  e: EventOf<'damage'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  if (e.amount <= 0) return NOTHING;
  // 608.2h: a source that has left the battlefield deals damage using its last known information.
  const src = state.objects[e.source] ?? (state.lki[e.source] ? { id: e.source } : undefined);
  const sourceName = state.objects[e.source]
    ? objName(state, e.source)
    : (state.lki[e.source]?.name ?? objName(state, e.source));
  const deathtouch = src ? hasKeyword(state, e.source, 'deathtouch') : false;
  const lifelink = src ? hasKeyword(state, e.source, 'lifelink') : false;
  const srcController = src ? controllerOf(state, e.source) : null;
  if (e.target.kind === 'player') {
    const p = state.players[e.target.player]!;
    if (p.left) return NOTHING;
    if (src && hasKeyword(state, e.source, 'infect')) {
      if (!cantGetPoison(state, p.id)) changePoison(state, p.id, e.amount); // 120.3b (810.10: shared by the team)
      log(
        state,
        'damage',
        `${sourceName} deals ${e.amount} damage to ${p.name} (poison ${p.poison})`,
        [...rules, '120.3b', '702.90b'],
        { source: e.source, player: p.id, amount: e.amount, combat: e.combat },
      );
    } else {
      const loses = !cantLoseLife(state, p.id);
      if (loses) changeLife(state, p.id, -e.amount); // 120.3a (810.9: applied to the team's life total)
      log(
        state,
        'damage',
        `${sourceName} deals ${e.amount} damage to ${p.name} (life ${p.life})`,
        [...rules, '120.3a'],
        { source: e.source, player: p.id, amount: e.amount, combat: e.combat },
      );
      if (loses) ctx.detectTriggers(state, { kind: 'lifeLost', player: p.id }); // 119.3
    }
    p.dealtDamageThisTurn = true; // 702.54a
    if (e.combat && src) afterCombatDamageToPlayer(state, e, p.id, perform, ctx);
    if (src)
      ctx.detectTriggers(state, {
        kind: 'damageDealt',
        source: e.source,
        player: p.id,
        object: null,
        combat: e.combat,
        amount: e.amount,
        ...(e.batch !== undefined ? { batch: e.batch } : {}),
      });
  } else {
    if (state.objects[e.target.id]?.zone !== 'battlefield') return NOTHING;
    const t = ownObject(state, e.target.id);
    const tc = chars(state, e.target.id);
    const rs = [...rules];
    const asCounters = src ? hasKeyword(state, e.source, 'infect') || hasKeyword(state, e.source, 'wither') : false;
    const counters = asCounters || tc.types.includes('Planeswalker') || tc.types.includes('Battle');
    if (tc.types.includes('Creature') && asCounters) {
      t.counters['-1/-1'] = (t.counters['-1/-1'] ?? 0) + e.amount; // 120.3d: wither / infect damage is -1/-1 counters
      if (deathtouch) t.deathtouchDamaged = true;
      rs.push('120.3d', '702.80c', '702.90b');
    } else if (tc.types.includes('Creature')) {
      t.damage += e.amount; // 120.3e
      if (deathtouch) t.deathtouchDamaged = true;
      rs.push('120.3e');
    }
    if (tc.types.includes('Planeswalker')) {
      t.counters['loyalty'] = Math.max(0, (t.counters['loyalty'] ?? 0) - e.amount); // 120.3c
      rs.push('120.3c');
    }
    if (tc.types.includes('Battle')) {
      t.counters['defense'] = Math.max(0, (t.counters['defense'] ?? 0) - e.amount); // 120.3h
      rs.push('120.3h');
    }
    if (!(t.damagedBy ??= []).includes(e.source)) t.damagedBy.push(e.source);
    // Counters change characteristics (613.4c); marked damage and damagedBy only what the layers read as volatile.
    if (counters) touch(state);
    else touchUnlayered(state, controllerOf(state, e.target.id)); // (its controller's own thing for the kept lists)
    log(state, 'damage', `${sourceName} deals ${e.amount} damage to ${objName(state, e.target.id)}`, rs, {
      source: e.source,
      object: e.target.id,
      amount: e.amount,
      combat: e.combat,
    });
    if (src) objectDamaged(state, ctx, e, e.target.id, asCounters && tc.types.includes('Creature'), srcController);
  }
  // 702.15b: damage dealt by a source with lifelink causes its controller to gain that much life.
  if (lifelink && srcController !== null)
    perform(state, { kind: 'lifeGain', player: srcController, amount: e.amount }, ['702.15b']);
  return { id: null, amount: e.amount };
}

/**
 * 702.164a: "Toxic N" — combat damage dealt to a player by a creature with toxic also gives that player N poison counters;
 * each instance adds its own N (the total toxic value). 608.2h: a source that left is read as it last existed.
 */
function toxicPoison(state: GameState, source: number, player: number, perform: Perform): void {
  let n = 0;
  for (const a of chars(state, source).abilities) if (a.kind === 'keyword' && a.keyword === 'toxic') n += a.n;
  if (n > 0) perform(state, { kind: 'playerCounters', player, counter: 'poison', delta: n }, ['702.164a']);
}

/** 510.2: combat damage dealt to a player — toxic (702.164a), commander damage (903.10a), its triggers (603.2). */
function afterCombatDamageToPlayer(
  state: GameState,
  e: EventOf<'damage'>,
  player: PlayerId,
  perform: Perform,
  ctx: EventRules,
): void {
  toxicPoison(state, e.source, player, perform);
  if (state.commander) ctx.combatDamageToPlayer(state, e.source, player, e.amount); // 903.10a
  ctx.detectTriggers(state, {
    kind: 'combatDamageToPlayer',
    source: e.source,
    player,
    amount: e.amount,
    ...(e.batch !== undefined ? { batch: e.batch } : {}),
  });
}

/**
 * 603.2: "whenever ~ deals damage to a creature" triggers; with wither or infect (`asCounters`), 120.3d / 122.6: the
 * -1/-1 counters were put on the creature, by the source's controller ("whenever you put …").
 */
function objectDamaged(
  state: GameState,
  ctx: EventRules,
  e: EventOf<'damage'>,
  target: ObjectId,
  asCounters: boolean,
  by: PlayerId | null,
): void {
  ctx.detectTriggers(state, {
    kind: 'damageDealt',
    source: e.source,
    player: null,
    object: target,
    combat: e.combat,
    amount: e.amount,
    ...(e.batch !== undefined ? { batch: e.batch } : {}),
  });
  if (asCounters) countersPut(state, ctx, target, { '-1/-1': e.amount }, by);
}
