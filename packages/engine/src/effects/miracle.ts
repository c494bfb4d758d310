/**
 * 702.94a miracle: "Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's the first card
 * you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost] rather than its mana
 * cost." The draw is counted per player and turn (Player.drawsThisTurn); the reflexive trigger (603.12) asks its owner
 * as it resolves whether to cast it for [cost] (revealing it and casting it are one yes here), while it is still in
 * the hand (the cast ignores timing: 601.2, it happens while the trigger resolves).
 */
import type { CostSpec } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import { objName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

function miracleCost(state: GameState, card: ObjectId): CostSpec | null {
  for (const a of chars(state, card).abilities) if (a.kind === 'keyword' && a.keyword === 'miracle') return a.cost;
  return null;
}

/** After `player` draws `card` (their `nth` draw this turn): the miracle trigger, if it is the first and has miracle. */
export function miracleTrigger(state: GameState, player: PlayerId, card: ObjectId | null, nth: number): void {
  if (card === null || nth !== 1) return;
  const o = state.objects[card];
  const cost = o && o.zone === 'hand' ? miracleCost(state, card) : null;
  if (!o || !cost) return;
  state.pendingTriggers.push({
    controller: player,
    source: card,
    defKey: o.defKey,
    sourceName: objName(state, card).replace(/#\d+$/, ''),
    targets: [],
    optional: false,
    effects: [
      {
        kind: 'spellKeyword',
        keyword: 'castCard',
        card,
        mana: cost.mana ?? null,
        rule: '702.94a',
        otherwise: 'stay',
        zone: 'hand',
      },
    ],
    text: `Miracle ${cost.mana ?? ''} (702.94a): the first card drawn this turn — you may reveal it and cast it for its miracle cost`,
    triggerObject: card,
    triggerPlayer: player,
  });
}
