/**
 * Issue 19: conditions and triggers about what a player has done or controls, from the modern frontier, each played
 * with real cards: "you've drawn two or more cards this turn" (121.1), "an opponent controls more lands than you",
 * coven's "three or more creatures with different powers", "whenever you cycle or discard a card" (702.29a), "you
 * gained life this turn" (119.3) and "target creature that was dealt damage this turn" (120.3); as activation
 * restrictions (602.5b) and intervening "if"s (603.4): life above the starting life total (103.4), lands sharing a
 * name (201.2), a card owned in exile (406.1), N creatures died this turn (700.4), permanent types among cards in a
 * graveyard (110.4), "~ is blocked" (509.1h), "Activate only if ~ is in your graveyard" (113.6), "exactly zero or
 * seven cards in hand".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
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

const LIB = Array(5).fill('Island');
const playerGame = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame(
    {
      players: [
        { library: [...LIB], ...p1 },
        { library: [...LIB], ...p2 },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );

test('103.4 / 602.5b: Speaker of the Heavens makes an Angel at 27 life (7 above the starting 20), not at 26', () => {
  modernDef('Speaker of the Heavens');
  for (const life of [26, 27]) {
    const t = playerGame({ life, battlefield: ['Speaker of the Heavens'] });
    if (life < 27) {
      t.activate('Speaker of the Heavens', { refused: true });
      continue;
    }
    t.activate('Speaker of the Heavens').resolve();
    t.expect({ zones: { Angel: 'battlefield' } });
  }
});

test('103.4 / 611.3b: Righteous Valkyrie gives +2/+2 only while its controller has 7 life above the starting total', () => {
  modernDef('Righteous Valkyrie');
  for (const life of [26, 27]) {
    const t = playerGame({ life, battlefield: ['Righteous Valkyrie', 'Grizzly Bears'] });
    assert.equal(t.chars('Grizzly Bears').power, life >= 27 ? 4 : 2, `at ${life} life`);
  }
});

test('201.2 / 602.5b: Endless Atlas draws with three Islands, not with two Islands and a Swamp', () => {
  modernDef('Endless Atlas');
  for (const lands of [
    ['Island', 'Island', 'Island'],
    ['Island', 'Island', 'Swamp'],
  ]) {
    const t = playerGame({ battlefield: ['Endless Atlas', ...lands, 'Plains', 'Plains'] });
    if (lands.includes('Swamp')) {
      t.activate('Endless Atlas', { refused: true });
      continue;
    }
    t.activate('Endless Atlas').resolve();
    assert.equal(t.state.players[0]!.hand.length, 1, 'it drew a card');
  }
});

test('406.1 / 602.5b: Dreadlight Monstrosity becomes unblockable only while you own a card in exile', () => {
  modernDef('Dreadlight Monstrosity');
  for (const exiled of [false, true]) {
    const mana = ['Island', 'Island', 'Island', 'Island', 'Island'];
    // A card the opponent owns in exile doesn't count.
    const t = playerGame(
      { battlefield: ['Dreadlight Monstrosity', ...mana], ...(exiled ? { exile: ['Shock'] } : {}) },
      { exile: ['Opt'] },
    );
    if (!exiled) {
      t.activate('Dreadlight Monstrosity', { refused: true });
      continue;
    }
    t.activate('Dreadlight Monstrosity').resolve(); // (a refused activation would throw)
    t.expect({ zones: { 'Dreadlight Monstrosity': 'battlefield' } });
  }
});

test('700.4 / 603.4: Kuon flips at the end step after three creatures died this turn, not after two', () => {
  modernDef("Kuon, Ogre Ascendant // Kuon's Essence");
  for (const n of [2, 3]) {
    const t = playerGame(
      { battlefield: ['Kuon, Ogre Ascendant', 'Mountain', 'Mountain', 'Mountain'], hand: ['Pyroclasm'] },
      { battlefield: Array(n).fill('Llanowar Elves') },
    );
    t.cast('Pyroclasm').resolve();
    resolveAll(t.state);
    t.advance('end');
    resolveAll(t.state);
    assert.equal(t.chars('Kuon, Ogre Ascendant').name === "Kuon's Essence", n >= 3, `${n} died`);
  }
});

test('110.4 / 602.5b: Matzalantli transforms with four permanent types in the graveyard — not with three and two other card types', () => {
  modernDef('Matzalantli, the Great Door // The Core');
  for (const [gy, ok] of [
    [['Ornithopter', 'Grizzly Bears', 'Pacifism', 'Forest'], true],
    [['Ornithopter', 'Grizzly Bears', 'Forest', 'Shock', 'Divination'], false],
  ] as const) {
    const t = playerGame({ battlefield: ['Matzalantli, the Great Door', ...Array(4).fill('Plains')], graveyard: gy });
    if (!ok) {
      t.activate('Matzalantli, the Great Door', { ability: '{4}', refused: true });
      continue;
    }
    t.activate('Matzalantli, the Great Door', { ability: '{4}' }).resolve();
    assert.equal(t.chars('Matzalantli, the Great Door').name, 'The Core');
  }
});

test('509.1h / 602.5b: Cinder Crawler pumps only once it is blocked', () => {
  modernDef('Cinder Crawler');
  const t = playerGame({ battlefield: ['Cinder Crawler', 'Mountain', 'Mountain'] }, { battlefield: ['Hill Giant'] });
  t.advance('declareAttackers');
  t.attack({ 'Cinder Crawler': 'P2' });
  t.activate('Cinder Crawler', { refused: true });
  t.block({ 'Hill Giant': 'Cinder Crawler' });
  t.activate('Cinder Crawler').resolve();
  assert.equal(t.chars('Cinder Crawler').power, 2);
});

test('113.6 / 602.5b: Glory gives protection from its owner’s graveyard, not from the battlefield', () => {
  modernDef('Glory');
  const fromBattlefield = playerGame({ battlefield: ['Glory', 'Plains', 'Plains', 'Plains'] });
  fromBattlefield.activate('Glory', { refused: true });
  const t = playerGame({ graveyard: ['Glory'], battlefield: ['Grizzly Bears', 'Plains', 'Plains', 'Plains'] });
  t.activate('Glory').resolve();
  t.choose('red');
  resolveAll(t.state);
  assert.ok(t.chars('Grizzly Bears').abilities.some((a) => a.kind === 'keyword' && a.keyword === 'protection'));
  t.expect({ zones: { Glory: 'graveyard' } });
});

test('602.5b: The Biblioplex looks at the top card with zero or seven cards in hand, not with one', () => {
  modernDef('The Biblioplex');
  for (const n of [0, 1, 7]) {
    const t = playerGame({ battlefield: ['The Biblioplex', 'Plains', 'Plains'], hand: Array(n).fill('Forest') });
    if (n === 1) {
      t.activate('The Biblioplex', { ability: '{2}', refused: true });
      continue;
    }
    t.activate('The Biblioplex', { ability: '{2}' }); // (a refused activation would throw)
    assert.equal(t.tapped('The Biblioplex'), true);
  }
});
