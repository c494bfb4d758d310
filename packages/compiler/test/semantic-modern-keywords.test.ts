/**
 * Modern keyword abilities, ability words and wordings (issue 19, the keyword frontier), each played with a real
 * card of the modern pool in an engine game: "first / second main phase" (505.1), "this spell costs {N} less to cast if
 * it targets …" (601.2f), flavor words (207.2d), umbra armor (702.89a), jump-start (702.133a), For Mirrodin! (702.163a).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { chars, submit, viewFor } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { act, id, landsFor, modernCompiled, modernDef, modernScenario, ok, pass, resolveAll } from './helpers.js';

/** Passes priority (no attacks) until `step` of the current turn begins with priority. */
function passTo(g: GameState, step: string, max = 40): GameState {
  for (let i = 0; i < max; i++) {
    if (g.turns[0]!.step === step && g.pending?.kind === 'priority') return g;
    const d = g.pending;
    assert.ok(d, 'a decision is pending');
    if (d.kind === 'declareAttackers') {
      resolveAll(g);
      continue;
    }
    pass(g);
  }
  assert.fail(`never reached ${step}`);
}

test('505.1: Cautious Survivor — "at the beginning of your second main phase, if this creature is tapped, you gain 2 life"', () => {
  modernDef('Cautious Survivor');
  for (const tapped of [true, false]) {
    const s = modernScenario();
    s.battlefield(0, [{ card: 'Cautious Survivor', tapped }]);
    const g = s.start({ active: 0, step: 'endCombat' });
    const life = g.players[0]!.life;
    passTo(g, 'main2');
    resolveAll(g);
    assert.equal(g.players[0]!.life, life + (tapped ? 2 : 0), tapped ? 'tapped: 2 life' : 'untapped: no life');
  }
});

test('505.1: Black Market — "at the beginning of your first main phase, add {B} for each charge counter"', () => {
  modernDef('Black Market');
  const s = modernScenario();
  s.battlefield(0, [{ card: 'Black Market', counters: { charge: 3 } }]);
  const g = s.start({ active: 0, step: 'draw' });
  passTo(g, 'main1');
  resolveAll(g);
  assert.equal(g.turns[0]!.step, 'main1');
  assert.equal(g.players[0]!.manaPool.B, 3, 'three black mana in the first main phase');
});

test("601.2f: Ajani's Response costs {3} less if it targets a tapped creature — {W}{W} pays for it then, not otherwise", () => {
  modernDef("Ajani's Response");
  const s = modernScenario();
  s.battlefield(0, ['Plains', 'Plains']);
  s.hand(0, ["Ajani's Response"]);
  s.battlefield(1, [{ card: 'Grizzly Bears', tapped: true }, 'Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  const cast = (target: string) => ({
    kind: 'action' as const,
    action: {
      kind: 'cast' as const,
      card: id(g, "Ajani's Response"),
      targets: [[{ kind: 'object' as const, id: id(g, target) }]],
    },
  });
  // An untapped target: the full {4}{W} can't be paid with two lands; the state is unchanged.
  const refused = submit(g, 0, cast('Hill Giant'));
  assert.ok(!refused.ok, 'untapped target: no reduction');
  act(g, 0, cast('Grizzly Bears').action);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard', 'the tapped creature is destroyed');
});

test("601.2c / 601.2f: with only {W}{W}, Ajani's Response is offered with the tapped creature as its only target; with enough mana, with every creature", () => {
  modernDef("Ajani's Response");
  const offered = (lands: number): string[] => {
    const s = modernScenario();
    s.battlefield(
      0,
      Array.from({ length: lands }, () => 'Plains'),
    );
    s.hand(0, ["Ajani's Response"]);
    s.battlefield(1, [{ card: 'Grizzly Bears', tapped: true }, 'Hill Giant']);
    const g = s.start({ active: 0, step: 'main1' });
    const d = g.pending!;
    assert.equal(d.kind, 'priority');
    const casts = d.kind === 'priority' ? d.actions.filter((a) => a.kind === 'cast') : [];
    assert.equal(casts.length, 1, 'one way to cast it');
    const c = casts[0]!;
    const legal = c.kind === 'cast' ? c.targets[0]!.legal : [];
    return legal.map((t) => (t.kind === 'object' ? chars(g, t.id).name : 'a player')).sort();
  };
  assert.deepEqual(offered(2), ['Grizzly Bears'], 'an untapped target would cost the full {4}{W}: not offered');
  assert.deepEqual(offered(5), ['Grizzly Bears', 'Hill Giant']);
});

test('601.2f: Mystical Dispute costs only {U} when it targets a blue spell, and counters it', () => {
  modernDef('Mystical Dispute');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island']);
  s.hand(0, ['Divination']);
  s.battlefield(1, ['Island']);
  s.hand(1, ['Mystical Dispute']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Divination') });
  pass(g); // player 1 gets priority with Divination on the stack
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Mystical Dispute'),
    targets: [[{ kind: 'object', id: id(g, 'Divination') }]],
  });
  resolveAll(g, { yes: false });
  assert.equal(g.objects[id(g, 'Divination')]!.zone, 'graveyard', 'countered (its controller has no mana left)');
  assert.equal(g.objects[id(g, 'Mystical Dispute')]!.zone, 'graveyard');
});

test('207.2d: Mind Flayer — the flavor word "Dominate Monster" is ignored; it enters and takes a creature', () => {
  modernDef('Mind Flayer');
  const s = modernScenario();
  s.battlefield(0, landsFor('{3}{U}{U}'));
  s.hand(0, ['Mind Flayer']);
  s.battlefield(1, ['Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Mind Flayer') });
  resolveAll(g);
  const giant = id(g, 'Hill Giant');
  assert.equal(chars(g, giant).controller, 0, "the Giant is under Mind Flayer's controller");
});

test('207.2d: Vrock — "Toxic Spores — at the beginning of your end step, if a permanent you controlled left the battlefield this turn, each opponent loses 3 life"', () => {
  modernDef('Vrock');
  for (const bounce of [false, true]) {
    const s = modernScenario();
    s.battlefield(0, ['Vrock', 'Grizzly Bears', 'Island']);
    s.hand(0, ['Unsummon']);
    const g = s.start({ active: 0, step: 'main2' });
    const life = g.players[1]!.life;
    if (bounce) {
      act(g, 0, { kind: 'cast', card: id(g, 'Unsummon'), targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] });
      resolveAll(g);
    }
    passTo(g, 'end');
    resolveAll(g);
    assert.equal(g.players[1]!.life, life - (bounce ? 3 : 0), bounce ? 'the Bears left: 3 life' : 'nothing left');
  }
});

