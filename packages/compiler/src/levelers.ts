/**
 * 711: leveler cards. Their text is a "Level up [cost]" line (702.87a, compiled with the other keywords)
 * followed by level symbols: "LEVEL N1-N2" or "LEVEL N3+", a P/T line, and abilities, each block meaning
 * (711.2a–b) "As long as this creature has at least N1 level counters on it, but no more than N2 level
 * counters on it, it has base power and toughness [P/T] and has [abilities]." Each block compiles to one
 * conditional static ability of the creature: a layer 7b P/T setting and, in layer 6, the block's abilities.
 */
import type { AbilityNode, StaticAbility } from '@arbiter/engine';

const LEVEL = /^LEVEL (\d+)(?:-(\d+)|\+)$/;

/** Splits a face's lines (normalised) at the first level symbol: the lines before it, and the level blocks (line indexes). */
export function levelBlocks(lines: readonly string[]): { before: number; blocks: number[][] } | null {
  const first = lines.findIndex((l) => LEVEL.test(l));
  if (first < 0) return null;
  const blocks: number[][] = [];
  for (let k = first; k < lines.length; k++) {
    if (LEVEL.test(lines[k]!)) blocks.push([k]);
    else blocks[blocks.length - 1]!.push(k);
  }
  return { before: first, blocks };
}

/**
 * One level block ("LEVEL 2-6", "3/3", abilities…) → its conditional static ability, or null if a line does not
 * compile. `compileAbilities` compiles one line of a permanent's text.
 */
export function levelBlock(
  lines: readonly string[],
  compileAbilities: (line: string) => AbilityNode[] | null,
): AbilityNode[] | null {
  const m = LEVEL.exec(lines[0]!);
  const pt = /^(\d+)\/(\d+)$/.exec(lines[1] ?? '');
  if (!m || !pt) return null;
  const granted: AbilityNode[] = [];
  for (const l of lines.slice(2)) {
    const a = compileAbilities(l);
    if (!a) return null;
    granted.push(...a);
  }
  const range = { counter: 'level', atLeast: Number(m[1]), ...(m[2] !== undefined ? { atMost: Number(m[2]) } : {}) };
  const a: StaticAbility = {
    kind: 'static',
    effect: {
      kind: 'layered',
      affected: { kind: 'self' },
      mods: [
        { kind: 'setPT', power: { kind: 'fixed', n: Number(pt[1]) }, toughness: { kind: 'fixed', n: Number(pt[2]) } },
        ...(granted.length > 0 ? [{ kind: 'addAbilities' as const, abilities: granted }] : []),
      ],
    },
    condition: { kind: 'sourceState', counterCount: range },
    text: lines.join('\n'),
  };
  return [a];
}
