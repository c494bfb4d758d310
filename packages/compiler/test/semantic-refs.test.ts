/**
 * Effects that refer back to objects and amounts named earlier in the same ability (608.2h, 608.2i), and
 * conditional clauses: compiled cards played in real engine games, each expectation taken from the Oracle text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import type { Choice, GameState, ObjectId, PlayerId, TargetRef } from '@arbiter/engine';
import { compiled, act, def, id, landsFor, ok, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function abilityIndex(g: GameState, source: ObjectId, text: string): number {
  const i = chars(g, source).abilities.findIndex((a) => a.kind === 'activated' && a.text.includes(text));
  assert.ok(i >= 0, `no activated ability "${text}"`);
  return i;
}
function activate(
  g: GameState,
  player: PlayerId,
  source: ObjectId,
  text: string,
  targets?: TargetRef[][],
  costObjects?: ObjectId[],
): GameState {
  return act(g, player, {
    kind: 'activate',
    source,
    ability: abilityIndex(g, source, text),
    ...(targets ? { targets } : {}),
    ...(costObjects ? { costObjects } : {}),
  });
}
const player = (p: PlayerId): TargetRef => ({ kind: 'player', player: p });
const P1: TargetRef = { kind: 'player', player: 1 };

test("608.2h / 608.2i: Bloodshot Cyclops deals damage equal to the sacrificed creature's power, as it last existed (a +1/+1 counter counts)", () => {
  def('Bloodshot Cyclops');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Bloodshot Cyclops', { card: 'Hill Giant', counters: { '+1/+1': 2 } }, 'Grizzly Bears'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  activate(g, 0, id(g, 'Bloodshot Cyclops'), 'Sacrifice a creature', [[player(1)]], [giant]);
  assert.equal(
    g.objects[giant]?.zone ?? 'gone',
    'gone',
    'the sacrificed creature left the battlefield as the cost was paid',
  );
  resolveAll(g);
  assert.equal(g.players[1]!.life, 15, 'Hill Giant was a 5/5 when sacrificed');
});

test('608.2i: Fling (additional cost "sacrifice a creature") deals damage equal to the sacrificed creature\'s power', () => {
  const d = def('Fling');
  const t = cardGame(
    {
      players: [{ hand: ['Fling'], battlefield: [...landsFor(d.manaCost), 'Grizzly Bears', 'Hill Giant'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Fling', 'hand'),
    targets: [[player(1)]],
    costObjects: [id(g, 'Grizzly Bears')],
  });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 18);
});

test("608.2i: Korozda Guildmage creates X Saprolings, where X is the sacrificed creature's toughness", () => {
  def('Korozda Guildmage');
  const t = cardGame(
    {
      players: [{ battlefield: ['Korozda Guildmage', 'Hill Giant', 'Swamp', 'Swamp', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Korozda Guildmage'), 'Sacrifice a nontoken creature', [], [id(g, 'Hill Giant')]);
  resolveAll(g);
  const saprolings = g.battlefield.filter((o) => g.cards[g.objects[o]!.defKey]!.name === 'Saproling');
  assert.equal(saprolings.length, 3);
});

/** Passes priority and answers decisions through `answer` until the stack is empty. */
function drive(g: GameState, answer: (d: NonNullable<GameState['pending']>) => Choice | null, max = 40): GameState {
  for (let i = 0; i < max; i++) {
    const d = g.pending;
    if (!d || g.result) return g;
    if (d.kind === 'priority') {
      if (g.turns[0]!.stack.length === 0 && g.pendingTriggers.length === 0) return g;
      act(g, d.player, { kind: 'pass' });
      continue;
    }
    const c = answer(d);
    if (!c) assert.fail(`unexpected decision ${d.kind}`);
    ok(g, d.player, c);
  }
  return g;
}

