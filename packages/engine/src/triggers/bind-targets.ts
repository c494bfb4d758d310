/**
 * 603.3d / 506.2: a triggered ability's targets are chosen as it is put on the stack, when the player its
 * trigger event names is known. "Target creature defending player controls" / "target creature that player
 * controls" (`ObjectMatch.controlledByTriggeringPlayer`) is bound here to that player (`controllerIs`), so the
 * same restriction holds when the targets are chosen and when they are checked again on resolution (608.2b).
 */
import type { Effect, Filter, TargetSpec, TriggeredAbility } from '../cards/ability-tree.js';
import type { PlayerId } from '../state/types.js';

function bindFilter(f: Filter, player: PlayerId | null): Filter {
  switch (f.kind) {
    case 'object': {
      if (!f.match.controlledByTriggeringPlayer) return f;
      // With no such player (it left the game), nothing matches: the ability can't be put on the stack (603.3d).
      return { ...f, match: { ...f.match, controllerIs: player ?? -1 } };
    }
    case 'anyOf':
      return { ...f, filters: f.filters.map((g) => bindFilter(g, player)) };
    case 'player':
    case 'anyTarget':
    case 'stackObject':
      return f;
  }
}

function needsBinding(f: Filter): boolean {
  return f.kind === 'object'
    ? !!f.match.controlledByTriggeringPlayer
    : f.kind === 'anyOf' && f.filters.some(needsBinding);
}

/** The target specs with "the triggering player controls" bound to `player`. */
export function bindTriggerTargets(targets: readonly TargetSpec[], player: PlayerId | null): readonly TargetSpec[] {
  if (!targets.some((t) => needsBinding(t.filter))) return targets;
  return targets.map((t) => (needsBinding(t.filter) ? { ...t, filter: bindFilter(t.filter, player) } : t));
}

/**
 * 702.106f: "with the other chosen name" (`ObjectMatch.chosen: 'otherName'`) in the effects of a double agenda's
 * triggered ability is bound as it triggers to the chosen name that isn't `triggerName` (the triggering spell's name);
 * with no such name, nothing matches.
 */
export function bindOtherChosenName(
  effects: readonly Effect[],
  names: readonly string[],
  triggerName: string | null,
): readonly Effect[] {
  const json = JSON.stringify(effects);
  if (!json.includes('"chosen":"otherName"')) return effects;
  const other = triggerName !== null && names.includes(triggerName) ? names.find((n) => n !== triggerName) : undefined;
  const bound = other !== undefined ? `"name":${JSON.stringify(other)}` : '"controllerIs":-1';
  return JSON.parse(json.replaceAll('"chosen":"otherName"', bound)) as Effect[];
}

/** The same for each mode of a modal triggered ability (603.3c). */
export function bindTriggerModes(
  modes: NonNullable<TriggeredAbility['modes']>,
  player: PlayerId | null,
): NonNullable<TriggeredAbility['modes']> {
  if (!modes.modes.some((m) => m.targets.some((t) => needsBinding(t.filter)))) return modes;
  return { ...modes, modes: modes.modes.map((m) => ({ ...m, targets: bindTriggerTargets(m.targets, player) })) };
}
