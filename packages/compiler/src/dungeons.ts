/**
 * Dungeons (309; 701.49 venturing into the dungeon) and the initiative (725): the clauses of the cards that name them
 * (engine players/dungeons.ts, players/initiative.ts; the dungeon cards are engine data, cards/dungeons.ts).
 *
 *   venture    := "venture(s) into the dungeon" | "venture(s) into Undercity"
 *   initiative := "take(s) the initiative"
 *   condition  := "you've completed a dungeon" | "you haven't completed Tomb of Annihilation" | "you have the initiative"
 *   trigger    := "you complete a dungeon" | "you venture into the dungeon"
 *
 * A player venturing into the dungeon may choose any of the dungeons (701.49a), so the clause compiles only while every
 * such dungeon's rooms are encoded; taking the initiative ventures into Undercity (725.2), so it needs Undercity's.
 */
import { DUNGEONS, type Condition, type Effect, type TriggerSpec } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { PlayerVerbScope } from './effects.js';

/** Whether every room of the dungeons a player could enter this way has an encoded ability. */
function encoded(into: 'dungeon' | 'Undercity'): boolean {
  return DUNGEONS.filter((d) => (into === 'Undercity') === (d.name === 'Undercity')).every((d) =>
    d.rooms.every((r) => r.ability !== null),
  );
}

/** 701.49: "[you] venture into the dungeon" / "venture into Undercity". */
export function venturePlayerVerb({ p, who, v, save }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you') return undefined;
  const into = !v('venture', 'ventures')
    ? null
    : p.eat('into the dungeon')
      ? 'dungeon'
      : p.eat('into undercity')
        ? 'Undercity'
        : null;
  if (into === null) {
    p.i = save;
    return undefined;
  }
  if (!encoded(into)) return null;
  return [{ kind: 'venture', who, into }];
}

/** 725.2: "[you] take the initiative". */
export function takeInitiativePlayerVerb({ p, who, v, save }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you') return undefined;
  if (!v('take', 'takes') || !p.eat('the initiative')) {
    p.i = save;
    return undefined;
  }
  if (!encoded('Undercity')) return null;
  return [{ kind: 'takeInitiative', who }];
}

/** 309.7 / 725.1: the conditions that name a completed dungeon or the initiative. */
export function dungeonCondition(p: Cursor): Condition | null {
  if (p.eat("you've completed a dungeon") || p.eat('you have completed a dungeon')) return { kind: 'completedDungeon' };
  if (p.eat("you haven't completed a dungeon")) return { kind: 'not', condition: { kind: 'completedDungeon' } };
  for (const d of DUNGEONS) {
    const name = d.name.toLowerCase();
    if (p.eat(`you've completed ${name}`)) return { kind: 'completedDungeon', name: d.name };
    if (p.eat(`you haven't completed ${name}`))
      return { kind: 'not', condition: { kind: 'completedDungeon', name: d.name } };
  }
  if (p.eat('you have the initiative')) return { kind: 'initiative', is: 'you' };
  return null;
}

/** After "whenever": 309.7 "you complete a dungeon" / 701.49 "you venture into the dungeon". */
export function dungeonTrigger(p: Cursor): TriggerSpec | null {
  if (p.eat('you complete a dungeon')) return { kind: 'completesDungeon' };
  if (p.eat('you venture into the dungeon')) return { kind: 'ventures' };
  return null;
}
