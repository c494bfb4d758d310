/**
 * Semantic tests: compiled cards played in real engine games. Each family picks cards by their
 * Oracle text (the expectation comes from the text, independently of the compiled tree), plays
 * them through the engine, and checks the effect: life totals, zones, P/T, counters, combat.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState } from '@arbiter/engine';
import { stripReminder } from '../src/index.js';
import { act, compiledAll, has, id, landsFor, ok, pass, pt, resolveAll, scenario } from './helpers.js';
import { ownObject } from '@arbiter/engine';

const played = new Set<string>();
const typesPlayed = new Set<string>();
const N = (w: string): number =>
  (({ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 }) as Record<string, number>)[w.toLowerCase()] ??
  Number(w);

interface Pick {
  name: string;
  text: string;
  m: RegExpExecArray;
  cost: string | null;
  power?: string;
  toughness?: string;
  types: readonly string[];
}

/** Fully compiled single-faced cards whose reminder-free Oracle text matches `re`. */
function family(re: RegExp, filter: (c: Pick) => boolean = () => true, cap = 40): Pick[] {
  const out: Pick[] = [];
  for (const c of compiledAll()) {
    if (c.status !== 'full' || c.faces.length !== 1) continue;
    const face = c.faces[0]!.definition;
    const text = stripReminder(face.oracleText);
    const m = re.exec(text);
    if (!m) continue;
    if (face.manaCost && /X/.test(face.manaCost)) continue;
    if (face.manaCost === null) continue; // 118.6: a card with no mana cost (a vanguard, Ancestral Vision) isn't cast for it
    const p: Pick = {
      name: c.name,
      text,
      m,
      cost: face.manaCost,
      types: face.types,
      ...(face.power !== undefined ? { power: face.power, toughness: face.toughness } : {}),
    };
    if (!filter(p)) continue;
    out.push(p);
    if (out.length >= cap) break;
  }
  return out;
}

function mark(p: Pick): void {
  played.add(p.name);
  for (const t of p.types) typesPlayed.add(t);
}

