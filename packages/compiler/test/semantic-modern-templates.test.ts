/**
 * Issue 19 (Done when 3): modern cards — first printed after the 2017 pool — played in engine games, each checked
 * against what its Oracle text says.
 *
 * The expectations come from a small reader of plain sentence templates written here, independently of the
 * compiler (it never looks at a compiled tree): keyword lines, "When this creature enters, …", a spell's effects,
 * "This land enters tapped." and "{T}: Add {G} or {U}.". A card is tested when it compiles fully and every line of its
 * text is one of those templates. Each card is cast (or played) from a hand with the lands its cost needs, with its
 * targets chosen as the text says, and the game after it resolved is compared with the reader's expectation: the
 * permanent's printed power, toughness and keywords (702), cards drawn (121), life (119), tokens (111), damage (120),
 * destroyed, exiled and returned creatures (701.8, 406, 400.7), P/T changes and counters (613, 122), milled cards
 * (701.13).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isCounted, type CardRecord } from '@arbiter/cards';
import {
  chars,
  hasKeyword,
  touch,
  type GameState,
  type ObjectId,
  type SimpleKeyword,
  type TargetRef,
} from '@arbiter/engine';
import { db as pool2017, landsFor, modernPool, modernScenario, ok } from './helpers.js';
import { ownObject } from '@arbiter/engine';

// ---------------------------------------------------------------- the reader of sentence templates

/** The creature each player has in every game here, as a target. */
const BEARS = 'Grizzly Bears';

type Aim = 'opponent' | 'theirCreature' | 'myCreature';
type Effect =
  | { readonly k: 'draw' | 'gain' | 'lose' | 'opponentsLose' | 'mill' | 'counters'; readonly n: number }
  | { readonly k: 'damagePlayer' | 'damageCreature'; readonly n: number }
  | { readonly k: 'tokens'; readonly name: string; readonly n: number }
  | {
      readonly k: 'creatureTokens';
      readonly n: number;
      readonly p: number;
      readonly t: number;
      readonly kw: SimpleKeyword[];
    }
  | { readonly k: 'destroy' | 'exile' | 'bounce' }
  | { readonly k: 'pump'; readonly p: number; readonly t: number };
type Line =
  | { readonly k: 'keywords'; readonly kw: SimpleKeyword[] }
  | { readonly k: 'etb' | 'spell'; readonly effects: Effect[] }
  | { readonly k: 'entersTapped' }
  | { readonly k: 'mana'; readonly colors: string[] };

const KEYWORDS: readonly SimpleKeyword[] = [
  'flying',
  'vigilance',
  'trample',
  'haste',
  'reach',
  'deathtouch',
  'lifelink',
  'first strike',
  'double strike',
  'menace',
  'defender',
  'flash',
  'hexproof',
  'indestructible',
] as SimpleKeyword[];
const NUMBER: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const N = '(a|an|one|two|three|four|five|six|\\d+)';

function num(s: string): number {
  return NUMBER[s.toLowerCase()] ?? Number(s);
}

function keywordList(s: string): SimpleKeyword[] | null {
  const kw = s.split(/, | and /).map((x) => x.trim().toLowerCase());
  return kw.every((k) => (KEYWORDS as readonly string[]).includes(k)) ? (kw as SimpleKeyword[]) : null;
}

