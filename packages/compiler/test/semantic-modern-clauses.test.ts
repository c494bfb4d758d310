/**
 * Issue 19: modern clauses the frontier named, each played with real cards of the modern pool: an object other than the
 * source dealing damage (120.3, "target creature you control deals damage equal to its power to …"), …
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, chars, hasKeyword, submitInPlace, type GameState } from '@arbiter/engine';
import { cardGame, type GameSources } from '@arbiter/scenarios';
import {
  act,
  has,
  id,
  landsFor,
  modernDef,
  modernPool,
  modernScenario,
  passUntilNextTurn,
  pt,
  resolveAll,
} from './helpers.js';

function castAt(g: GameState, card: string, targets: number[][]): void {
  act(g, 0, {
    kind: 'cast',
    card: id(g, card, 'hand'),
    targets: targets.map((group) => group.map((o) => ({ kind: 'object' as const, id: o }))),
  });
  resolveAll(g);
}

test('120.3: Rabid Bite — the creature you control deals the damage (its deathtouch and lifelink apply), not the spell', () => {
  modernDef('Rabid Bite');
  const s = modernScenario();
  s.battlefield(0, ['Vampire Nighthawk', 'Forest', 'Forest']);
  s.battlefield(1, ['Craw Wurm']);
  s.hand(0, ['Rabid Bite']);
  const g = s.start({ active: 0, step: 'main1' });
  const life = g.players[0]!.life;
  const hawk = id(g, 'Vampire Nighthawk');
  castAt(g, 'Rabid Bite', [[hawk], [id(g, 'Craw Wurm')]]);
  assert.equal(g.objects[id(g, 'Craw Wurm')]!.zone, 'graveyard', '2 damage from a deathtouch source destroys the 6/4');
  assert.equal(g.players[0]!.life, life + 2, "the Nighthawk's lifelink: it dealt the 2 damage");
  assert.equal(g.objects[hawk]!.damage, 0, 'one-sided: the Nighthawk is dealt no damage (not a fight)');
});

test('120.3 / 608.2b: Rabid Bite — if the creature you control has left as it resolves, no damage is dealt', () => {
  modernDef('Rabid Bite');
  const s = modernScenario();
  s.battlefield(0, ['Hill Giant', 'Forest', 'Forest']);
  s.battlefield(1, ['Grizzly Bears', 'Island']);
  s.hand(0, ['Rabid Bite']);
  s.hand(1, ['Unsummon']);
  const g = s.start({ active: 0, step: 'main1' });
  const giant = id(g, 'Hill Giant');
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Rabid Bite', 'hand'),
    targets: [[{ kind: 'object', id: giant }], [{ kind: 'object', id: bears }]],
  });
  act(g, 0, { kind: 'pass' });
  // In response the opponent returns the Giant to its owner's hand.
  act(g, 1, { kind: 'cast', card: id(g, 'Unsummon', 'hand'), targets: [[{ kind: 'object', id: giant }]] });
  resolveAll(g);
  assert.equal(g.objects[bears]!.zone, 'battlefield', 'the Bears are dealt no damage');
  assert.equal(g.objects[bears]!.damage, 0);
  assert.ok(!g.objects[giant] || g.objects[giant]!.zone !== 'battlefield', 'the Giant left');
});

test('120.3: Ambuscade — the pumped creature deals damage equal to its new power', () => {
  modernDef('Ambuscade');
  const s = modernScenario();
  s.battlefield(0, ['Grizzly Bears', 'Forest', 'Forest', 'Forest']);
  s.battlefield(1, ['Hill Giant']);
  s.hand(0, ['Ambuscade']);
  const g = s.start({ active: 0, step: 'main1' });
  castAt(g, 'Ambuscade', [[id(g, 'Grizzly Bears')], [id(g, 'Hill Giant')]]);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'graveyard', '2 + 1 = 3 damage to the 3/3');
});

test('120.3 / 603.2: Warstorm Surge — the entering creature deals damage equal to its power to any target', () => {
  modernDef('Warstorm Surge');
  const s = modernScenario();
  s.battlefield(0, ['Warstorm Surge', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  const life = g.players[1]!.life;
  act(g, 0, { kind: 'cast', card: id(g, 'Hill Giant', 'hand') });
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  assert.equal(g.players[1]!.life, life - 3);
});

test('702.165a: Boon-Bringer Valkyrie — backup 1 puts a +1/+1 counter on another creature, which gains the abilities printed after it until end of turn', () => {
  modernDef('Boon-Bringer Valkyrie');
  const s = modernScenario();
  s.battlefield(0, ['Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains']);
  s.hand(0, ['Boon-Bringer Valkyrie']);
  for (const pl of [0, 1]) s.library(pl, ['Plains', 'Plains', 'Plains']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, { kind: 'cast', card: id(g, 'Boon-Bringer Valkyrie', 'hand') });
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'object', id: bears }]] } });
  assert.deepEqual(pt(g, bears), [3, 3], 'a +1/+1 counter');
  for (const k of ['flying', 'first strike', 'lifelink'] as const) assert.ok(hasKeyword(g, bears, k), k);
  passUntilNextTurn(g, 'main1');
  assert.deepEqual(pt(g, bears), [3, 3], 'the counter stays');
  assert.ok(!hasKeyword(g, bears, 'flying'), 'the granted abilities end with the turn');
});

test('702.165a / 702.165b: Conclave Sledge-Captain — each backup triggers separately; targeting itself it gains nothing new', () => {
  modernDef('Conclave Sledge-Captain');
  const c = modernPool().pool.compiled('Conclave Sledge-Captain')!;
  const backups = c.definition.abilities.filter((a) => a.kind === 'triggered' && a.text === 'Backup 1');
  assert.equal(backups.length, 3, 'three backup abilities');
  const s = modernScenario();
  s.battlefield(0, landsFor(c.definition.manaCost));
  s.hand(0, ['Conclave Sledge-Captain']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Conclave Sledge-Captain', 'hand') });
  resolveAll(g);
  const captain = id(g, 'Conclave Sledge-Captain', 'battlefield');
  const base = Number(c.definition.power);
  assert.equal(pt(g, captain)[0], base + 3, 'three +1/+1 counters, one per backup ability');
  const granted = chars(g, captain).abilities.length;
  assert.equal(granted, c.definition.abilities.length, 'no abilities added to itself (not "another creature")');
});

test('106.6 / 111.10: Argothian Opportunist — the Powerstone token enters tapped; its mana pays for an artifact spell, never a nonartifact spell', () => {
  modernDef('Argothian Opportunist');
  const s = modernScenario();
  s.battlefield(0, ['Forest', 'Forest', 'Forest']);
  s.hand(0, ['Argothian Opportunist', 'Grizzly Bears', 'Llanowar Elves', 'Bonesplitter']);
  for (const pl of [0, 1]) s.library(pl, ['Island', 'Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Argothian Opportunist', 'hand') });
  resolveAll(g);
  const stone = id(g, 'Powerstone', 'battlefield');
  assert.deepEqual(chars(g, stone).types, ['Artifact']);
  assert.equal(g.objects[stone]!.tapped, true, 'created tapped');
  passUntilNextTurn(g, 'main1');
  passUntilNextTurn(g, 'main1'); // our next turn: everything untapped
  act(g, 0, { kind: 'activate', source: stone, ability: 0 });
  assert.equal((g.players[0]!.manaPool.restricted ?? []).length, 1, 'one colorless mana');
  act(g, 0, { kind: 'cast', card: id(g, 'Grizzly Bears', 'hand') });
  assert.equal(
    (g.players[0]!.manaPool.restricted ?? []).length,
    1,
    'the Bears were paid with the Forests, not the Powerstone mana',
  );
  resolveAll(g);
  act(g, 0, { kind: 'cast', card: id(g, 'Llanowar Elves', 'hand') });
  resolveAll(g);
  assert.equal((g.players[0]!.manaPool.restricted ?? []).length, 1, 'nor the Elves');
  act(g, 0, { kind: 'cast', card: id(g, 'Bonesplitter', 'hand') });
  assert.equal((g.players[0]!.manaPool.restricted ?? []).length, 0, 'the artifact spell used it');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.zone, 'battlefield');
});

test('702.136a: Riot — entering with the +1/+1 counter, or without it and with haste (Zhur-Taa Goblin)', () => {
  modernDef('Zhur-Taa Goblin');
  for (const yes of [true, false]) {
    const s = modernScenario();
    s.battlefield(0, ['Mountain', 'Forest']);
    s.hand(0, ['Zhur-Taa Goblin']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'cast', card: id(g, 'Zhur-Taa Goblin', 'hand') });
    resolveAll(g, { yes });
    const goblin = id(g, 'Zhur-Taa Goblin', 'battlefield');
    assert.deepEqual(pt(g, goblin), yes ? [3, 3] : [2, 2], yes ? 'with the counter' : 'without it');
    assert.equal(hasKeyword(g, goblin, 'haste'), !yes, yes ? 'no haste' : 'haste');
  }
});

test('115.3 / 601.2c: Exosuit Savior — "up to one other target permanent you control": not itself; the chosen one returns to hand', () => {
  modernDef('Exosuit Savior');
  const s = modernScenario();
  s.battlefield(0, ['Grizzly Bears', 'Plains', 'Plains', 'Plains']);
  s.hand(0, ['Exosuit Savior']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, { kind: 'cast', card: id(g, 'Exosuit Savior', 'hand') });
  for (let i = 0; i < 10 && g.pending?.kind === 'priority'; i++) act(g, g.pending.player, { kind: 'pass' });
  const d = g.pending;
  assert.equal(d?.kind, 'chooseTargets');
  if (d?.kind !== 'chooseTargets') return;
  const legal = d.targets[0]!.legal;
  const savior = id(g, 'Exosuit Savior', 'battlefield');
  assert.ok(!legal.some((t) => t.kind === 'object' && t.id === savior), 'not itself');
  assert.equal(d.targets[0]!.min, 0, 'up to one');
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'object', id: bears }]] } });
  assert.ok(has(g, 'Grizzly Bears', 'hand'), "the Bears are in their owner's hand");
  assert.ok(!has(g, 'Grizzly Bears', 'battlefield'));
});

test('601.2c / 122.1: Gird for Battle — a +1/+1 counter on each of up to two target creatures (two, or one)', () => {
  modernDef('Gird for Battle');
  for (const chosen of [2, 1]) {
    const s = modernScenario();
    s.battlefield(0, ['Plains', 'Grizzly Bears']);
    s.battlefield(1, ['Hill Giant']);
    s.hand(0, ['Gird for Battle']);
    const g = s.start({ active: 0, step: 'main1' });
    const bears = id(g, 'Grizzly Bears');
    const giant = id(g, 'Hill Giant');
    castAt(g, 'Gird for Battle', [[bears, giant].slice(0, chosen)]);
    assert.deepEqual(pt(g, bears), [3, 3], 'the first target gets a counter');
    assert.deepEqual(pt(g, giant), chosen === 2 ? [4, 4] : [3, 3], 'the second only when it was chosen');
    assert.equal(g.objects[bears]!.counters['+1/+1'], 1, 'one counter, not two');
  }
});

const modernCards: GameSources = {
  sources: [{ label: 'modern cards', get: (n) => modernPool().pool.definition(n) ?? STARTER_BY_NAME[n] }],
};

test("110.2a: Splendid Reclamation — every land card in your graveyard returns tapped; an opponent's stays", () => {
  modernDef('Splendid Reclamation');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Splendid Reclamation'],
          graveyard: ['Mountain', 'Steam Vents', 'Grizzly Bears'],
          battlefield: [...landsFor('{3}{G}')],
        },
        { graveyard: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  t.cast('Splendid Reclamation');
  resolveAll(t.state);
  assert.equal(t.zone('Mountain'), 'battlefield');
  assert.equal(t.zone('Steam Vents'), 'battlefield');
  assert.ok(t.tapped('Mountain') && t.tapped('Steam Vents'), 'both enter tapped');
  assert.equal(t.zone('Grizzly Bears'), 'graveyard', 'not a land card');
  assert.equal(t.zone('Island'), 'graveyard', "only your graveyard's cards");
});

test("110.2a / 101.4: Planar Birth — basic land cards from all graveyards return tapped, each under its owner's control", () => {
  modernDef('Planar Birth');
  const t = cardGame(
    {
      players: [
        { hand: ['Planar Birth'], graveyard: ['Forest', 'Steam Vents'], battlefield: [...landsFor('{1}{W}')] },
        { graveyard: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  t.cast('Planar Birth');
  resolveAll(t.state);
  const returned = t.state.battlefield.filter((o) => ['Forest', 'Island'].includes(t.nameOf(o)));
  assert.deepEqual(
    returned.map((o) => [t.nameOf(o), t.state.objects[o]!.controller, t.state.objects[o]!.tapped]),
    [
      ['Forest', 0, true],
      ['Island', 1, true],
    ],
  );
  assert.equal(t.zone('Steam Vents'), 'graveyard', 'not basic');
});

test('110.2a: Raise the Past — only creature cards with mana value 2 or less return', () => {
  modernDef('Raise the Past');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Raise the Past'],
          graveyard: ['Elite Vanguard', 'Grizzly Bears', 'Hill Giant'],
          battlefield: [...landsFor('{2}{W}{W}')],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  t.cast('Raise the Past');
  resolveAll(t.state);
  assert.deepEqual(
    ['Elite Vanguard', 'Grizzly Bears', 'Hill Giant'].map((n) => t.zone(n)),
    ['battlefield', 'battlefield', 'graveyard'],
  );
});

/** Brawl-Bash Ogre attacks beside `others`; its trigger answered yes (sacrifice the first creature offered). */
function ogreAttacks(others: string[]): ReturnType<typeof cardGame> {
  modernDef('Brawl-Bash Ogre');
  const t = cardGame(
    {
      players: [{ battlefield: ['Brawl-Bash Ogre', ...others] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCards,
  );
  t.attack({ 'Brawl-Bash Ogre': 'P2' });
  resolveAll(t.state, { yes: true });
  return t;
}

test('701.21a / 608.2c: Brawl-Bash Ogre — "you may sacrifice another creature. If you do, it gets +2/+2"', () => {
  const t = ogreAttacks(['Grizzly Bears']);
  assert.equal(t.zone('Grizzly Bears'), 'graveyard', 'the other creature was sacrificed');
  assert.deepEqual(t.pt('Brawl-Bash Ogre'), [5, 5]);
});

test('701.21a / 608.2c: Brawl-Bash Ogre — with no other creature nothing can be sacrificed (not itself), so no pump', () => {
  const t = ogreAttacks([]);
  assert.equal(t.zone('Brawl-Bash Ogre'), 'battlefield');
  assert.deepEqual(t.pt('Brawl-Bash Ogre'), [3, 3]);
});

/** Cavalier of Night cast beside Elite Vanguard, the opponent with Grizzly Bears; its enter trigger answered `yes`. */
function cavalierEnters(yes: boolean): ReturnType<typeof cardGame> {
  modernDef('Cavalier of Night');
  const t = cardGame(
    {
      players: [
        { hand: ['Cavalier of Night'], battlefield: ['Elite Vanguard', ...landsFor('{2}{B}{B}{B}')] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  t.cast('Cavalier of Night');
  resolveAll(t.state, { yes });
  return t;
}

test('603.12: Cavalier of Night — "you may sacrifice another creature. When you do, destroy target creature an opponent controls"', () => {
  const t = cavalierEnters(true);
  assert.equal(t.zone('Elite Vanguard'), 'graveyard', 'sacrificed');
  assert.equal(t.zone('Grizzly Bears'), 'graveyard', 'the reflexive ability destroyed its target');
  assert.ok(t.cites('603.12'), 'the reflexive ability triggered');
});

test('603.12: Cavalier of Night — declining the sacrifice: the reflexive ability never triggers', () => {
  const t = cavalierEnters(false);
  assert.equal(t.zone('Elite Vanguard'), 'battlefield');
  assert.equal(t.zone('Grizzly Bears'), 'battlefield');
  assert.equal(t.cites('603.12'), false);
});

test('603.12: Ambulatory Edifice — "you may pay 2 life. When you do, target creature gets -1/-1 until end of turn"', () => {
  modernDef('Ambulatory Edifice');
  const t = cardGame(
    {
      players: [
        { hand: ['Ambulatory Edifice'], battlefield: [...landsFor('{2}{B}')] },
        { battlefield: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  t.cast('Ambulatory Edifice');
  const elves = [{ kind: 'object' as const, id: t.id('Llanowar Elves') }];
  resolveAll(t.state, { yes: true, triggerTargets: { kind: 'chooseTargets', targets: [elves] } });
  assert.equal(t.life('P1'), 18, '2 life paid');
  assert.equal(t.zone('Llanowar Elves'), 'graveyard', 'the 1/1 got -1/-1');
});

test('707.10: Witherbloom Pledgemage — "whenever you cast or copy an instant or sorcery spell": storm copies trigger it too', () => {
  modernDef('Witherbloom Pledgemage');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Lightning Bolt', 'Grapeshot'],
          battlefield: ['Witherbloom Pledgemage', ...landsFor('{R}{1}{R}')],
          library: ['Island', 'Island'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  t.cast('Lightning Bolt', { targets: ['P2'] });
  resolveAll(t.state);
  assert.equal(t.life('P1'), 21, 'Lightning Bolt cast');
  t.cast('Grapeshot', { targets: ['P2'] });
  const p2 = [{ kind: 'player' as const, player: 1 }];
  resolveAll(t.state, { triggerTargets: { kind: 'chooseTargets', targets: [p2] } }); // the copy aimed at P2 too
  assert.equal(t.life('P1'), 23, 'Grapeshot cast, and its one storm copy (copied, not cast)');
  assert.equal(t.life('P2'), 20 - 3 - 1 - 1);
});

/** Airdrop Aeronauts cast, after Unsummon returned your Grizzly Bears to your hand if `bounceFirst`. */
function aeronauts(bounceFirst: boolean): ReturnType<typeof cardGame> {
  modernDef('Airdrop Aeronauts');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Unsummon', 'Airdrop Aeronauts'],
          battlefield: ['Grizzly Bears', ...landsFor('{U}{3}{W}{W}')],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  if (bounceFirst) {
    t.cast('Unsummon', { targets: ['Grizzly Bears'] });
    resolveAll(t.state);
  }
  t.cast('Airdrop Aeronauts');
  resolveAll(t.state);
  return t;
}

test('603.4: Airdrop Aeronauts (revolt) — "if a permanent left the battlefield under your control this turn, you gain 5 life"', () => {
  assert.equal(aeronauts(true).life('P1'), 25, 'the Bears left the battlefield: 5 life');
  assert.equal(aeronauts(false).life('P1'), 20, 'nothing left: the ability does not trigger');
});

/** Bat Whisperer cast after Lightning Bolt aimed at `boltAt` (or no Bolt). */
function batWhisperer(boltAt: 'P1' | 'P2' | null): ReturnType<typeof cardGame> {
  modernDef('Bat Whisperer');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt', 'Bat Whisperer'], battlefield: [...landsFor('{R}{3}{B}')] },
        { library: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  if (boltAt) {
    t.cast('Lightning Bolt', { targets: [boltAt] });
    resolveAll(t.state);
  }
  t.cast('Bat Whisperer');
  resolveAll(t.state);
  return t;
}

test('119.3 / 603.4: Bat Whisperer — "if an opponent lost life this turn": a Bat after the Bolt hit an opponent', () => {
  const bats = (t: ReturnType<typeof cardGame>): number =>
    t.state.battlefield.filter((o) => chars(t.state, o).subtypes.includes('Bat') && o !== t.id('Bat Whisperer')).length;
  assert.equal(bats(batWhisperer('P2')), 1, 'the opponent lost 3 life: a Bat token');
  assert.equal(bats(batWhisperer(null)), 0, 'no life lost: no trigger');
  assert.equal(bats(batWhisperer('P1')), 0, 'only you lost life: not an opponent');
});

test('603.10a / 111.1: Golgari Germination — "whenever a nontoken creature you control dies": the Bears count, the Saproling token does not', () => {
  modernDef('Golgari Germination');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Lightning Bolt', 'Lightning Bolt'],
          battlefield: ['Golgari Germination', 'Grizzly Bears', 'Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  const saprolings = (): number =>
    t.state.battlefield.filter((o) => chars(t.state, o).subtypes.includes('Saproling')).length;
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  assert.equal(saprolings(), 1, 'the Bears died: a Saproling');
  t.cast('Lightning Bolt', { targets: ['Saproling'] });
  resolveAll(t.state);
  assert.equal(saprolings(), 0, 'the token died: no new Saproling');
});

test('508.1 / 603.2c: Battlesong Berserker — "whenever you attack": once for the declaration, however many attack', () => {
  modernDef('Battlesong Berserker');
  const t = cardGame(
    {
      players: [{ battlefield: ['Battlesong Berserker', 'Grizzly Bears', 'Hill Giant'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCards,
  );
  t.attack({ 'Grizzly Bears': 'P2', 'Hill Giant': 'P2' });
  const bears = [{ kind: 'object' as const, id: t.id('Grizzly Bears') }];
  resolveAll(t.state, { triggerTargets: { kind: 'chooseTargets', targets: [bears] } });
  assert.deepEqual(t.pt('Grizzly Bears'), [3, 2], 'one trigger: +1/+0 once');
  assert.ok(hasKeyword(t.state, t.id('Grizzly Bears'), 'menace'));
  assert.deepEqual(t.pt('Hill Giant'), [3, 3]);
});

test('205.4a: Cast Down — "target nonlegendary creature": a legendary creature is not a legal target', () => {
  modernDef('Cast Down');
  const s = modernScenario();
  s.battlefield(0, ['Swamp', 'Swamp']);
  s.battlefield(1, ['Isamaru, Hound of Konda', 'Grizzly Bears']);
  s.hand(0, ['Cast Down']);
  const g = s.start({ active: 0, step: 'main1' });
  const isamaru = id(g, 'Isamaru, Hound of Konda');
  const refused = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, 'Cast Down', 'hand'), targets: [[{ kind: 'object', id: isamaru }]] },
  });
  assert.ok(!refused.ok, 'the legendary Isamaru cannot be chosen');
  assert.equal(g.objects[isamaru]!.zone, 'battlefield');
  castAt(g, 'Cast Down', [[id(g, 'Grizzly Bears')]]);
  assert.ok(has(g, 'Grizzly Bears', 'graveyard'), 'a nonlegendary creature is destroyed');
});

test('107.3a / 208.2: Enigma Drake — "instant and sorcery cards in your graveyard" counts cards of either type, not others', () => {
  modernDef('Enigma Drake');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Enigma Drake'], graveyard: ['Lightning Bolt', 'Divination', 'Grizzly Bears', 'Mountain'] },
        { graveyard: ['Shock'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  t.expect({ objects: { 'Enigma Drake': { pt: '2/4' } } });
});

test('121.1: Cosmic Epiphany — draws one card for each instant and sorcery card in your graveyard', () => {
  modernDef('Cosmic Epiphany');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Cosmic Epiphany'],
          graveyard: ['Lightning Bolt', 'Divination', 'Opt', 'Grizzly Bears'],
          library: ['Island', 'Island', 'Island', 'Island', 'Island'],
          battlefield: [...landsFor('{4}{U}{U}')],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  t.cast('Cosmic Epiphany');
  resolveAll(t.state);
  // Cosmic Epiphany itself is on the stack while it resolves, not in the graveyard: three cards count.
  t.expect({ players: { P1: { hand_count: 3, library_count: 2 } } });
});

function addendumGame(active: 'P1' | 'P2', step: 'main1' | 'upkeep') {
  return cardGame(
    {
      players: [
        {
          hand: ["Arrester's Admonition"],
          library: ['Island', 'Island', 'Island'],
          battlefield: [...landsFor('{2}{U}')],
        },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active, step },
    },
    modernCards,
  );
}

test("505.1: Arrester's Admonition (addendum) — cast during your main phase, it also draws a card", () => {
  modernDef("Arrester's Admonition");
  const t = addendumGame('P1', 'main1');
  t.cast("Arrester's Admonition", { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.expect({ zones: { 'Grizzly Bears': 'hand' }, players: { P1: { hand_count: 1 } } });
});

test("505.1: Arrester's Admonition (addendum) — cast in your upkeep or in an opponent's main phase, no card is drawn", () => {
  modernDef("Arrester's Admonition");
  const upkeep = addendumGame('P1', 'upkeep');
  upkeep.cast("Arrester's Admonition", { targets: ['Grizzly Bears'] });
  resolveAll(upkeep.state);
  upkeep.expect({ zones: { 'Grizzly Bears': 'hand' }, players: { P1: { hand_count: 0 } } });
  const theirs = addendumGame('P2', 'main1');
  theirs.pass(); // the active player passes; P1 gets priority in P2's main phase
  theirs.cast("Arrester's Admonition", { targets: ['Grizzly Bears'] });
  resolveAll(theirs.state);
  theirs.expect({ zones: { 'Grizzly Bears': 'hand' }, players: { P1: { hand_count: 0 } } });
});

test('505.1 / 614.1a: Haunting Hymn — "discards four cards instead" only when cast during your main phase', () => {
  modernDef('Haunting Hymn');
  const hymn = (step: 'main1' | 'upkeep') =>
    cardGame(
      {
        players: [
          { hand: ['Haunting Hymn'], battlefield: [...landsFor('{4}{B}{B}')] },
          { hand: ['Island', 'Island', 'Island', 'Island', 'Island'] },
        ],
        position: { active: 'P1', step },
      },
      modernCards,
    );
  const main = hymn('main1');
  main.cast('Haunting Hymn', { targets: ['P2'] });
  resolveAll(main.state);
  main.expect({ players: { P2: { hand_count: 1 } } });
  const upkeep = hymn('upkeep');
  upkeep.cast('Haunting Hymn', { targets: ['P2'] });
  resolveAll(upkeep.state);
  upkeep.expect({ players: { P2: { hand_count: 3 } } });
});

test('205.2a / 604.3: Tarmogoyf counts the card types among cards in all graveyards (+1 toughness), as they change', () => {
  modernDef('Tarmogoyf');
  const t = cardGame(
    {
      players: [
        { hand: ['Lava Spike'], battlefield: ['Tarmogoyf', 'Mountain'], graveyard: ['Lightning Bolt', 'Forest'] },
        { graveyard: ['Grizzly Bears', 'Opt'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCards,
  );
  t.expect({ objects: { Tarmogoyf: { pt: '3/4' } } }); // instant, land, creature (Opt adds no new type)
  t.cast('Lava Spike', { targets: ['P2'] });
  resolveAll(t.state);
  t.expect({ objects: { Tarmogoyf: { pt: '4/5' } } }); // a sorcery joins them
});