/** Player 0 casts `name` from hand in their main phase (lands provided), with `targets`; everything resolves. */
function castIt(
  p: Pick,
  setup: (s: ReturnType<typeof scenario>) => void = () => {},
  targets?: (g: GameState) => unknown[][],
): GameState {
  const s = scenario();
  s.battlefield(0, landsFor(p.cost));
  s.hand(0, [p.name]);
  s.library(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  s.library(1, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  setup(s);
  const g = s.start({ active: 0, step: 'main1' });
  const card = id(g, p.name, 'hand');
  const t = targets ? targets(g) : undefined;
  act(g, 0, { kind: 'cast', card, ...(t ? { targets: t as never } : {}) });
  resolveAll(g);
  mark(p);
  return g;
}

const SIMPLE_KW =
  /^(flying|first strike|double strike|deathtouch|defender|flash|haste|hexproof|shroud|indestructible|lifelink|menace|reach|trample|vigilance|fear|intimidate|shadow|horsemanship|skulk|plainswalk|islandwalk|swampwalk|mountainwalk|forestwalk|infect|wither|devoid)$/i;

// ---------------------------------------------------------------------------
// Creatures: vanilla and keyword creatures enter with their P/T and keywords.
// ---------------------------------------------------------------------------
const keywordCreatures = family(
  /^[\s\S]*$/,
  (c) =>
    c.types.includes('Creature') &&
    /^\d+$/.test(c.power ?? '') &&
    /^\d+$/.test(c.toughness ?? '') &&
    (c.text === '' || c.text.split('\n').every((l) => l.split(/,\s*/).every((k) => SIMPLE_KW.test(k.trim())))),
  160,
);
for (const c of keywordCreatures) {
  test(`creature: ${c.name} enters with ${c.power}/${c.toughness}${c.text ? ` and ${c.text.replace(/\n/g, ', ')}` : ''}`, () => {
    const g = castIt(c);
    const o = id(g, c.name, 'battlefield');
    assert.deepEqual(pt(g, o), [Number(c.power), Number(c.toughness)]);
    for (const k of c.text
      .split(/[\n,]/)
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean))
      assert.ok(chars(g, o).keywords.has(k as never), `has ${k}`);
    if (/devoid/i.test(c.text)) assert.deepEqual(chars(g, o).colors, [], 'devoid: colourless');
  });
}

// ---------------------------------------------------------------------------
// Instants and sorceries
// ---------------------------------------------------------------------------
for (const c of family(
  /^[^\n.:]+ deals (\d+) damage to target creature or player\.$/,
  (c) => (c.types.includes('Instant') || c.types.includes('Sorcery')) && c.text.split('target').length === 2,
  40,
)) {
  test(`burn: ${c.name} deals ${c.m[1]} damage to the targeted player`, () => {
    const g = castIt(
      c,
      () => {},
      () => [[{ kind: 'player', player: 1 }]],
    );
    assert.equal(g.players[1]!.life, 20 - Number(c.m[1]));
  });
}
for (const c of family(
  /^[^\n.:]+ deals (\d+) damage to target creature\.$/,
  (c) => (c.types.includes('Instant') || c.types.includes('Sorcery')) && c.text.split('target').length === 2,
  20,
)) {
  test(`creature burn: ${c.name} deals ${c.m[1]} damage to target creature`, () => {
    const g = castIt(
      c,
      (s) => s.battlefield(1, [{ card: 'Colossal Dreadmaw' }]),
      (g) => [[{ kind: 'object', id: id(g, 'Colossal Dreadmaw') }]],
    );
    const n = Number(c.m[1]);
    if (n >= 6) assert.ok(has(g, 'Colossal Dreadmaw', 'graveyard'));
    else assert.equal(g.objects[id(g, 'Colossal Dreadmaw', 'battlefield')]!.damage, n);
  });
}
for (const c of family(/^(?:Target player draws|Draw) (a card|two cards|three cards|four cards)\.$/, () => true, 20)) {
  test(`draw: ${c.name} draws ${c.m[1]}`, () => {
    const targeted = c.text.startsWith('Target');
    const g = castIt(c, () => {}, targeted ? () => [[{ kind: 'player', player: 0 }]] : undefined);
    assert.equal(g.players[0]!.hand.length, N(c.m[1]!.split(' ')[0]!));
  });
}
for (const c of family(/^You gain (\d+) life\.$/, () => true, 20)) {
  test(`life: ${c.name} gains ${c.m[1]} life`, () => {
    const g = castIt(c);
    assert.equal(g.players[0]!.life, 20 + Number(c.m[1]));
  });
}
for (const c of family(
  /^Destroy target (nonblack |nonartifact |nonwhite |green |tapped )?creature\.( It can't be regenerated\.)?$/,
  (c) => !c.types.includes('Creature'),
  20,
)) {
  test(`removal: ${c.name} destroys the targeted creature`, () => {
    const g = castIt(
      c,
      (s) => s.battlefield(1, [{ card: 'Grizzly Bears', tapped: true }]),
      (g) => [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
    );
    assert.ok(has(g, 'Grizzly Bears', 'graveyard'));
  });
}
for (const c of family(/^Destroy target (artifact|enchantment|artifact or enchantment|land)\.$/, () => true, 20)) {
  test(`removal: ${c.name} destroys target ${c.m[1]}`, () => {
    const victim = c.m[1] === 'land' ? 'Forest' : c.m[1] === 'enchantment' ? 'Glorious Anthem' : 'Bonesplitter';
    const g = castIt(
      c,
      (s) => s.battlefield(1, [victim]),
      (g) => [
        [
          {
            kind: 'object',
            id: id(g, victim, 'battlefield', g.players[0]!.id === 0 && victim === 'Forest' ? countOwn(g, 'Forest') : 0),
          },
        ],
      ],
    );
    assert.ok(g.players[1]!.graveyard.some((o) => g.cards[g.objects[o]!.defKey]!.name === victim));
  });
}
function countOwn(g: GameState, name: string): number {
  return Object.values(g.objects).filter(
    (o) => o.zone === 'battlefield' && o.owner === 0 && g.cards[o.defKey]!.name === name,
  ).length;
}
for (const c of family(/^Destroy all creatures\.( They can't be regenerated\.)?$/, () => true, 10)) {
  test(`wrath: ${c.name} destroys every creature`, () => {
    const g = castIt(c, (s) => {
      s.battlefield(0, ['Grizzly Bears']);
      s.battlefield(1, ['Hill Giant']);
    });
    assert.ok(has(g, 'Grizzly Bears', 'graveyard') && has(g, 'Hill Giant', 'graveyard'));
  });
}
for (const c of family(/^Target creature gets \+(\d+)\/\+(\d+) until end of turn\.$/, () => true, 20)) {
  test(`pump: ${c.name} gives +${c.m[1]}/+${c.m[2]}`, () => {
    const g = castIt(
      c,
      (s) => s.battlefield(0, ['Grizzly Bears']),
      (g) => [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
    );
    assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2 + Number(c.m[1]), 2 + Number(c.m[2])]);
  });
}
for (const c of family(/^Target creature gets -(\d+)\/-(\d+) until end of turn\.$/, () => true, 15)) {
  test(`shrink: ${c.name} gives -${c.m[1]}/-${c.m[2]}`, () => {
    const g = castIt(
      c,
      (s) => s.battlefield(1, ['Colossal Dreadmaw']),
      (g) => [[{ kind: 'object', id: id(g, 'Colossal Dreadmaw') }]],
    );
    assert.deepEqual(pt(g, id(g, 'Colossal Dreadmaw')), [6 - Number(c.m[1]), 6 - Number(c.m[2])]);
  });
}
for (const c of family(
  /^Create (a|two|three|four) (\d+)\/(\d+) ([a-z ]+?) ([A-Z][a-z]+) creature tokens?(?: with (flying|haste|first strike|vigilance|trample|lifelink|deathtouch|reach|defender|menace))?\.$/,
  () => true,
  20,
)) {
  test(`tokens: ${c.name} creates ${c.m[1]} ${c.m[2]}/${c.m[3]} ${c.m[5]}`, () => {
    const g = castIt(c);
    const toks = g.battlefield.filter((o) => g.objects[o]!.kind === 'token');
    assert.equal(toks.length, N(c.m[1]!));
    for (const t of toks) {
      assert.deepEqual(pt(g, t), [Number(c.m[2]), Number(c.m[3])]);
      assert.ok(chars(g, t).subtypes.includes(c.m[5]!));
      if (c.m[6]) assert.ok(chars(g, t).keywords.has(c.m[6] as never));
    }
  });
}
for (const c of family(/^Target player discards (a card|two cards|three cards)\.$/, () => true, 10)) {
  test(`discard: ${c.name}`, () => {
    const g = castIt(
      c,
      (s) => s.hand(1, ['Forest', 'Forest', 'Forest', 'Forest']),
      () => [[{ kind: 'player', player: 1 }]],
    );
    assert.equal(g.players[1]!.hand.length, 4 - N(c.m[1]!.split(' ')[0]!));
  });
}
for (const c of family(
  /^Return target (creature|permanent|nonland permanent) to its owner's hand\.( Draw a card\.)?$/,
  () => true,
  10,
)) {
  test(`bounce: ${c.name}`, () => {
    const g = castIt(
      c,
      (s) => s.battlefield(1, ['Hill Giant']),
      (g) => [[{ kind: 'object', id: id(g, 'Hill Giant') }]],
    );
    assert.ok(has(g, 'Hill Giant', 'hand'));
  });
}
for (const c of family(
  /^[^\n.:]+ deals (\d+) damage to each creature\.$/,
  (c) => c.types.includes('Instant') || c.types.includes('Sorcery'),
  10,
)) {
  test(`sweeper: ${c.name} deals ${c.m[1]} to each creature`, () => {
    const g = castIt(c, (s) => {
      s.battlefield(0, ['Colossal Dreadmaw']);
      s.battlefield(1, ['Colossal Dreadmaw']);
    });
    for (const o of g.battlefield.filter((x) => g.cards[g.objects[x]!.defKey]!.name === 'Colossal Dreadmaw'))
      assert.equal(g.objects[o]!.damage, Number(c.m[1]));
  });
}
for (const c of family(/^Counter target spell\.$/, () => true, 5)) {
  test(`counterspell: ${c.name} counters a creature spell`, () => {
    const s = scenario();
    s.battlefield(0, ['Forest', 'Forest']);
    s.hand(0, ['Grizzly Bears']);
    s.battlefield(1, landsFor(c.cost));
    s.hand(1, [c.name]);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'cast', card: id(g, 'Grizzly Bears', 'hand') });
    pass(g);
    const spell = id(g, 'Grizzly Bears', 'stack');
    act(g, 1, { kind: 'cast', card: id(g, c.name, 'hand'), targets: [[{ kind: 'object', id: spell }]] });
    resolveAll(g);
    assert.ok(has(g, 'Grizzly Bears', 'graveyard'));
    mark(c);
  });
}

// ---------------------------------------------------------------------------
// Permanents with abilities
// ---------------------------------------------------------------------------
for (const c of family(
  /^When [^\n]+ enters the battlefield, you gain (\d+) life\.$/,
  (c) => c.types.includes('Creature') || c.types.includes('Artifact') || c.types.includes('Enchantment'),
  15,
)) {
  test(`ETB trigger: ${c.name} gains ${c.m[1]} life as it enters`, () => {
    const g = castIt(c);
    assert.equal(g.players[0]!.life, 20 + Number(c.m[1]));
  });
}
for (const c of family(/^When [^\n]+ enters the battlefield, draw a card\.$/, () => true, 15)) {
  test(`ETB trigger: ${c.name} draws a card as it enters`, () => {
    const g = castIt(c);
    assert.equal(g.players[0]!.hand.length, 1);
  });
}
for (const c of family(
  /^When [^\n]+ enters the battlefield, it deals (\d+) damage to target creature or player\.$/,
  () => true,
  10,
)) {
  test(`ETB trigger with target: ${c.name} deals ${c.m[1]} damage`, () => {
    const g = castIt(c);
    const dealt = 20 - g.players[0]!.life + (20 - g.players[1]!.life);
    const creatureHit =
      g.battlefield.some((o) => g.objects[o]!.damage > 0) || g.players.some((p) => p.graveyard.length > 0);
    assert.ok(dealt === Number(c.m[1]) || creatureHit, 'the damage was dealt');
  });
}
for (const c of family(/^Creatures you control get \+(\d)\/\+(\d)\.$/, () => true, 10)) {
  test(`anthem: ${c.name} gives creatures you control +${c.m[1]}/+${c.m[2]}`, () => {
    const g = castIt(c, (s) => {
      s.battlefield(0, ['Grizzly Bears']);
      s.battlefield(1, ['Hill Giant']);
    });
    assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2 + Number(c.m[1]), 2 + Number(c.m[2])]);
    assert.deepEqual(pt(g, id(g, 'Hill Giant')), [3, 3], "an opponent's creature is unaffected");
  });
}
for (const c of family(/^Enchant creature\nEnchanted creature gets \+(\d)\/\+(\d)\.$/, () => true, 20)) {
  test(`aura: ${c.name} gives the enchanted creature +${c.m[1]}/+${c.m[2]}`, () => {
    const g = castIt(
      c,
      (s) => s.battlefield(0, ['Grizzly Bears']),
      (g) => [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
    );
    assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2 + Number(c.m[1]), 2 + Number(c.m[2])]);
  });
}
for (const c of family(
  /^Enchant creature\nEnchanted creature (can't attack or block|can't block|can't attack)\.$/,
  () => true,
  10,
)) {
  test(`aura: ${c.name}: enchanted creature ${c.m[1]}`, () => {
    const g = castIt(
      c,
      (s) => s.battlefield(1, ['Hill Giant']),
      (g) => [[{ kind: 'object', id: id(g, 'Hill Giant') }]],
    );
    const host = id(g, 'Hill Giant');
    assert.equal(g.objects[id(g, c.name, 'battlefield')]!.attachedTo, host);
  });
}
for (const c of family(/^Equipped creature gets \+(\d)\/\+(\d)\.\nEquip \{(\d)\}$/, () => true, 20)) {
  test(`equipment: ${c.name} equips for {${c.m[3]}} and gives +${c.m[1]}/+${c.m[2]}`, () => {
    const s = scenario();
    s.battlefield(0, [c.name, 'Grizzly Bears', ...landsFor(`{${c.m[3]}}`)]);
    const g = s.start({ active: 0, step: 'main1' });
    const eq = id(g, c.name);
    const ability = chars(g, eq).abilities.findIndex((a) => a.kind === 'keyword' && a.keyword === 'equip');
    act(g, 0, { kind: 'activate', source: eq, ability, targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] });
    resolveAll(g);
    assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2 + Number(c.m[1]), 2 + Number(c.m[2])]);
    mark(c);
  });
}
for (const c of family(
  /^\{([WUBRG])\}: [^\n]+ gets \+(\d)\/\+(\d) until end of turn\.$/,
  (c) => c.types.includes('Creature'),
  15,
)) {
  test(`activated pump: ${c.name}`, () => {
    const s = scenario();
    s.battlefield(0, [c.name, ...landsFor(`{${c.m[1]}}`)]);
    const g = s.start({ active: 0, step: 'main1' });
    const o = id(g, c.name);
    const before = pt(g, o);
    const ability = chars(g, o).abilities.findIndex((a) => a.kind === 'activated');
    act(g, 0, { kind: 'activate', source: o, ability });
    resolveAll(g);
    assert.deepEqual(pt(g, o), [before[0]! + Number(c.m[2]), before[1]! + Number(c.m[3])]);
    mark(c);
  });
}
for (const c of family(/^\{([WUBRG])\}(\{[WUBRG]\})?: Regenerate [^\n]+\.$/, (c) => c.types.includes('Creature'), 15)) {
  test(`regenerate: ${c.name} survives destruction after regenerating`, () => {
    const s = scenario();
    s.battlefield(0, [c.name, ...landsFor(`{${c.m[1]}}${c.m[2] ?? ''}`), 'Swamp', 'Swamp', 'Swamp']);
    s.hand(0, ['Murder']);
    const g = s.start({ active: 0, step: 'main1' });
    const o = id(g, c.name);
    const ability = chars(g, o).abilities.findIndex((a) => a.kind === 'activated');
    act(g, 0, { kind: 'activate', source: o, ability, payment: { kind: 'auto' } });
    resolveAll(g);
    act(g, 0, { kind: 'cast', card: id(g, 'Murder', 'hand'), targets: [[{ kind: 'object', id: o }]] });
    resolveAll(g);
    assert.ok(g.objects[o] && g.objects[o]!.zone === 'battlefield', 'still on the battlefield');
    assert.equal(g.objects[o]!.tapped, true, 'regenerating taps it');
    mark(c);
  });
}
for (const c of family(
  /^[^\n]+ enters the battlefield with (a|two|three|four|five|six) \+1\/\+1 counters? on it\.$/,
  (c) => c.types.includes('Creature'),
  15,
)) {
  test(`enters with counters: ${c.name}`, () => {
    const g = castIt(c);
    const o = id(g, c.name, 'battlefield');
    assert.equal(g.objects[o]!.counters['+1/+1'], N(c.m[1]!));
    assert.deepEqual(pt(g, o), [Number(c.power) + N(c.m[1]!), Number(c.toughness) + N(c.m[1]!)]);
  });
}
for (const c of family(
  /^[^\n]+ enters the battlefield tapped\.\n\{T\}: Add \{([WUBRG])\} or \{([WUBRG])\} to your mana pool\.$/,
  () => true,
  20,
)) {
  test(`tapland: ${c.name} enters tapped and taps for {${c.m[1]}} or {${c.m[2]}}`, () => {
    const s = scenario();
    s.hand(0, [c.name]);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'playLand', card: id(g, c.name, 'hand') });
    const o = id(g, c.name, 'battlefield');
    assert.equal(g.objects[o]!.tapped, true);
    ownObject(g, o).tapped = false;
    const ability = chars(g, o).abilities.findIndex((a) => a.kind === 'activated');
    act(g, 0, { kind: 'activate', source: o, ability });
    const d = g.pending!;
    assert.equal(d.kind, 'chooseColor');
    if (d.kind === 'chooseColor') {
      assert.deepEqual([...d.colors].sort(), [c.m[1], c.m[2]].sort());
      ok(g, 0, { kind: 'chooseColor', color: c.m[2] as never });
    }
    assert.equal(g.players[0]!.manaPool[c.m[2] as 'W'], 1);
    mark(c);
  });
}
for (const c of family(/^\{T\}: Add \{([WUBRGC])\} to your mana pool\.$/, (c) => c.types.includes('Land'), 10)) {
  test(`mana land: ${c.name} taps for {${c.m[1]}}`, () => {
    const s = scenario();
    s.hand(0, [c.name]);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'playLand', card: id(g, c.name, 'hand') });
    const o = id(g, c.name, 'battlefield');
    act(g, 0, { kind: 'activate', source: o, ability: chars(g, o).abilities.findIndex((a) => a.kind === 'activated') });
    assert.equal(g.players[0]!.manaPool[c.m[1] as 'W'], 1);
    mark(c);
  });
}

