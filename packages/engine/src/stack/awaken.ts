/**
 * 702.113a awaken: "Awaken N—[cost]" means "You may cast this spell by paying [cost] rather than paying its mana cost"
 * and "If this spell's awaken cost was paid, put N +1/+1 counters on target land you control. That land becomes a 0/0
 * Elemental creature with haste. It's still a land." The second ability is added to the spell as text with its own
 * target (StackInfo.added, like spliced text: stack/splice.ts), followed after the spell's own effects (702.113b: the
 * target is chosen only if the awaken cost is paid). The land stays a creature indefinitely (no duration).
 */
import type { AddedText, GameState, ObjectId } from '../state/types.js';
import { chars } from '../objects/characteristics.js';

/** The card's awaken ability (N and its cost), if it has one. */
export function awakenOf(state: GameState, card: ObjectId): { n: number } | null {
  for (const a of chars(state, card).abilities) if (a.kind === 'keyword' && a.keyword === 'awaken') return { n: a.n };
  return null;
}

/** 702.113a: the text a spell cast for its awaken cost has in addition to its own. */
export function awakenText(n: number): AddedText {
  return {
    from: `Awaken ${n}`,
    rule: '702.113a',
    targets: [
      {
        count: { min: 1, max: 1 },
        filter: { kind: 'object', match: { types: ['Land'], controller: 'you' } },
        text: 'target land you control',
      },
    ],
    effects: [
      { kind: 'addCounters', what: { kind: 'target', target: 0 }, counter: '+1/+1', amount: { kind: 'fixed', n } },
      {
        kind: 'layered',
        what: { kind: 'target', target: 0 },
        duration: 'permanent',
        mods: [
          { kind: 'addTypes', types: ['Creature'], subtypes: ['Elemental'] },
          { kind: 'setPT', power: { kind: 'fixed', n: 0 }, toughness: { kind: 'fixed', n: 0 } },
          { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'haste' }] },
        ],
      },
    ],
  };
}
