/**
 * Statics that give the card itself characteristics (613.1d–f, 613.4b), mostly under a condition (611.3a):
 *
 *   line := "~ is" "a" N/M [colors] [subtypes] types ["with" grants] "."      (Warden of the Wall, layers 4/6/7b)
 *         | "~'s power and toughness are each" N "."                          (Angry Mob)
 *
 * 604.3a(5): an ability that sets power and toughness only while a condition holds is not characteristic-defining;
 * `conditionalPT` moves such a value from layer 7a to 7b (613.4b) when conditionalStatic attaches the condition.
 */
import type { AbilityNode, LayerMod, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { becomesCreature } from './effects.js';
import { number } from './phrases.js';

/** "~ is a 2/3 Gargoyle artifact creature with flying." / "~'s power and toughness are each 2.": the static, or undefined. */
export function selfCharacteristicsLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
): AbilityNode[] | undefined {
  const creature = p.try(() => {
    if (!p.eat('~ is')) return null;
    const mods = becomesCreature(p, { kind: 'self' });
    return mods && end() ? mods : null;
  });
  if (creature) return [st({ kind: 'layered', affected: { kind: 'self' }, mods: creature })];
  const each = p.try(() => {
    if (!p.eat("~ 's power and toughness are each")) return null;
    const n = number(p);
    return n !== null && end() ? n : null;
  });
  if (each === null) return undefined;
  const v = { kind: 'fixed', n: each } as const;
  return [st({ kind: 'layered', affected: { kind: 'self' }, mods: [{ kind: 'cdaPT', power: v, toughness: v }] })];
}

/** 604.3a(5) / 613.4b: a conditional "power and toughness are each …" sets them in layer 7b, not as a CDA (7a). */
export function conditionalPT(a: AbilityNode): AbilityNode {
  if (a.kind !== 'static' || a.effect.kind !== 'layered') return a;
  const mods: LayerMod[] = a.effect.mods.map((m) =>
    m.kind === 'cdaPT' ? { kind: 'setPT', power: m.power, toughness: m.toughness } : m,
  );
  return { ...a, effect: { ...a.effect, mods } };
}