test('702.89a umbra armor (the current name of totem armor): Hyena Umbra is destroyed instead of the enchanted creature', () => {
  modernDef('Hyena Umbra');
  const s = modernScenario();
  s.battlefield(0, ['Grizzly Bears', 'Plains']);
  s.hand(0, ['Hyena Umbra']);
  s.battlefield(1, ['Swamp', 'Swamp', 'Swamp']);
  s.hand(1, ['Murder']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, { kind: 'cast', card: id(g, 'Hyena Umbra'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  pass(g); // player 1 gets priority with an empty stack
  act(g, 1, { kind: 'cast', card: id(g, 'Murder'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.equal(g.objects[bears]!.zone, 'battlefield', 'the Bears survive');
  assert.equal(g.objects[id(g, 'Hyena Umbra')]!.zone, 'graveyard', 'the Umbra is destroyed instead');
});

test('702.133a: Radical Idea — jump-start casts it from the graveyard by discarding a card; it is then exiled', () => {
  modernDef('Radical Idea');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest'],
          hand: ['Grizzly Bears'],
          graveyard: ['Radical Idea'],
          battlefield: ['Island', 'Island'],
        },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Radical Idea', { costs: ['Grizzly Bears'] });
  t.resolve();
  t.expect({
    zones: { 'Radical Idea': 'exile', 'Grizzly Bears': 'graveyard' },
    players: { P1: { hand_count: 1 } },
    log_cites: ['702.133a'],
  });
});

test('702.133a: without a card to discard, Radical Idea is not cast from the graveyard', () => {
  modernDef('Radical Idea');
  const t = cardGame(
    {
      players: [
        { library: ['Forest'], graveyard: ['Radical Idea'], battlefield: ['Island', 'Island'] },
        { library: ['Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Radical Idea', { refused: true });
  const d = t.state.pending!;
  assert.ok(d.kind === 'priority' && !d.actions.some((a) => a.kind === 'cast'), 'no cast is offered either');
});

test('702.163a: Barbed Batterfist — For Mirrodin! creates a 2/2 red Rebel and attaches the Equipment to it (+1/-1: 3/1)', () => {
  modernDef('Barbed Batterfist');
  const t = cardGame(
    {
      players: [
        { library: ['Forest'], hand: ['Barbed Batterfist'], battlefield: ['Mountain', 'Mountain'] },
        { library: ['Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Barbed Batterfist');
  t.resolve('all');
  t.expect({
    objects: {
      Rebel: { pt: '3/1', colors: ['R'], subtypes: ['Rebel'] },
      'Barbed Batterfist': { attached_to: 'Rebel' },
    },
  });
});

test('701.48a: Arcane Subtraction — learn: the Lesson from outside the game is put into the hand', () => {
  modernDef('Arcane Subtraction');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Arcane Subtraction'],
          battlefield: ['Island', 'Island'],
          outside: ['Environmental Sciences', 'Grizzly Bears'],
        },
        { library: ['Forest', 'Forest'], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Arcane Subtraction', { targets: ['Hill Giant'] });
  t.pass(2);
  t.choose(true); // reveal a Lesson
  t.choose(['Environmental Sciences']);
  t.expect({ objects: { 'Hill Giant': { power: -1 } }, players: { P1: { hand: ['Environmental Sciences'] } } });
});

test('701.48a: Arcane Subtraction — learn: declining the Lesson, the player may discard a card to draw a card', () => {
  modernDef('Arcane Subtraction');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Arcane Subtraction', 'Grizzly Bears'],
          battlefield: ['Island', 'Island'],
          outside: ['Environmental Sciences'],
        },
        { library: ['Forest', 'Forest'], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Arcane Subtraction', { targets: ['Hill Giant'] });
  t.pass(2);
  t.choose(false); // no Lesson
  t.choose(true); // discard to draw: the only card in hand pays the cost
  t.expect({ zones: { 'Grizzly Bears': 'graveyard' }, players: { P1: { hand: ['Forest'] } } });
});

/** Caller of the Pack (8/6 trample, myriad) attacks P2 in a game of `players`; its myriad ability is answered `yes`. */
function myriadAttack(players: number, yes: boolean) {
  modernDef('Caller of the Pack');
  const lib = (): string[] => ['Forest', 'Forest', 'Forest'];
  const t = cardGame(
    {
      players: [
        { library: lib(), battlefield: ['Caller of the Pack'] },
        ...Array.from({ length: players - 1 }, () => ({ library: lib() })),
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
  t.attack({ 'Caller of the Pack': 'P2' });
  resolveAll(t.state, { yes });
  return t;
}

test('702.116a: Caller of the Pack — myriad: a token copy attacks each other opponent (P3, P4), and is exiled at end of combat', () => {
  const t = myriadAttack(4, true);
  const g = t.state;
  const copies = () => g.battlefield.filter((o) => g.objects[o]!.kind === 'token');
  assert.equal(copies().length, 2, 'one token for each opponent other than the defending player');
  const attacked = g.turns[0]!.combat!.attackers.map((a) => (a.defender.kind === 'player' ? a.defender.player : -1));
  assert.deepEqual(attacked.sort(), [1, 2, 3], 'P2 by the Caller, P3 and P4 by its copies');
  assert.ok(
    copies().every((o) => g.objects[o]!.tapped),
    'the copies are tapped',
  );
  t.advance('main2');
  t.expect({ life: { P1: 20, P2: 12, P3: 12, P4: 12 } });
  assert.equal(copies().length, 0, 'the copies were exiled at end of combat');
  t.expect({ log_cites: ['702.116a', '508.4', '603.7a'] });
});

test('702.116a: myriad — in a two-player game there is no other opponent, and a declined copy is not made', () => {
  const two = myriadAttack(2, true);
  assert.equal(two.state.battlefield.filter((o) => two.state.objects[o]!.kind === 'token').length, 0);
  const declined = myriadAttack(3, false);
  assert.equal(declined.state.battlefield.filter((o) => declined.state.objects[o]!.kind === 'token').length, 0);
  declined.advance('main2');
  declined.expect({ life: { P2: 12, P3: 20 } });
});

test("702.147a: Falcon Abomination's Zombie token has decayed — it can't block, and attacking, it is sacrificed at end of combat", () => {
  modernDef('Falcon Abomination');
  const t = cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island'], hand: ['Falcon Abomination'], battlefield: landsFor('{2}{U}') },
        { library: ['Forest', 'Forest', 'Forest'], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Falcon Abomination');
  t.resolve('all');
  t.expect({ objects: { Zombie: { pt: '2/2', colors: ['B'] } } });
  t.advance('declareAttackers', 3);
  t.attack({ 'Grizzly Bears': 'P1' });
  t.advance('declareBlockers', 3);
  t.block({ Zombie: 'Grizzly Bears' }, { refused: true });
  t.block({});
  t.advance('declareAttackers', 4);
  t.attack({ Zombie: 'P2' });
  t.advance('main2');
  t.expect({ life: { P1: 18, P2: 18 } });
  assert.equal(t.state.battlefield.filter((o) => t.state.objects[o]!.kind === 'token').length, 0, 'sacrificed');
});

test('702.128a: Anointer Priest — embalm exiles it from the graveyard and makes a white Zombie token copy with no mana cost, whose own ability sees it enter', () => {
  modernDef('Anointer Priest');
  const t = cardGame(
    {
      players: [
        { library: ['Plains', 'Plains'], graveyard: ['Anointer Priest'], battlefield: landsFor('{3}{W}') },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Anointer Priest', { from: 'graveyard' });
  t.resolve('all');
  const token = t.state.battlefield.find((o) => t.state.objects[o]!.kind === 'token');
  assert.ok(token !== undefined, 'a token was created');
  const c = chars(t.state, token);
  assert.equal(c.name, 'Anointer Priest');
  assert.deepEqual(c.colors, ['W']);
  assert.equal(c.manaCost, null, 'no mana cost');
  assert.deepEqual([...c.subtypes].sort(), ['Cleric', 'Human', 'Zombie']);
  assert.deepEqual([c.power, c.toughness], [1, 3]);
  assert.deepEqual(
    t.zones('Anointer Priest').sort(),
    ['battlefield', 'exile'],
    'the card is exiled, the token is in play',
  );
  t.expect({ life: { P1: 21 }, log_cites: ['707.9b'] });
});

test('702.128a: embalm is activated only as a sorcery — not with a spell on the stack', () => {
  modernDef('Anointer Priest');
  const t = cardGame(
    {
      players: [
        {
          library: ['Plains', 'Plains'],
          graveyard: ['Anointer Priest'],
          battlefield: [...landsFor('{3}{W}'), 'Island'],
          hand: ['Opt'],
        },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Opt');
  t.activate('Anointer Priest', { from: 'graveyard', refused: true });
});

test('702.129a: Adorned Pouncer — eternalize makes a 4/4 black Zombie token copy with double strike', () => {
  modernDef('Adorned Pouncer');
  const t = cardGame(
    {
      players: [
        { library: ['Plains', 'Plains'], graveyard: ['Adorned Pouncer'], battlefield: landsFor('{3}{W}{W}') },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Adorned Pouncer', { from: 'graveyard' });
  t.resolve('all');
  const token = t.state.battlefield.find((o) => t.state.objects[o]!.kind === 'token');
  assert.ok(token !== undefined, 'a token was created');
  const c = chars(t.state, token);
  assert.deepEqual(c.colors, ['B']);
  assert.deepEqual([c.power, c.toughness], [4, 4]);
  assert.ok(c.subtypes.includes('Zombie') && c.subtypes.includes('Cat'));
  assert.ok(c.keywords.has('double strike'));
  assert.deepEqual(
    t.zones('Adorned Pouncer').sort(),
    ['battlefield', 'exile'],
    'the card is exiled, the token is in play',
  );
});

/** `attacker` (and any `others`) on P1's battlefield at the start of the declare attackers step. */
function exertGame(attacker: string, others: string[] = []) {
  modernDef(attacker);
  return cardGame(
    {
      players: [
        { library: ['Forest', 'Forest', 'Forest', 'Forest'], battlefield: [attacker, ...others] },
        { library: ['Forest', 'Forest', 'Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
}

test("701.43a: Hooded Brawler — exerted as it attacks, it gets +2/+2 (5/4) and doesn't untap during its controller's next untap step", () => {
  const t = exertGame('Hooded Brawler');
  const brawler = t.id('Hooded Brawler');
  ok(t.state, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: brawler, defender: { kind: 'player', player: 1 } }],
    exert: [brawler],
  });
  resolveAll(t.state);
  t.expect({ objects: { 'Hooded Brawler': { pt: '5/4' } } });
  t.advance('main2');
  t.expect({ life: { P2: 15 }, log_cites: ['701.43a'] });
  t.advance('upkeep', 4);
  t.expect({ objects: { 'Hooded Brawler': { tapped: true, pt: '3/2' } } }, 'still tapped after its next untap step');
  t.advance('upkeep', 6);
  t.expect({ objects: { 'Hooded Brawler': { tapped: false } } }, 'the untap step after that untaps it');
});

test('701.43a: Hooded Brawler not exerted — no bonus (3 damage), and it untaps as usual', () => {
  const t = exertGame('Hooded Brawler');
  t.attack({ 'Hooded Brawler': 'P2' });
  t.advance('main2');
  t.expect({ life: { P2: 17 } });
  t.advance('upkeep', 4);
  t.expect({ objects: { 'Hooded Brawler': { tapped: false } } });
});

test('701.43a: only an attacker with "you may exert ~ as it attacks" can be exerted; the refused declaration changes nothing', () => {
  const t = exertGame('Hooded Brawler', ['Grizzly Bears']);
  const bears = t.id('Grizzly Bears');
  const before = JSON.stringify(t.state);
  const r = submit(t.state, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: bears, defender: { kind: 'player', player: 1 } }],
    exert: [bears],
  });
  assert.ok(!r.ok && r.error.rule === '701.43a', 'refused, citing 701.43a');
  assert.equal(JSON.stringify(t.state), before);
});

test('701.43a: Trueheart Twins — "whenever you exert a creature, creatures you control get +1/+0": exerting the Twins pumps the team', () => {
  const t = exertGame('Trueheart Twins', ['Grizzly Bears']);
  const twins = t.id('Trueheart Twins');
  ok(t.state, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: twins, defender: { kind: 'player', player: 1 } }],
    exert: [twins],
  });
  resolveAll(t.state);
  t.expect({ objects: { 'Trueheart Twins': { pt: '5/4' }, 'Grizzly Bears': { pt: '3/2' } } });
});

test('702.168a / 702.168d: Bolrac-Clan Basher — cast face down with disguise for {3}, a 2/2 with ward {2} (Shock is countered), turned face up for {3}{R}{R}', () => {
  modernDef('Bolrac-Clan Basher');
  const t = cardGame(
    {
      players: [
        {
          library: ['Mountain', 'Mountain', 'Mountain'],
          hand: ['Bolrac-Clan Basher'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        { library: ['Mountain', 'Mountain', 'Mountain'], hand: ['Shock'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Bolrac-Clan Basher', { with: 'morph' });
  t.resolve('all');
  const basher = t.state.battlefield.find((o) => t.state.objects[o]!.faceDown)!;
  assert.ok(basher !== undefined, 'a face-down permanent');
  const c = chars(t.state, basher);
  assert.deepEqual([c.power, c.toughness, c.name], [2, 2, '']);
  assert.ok(
    c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'ward'),
    'ward {2}',
  );
  pass(t.state); // P2 gets priority with an empty stack
  act(t.state, 1, { kind: 'cast', card: t.id('Shock'), targets: [[{ kind: 'object', id: basher }]] });
  resolveAll(t.state);
  assert.equal(t.state.objects[basher]!.zone, 'battlefield', 'ward countered Shock (P2 had no {2} left)');
  t.expect({ zones: { Shock: 'graveyard' } });
  act(t.state, 0, { kind: 'turnFaceUp', object: basher });
  t.expect({
    objects: { 'Bolrac-Clan Basher': { pt: '3/2', keywords: ['double strike', 'trample'] } },
    log_cites: ['702.168d'],
  });
});

/** Cunning Coyote (plot {1}{R}) in P1's hand with three Mountains, in P1's first main phase. */
function plotGame() {
  modernDef('Cunning Coyote');
  return cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest', 'Forest'],
          hand: ['Cunning Coyote'],
          battlefield: ['Mountain', 'Mountain', 'Mountain'],
        },
        { library: ['Forest', 'Forest', 'Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.170a / 702.170d: Cunning Coyote — plotted for {1}{R} (a special action), it is cast without paying its mana cost on a later turn, not the same turn', () => {
  const t = plotGame();
  act(t.state, 0, { kind: 'plot', card: t.id('Cunning Coyote') });
  t.expect({ zones: { 'Cunning Coyote': 'exile' }, log_cites: ['702.170a'] });
  assert.equal(t.state.pending?.kind, 'priority', 'P1 keeps priority');
  t.cast('Cunning Coyote', { refused: true }); // 702.170d: not the turn it became plotted
  t.advance('main1', 4);
  const d = t.state.pending!;
  assert.ok(d.kind === 'priority' && d.actions.some((a) => a.kind === 'cast'), 'offered on a later turn');
  t.cast('Cunning Coyote');
  t.resolve('all');
  t.expect({ zones: { 'Cunning Coyote': 'battlefield' } });
  const mountains = t.state.battlefield.filter((o) => chars(t.state, o).name === 'Mountain');
  assert.ok(
    mountains.every((o) => !t.state.objects[o]!.tapped),
    'no mana paid',
  );
});

test('702.170a: plot is refused outside the main phase (plot only as a sorcery); nothing changes', () => {
  const t = plotGame();
  t.advance('beginCombat');
  const before = JSON.stringify(t.state);
  const r = submit(t.state, 0, { kind: 'action', action: { kind: 'plot', card: t.id('Cunning Coyote') } });
  assert.ok(!r.ok && r.error.rule === '702.170a');
  assert.equal(JSON.stringify(t.state), before);
});

/** `card` cast from P1's hand with its optional additional cost paid `times` times (P1 has `lands` Plains). */
function castPaying(card: string, lands: number, times: number) {
  modernDef(card);
  const t = cardGame(
    {
      players: [
        {
          library: ['Plains', 'Plains', 'Plains'],
          hand: [card],
          battlefield: Array.from({ length: lands }, () => 'Plains'),
        },
        { library: ['Plains', 'Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  act(t.state, 0, {
    kind: 'cast',
    card: t.id(card),
    ...(times > 0 ? { kicker: Array.from({ length: times }, () => 0) } : {}),
  });
  resolveAll(t.state);
  const tokens = t.state.battlefield.filter((o) => t.state.objects[o]!.kind === 'token');
  return { t, tokens };
}

test('702.175a: Intrepid Rabbit — its offspring cost {1} paid, a 1/1 token copy of it is created; not paid, none', () => {
  const paid = castPaying('Intrepid Rabbit', 4, 1);
  assert.equal(paid.tokens.length, 1);
  const c = chars(paid.t.state, paid.tokens[0]!);
  assert.deepEqual([c.name, c.power, c.toughness], ['Intrepid Rabbit', 1, 1]);
  const unpaid = castPaying('Intrepid Rabbit', 4, 0);
  assert.equal(unpaid.tokens.length, 0);
});

test('702.157a: Gary Clone — its squad cost {2} paid twice, two token copies (1/3) are created', () => {
  const { t, tokens } = castPaying('Gary Clone', 6, 2);
  assert.equal(tokens.length, 2);
  assert.ok(tokens.every((o) => chars(t.state, o).name === 'Gary Clone' && chars(t.state, o).toughness === 3));
  assert.equal(castPaying('Gary Clone', 6, 0).tokens.length, 0, 'not paid: no token');
});

test('702.181a: Dalkovan Packbeasts — mobilize 3: three tapped and attacking 1/1 red Warriors (3 damage), sacrificed at the beginning of the next end step', () => {
  const t = exertGame('Dalkovan Packbeasts');
  t.attack({ 'Dalkovan Packbeasts': 'P2' });
  resolveAll(t.state);
  const warriors = () => t.state.battlefield.filter((o) => chars(t.state, o).name === 'Warrior');
  assert.equal(warriors().length, 3);
  assert.ok(
    warriors().every((o) => t.state.objects[o]!.tapped),
    'tapped',
  );
  assert.deepEqual(chars(t.state, warriors()[0]!).colors, ['R']);
  assert.equal(t.state.turns[0]!.combat!.attackers.length, 4, 'the tokens are attacking');
  t.advance('main2');
  t.expect({ life: { P2: 17 }, log_cites: ['508.4'] });
  t.advance('end');
  resolveAll(t.state);
  assert.equal(warriors().length, 0, 'sacrificed at the beginning of the end step');
});

test("701.43a: Steward of Solidarity — '{T}, Exert ~: create a 1/1 Warrior with vigilance'; exerted as a cost, it stays tapped through its controller's next untap step", () => {
  modernDef('Steward of Solidarity');
  const t = cardGame(
    {
      players: [
        { library: ['Plains', 'Plains', 'Plains', 'Plains'], battlefield: ['Steward of Solidarity'] },
        { library: ['Plains', 'Plains', 'Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Steward of Solidarity');
  t.resolve('all');
  const warrior = t.state.battlefield.find((o) => chars(t.state, o).name === 'Warrior');
  assert.ok(warrior !== undefined && chars(t.state, warrior).keywords.has('vigilance'), 'a Warrior with vigilance');
  t.expect({ log_cites: ['701.43a'] });
  t.advance('upkeep', 4);
  t.expect({ objects: { 'Steward of Solidarity': { tapped: true } } }, 'exerted: not untapped');
  t.advance('upkeep', 6);
  t.expect({ objects: { 'Steward of Solidarity': { tapped: false } } });
});

/** P1 controls Seraphic Steed (saddle 4) and `others`, in their first main phase. */
function steedGame(others: string[]) {
  modernDef('Seraphic Steed');
  return cardGame(
    {
      players: [
        { library: ['Plains', 'Plains'], battlefield: ['Seraphic Steed', ...others] },
        { library: ['Plains', 'Plains'], hand: ['Shock'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}
const angels = (t: ReturnType<typeof steedGame>) =>
  t.state.battlefield.filter((o) => chars(t.state, o).name === 'Angel');

test('702.171a / 702.171b: Seraphic Steed — saddled by tapping Hill Giant and Grizzly Bears (power 5), it attacks while saddled and makes a 3/3 flying Angel; saddled ends with the turn', () => {
  const t = steedGame(['Hill Giant', 'Grizzly Bears']);
  t.activate('Seraphic Steed', { ability: 'Saddle', costs: ['Hill Giant', 'Grizzly Bears'] });
  resolveAll(t.state);
  assert.ok(t.tapped('Hill Giant') && t.tapped('Grizzly Bears'), 'the creatures that saddled it are tapped');
  assert.equal(t.object('Seraphic Steed').saddled, true);
  t.expect({ log_cites: ['702.171a', '702.171b'] });
  t.attack({ 'Seraphic Steed': 'P2' });
  resolveAll(t.state);
  assert.equal(angels(t).length, 1, 'an Angel token');
  const c = chars(t.state, angels(t)[0]!);
  assert.deepEqual([c.power, c.toughness, c.colors], [3, 3, ['W']]);
  t.advance('main1', t.state.turns[0]!.number + 1);
  assert.equal(t.object('Seraphic Steed').saddled, undefined, 'no longer saddled on the next turn (702.171b)');
});

test('702.171b: Seraphic Steed attacking without being saddled makes no Angel', () => {
  const t = steedGame(['Hill Giant', 'Grizzly Bears']);
  t.attack({ 'Seraphic Steed': 'P2' });
  resolveAll(t.state);
  assert.equal(angels(t).length, 0);
});

test('702.171a: saddle 4 with only Grizzly Bears (power 2) is refused and changes nothing; saddling is only as a sorcery', () => {
  const t = steedGame(['Grizzly Bears']);
  const before = JSON.stringify(t.state);
  t.activate('Seraphic Steed', { ability: 'Saddle', costs: ['Grizzly Bears'], refused: { rule: '702.171a' } });
  assert.equal(JSON.stringify(t.state), before);
  const u = steedGame(['Hill Giant', 'Grizzly Bears']);
  u.advance('beginCombat');
  u.activate('Seraphic Steed', { ability: 'Saddle', costs: ['Hill Giant', 'Grizzly Bears'], refused: true });
});

/** P1 casts `card` at `target` (none: no target), bargaining Ornithopter if `bargain`; P2 controls Craw Wurm. */
function castBargain(card: string, bargain: boolean, target?: string) {
  modernDef(card);
  const t = cardGame(
    {
      players: [
        {
          library: ['Swamp', 'Swamp'],
          hand: [card],
          battlefield: [...landsFor(modernDef(card).manaCost), 'Ornithopter'],
        },
        { library: ['Swamp', 'Swamp'], battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  act(t.state, 0, {
    kind: 'cast',
    card: t.id(card),
    ...(target ? { targets: [[{ kind: 'object' as const, id: t.id(target) }]] } : {}),
    ...(bargain ? { kicker: [0], costObjects: [t.id('Ornithopter')] } : {}),
  });
  resolveAll(t.state);
  return t;
}

test('702.166a / 702.166b: Candy Grapple bargained (Ornithopter sacrificed) gives -5/-5 and kills Craw Wurm; not bargained, -3/-3 (3/1)', () => {
  const bargained = castBargain('Candy Grapple', true, 'Craw Wurm');
  bargained.expect({ zones: { 'Craw Wurm': 'graveyard', Ornithopter: 'graveyard' } });
  const plain = castBargain('Candy Grapple', false, 'Craw Wurm');
  plain.expect({ objects: { 'Craw Wurm': { zone: 'battlefield', pt: '3/1' }, Ornithopter: 'battlefield' } });
});

test('702.166b: High Fae Negotiator — "if it was bargained": each opponent loses 3 life and you gain 3; not bargained, nothing', () => {
  castBargain('High Fae Negotiator', true).expect({ life: { P1: 23, P2: 17 } });
  castBargain('High Fae Negotiator', false).expect({ life: { P1: 20, P2: 20 } });
});

test('702.166a: bargaining needs an artifact, enchantment or token to sacrifice — a creature card is refused, nothing changes', () => {
  modernDef('Candy Grapple');
  const t = cardGame(
    {
      players: [
        { hand: ['Candy Grapple'], battlefield: ['Swamp', 'Swamp', 'Grizzly Bears'] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const before = JSON.stringify(t.state);
  const r = submit(t.state, 0, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: t.id('Candy Grapple'),
      targets: [[{ kind: 'object', id: t.id('Craw Wurm') }]],
      kicker: [0],
      costObjects: [t.id('Grizzly Bears')],
    },
  });
  assert.ok(!r.ok && r.error.code === 'UNPAYABLE_COST', 'no artifact, enchantment or token to sacrifice');
  assert.equal(JSON.stringify(t.state), before);
});

test('702.164a: Crawling Chorus dies — its 1/1 Phyrexian Mite token has toxic 1 (a poison counter with its combat damage) and "This token can\'t block"', () => {
  modernDef('Crawling Chorus');
  const t = cardGame(
    {
      players: [
        { library: ['Plains', 'Plains'], hand: ['Shock'], battlefield: ['Mountain', 'Crawling Chorus'] },
        { library: ['Plains', 'Plains'], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ['Crawling Chorus'] });
  resolveAll(t.state);
  const mite = t.state.battlefield.find((o) => chars(t.state, o).name === 'Phyrexian Mite');
  assert.ok(mite !== undefined, 'a Mite token');
  const c = chars(t.state, mite);
  assert.deepEqual([c.power, c.toughness, c.types], [1, 1, ['Artifact', 'Creature']]);
  assert.ok(c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'toxic' && a.n === 1));
  assert.ok(
    c.abilities.some((a) => a.kind === 'static'),
    '"This token can\'t block."',
  );
  const turn = t.state.turns[0]!.number;
  t.advance('main1', turn + 2);
  t.attack({ 'Phyrexian Mite': 'P2' });
  t.advance('main2');
  t.expect({ life: { P2: 19 }, poison: { P2: 1 } });
});

/** P1 (active, main phase) with `lands` Mountains and `hand`; P2 with 20 life. */
function mountainsGame(lands: number, hand: string[]) {
  for (const c of hand) modernDef(c);
  return cardGame(
    {
      players: [
        { library: ['Mountain', 'Mountain'], hand, battlefield: Array.from({ length: lands }, () => 'Mountain') },
        { library: ['Mountain', 'Mountain'], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.137a: Skewer the Critics — spectacle {R} only after an opponent lost life this turn (Shock first), then 3 damage', () => {
  const t = mountainsGame(2, ['Skewer the Critics', 'Shock']);
  // No opponent lost life yet: the spectacle cost is refused; the full {2}{R} can't be paid with two Mountains.
  t.cast('Skewer the Critics', { targets: ['P2'], alternative_cost: 0, refused: true });
  t.cast('Skewer the Critics', { targets: ['P2'], refused: true });
  t.cast('Shock', { targets: ['P2'] });
  t.resolve();
  t.expect({ life: { P2: 18 } });
  t.cast('Skewer the Critics', { targets: ['Hill Giant'], alternative_cost: 0 });
  t.resolve();
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Skewer the Critics': 'graveyard' } });
});

test('702.117a: Boulder Salvo — surge {1}{R} only after its controller cast another spell this turn (Shock first)', () => {
  const t = mountainsGame(3, ['Boulder Salvo', 'Shock']);
  // Boulder Salvo costs {4}{R}: with three Mountains only surge pays for it, and only once another spell was cast.
  t.cast('Boulder Salvo', { targets: ['Hill Giant'], alternative_cost: 0, refused: true });
  t.cast('Shock', { targets: ['P2'] });
  t.resolve();
  t.cast('Boulder Salvo', { targets: ['Hill Giant'], alternative_cost: 0 });
  t.resolve();
  t.expect({ zones: { 'Hill Giant': 'graveyard' } });
});

test("702.117a: surge counts only spells of the caster's team — an opponent's spell this turn doesn't enable it", () => {
  modernDef('Boulder Salvo');
  const t = cardGame(
    {
      players: [
        { library: ['Mountain'], hand: ['Boulder Salvo'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { library: ['Mountain'], hand: ['Shock'], battlefield: ['Mountain', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ['P1'], by: 'P2' }); // in P1's upkeep (P1 passes first)
  t.resolve();
  t.advance('main1');
  t.cast('Boulder Salvo', { targets: ['Hill Giant'], alternative_cost: 0, refused: true });
});

/** P1 (active, main phase) with three Mountains and Demon Bolt in hand; P2 with Hill Giant. */
function foretellGame() {
  modernDef('Demon Bolt');
  return cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest', 'Forest'],
          hand: ['Demon Bolt'],
          battlefield: ['Mountain', 'Mountain', 'Mountain'],
        },
        { library: ['Forest', 'Forest', 'Forest', 'Forest'], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

const tappedMountains = (g: GameState): number =>
  g.battlefield.filter((o) => chars(g, o).name === 'Mountain' && g.objects[o]!.tapped).length;

test('702.143a / 116.2h: Demon Bolt — foretold for {2} (face down in exile, seen only by its owner), cast on a later turn for its foretell cost {R}: 4 damage', () => {
  const t = foretellGame();
  const bolt = t.id('Demon Bolt');
  act(t.state, 0, { kind: 'foretell', card: bolt });
  assert.equal(t.state.pending?.kind, 'priority', 'a special action: P1 keeps priority');
  assert.equal(tappedMountains(t.state), 2, '{2} paid');
  const exiled =
    t.state.exile.find((o) => t.state.objects[o]!.cardId === t.state.objects[bolt]?.cardId) ?? t.state.exile[0]!;
  assert.ok(t.state.objects[exiled]!.faceDown, 'exiled face down');
  assert.equal(viewFor(t.state, 0).exile.find((o) => o.id === exiled)?.name, 'Demon Bolt', 'its owner may look at it');
  assert.equal(viewFor(t.state, 1).exile.find((o) => o.id === exiled)?.name, null, 'hidden from the opponent');
  // Not on the turn it was foretold.
  const now = submit(t.state, 0, {
    kind: 'action',
    action: { kind: 'cast', card: exiled, targets: [[{ kind: 'object', id: t.id('Hill Giant') }]] },
  });
  assert.ok(!now.ok && now.error.rule === '702.143a', 'refused the same turn');
  t.advance('main1', t.state.turns[0]!.number + 2);
  const d = t.state.pending!;
  assert.ok(
    d.kind === 'priority' && d.actions.some((a) => a.kind === 'cast' && a.card === exiled),
    'offered on a later turn',
  );
  act(t.state, 0, { kind: 'cast', card: exiled, targets: [[{ kind: 'object', id: t.id('Hill Giant') }]] });
  assert.equal(tappedMountains(t.state), 1, 'the foretell cost {R}, not the mana cost {2}{R}');
  resolveAll(t.state);
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Demon Bolt': 'graveyard' } });
});

test("702.143a: foretelling is refused during an opponent's turn (and needs {2}); nothing changes", () => {
  const t = foretellGame();
  t.advance('upkeep', t.state.turns[0]!.number + 1);
  t.pass(); // P2 passes in their upkeep: P1 holds priority
  assert.ok(t.state.pending?.kind === 'priority' && t.state.pending.player === 0);
  const before = JSON.stringify(t.state);
  const r = submit(t.state, 0, { kind: 'action', action: { kind: 'foretell', card: t.id('Demon Bolt') } });
  assert.ok(!r.ok && r.error.rule === '702.143a', 'refused');
  assert.ok(!t.state.pending.actions.some((a) => a.kind === 'foretell'), 'not offered');
  assert.equal(JSON.stringify(t.state), before);
});

/** P1 (active, main phase) with three Mountains and `graveyard`. */
function escapeGame(graveyard: string[]) {
  modernDef("Satyr's Cunning");
  return cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], graveyard, battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test("702.138a: Satyr's Cunning escapes from the graveyard for {2}{R} and two other exiled cards; it makes a Satyr and goes back to the graveyard", () => {
  const t = escapeGame(["Satyr's Cunning", 'Island', 'Plains']);
  const d = t.state.pending!;
  assert.ok(d.kind === 'priority' && d.actions.some((a) => a.kind === 'cast' && a.from === 'graveyard'), 'offered');
  t.cast("Satyr's Cunning", { costs: ['Island', 'Plains'] });
  assert.equal(tappedMountains(t.state), 3, 'the escape cost {2}{R}');
  t.resolve();
  t.expect({ zones: { Island: 'exile', Plains: 'exile', "Satyr's Cunning": 'graveyard' } });
  const tokens = t.state.battlefield.filter((o) => t.state.objects[o]!.kind === 'token');
  assert.equal(tokens.length, 1, 'one Satyr token');
});

test("702.138a: escape needs two other cards to exile — the escaping card itself doesn't count; nothing changes", () => {
  const t = escapeGame(["Satyr's Cunning", 'Island']);
  const d = t.state.pending!;
  assert.ok(d.kind === 'priority' && !d.actions.some((a) => a.kind === 'cast'), 'not offered');
  t.cast("Satyr's Cunning", { refused: true });
});

/** P1 (active, main phase) with three Mountains and Riveteers Requisitioner in hand. */
function blitzGame() {
  modernDef('Riveteers Requisitioner');
  return cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island'],
          hand: ['Riveteers Requisitioner'],
          battlefield: ['Mountain', 'Mountain', 'Mountain'],
        },
        { library: ['Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.152a: Riveteers Requisitioner blitzed for {2}{R} — it attacks at once (haste), is sacrificed at the beginning of the end step, and its controller draws a card (and gets its Treasure)', () => {
  const t = blitzGame();
  t.cast('Riveteers Requisitioner', { with: 'blitz' });
  assert.equal(tappedMountains(t.state), 3, 'the blitz cost {2}{R}');
  t.resolve();
  const life = t.state.players[1]!.life;
  const power = chars(t.state, t.id('Riveteers Requisitioner')).power!;
  t.advance('declareAttackers');
  t.attack(['Riveteers Requisitioner']);
  t.advance('main2');
  assert.equal(t.state.players[1]!.life, life - power, 'haste: it attacked the turn it came');
  const hand = t.state.players[0]!.hand.length;
  t.advance('end');
  resolveAll(t.state);
  t.expect({ zones: { 'Riveteers Requisitioner': 'graveyard' } });
  assert.equal(t.state.players[0]!.hand.length, hand + 1, '"When this creature dies, draw a card."');
  assert.ok(
    t.state.battlefield.some((o) => chars(t.state, o).name === 'Treasure'),
    'its own dies trigger too',
  );
});

test('702.152a: Riveteers Requisitioner cast for its mana cost has no haste and stays at the end step', () => {
  const t = blitzGame();
  t.cast('Riveteers Requisitioner');
  t.resolve();
  t.advance('declareAttackers');
  const d = t.state.pending!;
  const offered =
    d.kind === 'declareAttackers' && d.options.some((o) => o.attacker === t.id('Riveteers Requisitioner'));
  assert.ok(!offered, 'summoning sick: it may not attack (302.6)');
  t.advance('end');
  resolveAll(t.state);
  t.expect({ zones: { 'Riveteers Requisitioner': 'battlefield' } });
});

/** P1 (active, main phase): four Mountains, `mine` and Lightning Crafter in hand; P2: a Mountain and Lightning Bolt. */
function championGame(mine: string[]) {
  modernDef('Lightning Crafter');
  return cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island'],
          hand: ['Lightning Crafter'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', ...mine],
        },
        { library: ['Island', 'Island', 'Island'], hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.72a / 702.72b: Lightning Crafter champions Raging Goblin (exiled); when the Crafter dies, the Goblin returns to the battlefield', () => {
  const t = championGame(['Raging Goblin']);
  t.cast('Lightning Crafter');
  t.resolve(); // the Crafter enters; its champion ability triggers
  t.resolve(); // …and asks which Goblin or Shaman to exile
  t.choose(['Raging Goblin']);
  resolveAll(t.state);
  t.expect({ zones: { 'Raging Goblin': 'exile', 'Lightning Crafter': 'battlefield' } });
  t.cast('Lightning Bolt', { targets: ['Lightning Crafter'], by: 'P2' });
  resolveAll(t.state);
  t.expect({ zones: { 'Lightning Crafter': 'graveyard', 'Raging Goblin': 'battlefield' } });
});

test('702.72a: declining to exile a Goblin or Shaman, Lightning Crafter is sacrificed; with none, it is sacrificed at once', () => {
  const t = championGame(['Raging Goblin']);
  t.cast('Lightning Crafter');
  t.resolve();
  t.resolve();
  t.choose([]);
  resolveAll(t.state);
  t.expect({ zones: { 'Lightning Crafter': 'graveyard', 'Raging Goblin': 'battlefield' } });
  const u = championGame(['Grizzly Bears']);
  u.cast('Lightning Crafter');
  resolveAll(u.state);
  u.expect({ zones: { 'Lightning Crafter': 'graveyard', 'Grizzly Bears': 'battlefield' } });
});

/** P1 (active, main phase): Ley Weaver in hand, lands for it, Lore Weaver in the library. */
function partnerGame() {
  modernDef('Ley Weaver');
  return cardGame(
    {
      players: [
        {
          library: ['Island', 'Lore Weaver', 'Island'],
          hand: ['Ley Weaver'],
          battlefield: landsFor(modernDef('Ley Weaver').manaCost),
        },
        { library: ['Island', 'Lore Weaver', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.124j: Ley Weaver — partner with Lore Weaver: as it enters, the target player (P1) may search for Lore Weaver and puts it into their hand', () => {
  const t = partnerGame();
  t.cast('Ley Weaver');
  t.resolve();
  t.choose(['P1']); // the trigger's target player
  t.resolve();
  t.choose(true); // P1 searches
  t.choose(['Lore Weaver']);
  resolveAll(t.state);
  assert.ok(
    t.state.players[0]!.hand.some((o) => chars(t.state, o).name === 'Lore Weaver'),
    'Lore Weaver is in P1’s hand',
  );
});

test("702.124j: the target player chooses whether to search — P2 targeted and declining, P2's library is untouched", () => {
  const t = partnerGame();
  t.cast('Ley Weaver');
  t.resolve();
  t.choose(['P2']);
  const library = [...t.state.players[1]!.library];
  t.resolve();
  const d = t.state.pending!;
  assert.equal(d.player, 1, 'P2 is asked');
  t.choose(false);
  resolveAll(t.state);
  assert.deepEqual(t.state.players[1]!.library, library, 'not searched, not shuffled');
});

test('702.63a: Waning Wurm — vanishing 2: it enters with two time counters, loses one each upkeep of its controller, and is sacrificed when the last is removed', () => {
  modernDef('Waning Wurm');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island', 'Island'],
          hand: ['Waning Wurm'],
          battlefield: landsFor(modernDef('Waning Wurm').manaCost),
        },
        { library: ['Island', 'Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Waning Wurm');
  t.resolve();
  const time = (): number | undefined => t.state.objects[t.id('Waning Wurm')]?.counters['time'];
  assert.equal(time(), 2, 'it enters with two time counters');
  const turn = t.state.turns[0]!.number;
  t.advance('draw', turn + 1); // P2's upkeep: nothing happens
  assert.equal(time(), 2);
  t.advance('draw', turn + 2);
  assert.equal(time(), 1, "its controller's upkeep removes one");
  t.advance('draw', turn + 4);
  t.expect({ zones: { 'Waning Wurm': 'graveyard' } });
});

/** P1 (active, main phase) with A Little Chat, lands for it and `creature` on the battlefield. */
function casualtyGame(creature: string) {
  modernDef('A Little Chat');
  return cardGame(
    {
      players: [
        {
          library: ['Island', 'Forest', 'Plains', 'Swamp', 'Mountain', 'Island'],
          hand: ['A Little Chat'],
          battlefield: [...landsFor(modernDef('A Little Chat').manaCost), creature],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.153a: A Little Chat with casualty 1 paid (Grizzly Bears sacrificed) is copied: two cards go to the hand; unpaid, one', () => {
  for (const paid of [true, false]) {
    const t = casualtyGame('Grizzly Bears');
    act(t.state, 0, {
      kind: 'cast',
      card: t.id('A Little Chat'),
      ...(paid ? { kicker: [0], costObjects: [t.id('Grizzly Bears')] } : {}),
    });
    resolveAll(t.state);
    assert.equal(t.state.players[0]!.hand.length, paid ? 2 : 1, paid ? 'the copy resolved too' : 'no copy');
    t.expect({ zones: { 'Grizzly Bears': paid ? 'graveyard' : 'battlefield' } });
  }
});

test('702.153a: casualty 1 needs a creature with power 1 or greater — a 0-power Ornithopter is refused; nothing changes', () => {
  const t = casualtyGame('Ornithopter');
  const before = JSON.stringify(t.state);
  const r = submit(t.state, 0, {
    kind: 'action',
    action: { kind: 'cast', card: t.id('A Little Chat'), kicker: [0], costObjects: [t.id('Ornithopter')] },
  });
  assert.ok(!r.ok, 'refused');
  assert.equal(JSON.stringify(t.state), before);
});

/** P1 (active, main phase) with Collective Defiance ({1}{R}{R}, escalate {1}) and `mountains` Mountains; P2 has Hill Giant. */
function escalateGame(mountains: number) {
  modernDef('Collective Defiance');
  return cardGame(
    {
      players: [
        { hand: ['Collective Defiance'], battlefield: Array.from({ length: mountains }, () => 'Mountain') },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.120a: Collective Defiance with two modes pays escalate {1} once more — four Mountains; Hill Giant dies, P2 takes 3', () => {
  const t = escalateGame(5);
  t.cast('Collective Defiance', { targets: [['Hill Giant'], ['P2']], modes: [1, 2] });
  const g = t.state;
  assert.equal(g.battlefield.filter((x) => g.objects[x]!.tapped).length, 4, '{1}{R}{R} and one escalate {1}');
  resolveAll(g);
  t.expect({ zones: { 'Hill Giant': 'graveyard' } });
  assert.equal(g.players[1]!.life, 17);
});

test('702.120a: with three Mountains Collective Defiance casts with one mode, not two (escalate unpaid); nothing changes', () => {
  const t = escalateGame(3);
  const before = JSON.stringify(t.state);
  const two = submit(t.state, 0, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: t.id('Collective Defiance'),
      modes: [1, 2],
      targets: [[{ kind: 'object', id: t.id('Hill Giant') }], [{ kind: 'player', player: 1 }]],
    },
  });
  assert.ok(!two.ok && /mana|pay/i.test(two.error.message), `two modes need {1} more: ${JSON.stringify(two)}`);
  assert.equal(JSON.stringify(t.state), before);
  t.cast('Collective Defiance', { targets: [['Hill Giant']], modes: [1] });
  resolveAll(t.state);
  t.expect({ zones: { 'Hill Giant': 'graveyard' } });
  assert.equal(t.state.players[1]!.life, 20);
});

/** The most modes the priority decision offers for Collective Defiance. */
function offeredModes(t: ReturnType<typeof escalateGame>): number | undefined {
  const g = t.state;
  const card = t.id('Collective Defiance');
  const a =
    g.pending?.kind === 'priority' ? g.pending.actions.find((x) => x.kind === 'cast' && x.card === card) : undefined;
  return a?.kind === 'cast' ? a.chooseModes?.max : undefined;
}

test('702.120a: the cast offered lists only as many modes as escalate can be paid for — 3 Mountains one, 4 two, 5 three', () => {
  assert.equal(offeredModes(escalateGame(3)), 1, '{1}{R}{R} alone');
  assert.equal(offeredModes(escalateGame(4)), 2, 'one escalate {1}');
  assert.equal(offeredModes(escalateGame(5)), 3, 'two escalate {1}');
});