/** One effect sentence part, or null when it is not one of the templates. */
const EFFECTS: readonly [RegExp, (m: RegExpMatchArray) => Effect | null][] = [
  [new RegExp(`^draw ${N} cards?$`, 'i'), (m) => ({ k: 'draw', n: num(m[1]!) })],
  [new RegExp(`^you gain ${N} life$`, 'i'), (m) => ({ k: 'gain', n: num(m[1]!) })],
  [new RegExp(`^you lose ${N} life$`, 'i'), (m) => ({ k: 'lose', n: num(m[1]!) })],
  [new RegExp(`^each opponent loses ${N} life$`, 'i'), (m) => ({ k: 'opponentsLose', n: num(m[1]!) })],
  [new RegExp(`^target player mills ${N} cards?$`, 'i'), (m) => ({ k: 'mill', n: num(m[1]!) })],
  [new RegExp(`^create ${N} (Treasure|Food|Clue) tokens?$`, 'i'), (m) => ({ k: 'tokens', name: m[2]!, n: num(m[1]!) })],
  [
    new RegExp(`^create ${N} (\\d+)/(\\d+) [a-z]+(?: and [a-z]+)? [A-Z][a-z]+ creature tokens?(?: with (.+))?$`),
    (m) => {
      const kw = m[4] ? keywordList(m[4]) : [];
      return kw && { k: 'creatureTokens', n: num(m[1]!), p: Number(m[2]), t: Number(m[3]), kw };
    },
  ],
  [
    new RegExp(`^(?:this creature|It|CARDNAME) deals ${N} damage to (?:any target|target opponent|target player)$`),
    (m) => dmg('damagePlayer', m[1]!),
  ],
  [
    new RegExp(`^(?:this creature|It|CARDNAME) deals ${N} damage to each opponent$`),
    (m) => dmg('opponentsLose', m[1]!),
  ],
  [
    new RegExp(`^(?:this creature|It|CARDNAME) deals ${N} damage to target creature$`),
    (m) => dmg('damageCreature', m[1]!),
  ],
  [/^destroy target creature$/i, () => ({ k: 'destroy' })],
  [/^exile target creature$/i, () => ({ k: 'exile' })],
  [/^return target creature to its owner's hand$/i, () => ({ k: 'bounce' })],
  [/^target creature gets ([+-]\d+)\/([+-]\d+) until end of turn$/i, (m) => ({ k: 'pump', p: +m[1]!, t: +m[2]! })],
  [new RegExp(`^put ${N} \\+1/\\+1 counters? on target creature$`, 'i'), (m) => ({ k: 'counters', n: num(m[1]!) })],
];

function dmg(k: 'damagePlayer' | 'damageCreature' | 'opponentsLose', n: string): Effect {
  return { k, n: num(n) };
}

function effect(part: string): Effect | null {
  for (const [re, make] of EFFECTS) {
    const m = re.exec(part.trim());
    if (m) return make(m);
  }
  return null;
}

/** "A. B, then C and D." as effects, or null when any part is not a template. */
function effects(text: string): Effect[] | null {
  if (!text.endsWith('.')) return null;
  const parts = text.slice(0, -1).split(/\. |, then | and (?=(?:you|draw|create|put|each|target)\b)/);
  const out = parts.map(effect);
  return out.every((e) => e !== null) ? (out as Effect[]) : null;
}

function line(text: string): Line | null {
  const kw = keywordList(text);
  if (kw) return { k: 'keywords', kw };
  if (/^This (land|creature) enters tapped\.$/.test(text)) return { k: 'entersTapped' };
  if (text === '{T}: Add one mana of any color.') return { k: 'mana', colors: ['W', 'U', 'B', 'R', 'G'] };
  const mana = /^\{T\}: Add \{([WUBRGC])\}(?: or \{([WUBRG])\})?\.$/.exec(text);
  if (mana) return { k: 'mana', colors: [mana[1]!, ...(mana[2] ? [mana[2]] : [])] };
  const etb = /^When this (?:creature|land|artifact|enchantment) enters, (.*)$/.exec(text);
  if (etb) {
    const e = effects(etb[1]!.charAt(0).toUpperCase() + etb[1]!.slice(1));
    return e && { k: 'etb', effects: e };
  }
  const e = effects(text);
  return e && { k: 'spell', effects: e };
}

const AIM: Partial<Record<Effect['k'], Aim>> = {
  damagePlayer: 'opponent',
  mill: 'opponent',
  damageCreature: 'theirCreature',
  destroy: 'theirCreature',
  exile: 'theirCreature',
  bounce: 'theirCreature',
  counters: 'myCreature',
};

function aimOf(e: Effect): Aim | null {
  if (e.k === 'pump') return e.p < 0 || e.t < 0 ? 'theirCreature' : 'myCreature';
  return AIM[e.k] ?? null;
}

const BASIC_TYPES: Readonly<Record<string, string>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

/** 305.6: the colours a land's basic land types give it "{T}: Add …" for. */
function basicLandColors(card: CardRecord): string[] {
  return card.types.includes('Land') ? card.subtypes.flatMap((t) => (BASIC_TYPES[t] ? [BASIC_TYPES[t]!] : [])) : [];
}

interface Reading {
  readonly card: CardRecord;
  readonly lines: readonly Line[];
  readonly effects: readonly Effect[];
  readonly aims: readonly Aim[];
}

/** The card's text as templates, or null when a line isn't one (or the card is outside what this test sets up). */
function read(card: CardRecord): Reading | null {
  if (/\{[XS]\}/.test(card.manaCost ?? '')) return null;
  if (card.name === BEARS) return null; // the creature every game here sets up as a target
  const text = card.text
    .replace(/ ?\([^)]*\)/g, '')
    .replaceAll(card.name, 'CARDNAME')
    .trim();
  const lines = text === '' ? [] : text.split('\n').map(line);
  if (lines.some((l) => l === null)) return null;
  const ls = lines as Line[];
  const isLand = card.types.includes('Land');
  const isSpell = card.types.includes('Instant') || card.types.includes('Sorcery');
  if (isLand !== ls.some((l) => l.k === 'mana') || (isLand && ls.some((l) => l.k === 'etb' || l.k === 'spell')))
    return null;
  if (isSpell !== ls.some((l) => l.k === 'spell') || (!isSpell && ls.some((l) => l.k === 'spell'))) return null;
  if (ls.some((l) => l.k === 'etb') && !card.types.includes('Creature')) return null;
  const fx = ls.flatMap((l) => (l.k === 'etb' || l.k === 'spell' ? l.effects : []));
  const aims = fx.map(aimOf).filter((a): a is Aim => a !== null);
  if (new Set(aims).size !== aims.length) return null; // two effects aimed at one object: not set up here
  const keywords = ls.flatMap((l) => (l.k === 'keywords' ? l.kw : []));
  if (keywords.includes('lifelink') && fx.some((e) => e.k.startsWith('damage'))) return null;
  return { card, lines: ls, effects: fx, aims };
}

