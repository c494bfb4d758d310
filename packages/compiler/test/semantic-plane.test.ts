/**
 * Planes (311) and phenomena (312) compiled from their Oracle text, played in real Planechase games (901):
 * chaos abilities (311.7), "When you planeswalk to/away from", "When you encounter", and their statics.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  chars,
  cloneState,
  createGame,
  fallbackChoice,
  planeswalk,
  randomInt,
  submitInPlace,
  type Choice,
  type GameState,
  type PlayerId,
  touch,
} from '@arbiter/engine';
import { db, def, pool } from './helpers.js';
import { compileCard } from '../src/index.js';
import { ownObject } from '@arbiter/engine';

const FULL_PLANAR = db
  .all()
  .filter((c) => (c.variant === 'plane' || c.variant === 'phenomenon') && compileCard(c).status === 'full')
  .map((c) => c.name);

/**
 * The games' planar deck (901.3: at least ten planar cards): a fixed list, so that the shuffles and the opening hands
 * don't change when the compiler learns another plane. Each must compile fully (checked below).
 */
const PLANAR_DECK = [
  'Academy at Tolaria West',
  'Bloodhill Bastion',
  'Fields of Summer',
  'Goldmeadow',
  'Krosa',
  'Llanowar',
  'Panopticon',
  'Sanctum of Serra',
  'Shiv',
  'Tazeem',
  'The Fourth Sphere',
  'Turri Island',
];

function game(n = 2): GameState {
  return createGame({
    seed: 'semantic-plane',
    startingPlayer: 0,
    cards: (name) => pool.definition(name) ?? STARTER_BY_NAME[name],
    options: { planechase: true },
    players: Array.from({ length: n }, () => ({ deck: STARTER_DECKS['gruul-stompy']!, planarDeck: PLANAR_DECK })),
  });
}

function ok(g: GameState, p: PlayerId, c: Choice): void {
  const r = submitInPlace(g, p, c);
  if (!r.ok) assert.fail(`${r.error.code}: ${r.error.message}`);
}

/** Answers decisions (yes to optional effects, else the engine's fallback) until `until` holds. */
function drive(g: GameState, until: (s: GameState) => boolean, yes = true): void {
  for (let i = 0; i < 3000; i++) {
    if (until(g)) return;
    const d = g.pending;
    assert.ok(d, 'a decision is pending');
    ok(
      g,
      d.player,
      d.kind === 'yesNo'
        ? { kind: 'yesNo', yes }
        : d.kind === 'declareAttackers'
          ? { kind: 'declareAttackers', attacks: [] }
          : fallbackChoice(d),
    );
  }
  assert.fail('never reached');
}

const main =
  (p: PlayerId) =>
  (s: GameState): boolean =>
    s.pending?.kind === 'priority' &&
    s.pending.player === p &&
    s.turns[0]!.activePlayers.includes(p) &&
    s.turns[0]!.step === 'main1' &&
    s.turns[0]!.stack.length === 0;
const settled = (s: GameState): boolean =>
  s.pending?.kind === 'priority' && s.turns[0]!.stack.length === 0 && s.pendingTriggers.length === 0;

/** The planar controller planeswalks to `name` (put on top of their planar deck first: test set-up). */
function walkTo(g: GameState, p: PlayerId, name: string): void {
  const deck = g.planechase!.decks[p]!;
  const find = (): number => deck.findIndex((id) => g.cards[g.objects[id]!.defKey]!.name === name);
  if (find() < 0) planeswalk(g, p); // it is the face-up plane: planeswalk it to the bottom first
  const i = find();
  assert.ok(i >= 0);
  deck.unshift(...deck.splice(i, 1));
  planeswalk(g, p);
  assert.equal(g.cards[g.objects[g.planechase!.faceUp[0]!]!.defKey]!.name, name);
}

