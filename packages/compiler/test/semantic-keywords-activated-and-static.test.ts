/**
 * Keyword abilities (702) of permanents and cards in hands and graveyards, on real compiled cards played in
 * engine games: transmute, reinforce, forecast, scavenge, rampage (and more as they land).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import type { GameState, ObjectId, PlayerId, TargetRef } from '@arbiter/engine';
import { compiled, act, def, id, ok, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

/** The index of the source's activated ability whose text contains `text`. */
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
  x?: number,
): GameState {
  return act(g, player, {
    kind: 'activate',
    source,
    ability: abilityIndex(g, source, text),
    ...(targets ? { targets } : {}),
    ...(x !== undefined ? { x } : {}),
  });
}
function refused(g: GameState, player: PlayerId, source: ObjectId, text: string, targets?: TargetRef[][]): void {
  const r = submitInPlace(g, player, {
    kind: 'action',
    action: { kind: 'activate', source, ability: abilityIndex(g, source, text), ...(targets ? { targets } : {}) },
  });
  assert.equal(r.ok, false, 'the activation should be refused');
}
const obj = (g: GameState, name: string, zone?: Parameters<typeof id>[2]): TargetRef => ({
  kind: 'object',
  id: id(g, name, zone),
});

test('702.53a transmute: Dimir House Guard is discarded to find a card with mana value 4, at sorcery speed', () => {
  def('Dimir House Guard');
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Dimir House Guard']);
  s.library(0, ['Grizzly Bears', 'Hill Giant', 'Serra Angel', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const guard = id(g, 'Dimir House Guard');
  activate(g, 0, guard, 'Transmute');
  assert.equal(g.objects[guard]?.zone, undefined, 'the card was discarded as a cost');
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.purpose === 'search');
  const names = d.options.map((o) => g.cards[g.objects[o]!.defKey]!.name);
  assert.deepEqual(names, ['Hill Giant'], "only cards with mana value 4 (the discarded card's)");
  ok(g, 0, { kind: 'chooseObjects', objects: [d.options[0]!] });
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'hand');
  // Sorcery speed: not in the opponent's turn.
  const s2 = scenario();
  s2.battlefield(0, ['Swamp', 'Swamp', 'Swamp']);
  s2.hand(0, ['Dimir House Guard']);
  const g2 = s2.start({ active: 1, step: 'main1' });
  pass(g2);
  refused(g2, 0, id(g2, 'Dimir House Guard'), 'Transmute');
});

