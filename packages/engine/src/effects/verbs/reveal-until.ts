/**
 * 701.20a: "Reveal cards from the top of your library until you reveal a creature card …" — cards are revealed one at
 * a time from the top until N cards matching the filter have been revealed, or the library runs out. The revealed
 * cards stay in the library: the lookAtTop effect that carries `until` (look.ts) then puts the found cards and the
 * rest where the text says (401.2).
 */
import type { Amount, Filter } from '../../cards/ability-tree.js';
import { log } from '../../log/write.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { EffectContext } from '../../state/tasks.js';
import { resolveAmount } from '../refs.js';

export interface RevealUntil {
  readonly filter: Filter;
  readonly count: Amount;
}

/** Reveals the top cards of `owner`'s library down to the Nth matching one; returns them, topmost first. */
export function revealUntil(state: GameState, ctx: EffectContext, until: RevealUntil, owner: PlayerId): ObjectId[] {
  const lib = state.players[owner]!.library;
  const wanted = resolveAmount(state, ctx, until.count);
  const filter = until.filter.kind === 'object' ? { ...until.filter, zone: 'library' as const } : until.filter;
  const revealed: ObjectId[] = [];
  let found = 0;
  for (const id of lib) {
    if (found >= wanted) break;
    revealed.push(id);
    if (matchesObjectFilter(state, filter, id, chars(state, id), ctx.controller, ctx.source, chars)) found++;
  }
  const names = revealed.map((id) => objName(state, id)).join(', ') || 'nothing';
  const upTo = `until ${wanted === 1 ? 'a matching card is' : `${wanted} matching cards are`} revealed`;
  const short = found < wanted ? ` (${found} found: the whole library)` : '';
  log(
    state,
    'reveal',
    `${playerName(state, owner)} reveals cards from the top of their library ${upTo}${short}: ${names}`,
    ['701.20a'],
  );
  return revealed;
}
