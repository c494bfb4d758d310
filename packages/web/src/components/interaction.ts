/** How the decision panel borrows the board: which players/objects are highlighted and what a click on them does. */
import React from 'react';
import type { TargetRef } from '@arbiter/engine';

export interface Interaction {
  /** Keys (board.refKey) of clickable players/objects. */
  readonly highlight: ReadonlySet<string>;
  /** Keys already chosen. */
  readonly selected: ReadonlySet<string>;
  readonly onRef: (r: TargetRef) => void;
}

export const NO_INTERACTION: Interaction = { highlight: new Set(), selected: new Set(), onRef: () => undefined };

export const InteractionContext = React.createContext<{ current: Interaction; set: (i: Interaction) => void }>({
  current: NO_INTERACTION,
  set: () => undefined,
});

/**
 * Installs `i` on the board while the calling component is mounted. The board is only updated when
 * the highlighted or selected keys change (the click handler is read through a ref), so a parent's
 * re-render never loops back into another board update. `null` leaves the board to whichever
 * component holds it (one that stops holding it clears it as its effect is cleaned up).
 */
export function useBoardInteraction(i: Interaction | null): void {
  const { set } = React.useContext(InteractionContext);
  const onRef = React.useRef<(r: TargetRef) => void>(() => undefined);
  onRef.current = i ? i.onRef : () => undefined;
  const sig = i ? `${[...i.highlight].sort().join(',')}|${[...i.selected].sort().join(',')}` : '';
  const highlight = i?.highlight;
  const selected = i?.selected;
  React.useEffect(() => {
    if (!highlight || !selected) return undefined;
    set({ highlight, selected, onRef: (r) => onRef.current(r) });
    return () => set(NO_INTERACTION);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sig, set]);
}
