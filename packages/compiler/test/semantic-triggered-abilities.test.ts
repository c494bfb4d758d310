/**
 * Triggered abilities compiled from Oracle text (603), played in real engine games: heroic, "becomes tapped /
 * untapped", "is dealt damage" with "that much", "attacks and isn't blocked", battalion, "becomes the target",
 * cycling triggers, "when enchanted/equipped creature dies", "the upkeep of enchanted creature's controller",
 * "at the beginning of combat on your turn", "each opponent's upkeep", "deals damage to an opponent",
 * "a creature you control deals combat damage to a player", "blocks a creature with flying".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState, type ObjectId } from '@arbiter/engine';
import { compiled, act, def, has, id, ok, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const P1 = { kind: 'player', player: 1 } as const;
const obj = (i: ObjectId) => ({ kind: 'object' as const, id: i });

/** Attack player 1 with `attackers`, let player 1 block with `blocks`, and play combat out. */
function combat(
  g: GameState,
  attackers: ObjectId[],
  blocks: { blocker: ObjectId; attacker: ObjectId }[] = [],
): GameState {
  ok(g, 0, { kind: 'declareAttackers', attacks: attackers.map((a) => ({ attacker: a, defender: P1 })) });
  resolveAll(g);
  while (g.pending?.kind === 'priority' && g.turns[0]!.step === 'declareAttackers') pass(g);
  if (g.pending?.kind === 'declareBlockers') ok(g, 1, { kind: 'declareBlockers', blocks });
  for (let i = 0; i < 40 && g.turns[0]!.step !== 'endCombat' && g.turns[0]!.step !== 'main2'; i++) {
    if (g.pending?.kind === 'priority' && g.turns[0]!.stack.length === 0 && g.pendingTriggers.length === 0) pass(g);
    else resolveAll(g);
  }
  return g;
}

