/**
 * Granted quoted abilities (613.1f layer 6) and targets restricted by a player the trigger names
 * (506.2 defending player, 603.2 "that player"), on real compiled cards played in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace, type GameState } from '@arbiter/engine';
import { compiled, act, def, id, modernDef, modernScenario, ok, pass, pool, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('613.1f layer 6: Lightning Prowess gives haste and "{T}: ~ deals 1 damage to any target" (~ = the enchanted creature)', () => {
  def('Lightning Prowess');
  const s = scenario();
  const [bears] = s.battlefield(0, [{ card: 'Grizzly Bears', summoningSick: true }]);
  s.battlefield(0, [{ card: 'Lightning Prowess', attachedTo: bears! }]);
  const g = s.start({ active: 0, step: 'main1' });
  const c = chars(g, bears!);
  assert.ok(c.keywords.has('haste'));
  const ability = c.abilities.findIndex((a) => a.kind === 'activated');
  assert.ok(ability >= 0, 'the enchanted creature has the tap ability');
  // Haste lets the summoning-sick creature use {T} (302.6).
  act(g, 0, { kind: 'activate', source: bears!, ability, targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19);
  assert.ok(g.objects[bears!]!.tapped, 'the creature (not the Aura) was tapped');
});

test('613.1f layer 6: Thornbite Staff grants two quoted abilities; "untap ~" untaps the equipped creature', () => {
  def('Thornbite Staff');
  const s = scenario();
  const [elf] = s.battlefield(0, [{ card: 'Llanowar Elves', tapped: true }]);
  s.battlefield(0, [{ card: 'Thornbite Staff', attachedTo: elf! }]);
  s.hand(0, ['Lightning Bolt']);
  s.battlefield(0, ['Mountain']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  const kinds = chars(g, elf!).abilities.map((a) => a.kind);
  assert.ok(kinds.includes('triggered') && kinds.filter((k) => k === 'activated').length >= 1);
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt'),
    targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
  });
  resolveAll(g);
  assert.equal(g.objects[elf!]!.tapped, false, 'a creature died: the equipped creature untapped');
});

/** The pending target decision's legal object choices (first target group). */
function legalObjects(g: GameState): number[] {
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseTargets', `expected chooseTargets, got ${d?.kind}`);
  return d.targets[0]!.legal.flatMap((t) => (t.kind === 'object' ? [t.id] : []));
}

test('506.2 defending player: Fiend Binder attacking player 2 of three may tap only a creature player 2 controls', () => {
  def('Fiend Binder');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Fiend Binder', 'Grizzly Bears'] },
        { battlefield: ['Hill Giant'] },
        { battlefield: ['Llanowar Elves', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const binder = id(g, 'Fiend Binder');
  t.attack({ 'Fiend Binder': 'P3' });
  const elves = id(g, 'Llanowar Elves');
  const theirBears = id(g, 'Grizzly Bears', 'battlefield', 1);
  assert.deepEqual(legalObjects(g).sort(), [elves, theirBears].sort(), "only the defending player's creatures");
  const refused = submitInPlace(structuredClone(g), 0, {
    kind: 'chooseTargets',
    targets: [[{ kind: 'object', id: id(g, 'Hill Giant') }]],
  });
  assert.ok(!refused.ok, "player 1's Hill Giant is not a legal target");
  t.choose(['Llanowar Elves']);
  resolveAll(g);
  assert.ok(g.objects[elves]!.tapped);
});

test('603.2 "that player": Spark Mage deals combat damage to a player and may deal 1 damage to a creature that player controls', () => {
  def('Spark Mage');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Spark Mage'] },
        { battlefield: ['Llanowar Elves'] },
        { battlefield: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Spark Mage': 'P2' });
  for (let k = 0; k < 30 && g.pending?.kind !== 'chooseTargets'; k++) {
    const d = g.pending!;
    if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks: [] });
    else pass(g);
  }
  const p1Elves = id(g, 'Llanowar Elves', 'battlefield', 0);
  assert.deepEqual(legalObjects(g), [p1Elves], "only the damaged player's creature");
  ok(g, 0, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: p1Elves }]] });
  resolveAll(g);
  assert.equal(g.objects[p1Elves]?.zone ?? 'gone', 'gone', 'the Elves died');
  assert.equal(g.players[1]!.life, 19);
});

