/**
 * 903.4 / 903.4f compiled from Oracle text: "Add one mana of any color in your commander's color identity"
 * (Command Tower, Commander's Sphere) offers the colours of the player's commanders' identity, and nothing when
 * the player has no commander (the quality is undefined; that part of the ability does nothing).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Scenario, STARTER_BY_NAME, chars, type GameState } from '@arbiter/engine';
import { act, def, id, modernPool, ok, pool, record } from './helpers.js';
import { compileCard } from '../src/index.js';

function tower(options: { commander?: 'commander' }, commander: string | null): GameState {
  const s = new Scenario({ players: 2, cards: (n) => pool.definition(n) ?? STARTER_BY_NAME[n], options });
  if (commander) s.commander(0, commander);
  s.battlefield(0, ['Command Tower']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Command Tower'), ability: 0 });
  return g;
}

test("903.4f: Command Tower compiles; in a Commander game it adds one mana of a colour of the commander's identity", () => {
  assert.ok(def('Command Tower'));
  const g = tower({ commander: 'commander' }, 'Anax and Cymede');
  const d = g.pending;
  assert.ok(d?.kind === 'chooseColor', `a colour choice (got ${d?.kind})`);
  assert.deepEqual([...d.colors].sort(), ['R', 'W'], 'Anax and Cymede ({1}{R}{W}): red and white');
  ok(g, 0, { kind: 'chooseColor', color: 'R' });
  assert.equal(g.players[0]!.manaPool.R, 1);
});

test('903.4f: without a commander (not a Commander game) Command Tower adds no mana', () => {
  const g = tower({}, null);
  assert.equal(g.pending?.kind, 'priority');
  const pool0 = g.players[0]!.manaPool;
  assert.equal(pool0.W + pool0.U + pool0.B + pool0.R + pool0.G + pool0.C, 0);
});

test('903.3d: Bastion Protector compiles — "Commander creatures you control get +2/+2 and have indestructible" affects only commanders you control', () => {
  assert.ok(def('Bastion Protector'));
  const s = new Scenario({
    players: 2,
    cards: (n) => pool.definition(n) ?? STARTER_BY_NAME[n],
    options: { commander: 'commander' },
  });
  const [mine, bears, protector] = s.battlefield(0, ['Anax and Cymede', 'Grizzly Bears', 'Bastion Protector']);
  s.designateCommander(mine!);
  const [theirs] = s.battlefield(1, ['Zurgo Helmsmasher']);
  s.designateCommander(theirs!);
  const g = s.start({ active: 0, step: 'main1' });
  const c = chars(g, mine!);
  assert.deepEqual([c.power, c.toughness], [5, 4], 'Anax and Cymede 3/2 +2/+2');
  assert.ok(c.keywords.has('indestructible'));
  assert.equal(chars(g, bears!).power, 2, 'not a commander');
  assert.equal(chars(g, protector!).power, 3, 'Bastion Protector itself is not a commander');
  assert.equal(chars(g, theirs!).power, 7, "the opponent's commander (Zurgo Helmsmasher 7/2) is not mine");
  assert.ok(!chars(g, theirs!).keywords.has('indestructible'));
});

test('903.3e: the compiler reads "your commander\'s mana value / power" as the commander\'s characteristic in any zone', () => {
  const base = record('Divination');
  const amounts = ["your commander's mana value", "your commander's power"].map((phrase) => {
    const c = compileCard({
      ...base,
      name: 'Test Insight',
      text: `You gain life equal to ${phrase}.`,
      faces: undefined,
    });
    assert.equal(c.status, 'full', c.failures.join(' | '));
    const a = c.definition.abilities[0];
    assert.ok(a?.kind === 'spell' && a.effects[0]?.kind === 'gainLife');
    return a.effects[0].amount;
  });
  assert.deepEqual(amounts, [
    { kind: 'commanderStat', stat: 'manaValue' },
    { kind: 'commanderStat', stat: 'power' },
  ]);
});

test('903.4b: The Prismatic Piper compiles — as a commander with a colour chosen before the game it is that colour; otherwise colourless', () => {
  const { pool: modern } = modernPool();
  const setup = (commander: boolean) => {
    const s = new Scenario({
      players: 2,
      cards: (n) => modern.definition(n) ?? STARTER_BY_NAME[n],
      options: commander ? { commander: 'commander' } : {},
    });
    const [piper] = s.battlefield(0, ['The Prismatic Piper']);
    if (commander) s.designateCommander(piper!, 'R');
    return { g: s.start({ active: 0, step: 'main1' }), piper: piper! };
  };
  const a = setup(true);
  assert.deepEqual(chars(a.g, a.piper).colors, ['R']);
  const b = setup(false);
  assert.deepEqual(chars(b.g, b.piper).colors, []);
});

/** Loyal Apprentice on P1's battlefield with `mine` (P1's commander) and `theirs` (P2's), at P1's beginning of combat. */
function lieutenant(mine: string | null, theirs: string | null): GameState {
  const { pool: modern } = modernPool();
  const s = new Scenario({
    players: 2,
    cards: (n) => modern.definition(n) ?? STARTER_BY_NAME[n],
    options: { commander: 'commander' },
  });
  s.battlefield(0, ['Loyal Apprentice']);
  if (mine) s.designateCommander(s.battlefield(0, [mine])[0]!);
  if (theirs) s.designateCommander(s.battlefield(1, [theirs])[0]!);
  const g = s.start({ active: 0, step: 'main1' });
  // Everyone passes until the declare attackers step: the trigger goes on the stack and resolves in beginning of combat.
  for (let n = 0; n < 30 && g.pending?.kind === 'priority'; n++) act(g, g.pending.player, { kind: 'pass' });
  assert.equal(g.turns[0]!.step, 'declareAttackers');
  return g;
}

const thopters = (g: GameState): number =>
  g.battlefield.filter((x) => chars(g, x).name === 'Thopter' && g.objects[x]!.controller === 0).length;

test('903.3: Loyal Apprentice — "if you control your commander" at the beginning of combat: a Thopter only with your own commander', () => {
  assert.equal(modernPool().pool.compiled('Loyal Apprentice')?.status, 'full');
  assert.equal(thopters(lieutenant('Anax and Cymede', null)), 1, 'P1 controls their commander');
  assert.equal(thopters(lieutenant(null, 'Anax and Cymede')), 0, "the opponent's commander is not P1's");
  assert.equal(thopters(lieutenant(null, null)), 0, 'no commander on the battlefield');
});

test('903.3a: "~ can be your commander" compiles as a rule for choosing a commander, with no effect in the game', () => {
  const c = modernPool().pool.compiled('Commodore Guff');
  assert.equal(c?.status, 'full', c?.failures.join(' | '));
  assert.ok(c.definition.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'canBeCommander'));
});
