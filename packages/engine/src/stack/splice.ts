/**
 * 702.47 splice: "Splice onto [quality] [cost]" is a static ability that functions while the card is in a hand.
 * "As you cast a [quality] spell, you may reveal this card from your hand and pay its splice cost. If you do, add
 * this card's effects to that spell." (702.47a). The revealed cards are announced with the spell (601.2b), their
 * costs are additional costs (601.2f), and the spliced text's targets are chosen with the spell's (601.2c, 702.47b).
 * The spliced effects are followed after the spell's own, in the order the cards were revealed (702.47b); the cards
 * stay in the hand (702.47c). "This spell" / the card's name in the spliced text mean the spell it is spliced onto
 * (its effects run with that spell as their source). A copy of the spell copies the spliced text (707.10, StackInfo).
 */
import type { CostPart, CostSpec } from '../cards/ability-tree.js';
import type { EngineError } from '../decisions/types.js';
import { chars } from '../objects/characteristics.js';
import { objName } from '../state/access.js';
import type { AddedText, GameState, ObjectId, PlayerId } from '../state/types.js';
import { spellAbility } from './abilities.js';

/** The card's "Splice onto [subtype] [cost]" abilities. */
export function spliceAbility(state: GameState, card: ObjectId): { onto: string; cost: CostSpec } | null {
  for (const a of chars(state, card).abilities)
    if (a.kind === 'keyword' && a.keyword === 'splice') return { onto: a.onto, cost: a.cost };
  return null;
}

/** The cards in `player`'s hand that could be spliced onto `spell` (702.47a: not the spell itself). */
export function spliceCandidates(state: GameState, player: PlayerId, spell: ObjectId): ObjectId[] {
  const subtypes = chars(state, spell).subtypes;
  if (!chars(state, spell).types.some((t) => t === 'Instant' || t === 'Sorcery')) return [];
  return state.players[player]!.hand.filter((id) => {
    if (id === spell) return false;
    const s = spliceAbility(state, id);
    return !!s && subtypes.includes(s.onto) && spliceable(state, id);
  });
}

/** The spliced card's text must be a plain (non-modal) spell ability the engine can add. */
function spliceable(state: GameState, card: ObjectId): boolean {
  const sa = spellAbility(state, card);
  return !!sa && !sa.modes && sa.effects.length > 0;
}

/**
 * 702.47a–b: validates the cards revealed to splice onto `spell` and returns their added text and extra costs.
 * Each card is in the caster's hand, has splice onto a subtype the spell has, and is revealed once; the spell can't
 * be spliced onto itself.
 */
export function splicedText(
  state: GameState,
  player: PlayerId,
  spell: ObjectId,
  cards: readonly ObjectId[],
): EngineError | { added: AddedText[]; mana: string; parts: CostPart[] } {
  const added: AddedText[] = [];
  let mana = '';
  const parts: CostPart[] = [];
  const hand = state.players[player]!.hand;
  const subtypes = chars(state, spell).subtypes;
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i]!;
    if (cards.indexOf(id) !== i)
      return { code: 'ILLEGAL_CHOICE', message: `object ${id} is revealed twice to splice`, rule: '702.47a' };
    if (id === spell || !hand.includes(id))
      return { code: 'ILLEGAL_CHOICE', message: `object ${id} is not another card in your hand`, rule: '702.47a' };
    const s = spliceAbility(state, id);
    if (!s) return { code: 'ILLEGAL_CHOICE', message: `${objName(state, id)} has no splice`, rule: '702.47a' };
    if (!subtypes.includes(s.onto))
      return {
        code: 'ILLEGAL_CHOICE',
        message: `${objName(state, spell)} is not ${s.onto}: ${objName(state, id)} can't be spliced onto it`,
        rule: '702.47a',
      };
    const sa = spellAbility(state, id);
    if (!sa || sa.modes || !spliceable(state, id))
      return { code: 'ILLEGAL_CHOICE', message: `${objName(state, id)}'s text can't be spliced`, rule: '702.47a' };
    added.push({ from: chars(state, id).name, targets: sa.targets, effects: sa.effects, rule: '702.47a' });
    mana += s.cost.mana ?? '';
    parts.push(...s.cost.parts);
  }
  return { added, mana, parts };
}
