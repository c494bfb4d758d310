/**
 * 615.7 / 609.7 / 614.9: one-shot damage shields created by resolving spells and abilities — "The next time a
 * [red] source of your choice would deal damage to you this turn, prevent that damage", "…, that damage is dealt
 * to ~ instead". The shield is a continuous effect (state.effects) that applies to the next damage event it
 * matches and is then used up; events/replacement.ts asks `shieldReplacements` for the ones that apply.
 */
import type { DamageRecipient, Filter, PreventionEffect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import type { DamageReplacement } from '../events/types.js';
import type { GameEvent } from '../events/types.js';
import { log } from '../log/write.js';
import type { Perform } from '../events/outcome.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter, matchesPlayerFilter } from '../objects/filters.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { DamageShield, GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import { objectPlayer } from '../objects/range.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';
import { isPlayerRef, resolveObjects, resolvePlayers } from './refs.js';
import { damageSourceHas } from '../events/damage-qualities.js';
import { checkCondition } from '../objects/conditions.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type DamageEvent = Extract<GameEvent, { kind: 'damage' }>;

function recipients(state: GameState, task: EffectsTask, r: DamageRecipient): TargetRef[] {
  const ctx = task.ctx;
  if (r.kind === 'target')
    return [...(ctx.targets[r.target] ?? [])].filter((t) =>
      t.kind === 'player' ? !state.players[t.player]!.left : !!state.objects[t.id],
    );
  if (isPlayerRef(r)) return resolvePlayers(state, ctx, r).map((p) => ({ kind: 'player', player: p }));
  return resolveObjects(state, ctx, r).map((id) => ({ kind: 'object', id }));
}

/**
 * 609.7a: the sources a player may choose: a permanent, a spell on the stack (a permanent spell is followed to the
 * permanent it becomes), or a face-up object in the command zone. With a quality ("a red source"), only those
 * that have it now.
 */
export function choosableSources(
  state: GameState,
  chooser: PlayerId,
  shield: Extract<PreventionEffect, { kind: 'damageShield' }>,
  source: ObjectId | null,
): ObjectId[] {
  const stack = state.turns.flatMap((t) => t.stack).filter((id) => state.objects[id]?.kind !== 'ability');
  const command = state.command.filter((id) => state.objects[id] && !state.objects[id]!.faceDown);
  const all = [...state.battlefield, ...stack, ...command];
  const q = shield.source.kind === 'chosen' ? shield.source.quality : undefined;
  return q ? all.filter((id) => damageSourceHas(state, q, id, chooser, source)) : all;
}

/** 615.12: "Damage can't be prevented this turn" — a rules effect on no object. */
function damageUnpreventable(state: GameState, task: EffectsTask): 'done' {
  const ctx = task.ctx;
  // 615.12: "Damage can't be prevented this turn" — a rules effect on no object.
  addContinuousEffect(state, {
    controller: ctx.controller,
    source: ctx.source,
    duration: 'endOfTurn',
    affected: [],
    modification: { kind: 'static', effect: { kind: 'damageCantBePrevented' } },
  });
  log(state, 'effect', `${ctx.sourceName}: damage can't be prevented this turn`, ['615.12']);
  return 'done';
}

export function executeShield(
  state: GameState,
  task: EffectsTask,
  e: Extract<PreventionEffect, { kind: 'damageShield' | 'damageUnpreventable' }>,
): 'done' | PendingDecision {
  const ctx = task.ctx;
  if (e.kind === 'damageUnpreventable') return damageUnpreventable(state, task);
  // Who or what it protects (the recipient part), locked in as the effect begins (611.2c).
  let players: PlayerId[] = [];
  let objects: ObjectId[] = [];
  if (e.to) {
    for (const t of recipients(state, task, e.to))
      if (t.kind === 'player') players.push(t.player);
      else objects.push(t.id);
    if (players.length === 0 && objects.length === 0) return 'done';
  }
  let source: ObjectId | null = null;
  if (e.source.kind === 'chosen') {
    // 609.7a: the source is chosen as the effect is created.
    const options = choosableSources(state, ctx.controller, e, ctx.source);
    if (options.length === 0) return 'done';
    const a = task.answer;
    if (!a || a.kind !== 'chooseObjects')
      return {
        kind: 'chooseObjects',
        player: ctx.controller,
        prompt: 'Choose a source of damage',
        options,
        min: 1,
        max: 1,
        purpose: 'other',
      };
    task.answer = null;
    source = a.objects[0]!;
  } else if (e.source.kind === 'object') {
    const ids = resolveObjects(state, ctx, e.source.what);
    if (ids.length === 0) return 'done';
    source = ids[0]!;
  }
  let result: DamageShield['result'];
  const r = e.result;
  if (r.kind === 'redirect') {
    if (r.to === 'source' || r.to === 'sourceController') result = { kind: 'redirect', to: r.to };
    else {
      const to = recipients(state, task, r.to)[0];
      if (!to) return 'done';
      result = { kind: 'redirect', to };
    }
  } else result = r;
  const quality =
    e.source.kind === 'chosen' ? e.source.quality : e.source.kind === 'matching' ? e.source.filter : undefined;
  const shield: DamageShield = {
    kind: 'damageShield',
    used: false,
    lasting: e.lasting ?? false,
    ...(e.gainLife ? { gainLife: true } : {}),
    source,
    ...(quality ? { quality } : {}),
    players,
    objects,
    anyRecipient: e.to === null && !e.toMatching,
    ...(e.toMatching ? { recipientFilter: e.toMatching } : {}),
    combatOnly: e.combatOnly ?? false,
    result,
  };
  addContinuousEffect(state, {
    controller: ctx.controller,
    source: ctx.source,
    duration: 'endOfTurn',
    affected: [],
    modification: shield,
  });
  const who = source === null ? 'damage' : `damage from ${objName(state, source)}`;
  const to =
    e.to === null
      ? e.toMatching
        ? ' to the recipients it names'
        : ''
      : ` to ${[...players.map((p) => playerName(state, p)), ...objects.map((o) => objName(state, o))].join(', ')}`;
  const when = e.lasting
    ? `all ${who} that would be dealt${to} this turn`
    : `the next time ${who} would be dealt${to} this turn, it`;
  const rules = [
    r.kind === 'redirect' ? '614.9' : '615.1a',
    ...(e.lasting ? [] : ['615.7']),
    ...(e.source.kind === 'chosen' ? ['609.7a'] : []),
  ];
  log(
    state,
    'effect',
    `${ctx.sourceName}: ${when} ${r.kind === 'redirect' ? 'is dealt elsewhere instead' : 'is prevented'}`,
    rules,
  );
  return 'done';
}

/** 609.7a: a shield that watches a permanent spell watches the permanent it becomes. */
export function followSpellToPermanent(state: GameState, oldId: ObjectId, newId: ObjectId): void {
  for (const e of state.effects)
    if (e.modification.kind === 'damageShield' && e.modification.source === oldId) e.modification.source = newId;
}

function recipientLive(state: GameState, t: TargetRef): boolean {
  if (t.kind === 'player') return !state.players[t.player]!.left;
  const o = state.objects[t.id];
  if (!o || o.zone !== 'battlefield') return false;
  const types = chars(state, t.id).types;
  return types.includes('Creature') || types.includes('Planeswalker') || types.includes('Battle');
}

/** Does the damage recipient `t` match `f` now ("you and creatures you control")? */
function recipientMatches(
  state: GameState,
  f: Filter,
  t: TargetRef,
  perspective: PlayerId,
  effectSource: ObjectId | null,
): boolean {
  if (f.kind === 'anyOf') return f.filters.some((g) => recipientMatches(state, g, t, perspective, effectSource));
  if (t.kind === 'player') return f.kind === 'player' && matchesPlayerFilter(state, f, perspective, t.player);
  return (
    f.kind !== 'player' &&
    !!state.objects[t.id] &&
    matchesObjectFilter(state, f, t.id, chars(state, t.id), perspective, effectSource, chars)
  );
}

/** The unused shields that apply to `ev`, as damage replacements (each applies once and is used up, 615.7). */
export function shieldReplacements(state: GameState, ev: DamageEvent, perform: Perform): DamageReplacement[] {
  const out: DamageReplacement[] = staticRedirects(state, ev);
  for (const e of state.effects) {
    const m = e.modification;
    if (m.kind !== 'damageShield' || m.used) continue;
    if (m.combatOnly && !ev.combat) continue;
    if (m.source !== null && ev.source !== m.source) continue;
    // 609.7b: the quality is checked again as the source would deal damage.
    if (m.quality && !damageSourceHas(state, m.quality, ev.source, e.controller, e.source)) continue;
    const hits =
      m.anyRecipient ||
      (ev.target.kind === 'player' ? m.players.includes(ev.target.player) : m.objects.includes(ev.target.id)) ||
      (!!m.recipientFilter && recipientMatches(state, m.recipientFilter, ev.target, e.controller, e.source));
    if (!hits) continue;
    const r = m.result;
    if (r.kind === 'redirect') {
      // 614.9: the new recipient; if it is gone or no longer a creature, planeswalker or battle, the effect does nothing.
      let to: TargetRef | null;
      if (r.to === 'source') to = { kind: 'object', id: ev.source };
      else if (r.to === 'sourceController') {
        const p = objectPlayer(state, ev.source, chars);
        to = p === null ? null : { kind: 'player', player: p };
      } else to = r.to;
      if (!to || !recipientLive(state, to)) continue;
      const dest = to;
      out.push({
        key: `e:${e.id}`,
        text: 'that damage is dealt to another recipient instead',
        timestamp: e.timestamp,
        apply: (n) => n,
        instead: (n) => {
          if (!m.lasting) m.used = true;
          return [{ ...ev, target: dest, amount: n }];
        },
      });
      continue;
    }
    out.push({
      prevention: true,
      key: `e:${e.id}`,
      text:
        r.kind === 'prevent'
          ? 'prevent that damage'
          : r.kind === 'preventHalf'
            ? 'prevent half that damage, rounded down'
            : `prevent all but ${r.n} of that damage`,
      timestamp: e.timestamp,
      apply: (n) => {
        if (!m.lasting) m.used = true; // 615.7: the shield is used up by the event it applies to
        const left = r.kind === 'prevent' ? 0 : r.kind === 'preventHalf' ? n - Math.floor(n / 2) : Math.min(n, r.n);
        // "You gain life equal to the damage prevented this way": part of the same effect, as the damage is prevented (615.6).
        if (m.gainLife && n - left > 0 && !state.players[e.controller]!.left)
          perform(state, { kind: 'lifeGain', player: e.controller, amount: n - left }, ['615.6']);
        return left;
      },
    });
  }
  return out;
}

/** 614.9: the statics "All damage that would be dealt to you is dealt to ~ instead" that apply to `ev`. */
export function staticRedirects(state: GameState, ev: DamageEvent): DamageReplacement[] {
  const out: DamageReplacement[] = [];
  for (const id of state.battlefield) {
    const c = chars(state, id);
    c.abilities.forEach((a, i) => {
      if (a.kind !== 'static' || a.effect.kind !== 'redirectAllDamage') return;
      if (a.condition && !checkCondition(state, a.condition, c.controller, chars, id)) return; // 611.3b
      const eff = a.effect;
      if (eff.combatOnly && !ev.combat) return;
      // 609.7b: "by artifacts": the source's qualities as it would deal the damage.
      if (eff.by && !damageSourceHas(state, eff.by, ev.source, c.controller, id)) return;
      const host = state.objects[id]!.attachedTo;
      let hits: boolean;
      if (eff.from === 'enchanted') hits = ev.target.kind === 'object' && host !== null && ev.target.id === host;
      else if (ev.target.kind === 'player') hits = ev.target.player === c.controller;
      else
        hits =
          eff.from === 'youAndOtherPermanents' &&
          ev.target.id !== id &&
          state.objects[ev.target.id]?.zone === 'battlefield' &&
          chars(state, ev.target.id).controller === c.controller;
      if (!hits) return;
      let to: TargetRef | null;
      if (eff.to === 'self') to = { kind: 'object', id };
      else if (eff.to === 'enchantedController')
        to = host !== null && state.objects[host] ? { kind: 'player', player: chars(state, host).controller } : null;
      else to = host !== null ? { kind: 'object', id: host } : null;
      // 614.9: a destination gone, or no longer a creature or planeswalker: the effect does nothing.
      if (
        !to ||
        !recipientLive(state, to) ||
        (to.kind === ev.target.kind && JSON.stringify(to) === JSON.stringify(ev.target))
      )
        return;
      const dest = to;
      out.push({
        key: `s:${id}:${i}`,
        text: `${c.name}: that damage is dealt to another recipient instead`,
        timestamp: state.objects[id]!.timestamp,
        apply: (n) => n,
        instead: (n) => [{ ...ev, target: dest, amount: n }],
      });
    });
  }
  return out;
}
