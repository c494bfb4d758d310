/**
 * 614.1a / 614.6: "If [you | an opponent] would draw a card …, [instead] [effects] [instead]." — the draw doesn't
 * happen; the replacement's effects happen in its place, before the next card is drawn (121.2: one at a time). 614.5:
 * the cards the replacement's own effects draw are not replaced by it again. 616.1: a doubling and an "instead" that
 * apply to one draw are ordered by the drawing player. 504.1: "except the first one they draw in each of their draw
 * steps". Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const library = (n = 10): string[] => Array.from({ length: n }, () => 'Island');
const names = (t: ReturnType<typeof cardGame>, player: number): string[] =>
  t.state.battlefield.filter((id) => t.state.objects[id]!.controller === player).map((id) => t.nameOf(id));

test("614.6 / 614.5 / 121.2: Blood Scrivener — Night's Whisper cast from an empty hand: the first draw becomes two cards and 1 life; the second is an ordinary draw", () => {
  modernDef('Blood Scrivener');
  const t = cardGame(
    {
      players: [
        { library: library(), hand: ["Night's Whisper"], battlefield: ['Blood Scrivener', 'Swamp', 'Swamp'] },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Night's Whisper");
  t.resolve();
  // Hand empty at the first draw: replaced by "draw two cards and lose 1 life" (those two are not replaced again,
  // 614.5); the hand then has cards, so the second draw of Night's Whisper is one card.
  t.expect({ life: { P1: 17 }, players: { P1: { hand_count: 3, library_count: 7 } }, log_cites: ['614.6', '614.5'] });
});

test("614.6 / 504.1: Notion Thief — an opponent's first draw in their draw step is theirs; a later draw that turn is Notion Thief's controller's", () => {
  modernDef('Notion Thief');
  const t = cardGame(
    {
      players: [
        { library: library(), battlefield: ['Notion Thief'] },
        { library: library(), hand: ['Revitalize'], battlefield: ['Plains', 'Plains'] },
      ],
      position: { active: 'P2', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.advance('draw');
  t.expect({ players: { P1: { hand_count: 0 }, P2: { hand_count: 2, library_count: 9 } } });
  t.cast('Revitalize');
  t.resolve(); // P2 gains 3 life; P2's draw is skipped and P1 draws instead
  t.expect({
    life: { P2: 23 },
    players: { P1: { hand_count: 1, library_count: 9 }, P2: { hand_count: 1, library_count: 9 } },
  });
});

test("614.6: Hullbreacher — an opponent who would draw a card outside their draw step: Hullbreacher's controller creates a Treasure instead", () => {
  modernDef('Hullbreacher');
  const t = cardGame(
    {
      players: [
        { library: library(), battlefield: ['Hullbreacher'] },
        { library: library(), hand: ['Revitalize'], battlefield: ['Plains', 'Plains'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Revitalize');
  t.resolve();
  t.expect({ players: { P2: { hand_count: 0, library_count: 10 } } });
  assert.deepEqual(names(t, 0).sort(), ['Hullbreacher', 'Treasure']);
});

test("614.6 / 616.1: Notion Thief and an opponent's Alhammarret's Archive — the drawing player orders them: doubling first, each of the two draws is replaced", () => {
  modernDef("Alhammarret's Archive");
  const setup = {
    players: [
      { library: library(), battlefield: ['Notion Thief'] },
      { library: library(), hand: ['Revitalize'], battlefield: ["Alhammarret's Archive", 'Plains', 'Plains'] },
    ],
    position: { active: 'P2' as const, step: 'main1' as const },
  };
  const a = cardGame(setup, modernCompiled);
  a.cast('Revitalize');
  a.resolve();
  a.choose([1, 0]); // Archive first: two draws, each replaced by Notion Thief
  a.expect({ players: { P1: { hand_count: 2 }, P2: { hand_count: 0, library_count: 10 } }, log_cites: ['616.1'] });
  const b = cardGame(setup, modernCompiled);
  b.cast('Revitalize');
  b.resolve();
  b.choose([0, 1]); // Notion Thief first: the draw is gone; the Archive has nothing left to double
  b.expect({ players: { P1: { hand_count: 1 }, P2: { hand_count: 0, library_count: 10 } } });
});

test('614.6: Laboratory Maniac — a draw from an empty library wins the game instead of losing it (704.5b)', () => {
  modernDef('Laboratory Maniac');
  const t = cardGame(
    {
      players: [{ library: [], battlefield: ['Laboratory Maniac'] }, { library: library() }],
      position: { active: 'P1', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.advance('draw');
  const r = t.state.result;
  assert.ok(r && r.winners.length === 1 && r.winners[0] === 0, 'P1 wins');
});

test('614.11 / 611.3b: Phial of Galadriel — a draw with no cards in hand is two cards; a life gain above 5 life is not doubled', () => {
  modernDef('Phial of Galadriel');
  const t = cardGame(
    {
      players: [
        { library: library(), hand: ['Revitalize'], battlefield: ['Phial of Galadriel', 'Plains', 'Plains'] },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Revitalize');
  t.resolve(); // no cards in hand: two cards; life 20 → 23 (more than 5: not doubled)
  t.expect({ life: { P1: 23 }, players: { P1: { hand_count: 2, library_count: 8 } } });
});

test("614.1a / 614.6: Words of Worship — the next draw this turn (one of Night's Whisper's two) is 5 life instead; the other is a draw", () => {
  modernDef('Words of Worship');
  const t = cardGame(
    {
      players: [
        {
          library: library(),
          hand: ["Night's Whisper"],
          battlefield: ['Words of Worship', 'Swamp', 'Swamp', 'Plains'],
        },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Words of Worship', { ability: '{1}' });
  t.resolve();
  t.cast("Night's Whisper");
  t.resolve();
  t.expect({ life: { P1: 23 }, players: { P1: { hand_count: 1, library_count: 9 } }, log_cites: ['614.6'] });
});

test("614.6: Words of Waste and Words of Wilding — activated in the upkeep, the draw step's draw becomes an opponent's discard (the first activation); the next draw, a Bear", () => {
  modernDef('Words of Waste');
  modernDef('Words of Wilding');
  const t = cardGame(
    {
      players: [
        {
          library: library(),
          hand: ['Revitalize'],
          battlefield: ['Words of Waste', 'Words of Wilding', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { library: library(), hand: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.activate('Words of Waste', { ability: '{1}' });
  t.resolve();
  t.activate('Words of Wilding', { ability: '{1}' });
  t.resolve();
  t.advance('draw'); // both apply to this draw: P1 orders them (616.1) — Words of Waste first
  t.choose([0, 1]);
  t.expect({ players: { P1: { hand_count: 1, library_count: 10 }, P2: { hand_count: 0 } } });
  t.cast('Revitalize');
  t.resolve(); // the next draw: Words of Wilding's Bear
  t.expect({ life: { P1: 23 }, players: { P1: { hand_count: 0, library_count: 10 } } });
  assert.ok(names(t, 0).includes('Bear'));
});

test('614.1a / 614.5: Obstinate Familiar — "you may skip that draw instead": skipped, no card is drawn; declined, the card is drawn once', () => {
  modernDef('Obstinate Familiar');
  const setup = {
    players: [{ library: library(), battlefield: ['Obstinate Familiar'] }, { library: library() }],
    position: { active: 'P1' as const, step: 'upkeep' as const },
  };
  const a = cardGame(setup, modernCompiled);
  a.advance('draw');
  a.choose(true); // skip the draw
  a.expect({ players: { P1: { hand_count: 0, library_count: 10 } } });
  const b = cardGame(setup, modernCompiled);
  b.advance('draw');
  b.choose(false); // draw it: Obstinate Familiar doesn't apply to that draw again (614.5)
  b.expect({ players: { P1: { hand_count: 1, library_count: 9 } }, log_cites: ['614.5'] });
});

test('614.1a: Pursuit of Knowledge — "you may put a study counter on it instead": Revitalize\'s draw becomes a study counter', () => {
  modernDef('Pursuit of Knowledge');
  const t = cardGame(
    {
      players: [
        { library: library(), hand: ['Revitalize'], battlefield: ['Pursuit of Knowledge', 'Plains', 'Plains'] },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Revitalize');
  t.resolve();
  t.choose(true);
  t.expect({ life: { P1: 23 }, players: { P1: { hand_count: 0, library_count: 10 } } });
  assert.equal(t.counters('Pursuit of Knowledge', 'study'), 1);
});
