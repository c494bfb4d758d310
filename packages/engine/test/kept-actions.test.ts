/**
 * 117.1: a player's legal actions are kept from one of their priority decisions to the next while nothing the list
 * reads has changed (priority/kept-actions.ts). Each test is a position where the kept list would be wrong after one
 * kind of change, so it fails if that change stops reaching the key.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { STARTER_BY_NAME, chars, type CardDefinition, type GameState } from '../src/index.js';

/** The names of the cards (and, for each, the targets) the player holding priority is offered to cast. */
function castOffers(g: GameState): string[] {
  const d = g.pending;
  assert.ok(d?.kind === 'priority', `expected a priority decision, got ${d?.kind}`);
  return d.actions.flatMap((a) =>
    a.kind === 'cast'
      ? [
          `${a.name} → ${a.targets.flatMap((t) => t.legal.map((x) => (x.kind === 'object' ? chars(g, x.id).name : `P${x.player + 1}`))).join(', ')}`,
        ]
      : [],
  );
}

test("117.1 / 504.1: the card drawn in the draw step is offered at once (the drawing player's own change ends their kept list)", () => {
  const t = cardGame({
    players: [{ library: ['Shock'], battlefield: ['Mountain'] }, {}],
    position: { turn: 2, active: 'P1', step: 'upkeep' },
  });
  const g = t.state;
  assert.deepEqual(castOffers(g), [], 'nothing to cast in the upkeep');
  t.pass(2); // both players pass: the draw step begins and P1 draws Shock
  assert.equal(g.turns[0]!.step, 'draw');
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 0);
  assert.deepEqual(castOffers(g), ['Shock → P1, P2'], 'Shock, drawn this step, can be cast');
});