// ---------------------------------------------------------------------------
// Combat: evasion, restrictions and damage keywords
// ---------------------------------------------------------------------------
/** Player 0 attacks player 1 with `attacker`; player 1 has `blockers`. Returns the blockers offered and the game after damage. */
function attackWith(attacker: string, blockers: string[], p1lands: string[] = []): { offered: boolean; g: GameState } {
  const s = scenario();
  s.battlefield(0, [attacker]);
  s.battlefield(1, [...blockers, ...p1lands]);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = g.pending!;
  assert.equal(d.kind, 'declareAttackers');
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: id(g, attacker), defender: { kind: 'player', player: 1 } }],
  });
  let offered = false;
  for (let i = 0; i < 20 && g.turns[0]!.step !== 'endCombat' && !g.result; i++) {
    const q = g.pending!;
    if (q.kind === 'declareBlockers') {
      offered = q.options.some((o) => o.attackers.includes(id(g, attacker)));
      ok(g, 1, { kind: 'declareBlockers', blocks: [] });
    } else if (q.kind === 'priority') pass(g);
    else assert.fail(`unexpected ${q.kind}`);
  }
  return { offered, g };
}
const EVASION: [RegExp, string[], string[]][] = [
  [/^Swampwalk$/, ['Grizzly Bears'], ['Swamp']],
  [/^Islandwalk$/, ['Grizzly Bears'], ['Island']],
  [/^Forestwalk$/, ['Grizzly Bears'], ['Forest']],
  [/^Mountainwalk$/, ['Grizzly Bears'], ['Mountain']],
  [/^Plainswalk$/, ['Grizzly Bears'], ['Plains']],
  [/^Fear$/, ['Grizzly Bears'], []],
  [/^Intimidate$/, ['Grizzly Bears'], []],
  [/^Shadow$/, ['Grizzly Bears'], []],
  [/^Horsemanship$/, ['Grizzly Bears'], []],
  [/^Flying$/, ['Grizzly Bears'], []],
];
for (const [re, blockers, lands] of EVASION) {
  for (const c of family(
    re,
    (c) =>
      c.types.includes('Creature') && /^\d+$/.test(c.power ?? '') && Number(c.power) > 0 && !c.types.includes('Land'),
    4,
  )) {
    test(`evasion: ${c.name} (${c.text}) can't be blocked by Grizzly Bears and deals ${c.power} damage`, () => {
      const { offered, g } = attackWith(c.name, blockers, lands);
      assert.equal(offered, false, 'no block offered');
      assert.equal(g.players[1]!.life, 20 - Number(c.power));
      mark(c);
    });
  }
}
for (const c of family(/^Infect$/, (c) => c.types.includes('Creature') && Number(c.power) > 0, 6)) {
  test(`infect: ${c.name} gives poison counters to a player and -1/-1 counters to creatures`, () => {
    const { g } = attackWith(c.name, []);
    assert.equal(g.players[1]!.poison, Number(c.power));
    assert.equal(g.players[1]!.life, 20);
    mark(c);
  });
}
for (const c of family(/^[^\n]+ can't be blocked\.$/, (c) => c.types.includes('Creature') && Number(c.power) > 0, 8)) {
  test(`can't be blocked: ${c.name}`, () => {
    const { offered, g } = attackWith(c.name, ['Grizzly Bears', 'Giant Spider']);
    assert.equal(offered, false);
    assert.equal(g.players[1]!.life, 20 - Number(c.power));
    mark(c);
  });
}
for (const c of family(/^[^\n]+ can't block\.$/, (c) => c.types.includes('Creature'), 8)) {
  test(`can't block: ${c.name} is not offered as a blocker`, () => {
    const s = scenario();
    s.battlefield(0, ['Grizzly Bears']);
    s.battlefield(1, [c.name]);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    ok(g, 0, {
      kind: 'declareAttackers',
      attacks: [{ attacker: id(g, 'Grizzly Bears'), defender: { kind: 'player', player: 1 } }],
    });
    for (let i = 0; i < 5 && g.pending?.kind === 'priority'; i++) pass(g);
    assert.notEqual(g.pending?.kind, 'declareBlockers');
    mark(c);
  });
}

// ---------------------------------------------------------------------------
// Triggers on steps, and planeswalkers
// ---------------------------------------------------------------------------
for (const c of family(/^At the beginning of your upkeep, you (gain|lose) (\d+) life\.$/, () => true, 8)) {
  test(`upkeep trigger: ${c.name} — you ${c.m[1]} ${c.m[2]} life`, () => {
    const s = scenario();
    s.battlefield(0, [c.name]);
    const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
    resolveAll(g);
    assert.equal(g.players[0]!.life, 20 + (c.m[1] === 'gain' ? 1 : -1) * Number(c.m[2]));
    mark(c);
  });
}
for (const c of family(/^\+(\d+): /, (c) => c.types.includes('Planeswalker'), 5)) {
  test(`planeswalker: ${c.name} enters with loyalty and activates a + ability`, () => {
    const g = castIt(c);
    const o = id(g, c.name, 'battlefield');
    const before = g.objects[o]!.counters['loyalty']!;
    const ability = chars(g, o).abilities.findIndex((a) => a.kind === 'activated' && a.loyalty);
    const legal =
      g.pending?.kind === 'priority'
        ? g.pending.actions.find((a) => a.kind === 'activate' && a.source === o && a.ability === ability)
        : undefined;
    assert.ok(legal && legal.kind === 'activate');
    act(g, 0, {
      kind: 'activate',
      source: o,
      ability,
      targets: legal.targets.map((t) => t.legal.slice(0, t.min)) as never,
    });
    resolveAll(g);
    assert.equal(g.objects[o]!.counters['loyalty'], before + Number(c.m[1]));
  });
}

after(() => {
  // Recorded for the issue's "≥300 cards played" check; asserted in coverage.test.ts's summary too.
  process.stderr.write(
    `[semantic] ${played.size} compiled cards played in engine games; types: ${[...typesPlayed].sort().join(', ')}\n`,
  );
});

test('semantic summary: enough distinct compiled cards were played', () => {
  // Runs last in this file (node:test runs tests in order).
  assert.ok(played.size >= 300, `only ${played.size} cards played`);
});