// ---------------------------------------------------------------- playing a card and checking it

interface Before {
  readonly hand: number;
  readonly library: number;
  readonly life: number;
  readonly oppLife: number;
  readonly oppGraveyard: number;
  readonly tokens: number;
}

function creatureOf(g: GameState, controller: number): ObjectId {
  const found = g.battlefield.find((id) => chars(g, id).name === BEARS && chars(g, id).controller === controller);
  assert.ok(found !== undefined, `the ${BEARS} of player ${controller}`);
  return found;
}

/** The one card of this name and owner, wherever it is now (a card changing zones is a new object, 400.7). */
function cardOf(g: GameState, name: string, owner: number): ObjectId {
  const found = Object.values(g.objects).filter(
    (o) => o.kind === 'card' && o.owner === owner && g.cards[o.defKey]?.name === name,
  );
  assert.equal(found.length, 1, `one ${name} of player ${owner}`);
  return found[0]!.id;
}

function zoneOf(g: GameState, name: string, owner: number): string {
  return g.objects[cardOf(g, name, owner)]!.zone;
}

function refFor(g: GameState, aim: Aim): TargetRef {
  if (aim === 'opponent') return { kind: 'player', player: 1 };
  return { kind: 'object', id: creatureOf(g, aim === 'theirCreature' ? 1 : 0) };
}

function sameRef(a: TargetRef, b: TargetRef): boolean {
  return a.kind === 'player' ? b.kind === 'player' && a.player === b.player : b.kind === 'object' && a.id === b.id;
}

/** For each target slot, the aimed-at target among the legal ones, in the order of the text. */
function pickTargets(
  g: GameState,
  slots: readonly { legal: readonly TargetRef[] }[],
  aims: readonly Aim[],
): TargetRef[][] {
  assert.equal(slots.length, aims.length, `${aims.length} targets by the text, ${slots.length} slots`);
  return slots.map((slot, i) => {
    const want = refFor(g, aims[i]!);
    assert.ok(
      slot.legal.some((r) => sameRef(r, want)),
      `target ${i + 1} (${aims[i]}) is not legal`,
    );
    return [want];
  });
}

function tokenCount(g: GameState): number {
  return g.battlefield.filter((id) => g.objects[id]!.kind === 'token').length;
}