test('702.77a reinforce: Hunting Triad is discarded at instant speed to put three +1/+1 counters on a creature', () => {
  def('Hunting Triad');
  const t = cardGame(
    {
      players: [
        { hand: ['Hunting Triad'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'] },
        {},
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.pass();
  activate(g, 0, id(g, 'Hunting Triad'), 'Reinforce', [[obj(g, 'Grizzly Bears')]]);
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [5, 5]);
  assert.equal(g.objects[id(g, 'Hunting Triad')]!.zone, 'graveyard');
});

test('702.77a reinforce X: Swell of Courage reinforces for X', () => {
  def('Swell of Courage');
  const t = cardGame(
    {
      players: [
        { hand: ['Swell of Courage'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Swell of Courage'), 'Reinforce', [[obj(g, 'Grizzly Bears')]], 2);
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [4, 4]);
});

test("702.57a forecast: Steeling Stance is activated from the hand during its owner's upkeep, once each turn, and stays in hand", () => {
  def('Steeling Stance');
  const s = scenario();
  s.battlefield(0, ['Plains', 'Plains', 'Grizzly Bears']);
  s.hand(0, ['Steeling Stance']);
  const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
  resolveAll(g);
  const stance = id(g, 'Steeling Stance');
  activate(g, 0, stance, 'Forecast', [[obj(g, 'Grizzly Bears')]]);
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [3, 3]);
  assert.equal(g.objects[stance]!.zone, 'hand', "the card stays in its owner's hand");
  refused(g, 0, stance, 'Forecast', [[obj(g, 'Grizzly Bears')]]); // once each turn
  // Not outside the upkeep.
  const s2 = scenario();
  s2.battlefield(0, ['Plains', 'Grizzly Bears']);
  s2.hand(0, ['Steeling Stance']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  refused(g2, 0, id(g2, 'Steeling Stance'), 'Forecast', [[obj(g2, 'Grizzly Bears')]]);
});

test('702.97a scavenge: Slitherhead is exiled from the graveyard to put counters equal to its power on a creature', () => {
  def('Slitherhead');
  const t = cardGame(
    {
      players: [{ graveyard: ['Slitherhead'], battlefield: ['Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Slitherhead'), 'Scavenge', [[obj(g, 'Grizzly Bears')]]);
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [3, 3]);
  assert.equal(g.objects[id(g, 'Slitherhead')]!.zone, 'exile');
});

test('702.23a rampage: Craw Giant blocked by three creatures gets +4/+4 (rampage 2 for each blocker beyond the first)', () => {
  def('Craw Giant');
  const t = cardGame(
    {
      players: [{ battlefield: ['Craw Giant'] }, { battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Craw Giant');
  t.attack({ 'Craw Giant': 'P2' });
  resolveAll(g);
  while (g.pending?.kind === 'priority') pass(g);
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [0, 1, 2].map((n) => ({ blocker: id(g, 'Grizzly Bears', 'battlefield', n), attacker: giant })),
  });
  resolveAll(g);
  assert.deepEqual(pt(g, giant), [10, 8]);
});

test('702.122a crew: Renegade Freighter becomes an artifact creature when creatures with total power 2 crew it, until end of turn', () => {
  def('Renegade Freighter');
  const t = cardGame(
    {
      players: [{ battlefield: ['Renegade Freighter', 'Llanowar Elves', 'Llanowar Elves', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const freighter = id(g, 'Renegade Freighter');
  const elf = id(g, 'Llanowar Elves', 'battlefield', 0);
  assert.equal(chars(g, freighter).types.includes('Creature'), false);
  // One 1-power Elf is not enough for crew 2.
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'activate', source: freighter, ability: abilityIndex(g, freighter, 'Crew'), costObjects: [elf] },
  });
  assert.equal(r.ok, false);
  const elves = [elf, id(g, 'Llanowar Elves', 'battlefield', 1)];
  act(g, 0, { kind: 'activate', source: freighter, ability: abilityIndex(g, freighter, 'Crew'), costObjects: elves });
  assert.ok(
    elves.every((e) => g.objects[e]!.tapped),
    'the crew is tapped as the cost',
  );
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.tapped, false);
  resolveAll(g);
  const c = chars(g, freighter);
  assert.ok(c.types.includes('Creature') && c.types.includes('Artifact'));
  assert.deepEqual(pt(g, freighter), [4, 3]);
  // It attacks: "Whenever Renegade Freighter attacks, it gets +1/+1 and gains trample until end of turn."
  while (g.pending?.kind === 'priority') pass(g);
  t.attack({ 'Renegade Freighter': 'P2' });
  resolveAll(g);
  assert.deepEqual(pt(g, freighter), [5, 4]);
  // Until end of turn only.
  const pending = (): string | undefined => g.pending?.kind;
  for (let i = 0; i < 80 && g.turns[0]!.activePlayers[0] === 0; i++) {
    if (pending() === 'priority') pass(g);
    else if (pending() === 'declareBlockers') ok(g, 1, { kind: 'declareBlockers', blocks: [] });
    else resolveAll(g);
  }
  assert.equal(chars(g, freighter).types.includes('Creature'), false);
});

test('702.84a unearth: Dregscape Zombie returns with haste, is exiled at the next end step, and is exiled instead of dying', () => {
  def('Dregscape Zombie');
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Swamp']);
  s.graveyard(0, ['Dregscape Zombie']);
  s.library(0, ['Swamp', 'Swamp']);
  s.library(1, ['Swamp', 'Swamp']);
  const g = s.start({ active: 0, step: 'main1' });
  activate(g, 0, id(g, 'Dregscape Zombie'), 'Unearth');
  resolveAll(g);
  const z = id(g, 'Dregscape Zombie', 'battlefield');
  assert.ok(chars(g, z).keywords.has('haste'));
  const pending = (): string | undefined => g.pending?.kind;
  while (pending() === 'priority') pass(g);
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: z, defender: { kind: 'player', player: 1 } }] });
  for (let i = 0; i < 80 && g.turns[0]!.step !== 'end'; i++) {
    if (pending() === 'priority') pass(g);
    else if (pending() === 'declareBlockers') ok(g, 1, { kind: 'declareBlockers', blocks: [] });
    else resolveAll(g);
  }
  assert.equal(g.players[1]!.life, 18, 'it attacked the turn it returned');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Dregscape Zombie')]!.zone, 'exile', 'exiled at the beginning of the next end step');

  // If it would leave the battlefield, it is exiled instead.
  const s2 = scenario();
  s2.battlefield(0, ['Swamp', 'Mountain']);
  s2.graveyard(0, ['Dregscape Zombie']);
  s2.hand(0, ['Lightning Bolt']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  activate(g2, 0, id(g2, 'Dregscape Zombie'), 'Unearth');
  resolveAll(g2);
  act(g2, 0, { kind: 'cast', card: id(g2, 'Lightning Bolt'), targets: [[obj(g2, 'Dregscape Zombie', 'battlefield')]] });
  resolveAll(g2);
  assert.equal(g2.objects[id(g2, 'Dregscape Zombie')]!.zone, 'exile');
  // Only from the graveyard, only as a sorcery.
  const s3 = scenario();
  s3.battlefield(0, ['Swamp']);
  s3.graveyard(0, ['Dregscape Zombie']);
  const g3 = s3.start({ active: 1, step: 'main1' });
  pass(g3);
  refused(g3, 0, id(g3, 'Dregscape Zombie'), 'Unearth');
});

test('702.87a / 711.2 level up: Student of Warfare levels up at sorcery speed; LEVEL 2-6 is a 3/3 first striker, LEVEL 7+ a 4/4 double striker', () => {
  def('Student of Warfare');
  const s = scenario();
  s.battlefield(0, ['Student of Warfare', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains']);
  const g = s.start({ active: 0, step: 'main1' });
  const st = id(g, 'Student of Warfare');
  const level = (): void => {
    activate(g, 0, st, 'Level up');
    resolveAll(g);
  };
  assert.deepEqual(pt(g, st), [1, 1]);
  level();
  assert.equal(g.objects[st]!.counters['level'], 1);
  assert.deepEqual(pt(g, st), [1, 1], 'level 1: still the printed 1/1');
  assert.equal(chars(g, st).keywords.has('first strike'), false);
  level();
  assert.deepEqual(pt(g, st), [3, 3]);
  assert.ok(chars(g, st).keywords.has('first strike'));
  for (let k = 0; k < 5; k++) level();
  assert.equal(g.objects[st]!.counters['level'], 7);
  assert.deepEqual(pt(g, st), [4, 4]);
  assert.ok(chars(g, st).keywords.has('double strike'));
  assert.equal(chars(g, st).keywords.has('first strike'), false, 'LEVEL 2-6 no longer applies');
  // Level up only as a sorcery.
  const s2 = scenario();
  s2.battlefield(0, ['Student of Warfare', 'Plains']);
  const g2 = s2.start({ active: 1, step: 'main1' });
  pass(g2);
  refused(g2, 0, id(g2, 'Student of Warfare'), 'Level up');
});

test('711.2a level up: Kabira Vindicator at level 2 has "Other creatures you control get +1/+1"; Kazandu Tuskcaller at level 2 has a token ability', () => {
  def('Kabira Vindicator');
  def('Kazandu Tuskcaller');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            { card: 'Kabira Vindicator', counters: { level: 1 } },
            'Grizzly Bears',
            { card: 'Kazandu Tuskcaller', counters: { level: 2 } },
            'Plains',
            'Plains',
            'Plains',
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const kv = id(g, 'Kabira Vindicator');
  const kt = id(g, 'Kazandu Tuskcaller');
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2, 2], 'level 1: no anthem yet');
  activate(g, 0, kv, 'Level up');
  resolveAll(g);
  assert.deepEqual(pt(g, kv), [3, 6]);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [3, 3]);
  assert.deepEqual(pt(g, kt), [2, 2], 'the other creature gets +1/+1 too');
  activate(g, 0, kt, 'Elephant');
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Elephant', 'battlefield')), [4, 4], 'a 3/3 Elephant, +1/+1 from the Vindicator');
});

test('702.123a fabricate: Glint-Sleeve Artisan (fabricate 1) takes a +1/+1 counter, or if its controller declines makes a 1/1 Servo', () => {
  for (const yes of [true, false]) {
    def('Glint-Sleeve Artisan');
    const t = cardGame(
      {
        players: [{ hand: ['Glint-Sleeve Artisan'], battlefield: ['Plains', 'Plains', 'Plains'] }, {}],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    t.cast('Glint-Sleeve Artisan');
    resolveAll(g, { yes });
    const a = id(g, 'Glint-Sleeve Artisan', 'battlefield');
    const servos = Object.values(g.objects).filter(
      (o) => o.zone === 'battlefield' && g.cards[o.defKey]?.name === 'Servo',
    );
    if (yes) {
      assert.deepEqual(pt(g, a), [3, 3]);
      assert.equal(servos.length, 0);
    } else {
      assert.deepEqual(pt(g, a), [2, 2]);
      assert.equal(servos.length, 1);
      const c = chars(g, servos[0]!.id);
      assert.deepEqual([c.power, c.toughness, c.colors.length], [1, 1, 0]);
      assert.ok(c.types.includes('Artifact') && c.types.includes('Creature'));
    }
  }
});

test('702.103a–f bestow: Boon Satyr bestowed is an Aura giving +4/+2; when the creature dies it stays as a 4/2 creature', () => {
  def('Boon Satyr');
  const t = cardGame(
    {
      players: [
        { hand: ['Boon Satyr'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'] },
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Boon Satyr', { targets: ['Grizzly Bears'], with: 'bestow' });
  const spell = id(g, 'Boon Satyr', 'stack');
  assert.ok(!chars(g, spell).types.includes('Creature'), '702.103b: a bestowed spell is not a creature spell');
  assert.deepEqual(chars(g, spell).subtypes, ['Aura']);
  resolveAll(g);
  const satyr = id(g, 'Boon Satyr', 'battlefield');
  assert.equal(g.objects[satyr]!.attachedTo, bears);
  assert.deepEqual(pt(g, bears), [6, 4]);
  assert.ok(!chars(g, satyr).types.includes('Creature'));
  // The bears die: the Aura becomes unattached and is a 4/2 enchantment creature again (702.103f), not put into the graveyard (704.5m).
  t.pass();
  t.cast('Murder', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  assert.equal(g.objects[satyr]?.zone, 'battlefield');
  assert.ok(chars(g, satyr).types.includes('Creature'));
  assert.deepEqual(pt(g, satyr), [4, 2]);
});

test('702.103e bestow: Boon Satyr whose target dies in response resolves as a 4/2 creature; 702.103c no creature, no bestow', () => {
  const s = scenario();
  s.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears']);
  s.hand(0, ['Boon Satyr']);
  s.battlefield(1, ['Mountain']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Boon Satyr'),
    alternative: 'bestow',
    targets: [[{ kind: 'object', id: bears }]],
  });
  pass(g);
  act(g, 1, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  const satyr = id(g, 'Boon Satyr', 'battlefield');
  assert.equal(g.objects[satyr]!.attachedTo, null);
  assert.deepEqual(pt(g, satyr), [4, 2]);
  // 702.103c: with no creature to target, it can't be cast for its bestow cost.
  const s2 = scenario();
  s2.battlefield(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  s2.hand(0, ['Boon Satyr']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  const r = submitInPlace(g2, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g2, 'Boon Satyr'), alternative: 'bestow', targets: [[]] },
  });
  assert.equal(r.ok, false);
  const d = g2.pending;
  assert.ok(d?.kind === 'priority' && !d.actions.some((a) => a.kind === 'cast' && a.alternative === 'bestow'));
});

test("702.39a provoke: Brontotherium attacks, untaps the defending player's Hill Giant, which must block it", () => {
  def('Brontotherium');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Brontotherium'] },
        { battlefield: [{ card: 'Hill Giant', tapped: true }, 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const bronto = id(g, 'Brontotherium');
  const giant = id(g, 'Hill Giant');
  t.attack({ Brontotherium: 'P2' });
  const d = g.pending;
  assert.ok(d?.kind === 'chooseTargets');
  const legal = d.targets[0]!.legal.map((t) => (t.kind === 'object' ? t.id : -1)).sort((a, b) => a - b);
  assert.deepEqual(
    legal,
    [giant, id(g, 'Grizzly Bears')].sort((a, b) => a - b),
    'only creatures the defending player controls',
  );
  t.choose(['Hill Giant']);
  resolveAll(g);
  assert.equal(g.objects[giant]!.tapped, false, 'the provoked creature untaps');
  while (g.pending?.kind === 'priority') pass(g);
  assert.equal(g.pending?.kind, 'declareBlockers');
  const r = submitInPlace(g, 1, { kind: 'declareBlockers', blocks: [] });
  assert.equal(r.ok, false, '509.1c: the Hill Giant must block Brontotherium');
  const r2 = submitInPlace(g, 1, {
    kind: 'declareBlockers',
    blocks: [{ blocker: id(g, 'Grizzly Bears'), attacker: bronto }],
  });
  assert.equal(r2.ok, false, 'the requirement is to block Brontotherium with the Hill Giant');
  t.block({ 'Hill Giant': 'Brontotherium' });
});

test('702.82a devour: Mycoloth (devour 2) sacrifices two creatures as it enters and enters with four +1/+1 counters', () => {
  def('Mycoloth');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Mycoloth'],
          battlefield: [
            'Forest',
            'Forest',
            'Forest',
            'Forest',
            'Forest',
            'Forest',
            'Grizzly Bears',
            'Llanowar Elves',
            'Hill Giant',
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Mycoloth'),
    payment: { kind: 'sources', sources: [0, 1, 2, 3, 4].map((n) => id(g, 'Forest', 'battlefield', n)) },
  });
  t.pass();
  t.pass();
  const d = g.pending;
  assert.ok(d?.kind === 'chooseObjects' && d.purpose === 'sacrifice');
  const myco = id(g, 'Mycoloth', 'battlefield');
  assert.ok(!d.options.includes(myco), "it can't devour itself");
  assert.ok(!d.options.includes(id(g, 'Forest', 'battlefield', 5)), 'only creatures');
  t.choose(['Grizzly Bears', 'Llanowar Elves']);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Llanowar Elves')]!.zone, 'graveyard');
  assert.equal(g.objects[myco]!.counters['+1/+1'], 4);
  assert.deepEqual(pt(g, myco), [8, 8]);
});

test('702.38a amplify: Kilnmouth Dragon (amplify 3) reveals two Dragon cards and enters with six +1/+1 counters', () => {
  def('Kilnmouth Dragon');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Kilnmouth Dragon', 'Shivan Dragon', 'Shivan Dragon', 'Hill Giant'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Kilnmouth Dragon');
  t.pass();
  t.pass();
  const d = g.pending;
  assert.ok(d?.kind === 'chooseObjects');
  assert.equal(d.options.length, 2, 'only the cards that share a creature type (Dragon) with it');
  ok(g, 0, { kind: 'chooseObjects', objects: [...d.options] });
  const dragon = id(g, 'Kilnmouth Dragon', 'battlefield');
  assert.equal(g.objects[dragon]!.counters['+1/+1'], 6);
  assert.equal(g.players[0]!.hand.length, 3, 'revealed cards stay in the hand');
});

test('702.124a partner: Tana, the Bloodsower has partner (deck construction only) and plays as printed', () => {
  const d = def('Tana, the Bloodsower');
  assert.ok(d.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'partner'));
  const t = cardGame(
    {
      players: [{ battlefield: ['Tana, the Bloodsower'] }, {}],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const tana = id(g, 'Tana, the Bloodsower');
  t.attack({ 'Tana, the Bloodsower': 'P2' });
  for (let i = 0; i < 20 && g.turns[0]!.step !== 'combatDamage'; i++) {
    if (g.pending?.kind === 'priority') pass(g);
    else if (g.pending?.kind === 'declareBlockers') ok(g, 1, { kind: 'declareBlockers', blocks: [] });
  }
  resolveAll(g);
  assert.equal(g.players[1]!.life, 18);
  assert.equal(g.battlefield.filter((x) => g.cards[g.objects[x]!.defKey]!.name.includes('Saproling')).length, 2);
});
