/**
 * 702.131 ascend: getting the city's blessing (702.131c: a designation kept for the rest of the game). 702.131b: on a
 * permanent, "any time you control ten or more permanents and you don't have the city's blessing, you get the city's
 * blessing"; recorded whenever state-based actions are checked (sba/check.ts) — and conditions count it at once
 * (objects/city-blessing.ts). 702.131a: on an instant or sorcery, a spell ability with the same words, followed as the
 * spell resolves (stack/resolve.ts).
 */
import { log } from '../log/write.js';
import { battlefieldCharacteristics, chars, touch } from '../objects/characteristics.js';
import { ascendApplies } from '../objects/city-blessing.js';
import { playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

function bless(state: GameState, player: PlayerId, rules: readonly string[]): void {
  state.players[player]!.cityBlessing = true;
  touch(state); // "as long as you have the city's blessing"
  log(state, 'designation', `${playerName(state, player)} gets the city's blessing`, rules);
}

/** 702.131b: every player to whom a permanent's ascend applies gets the city's blessing. */
export function grantCityBlessings(state: GameState): void {
  if (state.battlefield.length < 10) return; // (read at every state-based action check: no scan early on)
  // No permanent with ascend: 702.131b applies to no one (one look at the battlefield, not one count per player).
  let ascend = false;
  battlefieldCharacteristics(state).forEach((c) => {
    if (c.keywords.has('ascend')) ascend = true;
  });
  if (!ascend) return;
  for (const p of state.players)
    if (!p.left && !p.cityBlessing && ascendApplies(state, p.id, (id) => chars(state, id)))
      bless(state, p.id, ['702.131b', '702.131c']);
}

/** 702.131a: an instant or sorcery spell with ascend, resolving: its controller with ten or more permanents gets it. */
export function ascendAsSpellResolves(state: GameState, spell: ObjectId, controller: PlayerId): void {
  const p = state.players[controller];
  if (!p || p.left || p.cityBlessing || !chars(state, spell).keywords.has('ascend')) return;
  const n = state.battlefield.filter((id) => chars(state, id).controller === controller).length;
  if (n >= 10) bless(state, controller, ['702.131a', '702.131c']);
}
