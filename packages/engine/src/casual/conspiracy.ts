/**
 * 905: the Conspiracy Draft game (the draft itself is @arbiter/tournament's casual-draft.ts).
 *
 * - 905.3: a multiplayer game (Free-for-All with attack multiple players and no limited range of influence by
 *   default: the options preset); a two-player setup is refused.
 * - 905.4 / 313.2: before the decks are shuffled, each player puts the conspiracy cards they chose from their
 *   sideboard into the command zone; 905.4a / 702.106a: one with hidden agenda goes face down with a card name
 *   the player chose secretly (kept on the object as `chosen.name`, 702.106b).
 * - 905.5 / 313.6: a conspiracy is owned and controlled by the player who put it there.
 * - 313.3: conspiracy cards are never part of a deck.
 * - 313.5: a face-up conspiracy's abilities function from the command zone (command.ts); turning a face-down one
 *   face up is a special action (116.2h, 702.106c) in stack/face-down.ts.
 * - 905.6: life 20 and seven cards, as in any game (the options preset).
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { chosenNames, objName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { createObject } from '../zones/move.js';
import { ownObject } from '../objects/copy-on-write.js';

/**
 * One conspiracy a player puts into the command zone (905.4); `named`: the hidden agenda's secret name (702.106a);
 * `names`: a double agenda's two different secret names (702.106f).
 */
export interface ConspiracyChoice {
  readonly card: string;
  readonly named?: string;
  readonly names?: readonly string[];
}

export interface ConspiracyViolation {
  readonly message: string;
  readonly rule: string;
}

type Lookup = (name: string) => CardDefinition | undefined;

/** 702.106a: the card has hidden agenda (or 702.106f double agenda, a variant of it). */
export function hasHiddenAgenda(def: CardDefinition): boolean {
  return def.abilities.some(
    (a) => a.kind === 'keyword' && (a.keyword === 'hidden agenda' || a.keyword === 'double agenda'),
  );
}

/** 702.106f: the card has double agenda (two secretly chosen names). */
export function hasDoubleAgenda(def: CardDefinition): boolean {
  return def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'double agenda');
}

/** 905.3: the game a Conspiracy Draft plays. */
export function checkConspiracyGame(playerCount: number): ConspiracyViolation | null {
  if (playerCount < 3)
    return { message: `a Conspiracy Draft game is a multiplayer game, not a ${playerCount}-player one`, rule: '905.3' };
  return null;
}

/** 905.4 / 313.2 / 702.106a: checks one player's conspiracies (and that the deck holds none, 313.3). */
export function checkConspiracies(
  who: string,
  deck: readonly string[],
  choices: readonly ConspiracyChoice[],
  lookup: Lookup,
): ConspiracyViolation | null {
  const inDeck = deck.find((n) => lookup(n)?.types.includes('Conspiracy'));
  if (inDeck !== undefined)
    return { message: `${who} deck holds the conspiracy "${inDeck}"; conspiracies can't be in a deck`, rule: '313.3' };
  for (const c of choices) {
    const def = typeof c?.card === 'string' ? lookup(c.card) : undefined;
    if (!def) return { message: `${who} conspiracy is an unknown card: ${JSON.stringify(c?.card)}`, rule: '905.4' };
    if (!def.types.includes('Conspiracy'))
      return { message: `${who} "${c.card}" is not a conspiracy card`, rule: '905.4' };
    if (hasDoubleAgenda(def)) {
      const bad = doubleAgendaViolation(who, c, lookup);
      if (bad) return bad;
      continue;
    }
    if (c.names !== undefined)
      return { message: `${who} "${c.card}" has no double agenda: it names no two cards`, rule: '702.106f' };
    const agenda = hasHiddenAgenda(def);
    if (agenda && (typeof c.named !== 'string' || c.named.trim() === ''))
      return {
        message: `${who} "${c.card}" has hidden agenda: it needs a secretly chosen card name`,
        rule: '702.106a',
      };
    if (!agenda && c.named !== undefined)
      return { message: `${who} "${c.card}" has no hidden agenda: it names no card`, rule: '702.106a' };
    if (agenda && !lookup(c.named!))
      return { message: `${who} "${c.card}" names "${c.named}", which is not the name of a card`, rule: '201.3' };
  }
  return null;
}

