/**
 * 400.11a–b: "[You may] reveal a [filter] card you own from outside the game and put it into your hand" (the
 * wishes: Burning Wish, Living Wish, Cunning Wish, Golden Wish, …). The player chooses among the cards they own
 * outside the game (`PlayerState.outside`, their sideboard) that match; the chosen card enters the game in their
 * hand. 903.11: in a Commander game a card can't be brought in if a card of the same name was in the player's
 * starting deck, if the player owns a card of that name in the game, or if its colour identity isn't within
 * their commander's.
 */
import type { CardDefinition, ObjectMatch } from '../../cards/ability-tree.js';
import { colorsOfCost, manaValue, type Color } from '../../cards/mana-symbols.js';
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, OutsideCard, PlayerId } from '../../state/types.js';
import { createObject } from '../../zones/move.js';
import { resolvePlayers } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

/** The ObjectMatch fields a card outside the game can be described by (its printed characteristics, 400.11c). */
const PRINTED_FIELDS: ReadonlySet<string> = new Set([
  'types',
  'notTypes',
  'allTypes',
  'subtypes',
  'notSubtypes',
  'supertypes',
  'notSupertypes',
  'colors',
  'notColors',
  'colorless',
  'multicolored',
  'name',
  'manaValueAtMost',
  'manaValueAtLeast',
]);

/** Can `m` describe a card outside the game? (Only printed characteristics: no controller, counters, combat.) */
export function describesOutsideCard(m: ObjectMatch): boolean {
  return Object.keys(m).every((k) => PRINTED_FIELDS.has(k));
}

/** Does the card definition's printed face match `m`? (400.11c: nothing but its own text affects it.) */
export function outsideCardMatches(def: CardDefinition, m: ObjectMatch): boolean {
  if (!describesOutsideCard(m)) return false;
  const colors: readonly Color[] = def.colorIndicator ?? colorsOfCost(def.manaCost);
  const mv = manaValue(def.manaCost);
  const checks: boolean[] = [
    !m.types || m.types.some((t) => def.types.includes(t)),
    !m.notTypes || !m.notTypes.some((t) => def.types.includes(t)),
    !m.allTypes || m.allTypes.every((t) => def.types.includes(t)),
    !m.subtypes || m.subtypes.some((t) => def.subtypes.includes(t)),
    !m.notSubtypes || !m.notSubtypes.some((t) => def.subtypes.includes(t)),
    !m.supertypes || m.supertypes.some((t) => def.supertypes.includes(t)),
    !m.notSupertypes || !m.notSupertypes.some((t) => def.supertypes.includes(t)),
    !m.colors || m.colors.some((c) => colors.includes(c)),
    !m.notColors || !m.notColors.some((c) => colors.includes(c)),
    !m.colorless || colors.length === 0,
    !m.multicolored || colors.length >= 2,
    m.name === undefined || def.name === m.name,
    m.manaValueAtMost === undefined || mv <= m.manaValueAtMost,
    m.manaValueAtLeast === undefined || mv >= m.manaValueAtLeast,
  ];
  return checks.every(Boolean);
}

/**
 * 903.11: why `player` can't bring `card` into this Commander game, or null when they can (and in any other game).
 * The commander's colour identity is the one fixed before the game (903.4a); without a commander it is undefined
 * and only colourless cards are within it.
 */
export function outsideGameBar(state: GameState, player: PlayerId, card: OutsideCard): string | null {
  const cs = state.commander;
  if (!cs) return null;
  if (card.inStartingDeck) return `a card named ${card.name} was in ${playerName(state, player)}'s starting deck`;
  const owned = Object.values(state.objects).some(
    (o) => o.owner === player && o.kind === 'card' && state.cards[o.defKey]?.name === card.name,
  );
  if (owned) return `${playerName(state, player)} owns a card named ${card.name} in this game`;
  const identity = new Set(cs.cards.filter((c) => c.owner === player).flatMap((c) => c.identity));
  const outside = card.identity.filter((c) => !identity.has(c));
  if (outside.length > 0)
    return `${card.name}'s colour identity (${outside.join('')}) is not within ${playerName(state, player)}'s commander's`;
  return null;
}

/** The indexes into `player`'s outside cards that match and that 903.11 allows, and the barred ones with why. */
function candidates(state: GameState, player: PlayerId, m: ObjectMatch): { legal: number[]; barred: string[] } {
  const legal: number[] = [];
  const barred: string[] = [];
  (state.players[player]!.outside ?? []).forEach((card, i) => {
    const def = state.cards[card.name];
    if (!def || !outsideCardMatches(def, m)) return;
    const bar = outsideGameBar(state, player, card);
    if (bar) barred.push(bar);
    else legal.push(i);
  });
  return { legal, barred };
}

export function fromOutsideGameEffect(state: GameState, task: EffectsTask, e: EffectOf<'fromOutsideGame'>): Step {
  const [p] = resolvePlayers(state, task.ctx, e.who);
  if (p === undefined) return 'done';
  const outside = state.players[p]!.outside ?? [];
  const { legal, barred } = candidates(state, p, e.match);
  if (legal.length === 0) {
    const why = barred.length > 0 ? ` (903.11: ${barred.join('; ')})` : '';
    log(state, 'effect', `${playerName(state, p)} brings no card from outside the game${why}`, [
      '400.11a',
      ...(barred.length > 0 ? ['903.11'] : []),
    ]);
    return 'done';
  }
  const ans = takeAnswer(task, 'chooseOption');
  if (!ans) {
    const why = barred.length > 0 ? ` (not allowed by 903.11: ${barred.join('; ')})` : '';
    return {
      kind: 'chooseOption',
      player: p,
      prompt: `${task.ctx.sourceName}: choose a card you own from outside the game to put into your hand${why}`,
      options: legal.map((i) => outside[i]!.name),
      min: 1,
      max: 1,
    };
  }
  const at = legal[ans.chosen[0]!]!;
  const card = outside[at]!;
  outside.splice(at, 1);
  const id = createObject(state, card.name, p, 'hand', 'card', state.nextCardId++);
  task.ctx.created.push(id);
  // 701.20a: a revealed card is public; one put into the hand unrevealed is named only to those who see that hand.
  const text = e.reveal
    ? `${playerName(state, p)} reveals ${card.name} from outside the game and puts it into their hand`
    : `${playerName(state, p)} puts ${objName(state, id)} from outside the game into their hand`;
  log(state, 'zone', text, ['400.11b', ...(e.reveal ? ['701.20a'] : []), ...(state.commander ? ['903.11'] : [])]);
  return 'done';
}
