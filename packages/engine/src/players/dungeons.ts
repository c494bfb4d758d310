/**
 * 309 Dungeons and 701.49 venturing into the dungeon (numbered as in the current Comprehensive Rules; the seeds
 * predate them). A player's dungeon is the dungeon card they own in the command zone with their venture marker on
 * one of its rooms (`PlayerState.dungeon`, public); the cards themselves are data (cards/dungeons.ts).
 * - 701.49a: a player not in a dungeon who ventures chooses a dungeon card they own from outside the game, puts it
 *   into the command zone and puts their venture marker on its topmost room.
 * - 701.49b: otherwise they move the marker along an arrow to the next room, choosing if there are several.
 * - 701.49c: a player whose marker is already on the bottommost room completes that dungeon (its card is removed
 *   from the game, 309.7) and ventures as in 701.49a.
 * - 309.4c: moving the marker into a room triggers that room's ability (controlled by the dungeon's owner).
 * - 704.5t: a dungeon whose marker is on its bottommost room, with no room ability of it waiting to be put on the stack
 *   or on the stack, is removed from the game: its owner completes it (309.7).
 */
import { DUNGEONS, type DungeonCard, type DungeonName, type DungeonRoom } from '../cards/dungeons.js';
import { log } from '../log/write.js';
import { touch } from '../objects/characteristics.js';
import { putCardDefinition } from '../objects/copy-on-write.js';
import { playerName } from '../state/access.js';
import type { GameState, PlayerId } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';

export function dungeonCard(name: DungeonName): DungeonCard {
  return DUNGEONS.find((d) => d.name === name)!;
}

/** Whether every room ability of the dungeon is encoded (a dungeon with a room that isn't can't be entered). */
export function dungeonEncoded(d: DungeonCard): boolean {
  return d.rooms.every((r) => r.ability !== null);
}

/**
 * 701.49a: the dungeons a player may choose as they venture into the dungeon (Undercity only by venturing into
 * Undercity, 725.2); only the encoded ones.
 */
export function ventureChoices(into: 'dungeon' | 'Undercity'): readonly DungeonName[] {
  return DUNGEONS.filter((d) => (into === 'Undercity') === (d.name === 'Undercity') && dungeonEncoded(d)).map(
    (d) => d.name,
  );
}

function dungeonKey(name: DungeonName): string {
  return `dungeon:${name}`;
}

/** The room the player's venture marker is on, if they are in a dungeon. */
export function currentRoom(state: GameState, player: PlayerId): DungeonRoom | undefined {
  const at = state.players[player]?.dungeon;
  return at && dungeonCard(at.name).rooms.find((r) => r.name === at.room);
}

/** 309.4c: the marker moves into `room` of `name`: that room's ability triggers (its source is the dungeon card). */
function enterRoom(state: GameState, player: PlayerId, name: DungeonName, room: DungeonRoom, rules: string[]): void {
  state.players[player]!.dungeon = { name, room: room.name };
  touch(state);
  log(state, 'venture', `${playerName(state, player)} moves their venture marker into ${room.name} (${name})`, rules, {
    player,
  });
  const key = dungeonKey(name);
  if (!state.cards[key]) {
    const d = dungeonCard(name);
    putCardDefinition(state, key, {
      name,
      manaCost: null,
      supertypes: [],
      types: ['Dungeon'],
      subtypes: [],
      oracleText: d.rooms.map((r) => `${r.name} — ${r.text}`).join('\n'),
      abilities: [],
    });
  }
  state.pendingTriggers.push({
    controller: player,
    source: -1,
    defKey: key,
    sourceName: name,
    targets: room.ability!.targets,
    effects: room.ability!.effects,
    optional: false,
    text: `${room.name} — ${room.text} (309.4c)`,
    triggerObject: null,
    triggerPlayer: player,
  });
}

/** 701.49a: the player puts `name` into the command zone with their venture marker on its topmost room. */
export function enterDungeon(state: GameState, player: PlayerId, name: DungeonName): void {
  log(state, 'venture', `${playerName(state, player)} puts ${name} into the command zone`, ['701.49a', '309.2'], {
    player,
  });
  enterRoom(state, player, name, dungeonCard(name).rooms[0]!, ['701.49a', '309.4c']);
}

/** 701.49b: the player moves their venture marker into `room`, one the arrows from their room lead to. */
export function moveVentureMarker(state: GameState, player: PlayerId, room: string): void {
  const at = state.players[player]!.dungeon!;
  const next = dungeonCard(at.name).rooms.find((r) => r.name === room)!;
  enterRoom(state, player, at.name, next, ['701.49b', '309.4c']);
}

/** 309.7: the player's dungeon card is removed from the game: they complete that dungeon. */
export function completeDungeon(state: GameState, player: PlayerId, rules: readonly string[]): void {
  const p = state.players[player]!;
  const name = p.dungeon!.name;
  delete p.dungeon;
  p.completedDungeons = [...(p.completedDungeons ?? []), name];
  touch(state);
  log(state, 'venture', `${playerName(state, player)} completes ${name}`, [...rules, '309.7'], { player });
  detectTriggers(state, { kind: 'dungeonCompleted', player, dungeon: name });
}

/** 704.5t: dungeons on their bottommost room whose room ability has left the stack are completed. */
export function completeFinishedDungeons(state: GameState): boolean {
  let any = false;
  for (let i = 0; i < state.players.length; i++) {
    const p = state.players[i]!;
    const room = p.dungeon && !p.left ? currentRoom(state, p.id) : undefined;
    if (!room || room.next.length > 0) continue;
    const key = dungeonKey(p.dungeon!.name);
    const waiting =
      state.pendingTriggers.some((t) => t.defKey === key && t.controller === p.id) ||
      state.turns.some((t) =>
        t.stack.some((id) => {
          const o = state.objects[id];
          return o?.kind === 'ability' && o.defKey === key && o.controller === p.id;
        }),
      );
    if (waiting) continue;
    completeDungeon(state, p.id, ['704.5t']);
    any = true;
  }
  return any;
}
