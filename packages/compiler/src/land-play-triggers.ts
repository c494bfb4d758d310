/**
 * 305.1: "Whenever [you / a player / an opponent] play(s) a land [or cast(s) a spell]" (engine triggers/detect.ts
 * `playsLand`; "… or cast a spell" is a second trigger event of the same ability, 603.2). Playing a land is not a land
 * entering (a land put onto the battlefield by an effect isn't played).
 */
import type { PlayerRelation, TriggerSpec } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

export function playsLandTrigger(p: Cursor): TriggerSpec[] | null {
  return p.try((): TriggerSpec[] | null => {
    const who: PlayerRelation | null = p.eat('you play a land')
      ? 'you'
      : p.eat('a player plays a land')
        ? 'any'
        : p.eat('an opponent plays a land')
          ? 'opponent'
          : null;
    if (!who) return null;
    // "from exile", "from anywhere other than your hand" … after either event is not read.
    if (p.is('from')) return null;
    const spell = who === 'you' ? p.eat('or cast a spell') : p.eat('or casts a spell');
    if (p.is('from') || p.is('this') || p.is('that')) return null;
    return spell
      ? [
          { kind: 'playsLand', who },
          { kind: 'castSpell', who },
        ]
      : [{ kind: 'playsLand', who }];
  });
}
