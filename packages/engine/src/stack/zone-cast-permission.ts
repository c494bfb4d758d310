/**
 * 601.3 / 113.6: a card's own permission to be cast from a zone other than the hand — "You may cast ~ from your
 * graveyard [as long as you control a Zombie]", "… by discarding a card in addition to paying its other costs", "… by
 * paying {2}{W} rather than paying its mana cost", "… using its mutate ability", "You may cast ~ from exile". The
 * ability functions from those zones (113.6b); "you" is the card's owner there (109.5), so only its owner may use it.
 * The permission changes no timing rule (307.1): a creature is still cast only as a sorcery could be.
 */
import type { CostPart, StaticEffect } from '../cards/ability-tree.js';
import { err } from '../decisions/errors.js';
import type { EngineError } from '../decisions/types.js';
import { chars } from '../objects/characteristics.js';
import { checkCondition } from '../objects/conditions.js';
import { objName } from '../state/access.js';
import type { AlternativeKeyword, GameState, ObjectId, PlayerId } from '../state/types.js';

export type ZoneCast = Extract<StaticEffect, { kind: 'castFromZone' }>;

/** The card's permissions to be cast by `player` from where it is now, whose conditions hold. */
export function zoneCastPermissions(state: GameState, player: PlayerId, card: ObjectId): ZoneCast[] {
  const o = state.objects[card];
  if (!o || o.owner !== player || (o.zone !== 'graveyard' && o.zone !== 'exile')) return [];
  const out: ZoneCast[] = [];
  for (const a of chars(state, card).abilities) {
    if (a.kind !== 'static' || a.effect.kind !== 'castFromZone' || !a.effect.zones.includes(o.zone)) continue;
    if (a.condition && !checkCondition(state, a.condition, player, chars, card)) continue;
    out.push(a.effect);
  }
  return out;
}

/** Whether the card's owner may cast it from where it is now by its own permission (any way). */
export function castableByOwnPermission(state: GameState, card: ObjectId): boolean {
  const o = state.objects[card];
  return !!o && zoneCastPermissions(state, o.owner, card).length > 0;
}

/**
 * How the card is cast by its own permission (`alternative`: the keyword's alternative cost the caster chose): the
 * mana to pay instead of its mana cost (undefined: its mana cost) and the cost parts the permission adds (601.2f).
 */
export function zoneCastRoute(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  alternative: AlternativeKeyword | undefined,
): EngineError | { mana?: string | null; parts: CostPart[] } {
  for (const p of zoneCastPermissions(state, player, card)) {
    // 702.140a / 702.152a: "using its mutate / blitz ability": cast only for that alternative cost (castCost adds it).
    if ((p.keyword ?? undefined) !== alternative) continue;
    // 118.9: "by paying [cost] rather than paying its mana cost" is an alternative cost.
    if (p.instead) return { mana: p.instead.mana ?? null, parts: [...p.instead.parts, ...(p.additional ?? [])] };
    return { parts: [...(p.additional ?? [])] };
  }
  const where = state.objects[card]?.zone ?? 'there';
  return err('ILLEGAL_CHOICE', `${objName(state, card)} can't be cast from ${where} this way`, '601.3');
}

/** The alternative-cost keyword a permission casts the card with from where it is ("using its mutate ability"). */
export function zoneCastKeywords(state: GameState, player: PlayerId, card: ObjectId): AlternativeKeyword[] {
  return zoneCastPermissions(state, player, card).flatMap((p) => (p.keyword ? [p.keyword] : []));
}
