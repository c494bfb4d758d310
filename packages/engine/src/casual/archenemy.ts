/**
 * 904: the Archenemy variant (and its Supervillain Rumble option, 904.12).
 *
 * - 904.2 / 904.12a: the setups the rules allow (Team vs. Team with exactly two teams, one of them the
 *   archenemy alone, shared team turns and attack multiple players; or Free-for-All with attack multiple
 *   players); any other option is refused with the rule.
 * - 904.3: each archenemy's scheme deck (twenty or more scheme cards, at most two of a name).
 * - 904.4 / 904.7: scheme cards stay in the command zone (face down as the scheme deck), owned and
 *   controlled by the player who started with them; 904.8: a face-up scheme's abilities function there.
 * - 904.5 / 904.6: starting life 40 (archenemies) and 20; the archenemy takes the first turn.
 * - 904.9 / 701.25: right after an archenemy's precombat main phase begins, the top scheme is set in motion.
 * - 904.10: a face-up non-ongoing scheme with no scheme triggers waiting or on the stack goes face down to the
 *   bottom of its owner's scheme deck (a state-based action); 904.11 / 701.26: ongoing schemes stay until abandoned.
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { touch } from '../objects/characteristics.js';
import { playerName } from '../state/access.js';
import type { ArchenemyState, GameOptions, GameState, ObjectId, PlayerId } from '../state/types.js';

export type { ArchenemyState } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';
import { createObject } from '../zones/move.js';
import { ownObject } from '../objects/copy-on-write.js';

export interface RuleViolation {
  readonly message: string;
  readonly rule: string;
}

/** 904.3: a scheme deck of twenty or more scheme cards, no more than two with one English name. */
export function checkSchemeDeck(
  names: readonly string[],
  lookup: (n: string) => CardDefinition | undefined,
  who: string,
): RuleViolation | null {
  if (names.length < 20)
    return { message: `${who} scheme deck has ${names.length} cards; it needs at least twenty`, rule: '904.3' };
  const counts = new Map<string, number>();
  for (const n of names) {
    const def = lookup(n);
    if (!def) return { message: `${who} scheme deck names an unknown card: "${n}"`, rule: '904.3' };
    if (!def.types.includes('Scheme'))
      return { message: `${who} scheme deck holds "${n}", which is not a scheme card`, rule: '904.3' };
    counts.set(n, (counts.get(n) ?? 0) + 1);
    if (counts.get(n)! > 2)
      return { message: `${who} scheme deck holds more than two copies of "${n}"`, rule: '904.3' };
  }
  return null;
}

/** 904.2 / 904.12a: the multiplayer setup and options Archenemy and Supervillain Rumble use; null if they hold. */
export function checkArchenemyOptions(opts: GameOptions, teams: readonly (readonly number[])[]): RuleViolation | null {
  if (opts.archenemy === 'supervillain-rumble') {
    if (opts.variant !== 'free-for-all')
      return { message: `Supervillain Rumble is a Free-for-All game, not ${opts.variant}`, rule: '904.12a' };
    if (!opts.attackMultiplePlayers || opts.attackDirection)
      return { message: 'Supervillain Rumble uses the attack multiple players option', rule: '904.12a' };
    if (opts.rangeOfInfluence !== null || opts.deployCreatures || opts.sharedTeamTurns)
      return {
        message: 'Supervillain Rumble uses no multiplayer option other than attack multiple players',
        rule: '904.12a',
      };
    return null;
  }
  if (opts.variant !== 'team-vs-team' || teams.length !== 2)
    return { message: 'Archenemy is a Team vs. Team game between exactly two teams', rule: '904.2' };
  if (!teams.some((t) => t.length === 1)) return { message: 'one of the teams is the archenemy alone', rule: '904.2a' };
  if (!opts.sharedTeamTurns || !opts.attackMultiplePlayers || opts.attackDirection)
    return { message: 'Archenemy uses the attack multiple players and shared team turns options', rule: '904.2' };
  if (opts.rangeOfInfluence !== null || opts.deployCreatures || opts.sharedLife)
    return { message: 'Archenemy uses no other multiplayer option', rule: '904.2' };
  return null;
}

