/**
 * "You may cast a [kind of] spell [with mana value N or less] from your hand without paying its mana cost." (601.2,
 * 118.9): the engine's `castFromHand` effect (the controller chooses up to one such card as it resolves). The verb is
 * one entry of PLAYER_VERBS (effects.ts). A mana value compared with X or with another object is not read.
 */
import type { Effect } from '@arbiter/engine';
import type { PlayerVerbScope } from '../effects.js';
import { desc, descFilter } from '../phrases.js';

export function castFromHandPlayerVerb({ p, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  // Only "you may cast …": choosing a card (or none) is the choice.
  if (who.kind !== 'you' || third || p.toks[p.i - 1]?.t !== 'may' || !p.is('cast')) return undefined;
  const r = p.try((): Effect[] | null => {
    p.i++;
    if (!(p.eat('a') || p.eat('an'))) return null;
    const d = desc(p);
    if (!d || !d.spell || d.plural || d.zone !== 'hand' || d.match.owner !== 'you' || d.match.manaValueX) return null;
    if (!p.eat('without paying its mana cost') || !(p.is('.') || p.done)) return null;
    const { owner: _o, ...match } = d.match;
    const filter = descFilter({ ...d, match, spell: false, zone: undefined });
    return filter ? [{ kind: 'castFromHand', filter }] : null;
  });
  return r ?? undefined;
}
