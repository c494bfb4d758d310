/**
 * 702.178 max speed: "Max speed — [ability]" means "As long as your speed is 4, this object has [ability]" (702.178a).
 * A static ability compiles with "you have max speed" added to its condition (604.2 / 611.3b: its effect applies only
 * while the condition holds); an activated or triggered ability compiles as a conditional static ability granting it
 * to the object itself (613.1f). 702.178b: when the granted ability functions from the graveyard ("{3}, Exile this
 * card from your graveyard: …"), the max speed ability functions there too (113.6b).
 */
import type { AbilityNode, ActivatedAbility, Condition, StaticAbility, TriggeredAbility } from '@arbiter/engine';

const MAX_SPEED = /^Max speed \u2014 (.+)$/;

const MAX_SPEED_CONDITION: Condition = { kind: 'maxSpeed' };

function withMaxSpeed(a: StaticAbility): StaticAbility {
  const condition: Condition = a.condition
    ? { kind: 'allOf', conditions: [MAX_SPEED_CONDITION, a.condition] }
    : MAX_SPEED_CONDITION;
  return { ...a, condition };
}

function granted(a: ActivatedAbility | TriggeredAbility, text: string): StaticAbility {
  return {
    kind: 'static',
    effect: { kind: 'layered', affected: { kind: 'self' }, mods: [{ kind: 'addAbilities', abilities: [a] }] },
    condition: MAX_SPEED_CONDITION,
    ...(a.fromGraveyard ? { fromGraveyard: true } : {}),
    text,
  };
}

/**
 * The max speed line's abilities; undefined when the line is no max speed line; null when its ability doesn't compile
 * or is a keyword ability (no card grants itself a keyword so).
 */
export function maxSpeedLine(
  text: string,
  compile: (text: string) => AbilityNode[] | null,
): AbilityNode[] | null | undefined {
  const m = MAX_SPEED.exec(text);
  if (!m) return undefined;
  const abilities = compile(m[1]!);
  if (!abilities || abilities.length === 0) return null;
  const out: AbilityNode[] = [];
  for (const a of abilities) {
    if (a.kind === 'static') out.push(withMaxSpeed(a));
    else if (a.kind === 'activated' || a.kind === 'triggered') out.push(granted(a, text));
    else return null;
  }
  return out;
}