/** 904.4 / 904.7: creates the scheme decks face down in the command zone (in the order given; shuffled as the game starts). */
export function createSchemeDecks(
  state: GameState,
  kind: ArchenemyState['kind'],
  decks: ReadonlyMap<PlayerId, readonly string[]>,
): void {
  state.archenemy = { kind, archenemies: [...decks.keys()], decks: {}, faceUp: [] };
  for (const [p, names] of decks) {
    state.archenemy.decks[String(p)] = names.map((n) =>
      createObject(state, n, p, 'command', 'card', state.nextCardId++, { faceDown: true }),
    );
  }
}

/** The live scheme deck of a player (objects of a departed player are gone, 800.4a). */
function deckOf(state: GameState, player: PlayerId): ObjectId[] {
  const a = state.archenemy!;
  const d = (a.decks[String(player)] ?? []).filter((id) => state.objects[id]?.zone === 'command');
  a.decks[String(player)] = d;
  return d;
}

/** 904.9 / 701.25: the archenemy sets the top scheme of their scheme deck in motion. */
export function setSchemeInMotion(state: GameState, player: PlayerId): ObjectId | null {
  const a = state.archenemy;
  if (!a) return null;
  const deck = deckOf(state, player);
  const id = deck.shift();
  if (id === undefined) return null;
  const o = ownObject(state, id);
  o.faceDown = false;
  o.timestamp = state.nextTimestamp++;
  a.faceUp.push(id);
  touch(state);
  log(
    state,
    'scheme',
    `${playerName(state, player)} sets ${state.cards[o.defKey]!.name} in motion`,
    ['904.9', '701.25'],
    { player, object: id },
  );
  detectTriggers(state, { kind: 'setInMotion', object: id });
  return id;
}

/** 904.9: the turn-based action right after an archenemy's precombat main phase begins. */
export function schemeTurnAction(state: GameState, active: readonly PlayerId[]): void {
  const a = state.archenemy;
  if (!a) return;
  for (const p of active) if (a.archenemies.includes(p) && !state.players[p]!.left) setSchemeInMotion(state, p);
}

/** 701.26 / 904.11: a face-up scheme is turned face down and put on the bottom of its owner's scheme deck. */
export function abandonScheme(state: GameState, id: ObjectId, rules: readonly string[] = ['701.26']): void {
  const a = state.archenemy;
  const o = state.objects[id];
  if (!a || !o || !a.faceUp.includes(id)) return;
  a.faceUp = a.faceUp.filter((x) => x !== id);
  ownObject(state, id).faceDown = true;
  deckOf(state, o.owner).push(id);
  touch(state);
  log(
    state,
    'scheme',
    `${state.cards[o.defKey]!.name} is abandoned: face down on the bottom of ${playerName(state, o.owner)}'s scheme deck`,
    rules,
    { object: id },
  );
}

/** 904.10: a face-up non-ongoing scheme with no scheme trigger waiting or on the stack goes back (a state-based action). */
export function schemeSBA(state: GameState): boolean {
  const a = state.archenemy;
  if (!a || a.faceUp.length === 0) return false;
  a.faceUp = a.faceUp.filter((id) => state.objects[id]?.zone === 'command');
  const isScheme = (id: ObjectId): boolean =>
    a.faceUp.includes(id) || Object.values(a.decks).some((d) => d.includes(id));
  if (state.pendingTriggers.some((t) => isScheme(t.source))) return false;
  if (
    state.turns.some((t) =>
      t.stack.some((s) => {
        const src = state.objects[s]?.stack?.source;
        return src !== null && src !== undefined && isScheme(src);
      }),
    )
  )
    return false;
  const done = a.faceUp.filter((id) => !state.cards[state.objects[id]!.defKey]!.supertypes.includes('Ongoing'));
  for (const id of done) abandonScheme(state, id, ['904.10', '704.6']);
  return done.length > 0;
}

/** 904.5: the archenemy's starting life (40), in Supervillain Rumble every player's (904.12c). */
export const ARCHENEMY_LIFE = 40;