/** Rolls {CHAOS} with the planar die (advancing the game's rng until the roll is chaos: test set-up). */
function rollChaos(g: GameState, p: PlayerId): GameState {
  for (let k = 0; k < 200; k++) {
    const t = cloneState(g);
    for (let j = 0; j < k; j++) randomInt(t.rng, 6);
    const probe: [number, number, number, number] = [...t.rng];
    if (randomInt(probe, 6) !== 1) continue;
    ok(t, p, { kind: 'action', action: { kind: 'rollPlanarDie' } });
    return t;
  }
  assert.fail('no chaos roll');
}

test('planes compile: at least ten planes and phenomena compile fully, as Plane / Phenomenon cards', () => {
  assert.ok(FULL_PLANAR.length >= 10, `${FULL_PLANAR.length} full: ${FULL_PLANAR.join(', ')}`);
  for (const n of FULL_PLANAR) assert.ok(def(n).types.some((t) => t === 'Plane' || t === 'Phenomenon'));
  for (const n of PLANAR_DECK) assert.ok(FULL_PLANAR.includes(n), `${n} compiles fully`);
  assert.deepEqual(
    def('Krosa').abilities.find((a) => a.kind === 'triggered')?.kind === 'triggered'
      ? (def('Krosa').abilities.find((a) => a.kind === 'triggered') as { trigger: unknown }).trigger
      : null,
    { kind: 'rollChaos' },
  );
});

test('Goldmeadow (compiled): a land entering gives its controller three Goats; {CHAOS} gives the planar controller one', () => {
  let g = game();
  drive(g, main(0));
  walkTo(g, 0, 'Goldmeadow');
  drive(g, settled);
  const land = g.pending!.kind === 'priority' ? g.pending!.actions.find((a) => a.kind === 'playLand') : undefined;
  assert.ok(land && land.kind === 'playLand');
  ok(g, 0, { kind: 'action', action: { kind: 'playLand', card: land.card } });
  drive(g, settled);
  const goats = (s: GameState, p: PlayerId): number =>
    s.battlefield.filter((id) => chars(s, id).name === 'Goat' && chars(s, id).controller === p).length;
  assert.equal(goats(g, 0), 3);
  g = rollChaos(g, 0);
  drive(g, settled);
  assert.equal(goats(g, 0), 4);
  assert.equal(goats(g, 1), 0);
});

test('Academy at Tolaria West (compiled): {CHAOS} — discard your hand', () => {
  let g = game();
  drive(g, main(0));
  walkTo(g, 0, 'Academy at Tolaria West');
  drive(g, settled);
  assert.ok(g.players[0]!.hand.length > 0);
  g = rollChaos(g, 0);
  drive(g, settled);
  assert.equal(g.players[0]!.hand.length, 0);
  assert.equal(g.players[1]!.hand.length, 7);
});

test('Sanctum of Serra (compiled): {CHAOS} — you may have your life total become 20; planeswalking away destroys all nonland permanents', () => {
  let g = game();
  drive(g, main(0));
  walkTo(g, 0, 'Sanctum of Serra');
  drive(g, settled);
  g.players[0]!.life = 7;
  g = rollChaos(g, 0);
  drive(g, settled);
  assert.equal(g.players[0]!.life, 20);
  walkTo(g, 0, 'Krosa');
  drive(g, settled);
  assert.ok(g.log.some((e) => e.text.includes('away from Sanctum of Serra')));
});