/** 702.106f: a double agenda names two different cards (and no single name). */
function doubleAgendaViolation(who: string, c: ConspiracyChoice, lookup: Lookup): ConspiracyViolation | null {
  const names = c.names;
  if (c.named !== undefined || !Array.isArray(names) || names.length !== 2)
    return {
      message: `${who} "${c.card}" has double agenda: it needs two secretly chosen card names`,
      rule: '702.106f',
    };
  const unknown = names.find((n) => typeof n !== 'string' || !lookup(n));
  if (unknown !== undefined)
    return {
      message: `${who} "${c.card}" names ${JSON.stringify(unknown)}, which is not the name of a card`,
      rule: '201.3',
    };
  if (names[0] === names[1])
    return { message: `${who} "${c.card}" names "${names[0]}" twice; the two names must differ`, rule: '702.106f' };
  return null;
}

/** 905.4 / 905.4a / 905.5: puts a player's conspiracies into the command zone (hidden agenda: face down, with its name). */
export function putConspiracies(
  state: GameState,
  player: PlayerId,
  choices: readonly ConspiracyChoice[],
  cards: Readonly<Record<string, CardDefinition>>,
): ObjectId[] {
  return choices.map((c) => {
    const agenda = hasHiddenAgenda(cards[c.card]!);
    const id = createObject(state, c.card, player, 'command', 'card', state.nextCardId++, { faceDown: agenda });
    if (agenda) ownObject(state, id).chosen = c.names ? { names: [...c.names] } : { name: c.named! }; // 702.106f
    log(
      state,
      'setup',
      `${state.players[player]!.name} puts ${agenda ? `${c.card}#${id} face down, ${c.names ? 'two card names' : 'a card name'} chosen secretly,` : objName(state, id)} into the command zone`,
      agenda ? ['905.4', '905.4a', c.names ? '702.106f' : '702.106a'] : ['905.4', '313.2'],
      { player, object: id },
    );
    return id;
  });
}

/** 313.5b: a face-down conspiracy card in the command zone (it has no characteristics; 313.7: its controller may look at it). */
export function isFaceDownConspiracy(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  return !!o && o.zone === 'command' && o.faceDown && (state.cards[o.defKey]?.types.includes('Conspiracy') ?? false);
}

/**
 * 702.106e: the face-down conspiracies `players` control (every player's when null, as the game ends) are revealed
 * to all players, with the names their agendas chose. The entry names no "#id", so no viewer's log hides it.
 */
export function revealFaceDownConspiracies(state: GameState, players: readonly PlayerId[] | null): void {
  for (const id of state.command) {
    const o = state.objects[id]!;
    if (!isFaceDownConspiracy(state, id) || (players !== null && !players.includes(o.controller))) continue;
    const card = state.cards[o.defKey]!.name;
    const names = chosenNames(o.chosen);
    log(
      state,
      'reveal',
      `${state.players[o.controller]!.name} reveals the face-down conspiracy ${card}${names.length ? `, chosen name${names.length > 1 ? 's' : ''}: ${names.join(' and ')}` : ''} (${players === null ? 'the game is over' : 'leaving the game'})`,
      players === null ? ['702.106e'] : ['702.106e', '800.4a'],
      { player: o.controller, card, named: names },
    );
  }
}

/**
 * 103.1 / 313.5 (Power Play): the players whose face-up conspiracies say "You are the starting player", each once;
 * if more than one would be, one of them is chosen at random (game/create.ts).
 */
export function startingPlayerClaims(state: GameState): PlayerId[] {
  const out: PlayerId[] = [];
  for (const id of state.command) {
    const o = state.objects[id]!;
    const def = state.cards[o.defKey];
    if (o.faceDown || !def?.types.includes('Conspiracy') || out.includes(o.controller)) continue;
    if (def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'startingPlayer')) out.push(o.controller);
  }
  return out;
}
