/**
 * 701.49 Venture into the dungeon and 309 Dungeons (issue 19), with real cards of the modern pool: a player not in a
 * dungeon chooses one and enters its topmost room (701.49a), else moves their venture marker along an arrow, choosing
 * among several (701.49b); each room's ability triggers (309.4c) — the Tomb of Annihilation's rooms where each player
 * chooses (101.4), Oubliette's "an artifact, a creature, and a land", the Mad Wizard's Lair's free spell; completing a
 * dungeon (309.7) and what reads it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const lib = (): string[] => ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

/** Resolves (answering as resolveAll does) until the game asks for a decision of `kind`. */
function resolveUntil(t: ReturnType<typeof cardGame>, kind: string): void {
  for (let i = 0; i < 60 && t.state.pending && t.state.pending.kind !== kind; i++) resolveAll(t.state, {}, 1);
  t.expect({ decision: kind as 'chooseOption' });
}

function doorGame(p1: { hand?: string[]; battlefield?: string[]; library?: string[] } = {}, p2: string[] = []) {
  modernDef('Secret Door');
  return cardGame(
    {
      players: [
        {
          library: p1.library ?? lib(),
          hand: p1.hand ?? [],
          battlefield: ['Secret Door', 'Island', 'Island', 'Island', 'Island', 'Island', ...(p1.battlefield ?? [])],
        },
        { library: lib(), hand: p2 },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('701.49a: Secret Door — venturing while in no dungeon: the player chooses a dungeon and enters its topmost room', () => {
  const t = doorGame();
  t.activate('Secret Door', { ability: '{4}{U}' });
  resolveUntil(t, 'chooseOption');
  assert.deepEqual(
    t.state.pending?.kind === 'chooseOption' ? t.state.pending.options : [],
    ['Lost Mine of Phandelver', 'Dungeon of the Mad Mage', 'Tomb of Annihilation'],
    'Undercity only by taking the initiative',
  );
  t.choose('Lost Mine of Phandelver');
  resolveAll(t.state);
  assert.deepEqual(t.state.players[0]!.dungeon, { name: 'Lost Mine of Phandelver', room: 'Cave Entrance' });
  t.expect({ log_cites: ['701.49a', '309.4c', '701.22a'] }); // Cave Entrance — Scry 1.
});

test('701.49b / 101.4: Veils of Fear — each player loses 2 life unless they discard a card', () => {
  const t = doorGame({ hand: ['Forest'] }, ['Island']);
  t.state.players[0]!.dungeon = { name: 'Tomb of Annihilation', room: 'Trapped Entry' };
  t.activate('Secret Door', { ability: '{4}{U}' });
  resolveUntil(t, 'chooseOption');
  t.choose('Veils of Fear');
  resolveUntil(t, 'yesNo');
  t.choose('yes'); // P1 discards their Forest
  resolveUntil(t, 'yesNo');
  t.choose('no'); // P2 keeps their card
  resolveAll(t.state);
  assert.equal(t.state.players[0]!.life, 20);
  assert.equal(t.state.players[0]!.hand.length, 0);
  assert.equal(t.state.players[1]!.life, 18);
  assert.equal(t.state.players[1]!.hand.length, 1);
});

test('701.49b: Oubliette — discard a card and sacrifice an artifact, a creature, and a land', () => {
  const t = doorGame({ hand: ['Forest'], battlefield: ['Ornithopter', 'Grizzly Bears', 'Forest'] });
  t.state.players[0]!.dungeon = { name: 'Tomb of Annihilation', room: 'Trapped Entry' };
  t.activate('Secret Door', { ability: '{4}{U}' });
  resolveUntil(t, 'chooseOption');
  t.choose('Oubliette');
  resolveUntil(t, 'chooseObjects');
  t.choose(['Ornithopter', 'Grizzly Bears', 'Forest']);
  resolveAll(t.state);
  t.expect({ objects: { Ornithopter: { zone: 'graveyard' }, 'Grizzly Bears': { zone: 'graveyard' } } });
  assert.equal(t.state.players[0]!.hand.length, 0, 'the card was discarded');
});

test("309.4c: Mad Wizard's Lair — draw three cards and reveal them; you may cast one of them without paying its mana cost", () => {
  const t = doorGame({ library: ['Grizzly Bears', 'Forest', 'Forest', 'Forest'] });
  t.state.players[0]!.dungeon = { name: 'Dungeon of the Mad Mage', room: 'Deep Mines' };
  t.activate('Secret Door', { ability: '{4}{U}' });
  resolveUntil(t, 'chooseObjects');
  t.choose(['Grizzly Bears']);
  resolveAll(t.state);
  t.expect({ objects: { 'Grizzly Bears': { zone: 'battlefield' } }, log_cites: ['701.20a', '118.9'] });
  assert.deepEqual(t.state.players[0]!.completedDungeons, ['Dungeon of the Mad Mage']);
});

test('309.7: Varis — "Whenever you complete a dungeon, create a 2/2 green Wolf"; Cloister Gargoyle reads it', () => {
  modernDef('Varis, Silverymoon Ranger');
  modernDef('Cloister Gargoyle');
  const t = doorGame({ battlefield: ['Varis, Silverymoon Ranger', 'Cloister Gargoyle'] });
  t.state.players[0]!.dungeon = { name: 'Lost Mine of Phandelver', room: 'Dark Pool' };
  t.activate('Secret Door', { ability: '{4}{U}' });
  resolveAll(t.state);
  assert.deepEqual(t.state.players[0]!.completedDungeons, ['Lost Mine of Phandelver']);
  assert.equal(t.state.players[0]!.dungeon, undefined);
  t.expect({ objects: { Wolf: { power: 2 }, 'Cloister Gargoyle': { power: 3, keywords: ['flying'] } } });
});
