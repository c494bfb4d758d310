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
  current: NO_INTERACTION, set: () => undefined,
});

/** Installs `i` on the board while the calling component is mounted (and `active`). */
export function useBoardInteraction(i: Interaction | null): void {
  const ctx = React.useContext(InteractionContext);
  const set = ctx.set;
  React.useEffect(() => {
    set(i ?? NO_INTERACTION);
    return () => set(NO_INTERACTION);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i, set]);
}
