/**
 * "Whenever a source you control deals damage …" (120.1, 609.7: any object can be a source of damage — a permanent,
 * a spell, a card; engine triggers/detect.ts matchesDealsDamage), after "whenever":
 *
 *   trigger := "a source you control" ["other than ~"] "deals" ["combat" | "noncombat"] [N "or more"] "damage"
 *              [recipient] ["during your turn"]
 *   recipient := "to an opponent" | "to a player" | "to you" | "to another player"
 *              | "to one or more of your opponents" (only with "This ability triggers only once each turn", 603.2:
 *                then the first such event of the turn triggers it, however the damage is grouped)
 */
import type { PlayerRelation, TriggerSpec } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { number } from './phrases.js';

/** The recipients a player-dealt trigger can name, with the damaged player's relation to the controller. */
const RECIPIENTS: readonly [string, PlayerRelation | null][] = [
  ['to an opponent', 'opponent'],
  ['to a player', null],
  ['to you', 'you'],
  ['to another player', 'notYou'],
];

/** What sourceDamageTrigger reads: the trigger, whether "that player" names the player dealt damage, and whether the
 * text needs "This ability triggers only once each turn". */
interface SourceDamage {
  readonly spec: TriggerSpec;
  readonly toPlayer: boolean;
  readonly onlyOncePerTurn: boolean;
}

/** The trigger; null when the text is not this trigger's. */
export function sourceDamageTrigger(p: Cursor): SourceDamage | null {
  return p.try((): SourceDamage | null => {
    if (!p.eat('a source you control')) return null;
    const other = p.eat('other than ~');
    if (!p.eat('deals')) return null;
    const combatOnly = p.eat('combat');
    const noncombatOnly = !combatOnly && p.eat('noncombat');
    const atLeast = p.try(() => {
      const n = number(p);
      return n !== null && p.eat('or more') ? n : null;
    });
    if (!p.eat('damage')) return null;
    const batch = p.eat('to one or more of your opponents');
    const recipient = batch ? (['', 'opponent'] as const) : RECIPIENTS.find(([w]) => p.eat(w));
    const duringYourTurn = p.eat('during your turn');
    const spec: TriggerSpec = {
      kind: 'dealsDamage',
      what: { kind: 'sourceYouControl', ...(other ? { other } : {}) },
      to: recipient ? 'player' : 'any',
      ...(combatOnly ? { combatOnly } : {}),
      ...(noncombatOnly ? { noncombatOnly } : {}),
      ...(recipient?.[1] ? { toPlayer: recipient[1] } : {}),
      ...(atLeast !== null ? { atLeast } : {}),
      ...(duringYourTurn ? { duringYourTurn } : {}),
    };
    // "one or more of your opponents": no single player is "that player".
    return p.is(',') ? { spec, toPlayer: recipient !== undefined && !batch, onlyOncePerTurn: batch } : null;
  });
}