test('601.2c heroic: Akroan Skyguard gets a +1/+1 counter when its controller casts a spell that targets it', () => {
  def('Akroan Skyguard');
  const t = cardGame(
    {
      players: [{ hand: ['Giant Growth', 'Shock'], battlefield: ['Akroan Skyguard', 'Forest', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const sky = id(g, 'Akroan Skyguard');
  t.cast('Giant Growth', { targets: ['Akroan Skyguard'] });
  resolveAll(g);
  assert.equal(g.objects[sky]!.counters['+1/+1'], 1);
  assert.deepEqual(pt(g, sky), [1 + 1 + 3, 1 + 1 + 3]);
  // A spell that targets something else does not trigger it.
  t.cast('Shock', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.objects[sky]!.counters['+1/+1'], 1);
});

test('701.26a "becomes tapped": Vampire Envoy gains its controller 1 life when it attacks (tapping it)', () => {
  def('Vampire Envoy');
  const t = cardGame(
    {
      players: [{ battlefield: ['Vampire Envoy'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  t.attack({ 'Vampire Envoy': 'P2' });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 21);
});

test('701.26a "becomes tapped": City of Brass deals 1 damage to its controller when tapped for mana', () => {
  def('City of Brass');
  const t = cardGame(
    { players: [{ hand: ['Shock'], battlefield: ['City of Brass'] }, {}], position: { active: 'P1', step: 'main1' } },
    compiled,
  );
  const g = t.state;
  t.cast('Shock', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 18, 'Shock resolved');
  assert.equal(g.players[0]!.life, 19, 'City of Brass dealt 1 damage to its controller');
});

test('701.26b / 502.3 "becomes untapped": Sphinx\'s Disciple draws a card after its controller\'s untap step', () => {
  def("Sphinx's Disciple");
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest'],
          battlefield: [
            { card: "Sphinx's Disciple", tapped: true },
            { card: 'Island', tapped: true },
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'untap', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const hand = g.players[0]!.hand.length;
  resolveAll(g);
  assert.equal(g.objects[id(g, "Sphinx's Disciple")]!.tapped, false);
  assert.equal(g.players[0]!.hand.length, hand + 1, 'one trigger: only the Disciple untapping counts');
});

test('120.3 / 603.2 "is dealt damage" and "that much": Boros Reckoner deals as much damage as it was dealt', () => {
  def('Boros Reckoner');
  const t = cardGame(
    {
      players: [{ battlefield: ['Boros Reckoner'] }, { hand: ['Shock'], battlefield: ['Mountain'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const br = id(g, 'Boros Reckoner');
  // Player 1 shocks the Reckoner at instant speed; its controller (player 0) aims the trigger at player 1.
  t.pass();
  t.cast('Shock', { targets: ['Boros Reckoner'] });
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[P1]] } });
  assert.equal(g.objects[br]!.damage, 2);
  assert.equal(g.players[1]!.life, 18, 'that much (2) damage to player 1');
});

test('603.2 "is dealt damage": Wall of Hope gains that much life', () => {
  def('Wall of Hope');
  const t = cardGame(
    {
      players: [{ hand: ['Shock'], battlefield: ['Wall of Hope', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Shock', { targets: ['Wall of Hope'] });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 22);
});

test('509.3f "attacks and isn\'t blocked": Abyssal Nightstalker makes the defending player discard only when unblocked', () => {
  def('Abyssal Nightstalker');
  {
    const s = scenario();
    s.battlefield(0, ['Abyssal Nightstalker']);
    s.hand(1, ['Forest', 'Island']);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    combat(g, [id(g, 'Abyssal Nightstalker')]);
    assert.equal(g.players[1]!.hand.length, 1, 'defending player discarded a card');
  }
  {
    const s = scenario();
    s.battlefield(0, ['Abyssal Nightstalker']);
    s.battlefield(1, ['Grizzly Bears']);
    s.hand(1, ['Forest', 'Island']);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    const an = id(g, 'Abyssal Nightstalker');
    combat(g, [an], [{ blocker: id(g, 'Grizzly Bears'), attacker: an }]);
    assert.equal(g.players[1]!.hand.length, 2, 'blocked: no trigger');
  }
});

test('508.1 battalion: Boros Elite gets +2/+2 only when it and at least two other creatures attack', () => {
  def('Boros Elite');
  for (const [others, expected] of [
    [2, 3],
    [1, 1],
  ] as const) {
    const s = scenario();
    s.battlefield(0, ['Boros Elite', ...Array.from({ length: others }, () => 'Grizzly Bears')]);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    const be = id(g, 'Boros Elite');
    const bears = Array.from({ length: others }, (_, k) => id(g, 'Grizzly Bears', 'battlefield', k));
    ok(g, 0, { kind: 'declareAttackers', attacks: [be, ...bears].map((a) => ({ attacker: a, defender: P1 })) });
    resolveAll(g);
    assert.equal(pt(g, be)[0], expected, `${others} other attackers`);
  }
});

test('115.1 "becomes the target of a spell or ability an opponent controls": Ashenmoor Liege makes that player lose 4 life', () => {
  def('Ashenmoor Liege');
  const t = cardGame(
    {
      players: [
        { hand: ['Giant Growth'], battlefield: ['Ashenmoor Liege', 'Forest'] },
        { hand: ['Shock'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const al = id(g, 'Ashenmoor Liege');
  // Its controller's own spell: no trigger.
  t.cast('Giant Growth', { targets: ['Ashenmoor Liege'] });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 20);
  assert.equal(g.players[1]!.life, 20);
  t.pass();
  t.cast('Shock', { targets: ['Ashenmoor Liege'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 16, 'the opponent who targeted it lost 4 life');
  assert.equal(has(g, 'Ashenmoor Liege', 'battlefield'), true, '4/4 after Giant Growth survives Shock');
});

test('115.1 "becomes the target of a spell or ability": Phantasmal Bear is sacrificed and the spell fizzles', () => {
  def('Phantasmal Bear');
  const t = cardGame(
    {
      players: [{ hand: ['Giant Growth'], battlefield: ['Phantasmal Bear', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Giant Growth', { targets: ['Phantasmal Bear'] });
  resolveAll(g);
  assert.equal(has(g, 'Phantasmal Bear', 'graveyard'), true);
});

test('702.29c "when you cycle": Renewed Faith gains 2 life and draws a card when cycled', () => {
  def('Renewed Faith');
  const t = cardGame(
    {
      players: [{ library: ['Forest', 'Forest'], hand: ['Renewed Faith'], battlefield: ['Plains', 'Plains'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const rf = id(g, 'Renewed Faith', 'hand');
  act(g, 0, { kind: 'activate', source: rf, ability: chars(g, rf).abilities.findIndex((a) => a.kind === 'activated') });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 22);
  assert.equal(has(g, 'Renewed Faith', 'graveyard'), true);
  assert.equal(g.players[0]!.hand.length, 1, 'the cycling draw');
});

test('702.29d "whenever a player cycles a card": Stoic Champion gets +2/+2 when an opponent cycles', () => {
  def('Stoic Champion');
  def('Renewed Faith');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Stoic Champion'] },
        { library: ['Forest', 'Forest'], hand: ['Renewed Faith'], battlefield: ['Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.pass();
  const rf = id(g, 'Renewed Faith', 'hand');
  act(g, 1, { kind: 'activate', source: rf, ability: chars(g, rf).abilities.findIndex((a) => a.kind === 'activated') });
  resolveAll(g);
  const sc = id(g, 'Stoic Champion');
  assert.deepEqual(pt(g, sc), [2 + 2, 2 + 2]);
});

test('603.10a "when enchanted creature dies": Elephant Guide creates a 3/3 Elephant', () => {
  def('Elephant Guide');
  const s = scenario();
  const bears = s.permanent(0, 'Grizzly Bears');
  s.permanent(0, { card: 'Elephant Guide', attachedTo: bears });
  s.battlefield(1, ['Mountain', 'Mountain']);
  s.hand(1, ['Lightning Bolt', 'Shock']);
  const g = s.start({ active: 0, step: 'main1' });
  pass(g);
  // 5/5 with the Guide: Bolt and Shock together kill it.
  act(g, 1, { kind: 'cast', card: id(g, 'Lightning Bolt', 'hand'), targets: [[obj(id(g, 'Grizzly Bears'))]] });
  act(g, 1, { kind: 'cast', card: id(g, 'Shock', 'hand'), targets: [[obj(id(g, 'Grizzly Bears'))]] });
  resolveAll(g);
  assert.equal(has(g, 'Grizzly Bears', 'graveyard'), true);
  const elephant = g.battlefield.find((x) => chars(g, x).subtypes.includes('Elephant'));
  assert.ok(elephant !== undefined, 'an Elephant token');
  assert.deepEqual(pt(g, elephant), [3, 3]);
  assert.equal(chars(g, elephant).controller, 0);
});

test('603.10a "whenever equipped creature dies": Skullclamp draws two cards', () => {
  def('Skullclamp');
  const s = scenario();
  const elves = s.permanent(0, 'Llanowar Elves');
  s.permanent(0, { card: 'Skullclamp', attachedTo: elves });
  s.library(0, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  // 1/1 with +1/-1: it dies to the state-based action (704.5f).
  resolveAll(g);
  assert.equal(has(g, 'Llanowar Elves', 'graveyard'), true);
  assert.equal(g.players[0]!.hand.length, 2);
});

test('503.1a "the upkeep of enchanted creature\'s controller": Soul Bleed triggers in that player\'s upkeep only', () => {
  def('Soul Bleed');
  const s = scenario();
  const bears = s.permanent(1, 'Grizzly Bears');
  s.permanent(0, { card: 'Soul Bleed', attachedTo: bears });
  const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 20);
  assert.equal(g.players[1]!.life, 20, "not in its controller's upkeep");
  const s2 = scenario();
  const b2 = s2.permanent(1, 'Grizzly Bears');
  s2.permanent(0, { card: 'Soul Bleed', attachedTo: b2 });
  const g2 = s2.start({ active: 1, step: 'upkeep', beginStep: true });
  resolveAll(g2);
  assert.equal(g2.players[1]!.life, 19, "the enchanted creature's controller loses 1 life in their upkeep");
});

test('507.1 "at the beginning of combat on your turn": Goblin Rabblemaster creates a Goblin on its controller\'s turn only', () => {
  def('Goblin Rabblemaster');
  const s = scenario();
  s.battlefield(0, ['Goblin Rabblemaster']);
  const g = s.start({ active: 0, step: 'beginCombat', beginStep: true });
  resolveAll(g);
  assert.equal(g.battlefield.filter((x) => chars(g, x).subtypes.includes('Goblin')).length, 2);
  const s2 = scenario();
  s2.battlefield(0, ['Goblin Rabblemaster']);
  const g2 = s2.start({ active: 1, step: 'beginCombat', beginStep: true });
  resolveAll(g2);
  assert.equal(g2.battlefield.filter((x) => chars(g2, x).subtypes.includes('Goblin')).length, 1);
});

test('503.1a "at the beginning of each opponent\'s upkeep": Sheoldred makes that player sacrifice a creature', () => {
  def('Sheoldred, Whispering One');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Sheoldred, Whispering One'] },
        { battlefield: ['Grizzly Bears'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P2', step: 'upkeep', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  resolveAll(g);
  assert.equal(
    g.battlefield.filter((x) => chars(g, x).name === 'Grizzly Bears').length,
    1,
    'only the active opponent sacrificed',
  );
  assert.equal(has(g, 'Sheoldred, Whispering One', 'battlefield'), true);
});

test('603.2 "deals damage to an opponent": Thieving Magpie draws a card when it deals combat damage to an opponent', () => {
  def('Thieving Magpie');
  const t = cardGame(
    {
      players: [{ library: ['Forest', 'Forest'], battlefield: ['Thieving Magpie'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  combat(g, [id(g, 'Thieving Magpie')]);
  assert.equal(g.players[1]!.life, 19);
  assert.equal(g.players[0]!.hand.length, 1);
});

test('510.2 "a creature you control deals combat damage to a player": Shaman of the Great Hunt puts a counter on that creature', () => {
  def('Shaman of the Great Hunt');
  const t = cardGame(
    {
      players: [{ battlefield: ['Shaman of the Great Hunt', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const gb = id(g, 'Grizzly Bears');
  combat(g, [gb]);
  assert.equal(g.players[1]!.life, 18);
  assert.equal(g.objects[gb]!.counters['+1/+1'], 1);
  assert.equal(g.objects[id(g, 'Shaman of the Great Hunt')]!.counters['+1/+1'] ?? 0, 0);
});

test('510.2 / "that many": Cold-Eyed Selkie draws as many cards as the combat damage it dealt', () => {
  def('Cold-Eyed Selkie');
  const t = cardGame(
    {
      players: [{ library: ['Forest', 'Forest', 'Forest', 'Forest'], battlefield: ['Cold-Eyed Selkie'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  combat(g, [id(g, 'Cold-Eyed Selkie')]);
  assert.equal(g.players[1]!.life, 19);
  assert.equal(g.players[0]!.hand.length, 1);
});

test('509.3b "blocks a creature with flying": Woolly Spider gets +0/+2 only when blocking a flier', () => {
  def('Woolly Spider');
  for (const [attacker, toughness] of [
    ['Wind Drake', 5],
    ['Grizzly Bears', 3],
  ] as const) {
    const s = scenario();
    s.battlefield(0, [attacker]);
    s.battlefield(1, ['Woolly Spider']);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    const a = id(g, attacker);
    ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P1 }] });
    resolveAll(g);
    while (g.pending?.kind === 'priority') pass(g);
    ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: id(g, 'Woolly Spider'), attacker: a }] });
    resolveAll(g);
    assert.equal(pt(g, id(g, 'Woolly Spider'))[1], toughness, attacker);
  }
});

test("603.3c modal trigger: Aven Surveyor's controller chooses a mode as the ability is put on the stack", () => {
  def('Aven Surveyor');
  for (const mode of [0, 1]) {
    const t = cardGame(
      {
        players: [
          { hand: ['Aven Surveyor'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'] },
          { battlefield: ['Grizzly Bears'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    t.cast('Aven Surveyor');
    for (let i = 0; i < 20 && g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0; i++) pass(g);
    assert.equal(g.pending?.kind, 'chooseOption');
    ok(g, 0, { kind: 'chooseOption', chosen: [mode] });
    resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[obj(id(g, 'Grizzly Bears'))]] } });
    const av = id(g, 'Aven Surveyor', 'battlefield');
    assert.equal(g.objects[av]!.counters['+1/+1'] ?? 0, mode === 0 ? 1 : 0);
    assert.equal(has(g, 'Grizzly Bears', 'hand'), mode === 1);
  }
});

test('603.4 "if a creature died this turn": Hollowhenge Scavenger gains 5 life only after a creature died', () => {
  def('Hollowhenge Scavenger');
  for (const died of [false, true]) {
    const t = cardGame(
      {
        players: [
          {
            hand: ['Hollowhenge Scavenger', 'Shock'],
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Mountain'],
          },
          { battlefield: ['Llanowar Elves'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    if (died) {
      t.cast('Shock', { targets: ['Llanowar Elves'] });
      resolveAll(g);
    }
    t.cast('Hollowhenge Scavenger');
    resolveAll(g);
    assert.equal(has(g, 'Hollowhenge Scavenger', 'battlefield'), true);
    assert.equal(g.players[0]!.life, died ? 25 : 20);
  }
});

test('603.4 raid, "if you attacked with a creature this turn": Mardu Hordechief makes a Warrior only after attacking', () => {
  def('Mardu Hordechief');
  for (const attacked of [false, true]) {
    const t = cardGame(
      {
        players: [{ hand: ['Mardu Hordechief'], battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears'] }, {}],
        position: { active: 'P1', step: attacked ? 'declareAttackers' : 'main1', begin_step: attacked },
      },
      compiled,
    );
    const g = t.state;
    if (attacked) {
      combat(g, [id(g, 'Grizzly Bears')]);
      while (g.turns[0]!.step !== 'main2') pass(g);
    }
    t.cast('Mardu Hordechief');
    resolveAll(g);
    assert.equal(g.battlefield.filter((x) => chars(g, x).subtypes.includes('Warrior')).length, attacked ? 2 : 1);
  }
});

test('603.10a "a creature dealt damage by ~ this turn dies": Sengir Vampire gets a +1/+1 counter', () => {
  def('Sengir Vampire');
  const t = cardGame(
    {
      players: [{ battlefield: ['Sengir Vampire'] }, { battlefield: ['Wind Drake', 'Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const sv = id(g, 'Sengir Vampire');
  combat(g, [sv], [{ blocker: id(g, 'Wind Drake'), attacker: sv }]);
  assert.equal(has(g, 'Wind Drake', 'graveyard'), true);
  assert.equal(g.objects[sv]!.counters['+1/+1'], 1);
  assert.deepEqual(pt(g, sv), [5, 5]);
});

test('601.2i "when you cast ~": Desolation Twin creates its 10/10 Eldrazi while the spell is on the stack', () => {
  def('Desolation Twin');
  const s = scenario();
  s.battlefield(
    0,
    Array.from({ length: 10 }, () => 'Wastes'),
  );
  s.hand(0, ['Desolation Twin']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Desolation Twin', 'hand') });
  // The cast trigger goes on the stack above the spell and resolves first.
  assert.equal(g.turns[0]!.stack.length, 2);
  while (g.turns[0]!.stack.length === 2) pass(g);
  assert.equal(has(g, 'Desolation Twin', 'stack'), true);
  assert.equal(g.battlefield.filter((x) => chars(g, x).subtypes.includes('Eldrazi')).length, 1);
  resolveAll(g);
  assert.equal(g.battlefield.filter((x) => chars(g, x).subtypes.includes('Eldrazi')).length, 2);
});

test('509.3b / 509.3d "blocks or becomes blocked by a creature": Inferno Elemental deals 3 damage to that creature', () => {
  def('Inferno Elemental');
  const t = cardGame(
    {
      players: [{ battlefield: ['Inferno Elemental'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const ie = id(g, 'Inferno Elemental');
  t.attack({ 'Inferno Elemental': 'P2' });
  resolveAll(g);
  while (g.pending?.kind === 'priority') pass(g);
  t.block({ 'Hill Giant': 'Inferno Elemental' });
  resolveAll(g);
  assert.equal(has(g, 'Hill Giant', 'graveyard'), true, 'the 3/3 blocker took 3 damage before combat damage');
  assert.equal(g.objects[ie]!.damage, 0);
});

test('603.4 "if you cast it from your hand": Coal Stoker adds {R}{R}{R} only when cast, not when put onto the battlefield', () => {
  def('Coal Stoker');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Coal Stoker']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Coal Stoker', 'hand') });
  resolveAll(g);
  assert.equal(has(g, 'Coal Stoker', 'battlefield'), true);
  assert.equal(g.players[0]!.manaPool.R, 3, 'cast from the hand: the trigger added {R}{R}{R}');
  const s2 = scenario();
  s2.battlefield(0, ['Coal Stoker']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  assert.equal(
    g2.objects[id(g2, 'Coal Stoker')]!.castFrom,
    undefined,
    'a permanent put onto the battlefield was not cast',
  );
});

test('701.9a "whenever an opponent discards a card": Liliana\'s Caress makes that player lose 2 life', () => {
  def("Liliana's Caress");
  const t = cardGame(
    {
      players: [
        { hand: ['Mind Rot'], battlefield: ["Liliana's Caress", 'Swamp', 'Swamp', 'Swamp'] },
        { hand: ['Forest', 'Island', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Mind Rot', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.hand.length, 1);
  assert.equal(g.players[1]!.life, 16, 'two discards, 2 life each');
});

test('608.2h "that creature\'s toughness": Abattoir Ghoul gains life equal to the toughness of the creature that died', () => {
  def('Abattoir Ghoul');
  const s = scenario();
  s.battlefield(0, ['Abattoir Ghoul']);
  s.battlefield(1, ['Wall of Stone']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const ag = id(g, 'Abattoir Ghoul');
  // Wall of Stone (0/8) blocks the 3/2 first striker: it survives, so nothing triggers.
  combat(g, [ag], [{ blocker: id(g, 'Wall of Stone'), attacker: ag }]);
  assert.equal(g.players[0]!.life, 20);
  const s2 = scenario();
  s2.battlefield(0, ['Abattoir Ghoul']);
  s2.battlefield(1, ['Llanowar Elves']);
  const g2 = s2.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const ag2 = id(g2, 'Abattoir Ghoul');
  combat(g2, [ag2], [{ blocker: id(g2, 'Llanowar Elves'), attacker: ag2 }]);
  assert.equal(has(g2, 'Llanowar Elves', 'graveyard'), true);
  assert.equal(g2.players[0]!.life, 21, 'Llanowar Elves had toughness 1');
});