test('117.1 / 510.2: a creature that died in combat is no longer offered as a target (a shared change ends the kept list)', () => {
  const t = cardGame({
    players: [{ battlefield: ['Hill Giant'] }, { hand: ['Giant Growth'], battlefield: ['Grizzly Bears', 'Forest'] }],
    position: { turn: 2, active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.advance('declareAttackers');
  t.attack(['Hill Giant']);
  t.pass(); // P1 passes in the declare attackers step
  assert.deepEqual(castOffers(g), ['Giant Growth → Hill Giant, Grizzly Bears']);
  t.pass();
  t.block({ 'Grizzly Bears': 'Hill Giant' });
  t.pass(); // P1 passes in the declare blockers step
  assert.deepEqual(castOffers(g), ['Giant Growth → Hill Giant, Grizzly Bears']);
  t.pass(2); // combat damage: the Bears die; P1 passes again
  assert.equal(g.turns[0]!.step, 'combatDamage');
  assert.deepEqual(castOffers(g), ['Giant Growth → Hill Giant']);
});

/** A test card: Shock that may be cast only during combat. */
const COMBAT_SHOCK: CardDefinition = {
  ...STARTER_BY_NAME['Shock']!,
  name: 'Combat Shock',
  oracleText: 'Cast this spell only during combat.\nCombat Shock deals 2 damage to any target.',
  abilities: [
    ...STARTER_BY_NAME['Shock']!.abilities,
    {
      kind: 'static',
      effect: { kind: 'castRestriction', restriction: { duringCombat: true } },
      text: 'Cast this spell only during combat.',
    },
  ],
};

test('117.1 / 506.1: "cast this spell only during combat" is offered once combat begins (a list that reads the step is kept only within it)', () => {
  const t = cardGame(
    {
      players: [{}, { hand: ['Combat Shock'], battlefield: ['Mountain'] }],
      position: { turn: 2, active: 'P1', step: 'main1' },
    },
    { cards: { 'Combat Shock': COMBAT_SHOCK } },
  );
  const g = t.state;
  t.pass(); // P1 passes in the main phase
  assert.deepEqual(castOffers(g), [], 'not during combat');
  t.pass(2); // P2 passes, then P1 in the beginning of combat step
  assert.equal(g.turns[0]!.step, 'beginCombat');
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.equal(castOffers(g).length, 1, 'Combat Shock can be cast during combat');
});

/** The library each player draws from in these tests (a draw from an empty library would end the game). */
const LIBRARY = ['Island', 'Island', 'Island'];

test('115.1 / 117.1: a spell just cast is offered as a target to a counterspell (a list that can target spells keys on the stack)', () => {
  const t = cardGame({
    players: [
      { library: [...LIBRARY], hand: ['Shock'], battlefield: ['Mountain'] },
      { library: [...LIBRARY], hand: ['Counterspell'], battlefield: ['Island', 'Island'] },
    ],
    position: { turn: 2, active: 'P1', step: 'upkeep' },
  });
  const g = t.state;
  t.pass(); // P1 passes in the upkeep
  assert.deepEqual(castOffers(g), [], 'no spell to counter');
  t.pass(3); // P2 passes; in the draw step P1 draws and passes, then P2 passes
  assert.equal(g.turns[0]!.step, 'main1');
  t.cast('Shock', { targets: ['P2'] });
  t.pass(); // P1 passes with Shock on the stack
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.deepEqual(castOffers(g), ['Counterspell → Shock']);
});

/** A test card: Shock with split second (702.61a). */
const SUDDEN_SHOCK: CardDefinition = {
  ...STARTER_BY_NAME['Shock']!,
  name: 'Sudden Shock',
  oracleText: 'Split second\nSudden Shock deals 2 damage to any target.',
  abilities: [{ kind: 'keyword', keyword: 'split second' }, ...STARTER_BY_NAME['Shock']!.abilities],
};

test('702.61a: while a spell with split second is on the stack no spell is offered (a list that reads no stack object keys on split second)', () => {
  const t = cardGame(
    {
      players: [
        { library: [...LIBRARY], hand: ['Sudden Shock'], battlefield: ['Mountain'] },
        { library: [...LIBRARY], hand: ['Shock'], battlefield: ['Mountain'] },
      ],
      position: { turn: 2, active: 'P1', step: 'upkeep' },
    },
    { cards: { 'Sudden Shock': SUDDEN_SHOCK } },
  );
  const g = t.state;
  t.pass(); // P1 passes in the upkeep
  assert.deepEqual(castOffers(g), ['Shock → P1, P2']);
  t.pass(3); // P2 passes; in the draw step P1 draws and passes, then P2 passes
  t.cast('Sudden Shock', { targets: ['P2'] });
  t.pass(); // P1 passes with Sudden Shock on the stack
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.deepEqual(castOffers(g), [], 'split second: no other spell can be cast');
});

/** A test card: Shock that costs nothing (no mana ability is activated to cast it: its cast is the only change). */
const FREE_SHOCK: CardDefinition = { ...STARTER_BY_NAME['Shock']!, name: 'Free Shock', manaCost: '{0}' };

test("601.2a / 117.3c: a card just cast is no longer offered to its caster (the cast is the caster's own change)", () => {
  const t = cardGame(
    {
      players: [{ library: [...LIBRARY], hand: ['Free Shock', 'Free Shock'] }, { library: [...LIBRARY] }],
      position: { turn: 2, active: 'P1', step: 'upkeep' }, // (at instant speed: the cast leaves the timing as it was)
    },
    { cards: { 'Free Shock': FREE_SHOCK } },
  );
  const g = t.state;
  assert.deepEqual(castOffers(g), ['Free Shock → P1, P2', 'Free Shock → P1, P2']);
  t.cast('Free Shock', { targets: ['P2'] });
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 0, 'P1 holds priority after casting (117.3c)');
  assert.deepEqual(castOffers(g), ['Free Shock → P1, P2'], 'only the card still in the hand');
});

/** A test card: "Each player can't cast more than one spell each turn." */
const ONE_SPELL_RULE: CardDefinition = {
  ...STARTER_BY_NAME['Glorious Anthem']!,
  name: 'One Spell Rule',
  oracleText: "Each player can't cast more than one spell each turn.",
  abilities: [
    {
      kind: 'static',
      effect: { kind: 'cantCast', players: 'any', maxPerTurn: 1 },
      text: "Each player can't cast more than one spell each turn.",
    },
  ],
};

test("101.2 / 500.1: a player who cast their one spell of the turn may cast again in the next player's turn (a new turn is their own change)", () => {
  const t = cardGame(
    {
      players: [
        { library: [...LIBRARY], battlefield: ['One Spell Rule'] },
        { library: [...LIBRARY], hand: ['Free Shock', 'Free Shock'] },
        { library: [...LIBRARY] },
      ],
      position: { turn: 2, active: 'P2', step: 'end' },
    },
    { cards: { 'Free Shock': FREE_SHOCK, 'One Spell Rule': ONE_SPELL_RULE } },
  );
  const g = t.state;
  assert.deepEqual(castOffers(g), ['Free Shock → P1, P2, P3', 'Free Shock → P1, P2, P3']);
  t.cast('Free Shock', { targets: ['P3'] });
  assert.deepEqual(castOffers(g), [], 'P2 has cast their one spell this turn');
  t.pass(3); // Free Shock resolves
  assert.deepEqual(castOffers(g), [], 'still this turn');
  t.pass(3); // everyone passes in the end step: the cleanup step, then P3's turn
  assert.equal(g.turns[0]!.step, 'upkeep');
  assert.deepEqual(g.turns[0]!.activePlayers, [2]);
  t.pass(2); // P3 and P1 pass in P3's upkeep
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.deepEqual(castOffers(g), ['Free Shock → P1, P2, P3'], "a new turn: P2's count of spells starts over");
});

/** Test cards: "Discard a card: Add {C}." (a mana ability: no stack) and "Exile target card from a graveyard." */
const DISCARD_ALTAR: CardDefinition = {
  name: 'Discard Altar',
  manaCost: '{0}',
  supertypes: [],
  types: ['Artifact'],
  subtypes: [],
  oracleText: 'Discard a card: Add {C}.',
  abilities: [
    {
      kind: 'activated',
      cost: { parts: [{ kind: 'discard', what: { kind: 'object', match: {} }, count: 1 }] },
      targets: [],
      effects: [{ kind: 'addMana', mana: '{C}' }],
      manaAbility: true,
      text: 'Discard a card: Add {C}.',
    },
  ],
};
const GRAVE_ROBBING: CardDefinition = {
  ...STARTER_BY_NAME['Murder']!,
  name: 'Grave Robbing',
  manaCost: '{0}',
  oracleText: 'Exile target card from a graveyard.',
  abilities: [
    {
      kind: 'spell',
      targets: [
        {
          count: { min: 1, max: 1 },
          filter: { kind: 'object', zone: 'graveyard', match: {} },
          text: 'target card from a graveyard',
        },
      ],
      effects: [{ kind: 'exile', what: { kind: 'target', target: 0 } }],
    },
  ],
};

test('115.1 / 701.9a: a card just discarded is offered as a target in a graveyard (a list that can target graveyard cards counts their moves)', () => {
  const t = cardGame(
    {
      players: [
        { library: [...LIBRARY], hand: ['Grizzly Bears'], battlefield: ['Discard Altar'] },
        { library: [...LIBRARY], hand: ['Grave Robbing'] },
      ],
      position: { turn: 2, active: 'P1', step: 'upkeep' },
    },
    { cards: { 'Discard Altar': DISCARD_ALTAR, 'Grave Robbing': GRAVE_ROBBING } },
  );
  const g = t.state;
  t.pass(); // P1 passes in the upkeep
  assert.deepEqual(castOffers(g), [], 'no card in a graveyard');
  t.pass(3); // P2 passes; in the draw step P1 draws and passes, then P2 passes
  assert.equal(g.turns[0]!.step, 'main1');
  t.activate('Discard Altar', { costs: ['Grizzly Bears'] });
  t.pass(); // P1 passes with {C} in their pool
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.deepEqual(castOffers(g), ['Grave Robbing → Grizzly Bears']);
});

/** The names of the permanents the player holding priority is offered to activate. */
function activationOffers(g: GameState): string[] {
  const d = g.pending;
  assert.ok(d?.kind === 'priority', `expected a priority decision, got ${d?.kind}`);
  return d.actions.flatMap((a) => (a.kind === 'activate' ? [a.name] : []));
}

test('121.1 / 117.1: a drawn card that can be neither played nor cast now leaves the drawing player their list', () => {
  const t = cardGame({
    players: [{ library: ['Hill Giant', ...LIBRARY], battlefield: ['Grizzly Bears'] }, { library: [...LIBRARY] }],
    position: { turn: 2, active: 'P1', step: 'upkeep' },
  });
  const g = t.state;
  const upkeep = g.pending;
  t.pass(2); // both players pass: the draw step begins and P1 draws Hill Giant, which they can't cast
  assert.equal(g.turns[0]!.step, 'draw');
  assert.ok(upkeep?.kind === 'priority' && g.pending?.kind === 'priority' && g.pending.player === 0);
  assert.equal(g.pending.actions[0], upkeep.actions[0], 'the list of the upkeep, kept (not built again)');
});

test('121.1 / 117.1: a drawn card is offered to a "Discard a card" cost at once (a list that reads the hand is built again)', () => {
  const t = cardGame(
    {
      players: [{ library: ['Hill Giant', ...LIBRARY], battlefield: ['Discard Altar'] }, { library: [...LIBRARY] }],
      position: { turn: 2, active: 'P1', step: 'upkeep' },
    },
    { cards: { 'Discard Altar': DISCARD_ALTAR } },
  );
  const g = t.state;
  assert.deepEqual(activationOffers(g), [], 'no card to discard in the upkeep');
  t.pass(2); // both players pass: the draw step begins and P1 draws Hill Giant
  assert.equal(g.turns[0]!.step, 'draw');
  assert.deepEqual(activationOffers(g), ['Discard Altar'], 'Hill Giant can be discarded');
});

/** A test card: "Pay 3 life: Add {C}." (a mana ability). */
const LIFE_ALTAR: CardDefinition = {
  ...DISCARD_ALTAR,
  name: 'Life Altar',
  oracleText: 'Pay 3 life: Add {C}.',
  abilities: [
    {
      kind: 'activated',
      cost: { parts: [{ kind: 'payLife', amount: 3 }] },
      targets: [],
      effects: [{ kind: 'addMana', mana: '{C}' }],
      manaAbility: true,
      text: 'Pay 3 life: Add {C}.',
    },
  ],
};

test('119.4 / 117.1: a player whose life total fell below a life payment is no longer offered it (a list that reads life is built again)', () => {
  const t = cardGame(
    {
      players: [
        { life: 4, library: [...LIBRARY], battlefield: ['Life Altar'] },
        { library: [...LIBRARY], hand: ['Shock'], battlefield: ['Mountain'] },
      ],
      position: { turn: 2, active: 'P1', step: 'upkeep' },
    },
    { cards: { 'Life Altar': LIFE_ALTAR } },
  );
  const g = t.state;
  assert.deepEqual(activationOffers(g), ['Life Altar'], '4 life: 3 can be paid');
  t.pass(); // P1 passes in the upkeep
  t.cast('Shock', { targets: ['P1'] });
  t.pass(2); // both players pass: Shock resolves, P1 has 2 life
  assert.equal(g.players[0]!.life, 2);
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 0);
  assert.deepEqual(activationOffers(g), [], '2 life: 3 can no longer be paid');
});

/** The entries of the priority decision pending now. */
function priorityEntries(g: GameState): readonly object[] {
  const d = g.pending;
  assert.ok(d?.kind === 'priority', `expected a priority decision, got ${d?.kind}`);
  return d.actions;
}

/**
 * A position for a permanent another player's spell puts onto the battlefield: P1 casts `creature` in their main
 * phase, and P2, holding `hand` and `lands`, is asked with the creature spell on the stack and again after it resolved.
 */
function creatureResolves(creature: string, hand: string[], lands: string[], cards?: Record<string, CardDefinition>) {
  const t = cardGame(
    {
      players: [
        { library: [...LIBRARY], hand: [creature], battlefield: ['Forest', 'Forest', 'Forest'] },
        { library: [...LIBRARY], hand, battlefield: lands },
      ],
      position: { turn: 2, active: 'P1', step: 'main1' },
    },
    cards ? { cards } : {},
  );
  const g = t.state;
  t.cast(creature);
  t.pass(); // P1 passes with the creature spell on the stack
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  const before = { offers: castOffers(g), entries: priorityEntries(g) };
  t.pass(); // P2 passes: the creature enters
  assert.equal(g.turns[0]!.stack.length, 0);
  t.pass(); // P1 passes in the main phase
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  return { before, after: { offers: castOffers(g), entries: priorityEntries(g) } };
}

test("117.1 / 400.7: another player's creature entering leaves a list that looked for no target as it was (kept, not built again)", () => {
  const { before, after } = creatureResolves('Grizzly Bears', ['Opt'], ['Island']);
  assert.deepEqual(before.offers, ['Opt → ']);
  assert.deepEqual(after.offers, ['Opt → ']);
  assert.equal(after.entries[1], before.entries[1], 'the same entry: the list was kept');
});

test("115.1 / 117.1: another player's creature just entered is offered at once as a target (a list that looked for targets is built again)", () => {
  const { before, after } = creatureResolves('Grizzly Bears', ['Giant Growth'], ['Forest', 'Hill Giant']);
  assert.deepEqual(before.offers, ['Giant Growth → Hill Giant']);
  assert.deepEqual(after.offers, ['Giant Growth → Hill Giant, Grizzly Bears']);
});

/** A test card: Grizzly Bears with "Spells your opponents cast cost {1} more to cast." */
const TAXING_BEARS: CardDefinition = {
  ...STARTER_BY_NAME['Grizzly Bears']!,
  name: 'Taxing Bears',
  oracleText: 'Spells your opponents cast cost {1} more to cast.',
  abilities: [
    {
      kind: 'static',
      effect: { kind: 'spellCost', spells: {}, caster: 'opponent', more: '{1}' },
      text: 'Spells your opponents cast cost {1} more to cast.',
    },
  ],
};

test("601.2f / 117.1: another player's permanent with a static ability entering ends the kept list (Opt now costs {1} more)", () => {
  const { before, after } = creatureResolves('Taxing Bears', ['Opt'], ['Island'], { 'Taxing Bears': TAXING_BEARS });
  assert.deepEqual(before.offers, ['Opt → ']);
  assert.deepEqual(after.offers, [], 'one Island no longer pays for Opt');
});

/** A test card: Grizzly Bears with flash (702.8a). */
const FLASH_BEARS: CardDefinition = {
  ...STARTER_BY_NAME['Grizzly Bears']!,
  name: 'Flash Bears',
  oracleText: 'Flash',
  abilities: [{ kind: 'keyword', keyword: 'flash' }],
};

test("115.1 / 117.1: a list that may target a spell outlives another player's creature entering (its stack is as it was)", () => {
  const t = cardGame(
    {
      players: [
        { library: [...LIBRARY], hand: ['Flash Bears'], battlefield: ['Forest', 'Forest'] },
        { library: [...LIBRARY], hand: ['Counterspell', 'Opt'], battlefield: ['Island', 'Island'] },
      ],
      position: { turn: 2, active: 'P1', step: 'upkeep' },
    },
    { cards: { 'Flash Bears': FLASH_BEARS } },
  );
  const g = t.state;
  t.pass(); // P1 passes in the upkeep
  assert.deepEqual(castOffers(g), ['Opt → '], 'no spell to counter');
  const before = priorityEntries(g);
  t.pass(); // P2 passes: in the draw step P1 draws
  t.cast('Flash Bears');
  t.pass(); // P1 passes with Flash Bears on the stack
  assert.deepEqual(castOffers(g), ['Counterspell → Flash Bears', 'Opt → ']);
  t.pass(2); // P2 passes: Flash Bears enters; P1 passes in the draw step
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.deepEqual(castOffers(g), ['Opt → ']);
  assert.equal(priorityEntries(g)[1], before[1], 'the same entry: the upkeep list was kept');
});

test("509.1g / 117.1: a player's creature blocking leaves their list that reads nothing of combat as it was (kept, not built again)", () => {
  const t = cardGame({
    players: [
      { library: [...LIBRARY], battlefield: ['Hill Giant'] },
      { library: [...LIBRARY], hand: ['Opt'], battlefield: ['Grizzly Bears', 'Island'] },
    ],
    position: { turn: 2, active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.advance('declareAttackers');
  t.attack(['Hill Giant']);
  t.pass(); // P1 passes in the declare attackers step
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.deepEqual(castOffers(g), ['Opt → ']);
  const before = priorityEntries(g);
  t.pass();
  t.block({ 'Grizzly Bears': 'Hill Giant' });
  t.pass(); // P1 passes in the declare blockers step
  assert.equal(g.turns[0]!.step, 'declareBlockers');
  assert.deepEqual(castOffers(g), ['Opt → ']);
  assert.equal(priorityEntries(g)[1], before[1], 'the same entry: the list was kept');
});

/** A test card: a 2/2 that gets +1/+1 as long as its controller has 10 or less life (611.3b: a volatile condition). */
const LOW_TIDE_BEAST: CardDefinition = {
  ...STARTER_BY_NAME['Grizzly Bears']!,
  name: 'Low Tide Beast',
  oracleText: 'As long as you have 10 or less life, Low Tide Beast gets +1/+1.',
  abilities: [
    {
      kind: 'static',
      effect: { kind: 'modifyPT', affected: { kind: 'self' }, power: 1, toughness: 1 },
      condition: { kind: 'lifeAtMost', n: 10 },
      text: 'As long as you have 10 or less life, Low Tide Beast gets +1/+1.',
    },
  ],
};

test('117.1 / 611.3b: a list that may read a life total but names no step and no combat outlives a new step with no change (kept, not built again)', () => {
  const t = cardGame(
    {
      players: [
        { library: [...LIBRARY], battlefield: ['Low Tide Beast'] },
        { library: [...LIBRARY], hand: ['Opt'], battlefield: ['Island'] },
      ],
      position: { turn: 2, active: 'P1', step: 'main1' },
    },
    { cards: { 'Low Tide Beast': LOW_TIDE_BEAST } },
  );
  const g = t.state;
  t.pass(); // P1 passes in the main phase
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.deepEqual(castOffers(g), ['Opt → ']);
  const before = priorityEntries(g);
  t.pass(2); // P2 passes: the beginning of combat; P1 passes there
  assert.equal(g.turns[0]!.step, 'beginCombat');
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.deepEqual(castOffers(g), ['Opt → ']);
  assert.equal(priorityEntries(g)[1], before[1], 'the same entry: the list was kept');
});
