/**
 * "One or more" discard triggers (701.9, 603.2c; engine triggers/batches.ts), after "whenever":
 *
 *   trigger := ("you discard" | "an opponent discards" | "one or more players discard") "one or more" [type] "cards"
 *
 * One trigger for the cards one event discards; "that many" is how many matching cards it discarded; "that player" is
 * the one who discarded.
 */
import type { Filter, PlayerRelation, TriggerSpec } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, descFilter } from './phrases.js';

const SUBJECTS: readonly [string, PlayerRelation][] = [
  ['you discard one or more', 'you'],
  ['an opponent discards one or more', 'opponent'],
  ['one or more players discard one or more', 'any'],
];

/**
 * 701.9: "a spell or ability an opponent controls causes you to discard ~" (the card's own trigger, from where the
 * discard put it) / "… to discard a card".
 */
export function causedDiscardTrigger(p: Cursor): TriggerSpec | null {
  return p.try((): TriggerSpec | null => {
    if (!p.eat('a spell or ability an opponent controls causes you to discard')) return null;
    if (p.eat('~')) return { kind: 'discardedSelf' };
    return p.eat('a card') ? { kind: 'discards', who: 'you', byOpponent: true } : null;
  });
}

export function discardOneOrMoreTrigger(p: Cursor): TriggerSpec | null {
  return p.try((): TriggerSpec | null => {
    const who = SUBJECTS.find(([w]) => p.eat(w))?.[1];
    if (who === undefined) return null;
    if (p.eat('cards')) return { kind: 'discards', who, oneOrMore: true };
    const d = desc(p);
    if (!d || !d.card || !d.plural || d.player || d.spell || d.zone) return null;
    const f = descFilter(d, 'graveyard');
    const filter: Filter | null = f && f.kind === 'object' ? { ...f, zone: 'graveyard' } : null;
    return filter ? { kind: 'discards', who, oneOrMore: true, filter } : null;
  });
}