function snapshot(g: GameState): Before {
  const me = g.players[0]!;
  const opp = g.players[1]!;
  return {
    hand: me.hand.length,
    library: me.library.length,
    life: me.life,
    oppLife: opp.life,
    oppGraveyard: opp.graveyard.length,
    tokens: tokenCount(g),
  };
}

/** Passes until the stack is empty, choosing trigger targets as the text aims them and "yes" to optional parts. */
function resolve(g: GameState, aims: readonly Aim[]): void {
  for (let i = 0; i < 80; i++) {
    const d = g.pending;
    if (!d || g.result) return;
    if (d.kind === 'priority') {
      if (g.turns[0]!.stack.length === 0 && g.pendingTriggers.length === 0) return;
      ok(g, d.player, { kind: 'action', action: { kind: 'pass' } });
    } else if (d.kind === 'chooseTargets')
      ok(g, d.player, { kind: 'chooseTargets', targets: pickTargets(g, d.targets, aims) });
    else if (d.kind === 'yesNo') ok(g, d.player, { kind: 'yesNo', yes: true });
    else if (d.kind === 'chooseColor') ok(g, d.player, { kind: 'chooseColor', color: d.colors[0]! });
    else if (d.kind === 'orderTriggers') ok(g, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
  assert.fail('the stack never emptied');
}

function setUp(r: Reading): { g: GameState; card: ObjectId } {
  const s = modernScenario();
  s.library(
    0,
    Array.from({ length: 10 }, () => 'Island'),
  );
  s.library(
    1,
    Array.from({ length: 10 }, () => 'Island'),
  );
  s.battlefield(0, [BEARS, ...landsFor(r.card.manaCost ?? '')]);
  s.battlefield(1, [BEARS]);
  const [card] = s.hand(0, [r.card.name]);
  return { g: s.start({ active: 0, step: 'main1' }), card: card! };
}

/** Casts the card (or plays the land) and resolves it; the permanent it became, if any. */
function play(g: GameState, card: ObjectId, r: Reading): ObjectId | null {
  const d = g.pending;
  assert.ok(d?.kind === 'priority');
  const isLand = r.card.types.includes('Land');
  const listed = d.actions.find(
    (a) => (a.kind === 'cast' || a.kind === 'playLand') && a.card === card && !('faceDown' in a && a.faceDown),
  );
  assert.ok(listed, `${isLand ? 'playing' : 'casting'} it is not a legal action`);
  if (listed.kind === 'playLand') ok(g, 0, { kind: 'action', action: { kind: 'playLand', card } });
  else {
    const spellAims = r.lines.some((l) => l.k === 'spell') ? r.aims : [];
    const targets = pickTargets(g, listed.kind === 'cast' ? listed.targets : [], spellAims);
    ok(g, 0, { kind: 'action', action: { kind: 'cast', card, ...(targets.length ? { targets } : {}) } });
  }
  resolve(g, r.lines.some((l) => l.k === 'etb') ? r.aims : []);
  const now = cardOf(g, r.card.name, 0);
  return g.objects[now]!.zone === 'battlefield' ? now : null;
}

function expectPermanent(g: GameState, id: ObjectId | null, r: Reading): void {
  const c = r.card;
  if (c.types.includes('Instant') || c.types.includes('Sorcery')) {
    const gone = g.players[0]!.graveyard.some((x) => chars(g, x).name === c.name);
    assert.ok(gone, "608.2n: the spell goes to its owner's graveyard");
    return;
  }
  if (c.types.includes('Creature') && Number(c.toughness) <= 0) {
    assert.equal(id, null, '704.5f: a creature with toughness 0 goes to the graveyard');
    return;
  }
  assert.ok(id !== null, 'the permanent on the battlefield');
  if (c.types.includes('Creature') && !r.effects.some((e) => e.k === 'counters' || e.k === 'pump'))
    assert.deepEqual(
      [chars(g, id).power, chars(g, id).toughness],
      [Number(c.power), Number(c.toughness)],
      'printed P/T',
    );
  for (const l of r.lines) if (l.k === 'keywords') for (const k of l.kw) assert.ok(hasKeyword(g, id, k), `has ${k}`);
  if (r.lines.some((l) => l.k === 'entersTapped'))
    assert.equal(g.objects[id]!.tapped, true, '305.7 / 614.1c: enters tapped');
  const mana = r.lines.find((l): l is Extract<Line, { k: 'mana' }> => l.k === 'mana');
  if (mana) expectMana(g, id, mana.colors);
}

/** 106.1 / 605: its mana ability adds one mana of one of its colours. */
function expectMana(g: GameState, land: ObjectId, colors: readonly string[]): void {
  if (g.objects[land]!.tapped) {
    ownObject(g, land).tapped = false; // as if it untapped (502.3); the decision's listed actions predate this
    touch(g);
  }
  const ability = chars(g, land).abilities.findIndex((a) => a.kind === 'activated' && a.manaAbility === true);
  assert.ok(ability >= 0, 'a mana ability');
  ok(g, 0, { kind: 'action', action: { kind: 'activate', source: land, ability } });
  if (g.pending?.kind === 'chooseColor') ok(g, 0, { kind: 'chooseColor', color: g.pending.colors[0]! });
  const pool = g.players[0]!.manaPool as unknown as Record<string, number>;
  const added = colors.reduce((n, col) => n + (pool[col] ?? 0), 0);
  assert.equal(added, 1, `one mana of ${colors.join(' or ')}`);
}

function sum(fx: readonly Effect[], k: Effect['k']): number {
  return fx.reduce((s, e) => s + (e.k === k && 'n' in e ? e.n : 0), 0);
}

/** What happened to the aimed-at creature, against what the text says. */
function expectCreatures(g: GameState, r: Reading, mine: ObjectId): boolean {
  let died = false;
  const theirs = cardOf(g, BEARS, 1);
  const zone = g.objects[theirs]!.zone;
  for (const e of r.effects) {
    if (e.k === 'destroy') assert.equal(zone, 'graveyard', '701.8: destroyed');
    if (e.k === 'exile') assert.equal(zone, 'exile', '406: exiled');
    if (e.k === 'bounce') assert.equal(zone, 'hand', "400.7: returned to its owner's hand");
    if (e.k === 'damageCreature') {
      if (e.n >= 2) assert.equal(zone, 'graveyard', '704.5g: lethal damage');
      else assert.equal(g.objects[theirs]!.damage, e.n, '120.3e: damage marked');
    }
    if (e.k === 'pump' && aimOf(e) === 'theirCreature') {
      if (2 + e.t <= 0) assert.equal(zone, 'graveyard', '704.5f: toughness 0 or less');
      else assert.deepEqual([chars(g, theirs).power, chars(g, theirs).toughness], [2 + e.p, 2 + e.t], '613.4c');
    }
    if (e.k === 'pump' && aimOf(e) === 'myCreature')
      assert.deepEqual([chars(g, mine).power, chars(g, mine).toughness], [2 + e.p, 2 + e.t], '613.4c: +N/+N');
    if (e.k === 'counters') assert.equal(g.objects[mine]!.counters['+1/+1'], e.n, '122.1: +1/+1 counters');
    died ||=
      (e.k === 'destroy' || e.k === 'damageCreature' || e.k === 'pump') && g.objects[theirs]!.zone === 'graveyard';
  }
  return died;
}

function expectEffects(g: GameState, b: Before, r: Reading, mine: ObjectId): void {
  const fx = r.effects;
  const me = g.players[0]!;
  const opp = g.players[1]!;
  assert.equal(me.hand.length, b.hand - 1 + sum(fx, 'draw'), '121.1: cards drawn (the card itself left the hand)');
  assert.equal(me.library.length, b.library - sum(fx, 'draw'), '121.1: from the library');
  assert.equal(me.life, b.life + sum(fx, 'gain') - sum(fx, 'lose'), '119.3: your life');
  assert.equal(
    opp.life,
    b.oppLife - sum(fx, 'damagePlayer') - sum(fx, 'opponentsLose'),
    "119.3 / 120.3a: the opponent's life",
  );
  const died = expectCreatures(g, r, mine);
  assert.equal(opp.graveyard.length, b.oppGraveyard + sum(fx, 'mill') + (died ? 1 : 0), '701.13: milled cards');
  expectTokens(g, b, fx);
}

function expectTokens(g: GameState, b: Before, fx: readonly Effect[]): void {
  let made = 0;
  for (const e of fx) {
    if (e.k === 'tokens') {
      const named = g.battlefield.filter((id) => g.objects[id]!.kind === 'token' && chars(g, id).name === e.name);
      assert.equal(named.length, e.n, `111.10: ${e.n} ${e.name}`);
      made += e.n;
    }
    if (e.k === 'creatureTokens') {
      const bodies = g.battlefield.filter((id) => {
        const c = chars(g, id);
        return (
          g.objects[id]!.kind === 'token' && c.types.includes('Creature') && c.power === e.p && c.toughness === e.t
        );
      });
      assert.equal(bodies.length, e.n, `111.1: ${e.n} ${e.p}/${e.t} creature tokens`);
      for (const t of bodies) for (const k of e.kw) assert.ok(hasKeyword(g, t, k), `the token has ${k}`);
      made += e.n;
    }
  }
  assert.equal(tokenCount(g), b.tokens + made, '111.1: no other tokens');
}

/** Plays one card and checks it; the failure message, or null. */
function check(r: Reading): string | null {
  try {
    const { g, card } = setUp(r);
    const mine = creatureOf(g, 0);
    const b = snapshot(g);
    const id = play(g, card, r);
    expectPermanent(g, id, r);
    expectEffects(g, b, r, mine);
    return null;
  } catch (e) {
    return `${r.card.name}: ${(e as Error).message.split('\n')[0]}`;
  }
}

// ---------------------------------------------------------------- the cards

/** Every fully compiled single-faced card of the modern pool whose text the templates read, by name. */
function readings(): Reading[] {
  const { db, pool } = modernPool();
  return db
    .all()
    .filter((c) => isCounted(c) && !c.faces && !c.variant && pool.compiled(c.name)?.status === 'full')
    .map(read)
    .filter((r): r is Reading => r !== null)
    .sort((a, b) => (a.card.name < b.card.name ? -1 : 1));
}

const MINIMUM = 600;
/** Of them, cards first printed after the 2017 pool (not in it at all). */
const MINIMUM_NEW = 380;

test(`issue 19: at least ${MINIMUM} modern-pool cards (${MINIMUM_NEW} of them new since 2017), each played in a game, do what their text says`, () => {
  const all = readings();
  const old = new Set(pool2017.all().map((c) => c.name));
  const fresh = all.filter((r) => !old.has(r.card.name)).length;
  const failures = all.map(check).filter((f): f is string => f !== null);
  assert.deepEqual(failures, [], `${failures.length} of ${all.length} cards differ from their text`);
  assert.ok(all.length >= MINIMUM, `only ${all.length} modern-pool cards read by the templates`);
  assert.ok(fresh >= MINIMUM_NEW, `only ${fresh} of them first printed after the 2017 pool`);
  console.log(`${all.length} cards played, ${fresh} first printed after the 2017 pool`);
});

test('the template reader: it reads what it says and refuses what it does not', () => {
  const fake = (text: string, types = ['Creature']): CardRecord =>
    ({
      name: 'X',
      manaCost: '{1}{G}',
      types,
      text,
      power: '2',
      toughness: '2',
      faces: undefined,
    }) as unknown as CardRecord;
  const r = read(fake('Flying, vigilance\nWhen this creature enters, draw a card, then you gain 2 life.'));
  assert.deepEqual(r?.effects, [
    { k: 'draw', n: 1 },
    { k: 'gain', n: 2 },
  ]);
  assert.deepEqual(r?.lines[0], { k: 'keywords', kw: ['flying', 'vigilance'] });
  assert.equal(read(fake('When this creature enters, draw a card if you control a Forest.')), null);
  assert.equal(
    read(fake('When this creature enters, if you control a Wizard, X deals 2 damage to each opponent.')),
    null,
  );
  assert.equal(read(fake('Counter target spell and X deals 3 damage to target creature.', ['Instant'])), null);
  assert.deepEqual(read(fake('X deals 3 damage to any target.', ['Instant']))?.effects, [{ k: 'damagePlayer', n: 3 }]);
  assert.equal(
    read(fake('Destroy target creature. Exile target creature.', ['Instant'])),
    null,
    'two aims at one creature',
  );
  assert.deepEqual(read(fake('Target creature gets -3/-3 until end of turn.', ['Instant']))?.aims, ['theirCreature']);
});