test('118.12: Coral Atoll — "sacrifice it unless you return an untapped Island you control": the player chooses which Island', () => {
  def('Coral Atoll');
  const t = cardGame(
    {
      players: [{ hand: ['Coral Atoll'], battlefield: [{ card: 'Island', tapped: true }, 'Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.play('Coral Atoll');
  const untapped = g.battlefield.filter(
    (o) => g.cards[g.objects[o]!.defKey]!.name === 'Island' && !g.objects[o]!.tapped,
  );
  let offered: readonly ObjectId[] = [];
  drive(g, (d) => {
    if (d.kind === 'yesNo') return { kind: 'yesNo', yes: true };
    if (d.kind === 'chooseObjects') {
      offered = d.options;
      return { kind: 'chooseObjects', objects: [untapped[1]!] };
    }
    return null;
  });
  assert.deepEqual([...offered].sort(), [...untapped].sort(), 'only the untapped Islands may be returned');
  assert.equal(g.objects[untapped[1]!]?.zone ?? 'gone', 'gone', 'the chosen Island left the battlefield');
  assert.equal(g.players[0]!.hand.filter((h) => g.cards[g.objects[h]!.defKey]!.name === 'Island').length, 1);
  assert.equal(g.objects[id(g, 'Coral Atoll')]!.zone, 'battlefield');
});

test('118.12: Coral Atoll is sacrificed when its controller declines to return an Island', () => {
  const t = cardGame(
    { players: [{ hand: ['Coral Atoll'], battlefield: ['Island'] }, {}], position: { active: 'P1', step: 'main1' } },
    compiled,
  );
  const g = t.state;
  t.play('Coral Atoll');
  drive(g, (d) => (d.kind === 'yesNo' ? { kind: 'yesNo', yes: false } : null));
  assert.equal(g.objects[id(g, 'Coral Atoll')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Island')]!.zone, 'battlefield');
});

test('118.12: Thirst for Knowledge — "Then discard two cards unless you discard an artifact card"', () => {
  const d = def('Thirst for Knowledge');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest', 'Forest'],
          hand: ['Thirst for Knowledge', 'Ornithopter', 'Grizzly Bears'],
          battlefield: [...landsFor(d.manaCost)],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Thirst for Knowledge');
  drive(g, (dd) => {
    if (dd.kind === 'yesNo') return { kind: 'yesNo', yes: true };
    if (dd.kind === 'chooseObjects') return null; // one artifact card: nothing to choose
    return null;
  });
  assert.equal(g.objects[id(g, 'Ornithopter')]!.zone, 'graveyard', 'the artifact card was discarded');
  assert.equal(g.players[0]!.hand.length, 4, 'three drawn, one discarded, no further discard');
});

test('701.26 / 608.2d: Twiddle — "You may tap or untap target artifact, creature, or land": the caster chooses untap, then tap', () => {
  const d = def('Twiddle');
  for (const [choice, startTapped, endTapped] of [
    [1, true, false],
    [0, false, true],
  ] as const) {
    const t = cardGame(
      {
        players: [
          { hand: ['Twiddle'], battlefield: [...landsFor(d.manaCost)] },
          { battlefield: [{ card: 'Hill Giant', tapped: startTapped }] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    const giant = id(g, 'Hill Giant');
    t.cast('Twiddle', { targets: ['Hill Giant'] });
    let options: readonly string[] = [];
    drive(g, (dd) => {
      if (dd.kind === 'yesNo') return { kind: 'yesNo', yes: true };
      if (dd.kind === 'chooseOption') {
        options = dd.options;
        return { kind: 'chooseOption', chosen: [choice] };
      }
      return null;
    });
    assert.deepEqual(options, ['tap', 'untap']);
    assert.equal(g.objects[giant]!.tapped, endTapped);
  }
});

test('120.3 / 603.2: Aether Charge — "you may have it deal 4 damage to target opponent": the entering Beast is the source of the damage', () => {
  def('Aether Charge');
  const baloth = def('Enormous Baloth');
  const t = cardGame(
    {
      players: [{ hand: ['Enormous Baloth'], battlefield: ['Aether Charge', ...landsFor(baloth.manaCost)] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Enormous Baloth');
  drive(g, (d) => {
    if (d.kind === 'yesNo') return { kind: 'yesNo', yes: true };
    if (d.kind === 'chooseTargets') return { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] };
    return null;
  });
  assert.equal(g.players[1]!.life, 16);
  const dealt = g.log.filter((l) => l.type === 'damage').at(-1);
  assert.equal(
    (dealt?.data as { source?: number } | undefined)?.source,
    id(g, 'Enormous Baloth', 'battlefield'),
    'the Beast dealt the damage',
  );
});

test('120.3 / 608.2h: Goblin Arsonist — "When ~ dies, you may have it deal 1 damage to any target" (it deals the damage as it last existed)', () => {
  const bolt = def('Lightning Bolt');
  def('Goblin Arsonist');
  const t = cardGame(
    {
      players: [{ hand: ['Lightning Bolt'], battlefield: ['Goblin Arsonist', ...landsFor(bolt.manaCost)] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['Goblin Arsonist'] });
  drive(g, (d) => {
    if (d.kind === 'yesNo') return { kind: 'yesNo', yes: true };
    if (d.kind === 'chooseTargets') return { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] };
    return null;
  });
  assert.equal(g.players[1]!.life, 19);
});

test('608.2h: Chameleon Colossus — "~ gets +X/+X until end of turn, where X is its power": X is read once, as the effect begins', () => {
  def('Chameleon Colossus');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            'Chameleon Colossus',
            'Forest',
            'Forest',
            'Forest',
            'Forest',
            'Forest',
            'Forest',
            'Forest',
            'Forest',
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const c = id(g, 'Chameleon Colossus');
  activate(g, 0, c, 'where X is its power');
  resolveAll(g);
  assert.deepEqual([chars(g, c).power, chars(g, c).toughness], [8, 8]);
  activate(g, 0, c, 'where X is its power');
  resolveAll(g);
  assert.deepEqual([chars(g, c).power, chars(g, c).toughness], [16, 16]);
});

test('500.7: Time Walk — "Take an extra turn after this one": the caster takes the next turn too', () => {
  const d = def('Time Walk');
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest', 'Forest'], hand: ['Time Walk'], battlefield: [...landsFor(d.manaCost)] },
        { library: ['Forest', 'Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Time Walk');
  resolveAll(g);
  const turn = g.turns[0]!.number;
  for (let i = 0; i < 200 && g.turns[0]!.number === turn; i++) {
    const dd = g.pending!;
    if (dd.kind === 'priority') act(g, dd.player, { kind: 'pass' });
    else if (dd.kind === 'declareAttackers') ok(g, dd.player, { kind: 'declareAttackers', attacks: [] });
    else if (dd.kind === 'declareBlockers') ok(g, dd.player, { kind: 'declareBlockers', blocks: [] });
    else assert.fail(`unexpected decision ${dd.kind}`);
  }
  assert.equal(g.turns[0]!.number, turn + 1);
  assert.deepEqual(g.turns[0]!.activePlayers, [0], 'player 0 takes the extra turn');
});

test('119.3: Blood Tithe — "Each opponent loses 3 life. You gain life equal to the life lost this way" (three players: 6 gained)', () => {
  const d = def('Blood Tithe');
  const t = cardGame(
    {
      players: [{ hand: ['Blood Tithe'], battlefield: [...landsFor(d.manaCost)] }, {}, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Blood Tithe');
  resolveAll(g);
  assert.deepEqual(
    g.players.map((p) => p.life),
    [26, 17, 17],
  );
});

test('107.14 / 118.12: Aether Chaser — "you may pay {E}{E}. If you do, create a Servo": paid from its controller\'s energy; with one energy left nothing is asked', () => {
  def('Aether Chaser');
  const s = scenario();
  s.battlefield(0, ['Aether Chaser']);
  s.playerCounters(0, { energy: 3 });
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: id(g, 'Aether Chaser'), defender: P1 }] });
  resolveAll(g, { yes: true });
  assert.equal(g.players[0]!.counters['energy'], 1, 'two energy counters paid');
  const servos = (): number => g.battlefield.filter((o) => g.cards[g.objects[o]!.defKey]!.name === 'Servo').length;
  assert.equal(servos(), 1);

  const s2 = scenario();
  s2.battlefield(0, ['Aether Chaser']);
  s2.playerCounters(0, { energy: 1 });
  const g2 = s2.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g2, 0, { kind: 'declareAttackers', attacks: [{ attacker: id(g2, 'Aether Chaser'), defender: P1 }] });
  drive(g2, (d) => assert.fail(`no decision expected with one energy, got ${d.kind}`));
  assert.equal(g2.players[0]!.counters['energy'], 1);
  assert.equal(g2.battlefield.filter((o) => g2.cards[g2.objects[o]!.defKey]!.name === 'Servo').length, 0);
});

test('107.14: Aetherstream Leopard — "you may pay {E}. If you do, it gets +2/+0": declining keeps the energy', () => {
  def('Aetherstream Leopard');
  const s = scenario();
  s.battlefield(0, ['Aetherstream Leopard']);
  s.playerCounters(0, { energy: 1 });
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const leopard = id(g, 'Aetherstream Leopard');
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: leopard, defender: P1 }] });
  resolveAll(g, { yes: false });
  assert.equal(g.players[0]!.counters['energy'], 1);
  assert.equal(chars(g, leopard).power, 2);
  const s2 = scenario();
  s2.battlefield(0, ['Aetherstream Leopard']);
  s2.playerCounters(0, { energy: 1 });
  const g2 = s2.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const l2 = id(g2, 'Aetherstream Leopard');
  ok(g2, 0, { kind: 'declareAttackers', attacks: [{ attacker: l2, defender: P1 }] });
  resolveAll(g2, { yes: true });
  assert.equal(g2.players[0]!.counters['energy'] ?? 0, 0);
  assert.equal(chars(g2, l2).power, 4);
});

test('608.2h: Nightmarish End — "-X/-X until end of turn, where X is the number of cards in your hand": X is counted as it resolves, then fixed', () => {
  const d = def('Nightmarish End');
  const t = cardGame(
    {
      players: [
        { hand: ['Nightmarish End', 'Forest', 'Forest', 'Forest'], battlefield: [...landsFor(d.manaCost)] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const wurm = id(g, 'Craw Wurm');
  t.cast('Nightmarish End', { targets: ['Craw Wurm'] });
  resolveAll(g);
  assert.deepEqual(
    [chars(g, wurm).power, chars(g, wurm).toughness],
    [3, 1],
    'three cards in hand as it resolved: the 6/4 gets -3/-3',
  );
  t.play('Forest');
  assert.equal(chars(g, wurm).toughness, 1, 'the value does not change as the hand shrinks');
});

test('608.2h: Sever Soul — "Destroy target nonblack creature … You gain life equal to its toughness": the toughness it last had on the battlefield', () => {
  const d = def('Sever Soul');
  const t = cardGame(
    {
      players: [
        { hand: ['Sever Soul'], battlefield: [...landsFor(d.manaCost)] },
        { battlefield: [{ card: 'Craw Wurm', counters: { '+1/+1': 1 } }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const wurm = id(g, 'Craw Wurm');
  t.cast('Sever Soul', { targets: ['Craw Wurm'] });
  resolveAll(g);
  assert.equal(g.objects[wurm]?.zone ?? 'gone', 'gone');
  assert.equal(g.players[0]!.life, 25, 'Craw Wurm 6/4 with a +1/+1 counter had toughness 5');
});

test('608.2h: Divine Offering — "Destroy target artifact. You gain life equal to its mana value"', () => {
  const d = def('Divine Offering');
  const t = cardGame(
    {
      players: [
        { hand: ['Divine Offering'], battlefield: [...landsFor(d.manaCost)] },
        { battlefield: ['Ornithopter', 'Millstone'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Divine Offering', { targets: ['Millstone'] });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 22, 'Millstone has mana value 2');
});

test('122.1a / 613.4c: Living Armor puts X +0/+1 counters on target creature (X = its mana value); a +0/+1 counter adds 0 power and 1 toughness', () => {
  def('Living Armor');
  const t = cardGame(
    { players: [{ battlefield: ['Living Armor', 'Hill Giant'] }, {}], position: { active: 'P1', step: 'main1' } },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  const armor = id(g, 'Living Armor');
  act(g, 0, {
    kind: 'activate',
    source: armor,
    ability: abilityIndex(g, armor, 'Sacrifice'),
    targets: [[{ kind: 'object', id: giant }]],
  });
  resolveAll(g);
  assert.equal(g.objects[giant]!.counters['+0/+1'], 4);
  assert.deepEqual([chars(g, giant).power, chars(g, giant).toughness], [3, 7]);
});

test('205.3m kinship: Winnower Patrol — top card shares a creature type (Elf): revealing puts a +1/+1 counter on it; a top card that shares none asks nothing', () => {
  def('Winnower Patrol');
  const s = scenario();
  s.battlefield(0, ['Winnower Patrol']);
  s.library(0, ['Llanowar Elves', 'Forest']);
  const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
  const patrol = id(g, 'Winnower Patrol');
  let asked = 0;
  drive(g, (d) => {
    if (d.kind !== 'yesNo') return null;
    asked++;
    return { kind: 'yesNo', yes: true };
  });
  assert.equal(asked, 1);
  assert.equal(g.objects[patrol]!.counters['+1/+1'], 1);
  assert.equal(
    g.cards[g.objects[g.players[0]!.library[0]!]!.defKey]!.name,
    'Llanowar Elves',
    'the revealed card stays on top',
  );

  const s2 = scenario();
  s2.battlefield(0, ['Winnower Patrol']);
  s2.library(0, ['Grizzly Bears', 'Forest']);
  const g2 = s2.start({ active: 0, step: 'upkeep', beginStep: true });
  drive(g2, (d) => assert.fail(`a Bear shares no creature type with an Elf Warrior: no ${d.kind} expected`));
  assert.equal(g2.objects[id(g2, 'Winnower Patrol')]!.counters['+1/+1'] ?? 0, 0);
});

test('608.2h: Essence Harvest — "X is the greatest power among creatures you control" (an opponent\'s bigger creature doesn\'t count)', () => {
  const d = def('Essence Harvest');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Essence Harvest'],
          battlefield: [...landsFor(d.manaCost), 'Hill Giant', { card: 'Grizzly Bears', counters: { '+1/+1': 2 } }],
        },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Essence Harvest', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 16, 'Grizzly Bears with two +1/+1 counters has power 4');
  assert.equal(g.players[0]!.life, 24);
});

test('608.2h: Tribute to Hunger — "Target opponent sacrifices a creature. You gain life equal to that creature\'s toughness" (the one they chose, as it last existed)', () => {
  const d = def('Tribute to Hunger');
  const t = cardGame(
    {
      players: [
        { hand: ['Tribute to Hunger'], battlefield: [...landsFor(d.manaCost)] },
        { battlefield: [{ card: 'Craw Wurm', counters: { '+1/+1': 1 } }, 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const wurm = id(g, 'Craw Wurm');
  t.cast('Tribute to Hunger', { targets: ['P2'] });
  drive(g, (dec) => (dec.kind === 'chooseObjects' ? { kind: 'chooseObjects', objects: [wurm] } : null));
  assert.equal(g.objects[wurm]?.zone ?? 'gone', 'gone');
  assert.equal(g.players[0]!.life, 25, 'the sacrificed Craw Wurm had toughness 5');
});
