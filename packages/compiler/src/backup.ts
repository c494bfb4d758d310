/**
 * 702.165 Backup. "Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If that's
 * another creature, it gains the following abilities until end of turn." — the following abilities are the ones printed
 * after the backup ability on the card (702.165a). Several backup abilities on one card trigger separately (702.165b).
 */
import type { AbilityNode } from '@arbiter/engine';

/** "Backup 1" / "Backup 1, backup 1, backup 1": the N of each backup ability on the line, or null. */
export function backupLine(norm: string): number[] | null {
  const m = /^backup (\d+)((?:, backup \d+)*)$/i.exec(norm.trim());
  if (!m) return null;
  return [Number(m[1]), ...[...(m[2] ?? '').matchAll(/\d+/g)].map((x) => Number(x[0]))];
}

/** The backup triggered abilities, granting `following` (the abilities printed after the backup line). */
export function backupAbilities(ns: readonly number[], following: readonly AbilityNode[]): AbilityNode[] {
  return ns.map((n) => ({
    kind: 'triggered',
    trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
    targets: [
      {
        count: { min: 1, max: 1 },
        filter: { kind: 'object', match: { types: ['Creature'] } },
        text: 'target creature',
      },
    ],
    effects: [
      { kind: 'addCounters', what: { kind: 'target', target: 0 }, counter: '+1/+1', amount: { kind: 'fixed', n } },
      {
        kind: 'conditional',
        condition: { kind: 'objectIs', what: { kind: 'target', target: 0 }, notSource: true },
        then: [
          {
            kind: 'layered',
            what: { kind: 'target', target: 0 },
            mods: [{ kind: 'addAbilities', abilities: following }],
            duration: 'endOfTurn',
          },
        ],
      },
    ],
    text: `Backup ${n}`,
  }));
}