test('Fields of Summer (compiled): whenever a player casts a spell, that player may gain 2 life', () => {
  const g = game();
  drive(g, main(0));
  walkTo(g, 0, 'Fields of Summer');
  drive(g, settled);
  // Play until player 0 casts something (the fallback player casts what it can), then check the life gain.
  let cast = false;
  for (let i = 0; i < 4000 && !cast && !g.result; i++) {
    const d = g.pending!;
    if (d.kind === 'priority' && d.player === 0) {
      const land = d.actions.find((x) => x.kind === 'playLand');
      if (land && land.kind === 'playLand') {
        ok(g, 0, { kind: 'action', action: { kind: 'playLand', card: land.card } });
        continue;
      }
      const a = d.actions.find((x) => x.kind === 'cast' && x.targets.every((t) => t.min === 0 || t.legal.length > 0));
      if (a && a.kind === 'cast') {
        const life = g.players[0]!.life;
        const targets = a.targets.map((t) => t.legal.slice(0, t.min).map((x) => x));
        ok(g, 0, { kind: 'action', action: { kind: 'cast', card: a.card, targets } });
        drive(g, (s) => s.pendingTriggers.length === 0 && s.pending?.kind === 'priority');
        const top = g.turns[0]!.stack.at(-1)!;
        assert.equal(g.objects[top]!.stack!.sourceName, 'Fields of Summer');
        drive(g, (s) => s.pending?.kind === 'yesNo');
        assert.equal(g.pending!.player, 0, 'the caster decides');
        ok(g, 0, { kind: 'yesNo', yes: true });
        assert.equal(g.players[0]!.life, life + 2);
        cast = true;
        break;
      }
    }
    ok(
      g,
      d.player,
      d.kind === 'yesNo'
        ? { kind: 'yesNo', yes: false }
        : d.kind === 'declareAttackers'
          ? { kind: 'declareAttackers', attacks: [] }
          : fallbackChoice(d),
    );
  }
  assert.ok(cast, 'player 0 cast a spell');
});

test('Krosa (compiled static from the command zone): all creatures get +2/+2, until the planar controller planeswalks to Tazeem', () => {
  const g = game();
  drive(g, main(0));
  const bear = g.players[1]!.library.find((x) => chars(g, x).name === 'Grizzly Bears')!;
  g.players[1]!.library.splice(g.players[1]!.library.indexOf(bear), 1);
  ownObject(g, bear).zone = 'battlefield';
  g.battlefield.push(bear);
  touch(g); // a state edited by hand: cached characteristics are recomputed
  walkTo(g, 0, 'Krosa');
  assert.equal(chars(g, bear).power, 4);
  assert.equal(chars(g, bear).toughness, 4);
  walkTo(g, 0, 'Tazeem');
  assert.equal(chars(g, bear).power, 2, "Krosa's effect ended as the planar controller planeswalked away");
  assert.ok(g.log.some((e) => e.text.includes('planeswalks to Tazeem')));
});

test('Panopticon (compiled): planeswalking to it draws a card; at the beginning of your draw step, draw an additional card', () => {
  const g = game();
  drive(g, main(0));
  const h0 = g.players[0]!.hand.length;
  walkTo(g, 0, 'Panopticon');
  drive(g, settled);
  assert.equal(g.players[0]!.hand.length, h0 + 1, 'When you planeswalk to Panopticon, draw a card');
  // Player 1's turn: the planar controller is player 1, whose draw step draws two cards.
  drive(
    g,
    (s) => s.pending?.kind === 'priority' && s.turns[0]!.activePlayers.includes(1) && s.turns[0]!.step === 'upkeep',
  );
  const h1 = g.players[1]!.hand.length;
  drive(
    g,
    (s) =>
      s.pending?.kind === 'priority' &&
      s.turns[0]!.activePlayers.includes(1) &&
      s.turns[0]!.step === 'draw' &&
      settled(s),
  );
  assert.equal(g.players[1]!.hand.length, h1 + 2);
});

test('Bloodhill Bastion (compiled): a creature entering gains double strike and haste; {CHAOS} blinks target nontoken creature you control', () => {
  let g = game();
  drive(g, main(0));
  walkTo(g, 0, 'Bloodhill Bastion');
  drive(g, settled);
  const bear = g.players[0]!.library.find((x) => chars(g, x).name === 'Grizzly Bears')!;
  g.players[0]!.library.splice(g.players[0]!.library.indexOf(bear), 1);
  ownObject(g, bear).zone = 'battlefield';
  g.battlefield.push(bear);
  touch(g); // a state edited by hand: cached characteristics are recomputed
  g = rollChaos(g, 0);
  drive(g, settled);
  const back = g.battlefield.filter((id) => chars(g, id).name === 'Grizzly Bears');
  assert.equal(back.length, 1, 'the Bears came back');
  assert.notEqual(back[0], bear, '400.7: as a new object');
  assert.ok(
    chars(g, back[0]!).keywords.has('double strike') && chars(g, back[0]!).keywords.has('haste'),
    'and entering, it gained double strike and haste',
  );
});
