/**
 * 614.1a / 614.12: "If ~ would enter, sacrifice [a Forest | an untapped Mountain | two untapped lands] instead. If you
 * do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard." The replacement applies as the
 * card would enter from anywhere (the card as it would exist on the battlefield, 614.12). The player who would control
 * it sacrifices that many of their permanents that match (they must if they can; 701.21a); with more of them than
 * that, which ones is their choice: the card waits (a task, effects/sacrifice-to-enter.ts) and enters once it is made.
 * With fewer, nothing is sacrificed and the card goes to its owner's graveyard instead.
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { matchesObject } from '../objects/filters.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { Perform } from './outcome.js';
import type { EventOf, Replaced } from './types.js';

type Move = EventOf<'move'>;

/**
 * The replacement of a card entering whose own text says to sacrifice permanents instead: 'entered' when they were
 * sacrificed and it enters (the other modifications of its entering still apply), null when it has no such text.
 */
export function sacrificeToEnter(
  state: GameState,
  event: Move,
  def: CardDefinition,
  you: PlayerId,
  perform: Perform,
): Replaced | 'entered' | null {
  if (event.sacrificedToEnter || event.faceDown) return null; // 614.5; 708.2: a face-down permanent has no abilities
  const a = def.abilities.find((x) => x.kind === 'static' && x.effect.kind === 'enterBySacrificing');
  if (!a || a.kind !== 'static' || a.effect.kind !== 'enterBySacrificing') return null;
  const { count, what } = a.effect;
  const options = state.battlefield.filter(
    (id) => chars(state, id).controller === you && matchesObject(state, what, id, chars(state, id), you, null, chars),
  );
  const rules = ['614.1a', '614.12'];
  const name = objName(state, event.object);
  if (options.length < count) {
    log(
      state,
      'replaced',
      `${playerName(state, you)} can't sacrifice for ${name}: it is put into its owner's graveyard instead`,
      rules,
    );
    return { events: [{ kind: 'move', object: event.object, to: 'graveyard', cause: 'effect' }], rules };
  }
  if (options.length === count) {
    sacrificeToEnterWith(state, you, name, options, perform);
    return 'entered';
  }
  const cause = event.cause === 'play' || event.cause === 'search' ? event.cause : 'effect';
  const keep = {
    ...(event.controller !== undefined ? { controller: event.controller } : {}),
    ...(event.tapped ? { tapped: true } : {}),
    ...(event.altFace ? { altFace: true } : {}),
    ...(event.counters ? { counters: event.counters } : {}),
    ...(event.turnIndex !== undefined ? { turnIndex: event.turnIndex } : {}),
  };
  const move = { object: event.object, cause, ...keep } as const;
  state.tasks.push({ kind: 'enterBySacrificing', player: you, options, count, move, answer: null });
  return { events: [], rules };
}

/** 701.21a: `player` sacrifices `chosen` (one event), so that `name` may enter. */
export function sacrificeToEnterWith(
  state: GameState,
  player: PlayerId,
  name: string,
  chosen: readonly ObjectId[],
  perform: Perform,
): void {
  log(
    state,
    'replaced',
    `${playerName(state, player)} sacrifices ${chosen.map((id) => objName(state, id)).join(', ')} so that ${name} enters`,
    ['614.1a', '614.12', '701.21a'],
  );
  const batch = state.log.length; // 603.2c: one sacrifice event
  for (const id of chosen)
    perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sacrifice', batch }, ['701.21a']);
}
