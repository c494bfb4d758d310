/**
 * 725 The initiative and 309 / 701.49 the dungeon Undercity (issue 19), with real cards of the modern pool: taking
 * the initiative ventures into Undercity (725.2), so does the upkeep of the player who has it, combat damage to that
 * player takes it (725.2), it passes on when its holder leaves the game (725.4); a player completes a dungeon as its
 * bottommost room's ability leaves the stack (704.5t, 309.7); the dungeon and the venture marker are public.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const lib = (): string[] => ['Plains', 'Forest', 'Island', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

/** Resolves (answering as resolveAll does) until the game asks for a decision of `kind`. */
function resolveUntil(t: ReturnType<typeof cardGame>, kind: string): void {
  for (let i = 0; i < 60 && t.state.pending && t.state.pending.kind !== kind; i++) resolveAll(t.state, {}, 1);
  t.expect({ decision: kind as 'chooseOption' });
}

function sneakGame(players = 2) {
  modernDef('Aarakocra Sneak');
  const t = cardGame(
    {
      players: [
        { library: lib(), hand: ['Aarakocra Sneak'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
        { library: lib(), battlefield: ['Grizzly Bears'] },
        ...(players > 2 ? [{ library: lib() }] : []),
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Aarakocra Sneak');
  resolveUntil(t, 'chooseObjects');
  t.choose('Plains'); // Secret Entrance: the basic land card searched for
  resolveAll(t.state);
  return t;
}

test('725.2 / 701.49a: Aarakocra Sneak — you take the initiative and venture into Undercity (Secret Entrance)', () => {
  const t = sneakGame();
  const g = t.state;
  assert.equal(g.initiative, 0);
  assert.deepEqual(g.players[0]!.dungeon, { name: 'Undercity', room: 'Secret Entrance' });
  // Secret Entrance: a basic land card searched for, revealed and put into the hand.
  assert.equal(g.players[0]!.hand.length, 1);
  t.expect({
    log_contains: ['P1 takes the initiative', 'P1 puts Undercity into the command zone'],
    log_cites: ['725.3', '701.49a', '309.4c'],
  });
});

test("725.2 / 701.49b: at the beginning of the initiative holder's upkeep they venture into Undercity, choosing the room", () => {
  const t = sneakGame();
  const g = t.state;
  t.advance('upkeep', 4);
  resolveUntil(t, 'chooseOption');
  t.choose('Lost Well');
  assert.deepEqual(g.players[0]!.dungeon, { name: 'Undercity', room: 'Lost Well' });
  t.expect({ log_cites: ['701.49b'] });
});

test('725.2: combat damage to the player who has the initiative — the attacking player takes it and ventures', () => {
  const t = sneakGame();
  const g = t.state;
  t.advance('declareAttackers', 3);
  t.attack({ 'Grizzly Bears': 'P1' });
  t.advance('main2');
  resolveAll(g);
  assert.equal(g.initiative, 1, "the Bears' controller took the initiative");
  assert.deepEqual(g.players[1]!.dungeon, { name: 'Undercity', room: 'Secret Entrance' });
  assert.deepEqual(g.players[0]!.dungeon, { name: 'Undercity', room: 'Secret Entrance' }, 'P1 stays in their dungeon');
});

test('725.4: the player with the initiative leaves the game — the active player takes it (and ventures)', () => {
  const t = sneakGame(3);
  t.advance('upkeep', 3);
  t.concede('P1');
  assert.equal(t.state.initiative, 1);
  t.expect({ log_cites: ['725.4'] });
});

test('704.5t / 309.7: Throne of the Dead Three resolves, then Undercity is completed; Gloom Stalker has double strike', () => {
  modernDef('Gloom Stalker');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Grizzly Bears', 'Forest'],
          hand: ['Goliath Paladin'],
          battlefield: ['Gloom Stalker', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  g.players[0]!.dungeon = { name: 'Undercity', room: 'Archives' };
  t.cast('Goliath Paladin');
  resolveAll(g);
  // Throne of the Dead Three: the only creature card among the revealed cards enters with three +1/+1 counters.
  t.expect({ objects: { 'Grizzly Bears': { zone: 'battlefield', counters: { '+1/+1': 3 }, keywords: ['hexproof'] } } });
  assert.equal(g.players[0]!.dungeon, undefined, 'the dungeon card left the command zone');
  assert.deepEqual(g.players[0]!.completedDungeons, ['Undercity']);
  t.expect({ log_contains: ['P1 completes Undercity'], log_cites: ['704.5t', '309.7'] });
  t.expect({ objects: { 'Gloom Stalker': { keywords: ['double strike'] } } });
});

test('309.2: the dungeon, the venture marker and the initiative are public', () => {
  const t = sneakGame();
  const v = viewFor(t.state, 1);
  assert.equal(v.initiative, 0);
  assert.equal(v.players[0]!.dungeon?.name, 'Undercity');
  assert.equal(v.players[0]!.dungeon?.room, 'Secret Entrance');
});

test('309.7: Dungeon Crawler — "Whenever you complete a dungeon, you may return this card from your graveyard to your hand"', () => {
  modernDef('Dungeon Crawler');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest'],
          hand: ['Goliath Paladin'],
          graveyard: ['Dungeon Crawler'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.state.players[0]!.dungeon = { name: 'Undercity', room: 'Catacombs' };
  t.cast('Goliath Paladin');
  resolveAll(t.state);
  assert.deepEqual(t.state.players[0]!.completedDungeons, ['Undercity']);
  t.expect({ objects: { 'Dungeon Crawler': { zone: 'hand' } } });
});

test('725.3: a player who has the initiative takes it again — they venture into Undercity again', () => {
  modernDef('Goliath Paladin');
  const t = cardGame(
    {
      players: [
        { library: lib(), hand: ['Goliath Paladin'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'] },
        { library: lib() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  g.initiative = 0;
  g.players[0]!.dungeon = { name: 'Undercity', room: 'Secret Entrance' };
  t.cast('Goliath Paladin');
  resolveUntil(t, 'chooseOption');
  t.choose('Forge');
  resolveAll(g);
  assert.equal(g.initiative, 0);
  assert.deepEqual(g.players[0]!.dungeon, { name: 'Undercity', room: 'Forge' });
});
