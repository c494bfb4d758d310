/**
 * The small value types that the state (state/types.ts), the engine's to-do list (state/tasks.ts) and the
 * decisions (decisions/types.ts) all refer to. They sit apart so that those three describe one another
 * without importing one another in a circle; state/types.ts re-exports them for every other module.
 */
/** A seat index, 0-based, in turn order (seating order, 101.4 / 800.5). */
export type PlayerId = number;

/** An object id. A card that changes zones gets a new one (400.7). */
export type ObjectId = number;

/**
 * 118.9: keyword alternative costs: 702.74a evoke, 702.109a dash, 702.103a bestow, 702.113a awaken, 702.96a overload,
 * 702.140a mutate, 702.152a blitz, 702.185a warp.
 */
export type AlternativeKeyword = 'evoke' | 'dash' | 'bestow' | 'awaken' | 'overload' | 'mutate' | 'blitz' | 'warp';

/** A target: a player or an object (115.1). */
export type TargetRef =
  { readonly kind: 'player'; readonly player: PlayerId } | { readonly kind: 'object'; readonly id: ObjectId };

/** An object sacrificed to pay a cost, as it last existed on the battlefield (608.2h). */
export interface CostLki {
  readonly power: number | null;
  readonly toughness: number | null;
  readonly manaValue: number;
}
