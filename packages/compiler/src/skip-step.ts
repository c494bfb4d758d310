/**
 * 614.1b / 614.10: "Skip your upkeep step." / "Skip your draw step." — a replacement effect that makes a step of its
 * controller's turns not happen (turn/flow.ts stepSkipped). "Skip your upkeep step if you have no cards in hand."
 * (Gibbering Descent): the skip applies only while the condition holds as the step would begin.
 */
import type { AbilityNode, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

export function skipStepLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
): AbilityNode[] | undefined {
  return (
    p.try((): AbilityNode[] | null => {
      if (!p.eat('skip your')) return null;
      const step = p.eat('upkeep step') ? 'upkeep' : p.eat('draw step') ? 'draw' : null;
      if (!step) return null;
      const node = st({ kind: 'skipStep', step });
      if (end()) return [node];
      // 611.3b: "if you have no cards in hand" (hellbent) — checked when the step would begin.
      if (node.kind !== 'static' || !p.eat('if you have no cards in hand') || !end()) return null;
      return [{ ...node, condition: { kind: 'handAtMost', n: 0 } }];
    }) ?? undefined
  );
}
