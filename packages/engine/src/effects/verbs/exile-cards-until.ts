/**
 * 406.3 / 608.2c: "Exile cards from the top of your library until you exile a nonland card." — the controller exiles
 * the top card of their library, one at a time, until `count` cards matching the filter have been exiled (each checked
 * as it is exiled, face up), or the library is empty. The matching cards are "that card" / "those cards" of the later
 * instructions (the resolution's created objects); the other cards stay in exile.
 */
import { log } from '../../log/write.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { perform } from '../perform.js';
import { resolveAmount } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function exileUntilEffect(state: GameState, task: EffectsTask, e: EffectOf<'exileUntil'>): Step {
  const ctx = task.ctx;
  const you = ctx.controller;
  const wanted = resolveAmount(state, ctx, e.count);
  const filter = e.filter.kind === 'object' ? { ...e.filter, zone: 'exile' as const } : e.filter;
  const exiled: ObjectId[] = [];
  const found: ObjectId[] = [];
  while (found.length < wanted) {
    const top = state.players[you]!.library[0];
    if (top === undefined) break;
    const r = perform(state, { kind: 'move', object: top, to: 'exile', cause: 'exile' }, ['406.3']);
    if (r.id === null || state.players[you]!.library[0] === top) break;
    const id = r.id;
    if (state.objects[id]?.zone !== 'exile') continue; // (replaced: not exiled this way)
    if (matchesObjectFilter(state, filter, id, chars(state, id), you, ctx.source, chars)) found.push(id);
    else exiled.push(id);
  }
  const names = (ids: ObjectId[]): string => ids.map((id) => objName(state, id)).join(', ') || 'nothing';
  log(
    state,
    'exile',
    `${playerName(state, you)} exiles cards from the top of their library until ${wanted} matching card(s) are exiled: ${names(found)}${exiled.length ? ` (and ${names(exiled)})` : ''}${found.length < wanted ? ' — the library ran out' : ''}`,
    ['406.3', '608.2c'],
  );
  ctx.created.push(...found);
  return 'done';
}
