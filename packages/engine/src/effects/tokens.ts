/** 111: token definitions are stored in GameState.cards under a generated, content-derived key. */
import type { CardDefinition } from '../cards/ability-tree.js';
import type { GameState } from '../state/types.js';
import { putCardDefinition } from '../objects/copy-on-write.js';

export function tokenKey(def: CardDefinition): string {
  return `token:${def.name}:${def.power ?? ''}/${def.toughness ?? ''}:${def.colorIndicator?.join('') ?? ''}:${[...def.supertypes, ...def.types].join(' ')}:${def.subtypes.join(' ')}:${def.oracleText}`;
}

export function registerTokenDef(state: GameState, def: CardDefinition): string {
  const key = tokenKey(def);
  if (!state.cards[key]) putCardDefinition(state, key, { ...def, token: true });
  return key;
}
