/**
 * Issue 19: conditions and triggers about what a player has done or controls, from the modern frontier, each played
 * with real cards: "you've drawn two or more cards this turn" (121.1), "an opponent controls more lands than you",
 * coven's "three or more creatures with different powers", "whenever you cycle or discard a card" (702.29a), "you
 * gained life this turn" (119.3) and "target creature that was dealt damage this turn" (120.3).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef, resolveAll } from './helpers.js';

test('121.1 / 611.3a: Eyekite gets +2/+0 as long as you have drawn two or more cards this turn', () => {
  modernDef('Eyekite');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Eyekite', ...landsFor('{2}{U}')],
          hand: ['Divination'],
          library: ['Island', 'Island', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.pt('Eyekite'), [1, 2], 'no card drawn this turn yet (the game starts in the main phase)');
  t.cast('Divination');
  resolveAll(t.state);
  assert.deepEqual(t.pt('Eyekite'), [3, 2], 'two cards drawn');
  t.advance('upkeep', 3);
  assert.deepEqual(t.pt('Eyekite'), [1, 2], "a new turn: its controller hasn't drawn this turn");
});

test('603.4: Knight of the White Orchid searches for a Plains only if an opponent controls more lands than you', () => {
  modernDef('Knight of the White Orchid');
  for (const opponentLands of [2, 3]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Plains', 'Plains'], hand: ['Knight of the White Orchid'], library: ['Plains', 'Island'] },
          { battlefield: Array.from({ length: opponentLands }, () => 'Swamp') },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Knight of the White Orchid');
    // Resolve (saying yes to "you may search") until the search asks which card, if it does.
    for (let i = 0; i < 10 && t.state.pending?.kind !== 'chooseObjects'; i++) resolveAll(t.state, {}, 1);
    if (t.state.pending?.kind === 'chooseObjects') t.choose(['Plains']);
    resolveAll(t.state);
    const lands = t.zones('Plains').filter((z) => z === 'battlefield').length;
    assert.equal(lands, opponentLands === 3 ? 3 : 2, `the opponent has ${opponentLands} lands, you 2`);
  }
});

test('Coven (603.4): Candlegrove Witch gains flying only with three creatures of different powers', () => {
  modernDef('Candlegrove Witch');
  for (const third of ['Raging Goblin', 'Grizzly Bears']) {
    const t = cardGame(
      {
        players: [{ battlefield: ['Candlegrove Witch', 'Hill Giant', third] }, {}],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.advance('beginCombat');
    resolveAll(t.state);
    const flying = t.chars('Candlegrove Witch').keywords.has('flying');
    // Powers 2 (the Witch), 3 (the Giant) and 1 (the Goblin) or 2 again (the Bears).
    assert.equal(flying, third === 'Raging Goblin', `with ${third}`);
  }
});

test('702.29a: Flameblade Adept — cycling a card is one discard (+1/+0 once); a discarded card as a cost is another', () => {
  modernDef('Flameblade Adept');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Flameblade Adept', 'Plains', 'Plains', ...landsFor('{1}{R}')],
          hand: ['Renewed Faith', 'Tormenting Voice', 'Island'],
          library: ['Island', 'Island', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Renewed Faith', { from: 'hand', ability: 'Cycling' });
  resolveAll(t.state);
  assert.deepEqual(t.pt('Flameblade Adept'), [2, 2], 'one trigger for the cycled card');
  t.cast('Tormenting Voice', { costs: ['Island'] });
  resolveAll(t.state);
  assert.deepEqual(t.pt('Flameblade Adept'), [3, 2], 'the discarded Island');
});

test('119.3 / 611.3a: Tenured Concocter gets +2/+0 as long as you gained life this turn', () => {
  modernDef('Tenured Concocter');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Tenured Concocter', ...landsFor('{2}{W}')], hand: ['Renewed Faith'], library: ['Plains'] },
        { library: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.pt('Tenured Concocter'), [4, 5]);
  t.cast('Renewed Faith');
  resolveAll(t.state);
  assert.deepEqual(t.pt('Tenured Concocter'), [6, 5], 'you gained 6 life');
  t.advance('main1', 3);
  assert.deepEqual(t.pt('Tenured Concocter'), [4, 5], 'the next turn');
});

test('120.3: Fatal Blow — "target creature that was dealt damage this turn"', () => {
  modernDef('Fatal Blow');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Swamp', 'Mountain'], hand: ['Fatal Blow', 'Shock'] },
        { battlefield: ['Craw Wurm', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Fatal Blow', { targets: ['Craw Wurm'], refused: true });
  t.cast('Shock', { targets: ['Craw Wurm'] });
  resolveAll(t.state);
  t.cast('Fatal Blow', { targets: ['Hill Giant'], refused: true });
  t.cast('Fatal Blow', { targets: ['Craw Wurm'] });
  resolveAll(t.state);
  assert.equal(t.zone('Craw Wurm'), 'graveyard', 'the Wurm was dealt 2 damage this turn');
});