test('603.2 inside quotes: Arm with Aether grants "deals damage to an opponent, you may return target creature that player controls"', () => {
  def('Arm with Aether');
  const t = cardGame(
    {
      players: [
        { hand: ['Arm with Aether'], battlefield: ['Grizzly Bears', 'Island', 'Island', 'Island'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Arm with Aether');
  resolveAll(g);
  passUntilStep(g, 'declareAttackers');
  t.attack({ 'Grizzly Bears': 'P2' });
  for (let k = 0; k < 30 && g.pending?.kind !== 'chooseTargets'; k++) {
    const d = g.pending!;
    if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks: [] });
    else pass(g);
  }
  const giant = id(g, 'Hill Giant');
  assert.deepEqual(legalObjects(g), [giant]);
  t.choose(['Hill Giant']);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant', 'hand')]!.zone, 'hand');
});

function passUntilStep(g: GameState, step: string): void {
  for (let k = 0; k < 30 && g.turns[0]!.step !== step; k++) pass(g);
  assert.equal(g.turns[0]!.step, step);
}

test('608.2h "all … target player controls": Primeval Light destroys only the target player\'s enchantments', () => {
  def('Primeval Light');
  const t = cardGame(
    {
      players: [
        { hand: ['Primeval Light'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Glorious Anthem'] },
        { battlefield: ['Glorious Anthem'] },
        { battlefield: ['Glorious Anthem', 'Glorious Anthem'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Primeval Light', { targets: ['P3'] });
  resolveAll(g);
  const anthems = Object.values(g.objects)
    .filter((o) => o.zone === 'battlefield' && g.cards[o.defKey]?.name === 'Glorious Anthem')
    .map((o) => o.controller)
    .sort();
  assert.deepEqual(anthems, [0, 1], "player 2's two Anthems were destroyed, the others stay");
});

test('603.2 "each creature that player controls": Balefire Dragon deals that much damage to each creature the damaged player controls', () => {
  def('Balefire Dragon');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Balefire Dragon', 'Llanowar Elves'] },
        { battlefield: ['Hill Giant', 'Llanowar Elves'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Balefire Dragon': 'P2' });
  resolveAll(g);
  for (let k = 0; k < 30 && g.turns[0]!.step !== 'main2'; k++) {
    const d = g.pending!;
    if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks: [] });
    else if (d.kind === 'priority') pass(g);
    else resolveAll(g);
  }
  assert.equal(g.players[1]!.life, 14);
  const left = Object.values(g.objects)
    .filter((o) => o.zone === 'battlefield' && g.cards[o.defKey]?.types.includes('Creature'))
    .map((o) => `${o.controller}:${g.cards[o.defKey]!.name}`)
    .sort();
  assert.deepEqual(
    left,
    ['0:Balefire Dragon', '0:Llanowar Elves', '2:Hill Giant'],
    "player 1's creatures took 6 each; no one else's did",
  );
});

test('"Creatures target player controls get +2/+2 … Untap them": Great Oak Guardian pumps and untaps only that player\'s creatures', () => {
  def('Great Oak Guardian');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Great Oak Guardian'],
          battlefield: [{ card: 'Grizzly Bears', tapped: true }, ...Array(6).fill('Forest')],
        },
        { battlefield: [{ card: 'Hill Giant', tapped: true }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Great Oak Guardian');
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 0 }]] } });
  const bears = id(g, 'Grizzly Bears');
  assert.deepEqual([chars(g, bears).power, chars(g, bears).toughness], [4, 4]);
  assert.equal(g.objects[bears]!.tapped, false, 'untapped');
  const giant = id(g, 'Hill Giant');
  assert.equal(chars(g, giant).power, 3);
  assert.equal(g.objects[giant]!.tapped, true);
  assert.equal(g.objects[id(g, 'Great Oak Guardian')]!.tapped, false);
});

test('115.1 "Choose target creature. …": Grave Strength mills three and counts creature cards for that creature', () => {
  def('Grave Strength');
  const t = cardGame(
    {
      players: [
        {
          library: ['Hill Giant', 'Forest', 'Llanowar Elves', 'Island'],
          hand: ['Grave Strength'],
          graveyard: ['Grizzly Bears'],
          battlefield: ['Grizzly Bears', ...Array(2).fill('Swamp'), ...Array(2).fill('Mountain'), 'Forest', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  act(g, 0, { kind: 'cast', card: id(g, 'Grave Strength'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.equal(g.objects[bears]!.counters['+1/+1'], 3, 'three creature cards in the graveyard after milling three');
});

test('613.1f "becomes a … creature with \\"…\\"": Raging Ravine becomes a 3/3 that puts a +1/+1 counter on itself when it attacks', () => {
  def('Raging Ravine');
  const t = cardGame(
    {
      players: [{ battlefield: ['Raging Ravine', 'Mountain', 'Mountain', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const ravine = id(g, 'Raging Ravine');
  const ability = chars(g, ravine).abilities.findIndex((a) => a.kind === 'activated' && !a.manaAbility);
  const lands = ['Mountain', 'Forest'].flatMap((n) => [id(g, n, 'battlefield', 0), id(g, n, 'battlefield', 1)]);
  act(g, 0, { kind: 'activate', source: ravine, ability, payment: { kind: 'sources', sources: lands } });
  resolveAll(g);
  assert.deepEqual([chars(g, ravine).power, chars(g, ravine).toughness], [3, 3]);
  assert.ok(chars(g, ravine).types.includes('Land'), "it's still a land");
  passUntilStep(g, 'declareAttackers');
  t.attack({ 'Raging Ravine': 'P2' });
  resolveAll(g);
  assert.equal(g.objects[ravine]!.counters['+1/+1'], 1);
  assert.equal(chars(g, ravine).power, 4);
});

test('111.4 "You may create a token. It has \\"…\\"": Awakening Zone\'s Eldrazi Spawn has the sacrifice mana ability', () => {
  def('Awakening Zone');
  const t = cardGame(
    {
      players: [{ library: ['Forest', 'Forest'], battlefield: ['Awakening Zone'] }, {}],
      position: { active: 'P1', step: 'upkeep', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  resolveAll(g);
  const spawn = id(g, 'Eldrazi Spawn');
  const mana = chars(g, spawn).abilities.find((a) => a.kind === 'activated');
  assert.ok(mana && mana.kind === 'activated' && mana.manaAbility, 'the token has "Sacrifice ~: Add {C}."');
  act(g, 0, { kind: 'activate', source: spawn, ability: chars(g, spawn).abilities.indexOf(mana) });
  assert.equal(g.objects[spawn]?.zone ?? 'gone', 'gone', 'sacrificed');
  assert.equal(g.players[0]!.manaPool.C ?? 0, 1);
});

test('611.2 "That token has haste and \\"…\\"": Heat Shimmer\'s copy has haste and is exiled at the end step', () => {
  def('Heat Shimmer');
  const t = cardGame(
    {
      players: [
        { hand: ['Heat Shimmer'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Heat Shimmer', { targets: ['Hill Giant'] });
  resolveAll(g);
  const copy = Object.values(g.objects).find((o) => o.kind === 'token' && o.zone === 'battlefield')!;
  assert.ok(copy, 'a token copy');
  assert.equal(copy.controller, 0);
  assert.ok(chars(g, copy.id).keywords.has('haste'));
  passUntilStep(g, 'declareAttackers');
  t.attack([]);
  passUntilStep(g, 'end');
  resolveAll(g);
  assert.ok(
    !g.objects[copy.id] || g.objects[copy.id]!.zone !== 'battlefield',
    'exiled at the beginning of the end step',
  );
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'battlefield');
});

test("113.7a the card's own name inside a granted quoted ability is that card: Archery Training is refused (Blazing Torch names its grantor, semantic-granted-by-name), Fledgling Dragon's own grant works", () => {
  // "… the number of arrow counters on Archery Training.": the Aura, not the creature — not read in an amount yet.
  assert.notEqual(pool.compiled('Archery Training')?.status, 'full');
  def('Fledgling Dragon');
  const t = cardGame(
    {
      players: [{ graveyard: [...Array(7).fill('Forest')], battlefield: ['Fledgling Dragon', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const dragon = id(g, 'Fledgling Dragon');
  assert.equal(chars(g, dragon).power, 5, 'threshold: +3/+3');
  const ability = chars(g, dragon).abilities.findIndex((a) => a.kind === 'activated' && !a.manaAbility);
  act(g, 0, { kind: 'activate', source: dragon, ability });
  resolveAll(g);
  assert.equal(chars(g, dragon).power, 6, '"{R}: Fledgling Dragon gets +1/+0" pumps the Dragon itself');
});

test("604.3 CDA: Kalonian Twingrove's Treefolk token (no printed P/T) counts Forests; Rusting Golem counts its fade counters", () => {
  def('Kalonian Twingrove');
  def('Rusting Golem');
  const s = scenario();
  s.battlefield(0, Array(7).fill('Forest'));
  s.hand(0, ['Kalonian Twingrove', 'Rusting Golem']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Kalonian Twingrove') });
  resolveAll(g);
  const token = Object.values(g.objects).find((o) => o.kind === 'token' && o.zone === 'battlefield')!;
  assert.deepEqual([chars(g, token.id).power, chars(g, token.id).toughness], [7, 7], 'seven Forests');
  const s2 = scenario();
  s2.battlefield(0, [{ card: 'Rusting Golem', counters: { fade: 3 } }]);
  const g2 = s2.start({ active: 0, step: 'main1' });
  assert.deepEqual([chars(g2, id(g2, 'Rusting Golem')).power, chars(g2, id(g2, 'Rusting Golem')).toughness], [3, 3]);
});

test('509.1b / 506.2 "as long as defending player controls an artifact": Bouncing Beebles can\'t be blocked by a player with an artifact', () => {
  def('Bouncing Beebles');
  for (const withArtifact of [true, false]) {
    const s = scenario();
    s.battlefield(0, ['Bouncing Beebles']);
    s.battlefield(1, ['Grizzly Bears', ...(withArtifact ? ['Bonesplitter'] : [])]);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    const beebles = id(g, 'Bouncing Beebles');
    ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: beebles, defender: { kind: 'player', player: 1 } }] });
    while (g.pending?.kind === 'priority' && g.turns[0]!.step === 'declareAttackers') pass(g);
    // With no legal block the engine skips the declaration; otherwise the block is refused or accepted.
    const blocked =
      g.pending?.kind === 'declareBlockers' &&
      submitInPlace(structuredClone(g), 1, {
        kind: 'declareBlockers',
        blocks: [{ blocker: id(g, 'Grizzly Bears'), attacker: beebles }],
      }).ok;
    assert.equal(
      blocked,
      !withArtifact,
      withArtifact ? 'unblockable: the defending player controls an artifact' : 'blockable without one',
    );
  }
});

test('111.4: a token made by Mirrex says "This token can\'t block.", not the name of the card that made it', () => {
  modernDef('Mirrex');
  const s = modernScenario();
  s.battlefield(0, ['Mirrex', 'Plains', 'Plains', 'Plains']);
  const g = s.start({ active: 0, step: 'main1' });
  const mirrex = id(g, 'Mirrex');
  const make = chars(g, mirrex).abilities.findIndex((a) => a.kind === 'activated' && /Create/.test(a.text ?? ''));
  act(g, 0, { kind: 'activate', source: mirrex, ability: make, targets: [] });
  resolveAll(g);
  const mite = id(g, 'Phyrexian Mite');
  const texts = chars(g, mite).abilities.map((a) => ('text' in a ? a.text : undefined));
  assert.ok(texts.includes("This token can't block."), `the token's texts: ${JSON.stringify(texts)}`);
  assert.ok(!JSON.stringify(g.objects[mite]).includes('Mirrex'), 'nothing on the token names Mirrex');
});
