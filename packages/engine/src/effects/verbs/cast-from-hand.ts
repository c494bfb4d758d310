/**
 * "You may cast a spell with mana value 4 or less from your hand without paying its mana cost" (601.2, 118.9): as the
 * effect resolves, its controller chooses up to one nonland card in their hand that the filter matches (a land is
 * played, not cast: 305.9); the chosen card becomes a `castCard` step right after this effect, which takes modes and
 * targets and casts it without paying its mana cost (effects/spell-keywords.ts). Timing permissions are ignored
 * (608.2g: it is cast while the effect resolves).
 */
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function castFromHandEffect(state: GameState, task: EffectsTask, e: EffectOf<'castFromHand'>): Step {
  const ctx = task.ctx;
  const you = ctx.controller;
  const filter = e.filter.kind === 'object' ? { ...e.filter, zone: 'hand' as const } : e.filter;
  // "You may cast one of them": only the cards "them" names (the cards drawn and revealed, ctx.created).
  const options = state.players[you]!.hand.filter((id) => {
    if (e.among === 'created' && !ctx.created.includes(id)) return false;
    const c = chars(state, id);
    return !c.types.includes('Land') && matchesObjectFilter(state, filter, id, c, you, ctx.source, chars);
  });
  if (options.length === 0) return 'done';
  const a = takeAnswer(task, 'chooseObjects');
  if (!a || a.objects.length > 1 || !a.objects.every((id) => options.includes(id)))
    return {
      kind: 'chooseObjects',
      player: you,
      prompt: `${ctx.sourceName}: you may cast a spell from your hand without paying its mana cost`,
      options,
      min: 0,
      max: 1,
      purpose: 'take',
    };
  const [card] = a.objects;
  if (card === undefined) return 'done';
  log(
    state,
    'cast-free',
    `${playerName(state, you)} chooses to cast ${objName(state, card)} from their hand without paying its mana cost`,
    ['601.2', '118.9'],
  );
  task.effects.splice(task.index + 1, 0, {
    kind: 'spellKeyword',
    keyword: 'castCard',
    card,
    mana: null,
    rule: '118.9',
    otherwise: 'stay',
    zone: 'hand',
    caster: you,
    chosen: true,
  });
  return 'done';
}
